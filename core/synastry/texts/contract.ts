/**
 * The words of advanced synastry, one file per language (`core/synastry/texts/<lc>.ts`), written
 * by a fluent writer of that language, never translated line by line (decision 039). The reading
 * is planned in core/synastry/reading.ts: it decides which contacts are read, in which section,
 * and never reads the same contact's meaning twice; these texts only say things.
 *
 * Rules every language keeps:
 * - The two people are named with the names the reader typed (data: any script, never declined;
 *   write constructions that need no case ending on the name: "la Vénus d'Alex", "Alex का शुक्र",
 *   "Alex的金星", Serbian "Venera osobe Alex" or "Alex: Venera…" as the writer prefers).
 * - A frame (`crossAspect`, `signRelation`, `overlay`, `composite`) is the one place a sentence
 *   names planets, signs, houses or aspects. A meaning (`contact`, `overlayMeaning`,
 *   `compositeSun`, …) never names a planet, a sign, a house number or an aspect: the verifier
 *   reads every sentence against the two charts, and a meaning is shared by many charts.
 * - Meanings speak of the two people as "you two", "both of you", "the relationship" (or the
 *   language's natural equivalent), present tense, warm and plain, never certain about outcomes,
 *   never a verdict on whether to stay together. 1-2 sentences, 15-35 words (Chinese 25-60 字).
 */
import type { AspectType, Harmony } from '../../astro/aspects';
import type { Grammar } from '../../i18n/grammar/grammar';
import type { SignId } from '../../zodiac';
import type { CompositePoint, SynastryPoint } from '../contacts';

/** The score bands (85/70/55/40): exceptional ≥85, strong ≥70, good ≥55, mixed ≥40, hard below. */
export const BANDS = ['exceptional', 'strong', 'good', 'mixed', 'hard'] as const;
export type Band = (typeof BANDS)[number];

/** The four parts of a relationship the dynamics section scores. */
export const DOMAINS = ['emotionalConnection', 'communication', 'attraction', 'commitment'] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * The pairs of points whose contacts have a written meaning, each written once for both orders
 * (A's Venus with B's Mars reads like A's Mars with B's Venus: the frame says who is who). Other
 * contacts (generational planets with each other, the Midheaven) are listed and scored, not read.
 */
export const READ_PAIRS = [
  'sun-sun',
  'sun-moon',
  'sun-mercury',
  'sun-venus',
  'sun-mars',
  'sun-ascendant',
  'moon-moon',
  'moon-mercury',
  'moon-venus',
  'moon-mars',
  'moon-ascendant',
  'mercury-mercury',
  'mercury-venus',
  'mercury-mars',
  'mercury-ascendant',
  'venus-venus',
  'venus-mars',
  'venus-ascendant',
  'mars-mars',
  'mars-ascendant',
  'ascendant-ascendant',
  'jupiter-sun',
  'jupiter-moon',
  'jupiter-mercury',
  'jupiter-venus',
  'jupiter-mars',
  'jupiter-ascendant',
  'saturn-sun',
  'saturn-moon',
  'saturn-mercury',
  'saturn-venus',
  'saturn-mars',
  'saturn-ascendant',
  'uranus-sun',
  'uranus-moon',
  'uranus-venus',
  'neptune-sun',
  'neptune-moon',
  'neptune-venus',
  'pluto-sun',
  'pluto-moon',
  'pluto-venus',
  'pluto-mars',
] as const;
export type ReadPair = (typeof READ_PAIRS)[number];

/** How two signs stand to each other when only signs are known (same sign = conjunction; 'none': 1 or 5 signs apart). */
export type SignRelation = AspectType | 'none';

export interface ContactNames {
  /** The name of the person whose point is `pa` (person A of the pair as the frame is given it). */
  readonly a: string;
  readonly pa: SynastryPoint;
  readonly b: string;
  readonly pb: SynastryPoint;
}

