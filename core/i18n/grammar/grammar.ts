/**
 * One grammar per language (docs/i18n/README.md#where-the-words-are): the names in the forms a
 * language's sentences need, ordinals, capitals, lists, clock and date phrases, the gap between
 * sentences and the typography a finished text gets. The horoscope, sky, coach and
 * interpretation texts of a language import its grammar (`core/i18n/grammar/<lc>.ts`) and keep
 * only sentences and phrase tables, so a term changes in one file per language and the same
 * helper names read the same in all seven.
 */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import type { Locale } from '../locales';

/** A calendar day in the reader's zone. */
export interface Day {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  readonly day: number;
}
/** A month of a year. */
export interface Month {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
}

/**
 * The forms a language declines its names into, beyond the bare name every language has
 * (`'name'`: the sign or planet as a title or a list shows it). Serbian has cases, Italian and
 * French articles fused with prepositions, Hindi the oblique; English and Chinese need few.
 */
export interface Forms {
  readonly sign: string;
  readonly planet: string;
  readonly ordinal: string;
  readonly month: string;
}

/**
 * The names take their forms through methods, so that a language's grammar with its own forms
 * ('loc', 'gen') stands in wherever any grammar is asked for (the writers use only the bare name,
 * the clock, lists, the gap and `finish`).
 */
export interface Grammar<F extends Forms = Forms> {
  readonly locale: Locale;
  /** The BCP 47 tag its Intl formatters use ('en-GB', 'sr-Latn', 'zh-Hans'). */
  readonly tag: string;
  /** A sign's name: bare ('Aries', 'Bélier', 'Ovan', 'मेष', '白羊座') or in one of the language's forms. */
  sign(id: SignId, form?: F['sign'] | 'name'): string;
  /** A planet's name: bare ('Sun', 'Soleil') or in one of the language's forms ('the Sun', 'du Soleil', 'Suncem'). */
  planet(id: PlanetId, form?: F['planet'] | 'name'): string;
  /** A house or pass number as an ordinal: '10th', '10e', '10.', '10वें', '第10'. */
  ordinal(n: number, form?: F['ordinal'] | 'name'): string;
  /** The text with its first letter in capitals. */
  readonly capitalize: (text: string) => string;
  /** Items joined as the language lists them ('a, b and c'; 'or' for alternatives), through Intl.ListFormat. */
  readonly list: (items: readonly string[], kind?: 'and' | 'or') => string;
  /**
   * A clock time on the reader's clock ('14:05', '15 h 06', 'u 14:05', 'अपराह्न 2:05'), with
   * its day when that is not `date` (the reading's day, YYYY-MM-DD); in UTC, said so, without a
   * zone or with one the runtime does not know.
   */
  readonly clock: (at: Date, timeZone?: string, date?: string) => string;
  /**
   * A day as a sentence names it ('17 November', '1er décembre', '17. novembra', '11月17日'),
   * with its year when it is not today's, or so far from today that a reader would take a
   * yearless date for the nearer occurrence.
   */
  readonly day: (day: Day, today: Day) => string;
  /** A month with its year ('March 2027', 'mars 2027', 'mart 2027.'), or in one of the language's forms ('u martu 2027.'). */
  month(month: Month, form?: F['month'] | 'name'): string;
  /** A month alone, without its year ('March', 'mars'), or in one of the language's forms ('martu'): 1-12. */
  monthName(month: number, form?: F['month'] | 'name'): string;
  /** A day in a list's short form ('14 Dec', '1er déc.', '14. dec.', '12月14日'). */
  readonly shortDay: (day: Day) => string;
  /** What stands between two sentences: a space, or nothing in Chinese. */
  readonly sentenceGap: string;
  /** A finished text as it is shown: French no-break spaces before ; : ! ? and inside « », else unchanged. */
  readonly finish: (text: string) => string;
}
