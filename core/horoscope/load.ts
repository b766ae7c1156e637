/**
 * One language's horoscope texts, loaded when a reader first asks for them: each language is
 * its own chunk in the browser build, so a reader downloads only theirs.
 */
import type { Locale } from '../i18n/locales';
import { HOROSCOPE_EN } from './en';
import type { HoroscopeTexts } from './texts';

const LOADERS: Readonly<Record<Locale, () => Promise<HoroscopeTexts>>> = {
  en: async () => HOROSCOPE_EN,
  es: () => import('./es').then((m) => m.HOROSCOPE_ES),
  zh: () => import('./zh').then((m) => m.HOROSCOPE_ZH),
  it: () => import('./it').then((m) => m.HOROSCOPE_IT),
  sr: () => import('./sr').then((m) => m.HOROSCOPE_SR),
  fr: () => import('./fr').then((m) => m.HOROSCOPE_FR),
  hi: () => import('./hi').then((m) => m.HOROSCOPE_HI),
};

/** The texts of `locale`. */
export function loadHoroscopeTexts(locale: Locale): Promise<HoroscopeTexts> {
  return LOADERS[locale]();
}
