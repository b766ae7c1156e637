/**
 * Pythagorean numerology (docs/product.md#ask-stella-page, "Numerology context"): the five numbers
 * of a profile from a full name and a birth date. Letters count A-I = 1-9, J-R = 1-9, S-Z = 1-8;
 * each part is reduced to one digit except the master numbers 11, 22 and 33, which are kept.
 *
 * Names are read in the Latin alphabet: accents are dropped (é → e, č → c), a few letters are
 * spelled out (ß → ss, æ → ae, œ → oe, đ → dj, ø → o, ł → l), Serbian Cyrillic is transliterated
 * as Serbian Latin; a name in another script has no Pythagorean value and is refused.
 */
import { serbianLatin } from '../i18n/serbian-latin';

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
    readonly reason: 'name' | 'date',
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

const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'dj',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** The name's letters a-z, one string per part; throws for letters outside the Latin alphabet. */
export function latinParts(fullName: string): string[] {
  const parts = serbianLatin(fullName)
    .toLocaleLowerCase()
    .split(/[\s-]+/)
    .map((part) =>
      [...part]
        .map((ch) => SPELLED[ch] ?? ch)
        .join('')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/['’ʼ`.]/g, ''),
    )
    .filter(Boolean);
  if (parts.length === 0) throw new NumerologyInputError('name', 'A name needs at least one letter');
  for (const part of parts) {
    if (!/^[a-z]+$/.test(part)) throw new NumerologyInputError('name', 'Numerology reads names in Latin letters');
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
