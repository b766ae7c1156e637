/** One language's compatibility texts, loaded when first needed: each language is a chunk of its own. */
import type { Locale } from '../i18n/locales';
import { COMPATIBILITY_EN } from './texts.en';
import type { CompatibilityTexts } from './types';

const LOADERS: Readonly<Record<Locale, () => Promise<CompatibilityTexts>>> = {
  en: async () => COMPATIBILITY_EN,
  sr: () => import('./texts.sr').then((m) => m.COMPATIBILITY_SR),
  hi: () => import('./texts.hi').then((m) => m.COMPATIBILITY_HI),
  fr: () => import('./texts.fr').then((m) => m.COMPATIBILITY_FR),
  it: () => import('./texts.it').then((m) => m.COMPATIBILITY_IT),
  es: () => import('./texts.es').then((m) => m.COMPATIBILITY_ES),
  zh: () => import('./texts.zh').then((m) => m.COMPATIBILITY_ZH),
};

export function loadCompatibilityTexts(locale: Locale): Promise<CompatibilityTexts> {
  return LOADERS[locale]();
}
