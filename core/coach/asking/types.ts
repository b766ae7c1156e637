/**
 * How people ask, in one language: the words that place a question in time (its frame) and in a
 * part of life (its topics). The plan of an answer starts here: a question about "this month" is
 * answered with the month's sky, a question about a raise with the houses of work and money.
 *
 * Every list holds lower-case words, stems and phrases as people type them: with and without
 * diacritics where people drop them, common misspellings, slang and loanwords. An entry matches
 * at the start of a word ("relationship" also finds "relationships"); end it with `$` to match a
 * whole word only ("art$" finds "art" but not "article"). In a language written without spaces
 * (`wordBoundaries: false` in its coach lexicon) entries match anywhere. Phrases may hold spaces.
 */

/** When a question is about. */
export type FrameKind = 'natal' | 'now' | 'lately' | 'week' | 'month' | 'year' | 'date' | 'when';

/** The parts of life a question can ask about. */
export const LIFE_TOPICS = [
  'love',
  'money',
  'work',
  'home',
  'health',
  'family',
  'study',
  'move',
  'creativity',
  'spirituality',
  'self',
] as const;
export type LifeTopic = (typeof LIFE_TOPICS)[number];

export interface AskingFrames {
  /** Now, today, tonight, at the moment, currently, these days, right now. */
  readonly now: readonly string[];
  /** Lately, recently, these past weeks, "why do I feel", "I've been feeling". */
  readonly lately: readonly string[];
  /** This week, the coming days, this weekend. */
  readonly week: readonly string[];
  /** Next week. */
  readonly nextWeek: readonly string[];
  /** This month, the coming weeks. */
  readonly month: readonly string[];
  /** Next month. */
  readonly nextMonth: readonly string[];
  /** This year, the coming months. */
  readonly year: readonly string[];
  /** Next year. */
  readonly nextYear: readonly string[];
  /** Tomorrow, tomorrow night. */
  readonly tomorrow: readonly string[];
  /** The day after tomorrow (read before `tomorrow`, which it contains in some languages). */
  readonly dayAfterTomorrow: readonly string[];
  /**
   * A question asking for a time ahead: "when will", "when should", "when is a good time", "how
   * long until", "what's the best time". Phrases rather than the bare word where the bare word
   * also starts other clauses ("when I was a child").
   */
  readonly when: readonly string[];
}

export interface AskingLexicon {
  readonly frames: AskingFrames;
  /**
   * The twelve months, January first, each in every form people type (cases, abbreviations with
   * and without a dot, numbers where the language writes months as numbers: Chinese "3月", "三月").
   * A number of 1-31 written next to a month is read as the day.
   */
  readonly months: readonly [
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
    readonly string[],
  ];
  /**
   * Days people call by a name, read as that date: Valentine's Day is 14 February (not named
   * where the language's readers do not keep it).
   */
  readonly namedDays?: readonly { readonly words: readonly string[]; readonly month: number; readonly day: number }[];
  /**
   * The words of each part of life. No planet, sign or house names here (a question about "my
   * Venus" names a placement, not a topic): 25-60 entries a topic, the everyday words first.
   */
  readonly topics: Readonly<Record<LifeTopic, readonly string[]>>;
}
