/**
 * Answers that answer the question asked: each language's question set (test/fixtures/coach-
 * questions) put to the offline writer for three charts (one without a birth time). Every answer
 * to a question with a time frame cites a dated fact inside that frame, no claim is withheld as
 * contradicted, and no date is in the wrong tense.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales';
import { answerOf, askedAs, questionsOf, sentenceKeysOf, sharedSentences } from '../../test/support/coach-answer';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import type { Fact, FactTable } from './facts';
import { sentenceGap } from './offline';
import { Said } from './sentences';
import { within } from './plan';
import { misdatedSentences } from './tense-check';
import { COACH_TEXTS } from './texts/index';
import { verifyAnswer } from './verify';

const CHARTS = [0, 4, 9].map((i) => {
  const birth = BIRTHS[i] as (typeof BIRTHS)[number];
  return { birth, chart: chartOf(birth) };
});
/** Two answers to differently asked questions share at most this much of their sentences… */
const MOST_SHARED = 0.2;
/** …over a busy day of questions… */
const BUSY_DAY = 25;
/** …and over a day of the whole set (55-66 questions), in all but this share of the pairs, none more than half. */
const RARELY = 0.005;
const NEVER_SHARED = 0.5;
const LANGUAGES: readonly Locale[] = (process.env.COACH_LANGUAGES?.split(',') as Locale[] | undefined) ?? LOCALES;

describe.each(LANGUAGES)('answers to the %s question set', (locale) => {
  const questions = questionsOf(locale);
  for (const chart of CHARTS) {
    it(`answers each question in its frame for the chart born ${chart.birth.date}`, () => {
      const tables = new Map<string, FactTable>();
      const problems: string[] = [];
      questions.forEach(({ q }, i) => {
        const { question, window, text, table, calendar } = answerOf(locale, q, i, { ...chart, tables });
        const paragraphs = verifyAnswer(text, table, COACH_TEXTS[locale].lexicon, sentenceGap(locale));
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

  /**
   * A reader's day of questions, with Stella's memory of what she said (decision 033): every
   * answer verified and dated right; the pairs of answers to differently asked questions that
   * share more than 20% of their sentences, and the most any pair shares.
   */
  function day(chart: (typeof CHARTS)[number], asked: readonly { q: string }[]) {
    const setting = { ...chart, tables: new Map<string, FactTable>(), said: new Said() };
    const problems: string[] = [];
    const answers = asked.map(({ q }, i) => {
      const { question, text, table, calendar } = answerOf(locale, q, i, setting);
      const paragraphs = verifyAnswer(text, table, COACH_TEXTS[locale].lexicon, sentenceGap(locale));
      for (const p of paragraphs) if (p.problems.length > 0 || p.withheld > 0) problems.push(`${q}: ${p.text}`);
      for (const m of misdatedSentences(text, locale, calendar)) problems.push(`${q}: "${m.date}" said ${m.said}`);
      return { q, asked: askedAs(question), sentences: sentenceKeysOf(text) };
    });
    let pairs = 0;
    let most = 0;
    const over: string[] = [];
    answers.forEach((a, i) => {
      for (const b of answers.slice(i + 1)) {
        if (a.asked === b.asked) continue;
        pairs += 1;
        const { share } = sharedSentences(a.sentences, b.sentences);
        most = Math.max(most, share);
        if (share > MOST_SHARED) over.push(`${Math.round(share * 100)}% ${a.q} / ${b.q}`);
      }
    });
    return { problems, pairs, over, most };
  }

  for (const chart of CHARTS) {
    it(`in days of ${BUSY_DAY} questions, no two answers to differently asked questions share more than 20% (${chart.birth.date})`, () => {
      for (let start = 0; start < questions.length; start += BUSY_DAY) {
        const { problems, over } = day(chart, questions.slice(start, start + BUSY_DAY));
        expect(problems).toEqual([]);
        expect(over).toEqual([]);
      }
    }, 120_000);

    it(`in a day of the whole set, answers to differently asked questions rarely repeat each other (${chart.birth.date})`, () => {
      const { problems, pairs, over, most } = day(chart, questions);
      expect(problems).toEqual([]);
      expect(over.length / pairs, over.join('\n')).toBeLessThanOrEqual(RARELY);
      expect(most).toBeLessThanOrEqual(NEVER_SHARED);
    }, 120_000);
  }
});
