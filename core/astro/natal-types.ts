/**
 * The chart as the product answers it (the `chart` of POST /api/birth-chart, and the whole
 * answer), in plain types so the engine needs nothing outside core. schema/birth-chart.ts
 * holds the zod schemas of the same shapes and checks at compile time that they agree.
 */
import type { AspectType, OrbLabel } from './aspects';
import type { HouseSystem } from './houses';
import type { BodyId } from './positions';
import type { Nakshatra, SignLord } from './zodiacs';
import type { SignId } from '../zodiac';

export interface AnsweredPlacement {
  longitude: number;
  latitude: number;
  speed: number;
  retrograde: boolean;
  sign: SignId;
  degree: number;
  minute: number;
  house: number | null;
}

export interface AnsweredAspect {
  planet1: string;
  planet2: string;
  type: AspectType;
  angle: number;
  orb: number;
  applying: boolean;
  orbLabel: OrbLabel;
}

export interface AnsweredChart {
  /** Only in a sidereal chart, whose longitudes are all sidereal; a chart without it is tropical. */
  zodiac?: 'sidereal';
  /** The ayanamsa (with nutation) each longitude of a sidereal chart was reduced by, degrees. */
  ayanamsa?: number;
  utc: string;
  utcOffsetMinutes: number;
  timeNotes: string[];
  location: { name: string; latitude: number; longitude: number; timezone: string };
  houseSystem: HouseSystem;
  planets: Record<BodyId, AnsweredPlacement>;
  ascendant: number | null;
  midheaven: number | null;
  houses: { system: HouseSystem; cusps: number[]; note?: string } | null;
  aspects: AnsweredAspect[];
}

/** The answer of a chart request (POST /api/birth-chart). */
export interface NatalAnswer {
  sunSign: string;
  moonSign: string;
  risingSign: string | null;
  chartData: string;
  horoscopeData: unknown;
  chart: AnsweredChart;
  /**
   * A sidereal answer's: its zodiac, the ayanamsa, the Moon's nakshatra, the lagna's sign name and
   * its lord (both null without a birth time).
   */
  zodiac?: 'sidereal';
  ayanamsa?: number;
  nakshatra?: Nakshatra;
  lagnaSign?: string | null;
  lagnaLord?: SignLord | null;
}
