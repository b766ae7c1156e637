/**
 * A question's frame and topics, read with its language's asking lexicon (./types.ts). Pure and
 * cheap: a few hundred substring searches over a message of at most a thousand characters.
 */
import type { AskingLexicon, FrameKind, LifeTopic } from './types';
import { LIFE_TOPICS } from './types';

export interface Frame {
  readonly kind: FrameKind;
  /** 1 for "next week/month/year" and "tomorrow", 2 for the day after tomorrow; 0 otherwise. */
  readonly offset: number;
  /** A named month (1-12) and, when written beside it, its day. */
  readonly month?: number;
  readonly day?: number;
}

export interface AskedAbout {
  readonly frame: Frame;
  /** At most two, the most insistent first. */
  readonly topics: readonly LifeTopic[];
}

/** Accents dropped from Latin letters only: a Devanagari vowel sign is a letter of the word, not an accent. */
const stripMarks = (text: string) =>
  text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** Digits and the Chinese numerals: "11月" must not be read as "1月", nor "十二月" as "二月". */
const NUMBER_CHAR = /[\p{N}〇零一二两三四五六七八九十]/u;

/** The message in the two forms an entry is looked for in: as typed, and without diacritics. */
export interface Folded {
  readonly text: string;
  readonly bare: string;
  readonly boundaries: boolean;
}

export function foldMessage(message: string, boundaries: boolean): Folded {
  const text = fold(message);
  return { text, bare: stripMarks(text), boundaries };
}

/** Where an entry occurs (the first place), or -1. An entry without diacritics is also looked for in the bare text. */
export function findEntry(message: Folded, entry: string): { at: number; length: number } | null {
  let word = fold(entry.trim());
  const whole = word.endsWith('$');
  if (whole) word = word.slice(0, -1);
  if (!word) return null;
  const haystacks = word === stripMarks(word) ? [message.text, message.bare] : [message.text];
  for (const haystack of haystacks) {
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(word, from);
      if (at < 0) break;
      from = at + 1;
      const before = at === 0 ? '' : (haystack[at - 1] ?? '');
      const after = haystack[at + word.length] ?? '';
      if (message.boundaries && before && WORD_CHAR.test(before)) continue;
      if (whole && after && WORD_CHAR.test(after)) continue;
      if (NUMBER_CHAR.test(word[0] ?? '') && before && NUMBER_CHAR.test(before)) continue;
      return { at, length: word.length };
    }
  }
  return null;
}

/** The message with the phrases of a list blanked out. */
function without(message: Folded, entries: readonly string[]): Folded {
  let { text, bare } = message;
  for (const entry of entries) {
    const word = fold(entry.trim()).replace(/\$$/, '');
    if (!word.includes(' ')) continue;
    text = text.replaceAll(word, ' '.repeat(word.length));
    bare = bare.replaceAll(stripMarks(word), ' '.repeat(word.length));
  }
  return { ...message, text, bare };
}

const countIn = (message: Folded, entries: readonly string[]) =>
  entries.reduce((n, entry) => n + (findEntry(message, entry) ? 1 : 0), 0);

/** The day written beside a month ("14 February", "February 14th", "14. februar", "2月14日"), if any. */
function dayBeside(message: Folded, at: number, length: number): number | undefined {
  const before = message.text.slice(Math.max(0, at - 8), at);
  const after = message.text.slice(at + length, at + length + 8);
  const found = /(?:^|[^\p{N}])(\d{1,2})\D{0,4}$/u.exec(before) ?? /^\D{0,4}?(\d{1,2})(?!\d|[:h.]\d)/u.exec(after);
  const day = found ? Number(found[1]) : Number.NaN;
  return day >= 1 && day <= 31 ? day : undefined;
}

function namedMonth(message: Folded, months: AskingLexicon['months']): { month: number; day?: number } | null {
  let best: { month: number; at: number; length: number } | null = null;
  months.forEach((forms, index) => {
    for (const form of forms) {
      const hit = findEntry(message, form);
      if (hit && (!best || hit.length > best.length)) best = { month: index + 1, ...hit };
    }
  });
  if (!best) return null;
  const { month, at, length } = best;
  const day = dayBeside(message, at, length);
  return day === undefined ? { month } : { month, day };
}

/**
 * The frame: a request for a time ahead wins ("when this month…" asks for the best days of the
 * month), then a named date, then tomorrow, the next and this week, month and year, then lately
 * and now; a question that names no time is about the chart itself.
 */
export function readFrame(message: Folded, lexicon: AskingLexicon): Frame {
  const f = lexicon.frames;
  const has = (entries: readonly string[]) => countIn(message, entries) > 0;
  if (has(f.when)) return { kind: 'when', offset: 0 };
  const day = lexicon.namedDays?.find((d) => has(d.words));
  if (day) return { kind: 'date', offset: 0, month: day.month, day: day.day };
  const named = namedMonth(message, lexicon.months);
  if (named) return { kind: 'date', offset: 0, ...named };
  if (has(f.dayAfterTomorrow)) return { kind: 'date', offset: 2 };
  // "Esta mañana" is this morning, not tomorrow: "tomorrow" is looked for outside the phrases of now.
  if (countIn(without(message, f.now), f.tomorrow) > 0) return { kind: 'date', offset: 1 };
  if (has(f.nextWeek)) return { kind: 'week', offset: 1 };
  if (has(f.nextMonth)) return { kind: 'month', offset: 1 };
  if (has(f.nextYear)) return { kind: 'year', offset: 1 };
  if (has(f.week)) return { kind: 'week', offset: 0 };
  if (has(f.month)) return { kind: 'month', offset: 0 };
  if (has(f.year)) return { kind: 'year', offset: 0 };
  if (has(f.lately)) return { kind: 'lately', offset: 0 };
  if (has(f.now)) return { kind: 'now', offset: 0 };
  return { kind: 'natal', offset: 0 };
}

/** The topics the question asks about: at most two, the one named most first (ties in the order of LIFE_TOPICS). */
export function readTopics(message: Folded, lexicon: AskingLexicon): LifeTopic[] {
  return LIFE_TOPICS.map((topic) => ({ topic, count: countIn(message, lexicon.topics[topic]) }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 2)
    .map((t) => t.topic);
}

export function readAsked(message: string, lexicon: AskingLexicon, boundaries: boolean): AskedAbout {
  const folded = foldMessage(message, boundaries);
  return { frame: readFrame(folded, lexicon), topics: readTopics(folded, lexicon) };
}
