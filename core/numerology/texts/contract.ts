/**
 * What each numerology number means on the numerology page (docs/product.md#numerology-page),
 * one file per language (`core/numerology/texts/<lc>.ts`), written by a fluent writer of that
 * language from the English, never translated line by line.
 *
 * Rules every language keeps:
 * - One text per number and kind: the same number means different things as a Life Path (the
 *   road and its lessons), an Expression (talents and how they are used), a Soul Urge (what the
 *   reader longs for), a Personality (how others first meet them) and a Birth Day (one gift).
 *   A text says what this number means in this place, never what the kind is in general (the
 *   page says that once, in `kinds`).
 * - Two or three sentences, 30-55 words in English (Chinese 50-90 字), addressed to the reader
 *   ("you", in the product's address form: Serbian ti, Hindi आप, French vous, Italian tu,
 *   Spanish tú, Chinese 你), present tense, warm and plain. One strength and one thing to watch
 *   or grow into; never a prediction, never a verdict, no gendered reader.
 * - The same facts in every language: the strength and the caution of the English text, said
 *   the way a writer of the language would say them.
 * - A master number (11, 22, 33) says what makes it more than its sum (2, 4, 6) and names the
 *   pressure it brings; the text does not write the number itself (the card shows it).
 * - No text repeats another's sentence: within a kind the twelve texts open differently.
 */
import type { NumerologyKind } from '../index';

/** The numbers a reduction may end on: 1-9 and the master numbers 11, 22, 33. */
export type NumerologyNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

export interface NumerologyTexts {
  /** What each kind is drawn from and describes, one sentence, shown under the card's title. */
  readonly kinds: Readonly<Record<NumerologyKind, string>>;
  /** What each number means as each kind. */
  readonly meanings: Readonly<Record<NumerologyKind, Readonly<Record<NumerologyNumber, string>>>>;
}
