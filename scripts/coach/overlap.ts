/**
 * `npm run coach:overlap`: how much Stella's answers to different questions repeat each other.
 * Every question of each language's set (test/fixtures/coach-questions) is answered by the
 * offline writer for three charts on 6 December 2026, twice: each answer on its own (a reader who
 * asks once), and all of them as one reader's day, where Stella remembers what she has said. For
 * every pair of answers, the share of one answer's sentences the other says too. Prints, per
 * language and way, the pairs above 20% among questions asked differently (another frame or
 * another part of life) and among questions asked alike, the sentences most shared, and the worst
 * pairs. `-- en,fr` limits the languages.
 */
import { Said } from '../../core/coach/sentences';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { answerOf, askedAs, questionsOf, sentenceKeysOf, sharedSentences } from '../../test/support/coach-answer';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const THRESHOLD = 0.2;
const languages = (process.argv[2]?.split(',') as Locale[] | undefined) ?? LOCALES;

interface Answered {
  readonly q: string;
  /** The frame and parts of life: two questions with the same key are asked alike. */
  readonly key: string;
  readonly sentences: readonly string[];
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

for (const locale of languages) {
  const questions = questionsOf(locale);
  for (const day of [false, true]) {
    const count = { differently: 0, differentlyOver: 0, alike: 0, alikeOver: 0 };
    const worst: [number, string][] = [];
    const common = new Map<string, number>();
    for (const birth of [BIRTHS[0], BIRTHS[4], BIRTHS[9]]) {
      if (!birth) continue;
      const setting = { birth, chart: chartOf(birth), tables: new Map(), said: day ? new Said() : undefined };
      const answers: Answered[] = questions.map(({ q }, seed) => {
        const { question, text } = answerOf(locale, q, seed, setting);
        return { q, key: askedAs(question), sentences: sentenceKeysOf(text) };
      });
      answers.forEach((a, i) => {
        for (const b of answers.slice(i + 1)) {
          const { share, common: both } = sharedSentences(a.sentences, b.sentences);
          const over = share > THRESHOLD;
          if (a.key === b.key) {
            count.alike += 1;
            if (over) count.alikeOver += 1;
            continue;
          }
          count.differently += 1;
          if (!over) continue;
          count.differentlyOver += 1;
          worst.push([share, `${a.q} / ${b.q}`]);
          for (const s of both) common.set(s, (common.get(s) ?? 0) + 1);
        }
      });
    }
    console.log(
      `${locale} ${day ? "one reader's day" : 'asked once'}: asked differently ${count.differentlyOver}/${count.differently} pairs over 20% (${pct(count.differentlyOver, count.differently)}); asked alike ${count.alikeOver}/${count.alike}`,
    );
    for (const [s, n] of [...common].sort((x, y) => y[1] - x[1]).slice(0, 5)) console.log(`  ${n}× ${s.slice(0, 140)}`);
    for (const [share, pair] of worst.sort((x, y) => y[0] - x[0]).slice(0, 3))
      console.log(`  ${Math.round(share * 100)}%  ${pair}`);
  }
}
