/**
 * Sky events over a range of time (decision 029): stations of Mercury-Pluto, sign ingresses of
 * every body, the Moon's phases and the void-of-course Moon. Pure: the browser and the Worker
 * compute the same events. Definitions and field names follow the reference data the engine is
 * judged against (Swiss Ephemeris): docs/decisions/029-sky-engine.md.
 */
import { diff180, norm360 } from '../astro/math';
import { type PlanetId, planetPosition } from '../astro/positions';
import { type Zodiac, lahiriAyanamsa } from '../astro/sidereal';
import { type SignId, signOfLongitude } from '../zodiac';
import { findRoot } from './roots';
import { type Instant, bodyAt, epochAt, instant, isoSecond } from './time';

export const STATION_BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type StationBody = (typeof STATION_BODIES)[number];
export const INGRESS_BODIES = ['sun', 'moon', ...STATION_BODIES] as const;
export type IngressBody = (typeof INGRESS_BODIES)[number];

/** Sampling steps, days: no body turns twice, or moves 30°, within one step. */
const STATION_STEP: Readonly<Record<StationBody, number>> = {
  mercury: 2,
  venus: 4,
  mars: 5,
  jupiter: 10,
  saturn: 10,
  uranus: 10,
  neptune: 10,
  pluto: 10,
};
const INGRESS_STEP: Readonly<Record<IngressBody, number>> = {
  sun: 10,
  moon: 1,
  mercury: 5,
  venus: 10,
  mars: 15,
  jupiter: 30,
  saturn: 30,
  uranus: 30,
  neptune: 30,
  pluto: 30,
};

export type Direction = 'retrograde' | 'direct';

export interface Station extends Instant {
  id: string;
  body: StationBody;
  /** "retrograde": the speed turns from forward to backward; "direct": back to forward. */
  direction: Direction;
  longitude: number;
  sign: SignId;
}

export interface Ingress extends Instant {
  id: string;
  body: IngressBody;
  /** The sign entered. */
  sign: SignId;
  fromSign: SignId;
  /** "retrograde" when the body crosses backward into the previous sign. */
  direction: Direction;
  /** The boundary crossed, degrees (a multiple of 30). */
  longitude: number;
  speed: number;
}

export const MOON_PHASES = ['new', 'firstQuarter', 'full', 'lastQuarter'] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export interface MoonPhaseEvent extends Instant {
  id: string;
  phase: MoonPhaseName;
  moonLongitude: number;
  sign: SignId;
}

/** Which planets' aspects end a Moon's course: the traditional seven, or with the outer planets. */
export const VOID_OF_COURSE_VARIANTS = ['sunToSaturn', 'sunToPluto'] as const;
export type VoidOfCourseVariant = (typeof VOID_OF_COURSE_VARIANTS)[number];
const VOC_PLANETS: Readonly<Record<VoidOfCourseVariant, readonly PlanetId[]>> = {
  sunToSaturn: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'],
  sunToPluto: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
};

export const PTOLEMAIC_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type PtolemaicAspect = (typeof PTOLEMAIC_ASPECTS)[number];
/** Moon-minus-planet elongation (a multiple of 30°) → its Ptolemaic aspect, or null for 30°, 150°, 210°, 330°. */
const ASPECT_OF_ELONGATION: readonly (PtolemaicAspect | null)[] = [
  'conjunction',
  null,
  'sextile',
  'square',
  'trine',
  null,
  'opposition',
  null,
  'trine',
  'square',
  'sextile',
  null,
];

export interface VoidOfCourse {
  id: string;
  /** The sign the Moon is in while void, and the one it enters at the end. */
  sign: SignId;
  nextSign: SignId;
  start: string;
  startJdUT: number;
  end: string;
  endJdUT: number;
  durationMinutes: number;
  /** The Moon's last exact Ptolemaic aspect in the sign; null when it made none there. */
  lastAspect: (Instant & { planet: PlanetId; aspect: PtolemaicAspect; elongation: number }) | null;
  signIngressJdUT: number;
}

export interface SkyEvents {
  stations: Station[];
  ingresses: Ingress[];
  moonPhases: MoonPhaseEvent[];
  voidOfCourse: VoidOfCourse[];
}

const signOf = (longitude: number): SignId => signOfLongitude(longitude).id;
const day = (jd: number) => isoSecond(jd).slice(0, 10);

