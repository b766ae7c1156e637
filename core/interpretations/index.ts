/**
 * The built-in interpretation texts (docs/product.md#data premium analysis, docs/product.md#errors fallbacks), by locale
 * (docs/product.md#seven-languages). Each lookup takes the requested language's text, then the English one, then
 * the spec's fallback sentence in the requested language.
 */
import type { SignId } from '../zodiac';
import { INTERPRETATIONS } from './catalog';
import { DEFAULT_LOCALE, type Locale } from './locale';
import type { AnalysisPlanetId, AspectText, HouseText, InterpretationCatalog, TraitedText } from './types';

export { INTERPRETATIONS } from './catalog';
export { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from './locale';
export {
  ANALYSIS_PLANET_IDS,
  type AnalysisPlanetId,
  type AspectText,
  HOUSE_NUMBERS,
  type HouseNumber,
  type HouseText,
  type InterpretationCatalog,
  type PlanetTexts,
  type SignTexts,
  type TraitedText,
  type Traits,
} from './types';

/** The requested catalog, then the English one: both consulted by every lookup. */
function catalogs(locale: Locale): InterpretationCatalog[] {
  const requested = lookup<InterpretationCatalog>(INTERPRETATIONS, locale);
  const english = INTERPRETATIONS[DEFAULT_LOCALE] as InterpretationCatalog;
  return requested && requested !== english ? [requested, english] : [english];
}

/** An own entry of a table (never one inherited from Object.prototype), or undefined. */
function lookup<V>(table: object | undefined, key: PropertyKey): V | undefined {
  return table && Object.hasOwn(table, key) ? (table as Record<PropertyKey, V>)[key] : undefined;
}

function firstText(locale: Locale, pick: (catalog: InterpretationCatalog) => string | undefined): string | undefined {
  for (const catalog of catalogs(locale)) {
    const text = pick(catalog);
    if (text) return text;
  }
  return undefined;
}

function primary(locale: Locale): InterpretationCatalog {
  return catalogs(locale)[0]!;
}

/** The sign's name as the requested language writes it (the id itself if unknown). */
export function signName(sign: SignId, locale: Locale = DEFAULT_LOCALE): string {
  return firstText(locale, (c) => lookup<string>(c.signNames, sign)) ?? sign;
}

/** The Sun in a sign: identity and vitality. */
export function sunText(sign: SignId, locale: Locale = DEFAULT_LOCALE): string {
  return firstText(locale, (c) => lookup<string>(c.sun, sign)) ?? primary(locale).fallbacks.sun(sign);
}

/** The Moon in a sign: emotional needs and comfort. */
export function moonText(sign: SignId, locale: Locale = DEFAULT_LOCALE): string {
  return firstText(locale, (c) => lookup<string>(c.moon, sign)) ?? primary(locale).fallbacks.moon(sign);
}

/** The Ascendant in a sign: first impressions and the approach to life. */
export function risingText(sign: SignId, locale: Locale = DEFAULT_LOCALE): string {
  return firstText(locale, (c) => lookup<string>(c.rising, sign)) ?? primary(locale).fallbacks.rising(sign);
}

/**
 * The chart's `interpretation {sun, moon, rising}` (docs/product.md#data), shaped like the spec's fallback:
 * an empty rising text when the birth time, and so the Ascendant, is unknown.
 */
export function bigThreeTexts(
  sun: SignId,
  moon: SignId,
  rising: SignId | null,
  locale: Locale = DEFAULT_LOCALE,
): { sun: string; moon: string; rising: string } {
  return {
    sun: sunText(sun, locale),
    moon: moonText(moon, locale),
    rising: rising ? risingText(rising, locale) : '',
  };
}

function complete(entry: TraitedText | undefined): entry is TraitedText {
  return !!entry?.text && entry.traits?.length === 6 && entry.traits.every((t) => !!t);
}

/** What a planet governs, with six general traits: the spec's fallback description (docs/product.md#data). */
export function planetGeneral(planet: AnalysisPlanetId, locale: Locale = DEFAULT_LOCALE): TraitedText {
  for (const catalog of catalogs(locale)) {
    const entry = lookup<{ general?: TraitedText }>(catalog.planets, planet)?.general;
    if (complete(entry)) return entry;
  }
  throw new RangeError(`Unknown planet: ${planet}`);
}

/** A planet in a sign, with six key influence traits; the planet's general text if missing. */
export function planetInSign(planet: AnalysisPlanetId, sign: SignId, locale: Locale = DEFAULT_LOCALE): TraitedText {
  for (const catalog of catalogs(locale)) {
    const signs = lookup<{ signs?: object }>(catalog.planets, planet)?.signs;
    const entry = lookup<TraitedText>(signs, sign);
    if (complete(entry)) return entry;
  }
  return planetGeneral(planet, locale);
}

/** What a house governs and what it means under a planet placed there; generic outside 1-12. */
export function houseText(house: number, locale: Locale = DEFAULT_LOCALE): HouseText {
  for (const catalog of catalogs(locale)) {
    const entry = lookup<HouseText>(catalog.houses, house);
    if (entry?.name && entry.governs && entry.occupied) return entry;
  }
  return primary(locale).fallbacks.house(house);
}

/** What an aspect means between two planets; the generic description for an unknown type (docs/product.md#validation). */
export function aspectText(type: string, locale: Locale = DEFAULT_LOCALE): AspectText {
  for (const catalog of catalogs(locale)) {
    const entry = lookup<AspectText>(catalog.aspects, type);
    if (entry?.name && entry.text) return entry;
  }
  return primary(locale).fallbacks.aspect;
}
