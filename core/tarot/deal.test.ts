import { describe, expect, it } from 'vitest';
import { chachaBlock } from './chacha20';
import { cardsAt, dealOf, fingerprintOf, newSeed, seedFromHex, seedToHex, uniformBelow } from './deal';
import { CARD_IDS } from './deck';
import { dealStatistics } from './fairness';

describe('ChaCha20', () => {
  it('matches the block of RFC 8439 §2.3.2', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i);
    const nonce = Uint8Array.from([0, 0, 0, 9, 0, 0, 0, 0x4a, 0, 0, 0, 0]);
    const block = chachaBlock(key, 1, nonce);
    expect([...block.slice(0, 4)].map((w) => w.toString(16).padStart(8, '0'))).toEqual([
      'e4e7f110',
      '15593bd1',
      '1fdd0f50',
      'c47120a3',
    ]);
    expect(block[15]!.toString(16).padStart(8, '0')).toBe('4e3c50a2');
  });
});

describe('a fair deal', () => {
  it('draws integers without a modulo bias: words past the last whole multiple are drawn again', () => {
    // 2^32 = 3 * 1431655765 + 1: the one word 4294967295 would favour 0, so it is drawn again.
    const words = [4294967295, 4294967294, 7];
    const next = () => words.shift() as number;
    expect(uniformBelow(next, 3)).toBe(4294967294 % 3);
    expect(words).toEqual([7]);
  });

  it('lays 30 distinct cards of the 78, the same for the same seed', () => {
    const seed = newSeed();
    const deal = dealOf(seed);
    expect(deal).toHaveLength(30);
    expect(new Set(deal.map((d) => d.card)).size).toBe(30);
    for (const { card } of deal) expect(CARD_IDS).toContain(card);
    expect(dealOf(seedFromHex(seedToHex(seed)) as Uint8Array)).toEqual(deal);
    expect(dealOf(newSeed())).not.toEqual(deal);
  });

  it('gives the picked positions’ cards, and nothing for picks that are not the spread’s distinct positions', () => {
    const deal = dealOf(newSeed());
    expect(cardsAt(deal, [29, 0, 7], 3)).toEqual([deal[29], deal[0], deal[7]]);
    expect(cardsAt(deal, [1, 1, 2], 3)).toBeNull();
    expect(cardsAt(deal, [1, 2], 3)).toBeNull();
    expect(cardsAt(deal, [1, 2, 30], 3)).toBeNull();
    expect(cardsAt(deal, [1, 2, 2.5], 3)).toBeNull();
    expect(cardsAt(deal, [-1, 2, 3], 3)).toBeNull();
  });

  it('fingerprints a seed with SHA-256', async () => {
    const seed = new Uint8Array(32);
    expect(await fingerprintOf(seed)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  // The full run, 1,000,000 deals, is `npm run tarot:fairness`; this is its CI size.
  it('puts every card in every position as often as chance says, and reverses 30% (20,000 deals)', () => {
    const stats = dealStatistics(20_000, 'ci');
    expect(stats.worstZ).toBeLessThan(4.5);
    expect(Math.abs(stats.reversedRate - 0.3)).toBeLessThan(0.003);
    expect(stats.chiSquareP).toBeGreaterThan(0.001);
  });
});
