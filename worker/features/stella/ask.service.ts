/**
 * Ask Stella's answer (decisions 030 and 032). `prepareTurn` settles the thread and the allowance
 * before a word is written; `answerTurn` then reads the question and plans the answer
 * (`readTurn`), chooses the writer (`chooseModel`: the model when configured, not a crisis and
 * under the day's spend), streams it (`streamModel`, or `writeOffline` for the offline writer and
 * the crisis reply) through the verifier (`Release`), and keeps the answer or gives the turn back
 * (`settleTurn`). The answer is produced as events (meta, delta, receipt, done, error) that the
 * route sends as server-sent events or folds into the spec's JSON reply.
 */
import { type ReaderCalendar, readerCalendar } from '@core/coach/calendar';
import { logger } from '@worker/lib/log';
import { buildFacts, chartlessFacts, type Fact, type FactTable, numerologyFacts, skyNow } from '@core/coach/facts';
import { ASKING } from '@core/coach/asking/index';
import { type Question, languageOf, readQuestion, selectFacts } from '@core/coach/intent';
import { receiptOf } from '@core/coach/labels';
import { type Premise, correctionOf, wrongPremises } from '@core/coach/premise';
import { offlineAnswer, pieces, plannedAnswer, sentenceGap } from '@core/coach/offline';
import {
  type AnswerPlan,
  type PlanWindow,
  planAnswer,
  planBrief,
  planFirst,
  planned,
  windowInstants,
  windowOf,
} from '@core/coach/plan';
import { type PromptMessage, buildPrompt } from '@core/coach/prompt';
import { Said } from '@core/coach/sentences';
import type { CoachTexts } from '@core/coach/texts';
import { COACH_TEXTS } from '@core/coach/texts/index';
import { AnswerAssembler, type VerifiedParagraph } from '@core/coach/verify';
import { stableHash } from '@core/hash';
import { dateTimeFormat } from '@core/i18n/intl-cache';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { loadTexts } from '@core/i18n/texts';
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
  answersSince,
  deleteConversation,
  findConversation,
  insertConversation,
  insertMessage,
  messagesOf,
  releaseTurn,
  reserveTurn,
} from './conversations.repository';
import { type ModelConfig, ProviderFailure, modelConfigOf, runModel } from './model-writer';
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

/** What one answer is written from: the reader's language and calendar, the question, the facts and the plan. */
interface TurnSetting {
  readonly language: Locale;
  readonly texts: CoachTexts;
  readonly calendar: ReaderCalendar;
  readonly question: Question;
  readonly numerology: NumerologyProfile | null;
  readonly table: FactTable;
  readonly hasChart: boolean;
  readonly plan: AnswerPlan | null;
  readonly selected: readonly Fact[];
  /** What Stella has told this reader in the last day, so the offline writer does not say it again. */
  readonly said: Said;
  /** Stella's answers of the last day in the reader's other threads, newest first: the model is shown them. */
  readonly told: readonly string[];
  /** What the question takes for granted that the chart contradicts, set right above the answer. */
  readonly premises: readonly Premise[];
}

/** How far back what Stella said counts as said: a day. */
const REMEMBERED_MS = 24 * 3_600_000;

type Tokens = { promptTokens: number; completionTokens: number };

/** Reads the question and plans the answer: the frame's facts of the reader's chart, then the plan. */
async function readTurn(deps: AskDeps, request: AskRequest, turn: Prepared, language: Locale): Promise<TurnSetting> {
  // The question's language may not be the request's (core/i18n/texts.ts).
  await loadTexts(language);
  const texts = COACH_TEXTS[language];
  const calendar = readerCalendar(language, request.timeZone ?? 'UTC', turn.started);
  const question = readQuestion(request.message, texts, ASKING[language]);
  const numerology = profileOf(request.numerologyContext);
  const window = windowOf(question.frame, calendar.today);
  const { table, hasChart } = await readerFacts(deps.db, deps.user, numerology, turn.started, window);
  const earlier = await answersSince(deps.db, deps.user.id, new Date(turn.started.getTime() - REMEMBERED_MS));
  const said = new Said(earlier.texts, earlier.cited);
  const told = earlier.texts.filter((_, i) => earlier.conversations[i] !== turn.conversationId);
  const premises =
    hasChart && !question.crisis ? wrongPremises(request.message, table, texts.lexicon, turn.started) : [];
  const plan = hasChart && planned(question) ? planAnswer(table, question, calendar, (id) => said.cited(id)) : null;
  const selected = plan ? planFirst(plan, selectFacts(table, question)) : selectFacts(table, question);
  return { language, texts, calendar, question, numerology, table, hasChart, plan, selected, said, told, premises };
}

