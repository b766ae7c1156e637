/**
 * The sky of one calendar date, the same for every reader: positions at 00:00, 12:00 and 24:00
 * UTC, and the moments within the day when a body changes sign or direction.
 */
import { type PlanetId, type Positions, computePositions, epochFromJulianDayUT } from '../astro/positions';
import { type SignId, signOfLongitude } from '../zodiac';

const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The bodies whose sign changes and stations a reading narrates (the Moon's are its own facts). */
const MOVERS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const STATIONING = MOVERS.filter((id) => id !== 'sun');

export interface SkyEvent {
  planet: PlanetId;
  /** The UTC instant, to the second. */
  at: Date;
}

export interface DaySky {
  date: string;
  /** Days since 1970-01-01, for choosing wording that turns over day by day. */
  dayNumber: number;
  start: Positions;
  noon: Positions;
  end: Positions;
  /** Sign entered during the day (the Moon included). */
  ingresses: (SkyEvent & { sign: SignId })[];
  stations: (SkyEvent & { direction: 'retrograde' | 'direct' })[];
}

/** UTC midnight of a YYYY-MM-DD date in 1900-2100, in ms; RangeError otherwise. */
export function dayStart(date: string): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a date: ${date}`);
  if (date < '1900-01-01' || date > '2100-12-31')
    throw new RangeError(`Horoscopes are written for 1900 to 2100: ${date}`);
  return ms;
}

const positionsAt = (ms: number): Positions => computePositions(epochFromJulianDayUT(ms / DAY_MS + JD_UNIX_EPOCH));
const signAt = (longitude: number) => signOfLongitude(longitude).id;

/** The instant in (a, b) where `changed` turns true, to a second (it is false at a and true at b). */
function bisect(a: number, b: number, changed: (ms: number) => boolean): number {
  let lo = a;
  let hi = b;
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  return Math.round(hi / 1000) * 1000;
}

/** Recently computed days: a page shows 12 signs of the same few dates. */
const recent = new Map<string, DaySky>();
const RECENT_DAYS = 8;

/** The day's sky. Pure and deterministic: the same date gives the same sky everywhere. */
export function daySky(date: string): DaySky {
  const known = recent.get(date);
  if (known) return known;
  const sky = computeDaySky(date);
  recent.set(date, sky);
  if (recent.size > RECENT_DAYS) recent.delete(recent.keys().next().value as string);
  return sky;
}

function computeDaySky(date: string): DaySky {
  const t0 = dayStart(date);
  const t1 = t0 + DAY_MS;
  const start = positionsAt(t0);
  const noon = positionsAt(t0 + DAY_MS / 2);
  const end = positionsAt(t1);
  const ingresses: DaySky['ingresses'] = [];
  for (const planet of ['moon', ...MOVERS] as const) {
    const from = signAt(start[planet].longitude);
    if (from === signAt(end[planet].longitude)) continue;
    const at = bisect(t0, t1, (ms) => signAt(positionsAt(ms)[planet].longitude) !== from);
    ingresses.push({ planet, sign: signAt(positionsAt(at + 1000)[planet].longitude), at: new Date(at) });
  }
  const stations: DaySky['stations'] = [];
  for (const planet of STATIONING) {
    const before = start[planet].speed < 0;
    if (before === end[planet].speed < 0) continue;
    const at = bisect(t0, t1, (ms) => positionsAt(ms)[planet].speed < 0 !== before);
    stations.push({ planet, direction: before ? 'direct' : 'retrograde', at: new Date(at) });
  }
  return { date, dayNumber: Math.round(t0 / DAY_MS), start, noon, end, ingresses, stations };
}
