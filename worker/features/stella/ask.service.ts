/**
 * Ask Stella's answer (decision 030): the thread and the allowance are settled before a word is
 * written; then the crisis gate, the facts of the reader's chart, one writer (the model when
 * configured and under the day's spend, else the offline writer), and the verifier between the
 * writer and the reader. The answer is produced as events (meta, delta, receipt, done, error) that
 * the route sends as server-sent events or folds into the spec's JSON reply.
 */
import { readerCalendar } from '@core/coach/calendar';
import { buildFacts, chartlessFacts, type FactTable, numerologyFacts, skyNow } from '@core/coach/facts';
import { ASKING } from '@core/coach/asking/index';
import { type Question, languageOf, readQuestion, selectFacts } from '@core/coach/intent';
import { receiptOf } from '@core/coach/labels';
import { offlineAnswer, pieces, plannedAnswer, sentenceGap } from '@core/coach/offline';
import { type PlanWindow, planAnswer, planBrief, planFirst, planned, windowInstants, windowOf } from '@core/coach/plan';
import { buildPrompt } from '@core/coach/prompt';
import type { CoachTexts } from '@core/coach/texts';
import { COACH_TEXTS } from '@core/coach/texts/index';
import { AnswerAssembler, type VerifiedParagraph } from '@core/coach/verify';
import { stableHash } from '@core/hash';
import { dateTimeFormat } from '@core/i18n/intl-cache';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { type NumerologyProfile, numerologyProfile } from '@core/numerology/index';
import type { Tier } from '@core/plans';
import { SKY_TEXTS } from '@core/sky/texts/index';
import type { UserRow } from '@schema/db';
import {
  type AnswerParagraph,
  type AskRequest,
  type AskResponse,
  type NumerologyContext,
  STELLA_HISTORY_TURNS,
  type StellaInsights,
  type StellaEvent,
  type StellaUsage,
} from '@schema/stella';
import type { Database } from '@worker/lib/db';
import type { ServerEnv } from '@worker/lib/env';
import { ApiError } from '@worker/lib/errors';
import { recordActivity } from '@worker/lib/activity';
import { myChartOf } from '@worker/features/birth-chart';
import {
  deleteConversation,
  findConversation,
  insertConversation,
  insertMessage,
  messagesOf,
  releaseTurn,
  reserveTurn,
} from './conversations.repository';
import { ProviderFailure, modelConfigOf, runModel } from './model-writer';
import { addSpend, allowanceOf, refundConversation, spendReached, takeConversation, usageOf, usedToday } from './usage';

export interface AskDeps {
  db: Database;
  kv: KVNamespace | undefined;
  config: ServerEnv;
  user: UserRow;
  tier: Tier;
  locale: Locale;
  /** Translated API message (the request's language). */
  said: (text: string) => string;
  now?: () => Date;
}

export const DAILY_LIMIT_MESSAGE =
  "You've used all your Stella conversations for today. Your cosmic guidance resets tomorrow!";
export const THREAD_FULL_MESSAGE = 'This conversation has reached 20 messages. Start a new conversation to continue.';
export const UNAVAILABLE_MESSAGE = 'Stella is temporarily unavailable. Please try again.';

/** The reader's own chart as facts (none when they have given no birth data). */
export async function readerFacts(
  db: Database,
  user: UserRow,
  numerology: NumerologyProfile | null,
  now: Date,
  window: PlanWindow | null = null,
): Promise<{ table: FactTable; hasChart: boolean; chartId: string | null }> {
  const chart = await myChartOf(db, user);
  if (!chart) {
    // With no chart, the only facts are a numerology profile's.
    return { table: chartlessFacts(numerology ? numerologyFacts(numerology) : []), hasChart: false, chartId: null };
  }
  const table = buildFacts({
    chart: chart.result.chart,
    birthTimeKnown: !chart.birthTimeUnknown,
    now,
    numerology,
    window: window ? windowInstants(window) : null,
  });
  return { table, hasChart: true, chartId: chart.id };
}

/** The numbers of a numerology context, computed again on the server (the client's only when the name is not in Latin letters). */
export function profileOf(context: NumerologyContext | null | undefined): NumerologyProfile | null {
  if (!context) return null;
  try {
    return numerologyProfile(context.name, context.birthDate);
  } catch {
    return { ...context.data };
  }
}

export function dateFormatter(locale: Locale, timeZone: string): (iso: string) => string {
  const format = dateTimeFormat(LOCALE_INFO[locale].tag, { timeZone, day: 'numeric', month: 'long' });
  return (iso: string) => format.format(new Date(iso));
}

const titleOf = (message: string) => {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length <= 80 ? flat : `${flat.slice(0, 79)}…`;
};

const TOPIC_NAMES: Readonly<Record<string, string>> = {
  love: 'love',
  career: 'career',
  wellbeing: 'wellbeing',
  timing: 'timing',
  placement: 'placements',
  aspect: 'aspects',
  numerology: 'numerology',
  general: 'overview',
};