/**
 * The verifier between a writer and the reader: pieces of text go in, delta and receipt events
 * come out sentence by sentence. `restart` forgets what the failed writer gave (a model that
 * failed before a word of its own was shown) and keeps only a correction already sent.
 */
class Release {
  private assembler: AnswerAssembler;
  private readonly events: StellaEvent[] = [];
  /** Whether any words have gone to the reader. */
  private delivered = false;
  /**
   * The correction of a wrong premise (core/coach/premise.ts): it goes out just before the
   * writer's first words, and is not the writer's: a model that fails after it has still shown
   * nothing of its own, and the offline writer goes on after it without saying it twice.
   */
  private readonly preface: string;
  private prefaced = false;
  private prefaceParagraphs = 0;

  constructor(
    private readonly setting: TurnSetting,
    private readonly userId: string,
  ) {
    this.assembler = this.fresh();
    const { premises, texts, language } = setting;
    const correction = correctionOf(premises, texts.plan.correction, sentenceGap(language));
    this.preface = correction ? `${texts.grammar.finish(correction)}\n\n` : '';
  }

  private fresh() {
    return new AnswerAssembler(this.setting.table, this.setting.texts.lexicon, sentenceGap(this.setting.language));
  }

  push(piece: string) {
    if (!this.prefaced) {
      this.prefaced = true;
      if (this.preface) {
        const delivered = this.delivered;
        this.take(this.assembler.push(this.preface));
        this.delivered = delivered;
        this.prefaceParagraphs = this.assembler.paragraphs.length;
      }
    }
    this.take(this.assembler.push(piece));
  }

  /** The end of the answer: a stopped or interrupted one keeps what was shown, an unfinished sentence dropped. */
  end(status: AskResponse['status']) {
    this.take(status === 'complete' ? this.assembler.finish() : this.assembler.abandon());
  }

  restart() {
    this.events.length = 0;
    this.delivered = false;
    this.assembler = this.fresh();
    // The correction has reached the reader already: it stays the answer's first paragraph, unsent.
    if (this.prefaced && this.preface) this.assembler.push(this.preface);
  }

  /** The events ready for the reader, taken. */
  drain(): StellaEvent[] {
    return this.events.splice(0);
  }

  /** Whether the reader has seen any of it: words, or a whole paragraph. */
  get shown(): boolean {
    return this.delivered || this.assembler.paragraphs.length > this.prefaceParagraphs;
  }

  get text(): string {
    return this.assembler.text;
  }

  get paragraphs(): readonly VerifiedParagraph[] {
    return this.assembler.paragraphs;
  }

  private take(produced: ReturnType<AnswerAssembler['push']>) {
    const { table, texts, calendar } = this.setting;
    for (const e of produced) {
      if (e.type === 'delta') {
        this.delivered = true;
        this.events.push({ event: 'delta', data: { text: e.text } });
        continue;
      }
      this.events.push({
        event: 'receipt',
        data: { index: e.index, ...paragraphOf(e.paragraph, table, texts, calendar.format) },
      });
      if (e.paragraph.status === 'unverified') {
        logger.warn('stella.unverified', { userId: this.userId, problems: e.paragraph.problems });
      }
    }
  }
}

