/**
 * The languages the interpretation texts are written in (docs/product.md#seven-languages). English is the only
 * one so far; a new language is one more id here and one more catalog in `catalog.ts`.
 */
export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
