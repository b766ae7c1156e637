import { dateTimeFormat, dayPeriod } from '@core/i18n/intl-cache';
import { type Day, GRAMMAR } from '@core/i18n/grammar';
import type { Locale } from '@core/i18n/locales';
import { localDate } from '@web/lib/local-date';

const dayOf = (ymd: string): Day => {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const today = () => dayOf(localDate());
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment of a table row (a sign-in, an audit entry), in the reader's language and clock. */
export const formatWhen = (tag: string, iso: string) =>
  dateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...dayPeriod(tag),
  }).format(new Date(iso));

/** The day of a moment as a sentence names it ('1er décembre', '7. decembra'), on the reader's calendar. */
export const sentenceDay = (locale: Locale, iso: string) =>
  GRAMMAR[locale].day(dayOf(localDate(new Date(iso))), today());

/** A clock time on the reader's clock, with its day when that is not today. */
export const clockTime = (locale: Locale, iso: string) => GRAMMAR[locale].clock(new Date(iso), zone(), localDate());

/** A UTC day of the visit counts in a list's short form ('14 Dec', '1er déc.'). */
export const chartDay = (locale: Locale, day: string) => GRAMMAR[locale].shortDay(dayOf(day));
