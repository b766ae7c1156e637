import { z } from 'zod';
import type { Locale } from '@core/i18n/locales';
import { NUMEROLOGY_NAME_MAX, NUMEROLOGY_NUMBERS } from '@core/numerology/index';
import { BirthDateSchema } from './birth-chart';
import { TimeZoneSchema } from './sky';

/**
 * Ask Stella (docs/product.md#ask-stella-page, docs/product.md#api; decision 030): the chat, its usage, today's insight and the user's chart
 * signs. The request keeps the spec's fields; `conversationHistory` is accepted for spec
 * clients and never used (the server reads the thread from its own records).
 */
export const STELLA_MESSAGE_MAX = 1000;
/** A numerology name's longest, as the numerology page takes it. */
export const STELLA_NAME_MAX = NUMEROLOGY_NAME_MAX;
/** A conversation is a thread of at most 20 messages (10 questions and their answers): core/plans.ts. */
export { MASTER_FAIR_USE_CONVERSATIONS, STELLA_THREAD_MESSAGES } from '@core/plans';
/** The turns of a thread a writer reads (all of a full thread). */
export const STELLA_HISTORY_TURNS = 10;

const NumberSchema = z.union(NUMEROLOGY_NUMBERS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<number>]);

/** Where the numerology page leaves the context for the chat, in session storage (read once, then removed). */
export const NUMEROLOGY_STORAGE_KEY = 'stella.numerologyContext';

/** The numerology context (docs/product.md#ask-stella-page), as the numerology page hands it to the chat. */
export const NumerologyContextSchema = z.object({
  type: z.literal('numerology'),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(STELLA_NAME_MAX, `The name is too long (at most ${STELLA_NAME_MAX} characters)`),
  birthDate: BirthDateSchema,
  data: z.object({
    lifePathNumber: NumberSchema,
    expressionNumber: NumberSchema,
    soulUrgeNumber: NumberSchema,
    personalityNumber: NumberSchema,
    birthDayNumber: NumberSchema,
  }),
});
export type NumerologyContext = z.infer<typeof NumerologyContextSchema>;

export const AskRequestSchema = z.object({
  message: z
    .string({ error: 'Please write a message' })
    .trim()
    .min(1, 'Please write a message')
    .max(STELLA_MESSAGE_MAX, `Your message is too long (at most ${STELLA_MESSAGE_MAX} characters)`),
  /** Accepted for spec clients, never read: the thread comes from the server's records. */
  conversationHistory: z
    .array(z.object({ role: z.string().max(20), content: z.string().max(20_000) }).loose())
    .max(200)
    .optional(),
  numerologyContext: NumerologyContextSchema.nullish(),
  /** The thread to continue; a new one starts without it. */
  conversationId: z.string().min(1).max(64).nullish(),
  /** The reader's zone, for the dates an answer names. UTC when absent. */
  timeZone: TimeZoneSchema.optional(),
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

/** The day's allowance: `remaining` and `dailyLimit` are null for Master (unlimited, under fair use). */
export interface StellaUsage {
  remaining: number | null;
  dailyLimit: number | null;
  used: number;
  unlimited: boolean;
  /** When the allowance starts again: the next 00:00 UTC. */
  resetsAt: string;
}

export interface Receipt {
  id: string;
  /** "Venus 14°22′ Libra, 7th house", in the reader's language. */
  label: string;
  /** Points and houses to highlight on the wheel. */
  points: string[];
  houses: number[];
}

export interface AnswerParagraph {
  text: string;
  status: 'verified' | 'framing' | 'unverified';
  facts: Receipt[];
  /** Sentences withheld because the chart contradicts them. */
  withheld: number;
}

export interface StellaInsights {
  relevantPlanets: string[];
  astrologyTopics: string[];
}

/** The spec's JSON reply (and the SSE `done` event's data). */
export interface AskResponse {
  response: string;
  message: string;
  insights: StellaInsights;
  usage: StellaUsage;
  usageInfo: StellaUsage;
  conversationId: string;
  messageId: string;
  paragraphs: AnswerParagraph[];
  writer: 'model' | 'offline' | 'crisis';
  status: 'complete' | 'stopped' | 'interrupted';
  /** The answer language (the question's, when it was clearly another of ours). */
  language: Locale;
}

/** One event of an answer's stream (POST /api/stella/ask with Accept: text/event-stream); `ping` events carry nothing and are not listed. */
export type StellaEvent =
  | { event: 'meta'; data: { conversationId: string; messageId: string; usage: StellaUsage; language: Locale } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'receipt'; data: AnswerParagraph & { index: number } }
  | { event: 'done'; data: AskResponse }
  | { event: 'error'; data: { message: string } };

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  insights: StellaInsights | null;
  paragraphs: AnswerParagraph[] | null;
  status: 'complete' | 'stopped' | 'interrupted';
}

export interface ConversationSummary {
  id: string;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  full: boolean;
}

export interface ConversationDetail extends ConversationSummary {
  messages: ChatMessage[];
}

export const ConversationParamSchema = z.object({ id: z.string().min(1).max(64) });
export const ConversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** GET /api/user-chart (docs/product.md#ask-stella-page). */
export interface UserChartAnswer {
  sunSign: string | null;
  moonSign: string | null;
  risingSign: string | null;
  chartId: string | null;
}

/** GET /api/stella/daily-insight (docs/product.md#ask-stella-page). */
export interface DailyInsightAnswer {
  insight: string;
  date: string;
  facts: Receipt[];
}

export const DailyInsightQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() });

/** POST /api/stella/analysis: the deep analysis of a chart (docs/product.md#real-deep-analysis), 500-700 words with receipts. */
export interface AnalysisAnswer {
  paragraphs: AnswerParagraph[];
  /** Its length as a reader counts it: words, or characters (字) in Chinese. */
  words: number;
  writer: 'model' | 'offline';
  language: string;
  sunSign: string;
  moonSign: string;
  risingSign: string | null;
  /** Answered from the cache of this chart's analyses. */
  cached: boolean;
}
