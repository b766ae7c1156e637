/**
 * One language's horoscope texts, loaded when a reader first asks for them: each language is
 * its own chunk in the browser build, so a reader downloads only theirs.
 */
import type { Locale } from '../i18n/locales';
import { HOROSCOPE_EN } from './en';
import type { HoroscopeTexts } from './texts';

const LOADERS: Readonly<Partial<Record<Locale, () => Promise<HoroscopeTexts>>>> = {
  en: async () => HOROSCOPE_EN,
  hi: () => import('./hi').then((m) => m.HOROSCOPE_HI),
};

/** The texts of `locale`, or English where that language has none. */
export function loadHoroscopeTexts(locale: Locale): Promise<HoroscopeTexts> {
  return (LOADERS[locale] ?? LOADERS.en!)();
}
