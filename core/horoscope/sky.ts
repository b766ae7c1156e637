/**
 * The sky of one calendar date in the reader's zone (UTC when none is given), the same for
 * every reader of that date in that zone: positions at the start, middle and end of the day,
 * and the moments within the day when a body changes sign or direction, or the Moon reaches
 * an exact phase (new, first quarter, full, last quarter).
 */
import { diff180, norm360 } from '../astro/math';
import { type PlanetId, type Positions, computePositions, epochFromJulianDayUT } from '../astro/positions';
import { type SignId, signOfLongitude } from '../zodiac';

const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The bodies whose sign changes and stations a reading narrates (the Moon's are its own facts). */
const MOVERS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const STATIONING = MOVERS.filter((id) => id !== 'sun');

/** The four principal phases, at Moon-Sun elongations of 0, 90, 180 and 270 degrees. */
export type PrincipalPhase = 'new' | 'first-quarter' | 'full' | 'last-quarter';
export const PRINCIPAL_PHASES: readonly PrincipalPhase[] = ['new', 'first-quarter', 'full', 'last-quarter'];

export interface SkyEvent {
  planet: PlanetId;
  /** The UTC instant, to the second. */
  at: Date;
}

export interface DaySky {
  date: string;
  /** The reader's IANA zone the day is read in, or undefined for UTC. */
  timeZone?: string;
  /** Days since 1970-01-01, for choosing wording that turns over day by day. */
  dayNumber: number;
  /** The day's bounds, ms: local midnight to the next local midnight (23 or 25 hours on a clock change). */
  startMs: number;
  endMs: number;
  start: Positions;
  /** At the middle of the day (12:00 UTC for a UTC day): the instant the day's signs are read at. */
  noon: Positions;
  end: Positions;
  /** Sign entered during the day (the Moon included). */
  ingresses: (SkyEvent & { sign: SignId })[];
  stations: (SkyEvent & { direction: 'retrograde' | 'direct' })[];
  /** The exact principal phase within the day, if there is one (never two: they are a week apart). */
  phase?: { phase: PrincipalPhase; at: Date };
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

const formats = new Map<string, Intl.DateTimeFormat | null>();
/** A formatter of wall-clock parts in `zone`, or null when the runtime does not know the zone. */
function wallClock(zone: string): Intl.DateTimeFormat | null {
  let f = formats.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = null;
    }
    formats.set(zone, f);
  }
  return f;
}

/** How far `zone`'s clock is ahead of UTC at an instant, ms. */
function zoneOffset(f: Intl.DateTimeFormat, ms: number): number {
  const part: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The first instant of a local date (its wall-clock midnight, given as UTC ms of the same wall
 * reading) in the zone. Where the clocks skip midnight (Santiago, Havana), the day starts when
 * they jump, at 01:00.
 */
function localMidnight(f: Intl.DateTimeFormat, wallMs: number): number {
  const ms = wallMs - zoneOffset(f, wallMs - zoneOffset(f, wallMs));
  const offset = zoneOffset(f, ms);
  return ms + offset < wallMs ? wallMs - offset : ms;
}

/**
 * A date's bounds in a zone (UTC when none is given, or when the runtime does not know it):
 * `[start, end)` in ms and the instant its signs are read at, halfway.
 */
export function dayWindow(
  date: string,
  timeZone?: string,
): { start: number; end: number; noon: number; zone?: string } {
  const t0 = dayStart(date);
  const f = timeZone ? wallClock(timeZone) : null;
  if (!f) return { start: t0, end: t0 + DAY_MS, noon: t0 + DAY_MS / 2 };
  const start = localMidnight(f, t0);
  const end = localMidnight(f, t0 + DAY_MS);
  return { start, end, noon: (start + end) / 2, zone: timeZone };
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

const elongationOf = (p: Positions) => norm360(p.moon.longitude - p.sun.longitude);

/**
 * The exact principal phase in [t0, t1), if any: the elongation grows steadily (about 12° a day),
 * so a multiple of 90° is crossed when the unwrapped growth passes it; Newton's method on the
 * elongation, with the Moon's and the Sun's speeds, finds the instant to well under a second.
 */
function principalPhase(t0: number, t1: number, start: Positions, end: Positions): DaySky['phase'] {
  const e0 = elongationOf(start);
  const e1 = e0 + norm360(elongationOf(end) - e0);
  const target = Math.floor(e0 / 90) * 90 + 90;
  if (!(target > e0 && target <= e1)) {
    // An exact phase at the very first instant of the day belongs to this day.
    if (e0 % 90 !== 0) return undefined;
  }
  const angle = e0 % 90 === 0 ? e0 : target;
  let ms = t0 + ((angle - e0) / (e1 - e0)) * (t1 - t0);
  for (let i = 0; i < 8; i++) {
    const p = positionsAt(ms);
    const rate = (p.moon.speed - p.sun.speed) / DAY_MS;
    const step = diff180(norm360(angle), elongationOf(p)) / rate;
    ms += step;
    if (Math.abs(step) < 200) break;
  }
  ms = Math.round(ms / 1000) * 1000;
  if (ms < t0 || ms >= t1) return undefined;
  return { phase: PRINCIPAL_PHASES[(Math.round(angle / 90) % 4) as 0 | 1 | 2 | 3] as PrincipalPhase, at: new Date(ms) };
}

/** Recently computed days: a page shows 12 signs of the same few dates. */
const recent = new Map<string, DaySky>();
const RECENT_DAYS = 8;

/**
 * The day's sky for a date in the reader's zone (UTC when none is given). Pure and
 * deterministic: the same date and zone give the same sky everywhere.
 */
export function daySky(date: string, timeZone?: string): DaySky {
  const key = `${date}|${timeZone ?? ''}`;
  const known = recent.get(key);
  if (known) return known;
  const sky = computeDaySky(date, timeZone);
  recent.set(key, sky);
  if (recent.size > RECENT_DAYS) recent.delete(recent.keys().next().value as string);
  return sky;
}

function computeDaySky(date: string, timeZone?: string): DaySky {
  const { start: t0, end: t1, noon: mid, zone } = dayWindow(date, timeZone);
  const start = positionsAt(t0);
  const noon = positionsAt(mid);
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
  const phase = principalPhase(t0, t1, start, end);
  return {
    date,
    ...(zone ? { timeZone: zone } : {}),
    dayNumber: Math.round(dayStart(date) / DAY_MS),
    startMs: t0,
    endMs: t1,
    start,
    noon,
    end,
    ingresses,
    stations,
    ...(phase ? { phase } : {}),
  };
}
