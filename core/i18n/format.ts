/**
 * Dates, times, numbers and prices as the reader's language writes them, through `Intl`
 * (issue 18, point 5). Each takes the locale; the web's `useFormat()` binds the active one. Prices:
 * `formatPrice` in core/plans.ts, with the locale's tag.
 */
import { LOCALE_INFO, type Locale } from './locales';

const tag = (locale: Locale) => LOCALE_INFO[locale].tag;

/** A calendar date (YYYY-MM-DD, read as that day wherever the reader is), e.g. "26 November 2026". */
export function formatCalendarDate(date: string, locale: Locale, style: 'long' | 'medium' | 'full' = 'long'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: style, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** An instant as date and time in a zone (the reader's by default). */
export function formatDateTime(
  at: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(tag(locale), options).format(new Date(at));
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(tag(locale), options).format(value);
}
