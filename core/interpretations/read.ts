/**
 * Reading a language's interpretation texts: each lookup takes the catalogs to consult, the
 * requested language's first, then (on the server) English; and the spec's fallback sentence
 * in the first language where none has the text. Kept apart from the registry of all
 * languages (index.ts) so the browser loads only the reader's language.
 */
import { HARMONY, type Harmony } from '../astro/aspects';
import type { SignId } from '../zodiac';
import {
  type AnalysisPlanetId,
  type AspectText,
  type HouseText,
  type InterpretationCatalog,
  PAIR_POINTS,
  type PairPoint,
  type PairText,
  type TraitedText,
} from './types';

/** The catalogs a lookup consults, in order; never empty. */
export type Catalogs = readonly InterpretationCatalog[];

/** An own entry of a table (never one inherited from Object.prototype), or undefined. */
function lookup<V>(table: object | undefined, key: PropertyKey): V | undefined {
  return table && Object.hasOwn(table, key) ? (table as Record<PropertyKey, V>)[key] : undefined;
}

function firstText(cats: Catalogs, pick: (catalog: InterpretationCatalog) => string | undefined): string | undefined {
  for (const catalog of cats) {
    const text = pick(catalog);
    if (text) return text;
  }
  return undefined;
}

function primary(cats: Catalogs): InterpretationCatalog {
  return cats[0]!;
}

/** The sign's name as the requested language writes it (the id itself if unknown). */
export function signName(sign: SignId, cats: Catalogs): string {
  return firstText(cats, (c) => lookup<string>(c.signNames, sign)) ?? sign;
}

/** The Sun in a sign: identity and vitality. */
export function sunText(sign: SignId, cats: Catalogs): string {
  return firstText(cats, (c) => lookup<string>(c.sun, sign)) ?? primary(cats).fallbacks.sun(sign);
}

/** The Moon in a sign: emotional needs and comfort. */
export function moonText(sign: SignId, cats: Catalogs): string {
  return firstText(cats, (c) => lookup<string>(c.moon, sign)) ?? primary(cats).fallbacks.moon(sign);
}

/** The Ascendant in a sign: first impressions and the approach to life. */
export function risingText(sign: SignId, cats: Catalogs): string {
  return firstText(cats, (c) => lookup<string>(c.rising, sign)) ?? primary(cats).fallbacks.rising(sign);
}

/**
 * The chart's `interpretation {sun, moon, rising}` (docs/product.md#data), shaped like the spec's fallback:
 * an empty rising text when the birth time, and so the Ascendant, is unknown.
 */
export function bigThreeTexts(
  sun: SignId,
  moon: SignId,
  rising: SignId | null,
  cats: Catalogs,
): { sun: string; moon: string; rising: string } {
  return {
    sun: sunText(sun, cats),
    moon: moonText(moon, cats),
    rising: rising ? risingText(rising, cats) : '',
  };
}

function complete(entry: TraitedText | undefined): entry is TraitedText {
  return !!entry?.text && entry.traits?.length === 6 && entry.traits.every((t) => !!t);
}

/** What a planet governs, with six general traits: the spec's fallback description (docs/product.md#data). */
export function planetGeneral(planet: AnalysisPlanetId, cats: Catalogs): TraitedText {
  for (const catalog of cats) {
    const entry = lookup<{ general?: TraitedText }>(catalog.planets, planet)?.general;
    if (complete(entry)) return entry;
  }
  throw new RangeError(`Unknown planet: ${planet}`);
}

/** A planet in a sign, with six key influence traits; the planet's general text if missing. */
export function planetInSign(planet: AnalysisPlanetId, sign: SignId, cats: Catalogs): TraitedText {
  for (const catalog of cats) {
    const signs = lookup<{ signs?: object }>(catalog.planets, planet)?.signs;
    const entry = lookup<TraitedText>(signs, sign);
    if (complete(entry)) return entry;
  }
  return planetGeneral(planet, cats);
}

/** What a house governs and what it means under a planet placed there; generic outside 1-12. */
export function houseText(house: number, cats: Catalogs): HouseText {
  for (const catalog of cats) {
    const entry = lookup<HouseText>(catalog.houses, house);
    if (entry?.name && entry.governs && entry.occupied) return entry;
  }
  return primary(cats).fallbacks.house(house);
}

/** What an aspect means between two planets; the generic description for an unknown type (docs/product.md#validation). */
export function aspectText(type: string, cats: Catalogs): AspectText {
  for (const catalog of cats) {
    const entry = lookup<AspectText>(catalog.aspects, type);
    if (entry?.name && entry.text) return entry;
  }
  return primary(cats).fallbacks.aspect;
}

/**
 * What an aspect between two particular points means (by how the aspect is felt), written for
 * the pair; the aspect type's general text where the pair or the type is not one we read.
 */
export function pairText(a: string, b: string, type: string, cats: Catalogs): string {
  const harmony = lookup<Harmony>(HARMONY, type);
  const i = PAIR_POINTS.indexOf(a as PairPoint);
  const j = PAIR_POINTS.indexOf(b as PairPoint);
  if (harmony && i >= 0 && j >= 0 && i !== j) {
    const key = i < j ? `${a}-${b}` : `${b}-${a}`;
    const text = firstText(cats, (c) => lookup<PairText>(c.pairs, key)?.[harmony]);
    if (text) return text;
  }
  return aspectText(type, cats).text;
}
