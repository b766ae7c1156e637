/** Times and dates of the sky in the reader's language, on the reader's clock. */
import { dayPeriod } from '@core/i18n/intl-cache';

export function formatTime(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', ...dayPeriod(tag), timeZone }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...dayPeriod(tag),
    timeZone,
  }).format(new Date(iso));
}

export function formatDay(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

export const formatNumber = (value: number, tag: string, digits = 1) =>
  new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
