import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { castChart } from './chart';

/**
 * Stations of Mercury-Pluto against Swiss Ephemeris (issue 19): the instant a body's apparent
 * longitude speed changes sign. For a slow planet minutes mean little, so a station is right
 * when it is within 2 minutes or its speed there is within 0.1" a day of zero.
 */
const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../test/fixtures/sky-stations.json'), 'utf8'),
) as { stations: { id: string; body: string; utc: string; acceleration: number }[] };

const speedAt = (ms: number, body: string) =>
  (castChart({ utc: new Date(ms), latitude: 0, longitude: 0 }).planets as Record<string, { speed: number }>)[body]!
    .speed;

describe('stations', () => {
  it('fall within 2 minutes, or 0.1″ a day of speed, of Swiss Ephemeris for every body', () => {
    const misses: string[] = [];
    for (const station of fixture.stations) {
      const at = Date.parse(station.utc);
      let lo = at - 3 * 86_400_000;
      let hi = at + 3 * 86_400_000;
      const before = Math.sign(speedAt(lo, station.body));
      expect(Math.sign(speedAt(hi, station.body)), station.id).toBe(-before);
      while (hi - lo > 1000) {
        const mid = (lo + hi) / 2;
        if (Math.sign(speedAt(mid, station.body)) === before) lo = mid;
        else hi = mid;
      }
      const minutes = ((lo + hi) / 2 - at) / 60_000;
      const arcsecPerDay = Math.abs((minutes / 1440) * station.acceleration * 3600);
      if (Math.abs(minutes) > 2 && arcsecPerDay > 0.1) misses.push(`${station.id}: ${minutes.toFixed(1)} min`);
    }
    expect(misses).toEqual([]);
    expect(fixture.stations.length).toBeGreaterThan(20);
  }, 60_000);
});
