/**
 * Median time to compute a day's premium horoscope payload in Node (target ≤ 20 ms, decision 029):
 * the free reading, transits to a chart, the 24 planetary hours at a place, progressions, the
 * void-of-course Moon, the eight retrogrades, the lucky moment and the Oracle reading, for 100
 * consecutive days and 100 different charts, in the seven languages in turn (another language than
 * English also writes the English plan it is sized by), after a warm-up of 10 days. The stations of a year are
 * kept once computed, as the Worker keeps them between requests.
 */
import { castChart } from '../../core/astro/chart';
import { PLANET_IDS } from '../../core/astro/positions';
import { dailyHoroscope } from '../../core/horoscope';
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { LOCALES, LOCALE_INFO } from '../../core/i18n/locales';
import { localDayStart } from '../../core/sky/hours';
import { luckyMoment } from '../../core/sky/lucky';
import { type NatalData, premiumHoroscope } from '../../core/sky/premium';
import { oracleReading } from '../../core/sky/reading';
import { SKY_TEXTS } from '../../core/sky/texts/index';
import { jdFromMs } from '../../core/sky/time';
import { SIGN_IDS } from '../../core/zodiac';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

export const PLACES = [
  { latitude: 44.8176, longitude: 20.4569, timeZone: 'Europe/Belgrade' },
  { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' },
  { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' },
  { latitude: -33.8688, longitude: 151.2093, timeZone: 'Australia/Sydney' },
];

function randomNatal(random: () => number): NatalData {
  const utc = new Date(Date.UTC(1940, 0, 1) + random() * 70 * 365.25 * 86_400_000);
  const place = { latitude: -50 + random() * 110, longitude: -180 + random() * 360 };
  const chart = castChart({ utc, ...place });
  const points: NatalData['points'] = { ascendant: chart.ascendant, midheaven: chart.midheaven };
  for (const id of PLANET_IDS) points[id] = chart.planets[id].longitude;
  return {
    birthJdUT: jdFromMs(utc.getTime()),
    ...place,
    points,
    ...(chart.houses ? { cusps: chart.houses.cusps.slice(0, 12) } : {}),
  };
}

export function benchPremium(): { premiumDayMedianMs: number } {
  const random = prng(19);
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  // The charts are cast before the clock starts: only the day's payload is timed.
  const charts = Array.from({ length: 110 }, () => randomNatal(random));
  const run = (i: number) => {
    const place = PLACES[i % PLACES.length]!;
    const sign = SIGN_IDS[i % 12]!;
    const date = day(i);
    const natal = charts[i % charts.length]!;
    const locale = LOCALES[i % LOCALES.length]!;
    const free = dailyHoroscope(sign, date, place.timeZone, HOROSCOPE_TEXTS[locale]);
    const premium = premiumHoroscope({ sign, date, timeZone: place.timeZone, natal, place, texts: SKY_TEXTS[locale] });
    const lucky = luckyMoment(sign, localDayStart(date, place.timeZone), localDayStart(day(i + 1), place.timeZone));
    oracleReading({
      sign,
      date,
      timeZone: place.timeZone,
      tag: LOCALE_INFO[locale].tag,
      free,
      premium,
      lucky,
      color: free.luckyColor,
      texts: SKY_TEXTS[locale],
      horoscope: HOROSCOPE_TEXTS[locale],
      points: natal.points,
      natal,
    });
  };
  for (let i = 100; i < 110; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { premiumDayMedianMs: Math.round((((times[49] as number) + (times[50] as number)) / 2) * 10) / 10 };
}