/** Sample times from a to b: a, a + step, ..., and b itself. */
function samples(a: number, b: number, step: number): number[] {
  const out: number[] = [];
  for (let t = a; t < b; t += step) out.push(t);
  out.push(b);
  return out;
}

/** Stations of one body with instants in [from, to), Julian days UT. */
export function stationsOf(body: StationBody, from: number, to: number): Station[] {
  const speed = (t: number) => bodyAt(body, t).speed;
  const out: Station[] = [];
  const times = samples(from, to, STATION_STEP[body]);
  let t0 = times[0] as number;
  let s0 = speed(t0);
  for (const t1 of times.slice(1)) {
    const s1 = speed(t1);
    if (s0 === 0 ? false : Math.sign(s0) !== Math.sign(s1) && s1 !== 0) {
      const jd = findRoot(speed, t0, t1, s0, s1);
      if (jd >= from && jd < to) {
        const direction: Direction = s0 > 0 ? 'retrograde' : 'direct';
        const { longitude } = bodyAt(body, jd);
        out.push({
          id: `${body}-${direction}-${day(jd)}`,
          body,
          direction,
          ...instant(jd),
          longitude,
          sign: signOf(longitude),
        });
      }
    }
    t0 = t1;
    s0 = s1;
  }
  return out;
}

/** Stations are found in fixed blocks of days, each computed once per runtime and kept. */
const STATION_BLOCK_DAYS = 365;
const STATION_BLOCKS_KEPT = 256;
const stationBlocks = new Map<string, Station[]>();

/**
 * Stations of one body with instants in [from, to), read from blocks of a year that are
 * computed once and kept: a day's premium horoscope and the calendar ask for the same ones.
 */
export function stationsBetween(body: StationBody, from: number, to: number): Station[] {
  const out: Station[] = [];
  for (let k = Math.floor(from / STATION_BLOCK_DAYS); k * STATION_BLOCK_DAYS < to; k++) {
    const key = `${body}:${k}`;
    let block = stationBlocks.get(key);
    if (!block) {
      block = stationsOf(body, k * STATION_BLOCK_DAYS, (k + 1) * STATION_BLOCK_DAYS);
      stationBlocks.set(key, block);
      if (stationBlocks.size > STATION_BLOCKS_KEPT) stationBlocks.delete(stationBlocks.keys().next().value as string);
    }
    for (const s of block) if (s.jdUT >= from && s.jdUT < to) out.push(s);
  }
  return out;
}

/** A body's longitude and speed at a Julian day (UT) in a zodiac: tropical, or less Lahiri's ayanamsa. */
function inZodiac(body: IngressBody, jd: number, zodiac: Zodiac): { longitude: number; speed: number } {
  if (zodiac === 'tropical') return bodyAt(body, jd);
  const epoch = epochAt(jd);
  const ayanamsa = lahiriAyanamsa(epoch);
  const { longitude, speed } = planetPosition(epoch, body);
  return { longitude: norm360(longitude - ayanamsa.true), speed: speed - ayanamsa.speed };
}

/**
 * Sign ingresses of one body with instants in [from, to), in the tropical zodiac or the
 * sidereal one (Lahiri's, decision 047: the same crossings of 30° boundaries, counted from the
 * ayanamsa of each instant).
 */