/** The model when one is configured, the question is not a crisis and the day's spend allows; else null. */
async function chooseModel(deps: AskDeps, setting: TurnSetting, now: Date): Promise<ModelConfig | null> {
  const model = setting.question.crisis ? null : modelConfigOf(deps.config);
  if (!model) return null;
  const over = await spendReached(deps.db, deps.config.AI_DAILY_SPEND_LIMIT_USD * 1_000_000, now).catch(() => true);
  return over ? null : model;
}

/** The model's prompt: the rules, the plan, the facts, the thread's earlier turns and the message as data. */
async function promptOf(deps: AskDeps, request: AskRequest, turn: Prepared, setting: TurnSetting) {
  const history = (await messagesOf(deps.db, deps.user.id, turn.conversationId))
    .filter((m) => m.id !== turn.userMessageId && m.content.trim())
    .slice(-STELLA_HISTORY_TURNS * 2)
    .map((m) => ({ role: m.role, content: m.content }));
  const { numerology, plan } = setting;
  return buildPrompt({
    locale: setting.language,
    facts: setting.selected,
    birthTimeKnown: setting.table.birthTimeKnown,
    hasChart: setting.hasChart,
    history,
    message: request.message,
    numerology:
      numerology && request.numerologyContext
        ? { name: request.numerologyContext.name, birthDate: request.numerologyContext.birthDate, profile: numerology }
        : null,
    today: setting.calendar.today,
    plan: plan ? planBrief(plan) : null,
    sky: skyNow(turn.started),
    premises: setting.premises,
    told: setting.told,
  });
}

/** What a model run came to: whether it wrote the answer, was cut after words were shown, and its tokens. */
interface ModelOutcome {
  readonly wrote: boolean;
  readonly interrupted: boolean;
  readonly tokens: Tokens | null;
}

/**
 * Streams the model's answer through the release. A failure before any word reached the reader
 * leaves the answer to the offline writer (`wrote: false`); after, the answer ends interrupted.
 */
async function* streamModel(
  model: ModelConfig,
  prompt: PromptMessage[],
  release: Release,
  signal: AbortSignal,
): AsyncGenerator<StellaEvent, ModelOutcome> {
  const run = runModel(model, prompt, signal);
  let interrupted = false;
  try {
    for await (const piece of run.pieces) {
      release.push(piece);
      yield* release.drain();
      if (signal.aborted) break;
    }
    if (run.finishReason() === 'length') release.end('complete');
  } catch (error) {
    const failure = error instanceof ProviderFailure ? error : new ProviderFailure('network', String(error));
    logger.warn('stella.provider', { reason: failure.reason, detail: failure.detail });
    if (!release.shown) {
      release.restart();
      return { wrote: false, interrupted: false, tokens: run.usage() };
    }
    interrupted = true;
  }
  // No usage reported (stopped or cut): an estimate, four characters a token.
  const promptChars = prompt.reduce((n, m) => n + m.content.length, 0);
  const tokens = run.usage() ?? {
    promptTokens: Math.ceil(promptChars / 4),
    completionTokens: Math.ceil(release.text.length / 4),
  };
  return { wrote: true, interrupted, tokens };
}

/** What a model's tokens cost, in microdollars (the unit of the day's spend), at the configured prices per million. */
function costMicrodollars(tokens: Tokens, config: ServerEnv): number {
  return (
    tokens.promptTokens * config.AI_PRICE_INPUT_PER_MTOK + tokens.completionTokens * config.AI_PRICE_OUTPUT_PER_MTOK
  );
}

/** The offline writer's answer (or the crisis reply), streamed through the release a word at a time. */
function* writeOffline(
  setting: TurnSetting,
  turn: Prepared,
  release: Release,
  signal: AbortSignal,
): Generator<StellaEvent> {
  const { question, texts, plan, language } = setting;
  const writing = {
    question,
    table: setting.table,
    selected: setting.selected,
    texts,
    sky: SKY_TEXTS[language],
    locale: language,
    seed: stableHash(`${turn.conversationId}:${turn.messageId}`),
    calendar: setting.calendar,
    hasChart: setting.hasChart,
    said: setting.said,
  };
  const text = question.crisis
    ? texts.grammar.finish(texts.crisis.reply)
    : plan
      ? plannedAnswer({ ...writing, plan })
      : offlineAnswer(writing);
  for (const piece of pieces(text)) {
    if (signal.aborted) break;
    release.push(piece);
    yield* release.drain();
  }
}

