import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { ASPECT_DEFINITIONS } from '../astro/aspects';
import { castChart } from '../astro/chart';
import { diff180, norm360 } from '../astro/math';
import type { PlanetId } from '../astro/positions';
import { SIGN_IDS, type SignId, getSign } from '../zodiac';
import { HOROSCOPE_TEXTS } from './all';
import { HOROSCOPE_EN } from './en';
import { dayWindow } from './sky';
import {
  LUCKY_COLORS,
  type HoroscopeReading,
  type HoroscopeTexts,
  type SkyFact,
  addDays,
  dailyHoroscope,
} from './index';

/** The engine's sky at an instant, remembered: the same facts recur across signs and languages. */
const skies = new Map<number, ReturnType<typeof castChart>['planets']>();
const skyAt = (ms: number) => {
  let sky = skies.get(ms);
  if (!sky) {
    sky = castChart({ utc: new Date(ms), latitude: 0, longitude: 0 }).planets;
    if (skies.size > 5000) skies.clear();
    skies.set(ms, sky);
  }
  return sky;
};
const noon = (date: string) => skyAt(Date.parse(`${date}T12:00:00Z`));
const at = (iso: string, seconds: number) => skyAt(Date.parse(iso) + seconds * 1000);
const signIndex = (sign: SignId) => SIGN_IDS.indexOf(sign);
const houseFrom = (reader: SignId, sign: SignId) => ((signIndex(sign) - signIndex(reader) + 12) % 12) + 1;
const text = (r: HoroscopeReading) => [r.sky, r.overall, r.love, r.career, r.wellness].join(' ');
const LANGUAGES = Object.entries(HOROSCOPE_TEXTS) as [string, HoroscopeTexts][];
/**
 * Checks one fact against the engine on its own terms, and that the reading, in its language,
 * names it: each planet, sign and phase in one of the forms the language declines it to.
 */
function confirm(reader: SignId, date: string, fact: SkyFact, words: string, t: HoroscopeTexts = HOROSCOPE_EN): void {
  const sky = noon(date);
  const lower = words.toLocaleLowerCase();
  const says = (forms: readonly string[]) =>
    expect(
      forms.some((f) => lower.includes(f.toLocaleLowerCase())),
      `${date} ${reader}: ${JSON.stringify(fact)} is named as one of ${forms.join(' / ')}`,
    ).toBe(true);
  const mentions = (...parts: (readonly string[])[]) => {
    for (const forms of parts) says(forms);
  };
  const moon = t.names.planet('moon');
  const name = (id: PlanetId) => t.names.planet(id);
  const signName = (id: SignId) => t.names.sign(id);
  const time = (iso: string) => [t.grammar.clock(new Date(iso))];
  switch (fact.kind) {
    case 'moon-sign':
      expect(sky.moon.sign).toBe(fact.sign);
      expect(fact.house).toBe(houseFrom(reader, fact.sign));
      mentions(moon, signName(fact.sign));
      return;
    case 'moon-ingress':
      expect(at(fact.at, -60).moon.sign).not.toBe(fact.sign);
      expect(at(fact.at, 60).moon.sign).toBe(fact.sign);
      expect(fact.at.slice(0, 10)).toBe(date);
      mentions(moon, signName(fact.sign), time(fact.at));
      return;
    case 'moon-phase': {
      const elongation = norm360(sky.moon.longitude - sky.sun.longitude);
      expect(Math.abs(diff180(elongation, fact.elongation))).toBeLessThan(0.01);
      mentions(t.names.phase(fact.phase));
      // A principal phase is named on the day of its exact instant, with its time (rules.test.ts reads the year).
      if (fact.at) {
        const exact = at(fact.at, 0);
        const angle = { new: 0, 'first-quarter': 90, full: 180, 'last-quarter': 270 }[fact.phase as 'new'];
        expect(Math.abs(diff180(norm360(exact.moon.longitude - exact.sun.longitude), angle))).toBeLessThan(0.01);
        expect(fact.at.slice(0, 10)).toBe(date);
        mentions(time(fact.at));
      }
      return;
    }
    case 'sign-aspect': {
      expect(sky[fact.planet].sign).toBe(fact.planetSign);
      expect(houseFrom(reader, fact.planetSign)).toBe(fact.house);
      const apart = (signIndex(fact.planetSign) - signIndex(reader) + 12) % 12;
      expect(ASPECT_DEFINITIONS[fact.aspect].angle).toBe(Math.min(apart, 12 - apart) * 30);
      mentions(name(fact.planet), signName(fact.planetSign));
      return;
    }
    case 'ruler-aspect': {
      const separation = Math.abs(diff180(sky[fact.planet].longitude, sky[fact.ruler].longitude));
      expect(Math.abs(separation - ASPECT_DEFINITIONS[fact.aspect].angle)).toBeLessThanOrEqual(5.05);
      expect(fact.ruler).toBe(getSign(reader).rulingPlanet.toLowerCase());
      mentions(name(fact.planet), name(fact.ruler));
      return;
    }
    case 'planet-house':
      expect(sky[fact.planet].sign).toBe(fact.sign);
      expect(houseFrom(reader, fact.sign)).toBe(fact.house);
      mentions(name(fact.planet), signName(fact.sign));
      return;
    case 'ingress':
      expect(at(fact.at, -60)[fact.planet].sign).not.toBe(fact.sign);
      expect(at(fact.at, 60)[fact.planet].sign).toBe(fact.sign);
      mentions(name(fact.planet), signName(fact.sign), time(fact.at));
      return;
    case 'station': {
      const [before, after] = [at(fact.at, -1800)[fact.planet].speed, at(fact.at, 1800)[fact.planet].speed];
      expect(fact.direction === 'retrograde' ? before > 0 && after < 0 : before < 0 && after > 0).toBe(true);
      mentions(name(fact.planet), t.names.direction(fact.direction), time(fact.at));
      return;
    }
    case 'retrograde':
      expect(sky[fact.planet].speed).toBeLessThan(0);
      expect(sky[fact.planet].sign).toBe(fact.sign);
      mentions(t.names.direction('retrograde'));
      mentions(name(fact.planet), signName(fact.sign));
      return;
  }
}

