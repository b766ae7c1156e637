/**
 * What two charts do to each other (docs/decisions/039-advanced-synastry.md): every aspect
 * between a point of one and a point of the other (the natal chart's orbs), each person's
 * planets in the other's houses (only where that other person's birth time is known), and the
 * composite Sun, Moon and Venus (the nearer midpoint of the two positions). Person A and person
 * B are the order the reader gave; swapping them swaps the sides of every contact and nothing
 * else.
 */
import { type AspectType, aspectBetween } from '../astro/aspects';
import { houseOf } from '../astro/houses';
import { diff180, norm360 } from '../astro/math';
import type { AnsweredChart } from '../astro/natal-types';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import { type SignId, signOfLongitude } from '../zodiac';

export type Side = 'a' | 'b';
export const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** A point that takes part in synastry: the ten planets, and the Ascendant and Midheaven with a birth time. */
export type SynastryPoint = PlanetId | 'ascendant' | 'midheaven';
export const SYNASTRY_POINTS: readonly SynastryPoint[] = [...PLANET_IDS, 'ascendant', 'midheaven'];
/** The chart's two angles, which the grammar (naming planets) does not hold. */
export const isAngle = (point: SynastryPoint): point is 'ascendant' | 'midheaven' =>
  point === 'ascendant' || point === 'midheaven';

/** A person's chart as synastry reads it: the answered chart and whether the birth time is known. */
export interface PersonChart {
  readonly chart: AnsweredChart;
  readonly timeKnown: boolean;
}

export interface PointPosition {
  readonly point: SynastryPoint;
  readonly longitude: number;
  readonly speed: number;
  readonly sign: SignId;
}

/** A point of A against a point of B. */
export interface CrossAspect {
  /** `X.a-venus.trine.b-mars`. */
  readonly id: string;
  readonly a: SynastryPoint;
  readonly b: SynastryPoint;
  readonly type: AspectType;
  /** Separation of the two points, degrees [0, 180]. */
  readonly angle: number;
  readonly orb: number;
}

/** A planet of one person in a house of the other. */
export interface Overlay {
  /** `O.a-venus.bH7`: A's Venus in B's seventh house. */
  readonly id: string;
  /** Whose planet. */
  readonly side: Side;
  readonly point: PlanetId;
  readonly house: number;
}

export const COMPOSITE_POINTS = ['sun', 'moon', 'venus'] as const;
export type CompositePoint = (typeof COMPOSITE_POINTS)[number];

export interface CompositePlacement {
  /** `C.venus`. */
  readonly id: string;
  readonly point: CompositePoint;
  readonly longitude: number;
  readonly sign: SignId;
  readonly degree: number;
  readonly minute: number;
}

export const crossAspectId = (a: SynastryPoint, type: AspectType, b: SynastryPoint) => `X.a-${a}.${type}.b-${b}`;
export const overlayId = (side: Side, point: PlanetId, house: number) => `O.${side}-${point}.${other(side)}H${house}`;
export const compositeId = (point: CompositePoint) => `C.${point}`;

/** The points of a chart synastry reads: the planets always, the angles only with a birth time. */
export function pointsOf(person: PersonChart): PointPosition[] {
  const { chart, timeKnown } = person;
  const points: PointPosition[] = PLANET_IDS.map((id) => {
    const { longitude, speed } = chart.planets[id];
    return { point: id, longitude, speed, sign: signOfLongitude(longitude).id };
  });
  if (timeKnown && chart.ascendant !== null && chart.midheaven !== null) {
    for (const [point, longitude] of [
      ['ascendant', chart.ascendant],
      ['midheaven', chart.midheaven],
    ] as const) {
      points.push({ point, longitude, speed: 0, sign: signOfLongitude(longitude).id });
    }
  }
  return points;
}

/** Every aspect between a point of A and a point of B, tightest first (ties in A's then B's chart order). */
export function crossAspects(a: PersonChart, b: PersonChart): CrossAspect[] {
  const order = (p: SynastryPoint) => SYNASTRY_POINTS.indexOf(p);
  const found: CrossAspect[] = [];
  for (const pa of pointsOf(a)) {
    for (const pb of pointsOf(b)) {
      const aspect = aspectBetween(
        { id: pa.point, longitude: pa.longitude, speed: pa.speed },
        { id: pb.point, longitude: pb.longitude, speed: pb.speed },
      );
      if (!aspect) continue;
      found.push({
        id: crossAspectId(pa.point, aspect.type, pb.point),
        a: pa.point,
        b: pb.point,
        type: aspect.type,
        angle: aspect.angle,
        orb: aspect.orb,
      });
    }
  }
  return found.sort((x, y) => x.orb - y.orb || order(x.a) - order(y.a) || order(x.b) - order(y.b));
}

/** Each planet of `side` in the houses of the other person, when the other's birth time is known. */
export function overlaysOf(side: Side, planets: PersonChart, houses: PersonChart): Overlay[] {
  const cusps = houses.timeKnown ? houses.chart.houses?.cusps : undefined;
  if (!cusps) return [];
  return PLANET_IDS.map((point) => {
    const house = houseOf(planets.chart.planets[point].longitude, cusps);
    return { id: overlayId(side, point, house), side, point, house };
  });
}

/** The nearer midpoint of two longitudes (the composite chart's way). */
export function midpoint(x: number, y: number): number {
  // The same arithmetic whichever person comes first, so a swap cannot move it by a rounding.
  const [low, high] = x <= y ? [x, y] : [y, x];
  return norm360(low + diff180(high, low) / 2);
}

/** The composite Sun, Moon and Venus: the midpoints of the two people's positions. */
export function compositeOf(a: PersonChart, b: PersonChart): CompositePlacement[] {
  return COMPOSITE_POINTS.map((point) => {
    const longitude = midpoint(a.chart.planets[point].longitude, b.chart.planets[point].longitude);
    const within = longitude % 30;
    const totalMinutes = Math.floor(within * 60);
    return {
      id: compositeId(point),
      point,
      longitude,
      sign: signOfLongitude(longitude).id,
      degree: Math.floor(totalMinutes / 60),
      minute: totalMinutes % 60,
    };
  });
}
