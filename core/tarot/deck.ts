/**
 * The tarot deck (docs/product.md#tarot-page): the 22 Major Arcana in the Rider-Waite order
 * (Strength 8, Justice 11) and the 56 Minor Arcana, four suits of ace to ten and four court
 * cards. A card's words are in `texts/<lc>.ts`; this file holds what a card is.
 */

export const MAJOR_ARCANA = [
  'fool',
  'magician',
  'high-priestess',
  'empress',
  'emperor',
  'hierophant',
  'lovers',
  'chariot',
  'strength',
  'hermit',
  'wheel-of-fortune',
  'justice',
  'hanged-man',
  'death',
  'temperance',
  'devil',
  'tower',
  'star',
  'moon',
  'sun',
  'judgement',
  'world',
] as const;
export type MajorId = (typeof MAJOR_ARCANA)[number];

export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'page', 'knight', 'queen', 'king'] as const;
export type Rank = (typeof RANKS)[number];

export type MinorId = `${Suit}-${Rank}`;
export type CardId = MajorId | MinorId;

/** The classical element of each suit. */
export const SUIT_ELEMENT = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' } as const;

export interface TarotCardInfo {
  readonly id: CardId;
  readonly arcana: 'major' | 'minor';
  /** The suit of a minor card, null for the Major Arcana. */
  readonly suit: Suit | null;
  /** The rank of a minor card, null for the Major Arcana. */
  readonly rank: Rank | null;
  /** 0-21 for the Major Arcana; 1-14 within a suit (ace 1, king 14). */
  readonly number: number;
}

/** The 78 cards, Major Arcana first, then each suit ace to king: the order a new deck is in. */
export const DECK: readonly TarotCardInfo[] = [
  ...MAJOR_ARCANA.map((id, number) => ({ id, arcana: 'major' as const, suit: null, rank: null, number })),
  ...SUITS.flatMap((suit) =>
    RANKS.map((rank, i) => ({ id: `${suit}-${rank}` as const, arcana: 'minor' as const, suit, rank, number: i + 1 })),
  ),
];

export const CARD_IDS: readonly CardId[] = DECK.map((card) => card.id);

const BY_ID = new Map<string, TarotCardInfo>(DECK.map((card) => [card.id, card]));

export function isCardId(value: string): value is CardId {
  return BY_ID.has(value);
}

export function cardInfo(id: CardId): TarotCardInfo {
  const card = BY_ID.get(id);
  if (!card) throw new RangeError(`Unknown tarot card ${id}`);
  return card;
}
