/**
 * The natal chart: apparent positions, angles, houses and aspects for one instant and place.
 * Pure computation (no I/O): runs in the Worker, the browser and Node alike.
 */
import { SIGN_IDS, type SignId } from '../zodiac';
import { type Aspect, type AspectPoint, findAspects } from './aspects';
import { apparentSiderealTime } from './earth';
import {
  type Angles,
  type HouseFrame,
  type HouseSystem,
  type Houses,
  computeAngles,
  computeHouses,
  defaultHouseSystem,
  houseOf,
  isHouseSystem,
} from './houses';
import { julianDayFromDate, norm360 } from './math';
import {
  BODY_IDS,
  type BodyId,
  type EclipticPosition,
  type Epoch,
  PLANET_IDS,
  type PlanetId,
  computePositions,
  epochFromJulianDayUT,
} from './positions';
import { type Ayanamsa, ZODIACS, type Zodiac, lahiriAyanamsa, siderealPositions } from './sidereal';

export type { Aspect, AspectType, OrbLabel } from './aspects';
export type { HouseSystem, Houses } from './houses';
export { HOUSE_SYSTEMS, DEFAULT_HOUSE_SYSTEM, defaultHouseSystem, isHouseSystem } from './houses';
export type { BodyId, PlanetId, EclipticPosition } from './positions';
export { BODY_IDS, PLANET_IDS } from './positions';
export type { Zodiac } from './sidereal';

export interface ChartInput {
  /** The instant, taken as UT1 (a Date or an ISO string with its offset or Z). */
  utc: Date | string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** Placidus in the tropical zodiac, whole-sign houses in the sidereal one, unless told. */
  houseSystem?: HouseSystem;
  /** Tropical unless told; sidereal is Lahiri's (core/astro/sidereal.ts). */
  zodiac?: Zodiac;
}

export interface Placement extends EclipticPosition {
  sign: SignId;
  /** Whole degrees within the sign, 0-29. */
  degree: number;
  /** Whole minutes within the degree, 0-59. */
  minute: number;
  /** House 1-12 in the chart's house system. */
  house: number;
}

/** Points that take part in aspects. */
export type AspectPointId = PlanetId | 'trueNode' | 'ascendant' | 'midheaven';

export interface Chart {
  zodiac: Zodiac;
  /** The ayanamsa every longitude of a sidereal chart was reduced by (with nutation), degrees; null when tropical. */
  ayanamsa: number | null;
  houseSystem: HouseSystem;
  planets: Record<BodyId, Placement>;
  ascendant: number;
  midheaven: number;
  descendant: number;
  ic: number;
  houses: Houses;
  aspects: Aspect<AspectPointId>[];
}

/** The instant or place of a chart is not valid. */
export class ChartInputError extends RangeError {
  override name = 'ChartInputError';
}

/** The engine's series are sized for 1900-2100 (with a month's margin for zones). */
const FIRST_INSTANT = Date.UTC(1899, 11, 1);
const LAST_INSTANT = Date.UTC(2101, 1, 1);

function toDate(utc: Date | string): Date {
  const date = utc instanceof Date ? new Date(utc.getTime()) : new Date(utc);
  if (Number.isNaN(date.getTime())) throw new ChartInputError(`Invalid instant: ${String(utc)}`);
  if (date.getTime() < FIRST_INSTANT || date.getTime() >= LAST_INSTANT) {
    throw new ChartInputError(`Charts are cast for 1900 to 2100: ${date.toISOString()} is outside`);
  }
  return date;
}

function checkPlace(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) throw new ChartInputError(`Invalid latitude: ${latitude}`);
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
    throw new ChartInputError(`Invalid longitude: ${longitude}`);
}

function checkZodiac(zodiac: unknown): Zodiac {
  if (zodiac === undefined) return 'tropical';
  if (!(ZODIACS as readonly unknown[]).includes(zodiac)) throw new ChartInputError(`Unknown zodiac: ${String(zodiac)}`);
  return zodiac as Zodiac;
}

function checkSystem(system: unknown, zodiac: Zodiac): HouseSystem {
  if (system === undefined) return defaultHouseSystem(zodiac);
  if (!isHouseSystem(system)) throw new ChartInputError(`Unknown house system: ${String(system)}`);
  return system;
}

/** Sign, degree and minute from one floor of the longitude in minutes, so they never show 30° or 60'. */
export function zodiacPosition(longitude: number): { sign: SignId; degree: number; minute: number } {
  const minutes = Math.min(Math.floor(norm360(longitude) * 60), 360 * 60 - 1);
  return {
    sign: SIGN_IDS[Math.floor(minutes / 1800)] as SignId,
    degree: Math.floor((minutes % 1800) / 60),
    minute: minutes % 60,
  };
}

