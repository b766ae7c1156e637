/**
 * A birth chart as the product answers it, from a birth (local date and time, or an unknown
 * time) and a resolved place. Pure: the Worker runs it after resolving the place, the browser
 * runs it at once for a place it already knows, and both get the same answer (docs/product.md#real-ephemeris).
 */
import { FALLBACKS } from '../interpretations/en/fallbacks';
import { type CivilTimeResult, civilTimeToUtc } from '../time/civil-time';
import { type SignId, getSign, signOfLongitude } from '../zodiac';
import { PLANET_IDS, type Zodiac, castChart } from './chart';
import type { HouseSystem } from './houses';
import { kundliOf } from './kundli';
import type { AnsweredChart as Chart, NatalAnswer } from './natal-types';

/** Noon is the least-wrong instant for a day whose hour is unknown: the Moon is off by at most ~7°. */
export const UNKNOWN_TIME = '12:00';

export interface NatalInput {
  birthDate: string;
  birthTime: string;
  birthTimeUnknown: boolean;
  houseSystem: HouseSystem;
  /** Tropical unless told (the sidereal zodiac is Lahiri's). */
  zodiac?: Zodiac;
  /** Chooses a reading of a local time that did not exist or happened twice. */
  utcOffsetMinutes?: number;
}

export interface NatalPlace {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export type NatalResult = NatalAnswer;

/** The chart, or why the local time cannot be placed (a DST gap or fold, or a wrong offset). */
export type NatalOutcome = { kind: 'ok'; result: NatalResult } | Exclude<CivilTimeResult, { kind: 'ok' }>;

const signName = (id: Parameters<typeof getSign>[0]) => getSign(id).name;

/** The degree within its sign, to two decimals, as chartData gives it (docs/product.md#data). */
export const degreeInSign = (longitude: number) => Math.round((longitude % 30) * 100) / 100;
const ANGLES = new Set(['ascendant', 'midheaven']);

/**
 * Who writes the chart's texts: our catalog (core/interpretations/natal-texts.ts) on the server
 * and, once loaded, in the browser; the spec's fallback sentences until then.
 */
export interface NatalTexts {
  bigThree(sun: SignId, moon: SignId, rising: SignId | null): { sun: string; moon: string; rising: string };
  premiumAnalysis?(chart: Chart): unknown;
}

const fallbackTexts: NatalTexts = {
  bigThree: (sun, moon, rising) => ({
    sun: FALLBACKS.sun(sun),
    moon: FALLBACKS.moon(moon),
    rising: rising ? FALLBACKS.rising(rising) : '',
  }),
};

/** The local instant of a wall-clock time that day, whatever the zone did (the first reading of a gap or fold). */
function instantOf(date: string, time: string, place: NatalPlace): Date | null {
  const r = civilTimeToUtc({ date, time, timeZone: place.timezone, longitude: place.longitude });
  if (r.kind === 'ok') return r.utc;
  const first = r.candidates[0];
  return first ? new Date(first.utc) : null;
}

/**
 * Without a birth time, which placements could differ from the noon chart: the bodies whose
 * sign at the day's first minute is not their sign at its last (the Moon most days).
 */
function signChangesThatDay(date: string, place: NatalPlace, zodiac: Zodiac): string[] {
  const start = instantOf(date, '00:00', place);
  const end = instantOf(date, '23:59', place);
  if (!start || !end) return [];
  const at = (utc: Date) => castChart({ utc, latitude: place.latitude, longitude: place.longitude, zodiac }).planets;
  const [first, last] = [at(start), at(end)];
  return PLANET_IDS.filter((id) => first[id].sign !== last[id].sign).map((id) => {
    const name = id.charAt(0).toUpperCase() + id.slice(1);
    return `${name} changed sign that day, from ${getSign(first[id].sign).name} to ${getSign(last[id].sign).name}: your ${name} sign depends on the hour of birth.`;
  });
}

export function castNatal(
  input: NatalInput,
  place: NatalPlace,
  options: {
    premium?: boolean;
    texts?: NatalTexts;
    /** Writes `horoscopeData` for the Sun sign (the Worker passes the daily horoscope; null without). */
    horoscope?: (sunSign: SignId) => unknown;
  } = {},
): NatalOutcome {
  const texts = options.texts ?? fallbackTexts;
  const time = input.birthTimeUnknown ? UNKNOWN_TIME : input.birthTime;
  const instant = civilTimeToUtc({
    date: input.birthDate,
    time,
    timeZone: place.timezone,
    longitude: place.longitude,
    utcOffsetMinutes: input.utcOffsetMinutes,
  });
  if (instant.kind !== 'ok') return instant;

  const cast = castChart({
    utc: instant.utc,
    latitude: place.latitude,
    longitude: place.longitude,
    houseSystem: input.houseSystem,
    zodiac: input.zodiac,
  });
  const sidereal = cast.zodiac === 'sidereal' && cast.ayanamsa !== null ? { ayanamsa: cast.ayanamsa } : null;
  const timeKnown = !input.birthTimeUnknown;
  const timeNotes = [...instant.notes];
  if (!timeKnown) {
    timeNotes.push('The birth time is unknown: planets are cast for noon, without houses or Ascendant.');
    timeNotes.push(...signChangesThatDay(input.birthDate, place, cast.zodiac));
  }

  const planets = Object.fromEntries(
    Object.entries(cast.planets).map(([key, p]) => [key, { ...p, house: timeKnown ? p.house : null }]),
  ) as Chart['planets'];
  const chart: Chart = {
    ...(sidereal ? { zodiac: 'sidereal' as const, ayanamsa: sidereal.ayanamsa } : {}),
    utc: instant.utc.toISOString(),
    utcOffsetMinutes: instant.utcOffsetMinutes,
    timeNotes,
    location: place,
    houseSystem: input.houseSystem,
    planets,
    ascendant: timeKnown ? cast.ascendant : null,
    midheaven: timeKnown ? cast.midheaven : null,
    houses: timeKnown ? cast.houses : null,
    aspects: timeKnown ? cast.aspects : cast.aspects.filter((a) => !ANGLES.has(a.planet1) && !ANGLES.has(a.planet2)),
  };

  const sunSign = signName(planets.sun.sign);
  const moonSign = signName(planets.moon.sign);
  const rising = chart.ascendant === null ? null : signOfLongitude(chart.ascendant);
  const risingSign = rising?.name ?? null;
  // A sidereal chart's kundli facts, as the profile reads them from a tropical one (kundli.ts).
  const kundli = sidereal ? kundliOf(planets.moon.longitude, chart.ascendant) : null;
  const chartData = {
    interpretation: texts.bigThree(planets.sun.sign, planets.moon.sign, rising?.id ?? null),
    planets: Object.fromEntries(
      PLANET_IDS.map((key) => {
        const p = planets[key];
        return [key, { sign: signName(p.sign), degree: degreeInSign(p.longitude), house: p.house }];
      }),
    ),
    ...(options.premium && texts.premiumAnalysis ? { premiumAnalysis: texts.premiumAnalysis(chart) } : {}),
  };
  return {
    kind: 'ok',
    result: {
      sunSign,
      moonSign,
      risingSign,
      chartData: JSON.stringify(chartData),
      horoscopeData: options.horoscope?.(planets.sun.sign) ?? null,
      chart,
      ...(sidereal && kundli
        ? {
            zodiac: 'sidereal' as const,
            ayanamsa: sidereal.ayanamsa,
            nakshatra: kundli.nakshatra,
            lagnaSign: risingSign,
            lagnaLord: kundli.lagnaLord,
          }
        : {}),
    },
  };
}
