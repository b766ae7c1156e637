/**
 * What the North and South Indian charts show, derived from a sidereal chart without any
 * geometry or words: twelve houses whole-sign from the lagna, each with its sign and the grahas
 * in it. The kundli is always whole-sign from the lagna, whatever house system the wheel uses.
 */
import { type SignId, signOfLongitude } from '@core/zodiac';
import type { Chart } from '@schema/birth-chart';
import { degreeParts } from '../wheel/wheel-model';

/** The nine grahas, in the order a kundli lists them. Uranus, Neptune, Pluto and Lilith are not grahas. */
export const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaId = (typeof GRAHAS)[number];

/**
 * The chart's body each graha is read from. Rahu is the true node, the one the wheel draws by
 * default (wheel-model.ts `selectBodyIds`) and the aspects use; Ketu is the chart's South Node,
 * which the engine places exactly opposite the true node (core/astro/positions.ts).
 */
const BODY_OF = {
  sun: 'sun',
  moon: 'moon',
  mars: 'mars',
  mercury: 'mercury',
  jupiter: 'jupiter',
  venus: 'venus',
  saturn: 'saturn',
  rahu: 'trueNode',
  ketu: 'southNode',
} as const satisfies Record<GrahaId, keyof Chart['planets']>;

const NODES: ReadonlySet<GrahaId> = new Set(['rahu', 'ketu']);

export interface GrahaPlacement {
  id: GrahaId;
  /** Sidereal longitude, degrees. */
  longitude: number;
  /** Within the sign. */
  degree: number;
  minute: number;
  /** Marked in the chart and said in the table; never for Rahu and Ketu (see `buildIndianChart`). */
  retrograde: boolean;
}

export interface IndianHouse {
  /** 1–12, counted from house 1 (the lagna's sign, or the Moon's without a birth time). */
  house: number;
  /** 1 (Aries) to 12 (Pisces), the number a printed kundli writes in the house. */
  sign: number;
  signId: SignId;
  /** In order of longitude within the sign. */
  grahas: GrahaPlacement[];
}

export interface IndianChartModel {
  /**
   * What house 1 is: the lagna's sign, or without a birth time the Moon's sign (the Chandra
   * kundli the North Indian chart then draws).
   */
  basis: 'lagna' | 'moon';
  /** The sign number of the lagna; null without a birth time. */
  lagnaSign: number | null;
  /** Houses 1 to 12. */
  houses: IndianHouse[];
}

/** The sign number, 1 (Aries) to 12 (Pisces), of a longitude. */
export function signNumber(longitude: number): number {
  return Math.floor((((longitude % 360) + 360) % 360) / 30) + 1;
}

/** The id of a sign number. */
export function signIdOf(sign: number): SignId {
  return signOfLongitude((sign - 1) * 30).id;
}

/** The nine grahas of a chart, by longitude. */
export function grahaPlacements(planets: Chart['planets']): GrahaPlacement[] {
  return GRAHAS.map((id) => {
    const placement = planets[BODY_OF[id]];
    const { degree, minute } = degreeParts(placement.longitude);
    return {
      id,
      longitude: placement.longitude,
      degree,
      minute,
      // Rahu and Ketu always move backwards by convention (the true node wobbles, but is not
      // called direct): a kundli never marks them.
      retrograde: placement.retrograde && !NODES.has(id),
    };
  }).sort((a, b) => a.longitude - b.longitude);
}

/** The kundli of a sidereal chart: whole-sign houses from the lagna, or from the Moon without a birth time. */
export function buildIndianChart(chart: Pick<Chart, 'planets' | 'ascendant'>): IndianChartModel {
  const grahas = grahaPlacements(chart.planets);
  const lagnaSign = chart.ascendant === null ? null : signNumber(chart.ascendant);
  const first = lagnaSign ?? signNumber(chart.planets.moon.longitude);
  const houses = Array.from({ length: 12 }, (_, i): IndianHouse => {
    const sign = ((first - 1 + i) % 12) + 1;
    return {
      house: i + 1,
      sign,
      signId: signIdOf(sign),
      grahas: grahas.filter((g) => signNumber(g.longitude) === sign),
    };
  });
  return { basis: lagnaSign === null ? 'moon' : 'lagna', lagnaSign, houses };
}
