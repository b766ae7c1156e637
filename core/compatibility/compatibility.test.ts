import { COMPATIBILITY_TEXTS } from './all';
import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId, getSign } from '../zodiac';
import {
  ELEMENT_PAIRINGS,
  basicCompatibility,
  elementPairing,
  elementRelation,
  pairTerm,
  scoreBand,
} from './compatibility';

/** Every unordered pair of signs, a sign with itself included: 12 + 66 = 78. */
function allPairs(): [SignId, SignId][] {
  const pairs: [SignId, SignId][] = [];
  SIGN_IDS.forEach((a, i) => {
    for (const b of SIGN_IDS.slice(i)) pairs.push([a, b]);
  });
  return pairs;
}

/** docs/product.md#constants: base 50 plus the element bonus, plus 0-19. */
const EXPECTED = {
  same: { min: 75, max: 94, rating: 'Excellent Match!' },
  complementary: { min: 65, max: 84, rating: 'Very Good Match' },
  other: { min: 55, max: 74, rating: 'Good Match' },
} as const;

function relationOf(a: SignId, b: SignId) {
  const [x, y] = [getSign(a).element, getSign(b).element];
  if (x === y) return 'same';
  const pair = `${x}+${y}`;
  return ['fire+air', 'air+fire', 'earth+water', 'water+earth'].includes(pair) ? 'complementary' : 'other';
}

const words = (text: string) => text.trim().split(/\s+/).length;
const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/).length;

describe('basic compatibility', () => {
  const pairs = allPairs();

  it('covers 78 unordered pairs', () => {
    expect(pairs).toHaveLength(78);
    expect(pairs.filter(([a, b]) => a === b)).toHaveLength(12);
  });

  it('keeps every pair within the range and rating of its element relation', () => {
    const counts = { same: 0, complementary: 0, other: 0 };
    for (const [a, b] of pairs) {
      const relation = relationOf(a, b);
      counts[relation]++;
      const { score, rating } = basicCompatibility(a, b);
      expect(Number.isInteger(score), `${a}+${b}`).toBe(true);
      expect(score, `${a}+${b}`).toBeGreaterThanOrEqual(EXPECTED[relation].min);
      expect(score, `${a}+${b}`).toBeLessThanOrEqual(EXPECTED[relation].max);
      expect(rating, `${a}+${b}`).toBe(EXPECTED[relation].rating);
    }
    // 4 elements x 3 signs: 4 x (3 self + 3 others) same, 2 x 9 complementary, the rest other.
    expect(counts).toEqual({ same: 24, complementary: 18, other: 36 });
  });

  it('keeps the sub-scores within the total plus their terms, clamped to 0-100', () => {
    for (const [a, b] of pairs) {
      const { score, passion, communication, balance } = basicCompatibility(a, b);
      const label = `${a}+${b}`;
      for (const value of [passion, communication, balance]) {
        expect(Number.isInteger(value), label).toBe(true);
        expect(value, label).toBeGreaterThanOrEqual(0);
        expect(value, label).toBeLessThanOrEqual(100);
      }
      expect(passion, label).toBeGreaterThanOrEqual(score);
      expect(passion, label).toBeLessThanOrEqual(Math.min(100, score + 9));
      expect(communication, label).toBeGreaterThanOrEqual(score - 5);
      expect(communication, label).toBeLessThanOrEqual(Math.min(100, score + 9));
      expect(balance, label).toBeGreaterThanOrEqual(score - 5);
      expect(balance, label).toBeLessThanOrEqual(Math.min(100, score + 4));
    }
  });

  it('is symmetric and gives the same result twice', () => {
    for (const [a, b] of pairs) {
      const first = basicCompatibility(a, b);
      expect(basicCompatibility(b, a), `${a}+${b}`).toEqual(first);
      expect(basicCompatibility(a, b), `${a}+${b}`).toEqual(first);
    }
  });

  it('spreads the replaced random terms over their ranges instead of fixing them', () => {
    const spread = (term: Parameters<typeof pairTerm>[2]) => new Set(pairs.map(([a, b]) => pairTerm(a, b, term)));
    const score = spread('score');
    expect(Math.min(...score)).toBe(0);
    expect(Math.max(...score)).toBe(19);
    expect(score.size).toBeGreaterThanOrEqual(15);
    expect(spread('passion')).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(Math.min(...spread('communication'))).toBe(-5);
    expect(Math.max(...spread('communication'))).toBe(9);
    expect(spread('balance')).toEqual(new Set([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4]));
  });

  it('gives the spec examples their ranges', () => {
    const ariesLeo = basicCompatibility('aries', 'leo');
    expect(ariesLeo.rating).toBe('Excellent Match!');
    expect(ariesLeo.score).toBeGreaterThanOrEqual(75);
    expect(ariesLeo.score).toBeLessThanOrEqual(94);
    const taurusCancer = basicCompatibility('taurus', 'cancer');
    expect(taurusCancer.rating).toBe('Very Good Match');
    expect(taurusCancer.score).toBeGreaterThanOrEqual(65);
    expect(taurusCancer.score).toBeLessThanOrEqual(84);
  });

  it('names element relations and pairings in either order', () => {
    expect(elementRelation('air', 'fire')).toBe('complementary');
    expect(elementRelation('water', 'earth')).toBe('complementary');
    expect(elementRelation('fire', 'water')).toBe('other');
    expect(elementRelation('earth', 'earth')).toBe('same');
    expect(elementPairing('water', 'fire')).toBe('fire-water');
    expect(elementPairing('fire', 'water')).toBe('fire-water');
    expect(elementPairing('air', 'earth')).toBe('earth-air');
  });
});

describe('compatibility overviews (English)', () => {
  const en = COMPATIBILITY_TEXTS.en;

  it('has one distinct overview for each of the ten element pairings', () => {
    expect(Object.keys(en.overviews).sort()).toEqual([...ELEMENT_PAIRINGS].sort());
    expect(new Set(Object.values(en.overviews)).size).toBe(10);
  });

  it('gives every pair the overview written for its elements', () => {
    for (const [a, b] of allPairs()) {
      const pairing = elementPairing(getSign(a).element, getSign(b).element);
      expect(basicCompatibility(a, b).overview).toBe(en.overviews[pairing]);
    }
    expect(basicCompatibility('gemini', 'pisces').overview).toMatch(/^Air lives in the mind/);
  });

  it('writes each overview as 2-4 plain sentences that make no claim of certainty', () => {
    for (const [pairing, text] of Object.entries(en.overviews)) {
      expect(text, pairing).toBe(text.trim());
      expect(sentences(text), pairing).toBeGreaterThanOrEqual(2);
      expect(sentences(text), pairing).toBeLessThanOrEqual(4);
      expect(words(text), pairing).toBeGreaterThanOrEqual(35);
      expect(words(text), pairing).toBeLessThanOrEqual(80);
      expect(text, pairing).not.toMatch(/\b(will|always|never|should|guaranteed|destined)\b/i);
      expect(text, pairing).not.toMatch(/%|\d/);
    }
  });
});

describe('score bands', () => {
  it('splits at 90, 70 and 50', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'strong',
      'strong',
      'fair',
      'fair',
      'low',
      'low',
    ]);
  });
});
