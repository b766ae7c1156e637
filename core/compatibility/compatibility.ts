/**
 * Basic compatibility of two Sun signs (docs/product.md#basic-compatibility, docs/product.md#constants). The spec's base, element bonuses, ratings
 * and cap are kept; each of its random terms is replaced by a value in the same range derived
 * from the unordered pair (docs/product.md#deterministic-compatibility), so the same two signs always give the same reading,
 * in either order.
 */
import { stableHash } from '../hash';
import { type Element, type SignId, getSign } from '../zodiac';
import { COMPATIBILITY_EN } from './texts.en';
import {
  type CompatibilityResult,
  type CompatibilityTexts,
  ELEMENTS,
  type ElementPairing,
  type ElementRelation,
  type ScoreBand,
} from './types';

export * from './types';

const BASE = 50;
const BONUS: Readonly<Record<ElementRelation, number>> = { same: 25, complementary: 15, other: 5 };

/**
 * The spec's random terms as [size, offset]: `Math.floor(Math.random() * size) + offset`. The
 * name is the salt, so each term draws its own value for a pair.
 */
const TERMS = {
  score: [20, 0],
  passion: [10, 0],
  communication: [15, -5],
  balance: [10, -5],
} as const satisfies Record<string, readonly [number, number]>;
type Term = keyof typeof TERMS;

/** The term's value for the unordered pair, within the spec's range for it. */
export function pairTerm(a: SignId, b: SignId, term: Term): number {
  const [size, offset] = TERMS[term];
  const [first, second] = a <= b ? [a, b] : [b, a];
  return (stableHash(`${term}:${first}:${second}`) % size) + offset;
}

export function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return 'same';
  const pair = new Set([a, b]);
  const complementary = (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'));
  return complementary ? 'complementary' : 'other';
}

export function elementPairing(a: Element, b: Element): ElementPairing {
  const [first, second] = ELEMENTS.indexOf(a) <= ELEMENTS.indexOf(b) ? [a, b] : [b, a];
  return `${first}-${second}` as ElementPairing;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The reading for two Sun signs, in the language of `texts` (English by default: the texts of
 * every language are in all.ts, and load.ts brings one to the browser); symmetric in its
 * arguments.
 */
export function basicCompatibility(
  a: SignId,
  b: SignId,
  texts: CompatibilityTexts = COMPATIBILITY_EN,
): CompatibilityResult {
  const elementA = getSign(a).element;
  const elementB = getSign(b).element;
  const relation = elementRelation(elementA, elementB);
  const english = COMPATIBILITY_EN;
  const pairing = elementPairing(elementA, elementB);

  const score = clamp(BASE + BONUS[relation] + pairTerm(a, b, 'score'));
  return {
    score,
    rating: texts.ratings[relation] || english.ratings[relation],
    overview: texts.overviews[pairing] || english.overviews[pairing],
    passion: clamp(score + pairTerm(a, b, 'passion')),
    communication: clamp(score + pairTerm(a, b, 'communication')),
    balance: clamp(score + pairTerm(a, b, 'balance')),
  };
}

/** The colour band of a score: 90 and above, 70, 50, and below 50 (docs/product.md#constants). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'strong';
  if (score >= 50) return 'fair';
  return 'low';
}
