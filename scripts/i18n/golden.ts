/**
 * `npm run i18n:golden -- <dir> [locale …]`: every kind of text Stella writes, in each language,
 * into `<dir>/<locale>.txt`: free readings (12 signs × 4 days, in a zone and in UTC), three
 * readers' premium days with their Oracle readings, the coach's regression questions answered
 * over two charts with the deep analysis, the chart interpretations and their fallbacks, and the
 * compatibility texts. Run it before and after a change to a language's grammar or tables and
 * `diff -r` the two folders: a refactoring shows no line changed, a writer's change shows only
 * the lines they meant.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deepAnalysis } from '../../core/coach/analysis';
import { buildFacts } from '../../core/coach/facts';
import { readQuestion, selectFacts } from '../../core/coach/intent';
import { offlineAnswer } from '../../core/coach/offline';
import { COACH_TEXTS } from '../../core/coach/texts/index';
import { ASKING } from '../../core/coach/asking/index';
import { readerCalendar } from '../../core/coach/calendar';
import { COMPATIBILITY_TEXTS } from '../../core/compatibility/all';
import { dailyHoroscope } from '../../core/horoscope';
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { LOCALES, type Locale, isLocale } from '../../core/i18n/locales';
import { INTERPRETATIONS } from '../../core/interpretations/catalog';
import { numerologyProfile } from '../../core/numerology/index';
import { SKY_TEXTS } from '../../core/sky/texts/index';
import { SIGN_IDS } from '../../core/zodiac';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { QUESTIONS } from '../../test/support/coach-questions';
import { oracleDay, readerOf } from '../../test/support/oracle-day';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [dir, ...asked] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run i18n:golden -- <dir> [locale …]');
  process.exit(1);
}
const locales = asked.length ? asked.filter(isLocale) : [...LOCALES];
const NOW = new Date('2026-11-26T15:00:00Z');
const DAYS = ['2026-11-26', '2026-12-06', '2027-03-20', '2027-06-21'];

function write(locale: Locale): string {
  const out: string[] = [];
  const say = (title: string, body: unknown) =>
    out.push(`## ${title}\n${typeof body === 'string' ? body : JSON.stringify(body, null, 1)}\n`);

  const horoscope = HOROSCOPE_TEXTS[locale];
  for (const date of DAYS)
    for (const sign of SIGN_IDS)
      for (const zone of ['America/New_York', undefined])
        say(`free ${sign} ${date} ${zone ?? 'UTC'}`, dailyHoroscope(sign, date, zone, horoscope));

  const readers = [
    ...[0, 4, 9].map((i) => readerOf(BIRTHS[i] as (typeof BIRTHS)[number])),
    { sign: 'scorpio' as const, timeZone: 'Europe/Paris' },
  ];
  for (const date of ['2026-12-07', '2027-04-02'])
    readers.forEach((reader, i) => {
      const { premium, reading } = oracleDay(reader, date, locale);
      say(`premium reader ${i} ${date}`, premium);
      say(`oracle reader ${i} ${date}`, reading);
    });

  const texts = COACH_TEXTS[locale];
  const calendar = readerCalendar(locale, 'UTC', NOW);
  for (const chart of [0, 9]) {
    const birth = BIRTHS[chart] as (typeof BIRTHS)[number];
    const table = buildFacts({
      chart: chartOf(birth),
      birthTimeKnown: birth.time !== null,
      now: NOW,
      numerology: numerologyProfile('Ada Lovelace', birth.date),
    });
    QUESTIONS[locale].forEach(([message], seed) => {
      const question = readQuestion(message, texts, ASKING[locale]);
      const selected = selectFacts(table, question);
      const input = {
        question,
        table,
        selected,
        texts,
        sky: SKY_TEXTS[locale],
        locale,
        seed,
        calendar,
        hasChart: true,
      };
      say(`coach chart ${chart}: ${message}`, offlineAnswer(input));
    });
    say(
      `analysis chart ${chart}`,
      deepAnalysis({ table, texts, sky: SKY_TEXTS[locale], locale, seed: chart, calendar }),
    );
  }

  const catalog = INTERPRETATIONS[locale];
  say('interpretations', catalog);
  for (const sign of SIGN_IDS)
    say(`fallbacks ${sign}`, [
      catalog.fallbacks.sun(sign),
      catalog.fallbacks.moon(sign),
      catalog.fallbacks.rising(sign),
    ]);
  say('fallback house 13', catalog.fallbacks.house(13));
  say('compatibility', COMPATIBILITY_TEXTS[locale]);
  return out.join('\n');
}

mkdirSync(dir, { recursive: true });
for (const locale of locales) {
  writeFileSync(path.join(dir, `${locale}.txt`), write(locale));
  console.log(`${locale}: ${path.join(dir, `${locale}.txt`)}`);
}
