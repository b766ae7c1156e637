/**
 * The scores of a synastry (decision 039): every contact between the two people weighs by the
 * points it joins and counts by how it is felt (flowing, blending, or friction), tighter orbs
 * counting more; a part of the relationship (the dynamics' four parts) is scored from its own
 * contacts. Everything is summed in one canonical order, so swapping the two people changes no
 * score, and nothing is random: the same pair always scores the same.
 */
import { ASPECT_DEFINITIONS, type AspectType, HARMONY, type Harmony } from '../astro/aspects';
import { SIGN_IDS, type SignId, getSign } from '../zodiac';
import { type CrossAspect, SYNASTRY_POINTS, type SynastryPoint } from './contacts';
import { BANDS, type Band, type Domain, READ_PAIRS, type ReadPair, type SignRelation } from './texts/contract';

/** A contact between a point of A and a point of B, from exact positions or from signs alone. */
export interface Contact {
  /** `X.a-venus.trine.b-mars` (exact) or `Z.a-sun.trine.b-moon` (signs). */
  readonly id: string;
  readonly a: SynastryPoint;
  readonly b: SynastryPoint;
  readonly type: AspectType;
  /** Degrees from exact; null when only the signs are known. */
  readonly orb: number | null;
  readonly harmony: Harmony;
}

const SIGN_RELATION: readonly SignRelation[] = [
  'conjunction',
  'none',
  'sextile',
  'square',
  'trine',
  'none',
  'opposition',
];

/** How two signs stand to each other: same sign, 2, 3, 4 or 6 signs apart, or no classical relation. */
export function signRelation(x: SignId, y: SignId): SignRelation {
  const index = (s: SignId) => SIGN_IDS.indexOf(s);
  const d = Math.abs(index(x) - index(y)) % 12;
  return SIGN_RELATION[Math.min(d, 12 - d)] ?? 'none';
}

export const signContactId = (a: SynastryPoint, type: AspectType, b: SynastryPoint) => `Z.a-${a}.${type}.b-${b}`;

export function exactContact(aspect: CrossAspect): Contact {
  return { id: aspect.id, a: aspect.a, b: aspect.b, type: aspect.type, orb: aspect.orb, harmony: HARMONY[aspect.type] };
}

/** The contacts of two people known by signs: every pair of their known points whose signs relate. */
export function signContacts(
  a: Partial<Record<SynastryPoint, SignId>>,
  b: Partial<Record<SynastryPoint, SignId>>,
): Contact[] {
  const out: Contact[] = [];
  for (const pa of SYNASTRY_POINTS) {
    const sa = a[pa];
    if (!sa) continue;
    for (const pb of SYNASTRY_POINTS) {
      const sb = b[pb];
      if (!sb) continue;
      const relation = signRelation(sa, sb);
      if (relation === 'none') continue;
      out.push({
        id: signContactId(pa, relation, pb),
        a: pa,
        b: pb,
        type: relation,
        orb: null,
        harmony: HARMONY[relation],
      });
    }
  }
  return out;
}

/** The written pair of two points, whichever order they come in, if the pair is read. */
export function readPairOf(x: SynastryPoint, y: SynastryPoint): ReadPair | null {
  const one = `${x}-${y}`;
  const two = `${y}-${x}`;
  return (READ_PAIRS as readonly string[]).includes(one)
    ? (one as ReadPair)
    : (READ_PAIRS as readonly string[]).includes(two)
      ? (two as ReadPair)
      : null;
}

/** How much a point counts in a relationship: the lights and Venus most, the generational planets least. */
const POINT_WEIGHT: Readonly<Record<SynastryPoint, number>> = {
  sun: 5,
  moon: 5,
  venus: 4.5,
  mars: 3.5,
  ascendant: 3.5,
  mercury: 3,
  saturn: 3,
  jupiter: 2.5,
  uranus: 1.5,
  neptune: 1.5,
  pluto: 1.5,
  midheaven: 1.5,
};
const PERSONAL = new Set<SynastryPoint>(['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant']);
/** The classic pairings of love astrology, which count more than their points alone. */
const BOOST: Readonly<Partial<Record<string, number>>> = {
  'moon-sun': 1.4,
  'mars-venus': 1.4,
  'moon-moon': 1.2,
  'moon-venus': 1.2,
  'moon-saturn': 1.2,
  'saturn-venus': 1.2,
};
const unordered = (x: SynastryPoint, y: SynastryPoint) => [x, y].sort().join('-');

