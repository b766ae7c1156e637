/**
 * How fair the deal is, measured (docs/decisions/040-a-fair-deal.md): over many deals, how often
 * each card lands in each of the 30 face-down positions against the uniform 1 in 78, and how
 * often a card lies reversed against 30%. `npm run tarot:fairness` runs 1,000,000 deals; the unit
 * test runs a CI-sized set. Seeds come from a named stream, so a run can be repeated exactly, or
 * from the platform's random source.
 */
import { stableHash } from '../hash';
import { wordStream } from './chacha20';
import { SEED_BYTES, dealOf, newSeed } from './deal';
import { CARD_IDS } from './deck';
import { FACE_DOWN } from './spreads';

export interface DealStatistics {
  readonly deals: number;
  /** The largest |count − expected| / σ over every card and position. */
  readonly worstZ: number;
  /** Where it is: the card and the position (0-29). */
  readonly worstCell: { readonly card: string; readonly position: number; readonly count: number };
  readonly expectedPerCell: number;
  readonly reversedRate: number;
  /** Pearson's χ² over every cell, its degrees of freedom and its p-value (Wilson-Hilferty). */
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  readonly chiSquareP: number;
}

/** Seeds from a named stream (repeatable), or from `crypto.getRandomValues` when the name is null. */
function seedSource(name: string | null): () => Uint8Array {
  if (name === null) return newSeed;
  const key = new Uint8Array(SEED_BYTES);
  const view = new DataView(key.buffer);
  for (let i = 0; i < SEED_BYTES / 4; i++) view.setUint32(i * 4, stableHash(`${name}:${i}`));
  const next = wordStream(key);
  return () => {
    const seed = new Uint8Array(SEED_BYTES);
    const words = new DataView(seed.buffer);
    for (let i = 0; i < SEED_BYTES / 4; i++) words.setUint32(i * 4, next());
    return seed;
  };
}

/** The standard normal's upper tail, P(Z > z) (Abramowitz-Stegun 26.2.17, |error| < 7.5e-8). */
function normalTail(z: number): number {
  if (z < 0) return 1 - normalTail(-z);
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
}

/** P(χ²_k > x) by the Wilson-Hilferty cube-root approximation (good for k in the hundreds and more). */
function chiSquareTail(x: number, k: number): number {
  const z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  return normalTail(z);
}

export function dealStatistics(deals: number, seeds: string | null): DealStatistics {
  const cards = CARD_IDS.length;
  const counts = new Uint32Array(cards * FACE_DOWN);
  const index = new Map(CARD_IDS.map((id, i) => [id, i]));
  const nextSeed = seedSource(seeds);
  let reversed = 0;
  for (let d = 0; d < deals; d++) {
    const deal = dealOf(nextSeed());
    for (let position = 0; position < FACE_DOWN; position++) {
      const dealt = deal[position];
      if (!dealt) continue;
      counts[(index.get(dealt.card) as number) * FACE_DOWN + position]! += 1;
      if (dealt.reversed) reversed++;
    }
  }
  const p = 1 / cards;
  const expected = deals * p;
  const sigma = Math.sqrt(deals * p * (1 - p));
  let worstZ = 0;
  let worstCell = { card: '', position: 0, count: 0 };
  let chiSquare = 0;
  counts.forEach((count, i) => {
    const z = Math.abs(count - expected) / sigma;
    chiSquare += (count - expected) ** 2 / expected;
    if (z > worstZ) {
      worstZ = z;
      worstCell = { card: CARD_IDS[Math.floor(i / FACE_DOWN)] as string, position: i % FACE_DOWN, count };
    }
  });
  // Each position's 78 counts sum to the number of deals: 77 free cells per position.
  const degreesOfFreedom = FACE_DOWN * (cards - 1);
  return {
    deals,
    worstZ,
    worstCell,
    expectedPerCell: expected,
    reversedRate: reversed / (deals * FACE_DOWN),
    chiSquare,
    degreesOfFreedom,
    chiSquareP: chiSquareTail(chiSquare, degreesOfFreedom),
  };
}
