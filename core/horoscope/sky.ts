/**
 * The sky of one calendar date in the reader's zone (UTC when none is given), the same for
 * every reader of that date in that zone: positions at the start, middle and end of the day,
 * and the moments within the day when a body changes sign or direction, or the Moon reaches
 * an exact phase (new, first quarter, full, last quarter).
 */
import { type PlanetId, type Positions, computePositions, epochFromJulianDayUT } from '../astro/positions';
import { type Zodiac, lahiriAyanamsa, siderealPositions } from '../astro/sidereal';
import { ingressesBetween, moonPhasesBetween, stationsBetween } from '../sky/events';
import { localDayStart } from '../sky/hours';
import { DAY_MS, jdFromMs, msFromJd } from '../sky/time';
import { isValidTimeZone } from '../time/civil-time';
import type { SignId } from '../zodiac';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The bodies whose sign changes and stations a reading narrates (the Moon's are its own facts). */
const MOVERS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const STATIONING = MOVERS.filter((id) => id !== 'sun');

/** The four principal phases, at Moon-Sun elongations of 0, 90, 180 and 270 degrees. */
export type PrincipalPhase = 'new' | 'first-quarter' | 'full' | 'last-quarter';
export const PRINCIPAL_PHASES: readonly PrincipalPhase[] = ['new', 'first-quarter', 'full', 'last-quarter'];
const PHASE_OF = { new: 'new', firstQuarter: 'first-quarter', full: 'full', lastQuarter: 'last-quarter' } as const;

export interface SkyEvent {
  planet: PlanetId;
  /** The UTC instant, to the second. */
  at: Date;
}

export interface DaySky {
  date: string;
  /** The zodiac its positions and sign changes are in: tropical, or sidereal (Lahiri) for a reader of the Moon's sign. */
  zodiac: Zodiac;
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

/**
 * A date's bounds in a zone (UTC when none is given, or when the runtime does not know it):
 * `[start, end)` in ms and the instant its signs are read at, halfway.
 */
export function dayWindow(
  date: string,
  timeZone?: string,
): { start: number; end: number; noon: number; zone?: string } {
  const t0 = dayStart(date);
  if (!timeZone || !isValidTimeZone(timeZone)) return { start: t0, end: t0 + DAY_MS, noon: t0 + DAY_MS / 2 };
  // Local midnight to the next one (where the clocks skip midnight, the day starts when they jump).
  const start = Math.round(msFromJd(localDayStart(date, timeZone)));
  const end = Math.round(msFromJd(localDayStart(new Date(t0 + DAY_MS).toISOString().slice(0, 10), timeZone)));
  return { start, end, noon: (start + end) / 2, zone: timeZone };
}

function positionsAt(ms: number, zodiac: Zodiac): Positions {
  const epoch = epochFromJulianDayUT(jdFromMs(ms));
  const tropical = computePositions(epoch);
  return zodiac === 'sidereal' ? siderealPositions(tropical, lahiriAyanamsa(epoch)) : tropical;
}
/** Recently computed days: a page shows 12 signs of the same few dates. */
const recent = new Map<string, DaySky>();
const RECENT_DAYS = 8;

/**
 * The day's sky for a date in the reader's zone (UTC when none is given). Pure and
 * deterministic: the same date and zone give the same sky everywhere.
 */
export function daySky(date: string, timeZone?: string, zodiac: Zodiac = 'tropical'): DaySky {
  const key = `${date}|${timeZone ?? ''}|${zodiac}`;
  const known = recent.get(key);
  if (known) return known;
  const sky = computeDaySky(date, timeZone, zodiac);
  recent.set(key, sky);
  if (recent.size > RECENT_DAYS) recent.delete(recent.keys().next().value as string);
  return sky;
}

function computeDaySky(date: string, timeZone: string | undefined, zodiac: Zodiac): DaySky {
  const { start: t0, end: t1, noon: mid, zone } = dayWindow(date, timeZone);
  const start = positionsAt(t0, zodiac);
  const noon = positionsAt(mid, zodiac);
  const end = positionsAt(t1, zodiac);
  // The events come from the sky engine (core/sky), the same that writes the sky calendar.
  const [j0, j1] = [jdFromMs(t0), jdFromMs(t1)];
  const second = (jd: number) => new Date(Math.round(msFromJd(jd) / 1000) * 1000);
  const ingresses: DaySky['ingresses'] = (['moon', ...MOVERS] as const).flatMap((planet) =>
    ingressesBetween(planet, j0, j1, zodiac).map((e) => ({ planet, sign: e.sign, at: second(e.jdUT) })),
  );
  const stations: DaySky['stations'] = STATIONING.flatMap((planet) =>
    stationsBetween(planet, j0, j1).map((e) => ({ planet, direction: e.direction, at: second(e.jdUT) })),
  );
  const exact = moonPhasesBetween(j0, j1)[0];
  const phase = exact ? { phase: PHASE_OF[exact.phase], at: second(exact.jdUT) } : undefined;
  return {
    date,
    zodiac,
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
