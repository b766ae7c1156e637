/**
 * `npm run coach:overlap`: how much Stella's answers to different questions repeat each other.
 * Every question of each language's set (test/fixtures/coach-questions) is answered by the
 * offline writer for three charts on 6 December 2026; for every pair of answers, the share of one
 * answer's sentences the other says too. Prints, per language, the pairs above 20% among
 * questions asked differently (another frame or another part of life) and among questions asked
 * alike, and the worst pairs. `-- en,fr` limits the languages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASKING } from '../../core/coach/asking/index';
import { readerCalendar } from '../../core/coach/calendar';
import { buildFacts } from '../../core/coach/facts';
import { readQuestion, selectFacts } from '../../core/coach/intent';
import { offlineAnswer, plannedAnswer } from '../../core/coach/offline';
import { planAnswer, planned, windowInstants, windowOf } from '../../core/coach/plan';
import { COACH_TEXTS } from '../../core/coach/texts/index';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { SKY_TEXTS } from '../../core/sky/texts/index';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';

const NOW = new Date('2026-12-06T10:00:00Z');
const THRESHOLD = 0.2;
const languages = (process.argv[2]?.split(',') as Locale[] | undefined) ?? LOCALES;

const sentencesOf = (text: string) =>
  text
    .replace(/\[\[[^\]]*\]\]/g, '')
    // A full stop ends a sentence before a capital only: Serbian writes "7. januar".
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})|(?<=[。！？।])/u)
    .map((s) => s.trim().toLocaleLowerCase())
    .filter(Boolean);

for (const locale of languages) {
  const questions: { q: string }[] = JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../test/fixtures/coach-questions/${locale}.json`), 'utf8'),
  );
  const texts = COACH_TEXTS[locale];
  let asked = { differently: 0, differentlyOver: 0, alike: 0, alikeOver: 0 };
  const worst: [number, string][] = [];
  for (const birth of [BIRTHS[0], BIRTHS[4], BIRTHS[9]]) {
    if (!birth) continue;
    const chart = chartOf(birth);
    const calendar = readerCalendar(locale, birth.place.timezone, NOW);
    const answers = questions.map(({ q }, seed) => {
      const question = readQuestion(q, texts, ASKING[locale]);
      const window = windowOf(question.frame, calendar.today);
      const table = buildFacts({
        chart,
        birthTimeKnown: birth.time !== null,
        now: NOW,
        window: window ? windowInstants(window) : null,
      });
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
      const plan = planned(question) ? planAnswer(table, question, calendar) : null;
      const text = plan ? plannedAnswer({ ...writing, plan }) : offlineAnswer(writing);
      const key = `${question.frame.kind}${question.frame.offset}${question.frame.month ?? ''}|${[...question.areas].sort()}`;
      return { q, key, sentences: sentencesOf(text) };
    });
    for (let i = 0; i < answers.length; i++) {
      for (let j = i + 1; j < answers.length; j++) {
        const a = answers[i] as (typeof answers)[number];
        const b = answers[j] as (typeof answers)[number];
        const share = Math.max(
          a.sentences.filter((s) => b.sentences.includes(s)).length / a.sentences.length,
          b.sentences.filter((s) => a.sentences.includes(s)).length / b.sentences.length,
        );
        const over = share > THRESHOLD;
        if (a.key === b.key) asked = { ...asked, alike: asked.alike + 1, alikeOver: asked.alikeOver + (over ? 1 : 0) };
        else {
          asked = {
            ...asked,
            differently: asked.differently + 1,
            differentlyOver: asked.differentlyOver + (over ? 1 : 0),
          };
          if (over) worst.push([share, `${a.q} / ${b.q}`]);
        }
      }
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  console.log(
    `${locale}: asked differently ${asked.differentlyOver}/${asked.differently} pairs over 20% (${pct(asked.differentlyOver, asked.differently)}); asked alike ${asked.alikeOver}/${asked.alike}`,
  );
  for (const [share, pair] of worst.sort((x, y) => y[0] - x[0]).slice(0, 3))
    console.log(`  ${Math.round(share * 100)}%  ${pair}`);
}
