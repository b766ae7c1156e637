/**
 * The skeleton every language's grammar fills in: the clock's zone handling, the rule for when
 * a date names its year, Intl lists and dates. Only the phrasing is a language's own.
 */
import { dateTimeFormat } from '../intl-cache';
import type { Day, Month } from './grammar';

/** The first letter in capitals (by the language's own rules for the letter). */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A clock phrase from the language's words for the reader's clock and for UTC. */
export interface ClockWords {
  /** On the reader's clock in `timeZone`; `otherDay` when that is not the reading's day. */
  readonly local: (at: Date, timeZone: string, otherDay: boolean) => string;
  /** Without a zone, or with one the runtime does not know: UTC, said so. */
  readonly utc: (at: Date) => string;
}

/** The day an instant falls on in a zone, YYYY-MM-DD. */
export const dateIn = (at: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);

export const clockOf =
  (words: ClockWords) =>
  (at: Date, timeZone?: string, date?: string): string => {
    if (timeZone) {
      try {
        return words.local(at, timeZone, date !== undefined && dateIn(at, timeZone) !== date);
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return words.utc(at);
  };

/** Hours and minutes in UTC, two digits each: '07:05'. */
export const utcDigits = (at: Date) =>
  `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;

const HALF_YEAR_MS = 182 * 86_400_000;
const utcOf = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);

/**
 * Whether a day names its year: when it is not today's year, or lies so far from today that,
 * yearless, it would read as another year's ("2 March" written on 6 December reads as next
 * March, and the tense checker reads it so).
 */
export function namesYear(day: Day, today: Day): boolean {
  return day.year !== today.year || Math.abs(utcOf(day) - utcOf(today)) > HALF_YEAR_MS;
}

/** A day as Intl writes it in `tag` ('17 November', '7 January 2027'), with its year when `namesYear`. */
export function intlDay(tag: string, day: Day, today: Day): string {
  const options: Intl.DateTimeFormatOptions = namesYear(day, today)
    ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
    : { day: 'numeric', month: 'long', timeZone: 'UTC' };
  return dateTimeFormat(tag, options).format(new Date(utcOf(day)));
}

/** A month with its year as Intl writes it in `tag` ('March 2027'). */
export const intlMonth = (tag: string, month: Month) =>
  dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );

/** A month's name alone as Intl writes it in `tag` ('March'). */
export const intlMonthName = (tag: string, month: number) =>
  dateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, month - 1, 1)));

/** A day with its short month as Intl writes it in `tag` ('14 Dec'). */
export const intlShortDay = (tag: string, day: Day) =>
  dateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(utcOf(day)));

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items joined by Intl.ListFormat in `tag`; `last` may rewrite the words before the last item
 * (Italian 'ed' before a vowel e, Hindi without the comma before और).
 */
export function intlList(
  tag: string,
  items: readonly string[],
  kind: 'and' | 'or' = 'and',
  last?: (between: string, item: string) => string,
): string {
  const key = `${tag}|${kind}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: kind === 'and' ? 'conjunction' : 'disjunction' });
    listFormats.set(key, format);
  }
  if (!last || items.length < 2) return format.format(items);
  const parts = format.formatToParts(items);
  const at = parts.length - 2;
  const before = parts[at];
  const item = parts[at + 1];
  if (before?.type !== 'literal' || !item) return parts.map((p) => p.value).join('');
  return [...parts.slice(0, at).map((p) => p.value), last(before.value, item.value), item.value].join('');
}

/**
 * Every string in a writer's result passed once through the language's `finish` (French
 * spacing): the writers call it on what they return, so no template wraps its own sentences.
 */
export function finishAll<T>(value: T, finish: (text: string) => string): T {
  if (typeof value === 'string') return finish(value) as T;
  if (Array.isArray(value)) return value.map((v) => finishAll(v, finish)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, finishAll(v, finish)])) as T;
  return value;
}

/**
 * What every grammar writes as Intl does in its tag unless the language says otherwise: capitals,
 * lists, days, months, short days, a space between sentences and no typography to add. A grammar
 * spreads it and overrides what its language writes its own way.
 */
export const intlDefaults = (tag: string) => ({
  capitalize,
  list: (items: readonly string[], kind?: 'and' | 'or') => intlList(tag, items, kind),
  day: (day: Day, today: Day) => intlDay(tag, day, today),
  month: (month: Month) => intlMonth(tag, month),
  monthName: (month: number) => intlMonthName(tag, month),
  shortDay: (day: Day) => intlShortDay(tag, day),
  sentenceGap: ' ',
  finish: (text: string) => text,
});
