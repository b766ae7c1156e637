/**
 * Angles and house cusps, with the conventions of Swiss Ephemeris (swe_houses): the Ascendant is
 * turned by 180 degrees inside the polar circle when the formula puts it west of the MC,
 * Placidus and Koch fall back to Porphyry where they are undefined, and Regiomontanus and
 * Campanus turn their cusps 1-3 and 10-12 in that polar case.
 */
import { DEG, RAD, diff180, norm360 } from './math';
import type { Zodiac } from './zodiacs';

export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'whole-sign',
  'equal',
  'porphyry',
  'regiomontanus',
  'campanus',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

/** Whole-sign houses are how a sidereal chart is read in the Indian tradition. */
export const defaultHouseSystem = (zodiac: Zodiac): HouseSystem =>
  zodiac === 'sidereal' ? 'whole-sign' : DEFAULT_HOUSE_SYSTEM;

export function isHouseSystem(value: unknown): value is HouseSystem {
  return typeof value === 'string' && (HOUSE_SYSTEMS as readonly string[]).includes(value);
}

/** What the houses of one place and instant depend on. */
export interface HouseFrame {
  /** Right ascension of the meridian (local apparent sidereal time), degrees. */
  armc: number;
  /** Geographic latitude, degrees north. */
  latitude: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
}

export interface Angles {
  ascendant: number;
  midheaven: number;
  descendant: number;
  ic: number;
}

export interface Houses {
  /** The system actually used (porphyry after a fallback). */
  system: HouseSystem;
  /** Longitudes of cusps 1..12, degrees. */
  cusps: number[];
  /** Why another system than the one asked for was used. */
  note?: string;
}

/** Clamp at the poles, where the horizon is undefined (the same 1/360000 degree as SE). */
const POLE_MARGIN = 1 / 360000;

function frameLatitude(frame: HouseFrame): number {
  const limit = 90 - POLE_MARGIN;
  return Math.max(-limit, Math.min(limit, frame.latitude));
}

/**
 * The ecliptic point on the great circle through the north and south points of a horizon of
 * pole height `pole`, crossing the equator at right ascension `ra` (for ra = ARMC + 90 and the
 * geographic latitude: the Ascendant).
 */
function eclipticOnCircle(ra: number, pole: number, obliquity: number): number {
  const x = ra * DEG;
  const e = obliquity * DEG;
  return norm360(Math.atan2(Math.sin(x), Math.cos(x) * Math.cos(e) - Math.tan(pole * DEG) * Math.sin(e)) * RAD);
}

function midheavenOf(frame: HouseFrame): number {
  const t = frame.armc * DEG;
  return norm360(Math.atan2(Math.sin(t), Math.cos(t) * Math.cos(frame.obliquity * DEG)) * RAD);
}

function rawAscendant(frame: HouseFrame): number {
  return eclipticOnCircle(frame.armc + 90, frameLatitude(frame), frame.obliquity);
}

function insidePolarCircle(frame: HouseFrame): boolean {
  return Math.abs(frame.latitude) >= 90 - frame.obliquity;
}

export function computeAngles(frame: HouseFrame): Angles {
  const midheaven = midheavenOf(frame);
  let ascendant = rawAscendant(frame);
  if (diff180(ascendant, midheaven) < 0) ascendant = norm360(ascendant + 180);
  return { ascendant, midheaven, descendant: norm360(ascendant + 180), ic: norm360(midheaven + 180) };
}

/** Completes cusps 1-3 and 10-12 with their opposites. */
function fromEasternHalf(c1: number, c2: number, c3: number, c10: number, c11: number, c12: number): number[] {
  const east = [c1, c2, c3, c10, c11, c12].map(norm360);
  const [a1 = 0, a2 = 0, a3 = 0, a10 = 0, a11 = 0, a12 = 0] = east;
  return [a1, a2, a3, a10 + 180, a11 + 180, a12 + 180, a1 + 180, a2 + 180, a3 + 180, a10, a11, a12].map(norm360);
}

function porphyry(angles: Angles): number[] {
  const { ascendant: asc, midheaven: mc } = angles;
  const q4 = diff180(asc, mc); // arc MC -> Asc
  const q1 = 180 - q4;
  return fromEasternHalf(asc, asc + q1 / 3, asc + (2 * q1) / 3, mc, mc + q4 / 3, mc + (2 * q4) / 3);
}

/**
 * Placidus: each cusp is the ecliptic point that has run a third (houses 11, 3) or two thirds
 * (12, 2) of its semi-arc. An ecliptic point of right ascension a has tan(declination) =
 * tan(obliquity) sin(a), so its ascensional difference is asin(tan(latitude) tan(obliquity)
 * sin(a)), and the cusp's right ascension solves a = ARMC + offset + fraction * that; Newton's
 * method finds it in a few steps. Undefined (null) when it does not converge.
 */
