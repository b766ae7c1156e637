/**
 * The words of tarot, one file per language (`core/tarot/texts/<lc>.ts`), written by a fluent
 * writer of that language who reads tarot, from the English (`en.ts`), never translated line by
 * line. The reading is planned in core/tarot/reading.ts: it decides which card leads, which
 * cards are read in which paragraph, and which pattern of the spread is worth a sentence; these
 * texts only say things.
 *
 * Rules every language keeps:
 * - Address the reader in the product's address form (Serbian ti, Hindi आप, French vous,
 *   Italian tu, Spanish tú, Chinese 你), no gendered reader, warm and plain, never certain about
 *   outcomes: the cards describe tendencies and choices, not fate. No exclamation marks.
 * - A card's name is written only where a text's slot puts it (`name`, `reversedName` and the
 *   frames that receive them). A meaning, theme, advice, description or imagery never names a
 *   card (its own or another), a position ("past", "the outcome") or an orientation ("upright",
 *   "reversed"): the verifier reads every sentence of a reading against the cards drawn, and
 *   these texts are shared by every reading.
 * - The same facts in every language: a text keeps the ideas of the English one, said the way a
 *   writer of the language would say them. Chinese counts characters: roughly 1.6 字 per English
 *   word.
 */
import type { LifeTopic } from '../../coach/asking/types';
import type { CardId, Suit } from '../deck';
import type { PositionId, SpreadId } from '../spreads';

export interface CardTexts {
  /** The card's name as a deck prints it in this language: 'The Tower', 'Three of Cups', 'Queen of Swords'. */
  readonly name: string;
  /**
   * The name of the card lying reversed, as a sentence's subject or object: 'the Tower reversed',
   * French 'la Tour renversée', Spanish 'el Sol invertido' (the adjective agrees with the card).
   */
  readonly reversedName: string;
  /** The upright meaning shown on the card: 1-2 sentences, 18-40 words. */
  readonly upright: string;
  /** The reversed meaning shown on the card: 1-2 sentences, 18-40 words. */
  readonly reversed: string;
  /**
   * What the card is: its place in the deck and what it stands for, one or two sentences, 15-35
   * words ("The sixteenth card of the Major Arcana, given to Mars: the structure that falls so
   * that something truer can be built."). Major cards name their planet or sign (the Golden Dawn
   * correspondences), minor cards their suit's element.
   */
  readonly description: string;
  /** What the drawing on our card shows, 1-2 sentences, 15-35 words: the scene in `imagery-brief`. */
  readonly imagery: string;
  /**
   * The card's idea as a short noun phrase that a frame uses as a subject: 'sudden upheaval',
   * 'a collapse held off' (2-6 words, lower case unless the language needs otherwise, no final
   * stop). Upright and reversed.
   */
  readonly theme: { readonly upright: string; readonly reversed: string };
  /** One sentence of advice, imperative or gentle suggestion, 8-22 words. Upright and reversed. */
  readonly advice: { readonly upright: string; readonly reversed: string };
}

export interface PositionTexts {
  /** A short label under the card: 'Past', 'The challenge'. */
  readonly name: string;
  /** What the position reads, one short sentence shown under the label: 'What has shaped the situation.' */
  readonly meaning: string;
  /**
   * The sentence that lays a card in this position in the reading, with the card (its `name` or
   * `reversedName`, as drawn) and its theme as slots: past "Behind you lies {card}: {theme} has
   * shaped where you stand.", in the tense the position calls for (the past is past, the future
   * is what may come). Two wordings, so that a reading that sets one position twice in a day can
   * vary; each names the card and uses the theme exactly once.
   */
  readonly place: readonly [(card: string, theme: string) => string, (card: string, theme: string) => string];
}

export interface SpreadTexts {
  /** 'Three Card', 'Celtic Cross'. */
  readonly name: string;
  /** One sentence shown on the spread's choice. */
  readonly description: string;
}

/** The parts of life a question can be about, and the question that names none. */
export type ReadingTopic = LifeTopic | 'general';

export interface ReadingTexts {
  /**
   * The reading's first sentence, by the question's topic: it says what the spread will look at
   * for a question about this part of life, naming no card ("You asked about love: the cards
   * look at what you bring to it, what is met, and where it can go."). Two wordings each.
   */
  readonly opening: Readonly<Record<ReadingTopic, readonly [string, string]>>;
  /**
   * The lead card's sentence in the interpretation, right after its `place` sentence (which has
   * just named the card and its theme): why this card is the one that answers a question about
   * this part of life, naming neither the card nor its theme ("For your love life, this is the
   * card to weigh most."). Said only in spreads of more than one card. Two wordings each, so that
   * two readings of a day can differ.
   */
  readonly leadWhy: Readonly<Record<ReadingTopic, readonly [string, string]>>;
  /** A count of the Major Arcana, said when at least half of a spread of three or more is major: (majors, cards). */
  readonly majors: (majors: number, cards: number) => string;
  /** A suit that holds more than half of the spread's minor cards (and at least two): what it says about the question. */
  readonly suit: Readonly<Record<Suit, (count: number) => string>>;
  /** Said when at least half of a spread of three or more lies reversed: (reversed, cards). */
  readonly reversals: (reversed: number, cards: number) => string;
  /** The guidance's first sentence before the lead card's advice, by topic (one wording each, naming no card). */
  readonly guidanceOpening: Readonly<Record<ReadingTopic, string>>;
  /** Introduces a second card's advice in the guidance, with that card's name as drawn: "And from {card}:". */
  readonly alsoFrom: (card: string) => string;
  /** The guidance's last sentence: the reader keeps the choice (two wordings). */
  readonly closing: readonly [string, string];
}

export interface TarotTexts {
  readonly cards: Readonly<Record<CardId, CardTexts>>;
  /** A suit's name as a sentence says it ('Cups', 'Pentacles'). */
  readonly suits: Readonly<Record<Suit, string>>;
  readonly spreads: Readonly<Record<SpreadId, SpreadTexts>>;
  readonly positions: Readonly<Record<PositionId, PositionTexts>>;
  readonly reading: ReadingTexts;
  /** Words of the receipts under a reading: 'Major Arcana' (the chip 'Major Arcana · 3/5'), and 'Reversed' ('Reversed · 2/5'). */
  readonly labels: { readonly majorArcana: string; readonly reversed: string };
}
