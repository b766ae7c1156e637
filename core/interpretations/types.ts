import type { AspectType } from '../astro/aspects';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';

/**
 * The shape of one language's interpretation texts. Every text is a whole sentence or paragraph
 * written for its key; the only templates are the spec's fallback sentences, each a complete
 * sentence per language with the sign name (or house number) as its one slot.
 */

/** The planets of the premium planetary analysis (docs/product.md#data): all but the Sun and the Moon. */
export type AnalysisPlanetId = Exclude<PlanetId, 'sun' | 'moon'>;
export const ANALYSIS_PLANET_IDS: readonly AnalysisPlanetId[] = PLANET_IDS.filter(
  (id): id is AnalysisPlanetId => id !== 'sun' && id !== 'moon',
);

export const HOUSE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type HouseNumber = (typeof HOUSE_NUMBERS)[number];

/** Exactly six key influence traits (docs/product.md#data), each a short phrase. */
export type Traits = readonly [string, string, string, string, string, string];

/** A paragraph with its six key influence traits. */
export interface TraitedText {
  readonly text: string;
  readonly traits: Traits;
}

export type SignTexts = Readonly<Record<SignId, string>>;

export interface PlanetTexts {
  /** What the planet governs, shown when no text exists for its sign (docs/product.md#data). */
  readonly general: TraitedText;
  readonly signs: Readonly<Record<SignId, TraitedText>>;
}

export interface HouseText {
  /** "First House", and so on. */
  readonly name: string;
  /** What the house governs. */
  readonly governs: string;
  /** The house's meaning as it reads under a planet placed there (no planet named). */
  readonly occupied: string;
}

export interface AspectText {
  readonly name: string;
  /** What the aspect means between two planets. */
  readonly text: string;
}

/**
 * The chart points natal aspects are read between (core/astro/chart.ts): the ten planets, the
 * Moon's (true) north node and the two angles.
 */
export const PAIR_POINTS = [...PLANET_IDS, 'trueNode', 'ascendant', 'midheaven'] as const;
export type PairPoint = (typeof PAIR_POINTS)[number];
type PairsOf<T extends readonly string[]> = T extends readonly [infer H extends string, ...infer R extends string[]]
  ? `${H}-${R[number]}` | PairsOf<R>
  : never;
/** Two points in the order of PAIR_POINTS: 'sun-saturn', 'venus-uranus', 'ascendant-midheaven' (78 pairs). */
export type PairKey = PairsOf<typeof PAIR_POINTS>;

/**
 * What an aspect between two particular points means, by how the aspect is felt
 * (core/astro/aspects.ts HARMONY): `blend` the conjunction, `easy` the sextile and trine, `tense`
 * the square and opposition. Each one or two sentences, second person, naming no sign, house
 * number, date or duration.
 */
export interface PairText {
  readonly blend: string;
  readonly easy: string;
  readonly tense: string;
}

export interface FallbackTexts {
  /** 'Your {sign} nature shapes your core personality.' (docs/product.md#errors) */
  readonly sun: (sign: SignId) => string;
  /** 'Your {sign} moon influences your emotional nature.' (docs/product.md#errors) */
  readonly moon: (sign: SignId) => string;
  /** 'Your {sign} rising affects how others see you.' (docs/product.md#errors) */
  readonly rising: (sign: SignId) => string;
  /** A house outside 1-12. */
  readonly house: (houseNumber: number) => HouseText;
  /** The generic description of an unknown aspect type (docs/product.md#validation). */
  readonly aspect: AspectText;
}

export interface InterpretationCatalog {
  /** Sign names as the fallback sentences print them. */
  readonly signNames: SignTexts;
  /** The Sun in each sign: identity and vitality. */
  readonly sun: SignTexts;
  /** The Moon in each sign: emotional needs and comfort. */
  readonly moon: SignTexts;
  /** The Ascendant in each sign: first impressions and approach to life. */
  readonly rising: SignTexts;
  readonly planets: Readonly<Record<AnalysisPlanetId, PlanetTexts>>;
  readonly houses: Readonly<Record<HouseNumber, HouseText>>;
  readonly aspects: Readonly<Record<AspectType, AspectText>>;
  /** Every pair of chart points, read by the kind of aspect between them. */
  readonly pairs: Readonly<Record<PairKey, PairText>>;
  readonly fallbacks: FallbackTexts;
}
