/**
 * Reads a finished text for the dates it names and the tense it names them in: a date before
 * the reader's today must be said in the past ("was exact on 17 November"), and a later one never
 * in the past ("will be exact again on 7 January", or plainly "on 7 January"). It knows nothing of our templates: it finds every
 * date written the way the language writes dates (a yearless one is the occurrence nearest
 * today), and looks at the words that govern it in that language (before the date in most, after it in Hindi, whose verb comes last).
 */
import { GRAMMAR } from '../i18n/grammar/index';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { SERBIAN_MONTHS_GENITIVE } from '../i18n/serbian-dates';
import type { ReaderCalendar } from './calendar';
import { sentencesOf } from './sentences';

interface TenseMarkers {
  readonly past: RegExp;
  readonly future: RegExp;
  /** Where the verb that governs a date stands: before it, or after it (Hindi). */
  readonly governs: 'before' | 'after';
}

/** Whole words (JavaScript's \b knows no accented letter). */
const words = (...list: string[]) => new RegExp(`(?<!\\p{L})(${list.join('|')})(?!\\p{L})`, 'iu');

/** Whole Devanagari words: a vowel sign is part of the word (थी is not a word inside साथी). */
const devanagari = (...list: string[]) => new RegExp(`(?<![\\p{L}\\p{M}])(${list.join('|')})(?![\\p{L}\\p{M}])`, 'u');

const MARKERS: Readonly<Record<Locale, TenseMarkers>> = {
  en: {
    past: words('was', 'were', 'happened', 'came', 'turned', 'stood'),
    future: words('will', 'comes', 'is due'),
    governs: 'before',
  },
  fr: {
    past: words('a été', 'était', 'fut', 'a eu lieu', 'est entré', 'est entrée', 'a commencé'),
    future: words('sera', 'viendra', 'aura lieu'),
    governs: 'before',
  },
  es: {
    past: words('fue', 'estuvo', 'ocurrió', 'entró', 'empezó', 'comenzó'),
    future: words('será', 'volverá', 'llegará'),
    governs: 'before',
  },
  it: {
    past: words('è stato', 'è stata', 'era', 'fu', 'è entrato', 'è entrata', 'è iniziato', 'è iniziata'),
    future: words('sarà', 'arriverà'),
    governs: 'before',
  },
  sr: {
    past: words('bio', 'bila', 'bilo', 'počeo', 'počela', 'ušao', 'ušla'),
    future: words('će', 'biće'),
    governs: 'before',
  },
  hi: {
    past: devanagari('था', 'थी', 'थे'),
    future: devanagari('होगा', 'होगी', 'होंगे', 'आएगा', 'आएगी'),
    governs: 'after',
  },
  zh: { past: /(已于|已经|曾)/u, future: /(将于|将会|还会)/u, governs: 'before' },
};

export interface Misdated {
  readonly sentence: string;
  readonly date: string;
  readonly day: string;
  readonly said: 'past' | 'future' | 'unmarked' | 'both';
}

/** A written date found in a text: where it stands, and its day. */
interface DateSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly day: string;
}

/**
 * How a language writes a date, learnt from the language itself: each month's date with and
 * without its year, the day (and year) turned into digits to match. Cached per language.
 */
/**
 * Month names a language also writes in dates that its own date format does not: Serbian names
 * the day of a month in the genitive too ("7. januara", "3. novembra").
 */
const OTHER_MONTH_FORMS: Partial<Record<Locale, readonly string[]>> = {
  sr: SERBIAN_MONTHS_GENITIVE,
};

const PATTERNS = new Map<Locale, { month: number; withYear: boolean; re: RegExp }[]>();

function patternsOf(locale: Locale): { month: number; withYear: boolean; re: RegExp }[] {
  let patterns = PATTERNS.get(locale);
  if (patterns) return patterns;
  patterns = [];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Our texts write dates through the language's grammar (British order in English); a model's
  // answer may use the language's default order ("November 17"): both are read.
  for (const tag of new Set([GRAMMAR[locale].tag, LOCALE_INFO[locale].tag])) {
    const near = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'long' });
    const far = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 1; month <= 12; month++) {
      const sample = new Date(Date.UTC(2033, month - 1, 27));
      for (const [format, withYear] of [
        [far, true],
        [near, false],
      ] as const) {
        const written = format.format(sample);
        const name = format.formatToParts(sample).find((p) => p.type === 'month')?.value ?? '';
        const other = OTHER_MONTH_FORMS[locale]?.[month - 1];
        const source = literal(written)
          // The longer form first, so that "novembra" is not read as "novembar" cut short.
          .replace(literal(name), other ? `(?:${literal(other)}|${literal(name)})` : literal(name))
          // Serbian ends a date with its year in a full stop ("27. jul 2033."), which a sentence may not write.
          .replace(/\\\.$/, '(?:\\.)?')
          .replace('2033', '(?<year>\\d{4})')
          // The first of a month as French and Italian write it ("1er", "1º", "1°"); never the start of a
          // year ("August 2028" is no 20 August).
          .replace('27', '(?<day>\\d{1,2})(?:er|°|º)?(?!\\p{N})');
        patterns.push({ month, withYear, re: new RegExp(`(?<!\\p{N})${source}`, 'gu') });
      }
    }
  }
  PATTERNS.set(locale, patterns);
  return patterns;
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The dates written in a sentence; a date without its year is the occurrence nearest today. */
function datesIn(sentence: string, locale: Locale, today: string): DateSpan[] {
  const spans: DateSpan[] = [];
  const year = Number(today.slice(0, 4));
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (const { month, withYear, re } of patternsOf(locale)) {
    for (const match of sentence.matchAll(re)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (spans.some((s) => start < s.end && end > s.start)) continue;
      const day = Number(match.groups?.day);
      const candidates = withYear ? [Number(match.groups?.year)] : [year - 1, year, year + 1];
      const nearest = candidates
        .map((y) => iso(y, month, day))
        .sort((a, b) => Math.abs(Date.parse(a) - todayMs) - Math.abs(Date.parse(b) - todayMs))[0] as string;
      spans.push({ start, end, text: match[0], day: nearest });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function misdatedSentences(text: string, locale: Locale, calendar: Pick<ReaderCalendar, 'today'>): Misdated[] {
  const markers = MARKERS[locale];
  const found: Misdated[] = [];
  for (const sentence of sentencesOf(text)) {
    const spans = datesIn(sentence, locale, calendar.today);
    spans.forEach((span, i) => {
      if (span.day === calendar.today) return;
      const governing =
        markers.governs === 'before'
          ? sentence.slice(i > 0 ? (spans[i - 1] as DateSpan).end : 0, span.start)
          : sentence.slice(span.end, i + 1 < spans.length ? (spans[i + 1] as DateSpan).start : undefined);
      const past = markers.past.test(governing);
      const future = markers.future.test(governing);
      const said = past && future ? 'both' : past ? 'past' : future ? 'future' : 'unmarked';
      // A past date must be said in the past; a date ahead may be plain ("on 3 June") but never past.
      const wrong = span.day < calendar.today ? said !== 'past' : said === 'past' || said === 'both';
      if (wrong) found.push({ sentence, date: span.text, day: span.day, said });
    });
  }
  return found;
}

/** The dates a text names, for a sweep to count what it checked. */
export function datesNamed(text: string, locale: Locale, today: string): string[] {
  return sentencesOf(text).flatMap((s) => datesIn(s, locale, today).map((d) => d.day));
}