/** A contact's weight: nothing between two slow or impersonal points (a whole generation shares them). */
export function contactWeight(c: Pick<Contact, 'a' | 'b'>): number {
  if (!PERSONAL.has(c.a) && !PERSONAL.has(c.b)) return 0;
  return ((POINT_WEIGHT[c.a] * POINT_WEIGHT[c.b]) / 5) * (BOOST[unordered(c.a, c.b)] ?? 1);
}

const has = (c: Pick<Contact, 'a' | 'b'>, p: SynastryPoint) => c.a === p || c.b === p;
const CHEMISTRY = new Set(['mars-venus', 'mars-mars', 'pluto-venus', 'mars-pluto', 'uranus-venus']);

/** What a contact adds, -1…1: flowing +1, friction -0.8 (less between the planets of desire, more with Saturn). */
export function contactValue(c: Pick<Contact, 'a' | 'b' | 'harmony'>): number {
  const pair = unordered(c.a, c.b);
  if (c.harmony === 'easy') return 1;
  if (c.harmony === 'tense') {
    if (has(c, 'saturn')) return -1;
    return CHEMISTRY.has(pair) ? -0.3 : -0.8;
  }
  // A conjunction is the two points fused: warm for the lights and benefics, heavy with Saturn.
  if (has(c, 'saturn')) return -0.3;
  if (has(c, 'pluto') || has(c, 'uranus')) return 0;
  if (has(c, 'mars') && !CHEMISTRY.has(pair)) return 0.2;
  return 0.8;
}

/** Tighter counts more: exact 1, at the orb's edge 0.5; a contact by sign alone 0.75. */
export function orbFactor(c: Pick<Contact, 'type' | 'orb'>): number {
  if (c.orb === null) return 0.75;
  return 1 - 0.5 * Math.min(1, c.orb / ASPECT_DEFINITIONS[c.type].orb);
}

/** Sums contacts in an order that does not depend on which person is A. */
function canonicalSum(contacts: readonly Contact[], term: (c: Contact) => number): number {
  const keyed = contacts.map((c) => ({
    key: `${unordered(c.a, c.b)}|${c.type}|${(c.orb ?? -1).toFixed(9)}|${[c.a, c.b].join('>')}`,
    swapped: `${unordered(c.a, c.b)}|${c.type}|${(c.orb ?? -1).toFixed(9)}|${[c.b, c.a].join('>')}`,
    c,
  }));
  // The key of a contact and of its mirror (B's x with A's y) sort together, whoever is A.
  keyed.sort((x, y) => {
    const [kx] = [x.key, x.swapped].sort();
    const [ky] = [y.key, y.swapped].sort();
    return (kx ?? '') < (ky ?? '') ? -1 : (kx ?? '') > (ky ?? '') ? 1 : 0;
  });
  let sum = 0;
  for (const { c } of keyed) sum += term(c);
  return sum;
}

/** 5-95 from the contacts: their weighted balance, damped when there is little to go on. */
export function scoreOf(contacts: readonly Contact[], damping: number): number {
  const pull = canonicalSum(contacts, (c) => contactWeight(c) * orbFactor(c) * contactValue(c));
  const mass = canonicalSum(contacts, (c) => contactWeight(c) * orbFactor(c));
  if (mass === 0) return 50;
  return Math.round(50 + 45 * Math.tanh((1.6 * pull) / (mass + damping)));
}

export function bandOf(score: number): Band {
  if (score >= 85) return 'exceptional';
  if (score >= 70) return 'strong';
  if (score >= 55) return 'good';
  if (score >= 40) return 'mixed';
  return BANDS[4];
}

/** The part of the relationship a contact speaks to (the dynamics' four parts). */
export function domainOf(c: Pick<Contact, 'a' | 'b'>): Domain {
  if (has(c, 'mercury')) return 'communication';
  if (has(c, 'saturn')) return 'commitment';
  if (has(c, 'moon')) return 'emotionalConnection';
  if (has(c, 'jupiter')) return 'commitment';
  // Desire, and the spark, fog and intensity of the slow planets on a personal point.
  if (['venus', 'mars', 'uranus', 'neptune', 'pluto'].some((p) => has(c, p as SynastryPoint))) return 'attraction';
  // Sun with Sun or the Ascendant: who each of you is, beside the other over time.
  return 'commitment';
}

/** The sign's element, for the composite Moon's and Venus's texts. */
export const elementOf = (sign: SignId) => getSign(sign).element;