export function ingressesOf(body: IngressBody, from: number, to: number, zodiac: Zodiac = 'tropical'): Ingress[] {
  // Between two stations the longitude runs one way, so no boundary is crossed twice in a step.
  const cuts = body === 'sun' || body === 'moon' ? [] : stationsOf(body, from, to).map((s) => s.jdUT);
  const bounds = [from, ...cuts, to];
  const out: Ingress[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const times = samples(bounds[i] as number, bounds[i + 1] as number, INGRESS_STEP[body]);
    let t0 = times[0] as number;
    let l0 = inZodiac(body, t0, zodiac).longitude;
    for (const t1 of times.slice(1)) {
      const l1 = inZodiac(body, t1, zodiac).longitude;
      const moved = diff180(l1, l0);
      // The boundaries in (l0, l0 + moved] going forward, in [l0 + moved, l0) going back.
      const boundaries: number[] = [];
      if (moved > 0) for (let b = Math.floor(l0 / 30) * 30 + 30; b <= l0 + moved; b += 30) boundaries.push(b);
      else for (let b = Math.ceil(l0 / 30) * 30 - 30; b >= l0 + moved; b -= 30) boundaries.push(b);
      for (const b of boundaries) {
        const boundary = norm360(b);
        const f = (t: number) => diff180(inZodiac(body, t, zodiac).longitude, boundary);
        const jd = findRoot(f, t0, t1, diff180(l0, boundary), diff180(l1, boundary));
        if (jd < from || jd >= to) continue;
        const direction: Direction = moved > 0 ? 'direct' : 'retrograde';
        const above = signOf(boundary);
        const below = signOf(boundary - 30);
        const sign = direction === 'direct' ? above : below;
        out.push({
          id: `${body}-${sign}-${day(jd)}`,
          body,
          sign,
          fromSign: direction === 'direct' ? below : above,
          direction,
          ...instant(jd),
          longitude: boundary,
          speed: inZodiac(body, jd, zodiac).speed,
        });
      }
      t0 = t1;
      l0 = l1;
    }
  }
  return out;
}

/** The Moon's elongation from a body (Moon minus body), degrees [0, 360). */
export function elongation(body: PlanetId, jd: number): number {
  const epoch = epochAt(jd);
  return norm360(planetPosition(epoch, 'moon').longitude - planetPosition(epoch, body).longitude);
}

/** New, first quarter, full and last quarter Moons with instants in [from, to). */
export function moonPhases(from: number, to: number): MoonPhaseEvent[] {
  const out: MoonPhaseEvent[] = [];
  const times = samples(from, to, 1);
  let t0 = times[0] as number;
  let e0 = elongation('sun', t0);
  for (const t1 of times.slice(1)) {
    const e1 = elongation('sun', t1);
    const moved = norm360(e1 - e0);
    for (let b = Math.floor(e0 / 90) * 90 + 90; b <= e0 + moved; b += 90) {
      const target = norm360(b);
      const jd = findRoot(
        (t) => diff180(elongation('sun', t), target),
        t0,
        t1,
        diff180(e0, target),
        diff180(e1, target),
      );
      if (jd < from || jd >= to) continue;
      const phase = MOON_PHASES[target / 90] as MoonPhaseName;
      const moonLongitude = bodyAt('moon', jd).longitude;
      out.push({ id: `${phase}-${day(jd)}`, phase, ...instant(jd), moonLongitude, sign: signOf(moonLongitude) });
    }
    t0 = t1;
    e0 = e1;
  }
  return out;
}

/** The longest a Moon spends in a sign is under 2.8 days. */
const LONGEST_PASSAGE = 3;

/**
 * Void-of-course periods that overlap [from, to) (not clipped): for each passage of the Moon
 * through a sign, from its last exact Ptolemaic aspect to a counted planet in that sign until it
 * enters the next sign.
 */
export function voidOfCourse(from: number, to: number, variant: VoidOfCourseVariant = 'sunToSaturn'): VoidOfCourse[] {
  const entries = ingressesOf('moon', from - LONGEST_PASSAGE, to + LONGEST_PASSAGE);
  const out: VoidOfCourse[] = [];
  for (let i = 0; i + 1 < entries.length; i++) {
    const entry = entries[i] as Ingress;
    const exit = entries[i + 1] as Ingress;
    if (exit.jdUT <= from || entry.jdUT >= to) continue;
    const last = lastAspect(entry.jdUT, exit.jdUT, VOC_PLANETS[variant]);
    const start = last?.jdUT ?? entry.jdUT;
    if (start >= to) continue;
    out.push({
      id: `voc-${isoSecond(exit.jdUT).slice(0, 16)}`,
      sign: entry.sign,
      nextSign: exit.sign,
      start: isoSecond(start),
      startJdUT: start,
      end: exit.utc,
      endJdUT: exit.jdUT,
      durationMinutes: (exit.jdUT - start) * 1440,
      lastAspect: last,
      signIngressJdUT: entry.jdUT,
    });
  }
  return out;
}

/**
 * The Moon's last exact Ptolemaic aspect in (entry, exit]. The Moon outruns every planet, so
 * each elongation grows through the passage (25-40°): its last aspect angle is found from the
 * two ends and solved once.
 */
