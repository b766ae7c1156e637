/**
 * Instants of the sky engine: Julian days of UT (UT1 taken as UTC, as Swiss Ephemeris' users
 * do), and the ISO strings the API answers with.
 */
import { type Epoch, type PlanetId, epochFromJulianDayUT, planetPosition } from '../astro/positions';
import type { EclipticPosition } from '../astro/positions';

export const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;

export const jdFromMs = (ms: number): number => ms / DAY_MS + JD_UNIX_EPOCH;
export const msFromJd = (jd: number): number => (jd - JD_UNIX_EPOCH) * DAY_MS;

/** ISO 8601 UTC, to the second ("2026-01-02T07:09:29Z"), as the reference data writes instants. */
export function isoSecond(jd: number): string {
  return `${new Date(Math.round(msFromJd(jd) / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** An instant of an answer: the ISO string to read and the Julian day to compute with. */
export interface Instant {
  utc: string;
  jdUT: number;
}

export const instant = (jd: number): Instant => ({ utc: isoSecond(jd), jdUT: jd });

/** One body's apparent position at a Julian day (UT). */
export const bodyAt = (id: PlanetId, jd: number): EclipticPosition => planetPosition(epochFromJulianDayUT(jd), id);

export const epochAt = (jd: number): Epoch => epochFromJulianDayUT(jd);

/** Longitudes on whole and half Julian days, kept once computed (the same for every reader). */
const grid = new Map<string, number>();
const GRID_KEPT = 40_000;

/** A body's apparent longitude at a whole or half Julian day (12:00 or 00:00 UT), from the shared grid. */
export function gridLongitude(id: PlanetId, jd: number): number {
  const key = `${id}:${jd}`;
  let longitude = grid.get(key);
  if (longitude === undefined) {
    longitude = bodyAt(id, jd).longitude;
    grid.set(key, longitude);
    if (grid.size > GRID_KEPT) grid.delete(grid.keys().next().value as string);
  }
  return longitude;
}
