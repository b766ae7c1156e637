import { describe, expect, it } from 'vitest';
import { castChart } from '../astro/chart';
import { PLANET_IDS } from '../astro/positions';
import { dailyHoroscope } from '../horoscope';
import { HOROSCOPE_TEXTS } from '../horoscope/all';
import { LOCALE_INFO, LOCALES } from '../i18n/locales';
import { SIGN_IDS } from '../zodiac';
import { localDayStart } from './hours';
import { luckyMoment } from './lucky';
import { type NatalData, premiumHoroscope, solarPoints } from './premium';
import { READING_WORDS, countWords, oracleReading } from './reading';
import { SKY_TEXTS } from './texts/index';
import { jdFromMs } from './time';

const TZ = 'Europe/Belgrade';
const PLACE = { latitude: 44.8176, longitude: 20.4569, timeZone: TZ };
const chart = castChart({ utc: '1990-05-04T10:30:00Z', latitude: 44.8176, longitude: 20.4569 });
const points: NatalData['points'] = { ascendant: chart.ascendant, midheaven: chart.midheaven };
for (const id of PLANET_IDS) points[id] = chart.planets[id].longitude;
const NATAL: NatalData = {
  birthJdUT: jdFromMs(Date.parse('1990-05-04T10:30:00Z')),
  latitude: 44.8176,
  longitude: 20.4569,
  points,
};
/** Days of different skies: retrogrades or none, eclipse seasons, both solstices. */
const DATES = ['2026-03-20', '2026-06-21', '2026-11-26', '2027-02-14'];
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function readingOf(locale: (typeof LOCALES)[number], sign: (typeof SIGN_IDS)[number], date: string, natal?: NatalData) {
  const free = dailyHoroscope(sign, date, TZ, HOROSCOPE_TEXTS[locale]);
  const premium = premiumHoroscope({ sign, date, timeZone: TZ, natal, place: PLACE, texts: SKY_TEXTS[locale] });
  const lucky = luckyMoment(sign, localDayStart(date, TZ), localDayStart(nextDay(date), TZ));
  const reading = oracleReading({
    sign,
    date,
    timeZone: TZ,
    tag: LOCALE_INFO[locale].tag,
    free,
    premium,
    lucky,
    color: 'x',
    texts: SKY_TEXTS[locale],
    horoscope: HOROSCOPE_TEXTS[locale],
    points: natal?.points ?? solarPoints(sign),
  });
  return { free, premium, reading };
}

describe('the Oracle reading', () => {
  it('is 600-700 words in every language, for a reader with a chart and one without', () => {
    const outside: string[] = [];
    for (const locale of LOCALES) {
      for (const date of DATES) {
        for (const [sign, natal] of [['taurus', NATAL], ...SIGN_IDS.map((s) => [s, undefined] as const)] as const) {
          const { reading } = readingOf(locale, sign, date, natal);
          expect(reading.word_count).toBe(
            reading.paragraphs.reduce((n, p) => n + countWords(p.text, LOCALE_INFO[locale].tag), 0),
          );
          if (reading.word_count < READING_WORDS.min || reading.word_count > READING_WORDS.max) {
            outside.push(`${locale} ${date} ${sign}${natal ? ' (chart)' : ''}: ${reading.word_count}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  }, 240_000);

  it('writes every paragraph from the day it names: each source is one of that day’s computed facts', () => {
    for (const natal of [NATAL, undefined]) {
      const { free, premium, reading } = readingOf('en', 'taurus', '2026-11-26', natal);
      const known = new Set<string>([
        'reading:overall',
        'reading:love',
        'reading:career',
        'reading:wellness',
        'lucky-moment',
        'void',
        'retrogrades:none',
        `tone:${free.tones.overall}`,
        'ruler:venus',
        ...free.facts.map((f) => `fact:${f.kind}`),
        ...premium.transits.map((t) => `transit:${t.planet}-${t.aspect}-${t.natal_point}`),
        ...premium.retrogrades.filter((r) => r.is_retrograde).map((r) => `retrograde:${r.planet}`),
        ...premium.planetary_hours.map((h) => `hour:${h.planet}`),
        ...premium.progressions.map((p) => `progression:${p.planet}`),
      ]);
      for (const paragraph of reading.paragraphs) {
        expect(paragraph.sources.length, paragraph.text).toBeGreaterThan(0);
        for (const source of paragraph.sources) {
          // The weeks ahead name engine events by their ids (dated), checked below.
          if (/^(station|ingress|phase|transit-exact):/.test(source)) continue;
          expect(known.has(source), `${source} in "${paragraph.text.slice(0, 60)}…"`).toBe(true);
        }
      }
      // The free reading's sections are in it, and every transit it tells is the day's.
      expect(reading.comprehensive_reading).toContain(free.overall);
      for (const t of premium.transits.filter((t) => reading.comprehensive_reading.includes(t.interpretation))) {
        expect(
          reading.paragraphs.some((p) => p.sources.includes(`transit:${t.planet}-${t.aspect}-${t.natal_point}`)),
        ).toBe(true);
      }
      if (reading.optimal_timing.best_hour) {
        const best = reading.optimal_timing.best_hour;
        expect(premium.planetary_hours.some((h) => h.planet === best.planet && h.start_time === best.start)).toBe(true);
      }
      expect(reading.lucky_elements.stone).toBe('emerald');
      expect(reading.lucky_elements.direction).toBe('south');
      expect(reading.key_themes.length).toBeGreaterThan(0);
      expect(reading.affirmation.length).toBeGreaterThan(10);
    }
  });

  it('is the same for the same day, and changes with the day', () => {
    const a = readingOf('en', 'leo', '2027-02-14').reading;
    const b = readingOf('en', 'leo', '2027-02-14').reading;
    const c = readingOf('en', 'leo', '2027-02-15').reading;
    expect(b.comprehensive_reading).toBe(a.comprehensive_reading);
    expect(c.comprehensive_reading).not.toBe(a.comprehensive_reading);
  });
});

describe('a transit told under its title', () => {
  it('starts with its title in every language, so the page can show the title and then the meaning', () => {
    for (const locale of LOCALES) {
      const { premium } = readingOf(locale, 'taurus', '2026-11-26', NATAL);
      expect(premium.transits.length, locale).toBeGreaterThan(0);
      for (const t of premium.transits) {
        expect(t.interpretation.startsWith(t.title), `${locale}: ${t.interpretation}`).toBe(true);
        expect(t.meaning.length, locale).toBeGreaterThan(20);
        expect(t.meaning).not.toMatch(/^[\s:：，,;]/u);
      }
    }
  });
});
