/**
 * One of Stella's offline answers as the service writes it, for tests and scripts: the question
 * read in its language, the fact table for its frame (tables are shared per window within one
 * chart), the plan, the answer, and what the reader has been told that day when a `Said` is given.
 */
import '../setup/load-texts';
import { correctionOf, wrongPremises } from '@core/coach/premise';
import { readFileSync } from 'node:fs';
import type { AnsweredChart } from '@core/astro/natal-types';
import { ASKING } from '@core/coach/asking/index';
import { readerCalendar } from '@core/coach/calendar';
import { buildFacts, type FactTable } from '@core/coach/facts';
import { type Question, readQuestion, selectFacts } from '@core/coach/intent';
import { offlineAnswer, plannedAnswer } from '@core/coach/offline';
import { planAnswer, planned, windowInstants, windowOf } from '@core/coach/plan';
import { type Said, sentenceKey, sentencesOf } from '@core/coach/sentences';
import { COACH_TEXTS } from '@core/coach/texts/index';
import type { Locale } from '@core/i18n/locales';
import { SKY_TEXTS } from '@core/sky/texts/index';
import type { CoachBirth } from './coach-charts';

/** The day the question sets are answered on. */
export const COACH_NOW = new Date('2026-12-06T10:00:00Z');

/** A question of a set, with the frame and topics its writer gave it. */
export interface SetQuestion {
  readonly q: string;
  readonly frame: string;
  readonly offset?: number;
  readonly month?: number;
  readonly day?: number;
  readonly topics: readonly string[];
}

/** A language's question set (test/fixtures/coach-questions). */
export const questionsOf = (locale: Locale): SetQuestion[] =>
  JSON.parse(readFileSync(new URL(`../fixtures/coach-questions/${locale}.json`, import.meta.url), 'utf8'));

export interface AnswerSetting {
  readonly birth: CoachBirth;
  readonly chart: AnsweredChart;
  /** Fact tables by window, shared by the answers of one chart. */
  readonly tables: Map<string, FactTable>;
  readonly now?: Date;
  readonly said?: Said;
}

export function answerOf(locale: Locale, message: string, seed: number, setting: AnswerSetting) {
  const now = setting.now ?? COACH_NOW;
  const texts = COACH_TEXTS[locale];
  const calendar = readerCalendar(locale, setting.birth.place.timezone, now);
  const question = readQuestion(message, texts, ASKING[locale]);
  const window = windowOf(question.frame, calendar.today);
  const key = window ? `${window.from}|${window.to}` : 'natal';
  let table = setting.tables.get(key);
  if (!table) {
    table = buildFacts({
      chart: setting.chart,
      birthTimeKnown: setting.birth.time !== null,
      now,
      window: window ? windowInstants(window) : null,
    });
    setting.tables.set(key, table);
  }
  const { said } = setting;
  const plan = planned(question) ? planAnswer(table, question, calendar, (id) => said?.cited(id) ?? 0) : null;
  const writing = {
    question,
    table,
    selected: selectFacts(table, question),
    texts,
    sky: SKY_TEXTS[locale],
    locale,
    seed,
    calendar,
    hasChart: true,
    said: setting.said,
  };
  const text = plan ? plannedAnswer({ ...writing, plan }) : offlineAnswer(writing);
  // The paragraph the server sends ahead of the answer when the question's premise is wrong.
  const correction = texts.grammar.finish(
    correctionOf(wrongPremises(message, table, texts.lexicon, now), texts.plan.correction, texts.grammar.sentenceGap),
  );
  return { question, window, plan, text, correction, table, calendar };
}

/** How a question was asked: its frame and parts of life. Two questions with the same key are asked alike. */
export const askedAs = ({ frame, areas }: Question): string =>
  `${frame.kind}${frame.offset}${frame.month ?? ''}${frame.day ?? ''}|${[...areas].sort()}`;

/** An answer's sentences as two answers are compared (case and spacing aside). */
export const sentenceKeysOf = (text: string): string[] => sentencesOf(text).map(sentenceKey);

/** The share of one answer's sentences the other says too (the larger of the two ways), and the sentences both say. */
export function sharedSentences(a: readonly string[], b: readonly string[]): { share: number; common: string[] } {
  const common = a.filter((s) => b.includes(s));
  const share = Math.max(common.length / a.length, b.filter((s) => a.includes(s)).length / b.length);
  return { share, common };
}
