import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, monthOf, utcDay } from '../time/utc-days';
import { GEM_TYPES, GEMS_PER_DAY, GEMS_TO_COMPLETE, QUEST_DAYS } from './gems';
import { gemsOfDay, ROUND_DAYS } from './rotation';

const FULL = (1 << GEMS_TO_COMPLETE) - 1;
const maskOf = (gems: readonly string[]) => gems.reduce((m, g) => m | (1 << GEM_TYPES.indexOf(g as never)), 0);

/**
 * The most and the fewest days a player who collects on every day they can needs for all twelve,
 * starting on `start`: an exhaustive search over every choice of gem on every day (the most is
 * the unluckiest or most contrary player; the fewest, the best play).
 */
function daysToComplete(start: string): { most: number; fewest: number } {
  const horizon = 40;
  const offered = Array.from({ length: horizon }, (_, t) => maskOf(gemsOfDay(addDays(start, t))));
  const memo = new Map<number, { most: number; fewest: number }>();
  const search = (t: number, owned: number): { most: number; fewest: number } => {
    if (owned === FULL) return { most: t, fewest: t };
    if (t >= horizon) return { most: Number.POSITIVE_INFINITY, fewest: Number.POSITIVE_INFINITY };
    const key = t * 4096 + owned;
    const known = memo.get(key);
    if (known) return known;
    const choices = offered[t]! & ~owned;
    let result: { most: number; fewest: number };
    if (choices === 0) result = search(t + 1, owned);
    else {
      result = { most: 0, fewest: Number.POSITIVE_INFINITY };
      for (let bit = 0; bit < GEMS_TO_COMPLETE; bit++) {
        if (!(choices & (1 << bit))) continue;
        const next = search(t + 1, owned | (1 << bit));
        result = { most: Math.max(result.most, next.most), fewest: Math.min(result.fewest, next.fewest) };
      }
    }
    memo.set(key, result);
    return result;
  };
  return search(0, 0);
}

describe('the daily rotation', () => {
  it('offers three different gems a day, every gem once in each four-day round', () => {
    const first = '2026-01-01';
    for (let d = 0; d < 120; d++) {
      const day = addDays(first, d);
      const gems = gemsOfDay(day);
      expect(gems).toHaveLength(GEMS_PER_DAY);
      expect(new Set(gems).size).toBe(GEMS_PER_DAY);
      expect(gems.every((g) => GEM_TYPES.includes(g))).toBe(true);
      // In zodiac order, as the screen lists them.
      expect([...gems].sort((a, b) => GEM_TYPES.indexOf(a) - GEM_TYPES.indexOf(b))).toEqual(gems);
      expect(gemsOfDay(day)).toEqual(gems);
    }
    const roundStart = addDays('1970-01-01', Math.ceil(dayNumber(first) / ROUND_DAYS) * ROUND_DAYS);
    for (let r = 0; r < 20; r++) {
      const round = Array.from({ length: ROUND_DAYS }, (_, i) =>
        gemsOfDay(addDays(roundStart, r * ROUND_DAYS + i)),
      ).flat();
      expect([...round].sort()).toEqual([...GEM_TYPES].sort());
    }
  });

  it('is not the same from round to round', () => {
    const days = Array.from({ length: 40 }, (_, i) => gemsOfDay(addDays('2026-12-01', i)).join());
    expect(new Set(days).size).toBeGreaterThan(20);
  });

  it('lets a player who plays every day finish within 30 days whatever they pick, from any of 60 starting days', () => {
    let worst = 0;
    for (let d = 0; d < 60; d++) {
      const start = addDays('2026-12-06', d);
      const { most, fewest } = daysToComplete(start);
      expect(most, start).toBeLessThanOrEqual(27);
      expect(fewest, start).toBeGreaterThanOrEqual(GEMS_TO_COMPLETE);
      worst = Math.max(worst, most);
    }
    expect(worst).toBeLessThanOrEqual(QUEST_DAYS);
  });
});

describe('UTC days', () => {
  it('names the day an instant falls on in UTC, to the last tenth of a second', () => {
    expect(utcDay(new Date('2026-12-06T23:59:59.900Z'))).toBe('2026-12-06');
    expect(utcDay(new Date('2026-12-07T00:00:00.100Z'))).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(monthOf('2026-12-06')).toEqual({ month: '2026-12', first: '2026-12-01', next: '2027-01-01' });
    expect(monthOf('2027-02-28')).toEqual({ month: '2027-02', first: '2027-02-01', next: '2027-03-01' });
  });
});
