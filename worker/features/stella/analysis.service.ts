/**
 * The deep analysis of a chart (decision 030): the chart is cast on the server from the birth
 * data (never taken from the browser), read by the model when one is configured and under the
 * day's spend, else by the offline writer, and verified like every answer. Kept in KV by its
 * inputs (the instant, the place, the house system, whether the time is known, the language and
 * the writer), so the same chart asked again costs nothing.
 */
import { deepAnalysis, ANALYSIS_WORDS } from '@core/coach/analysis';
import { logger } from '@worker/lib/log';
import { buildFacts, type FactTable } from '@core/coach/facts';
import { receiptOf } from '@core/coach/labels';
import { sentenceGap } from '@core/coach/offline';
import { buildPrompt } from '@core/coach/prompt';
import { readerCalendar } from '@core/coach/calendar';
import { COACH_TEXTS } from '@core/coach/texts/index';
import { verifyAnswer } from '@core/coach/verify';
import { stableHash } from '@core/hash';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { countWords, readersCount } from '@core/sky/reading';
import { SKY_TEXTS } from '@core/sky/texts/index';
import type { ParsedBirthChartRequest } from '@schema/birth-chart';
import type { AnalysisAnswer, AnswerParagraph } from '@schema/stella';
import { createBirthChart } from '@worker/features/birth-chart';
import type { Database } from '@worker/lib/db';
import type { ServerEnv } from '@worker/lib/env';
import { dateFormatter } from './ask.service';
import { type ModelConfig, modelConfigOf, runModel } from './model-writer';
import { addSpend, spendReached } from './usage';

/** A cached analysis is kept 30 days; the version changes when the writer's words do. */
const CACHE_SECONDS = 30 * 86_400;
const CACHE_VERSION = 2;

export interface AnalysisDeps {
  db: Database;
  kv: KVNamespace | undefined;
  config: ServerEnv;
  locale: Locale;
  now?: Date;
}

function paragraphsOf(text: string, table: FactTable, locale: Locale): AnswerParagraph[] {
  const texts = COACH_TEXTS[locale];
  const formatDate = dateFormatter(locale, 'UTC');
  return verifyAnswer(text, table, texts.lexicon, sentenceGap(locale)).map((p) => ({
    text: p.text,
    status: p.status,
    withheld: p.withheld,
    facts: p.facts.flatMap((id) => {
      const fact = table.byId.get(id);
      return fact ? [receiptOf(fact, texts, formatDate)] : [];
    }),
  }));
}

/** The analysis' length in words, as it is sized (500-700 in every language, decision 030). */
const words = (paragraphs: readonly AnswerParagraph[], locale: Locale) =>
  countWords(paragraphs.map((p) => p.text).join('\n\n'), LOCALE_INFO[locale].tag);
/** Its length as a reader counts it and the page shows it: words, or characters (字) in Chinese. */
const shownCount = (paragraphs: readonly AnswerParagraph[], locale: Locale) =>
  readersCount(paragraphs.map((p) => p.text).join('\n\n'), LOCALE_INFO[locale].tag);

async function modelAnalysis(
  model: ModelConfig,
  table: FactTable,
  locale: Locale,
  deps: AnalysisDeps,
): Promise<AnswerParagraph[] | null> {
  const facts = table.facts.filter(
    (f) => f.kind === 'placement' || f.kind === 'house' || f.kind === 'aspect' || f.kind === 'balance',
  );
  const prompt = buildPrompt({
    locale,
    facts: facts.slice(0, 40),
    birthTimeKnown: table.birthTimeKnown,
    hasChart: true,
    history: [],
    message:
      'Write my deep chart analysis: 550-650 words in 7-9 paragraphs. Cover my Big Three (Sun, Moon, Ascendant), my chart ruler, my balance of elements and modalities, my three tightest aspects and my busiest house.',
    today: (deps.now ?? new Date()).toISOString().slice(0, 10),
  });
  const run = runModel({ ...model, maxTokens: Math.max(model.maxTokens, 1600) }, prompt, new AbortController().signal);
  let text = '';
  try {
    for await (const piece of run.pieces) text += piece;
  } catch (error) {
    logger.warn('stella.analysis.provider', { error });
    return null;
  }
  const usage = run.usage();
  if (usage) {
    await addSpend(
      deps.db,
      usage.promptTokens * deps.config.AI_PRICE_INPUT_PER_MTOK +
        usage.completionTokens * deps.config.AI_PRICE_OUTPUT_PER_MTOK,
      deps.now ?? new Date(),
    ).catch(() => {});
  }
  const paragraphs = paragraphsOf(text, table, locale);
  const count = words(paragraphs, locale);
  // A model's text out of length, or with a withheld claim, gives way to the offline writer's.
  if (count < ANALYSIS_WORDS.min || count > ANALYSIS_WORDS.max || paragraphs.some((p) => p.status === 'unverified')) {
    logger.warn('stella.analysis.rejected', { words: count });
    return null;
  }
  return paragraphs;
}

export async function chartAnalysis(deps: AnalysisDeps, input: ParsedBirthChartRequest): Promise<AnalysisAnswer> {
  const now = deps.now ?? new Date();
  // Read in the tropical zodiac, as every reading is (decision 047), whichever zodiac the page shows.
  const result = await createBirthChart(
    deps.db,
    { ...input, zodiac: 'tropical', ayanamsa: undefined },
    { locale: deps.locale },
  );
  const { chart } = result;
  const timeKnown = !input.birthTimeUnknown;
  const model = modelConfigOf(deps.config);
  const key = `stella:analysis:v${CACHE_VERSION}:${stableHash(
    JSON.stringify([chart.utc, chart.location.latitude, chart.location.longitude, chart.houseSystem, timeKnown]),
  ).toString(36)}:${deps.locale}:${model ? model.model : 'offline'}`;
  const cached = await deps.kv?.get<AnalysisAnswer>(key, 'json').catch(() => null);
  if (cached) return { ...cached, cached: true };

  const table = buildFacts({ chart, birthTimeKnown: timeKnown, now });
  let paragraphs: AnswerParagraph[] | null = null;
  let writer: AnalysisAnswer['writer'] = 'offline';
  if (
    model &&
    !(await spendReached(deps.db, deps.config.AI_DAILY_SPEND_LIMIT_USD * 1_000_000, now).catch(() => true))
  ) {
    paragraphs = await modelAnalysis(model, table, deps.locale, deps);
    if (paragraphs) writer = 'model';
  }
  if (!paragraphs) {
    const texts = COACH_TEXTS[deps.locale];
    const { text } = deepAnalysis({
      table,
      texts,
      sky: SKY_TEXTS[deps.locale],
      locale: deps.locale,
      seed: stableHash(chart.utc),
      calendar: readerCalendar(deps.locale, 'UTC', new Date()),
    });
    paragraphs = paragraphsOf(text, table, deps.locale);
  }
  const answer: AnalysisAnswer = {
    paragraphs,
    words: shownCount(paragraphs, deps.locale),
    writer,
    language: deps.locale,
    sunSign: result.sunSign,
    moonSign: result.moonSign,
    risingSign: result.risingSign,
    cached: false,
  };
  await deps.kv?.put(key, JSON.stringify(answer), { expirationTtl: CACHE_SECONDS }).catch(() => {});
  return answer;
}
