/**
 * Answers that answer the question asked: each language's question set (test/fixtures/coach-
 * questions) put to the offline writer for three charts (one without a birth time). Every answer
 * to a question with a time frame cites a dated fact inside that frame, no claim is withheld as
 * contradicted, and no date is in the wrong tense.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales';
import { SKY_TEXTS } from '../sky/texts/index';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { ASKING } from './asking/index';
import { readerCalendar } from './calendar';
import { buildFacts, type Fact, type FactTable } from './facts';
import { readQuestion, selectFacts } from './intent';
import { offlineAnswer, plannedAnswer, sentenceGap } from './offline';
import { planAnswer, planned, windowInstants, windowOf, within } from './plan';
import { misdatedSentences } from './tense-check';
import { COACH_TEXTS } from './texts/index';
import { verifyAnswer } from './verify';

const NOW = new Date('2026-12-06T10:00:00Z');
const CHARTS = [0, 4, 9].map((i) => ({
  birth: BIRTHS[i] as (typeof BIRTHS)[number],
  chart: chartOf(BIRTHS[i] as (typeof BIRTHS)[number]),
}));
const LANGUAGES: readonly Locale[] = (process.env.COACH_LANGUAGES?.split(',') as Locale[] | undefined) ?? LOCALES;

const questionsOf = (locale: string): { q: string }[] =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/coach-questions/${locale}.json`, import.meta.url), 'utf8'));

function answer(
  locale: Locale,
  message: string,
  chart: (typeof CHARTS)[number],
  tables: Map<string, FactTable>,
  seed: number,
) {
  const texts = COACH_TEXTS[locale];
  const calendar = readerCalendar(locale, chart.birth.place.timezone, NOW);
  const question = readQuestion(message, texts, ASKING[locale]);
  const window = windowOf(question.frame, calendar.today);
  const key = window ? `${window.from}|${window.to}` : 'natal';
  let table = tables.get(key);
  if (!table) {
    table = buildFacts({
      chart: chart.chart,
      birthTimeKnown: chart.birth.time !== null,
      now: NOW,
      window: window ? windowInstants(window) : null,
    });
    tables.set(key, table);
  }
  const plan = planned(question) ? planAnswer(table, question, calendar) : null;
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
  };
  const text = plan ? plannedAnswer({ ...writing, plan }) : offlineAnswer(writing);
  const paragraphs = verifyAnswer(text, table, texts.lexicon, sentenceGap(locale));
  return { question, window, plan, text, paragraphs, table, calendar };
}

describe.each(LANGUAGES)('answers to the %s question set', (locale) => {
  const questions = questionsOf(locale);
  for (const chart of CHARTS) {
    it(`answers each question in its frame for the chart born ${chart.birth.date}`, () => {
      const tables = new Map<string, FactTable>();
      const problems: string[] = [];
      questions.forEach(({ q }, i) => {
        const { question, window, text, paragraphs, table, calendar } = answer(locale, q, chart, tables, i);
        for (const p of paragraphs) {
          if (p.problems.length > 0 || p.withheld > 0) problems.push(`${q}: ${p.text} ${JSON.stringify(p.problems)}`);
        }
        const cited = paragraphs.flatMap((p) => p.facts).map((id) => table.byId.get(id) as Fact);
        if (window && question.intent !== 'numerology') {
          const dated = cited.some((f) => within(f, window, question.frame, calendar));
          if (!dated)
            problems.push(
              `${q}: no dated fact inside ${window.from}..${window.to} (${question.frame.kind}); cited ${cited.map((f) => f.id)}`,
            );
        }
        for (const m of misdatedSentences(text, locale, calendar))
          problems.push(`${q}: "${m.date}" said ${m.said}: ${m.sentence}`);
      });
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
