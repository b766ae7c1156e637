/**
 * `npm run horoscope:twins`: how much the free daily horoscopes of twin signs (opposite, or of
 * one element) read alike, measured as an editor notices it: the share of one twin's sentences
 * that hold a run of 10 words (12 characters in Chinese) found in the other's, the worse of the
 * two directions. The day's sky, said once above every sign's reading, is not a sign's sentence. A sentence with one word changed still shares its runs. Prints the mean and the
 * worst day per language over 2028 (`-- --days 60` samples that many days spread over the year).
 */
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { addDays, dailyHoroscope } from '../../core/horoscope/index';
import type { HoroscopeReading } from '../../core/horoscope/types';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { runsOf } from '../../core/i18n/runs';
import { SIGN_IDS, type SignId, getSign } from '../../core/zodiac';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const flag = process.argv.indexOf('--days');
const DAYS = flag > 0 ? Number(process.argv[flag + 1]) : 366;
const STEP = Math.max(1, Math.floor(366 / DAYS));

/** Twin signs: opposite, or of the same element. */
const TWINS: [SignId, SignId][] = SIGN_IDS.flatMap((a, i) =>
  SIGN_IDS.slice(i + 1)
    .filter((b, k) => k + 1 === 6 || getSign(a).element === getSign(b).element)
    .map((b): [SignId, SignId] => [a, b]),
);

const SECTIONS = ['overall', 'love', 'career', 'wellness'] as const;

function sentencesOf(reading: HoroscopeReading, locale: Locale): string[] {
  const split = locale === 'zh' ? /(?<=[。！？])/u : /(?<=[.!?।])\s+/u;
  return SECTIONS.flatMap((section) => reading[section].split(split))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The share of a's sentences that hold a run found in b. */
function shared(a: readonly string[], b: readonly string[], locale: Locale): number {
  const other = new Set(b.flatMap((s) => runsOf(s, locale)));
  const hits = a.filter((s) => runsOf(s, locale).some((run) => other.has(run)));
  return hits.length / Math.max(1, a.length);
}

for (const locale of LOCALES) {
  let sum = 0;
  let count = 0;
  let worst = { share: 0, what: '' };
  for (let d = 0; d < 366; d += STEP) {
    const date = addDays('2028-01-01', d);
    const read = new Map(
      SIGN_IDS.map((sign) => [
        sign,
        sentencesOf(dailyHoroscope(sign, date, undefined, HOROSCOPE_TEXTS[locale]), locale),
      ]),
    );
    for (const [a, b] of TWINS) {
      const x = read.get(a) ?? [];
      const y = read.get(b) ?? [];
      const share = Math.max(shared(x, y, locale), shared(y, x, locale));
      sum += share;
      count += 1;
      if (share > worst.share) worst = { share, what: `${date} ${a}/${b}` };
    }
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${locale}: twins share ${pct(sum / count)} of their sentences on average, ${pct(worst.share)} at worst (${worst.what})`,
  );
}
