/** The languages of the interpretation texts: the product's seven (core/i18n/locales.ts). */
export { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from '../i18n/locales';
