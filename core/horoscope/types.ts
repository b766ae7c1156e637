/**
 * The free daily horoscope (docs/product.md#data; docs/product.md#real-daily-horoscope): written from the
 * real sky of the date, the same for every reader of a sign on that calendar date.
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';

/** The spec's seven lucky colours (docs/product.md#constants). */
export const LUCKY_COLORS = ['Red', 'Blue', 'Green', 'Purple', 'Gold', 'Orange', 'Pink'] as const;
export type LuckyColor = (typeof LUCKY_COLORS)[number];

export type MoonPhase =
  | 'new'
  | 'waxing-crescent'
  | 'first-quarter'
  | 'waxing-gibbous'
  | 'full'
  | 'waning-gibbous'
  | 'last-quarter'
  | 'waning-crescent';

/**
 * One thing in the day's sky the reading is written from. Times are UTC instants (ISO); the day
 * is the reader's calendar day in their zone (UTC when none is given), its signs read at its middle.
 */
export type SkyFact =
  /** The Moon's sign at the middle of the day, and the house it is from the reader's sign (1 = the sign itself). */
  | { kind: 'moon-sign'; sign: SignId; house: number }
  /** The Moon enters a sign during the date . */
  | { kind: 'moon-ingress'; sign: SignId; house: number; at: string }
  /**
   * The Moon's phase: a principal one (new, quarters, full) only on the day of its exact
   * instant `at`; between them, the phase in between. `elongation` (Sun-Moon, degrees 0-360)
   * is at the middle of the day.
   */
  | { kind: 'moon-phase'; phase: MoonPhase; elongation: number; at?: string }
  /** A planet's sign makes a whole-sign aspect to the reader's sign, from the house it is from that sign. */
  | { kind: 'sign-aspect'; planet: PlanetId; planetSign: SignId; aspect: AspectType; house: number }
  /** A planet's sign at the middle of the day and the house it is from the reader's sign, read when it makes no aspect to the sign. */
  | { kind: 'planet-house'; planet: PlanetId; sign: SignId; house: number }
  /** A planet within orb of an aspect to the reader's ruling planet, at the middle of the day. */
  | { kind: 'ruler-aspect'; planet: PlanetId; ruler: PlanetId; aspect: AspectType; orb: number; applying: boolean }
  /** A planet other than the Moon changes sign during the date. */
  | { kind: 'ingress'; planet: PlanetId; sign: SignId; at: string }
  /** A planet turns retrograde or direct during the date. */
  | { kind: 'station'; planet: PlanetId; direction: 'retrograde' | 'direct'; at: string }
  /** A planet retrograde all day. */
  | { kind: 'retrograde'; planet: PlanetId; sign: SignId };

export interface HoroscopeReading {
  sign: SignId;
  /** The reader's calendar date, YYYY-MM-DD. */
  date: string;
  /** A Moon sign's reading in the sidereal sky (Lahiri); absent from a tropical (Sun sign) one. */
  zodiac?: 'sidereal';
  /**
   * Today's sky, the same for every sign (the Moon's phase, the planets changing sign or
   * direction, the retrogrades of Mercury, Venus and Mars): said once above the sign's reading,
   * so that no two signs' readings share it.
   */
  sky: string;
  overall: string;
  love: string;
  career: string;
  wellness: string;
  /** The tone each section was written in (its advice follows it): the day's mood. */
  tones: Readonly<Record<'overall' | 'love' | 'career' | 'wellness', 'bright' | 'steady' | 'demanding'>>;
  /** 1-99, a stable function of sign and date. */
  luckyNumber: number;
  luckyColor: LuckyColor;
  /** Every fact the reading names, in the order it names them. */
  facts: SkyFact[];
  /** Short labels of the main facts, for a "Today's sky" list ("Moon in Taurus, your 2nd house"). */
  highlights: string[];
}
