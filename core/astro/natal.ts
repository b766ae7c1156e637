/**
 * A birth chart as the product answers it, from a birth (local date and time, or an unknown
 * time) and a resolved place. Pure: the Worker runs it after resolving the place, the browser
 * runs it at once for a place it already knows, and both get the same answer (DEVIATIONS #1).
 */
import type { BirthChartResponse, Chart, HouseSystem } from '../../schema/birth-chart';
import { ANALYSIS_PLANET_IDS, aspectText, bigThreeTexts, houseText, planetInSign } from '../interpretations';
import { type CivilTimeResult, civilTimeToUtc } from '../time/civil-time';
import { getSign, signOfLongitude } from '../zodiac';
import { PLANET_IDS, castChart } from './chart';

/** Noon is the least-wrong instant for a day whose hour is unknown: the Moon is off by at most ~7°. */
export const UNKNOWN_TIME = '12:00';

export interface NatalInput {
  birthDate: string;
  birthTime: string;
  birthTimeUnknown: boolean;
  houseSystem: HouseSystem;
  /** Chooses a reading of a local time that did not exist or happened twice. */
  utcOffsetMinutes?: number;
}

export interface NatalPlace {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export type NatalResult = Omit<BirthChartResponse, 'savedChartId'>;

/** The chart, or why the local time cannot be placed (a DST gap or fold, or a wrong offset). */
export type NatalOutcome = { kind: 'ok'; result: NatalResult } | Exclude<CivilTimeResult, { kind: 'ok' }>;

const signName = (id: Parameters<typeof getSign>[0]) => getSign(id).name;
const ANGLES = new Set(['ascendant', 'midheaven']);

/**
 * The premium analysis of 000 §3 (planetaryAnalysis, houseAnalysis, aspectsAnalysis), from our
 * own texts: each planet's sign, degree, interpretation and six key influences; each house's
 * meaning; the first 12 aspects. Only for premium sessions: the server decides.
 */
function premiumAnalysis(chart: Chart) {
  const planetaryAnalysis = Object.fromEntries(
    ANALYSIS_PLANET_IDS.map((id) => {
      const p = chart.planets[id];
      const text = planetInSign(id, p.sign);
      return [
        id,
        {
          sign: getSign(p.sign).name,
          degree: Math.round((p.longitude % 30) * 100) / 100,
          house: p.house,
          interpretation: text.text,
          influences: [...text.traits],
        },
      ];
    }),
  );
  const houseAnalysis = chart.houses
    ? Object.fromEntries(
        chart.houses.cusps.slice(0, 12).map((cusp, i) => {
          const house = houseText(i + 1);
          return [String(i + 1), { sign: signOfLongitude(cusp).name, interpretation: `${house.name}: ${house.governs}` }];
        }),
      )
    : {};
  const aspectsAnalysis = chart.aspects.slice(0, 12).map((a) => ({
    planet1: a.planet1,
    planet2: a.planet2,
    aspect: a.type,
    orb: Math.round(a.orb * 100) / 100,
    orbLabel: a.orbLabel,
    interpretation: aspectText(a.type).text,
  }));
  return { planetaryAnalysis, houseAnalysis, aspectsAnalysis };
}

export function castNatal(input: NatalInput, place: NatalPlace, options: { premium?: boolean } = {}): NatalOutcome {
  const time = input.birthTimeUnknown ? UNKNOWN_TIME : input.birthTime;
  const instant = civilTimeToUtc({
    date: input.birthDate,
    time,
    timeZone: place.timezone,
    longitude: place.longitude,
    utcOffsetMinutes: input.utcOffsetMinutes,
  });
  if (instant.kind !== 'ok') return instant;

  const cast = castChart({ utc: instant.utc, latitude: place.latitude, longitude: place.longitude, houseSystem: input.houseSystem });
  const timeKnown = !input.birthTimeUnknown;
  const timeNotes = [...instant.notes];
  if (!timeKnown) timeNotes.push('The birth time is unknown: planets are cast for noon, without houses or Ascendant.');

  const planets = Object.fromEntries(
    Object.entries(cast.planets).map(([key, p]) => [key, { ...p, house: timeKnown ? p.house : null }]),
  ) as Chart['planets'];
  const chart: Chart = {
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
  const chartData = {
    interpretation: bigThreeTexts(planets.sun.sign, planets.moon.sign, rising?.id ?? null),
    planets: Object.fromEntries(
      PLANET_IDS.map((key) => {
        const p = planets[key];
        return [key, { sign: signName(p.sign), degree: Math.round((p.longitude % 30) * 100) / 100, house: p.house }];
      }),
    ),
    ...(options.premium ? { premiumAnalysis: premiumAnalysis(chart) } : {}),
  };
  return {
    kind: 'ok',
    result: { sunSign, moonSign, risingSign, chartData: JSON.stringify(chartData), horoscopeData: null, chart },
  };
}
