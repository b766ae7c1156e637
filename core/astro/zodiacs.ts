/**
 * The zodiacs a chart can be read in and the names of the sidereal one's lunar mansions: plain
 * values the schemas and the web share without loading the engine (core/astro/sidereal.ts
 * computes them).
 */
import type { SignId } from '../zodiac';
import { norm360 } from './math';

export const ZODIACS = ['tropical', 'sidereal'] as const;
export type Zodiac = (typeof ZODIACS)[number];
export const AYANAMSAS = ['lahiri'] as const;
export type AyanamsaId = (typeof AYANAMSAS)[number];

/** The 27 lunar mansions from Ashwini, 13°20′ each from sidereal 0° Aries. */
export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

export interface Nakshatra {
  /** 1-27, 1 = Ashwini. */
  index: number;
  /** The quarter of the nakshatra, 1-4 (3°20′ each). */
  pada: number;
  name: (typeof NAKSHATRA_NAMES)[number];
}

/** The nakshatra and pada of a sidereal longitude (the Moon's, for a chart). */
export function nakshatraOf(siderealLongitude: number): Nakshatra {
  // Counted in padas (108 of 3°20′ round the circle) so a boundary falls on one side only.
  const pada = Math.min(Math.floor((norm360(siderealLongitude) * 108) / 360), 107);
  const index = Math.floor(pada / 4);
  return { index: index + 1, pada: (pada % 4) + 1, name: NAKSHATRA_NAMES[index] as Nakshatra['name'] };
}

/** The seven planets that lord over signs in the Indian tradition (no Uranus, Neptune or Pluto). */
export const SIGN_LORD_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type SignLord = (typeof SIGN_LORD_IDS)[number];

/** Each sign's lord (its ruler in the tradition a kundli is read in): the lagna's lord is the chart's. */
export const SIGN_LORDS: Readonly<Record<SignId, SignLord>> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};
