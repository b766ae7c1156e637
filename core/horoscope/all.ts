/**
 * Every language's horoscope texts, for the Worker and the tests. The browser loads only the
 * reader's language, through `load.ts`.
 */
import type { Locale } from '../i18n/locales';
import { HOROSCOPE_EN } from './en';
import { HOROSCOPE_HI } from './hi';
import type { HoroscopeTexts } from './texts';

export const HOROSCOPE_TEXTS: Readonly<Partial<Record<Locale, HoroscopeTexts>>> = {
  en: HOROSCOPE_EN,
  hi: HOROSCOPE_HI,
};