describe('the daily horoscope', () => {
  it('gives the same reading for a sign and date on every run and in every time zone', () => {
    const tz = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = dailyHoroscope('aries', '2026-11-21');
      process.env.TZ = 'America/Los_Angeles';
      const west = dailyHoroscope('aries', '2026-11-21');
      expect(west).toEqual(east);
      expect(dailyHoroscope('aries', '2026-11-21')).toEqual(east);
    } finally {
      process.env.TZ = tz;
    }
    expect(dailyHoroscope('libra', '2026-11-21').overall).not.toBe(dailyHoroscope('aries', '2026-11-21').overall);
  });

  // A year of days for every sign: each reading names at least two sky facts, each confirmed
  // by the engine independently of the writer; the lucky values stay in the spec's ranges.
  const days = Array.from({ length: 365 }, (_, i) => addDays('2027-01-01', i));
  it('names at least two sky facts the engine confirms, every day of a year, for every sign', () => {
    const kinds = new Set<string>();
    for (const date of days) {
      for (const sign of SIGN_IDS) {
        const r = dailyHoroscope(sign, date);
        expect(r.facts.length).toBeGreaterThanOrEqual(2);
        for (const fact of r.facts) {
          confirm(sign, date, fact, text(r));
          kinds.add(fact.kind);
        }
        // The same reading in every other language: the same facts, each named in that language.
        for (const [locale, t] of LANGUAGES) {
          if (t === HOROSCOPE_EN) continue;
          const translated = dailyHoroscope(sign, date, undefined, t);
          expect(translated.facts, locale).toEqual(r.facts);
          for (const fact of translated.facts) confirm(sign, date, fact, text(translated), t);
        }
        expect(r.luckyNumber).toBeGreaterThanOrEqual(1);
        expect(r.luckyNumber).toBeLessThanOrEqual(99);
        expect(Number.isInteger(r.luckyNumber)).toBe(true);
        expect(LUCKY_COLORS).toContain(r.luckyColor);
        for (const part of [r.overall, r.love, r.career, r.wellness]) expect(part.length).toBeGreaterThan(60);
      }
    }
    // The year exercised every kind of fact the writer tells.
    expect([...kinds].sort()).toEqual(
      [
        'ingress',
        'moon-ingress',
        'moon-phase',
        'moon-sign',
        'planet-house',
        'retrograde',
        'ruler-aspect',
        'sign-aspect',
        'station',
      ].sort(),
    );
  }, 120_000);

  it('varies the lucky values from day to day and sign to sign', () => {
    const numbers = new Set(days.slice(0, 60).map((d) => dailyHoroscope('leo', d).luckyNumber));
    const colours = new Set(days.slice(0, 60).map((d) => dailyHoroscope('leo', d).luckyColor));
    expect(numbers.size).toBeGreaterThan(30);
    expect(colours.size).toBe(LUCKY_COLORS.length);
  });

  it('writes a whole reading for every date the form accepts, before 1970 as after it', () => {
    for (const date of ['1900-01-01', '1931-07-04', '1969-12-31', '1970-01-01', '2100-12-31']) {
      for (const sign of SIGN_IDS) {
        for (const [locale, t] of LANGUAGES) {
          const reading = dailyHoroscope(sign, date, undefined, t);
          for (const part of [reading.overall, reading.love, reading.career, reading.wellness]) {
            expect(typeof part, `${locale} ${sign} ${date}`).toBe('string');
            // Chinese says in 10 characters what English says in 30.
            expect(part.length).toBeGreaterThan(locale === 'zh' ? 8 : 20);
          }
        }
      }
    }
  });

  it('refuses a date that is not a calendar date in 1900-2100', () => {
    expect(() => dailyHoroscope('aries', '2026-02-30')).toThrow(RangeError);
    expect(() => dailyHoroscope('aries', '1899-12-31')).toThrow(RangeError);
    expect(() => dailyHoroscope('aries', 'today')).toThrow(RangeError);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('the times a reading names', () => {
  // Find a day whose reading names a time (an ingress or a station), then read it in two zones.
  const day = Array.from({ length: 60 }, (_, i) => addDays('2027-01-01', i)).find((d) =>
    /\d\d:\d\d UTC/.test(dailyHoroscope('aries', d).highlights.join(' ')),
  );

  it('are the reader’s clock times when the reading knows the zone, and say UTC otherwise', () => {
    expect(day).toBeDefined();
    const utc = dailyHoroscope('aries', day!).highlights.join(' ');
    const [, h, m] = /(\d\d):(\d\d) UTC/.exec(utc)!;
    const kolkata = dailyHoroscope('aries', day!, 'Asia/Kolkata').highlights.join(' ');
    expect(kolkata).not.toContain('UTC');
    const minutes = (Number(h) * 60 + Number(m) + 330) % 1440;
    const local = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    expect(kolkata).toContain(local);
  });

  it('fall on the reader’s own calendar day', () => {
    // 18:08 UTC on 16 June 2025 is 06:08 on 17 June in Auckland: the Auckland reader reads it on the 17th.
    expect(dailyHoroscope('aries', '2025-06-16').highlights).toContain('Moon enters Pisces at 18:08 UTC');
    expect(dailyHoroscope('aries', '2025-06-16', 'Pacific/Auckland').highlights.join(' ')).not.toContain('Pisces at');
    expect(dailyHoroscope('aries', '2025-06-17', 'Pacific/Auckland').highlights).toContain(
      'Moon enters Pisces at 06:08',
    );
    expect(dailyHoroscope('aries', '2025-06-16', 'Europe/Paris').highlights).toContain('Moon enters Pisces at 20:08');
  });

  it('follow the reader’s day across clock changes, midnight to midnight', () => {
    const hours = (date: string, zone: string) => {
      const w = dayWindow(date, zone);
      return (w.end - w.start) / 3_600_000;
    };
    expect(hours('2028-03-26', 'Europe/Paris')).toBe(23);
    expect(hours('2028-10-29', 'Europe/Paris')).toBe(25);
    expect(hours('2028-06-01', 'Asia/Kathmandu')).toBe(24);
    // Santiago's clocks skip midnight on 3 September 2028: that day starts at 01:00 (04:00 UTC).
    expect(new Date(dayWindow('2028-09-03', 'America/Santiago').start).toISOString()).toBe('2028-09-03T04:00:00.000Z');
    expect(dayWindow('2028-09-02', 'America/Santiago').end).toBe(dayWindow('2028-09-03', 'America/Santiago').start);
    // A zone the runtime does not know: the UTC day.
    expect(dayWindow('2028-06-01', 'Not/AZone')).toEqual(dayWindow('2028-06-01'));
  });

  it('read the signs at the middle of the reader’s day', () => {
    // 17 June 2025 in Auckland runs from 12:00 UTC on the 16th to 12:00 UTC on the 17th.
    const auckland = dailyHoroscope('aries', '2025-06-17', 'Pacific/Auckland');
    expect(auckland.facts).toContainEqual(expect.objectContaining({ kind: 'moon-sign', sign: 'pisces' }));
  });
});