function lastAspect(entry: number, exit: number, planets: readonly PlanetId[]): VoidOfCourse['lastAspect'] {
  const atEntry = epochAt(entry);
  const atExit = epochAt(exit);
  const moonIn = planetPosition(atEntry, 'moon').longitude;
  const moonOut = planetPosition(atExit, 'moon').longitude;
  let best: VoidOfCourse['lastAspect'] = null;
  for (const planet of planets) {
    const eIn = norm360(moonIn - planetPosition(atEntry, planet).longitude);
    const eOut = eIn + norm360(moonOut - planetPosition(atExit, planet).longitude - eIn);
    let angle = Math.floor(eOut / 30) * 30;
    while (angle > eIn && !ASPECT_OF_ELONGATION[(angle / 30) % 12]) angle -= 30;
    if (angle <= eIn) continue;
    const target = norm360(angle);
    const jd = findRoot((t) => diff180(elongation(planet, t), target), entry, exit, eIn - angle, eOut - angle);
    if (best && best.jdUT >= jd) continue;
    best = {
      planet,
      aspect: ASPECT_OF_ELONGATION[target / 30] as PtolemaicAspect,
      elongation: target,
      ...instant(jd),
    };
  }
  return best;
}

/** Events are also kept in blocks of 30 days, computed once per runtime: readers of the same weeks share them. */
const BLOCK_DAYS = 30;
const BLOCKS_KEPT = 4000;
const blocks = new Map<string, readonly unknown[]>();

function fromBlocks<T>(
  key: string,
  from: number,
  to: number,
  compute: (a: number, b: number) => T[],
  inRange: (event: T) => boolean,
  id: (event: T) => string,
): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (let k = Math.floor(from / BLOCK_DAYS); k * BLOCK_DAYS < to; k++) {
    const name = `${key}:${k}`;
    let block = blocks.get(name) as T[] | undefined;
    if (!block) {
      block = compute(k * BLOCK_DAYS, (k + 1) * BLOCK_DAYS);
      blocks.set(name, block);
      if (blocks.size > BLOCKS_KEPT) blocks.delete(blocks.keys().next().value as string);
    }
    for (const event of block) {
      if (!inRange(event) || seen.has(id(event))) continue;
      seen.add(id(event));
      out.push(event);
    }
  }
  return out;
}

/** {@link ingressesOf}, from the kept blocks. */
export function ingressesBetween(body: IngressBody, from: number, to: number, zodiac: Zodiac = 'tropical'): Ingress[] {
  return fromBlocks(
    zodiac === 'tropical' ? `ingress:${body}` : `ingress:${body}:${zodiac}`,
    from,
    to,
    (a, b) => ingressesOf(body, a, b, zodiac),
    (e) => e.jdUT >= from && e.jdUT < to,
    (e) => `${e.id}:${e.jdUT}`,
  );
}

/** {@link moonPhases}, from the kept blocks. */
export function moonPhasesBetween(from: number, to: number): MoonPhaseEvent[] {
  return fromBlocks(
    'phase',
    from,
    to,
    moonPhases,
    (e) => e.jdUT >= from && e.jdUT < to,
    (e) => e.id,
  );
}

/** {@link voidOfCourse}, from the kept blocks: every period that overlaps [from, to). */
export function voidOfCourseBetween(
  from: number,
  to: number,
  variant: VoidOfCourseVariant = 'sunToSaturn',
): VoidOfCourse[] {
  return fromBlocks(
    `voc:${variant}`,
    from,
    to,
    (a, b) => voidOfCourse(a, b, variant),
    (v) => v.startJdUT < to && v.endJdUT > from,
    (v) => v.id,
  ).sort((a, b) => a.startJdUT - b.startJdUT);
}

/** Everything the sky calendar lists for [from, to), Julian days UT. */
export function skyEvents(from: number, to: number, variant: VoidOfCourseVariant = 'sunToSaturn'): SkyEvents {
  const byTime = <T extends { jdUT: number }>(a: T, b: T) => a.jdUT - b.jdUT;
  return {
    stations: STATION_BODIES.flatMap((body) => stationsBetween(body, from, to)).sort(byTime),
    ingresses: INGRESS_BODIES.flatMap((body) => ingressesBetween(body, from, to)).sort(byTime),
    moonPhases: moonPhasesBetween(from, to),
    voidOfCourse: voidOfCourseBetween(from, to, variant),
  };
}
