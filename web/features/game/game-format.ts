/** The game's dates: a gem's day is a UTC calendar day; the next rotation is shown on the reader's clock. */
import { dayNumber } from '@core/time/utc-days';
import { dateTimeFormat, dayPeriod } from '@core/i18n/intl-cache';

/** "6 Dec 2026" for the UTC day "2026-12-06", in the reader's language. */
export const formatDay = (day: string, tag: string) =>
  dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant's date, in full, on the reader's clock. */
export const formatDate = (iso: string, tag: string) =>
  dateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso));

/** An instant's time on the reader's clock ("01:00", "रात 1:00"). */
export const formatTime = (iso: string, tag: string) =>
  dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', ...dayPeriod(tag) }).format(new Date(iso));

/** "December 2026" for "2026-12". */
export const formatMonth = (month: string, tag: string) =>
  dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Whole days from the UTC day `from` to the UTC day `to`. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
