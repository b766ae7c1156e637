/**
 * The reader's calendar: which day is today on their clock, which day an instant falls on there,
 * and how a date is written in their language. Every date a text names is placed against this
 * today (past, today, ahead), never against the server's.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import { GRAMMAR } from '../i18n/grammar/index';
import type { Locale } from '../i18n/locales';

export interface ReaderCalendar {
  /** Today on the reader's clock, YYYY-MM-DD. */
  readonly today: string;
  /** The reader's day (YYYY-MM-DD) an instant falls on. */
  readonly dayOf: (iso: string) => string;
  /** "14 March" in the reader's language and zone, with its year when a reader needs it (core/i18n/grammar). */
  readonly format: (iso: string) => string;
}

export function readerCalendar(locale: Locale, timeZone: string, now: Date): ReaderCalendar {
  const days = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayOf = (iso: string) => days.format(new Date(iso));
  const today = dayOf(now.toISOString());
  const civil = (ymd: string) => {
    const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  };
  const format = (iso: string) => GRAMMAR[locale].day(civil(dayOf(iso)), civil(today));
  return { today, dayOf, format };
}

/** Where a contact's exact passes stand against the reader's today: the last one before, today's, the next one after. */
export interface PassesAgainstToday {
  readonly past: string | null;
  readonly today: string | null;
  readonly next: string | null;
}

export function passesAgainst(
  passes: readonly string[],
  calendar: Pick<ReaderCalendar, 'today' | 'dayOf'>,
): PassesAgainstToday {
  let past: string | null = null;
  let today: string | null = null;
  let next: string | null = null;
  for (const pass of [...passes].sort()) {
    const day = calendar.dayOf(pass);
    if (day < calendar.today) past = pass;
    else if (day === calendar.today) today ??= pass;
    else next ??= pass;
  }
  return { past, today, next };
}