function insightsOf(paragraphs: readonly VerifiedParagraph[], table: FactTable, question: Question): StellaInsights {
  const planets: string[] = [];
  for (const p of paragraphs) {
    for (const id of p.facts) {
      for (const point of table.byId.get(id)?.points ?? []) if (!planets.includes(point)) planets.push(point);
    }
  }
  const topics = question.topics.length > 0 ? question.topics : question.intent === 'general' ? ['general'] : [];
  return { relevantPlanets: planets, astrologyTopics: topics.map((t) => TOPIC_NAMES[t] ?? t) };
}

export interface Prepared {
  conversationId: string;
  isNew: boolean;
  userMessageId: string;
  messageId: string;
  usage: StellaUsage;
  started: Date;
}

/**
 * Settles the thread before anything is written: continues the reader's own thread (404 for any
 * other, 409 when full) or starts one, taking a conversation of the day's allowance (429 when
 * none is left). Stores the question.
 */
export async function prepareTurn(deps: AskDeps, request: AskRequest): Promise<Prepared> {
  const now = deps.now?.() ?? new Date();
  const { db, kv, user } = deps;
  const { limit } = allowanceOf(deps.tier);
  let conversationId = request.conversationId ?? null;
  let isNew = false;
  let used: number;
  if (conversationId) {
    const existing = await findConversation(db, user.id, conversationId);
    if (!existing) throw new ApiError('NOT_FOUND', 'No conversation with that id');
    if (!(await reserveTurn(db, user.id, conversationId, now))) throw new ApiError('CONFLICT', THREAD_FULL_MESSAGE);
    used = await usedToday(db, kv, user.id, now);
  } else {
    const taken = await takeConversation(db, kv, user.id, limit, now);
    if (taken === null) {
      throw new ApiError('RATE_LIMITED', DAILY_LIMIT_MESSAGE, { details: { dailyLimit: limit } });
    }
    used = taken;
    conversationId = crypto.randomUUID();
    isNew = true;
    await insertConversation(db, { id: conversationId, userId: user.id, title: titleOf(request.message), now });
  }
  const userMessageId = crypto.randomUUID();
  await insertMessage(db, {
    id: userMessageId,
    conversationId,
    userId: user.id,
    role: 'user',
    content: request.message,
    createdAt: now,
  });
  return {
    conversationId,
    isNew,
    userMessageId,
    messageId: crypto.randomUUID(),
    usage: usageOf(deps.tier, used, now),
    started: now,
  };
}

