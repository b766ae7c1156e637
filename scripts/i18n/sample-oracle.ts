/**
 * `npx tsx scripts/i18n/sample-oracle.ts <locale> [YYYY-MM-DD] [charts]`: the Oracle reading a
 * few readers get that day (decision 036), with its plan, for writers and editors to read as
 * readers meet it; the last reader has no chart (their sign only).
 */
import { isLocale } from '../../core/i18n/locales';
import { BIRTHS, oracleDay, readerOf } from '../../test/support/oracle-day';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [locale = 'en', date = '2026-12-07', count = '3'] = process.argv.slice(2);
if (!isLocale(locale)) throw new Error(`unknown locale ${locale}`);

const readers = [
  ...BIRTHS.slice(0, Number(count)).map((b) => ({
    label: `born ${b.date} ${b.time ?? '(no time)'} in ${b.place.name}`,
    reader: readerOf(b),
  })),
  { label: 'no chart, Scorpio', reader: { sign: 'scorpio' as const, timeZone: 'Europe/Paris' } },
];
for (const { label, reader } of readers) {
  const { reading } = oracleDay(reader, date, locale);
  console.log(`\n===== ${label}, ${date}: ${reading.word_count} words`);
  console.log(`plan: ${JSON.stringify(reading.plan)}`);
  console.log(`\n${reading.comprehensive_reading}`);
  console.log(
    `\nthemes: ${reading.key_themes.join(' · ')}\nadvice: ${reading.cosmic_advice.join(' | ')}\naffirmation: ${reading.affirmation}`,
  );
}
