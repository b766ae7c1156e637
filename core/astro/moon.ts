/**
 * The Moon from the truncated ELP/MPP02 series, with velocity from the analytic derivative;
 * the lunar nodes and the mean apogee.
 */
import { B, L, R, W1 } from './data/elpmpp02';
import { ARCSEC, DAYS_PER_CENTURY, KM_PER_AU, poly, polyDerivative, type Vec3 } from './math';
import type { State } from './vsop87';

/** Value and derivative (per century) of one ELP/MPP02 coordinate. */
function series(groups: readonly (readonly number[])[], T: number): [number, number] {
  let value = 0;
  let rate = 0;
  let power = 1;
  let lower = 0;
  for (let k = 0; k < groups.length; k++) {
    const terms = groups[k] as readonly number[];
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += 4) {
      const a = terms[i] as number;
      const p1 = terms[i + 2] as number;
      const p2 = terms[i + 3] as number;
      const arg = (terms[i + 1] as number) + T * (p1 + T * p2);
      const rateOfArg = p1 + 2 * T * p2;
      s += a * Math.sin(arg);
      ds += a * rateOfArg * Math.cos(arg);
    }
    value += s * power;
    rate += ds * power + s * lower;
    lower = (k + 1) * power;
    power *= T;
  }
  return [value, rate];
}

export interface MoonPosition {
  /** Geocentric state in au and au/day, mean ecliptic of date, longitudes from the J2000 departure point. */
  state: State;
  /** Longitude (radians, from the J2000 departure point), latitude (radians), distance (au). */
  lon: number;
  lat: number;
  dist: number;
  /** Their rates per day. */
  dLon: number;
  dLat: number;
  dDist: number;
}

/** Geometric geocentric Moon for T = Julian centuries of TT from J2000. */
export function moonPosition(T: number): MoonPosition {
  const [sl, dsl] = series(L, T);
  const [sb, dsb] = series(B, T);
  const [sr, dsr] = series(R, T);
  const lon = poly(T, W1) + sl * ARCSEC;
  const lat = sb * ARCSEC;
  const dist = sr / KM_PER_AU;
  const dLon = (polyDerivative(T, W1) + dsl * ARCSEC) / DAYS_PER_CENTURY;
  const dLat = (dsb * ARCSEC) / DAYS_PER_CENTURY;
  const dDist = dsr / KM_PER_AU / DAYS_PER_CENTURY;
  const cl = Math.cos(lon);
  const sL = Math.sin(lon);
  const cb = Math.cos(lat);
  const sB = Math.sin(lat);
  const pos: Vec3 = [dist * cb * cl, dist * cb * sL, dist * sB];
  const vel: Vec3 = [
    dDist * cb * cl - dist * sB * dLat * cl - dist * cb * sL * dLon,
    dDist * cb * sL - dist * sB * dLat * sL + dist * cb * cl * dLon,
    dDist * sB + dist * cb * dLat,
  ];
  return { state: { pos, vel }, lon, lat, dist, dLon, dLat, dDist };
}