function placidus(frame: HouseFrame, angles: Angles): number[] | null {
  const e = frame.obliquity * DEG;
  const k = Math.tan(frameLatitude(frame) * DEG) * Math.tan(e);
  const cosE = Math.cos(e);
  const cusp = (offset: number, fraction: number): number | null => {
    const target = (frame.armc + offset) * DEG;
    let ra = target;
    for (let i = 0; i < 50; i++) {
      const sin = Math.sin(ra);
      const x = k * sin;
      if (Math.abs(x) >= 1) return null;
      const root = Math.sqrt(1 - x * x);
      const step = (ra - target - fraction * Math.asin(x)) / (1 - (fraction * k * Math.cos(ra)) / root);
      ra -= step;
      if (Math.abs(step) < 1e-12) return norm360(Math.atan2(Math.sin(ra), Math.cos(ra) * cosE) * RAD);
    }
    return null;
  };
  const c11 = cusp(30, 1 / 3);
  const c12 = cusp(60, 2 / 3);
  const c2 = cusp(120, 2 / 3);
  const c3 = cusp(150, 1 / 3);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  return fromEasternHalf(angles.ascendant, c2, c3, angles.midheaven, c11, c12);
}

/** Koch: the MC's ascensional difference divides the ascension of the birthplace horizon. */
function koch(frame: HouseFrame, angles: Angles): number[] {
  const phi = frameLatitude(frame);
  const e = frame.obliquity * DEG;
  const sinDecMc = Math.sin(angles.midheaven * DEG) * Math.sin(e);
  const x = Math.tan(phi * DEG) * Math.tan(Math.asin(sinDecMc));
  const ad3 = (Math.asin(Math.max(-1, Math.min(1, x))) * RAD) / 3;
  const at = (ra: number) => eclipticOnCircle(ra, phi, frame.obliquity);
  const t = frame.armc;
  return fromEasternHalf(
    angles.ascendant,
    at(t + 120 + ad3),
    at(t + 150 + 2 * ad3),
    angles.midheaven,
    at(t + 30 - 2 * ad3),
    at(t + 60 - ad3),
  );
}

/** Regiomontanus: the celestial equator divided in 30-degree arcs from the meridian. */
function regiomontanus(frame: HouseFrame): number[] {
  const tanPhi = Math.tan(frameLatitude(frame) * DEG);
  const pole1 = Math.atan(tanPhi * 0.5) * RAD;
  const pole2 = Math.atan(tanPhi * Math.cos(30 * DEG)) * RAD;
  const at = (ra: number, pole: number) => eclipticOnCircle(frame.armc + ra, pole, frame.obliquity);
  return fromEasternHalf(
    rawAscendant(frame),
    at(120, pole2),
    at(150, pole1),
    midheavenOf(frame),
    at(30, pole1),
    at(60, pole2),
  );
}

/** Campanus: the prime vertical divided in 30-degree arcs from the horizon. */
function campanus(frame: HouseFrame): number[] {
  const phi = frameLatitude(frame) * DEG;
  const pole1 = Math.asin(Math.sin(phi) / 2) * RAD;
  const pole2 = Math.asin((Math.sqrt(3) / 2) * Math.sin(phi)) * RAD;
  const ra1 = Math.atan(Math.sqrt(3) / Math.cos(phi)) * RAD;
  const ra2 = Math.atan(1 / Math.sqrt(3) / Math.cos(phi)) * RAD;
  const at = (ra: number, pole: number) => eclipticOnCircle(frame.armc + 90 + ra, pole, frame.obliquity);
  return fromEasternHalf(
    rawAscendant(frame),
    at(ra2, pole2),
    at(ra1, pole1),
    midheavenOf(frame),
    at(-ra1, pole1),
    at(-ra2, pole2),
  );
}

/**
 * Inside the polar circle, when the Ascendant formula falls west of the MC, Regiomontanus and
 * Campanus keep the MC above the horizon by turning the whole wheel (cusps 1-3 and 10-12, and
 * so their opposites) by 180 degrees.
 */
function turnIfPolar(frame: HouseFrame, cusps: number[]): number[] {
  if (insidePolarCircle(frame) && diff180(rawAscendant(frame), midheavenOf(frame)) < 0) {
    return cusps.map((c) => norm360(c + 180));
  }
  return cusps;
}

const POLAR_NOTE = (name: string) =>
  `${name} houses are undefined at this latitude (|latitude| >= 90° - obliquity); Porphyry cusps are used instead.`;

/** House cusps of one system; `angles` may be passed when already computed for the frame. */
export function computeHouses(frame: HouseFrame, system: HouseSystem, angles: Angles = computeAngles(frame)): Houses {
  switch (system) {
    case 'placidus':
    case 'koch': {
      const name = system === 'placidus' ? 'Placidus' : 'Koch';
      const cusps = insidePolarCircle(frame)
        ? null
        : system === 'placidus'
          ? placidus(frame, angles)
          : koch(frame, angles);
      if (cusps === null) return { system: 'porphyry', cusps: porphyry(angles), note: POLAR_NOTE(name) };
      return { system, cusps };
    }
    case 'whole-sign': {
      const first = Math.floor(angles.ascendant / 30) * 30;
      return { system, cusps: Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i)) };
    }
    case 'equal':
      return { system, cusps: Array.from({ length: 12 }, (_, i) => norm360(angles.ascendant + 30 * i)) };
    case 'porphyry':
      return { system, cusps: porphyry(angles) };
    case 'regiomontanus':
      return { system, cusps: turnIfPolar(frame, regiomontanus(frame)) };
    case 'campanus':
      return { system, cusps: turnIfPolar(frame, campanus(frame)) };
  }
}

/** The house (1-12) holding a longitude: the cusp it follows, counted along the zodiac. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  let best = 1;
  let bestArc = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    const arc = norm360(longitude - start);
    if (arc < norm360(end - start)) return i + 1;
    if (arc < bestArc) {
      bestArc = arc;
      best = i + 1;
    }
  }
  return best;
}
