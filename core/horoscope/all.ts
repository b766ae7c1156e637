/**
 * Every language's horoscope texts, for the Worker and the tests. The browser loads only the
 * reader's language, through `load.ts`.
 */
import type { Locale } from '../i18n/locales';
import { HOROSCOPE_EN } from './en';
import { HOROSCOPE_ES } from './es';
import { HOROSCOPE_FR } from './fr';
import { HOROSCOPE_HI } from './hi';
import { HOROSCOPE_IT } from './it';
import { HOROSCOPE_SR } from './sr';
import { HOROSCOPE_ZH } from './zh';
import type { HoroscopeTexts } from './texts';

export const HOROSCOPE_TEXTS: Readonly<Record<Locale, HoroscopeTexts>> = {
  en: HOROSCOPE_EN,
  es: HOROSCOPE_ES,
  zh: HOROSCOPE_ZH,
  it: HOROSCOPE_IT,
  sr: HOROSCOPE_SR,
  fr: HOROSCOPE_FR,
  hi: HOROSCOPE_HI,
};