/**
 * Keeps the answer, or gives the turn back when nothing was produced (a new thread with it), and
 * answers the usage to report.
 */
async function settleTurn(
  deps: AskDeps,
  turn: Prepared,
  answer: {
    content: string;
    paragraphs: AnswerParagraph[];
    insights: StellaInsights;
    writer: AskResponse['writer'];
    status: AskResponse['status'];
    tokens: Tokens | null;
  },
): Promise<StellaUsage> {
  const { db, user } = deps;
  const now = turn.started;
  if (!answer.content.trim()) {
    if (!turn.isNew) {
      await releaseTurn(db, user.id, turn.conversationId);
      return turn.usage;
    }
    await deleteConversation(db, user.id, turn.conversationId);
    await refundConversation(db, deps.kv, user.id, now);
    return usageOf(deps.tier, Math.max(0, (turn.usage.used ?? 1) - 1), now);
  }
  await insertMessage(db, {
    id: turn.messageId,
    conversationId: turn.conversationId,
    userId: user.id,
    role: 'assistant',
    content: answer.content,
    paragraphs: JSON.stringify(answer.paragraphs),
    insights: JSON.stringify(answer.insights),
    writer: answer.writer,
    status: answer.status,
    promptTokens: answer.tokens?.promptTokens ?? null,
    completionTokens: answer.tokens?.completionTokens ?? null,
    createdAt: new Date(Math.max(Date.now(), now.getTime() + 1)),
  });
  if (turn.isNew) await recordActivity(db, user.id, 'stella_conversation');
  return turn.usage;
}

/** The answer as events. `signal` is the reader's Stop: it reaches the model call. */
export async function* answerTurn(
  deps: AskDeps,
  request: AskRequest,
  turn: Prepared,
  signal: AbortSignal,
): AsyncGenerator<StellaEvent> {
  const language: Locale = languageOf(request.message) ?? deps.locale;
  const { conversationId, messageId } = turn;
  yield { event: 'meta', data: { conversationId, messageId, usage: turn.usage, language } };

  const setting = await readTurn(deps, request, turn, language);
  const release = new Release(setting, deps.user.id);
  const model = await chooseModel(deps, setting, turn.started);
  let outcome: ModelOutcome = { wrote: false, interrupted: false, tokens: null };
  if (model) {
    const prompt = await promptOf(deps, request, turn, setting);
    outcome = yield* streamModel(model, prompt, release, signal);
    if (outcome.wrote && outcome.tokens) {
      await addSpend(deps.db, costMicrodollars(outcome.tokens, deps.config), turn.started).catch(() => {});
    }
  }
  const writer: AskResponse['writer'] = outcome.wrote ? 'model' : setting.question.crisis ? 'crisis' : 'offline';
  if (!outcome.wrote) yield* writeOffline(setting, turn, release, signal);

  const status: AskResponse['status'] = signal.aborted ? 'stopped' : outcome.interrupted ? 'interrupted' : 'complete';
  release.end(status);
  yield* release.drain();

  const { table, texts, calendar, question } = setting;
  const paragraphs = release.paragraphs.map((p) => paragraphOf(p, table, texts, calendar.format));
  const content = release.text;
  const insights = insightsOf(release.paragraphs, table, question);
  const tokens = outcome.wrote ? outcome.tokens : null;
  const usage = await settleTurn(deps, turn, { content, paragraphs, insights, writer, status, tokens });
  if (outcome.interrupted && !signal.aborted)
    yield { event: 'error', data: { message: deps.said(UNAVAILABLE_MESSAGE) } };
  yield {
    event: 'done',
    data: {
      response: content,
      message: content,
      insights,
      usage,
      usageInfo: usage,
      conversationId,
      messageId,
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
