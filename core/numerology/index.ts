/**
 * Pythagorean numerology (docs/product.md#numerology-page): the five numbers of a profile from a
 * full name and a birth date. Letters count A-I = 1-9, J-R = 1-9, S-Z = 1-8; each part is
 * reduced to one digit except the master numbers 11, 22 and 33, which are kept. Names in other
 * alphabets are first written in Latin letters (`latin.ts`).
 */
import { latinName } from './latin';

export type NumerologyKind = 'lifePath' | 'expression' | 'soulUrge' | 'personality' | 'birthDay';
export const NUMEROLOGY_KINDS: readonly NumerologyKind[] = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthDay',
];

export interface NumerologyProfile {
  lifePathNumber: number;
  expressionNumber: number;
  soulUrgeNumber: number;
  personalityNumber: number;
  birthDayNumber: number;
}

/** The numbers a reduction may end on: 1-9 and the master numbers. */
export const NUMEROLOGY_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;

export class NumerologyInputError extends RangeError {
  override name = 'NumerologyInputError';
  constructor(
    /** `name`: not letters, spaces, hyphens and apostrophes (or too long); `script`: letters numerology cannot read; `date`: not a date between 1900-01-01 and today. */
    readonly reason: 'name' | 'script' | 'date',
    message: string,
  ) {
    super(message);
  }
}

const MASTER = new Set([11, 22, 33]);

const digitSum = (n: number) =>
  String(n)
    .split('')
    .reduce((sum, d) => sum + Number(d), 0);

/** Sums digits until one digit or a master number is left. */
export function reduceNumber(n: number): number {
  let value = Math.abs(Math.trunc(n));
  while (value > 9 && !MASTER.has(value)) value = digitSum(value);
  return value;
}

/** The longest name the page takes, and the first birth date (the spec's limits). */
export const NUMEROLOGY_NAME_MAX = 100;
export const NUMEROLOGY_MIN_DATE = '1900-01-01';
/** What a name may hold: letters (with their accents and vowel signs), spaces, hyphens and apostrophes. */
export const NUMEROLOGY_NAME_FORMAT = /^[\p{L}\p{M}\s'’ʼ-]+$/u;
/** What typing keeps of a name: the same characters, anything else dropped as it is typed. */
export const NUMEROLOGY_NAME_DROP = /[^\p{L}\p{M}\s'’ʼ-]/gu;

/** The name's letters a-z, one string per part; throws for a name without letters or in a script numerology cannot read. */
export function latinParts(fullName: string): string[] {
  if (!/\p{L}/u.test(fullName)) throw new NumerologyInputError('name', 'A name needs at least one letter');
  const parts = latinName(fullName);
  if (!parts || parts.length === 0) {
    throw new NumerologyInputError('script', 'Numerology reads names in Latin, Cyrillic or Devanagari letters');
  }
  return parts;
}

const letterValue = (ch: string) => ((ch.charCodeAt(0) - 97) % 9) + 1;
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Each part reduced on its own, then their sum reduced (the usual way, which keeps inner master numbers). */
function nameNumber(parts: readonly string[], keep: (ch: string) => boolean): number {
  const total = parts.reduce((sum, part) => {
    const value = [...part].filter(keep).reduce((s, ch) => s + letterValue(ch), 0);
    return sum + reduceNumber(value);
  }, 0);
  return reduceNumber(total);
}

/** "YYYY-MM-DD" as numbers, or a NumerologyInputError for an impossible date. */
function dateParts(birthDate: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) throw new NumerologyInputError('date', 'A birth date is written YYYY-MM-DD');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new NumerologyInputError('date', 'That date does not exist');
  }
  return { year, month, day };
}

/** The five numbers of a full name and a birth date (YYYY-MM-DD). */
export function numerologyProfile(fullName: string, birthDate: string): NumerologyProfile {
  const parts = latinParts(fullName);
  const { year, month, day } = dateParts(birthDate);
  return {
    lifePathNumber: reduceNumber(reduceNumber(month) + reduceNumber(day) + reduceNumber(digitSum(year))),
    expressionNumber: nameNumber(parts, () => true),
    soulUrgeNumber: nameNumber(parts, (ch) => VOWELS.has(ch)),
    personalityNumber: nameNumber(parts, (ch) => !VOWELS.has(ch)),
    birthDayNumber: reduceNumber(day),
  };
}

export interface NumerologyReading {
  readonly profile: NumerologyProfile;
  /** The name's parts as they were counted, in Latin letters ("rahul", "sharma"). */
  readonly latin: readonly string[];
}

/**
 * The numbers of a name and a birth date checked as the page takes them: a name of letters,
 * spaces, hyphens and apostrophes of at most 100 characters, a birth date from 1900-01-01 to the
 * reader's `today` (YYYY-MM-DD). Throws a NumerologyInputError naming what is wrong.
 */
export function numerologyReading(fullName: string, birthDate: string, today: string): NumerologyReading {
  const name = fullName.trim();
  if (name.length === 0 || name.length > NUMEROLOGY_NAME_MAX || !NUMEROLOGY_NAME_FORMAT.test(name)) {
    throw new NumerologyInputError('name', 'Please use only letters, spaces, hyphens, and apostrophes in your name.');
  }
  dateParts(birthDate);
  if (birthDate < NUMEROLOGY_MIN_DATE || birthDate > today) {
    throw new NumerologyInputError('date', 'Please enter a valid birth date between 1900 and today.');
  }
  return { profile: numerologyProfile(name, birthDate), latin: latinParts(name) };
}

/** A profile's numbers by kind. */
export function numbersByKind(profile: NumerologyProfile): Record<NumerologyKind, number> {
  return {
    lifePath: profile.lifePathNumber,
    expression: profile.expressionNumber,
    soulUrge: profile.soulUrgeNumber,
    personality: profile.personalityNumber,
    birthDay: profile.birthDayNumber,
  };
}