export interface SynastryTexts {
  readonly grammar: Grammar;
  /** What the two people are called when the reader gives no names: 'Person 1', 'Person 2'. */
  readonly person: readonly [string, string];
  /** The rating beside the overall score, by band: 'Exceptional match', … 'Hard going'. 2-4 words. */
  readonly rating: Readonly<Record<Band, string>>;
  /**
   * The overall description's opening by band (1-2 sentences, no planets): what a score in this
   * band says about the pair as a whole. The planner adds the two contacts that weigh most.
   */
  readonly overall: Readonly<Record<Band, string>>;
  /**
   * Names a contact between exact positions, with its orb (already formatted: '1°12′'):
   * "Alex's Venus trines Sam's Mars, 1°12′ from exact." One sentence.
   */
  crossAspect(p: ContactNames & { type: AspectType; orb: string }): string;
  /**
   * Names a relation between two signs when only signs are known: "Alex's Sun in Aries and Sam's
   * Moon in Leo sit in trine signs." / same sign: "Alex's Sun and Sam's Moon are both in Aries." /
   * 'none': "Alex's Sun in Aries and Sam's Moon in Virgo form no classical aspect." One sentence.
   */
  signRelation(p: ContactNames & { signA: SignId; signB: SignId; relation: SignRelation }): string;
  /**
   * What a contact does between the two people, by pair and by how it is felt: 'blend' (a
   * conjunction: the two meet in one place), 'easy' (sextile, trine: it flows), 'tense' (square,
   * opposition: friction that asks for work, and often brings life). No planet, sign or aspect
   * named (see the rules above). The same entry reads whichever person holds which planet.
   */
  readonly contact: Readonly<Record<ReadPair, Readonly<Record<Harmony, string>>>>;
  /**
   * Names two key points of the exact charts that form no aspect within orb: "Alex's Venus and
   * Sam's Mars form no aspect within orb." (Whatever their signs: two points in one sign may
   * still be too far apart.) One sentence, no signs named.
   */
  noAspect(p: ContactNames): string;
  /** When two key points form no aspect (exact or by sign): one sentence on what that leaves open. No planets named. */
  readonly unaspected: string;
  /** "Alex's Venus falls in Sam's 7th house." (with the grammar's ordinal). One sentence. */
  overlay(p: { owner: string; point: SynastryPoint; host: string; house: number }): string;
  /**
   * What the other person's planet lights up when it falls in this house of the host's chart:
   * the part of the host's life it enters (1 self and looks, 2 money and worth, 3 talk and
   * daily errands, 4 home and family, 5 romance and play, 6 routines and care, 7 partnership,
   * 8 intimacy and shared resources, 9 travel and beliefs, 10 career and standing, 11 friends and
   * hopes, 12 the private, hidden life). No number, no planet named. 1-2 sentences.
   */
  readonly overlayMeaning: Readonly<Record<number, string>>;
  /** "The composite Sun, the midpoint of your two Suns, falls at 14°05′ Leo." (degree as given: '14°05′'). One sentence. */
  composite(p: { point: CompositePoint; sign: SignId; degree: string }): string;
  /** What the relationship itself is for, by the composite Sun's sign (no sign named: the frame named it). */
  readonly compositeSun: Readonly<Record<SignId, string>>;
  /** How the relationship is nourished, by the element of the composite Moon's sign. */
  readonly compositeMoon: Readonly<Record<'fire' | 'earth' | 'air' | 'water', string>>;
  /** How affection is shown between you, by the element of the composite Venus's sign. */
  readonly compositeVenus: Readonly<Record<'fire' | 'earth' | 'air' | 'water', string>>;
  /**
   * The guidance of a dynamics part by what its contacts are like: 'easy' (mostly flowing),
   * 'mixed', 'tense' (mostly friction), 'quiet' (no contact in this part: it is built, not given).
   * Concrete advice a counsellor would give, 1-2 sentences.
   */
  readonly guidance: Readonly<Record<Domain, Readonly<Record<'easy' | 'mixed' | 'tense' | 'quiet', string>>>>;
  /** The long-term outlook by band (the long-term score's), 1-2 sentences. */
  readonly outlook: Readonly<Record<Band, string>>;
  /**
   * Long-term advice, about the part of the relationship the weightiest contact concerns: `tense`
   * when that contact is friction (how to work with it over years), `easy` when it flows (how not
   * to take it for granted). 1-2 sentences.
   */
  readonly advice: Readonly<Record<Domain, Readonly<Record<'easy' | 'tense', string>>>>;
  /** A reading from signs alone says so: exact degrees, orbs, houses and the composite need both birth dates. */
  readonly signsOnly: string;
  /** Said when one person's birth time is unknown: "Without Sam's birth time, the reading places no planet in Sam's houses and leaves out the Ascendant." */
  noTime(name: string): string;
  /** The short labels of receipts and key factors. */
  readonly labels: {
    /** "Alex's Venus trine Sam's Mars (1°12′)" */
    crossAspect(p: ContactNames & { type: AspectType; orb: string }): string;
    /** "Alex's Sun in Aries, Sam's Moon in Leo (trine signs)" */
    signRelation(p: ContactNames & { signA: SignId; signB: SignId; relation: SignRelation }): string;
    /** "Alex's Venus in Sam's 7th house" */
    overlay(p: { owner: string; point: SynastryPoint; host: string; house: number }): string;
    /** "Composite Venus 14°05′ Leo" */
    composite(p: { point: CompositePoint; sign: SignId; degree: string }): string;
  };
  /**
   * The word a sentence about the composite chart uses ('composite', 'composite', 'compuesto',
   * 'composito', 'kompozit', 'संयुक्त', '组合'), as a regular expression: the verifier lets such a
   * sentence place a point in its composite sign.
   */
  readonly compositeWord: RegExp;
}
