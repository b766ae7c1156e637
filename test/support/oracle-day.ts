/**
 * One reader's day of premium texts, as the Worker composes them (daily.service.ts): the free
 * reading, the premium payload with its transit cards, and the Oracle reading. For the Oracle's
 * sweeps and `npm run oracle:sample`; the births are the coach's ten (test/support/coach-charts.ts).
 */
import '../setup/load-texts';
import { PLANET_IDS } from '@core/astro/positions';
import { dailyHoroscope } from '@core/horoscope';
import { HOROSCOPE_TEXTS } from '@core/horoscope/all';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { localDayStart } from '@core/sky/hours';
import { luckyMoment } from '@core/sky/lucky';
import { type NatalData, premiumHoroscope, solarPoints } from '@core/sky/premium';
import { oracleReading, readingConflicts } from '@core/sky/reading';
import { runsOf } from '@core/i18n/runs';
import { SKY_TEXTS } from '@core/sky/texts/index';
import { jdFromMs } from '@core/sky/time';
import type { NatalPoint } from '@core/sky/transits';
import { type SignId, signOfLongitude } from '@core/zodiac';
import { BIRTHS, type CoachBirth, chartOf } from './coach-charts';

export { BIRTHS };

export interface Reader {
  sign: SignId;
  timeZone: string;
  natal?: NatalData;
  place?: { latitude: number; longitude: number; timeZone: string };
}

/** A reader with their chart, as natalOf in the Worker builds it (no angles or houses without a birth time). */
export function readerOf(birth: CoachBirth): Reader {
  const chart = chartOf(birth);
  const points: Partial<Record<NatalPoint, number>> = {};
  for (const body of PLANET_IDS) points[body] = chart.planets[body].longitude;
  if (birth.time !== null && chart.ascendant !== null && chart.midheaven !== null) {
    points.ascendant = chart.ascendant;
    points.midheaven = chart.midheaven;
  }
  const cusps = points.ascendant !== undefined ? chart.houses?.cusps.slice(0, 12) : undefined;
  const place = { latitude: birth.place.latitude, longitude: birth.place.longitude, timeZone: birth.place.timezone };
  return {
    sign: signOfLongitude(chart.planets.sun.longitude).id,
    timeZone: birth.place.timezone,
    natal: {
      birthJdUT: jdFromMs(Date.parse(chart.utc)),
      latitude: chart.location.latitude,
      longitude: chart.location.longitude,
      points,
      ...(cusps ? { cusps } : {}),
    },
    place,
  };
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The day's free reading, premium payload and Oracle reading for a reader in a language. */
export function oracleDay(reader: Reader, date: string, locale: Locale) {
  const { sign, timeZone, natal, place } = reader;
  const free = dailyHoroscope(sign, date, timeZone, HOROSCOPE_TEXTS[locale]);
  const premium = premiumHoroscope({ sign, date, timeZone, natal, place, texts: SKY_TEXTS[locale] });
  const lucky = luckyMoment(sign, localDayStart(date, timeZone), localDayStart(nextDay(date), timeZone));
  const reading = oracleReading({
    sign,
    date,
    timeZone,
    tag: LOCALE_INFO[locale].tag,
    free,
    premium,
    lucky,
    color: 'blue',
    texts: SKY_TEXTS[locale],
    horoscope: HOROSCOPE_TEXTS[locale],
    points: natal?.points ?? solarPoints(sign),
    ...(natal ? { natal } : {}),
  });
  return { free, premium, reading };
}

/** A text's sentences as a reader meets them (Chinese and Hindi by their own full stops). */
export function sentencesOf(text: string, locale: Locale): string[] {
  // A full stop ends a sentence before a capital (Serbian writes "15. septembra" with an ordinal dot).
  const split =
    locale === 'zh' ? /(?<=[。！？])/u : locale === 'hi' ? /(?<=[।!?])\s+/u : /(?<=[.!?])\s+(?=[\p{Lu}\p{N}«“"(])/u;
  return text
    .split(/\n+/)
    .flatMap((p) => p.split(split))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What an editor would find wrong with a day's Oracle reading: the share of its sentences that
 * hold a 10-word run (12 characters in Chinese) of the free reading or the transit cards on the
 * same screen, the sentences it says twice, and the beginnings it pushes on a day that holds
 * them back.
 */
export function oracleFindings(day: ReturnType<typeof oracleDay>, locale: Locale) {
  const { free, premium, reading } = day;
  const seen = [
    free.sky,
    free.overall,
    free.love,
    free.career,
    free.wellness,
    ...premium.transits.map((t) => t.interpretation),
  ];
  const other = new Set(seen.flatMap((text) => sentencesOf(text, locale)).flatMap((s) => runsOf(s, locale)));
  const sentences = sentencesOf(reading.comprehensive_reading, locale);
  const shared = sentences.filter((s) => runsOf(s, locale).some((run) => other.has(run)));
  const counts = new Map<string, number>();
  for (const s of sentences) counts.set(s.toLocaleLowerCase(), (counts.get(s.toLocaleLowerCase()) ?? 0) + 1);
  return {
    sentences: sentences.length,
    shared,
    repeated: [...counts.entries()].filter(([, n]) => n > 1).map(([s]) => s),
    conflicts: readingConflicts(reading.comprehensive_reading, SKY_TEXTS[locale].reading, reading.plan.holds_back),
  };
}
