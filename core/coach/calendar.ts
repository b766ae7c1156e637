/**
 * The reader's calendar: which day is today on their clock, which day an instant falls on there,
 * and how a date is written in their language. Every date a text names is placed against this
 * today (past, today, ahead), never against the server's.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import { LOCALE_INFO, type Locale } from '../i18n/locales';

export interface ReaderCalendar {
  /** Today on the reader's clock, YYYY-MM-DD. */
  readonly today: string;
  /** The reader's day (YYYY-MM-DD) an instant falls on. */
  readonly dayOf: (iso: string) => string;
  /** "14 March" in the reader's language and zone. */
  readonly format: (iso: string) => string;
}

/** Beyond this many days from today a date names its year: "1 July" half a year away could be either. */
const YEARLESS_DAYS = 150;

export function readerCalendar(locale: Locale, timeZone: string, now: Date): ReaderCalendar {
  const days = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const near = dateTimeFormat(LOCALE_INFO[locale].tag, { timeZone, day: 'numeric', month: 'long' });
  const far = dateTimeFormat(LOCALE_INFO[locale].tag, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  const dayOf = (iso: string) => days.format(new Date(iso));
  const format = (iso: string) => {
    const at = new Date(iso);
    const text = Math.abs(at.getTime() - now.getTime()) > YEARLESS_DAYS * 86_400_000 ? far.format(at) : near.format(at);
    // French and Italian write the first of the month as an ordinal: « le 1er mars », «il 1° marzo».
    if (locale === 'fr') return text.replace(/^1 /, '1er ');
    if (locale === 'it') return text.replace(/^1 /, '1° ');
    return text;
  };
  return { today: dayOf(now.toISOString()), dayOf, format };
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
