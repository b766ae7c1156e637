/**
 * The coach's regression set (decision 030): questions in all seven languages over ten charts (one without a
 * birth time), answered by the offline writer and read by the verifier. Every paragraph that
 * says something of the chart cites valid facts, nothing is withheld (no contradiction, no
 * house or Ascendant without a birth time), and every answer is in the asked language.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { stableHash } from '../hash';
import type { Locale } from '../i18n/locales';
import { numerologyProfile } from '../numerology/index';
import { SKY_TEXTS } from '../sky/texts/index';
import { ANALYSIS_WORDS, deepAnalysis } from './analysis';
import { buildFacts, type FactTable } from './facts';
import { type Question, languageOf, readQuestion, selectFacts } from './intent';
import { offlineAnswer, sentenceGap } from './offline';
import { COACH_TEXTS } from './texts/index';
import { verifyAnswer } from './verify';
import { ASKING } from './asking/index';
import { readerCalendar } from './calendar';
import { BIRTHS, type CoachBirth, chartOf } from '../../test/support/coach-charts';
import { QUESTIONS } from '../../test/support/coach-questions';

const NOW = new Date('2026-11-26T15:00:00Z');

function tableOf(birth: CoachBirth): FactTable {
  return buildFacts({
    chart: chartOf(birth),
    birthTimeKnown: birth.time !== null,
    now: NOW,
    numerology: numerologyProfile('Ada Lovelace', birth.date),
  });
}

const TABLES = BIRTHS.map(tableOf);

const calendarOf = (locale: Locale) => readerCalendar(locale, 'UTC', NOW);

function answer(locale: Locale, message: string, table: FactTable, seed: number) {
  const texts = COACH_TEXTS[locale];
  const question: Question = readQuestion(message, texts, ASKING[locale]);
  const text = offlineAnswer({
    question,
    table,
    selected: selectFacts(table, question),
    texts,
    sky: SKY_TEXTS[locale],
    locale,
    seed,
    calendar: calendarOf(locale),
    hasChart: true,
  });
  return { question, text, paragraphs: verifyAnswer(text, table, texts.lexicon, sentenceGap(locale)) };
}

const CASES = (Object.entries(QUESTIONS) as [Locale, (typeof QUESTIONS)[Locale]][]).flatMap(([locale, list]) =>
  list.flatMap(([message, intent], i) => [i % 9, 9].map((chart) => ({ locale, message, intent, chart }))),
);

describe('the offline writer over the regression set', () => {
  it('has at least 100 questions in seven languages over ten charts', () => {
    expect(new Set(CASES.map((c) => `${c.locale}:${c.message}`)).size).toBeGreaterThanOrEqual(100);
    expect(new Set(CASES.map((c) => c.chart)).size).toBe(10);
  });

  it.each(CASES)('$locale, chart $chart: $message', ({ locale, message, intent, chart }) => {
    const table = TABLES[chart] as FactTable;
    const { question, text, paragraphs } = answer(locale, message, table, stableHash(message) + chart);
    expect(question.intent, message).toBe(intent);
    // Citation validity and no contradiction: nothing withheld, every paragraph verified or framing.
    for (const p of paragraphs) {
      expect({ text: p.text, problems: p.problems }).toEqual({ text: p.text, problems: [] });
      expect(p.status).not.toBe('unverified');
      for (const id of p.facts) expect(table.byId.has(id)).toBe(true);
    }
    const cited = paragraphs.filter((p) => p.status === 'verified');
    if (!['greeting', 'meta', 'offTopic'].includes(intent)) expect(cited.length).toBeGreaterThanOrEqual(2);
    // In the asked language.
    const shown = paragraphs.map((p) => p.text).join('\n\n');
    expect(shown.length).toBeGreaterThan(0);
    const detected = languageOf(shown);
    if (locale === 'zh' || locale === 'hi') expect(detected).toBe(locale);
    else expect([locale]).toContain(detected);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });
});

describe('the deep analysis', () => {
  const cases = (Object.keys(QUESTIONS) as Locale[]).flatMap((locale) => TABLES.map((_, chart) => ({ locale, chart })));
  it.each(cases)('$locale, chart $chart: 500-700 words, every claim true and cited', ({ locale, chart }) => {
    const table = TABLES[chart] as FactTable;
    const texts = COACH_TEXTS[locale];
    const { text, words } = deepAnalysis({
      table,
      texts,
      sky: SKY_TEXTS[locale],
      locale,
      seed: chart,
      calendar: calendarOf(locale),
    });
    expect(words).toBeGreaterThanOrEqual(ANALYSIS_WORDS.min);
    expect(words).toBeLessThanOrEqual(ANALYSIS_WORDS.max);
    const paragraphs = verifyAnswer(text, table, texts.lexicon, sentenceGap(locale));
    for (const p of paragraphs) expect({ text: p.text, problems: p.problems }).toEqual({ text: p.text, problems: [] });
    const cited = paragraphs.flatMap((p) => p.facts);
    expect(cited).toContain('P.sun');
    expect(cited).toContain('B.balance');
    if (table.birthTimeKnown) expect(cited).toContain('P.ascendant');
    else expect(cited.some((id) => id.startsWith('H.') || id === 'P.ascendant')).toBe(false);
  });
});
