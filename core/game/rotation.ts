import { stableHash } from '@core/hash';
import { dayNumber, type UtcDay } from '../time/utc-days';
import { GEM_TYPES, GEMS_PER_DAY, type GemType } from './gems';

/** Days in a round: every gem is offered exactly once in each (12 gems, 3 a day). */
export const ROUND_DAYS = GEM_TYPES.length / GEMS_PER_DAY;

/** A round's order of the twelve gems: a Fisher-Yates shuffle driven by a stable hash of the round. */
function roundOrder(round: number): GemType[] {
  const order = [...GEM_TYPES];
  for (let i = order.length - 1; i > 0; i--) {
    const j = stableHash(`astro-gems:${round}:${i}`) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The gems a UTC day offers, in zodiac order. Time runs in rounds of four days; each round
 * deals its own shuffle of the twelve gems three a day, so every gem comes back within a round
 * and a player who collects every day holds all twelve within 27 days whichever gems they pick
 * (decision 042 has the bound; core/game/rotation.test.ts checks it by exhaustive search).
 * A pure function of the day: the daily job stores it, and a request that finds no stored
 * rotation for its day computes the same set.
 */
export function gemsOfDay(day: UtcDay): GemType[] {
  const n = dayNumber(day);
  const round = Math.floor(n / ROUND_DAYS);
  const slot = n - round * ROUND_DAYS;
  const dealt = new Set(roundOrder(round).slice(slot * GEMS_PER_DAY, (slot + 1) * GEMS_PER_DAY));
  return GEM_TYPES.filter((gem) => dealt.has(gem));
}
