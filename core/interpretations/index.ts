/**
 * The built-in interpretation texts (docs/product.md#data premium analysis, docs/product.md#errors fallbacks), by locale
 * (docs/product.md#seven-languages). Each lookup takes the requested language's text, then the English one, then
 * the spec's fallback sentence in the requested language.
 */
import type { SignId } from '../zodiac';
import { INTERPRETATIONS } from './catalog';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { natalTextsFrom } from './natal-texts';
import * as r from './read';
import type { AnalysisPlanetId, InterpretationCatalog } from './types';

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
  PAIR_POINTS,
  type PairKey,
  type PairPoint,
  type PairText,
  type PlanetTexts,
  type SignTexts,
  type TraitedText,
  type Traits,
} from './types';

/** The requested catalog, then the English one: both consulted by every lookup. */
function catalogs(locale: Locale): InterpretationCatalog[] {
  const requested = Object.hasOwn(INTERPRETATIONS, locale) ? INTERPRETATIONS[locale] : undefined;
  const english = INTERPRETATIONS[DEFAULT_LOCALE] as InterpretationCatalog;
  return requested && requested !== english ? [requested, english] : [english];
}

/** The sign's name as the requested language writes it (the id itself if unknown). */
export const signName = (sign: SignId, locale: Locale = DEFAULT_LOCALE) => r.signName(sign, catalogs(locale));
/** The Sun in a sign: identity and vitality. */
export const sunText = (sign: SignId, locale: Locale = DEFAULT_LOCALE) => r.sunText(sign, catalogs(locale));
/** The Moon in a sign: emotional needs and comfort. */
export const moonText = (sign: SignId, locale: Locale = DEFAULT_LOCALE) => r.moonText(sign, catalogs(locale));
/** The Ascendant in a sign: first impressions and the approach to life. */
export const risingText = (sign: SignId, locale: Locale = DEFAULT_LOCALE) => r.risingText(sign, catalogs(locale));
/** The chart's `interpretation {sun, moon, rising}` (docs/product.md#data). */
export const bigThreeTexts = (sun: SignId, moon: SignId, rising: SignId | null, locale: Locale = DEFAULT_LOCALE) =>
  r.bigThreeTexts(sun, moon, rising, catalogs(locale));
/** What a planet governs, with six general traits: the spec's fallback description (docs/product.md#data). */
export const planetGeneral = (planet: AnalysisPlanetId, locale: Locale = DEFAULT_LOCALE) =>
  r.planetGeneral(planet, catalogs(locale));
/** A planet in a sign, with six key influence traits; the planet's general text if missing. */
export const planetInSign = (planet: AnalysisPlanetId, sign: SignId, locale: Locale = DEFAULT_LOCALE) =>
  r.planetInSign(planet, sign, catalogs(locale));
/** What a house governs and what it means under a planet placed there; generic outside 1-12. */
export const houseText = (house: number, locale: Locale = DEFAULT_LOCALE) => r.houseText(house, catalogs(locale));
/** What an aspect means between two planets; the generic description for an unknown type (docs/product.md#validation). */
export const aspectText = (type: string, locale: Locale = DEFAULT_LOCALE) => r.aspectText(type, catalogs(locale));
/** What an aspect between two particular points means; the aspect type's text for other points. */
export const pairText = (a: string, b: string, type: string, locale: Locale = DEFAULT_LOCALE) =>
  r.pairText(a, b, type, catalogs(locale));

/** The texts of a chart in `locale` (English by default), for the server. */
export const natalTextsFor = (locale: Locale = DEFAULT_LOCALE) => natalTextsFrom(catalogs(locale));
