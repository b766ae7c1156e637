import type { Element } from '../zodiac';

/** The elements in zodiac order: a pairing is always written in this order (fire before earth...). */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const satisfies readonly Element[];

/** The ten unordered pairings of the four elements, keyed lower element first. */
export const ELEMENT_PAIRINGS = [
  'fire-fire',
  'fire-earth',
  'fire-air',
  'fire-water',
  'earth-earth',
  'earth-air',
  'earth-water',
  'air-air',
  'air-water',
  'water-water',
] as const;
export type ElementPairing = (typeof ELEMENT_PAIRINGS)[number];

/**
 * How the two elements meet (docs/product.md#constants): the same element, fire with air or earth with water
 * (complementary), or any other mix.
 */
export type ElementRelation = 'same' | 'complementary' | 'other';

/**
 * One language's compatibility texts. Each overview is a whole paragraph written for its
 * pairing and translated as such; a rating is the spec's label for its relation.
 */
export interface CompatibilityTexts {
  /** 'Excellent Match!', 'Very Good Match', 'Good Match' in English (docs/product.md#constants). */
  readonly ratings: Readonly<Record<ElementRelation, string>>;
  readonly overviews: Readonly<Record<ElementPairing, string>>;
}

/** The spec's Compatibility result (docs/product.md#data). Scores are whole percentages, 0-100. */
export interface CompatibilityResult {
  score: number;
  rating: string;
  overview: string;
  passion: number;
  communication: number;
  balance: number;
}

/** The colour band of a score (docs/product.md#constants: 90, 70 and 50). */
export type ScoreBand = 'excellent' | 'strong' | 'fair' | 'low';
