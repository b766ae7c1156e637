/**
 * Every language's horoscope texts, for the Worker and the tests, loaded by language
 * (core/i18n/texts.ts). The browser loads only the reader's language, through `load.ts`.
 */
import type { Locale } from '../i18n/locales';
import { textsByLocale } from '../i18n/texts';
import type { HoroscopeTexts } from './texts';

export const HOROSCOPE_TEXTS: Readonly<Record<Locale, HoroscopeTexts>> = textsByLocale('horoscope');