function houseFrame(epoch: Epoch, latitude: number, longitude: number): HouseFrame {
  const gast = apparentSiderealTime(epoch.jdUT, epoch.T, epoch.nutation, epoch.trueObliquity);
  return { armc: norm360(gast + longitude), latitude, obliquity: epoch.trueObliquity };
}

function aspectsOf(chart: Pick<Chart, 'planets' | 'ascendant' | 'midheaven'>): Aspect<AspectPointId>[] {
  const points: AspectPoint<AspectPointId>[] = [...PLANET_IDS, 'trueNode' as const].map((id) => ({
    id,
    longitude: chart.planets[id].longitude,
    speed: chart.planets[id].speed,
  }));
  // The angles turn with the sky once a day; aspects to them are judged as if they stood still.
  points.push({ id: 'ascendant', longitude: chart.ascendant, speed: 0 });
  points.push({ id: 'midheaven', longitude: chart.midheaven, speed: 0 });
  return findAspects(points);
}

function placePlanets(
  positions: Record<BodyId, EclipticPosition>,
  cusps: readonly number[],
): Record<BodyId, Placement> {
  const out: Partial<Record<BodyId, Placement>> = {};
  for (const id of BODY_IDS) {
    const p = positions[id];
    out[id] = { ...p, ...zodiacPosition(p.longitude), house: houseOf(p.longitude, cusps) };
  }
  return out as Record<BodyId, Placement>;
}

/**
 * The angles and houses in the chart's zodiac. Sidereal ones are the tropical ones less the
 * ayanamsa, except whole-sign houses, which begin where the sign of the sidereal Ascendant does.
 */
function anglesAndHouses(
  frame: HouseFrame,
  system: HouseSystem,
  ayanamsa: Ayanamsa | null,
): { angles: Angles; houses: Houses } {
  const angles = computeAngles(frame);
  const houses = computeHouses(frame, system, angles);
  if (!ayanamsa) return { angles, houses };
  const less = (longitude: number) => norm360(longitude - ayanamsa.true);
  const sidereal: Angles = {
    ascendant: less(angles.ascendant),
    midheaven: less(angles.midheaven),
    descendant: less(angles.descendant),
    ic: less(angles.ic),
  };
  return {
    angles: sidereal,
    houses:
      houses.system === 'whole-sign'
        ? computeHouses(frame, 'whole-sign', sidereal)
        : { ...houses, cusps: houses.cusps.map(less) },
  };
}

/** Casts the chart of an instant (UT1) at a place. Throws {@link ChartInputError} on invalid input. */
export function castChart(input: ChartInput): Chart {
  const date = toDate(input.utc);
  checkPlace(input.latitude, input.longitude);
  const zodiac = checkZodiac(input.zodiac);
  const system = checkSystem(input.houseSystem, zodiac);
  const epoch = epochFromJulianDayUT(julianDayFromDate(date));
  const frame = houseFrame(epoch, input.latitude, input.longitude);
  const ayanamsa = zodiac === 'sidereal' ? lahiriAyanamsa(epoch) : null;
  const tropical = computePositions(epoch);
  const { angles, houses } = anglesAndHouses(frame, system, ayanamsa);
  const planets = placePlanets(ayanamsa ? siderealPositions(tropical, ayanamsa) : tropical, houses.cusps);
  const chart = { zodiac, ayanamsa: ayanamsa?.true ?? null, houseSystem: system, planets, ...angles, houses };
  return { ...chart, aspects: aspectsOf(chart) };
}

/**
 * The same chart in another house system: only the sidereal time, the cusps and the planets'
 * house numbers are recomputed (microseconds), for a UI that switches systems.
 */
export function rehouseChart(chart: Chart, input: Omit<ChartInput, 'houseSystem'>, houseSystem: HouseSystem): Chart {
  const date = toDate(input.utc);
  checkPlace(input.latitude, input.longitude);
  const system = checkSystem(houseSystem, chart.zodiac);
  const epoch = epochFromJulianDayUT(julianDayFromDate(date));
  const frame = houseFrame(epoch, input.latitude, input.longitude);
  const { houses } = anglesAndHouses(frame, system, chart.zodiac === 'sidereal' ? lahiriAyanamsa(epoch) : null);
  const planets: Partial<Record<BodyId, Placement>> = {};
  for (const id of BODY_IDS) {
    const p = chart.planets[id];
    planets[id] = { ...p, house: houseOf(p.longitude, houses.cusps) };
  }
  return { ...chart, houseSystem: system, houses, planets: planets as Record<BodyId, Placement> };
}
