/**
 * The Moon from the truncated ELP/MPP02 series, with velocity from the analytic derivative;
 * the lunar nodes and the mean apogee. Most terms are combinations of the four Delaunay
 * arguments and are summed from those arguments' sines and cosines by angle addition; the
 * terms with planetary arguments are evaluated one by one (decision 048).
 */
import { B, B_DELAUNAY, DELAUNAY, DELAUNAY_MAX_MULTIPLE, L, L_DELAUNAY, R, R_DELAUNAY, W1 } from './data/elpmpp02';
import {
  ARCSEC,
  DAYS_PER_CENTURY,
  fillMultiples,
  KM_PER_AU,
  poly,
  polyDerivative,
  powerSeries,
  type Vec3,
} from './math';
import type { State } from './vsop87';

/** Value and derivative (per century) of the terms written with their own phase polynomials. */
function phaseTerms(terms: readonly number[], T: number): [number, number] {
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
  return [s, ds];
}

/** Each Delaunay argument's multiples -M..M, cosines and sines, at the T last set (`setArguments`). */
const SPAN = 2 * DELAUNAY_MAX_MULTIPLE + 1;
const COS = new Float64Array(4 * SPAN);
const SIN = new Float64Array(4 * SPAN);
/** The four arguments' rates, radians a century. */
const RATES = new Float64Array(4);

/**
 * The cosines and sines of every multiple of D, F, l and l' at T, from one sine and cosine of
 * each by angle addition: the terms that are combinations of them need no call of their own.
 */
function setArguments(T: number): void {
  const m = DELAUNAY_MAX_MULTIPLE;
  for (let k = 0; k < 4; k++) {
    const c1 = DELAUNAY[4 * k] as number;
    const c2 = DELAUNAY[4 * k + 1] as number;
    const c3 = DELAUNAY[4 * k + 2] as number;
    const c4 = DELAUNAY[4 * k + 3] as number;
    const x = T * (c1 + T * (c2 + T * (c3 + T * c4)));
    RATES[k] = c1 + T * (2 * c2 + T * (3 * c3 + T * 4 * c4));
    fillMultiples(x, m, COS, SIN, k * SPAN + m);
  }
}

/**
 * Value and derivative (per century) of the terms written as Delaunay multiples, at the T of the
 * last `setArguments`: S cos(X) + C sin(X), X the terms' combination of the arguments.
 */
function delaunayTerms(terms: readonly number[]): [number, number] {
  const m = DELAUNAY_MAX_MULTIPLE;
  let s = 0;
  let ds = 0;
  for (let i = 0; i < terms.length; i += 6) {
    const n0 = terms[i] as number;
    const n1 = terms[i + 1] as number;
    const n2 = terms[i + 2] as number;
    const n3 = terms[i + 3] as number;
    const a = m + n0;
    const b = SPAN + m + n1;
    const c = 2 * SPAN + m + n2;
    const d = 3 * SPAN + m + n3;
    // e^{iX} as the product of the four arguments' e^{i n x}.
    const ab = (COS[a] as number) * (COS[b] as number) - (SIN[a] as number) * (SIN[b] as number);
    const abS = (SIN[a] as number) * (COS[b] as number) + (COS[a] as number) * (SIN[b] as number);
    const cd = (COS[c] as number) * (COS[d] as number) - (SIN[c] as number) * (SIN[d] as number);
    const cdS = (SIN[c] as number) * (COS[d] as number) + (COS[c] as number) * (SIN[d] as number);
    const cos = ab * cd - abS * cdS;
    const sin = abS * cd + ab * cdS;
    const S = terms[i + 4] as number;
    const C = terms[i + 5] as number;
    const rateOfX =
      n0 * (RATES[0] as number) + n1 * (RATES[1] as number) + n2 * (RATES[2] as number) + n3 * (RATES[3] as number);
    s += S * cos + C * sin;
    ds += (C * cos - S * sin) * rateOfX;
  }
  return [s, ds];
}

/** Both parts of one coordinate: the terms with planetary arguments and the Delaunay ones. */
function coordinate(
  direct: readonly (readonly number[])[],
  multiples: readonly (readonly number[])[],
  T: number,
): [number, number] {
  const [v1, r1] = powerSeries(direct, T, phaseTerms);
  const [v2, r2] = powerSeries(multiples, T, delaunayTerms);
  return [v1 + v2, r1 + r2];
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
  setArguments(T);
  const [sl, dsl] = coordinate(L, L_DELAUNAY, T);
  const [sb, dsb] = coordinate(B, B_DELAUNAY, T);
  const [sr, dsr] = coordinate(R, R_DELAUNAY, T);
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
