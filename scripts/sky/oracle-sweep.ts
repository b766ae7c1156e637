/**
 * `npm run oracle:sweep [-- --days 30] [--locales en,fr]`: the Oracle reading's acceptance over
 * days × the ten test births (plus a reader without a chart) × languages (decision 036): the
 * English length, the share of sentences holding a 10-word run (12 characters in Chinese) of the
 * same day's free reading or transit cards, sentences said twice, beginnings pushed on a day that
 * holds them back, and sections missing against the English plan. The unit test runs a few days
 * of it; this is the full size.
 */
import { LOCALES, type Locale, isLocale } from '../../core/i18n/locales';
import { BIRTHS, type Reader, oracleDay, oracleFindings, readerOf } from '../../test/support/oracle-day';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DAYS = Number(arg('days') ?? 30);
const locales = (arg('locales')?.split(',') ?? [...LOCALES]).filter(isLocale) as Locale[];
const FROM = Date.parse(`${arg('from') ?? '2026-12-01'}T00:00:00Z`);
const readers: { label: string; reader: Reader }[] = [
  ...BIRTHS.map((b) => ({ label: `${b.place.name} ${b.date}`, reader: readerOf(b) })),
  { label: 'no chart (leo)', reader: { sign: 'leo', timeZone: 'Europe/London' } },
];
const lengths: number[] = [];
const solarLengths: number[] = [];
let worstShare = 0;
let worst = '';
const problems: string[] = [];
let readings = 0;
for (let d = 0; d < DAYS; d++) {
  const date = new Date(FROM + d * 86_400_000).toISOString().slice(0, 10);
  for (const { label, reader } of readers) {
    const english = oracleDay(reader, date, 'en').reading;
    (reader.natal ? lengths : solarLengths).push(english.word_count);
    const sections = english.paragraphs.map((p) => p.sources.join(' '));
    for (const locale of locales) {
      const day = oracleDay(reader, date, locale);
      readings++;
      const f = oracleFindings(day, locale);
      const share = f.shared.length / Math.max(1, f.sentences);
      if (share > worstShare) {
        worstShare = share;
        worst = `${locale} ${date} ${label}: ${f.shared.join(' | ')}`;
      }
      const where = `${locale} ${date} ${label}`;
      if (share > 0.05) problems.push(`${where}: ${(share * 100).toFixed(1)}% shared: ${f.shared[0]}`);
      for (const s of f.repeated) problems.push(`${where}: repeated «${s}»`);
      for (const c of f.conflicts) problems.push(`${where}: pushes «${c}» on a day that holds back`);
      const own = day.reading.paragraphs.map((p) => p.sources.join(' '));
      if (own.join('\n') !== sections.join('\n')) problems.push(`${where}: sections differ from English`);
      if (day.reading.paragraphs.some((p) => p.text.trim().length === 0)) problems.push(`${where}: an empty section`);
    }
  }
}
lengths.sort((a, b) => a - b);
console.log(`${readings} readings over ${DAYS} days × ${readers.length} readers × ${locales.length} languages`);
console.log(
  `English words, chart readers: min ${lengths[0]}, median ${lengths[Math.floor(lengths.length / 2)]}, max ${lengths[lengths.length - 1]}; outside 600-700: ${lengths.filter((n) => n < 600 || n > 700).length}`,
);
console.log(`worst share with the free reading and cards: ${(worstShare * 100).toFixed(1)}% (${worst})`);
console.log(`${problems.length} problems`);
for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
solarLengths.sort((a, b) => a - b);
console.log(`English words, no chart: min ${solarLengths[0]}, max ${solarLengths[solarLengths.length - 1]}`);
