/**
 * A fair deal (docs/decisions/040-a-fair-deal.md). A deal is a function of a 256-bit seed that
 * the server draws from `crypto.getRandomValues`: the seed keys a ChaCha20 stream, the stream
 * shuffles the full deck of 78 (Fisher-Yates, each index drawn by rejection so that no card is
 * favoured by a modulo), the top 30 cards are laid face down, and each of them lies reversed
 * with probability exactly 3 in 10. The reader picks positions among the 30, never cards.
 *
 * Because the deal follows from the seed alone, the server can show a fingerprint of the seed
 * (SHA-256) before the reader picks, and the seed itself with the reading: anyone can then check
 * the fingerprint and replay the deal with this file.
 */
import { wordStream } from './chacha20';
import { CARD_IDS, type CardId } from './deck';
import { FACE_DOWN, REVERSED_IN_TEN } from './spreads';

export const SEED_BYTES = 32;

export interface DealtCard {
  readonly card: CardId;
  readonly reversed: boolean;
}

/** A uniform integer in [0, n) from a stream of uniform 32-bit words: words past the last whole multiple of n are drawn again. */
export function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`No uniform integer below ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/** The 30 face-down cards of the deal a seed makes, in the order they are laid. */
export function dealOf(seed: Uint8Array): DealtCard[] {
  if (seed.length !== SEED_BYTES) throw new RangeError(`A deal's seed is ${SEED_BYTES} bytes`);
  const next = wordStream(seed);
  const deck = [...CARD_IDS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = uniformBelow(next, i + 1);
    [deck[i], deck[j]] = [deck[j] as CardId, deck[i] as CardId];
  }
  return deck.slice(0, FACE_DOWN).map((card) => ({ card, reversed: uniformBelow(next, 10) < REVERSED_IN_TEN }));
}

/** A new seed from the platform's cryptographic random source. */
export function newSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SEED_BYTES));
}

export const seedToHex = (seed: Uint8Array): string => [...seed].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A seed written as 64 hex digits, or null for anything else. */
export function seedFromHex(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from({ length: SEED_BYTES }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

/** The seed's fingerprint, shown before the reader picks: SHA-256 of its 32 bytes, in hex. */
export async function fingerprintOf(seed: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(seed));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The cards at the picked positions (0-29), in the order picked, or null when the picks are not
 * `count` distinct positions of the deal.
 */
export function cardsAt(deal: readonly DealtCard[], positions: readonly number[], count: number): DealtCard[] | null {
  if (positions.length !== count || new Set(positions).size !== count) return null;
  const cards: DealtCard[] = [];
  for (const position of positions) {
    const card = Number.isInteger(position) ? deal[position] : undefined;
    if (!card) return null;
    cards.push(card);
  }
  return cards;
}