/** The answer as events. `signal` is the reader's Stop: it reaches the model call. */
export async function* answerTurn(
  deps: AskDeps,
  request: AskRequest,
  turn: Prepared,
  signal: AbortSignal,
): AsyncGenerator<StellaEvent> {
  const { db, user } = deps;
  const now = turn.started;
  const language: Locale = languageOf(request.message) ?? deps.locale;
  const texts: CoachTexts = COACH_TEXTS[language];
  const calendar = readerCalendar(language, request.timeZone ?? 'UTC', now);
  const formatDate = calendar.format;
  yield {
    event: 'meta',
    data: { conversationId: turn.conversationId, messageId: turn.messageId, usage: turn.usage, language },
  };

  const question = readQuestion(request.message, texts, ASKING[language]);
  const numerology = profileOf(request.numerologyContext);
  const window = windowOf(question.frame, calendar.today);
  const { table, hasChart } = await readerFacts(db, user, numerology, now, window);
  const plan = hasChart && planned(question) ? planAnswer(table, question, calendar) : null;
  const selected = plan ? planFirst(plan, selectFacts(table, question)) : selectFacts(table, question);

  let writer: AskResponse['writer'] = 'offline';
  let status: AskResponse['status'] = 'complete';
  let tokens: { promptTokens: number; completionTokens: number } | null = null;
  let assembler = new AnswerAssembler(table, texts.lexicon, sentenceGap(language));
  const events: StellaEvent[] = [];
  const take = (produced: ReturnType<AnswerAssembler['push']>) => {
    for (const e of produced) {
      if (e.type === 'delta') events.push({ event: 'delta', data: { text: e.text } });
      else {
        events.push({
          event: 'receipt',
          data: { index: e.index, ...paragraphOf(e.paragraph, table, texts, formatDate) },
        });
        if (e.paragraph.status === 'unverified') {
          console.warn(JSON.stringify({ event: 'stella.unverified', user: user.id, problems: e.paragraph.problems }));
        }
      }
    }
  };

  const offline = (): string => {
    if (question.crisis) return texts.crisis.reply;
    const writing = {
      question,
      table,
      selected,
      texts,
      sky: SKY_TEXTS[language],
      locale: language,
      seed: stableHash(`${turn.conversationId}:${turn.messageId}`),
      calendar,
      hasChart,
    };
    return plan ? plannedAnswer({ ...writing, plan }) : offlineAnswer(writing);
  };

  const model = question.crisis ? null : modelConfigOf(deps.config);
  const overSpend = model
    ? await spendReached(db, deps.config.AI_DAILY_SPEND_LIMIT_USD * 1_000_000, now).catch(() => true)
    : true;
  let interrupted = false;
  if (model && !overSpend) {
    writer = 'model';
    const history = (await messagesOf(db, user.id, turn.conversationId))
      .filter((m) => m.id !== turn.userMessageId && m.content.trim())
      .slice(-STELLA_HISTORY_TURNS * 2)
      .map((m) => ({ role: m.role, content: m.content }));
    const prompt = buildPrompt({
      locale: language,
      facts: selected,
      birthTimeKnown: table.birthTimeKnown,
      hasChart,
      history,
      message: request.message,
      numerology:
        numerology && request.numerologyContext
          ? {
              name: request.numerologyContext.name,
              birthDate: request.numerologyContext.birthDate,
              profile: numerology,
            }
          : null,
      today: calendar.today,
      plan: plan ? planBrief(plan) : null,
      sky: skyNow(now),
    });
    const run = runModel(model, prompt, signal);
    let shown = false;
    try {
      for await (const piece of run.pieces) {
        take(assembler.push(piece));
        if (events.some((e) => e.event === 'delta')) shown = true;
        yield* events.splice(0);
        if (signal.aborted) break;
      }
      if (run.finishReason() === 'length') take(assembler.finish());
    } catch (error) {
      const failure = error instanceof ProviderFailure ? error : new ProviderFailure('network', String(error));
      console.warn(JSON.stringify({ event: 'stella.provider', reason: failure.reason, detail: failure.detail }));
      if (!shown && assembler.paragraphs.length === 0) {
        // Nothing reached the reader yet: the offline writer answers instead.
        writer = 'offline';
        events.length = 0;
        assembler = new AnswerAssembler(table, texts.lexicon, sentenceGap(language));
      } else {
        interrupted = true;
      }
    }
    tokens = run.usage();
    if (writer === 'model' && !tokens) {
      // No usage reported (stopped or cut): an estimate, four characters a token.
      const promptChars = prompt.reduce((n, m) => n + m.content.length, 0);
      tokens = { promptTokens: Math.ceil(promptChars / 4), completionTokens: Math.ceil(assembler.text.length / 4) };
    }
    if (writer === 'model' && tokens) {
      const cost =
        tokens.promptTokens * deps.config.AI_PRICE_INPUT_PER_MTOK +
        tokens.completionTokens * deps.config.AI_PRICE_OUTPUT_PER_MTOK;
      await addSpend(db, cost, now).catch(() => {});
    }
  } else if (question.crisis) {
    writer = 'crisis';
  }

  if (writer !== 'model') {
    for (const piece of pieces(offline())) {
      if (signal.aborted) break;
      take(assembler.push(piece));
      yield* events.splice(0);
    }
  }
  if (signal.aborted) status = 'stopped';
  else if (interrupted) status = 'interrupted';
  // A stopped or interrupted answer keeps what was shown; an unfinished sentence is dropped.
  take(status === 'complete' ? assembler.finish() : assembler.abandon());
  yield* events.splice(0);

  const paragraphs = assembler.paragraphs.map((p) => paragraphOf(p, table, texts, formatDate));
  const content = assembler.text;
  const insights = insightsOf(assembler.paragraphs, table, question);
  const answered = content.trim().length > 0;
  let usage = turn.usage;
  if (!answered) {
    // No answer was produced: the turn is given back, and a new thread with it.
    if (turn.isNew) {
      await deleteConversation(db, user.id, turn.conversationId);
      await refundConversation(db, deps.kv, user.id, now);
      usage = usageOf(deps.tier, Math.max(0, (turn.usage.used ?? 1) - 1), now);
    } else {
      await releaseTurn(db, user.id, turn.conversationId);
    }
  } else {
    await insertMessage(db, {
      id: turn.messageId,
      conversationId: turn.conversationId,
      userId: user.id,
      role: 'assistant',
      content,
      paragraphs: JSON.stringify(paragraphs),
      insights: JSON.stringify(insights),
      writer,
      status,
      promptTokens: tokens?.promptTokens ?? null,
      completionTokens: tokens?.completionTokens ?? null,
      createdAt: new Date(Math.max(Date.now(), now.getTime() + 1)),
    });
    if (turn.isNew) await recordActivity(db, user.id, 'stella_conversation');
  }
  if (interrupted && !signal.aborted) {
    yield { event: 'error', data: { message: deps.said(UNAVAILABLE_MESSAGE) } };
  }
  yield {
    event: 'done',
    data: {
      response: content,
      message: content,
      insights,
      usage,
      usageInfo: usage,
      conversationId: turn.conversationId,
      messageId: turn.messageId,
      paragraphs,
      writer,
      status,
      language,
    },
  };
}

function paragraphOf(
  p: VerifiedParagraph,
  table: FactTable,
  texts: CoachTexts,
  formatDate: (iso: string) => string,
): AnswerParagraph {
  return {
    text: p.text,
    status: p.status,
    facts: p.facts.flatMap((id) => {
      const fact = table.byId.get(id);
      return fact ? [receiptOf(fact, texts, formatDate)] : [];
    }),
    withheld: p.withheld,
  };
}
