/**
 * Heliocentric planets from the truncated VSOP87D series, with velocities from the analytic
 * derivative of the same terms (no extra evaluations). Most terms are combinations of the mean
 * longitudes' multiples and are summed from a table of those multiples' sines and cosines, filled
 * once an instant by angle addition; the few others are evaluated one by one (decision 048).
 */
import { MEAN_MAX_MULTIPLE, MEAN_MOTIONS, type Vsop87Planet } from './data/vsop87d';
import { ARCSEC, fillMultiples, powerSeries, type Vec3 } from './math';

/**
 * VSOP87D's equinox of date is carried by the IAU 1976 precession (Lieske 1977): its general
 * precession in longitude less IAU 2006's, the one the rest of the engine and its reference use
 * (arcseconds; T, T^2 and T^3 in Julian centuries).
 */
const LIESKE_LESS_IAU2006 = [5029.0966 - 5028.796195, 1.11113 - 1.1054348, -0.000006 - 0.00007964] as const;

const DAYS_PER_MILLENNIUM = 365250;

/** Value and derivative (per millennium) of the terms written as A cos(B + C tau). */
function phaseTerms(terms: readonly number[], tau: number): [number, number] {
  let s = 0;
  let ds = 0;
  for (let i = 0; i < terms.length; i += 3) {
    const a = terms[i] as number;
    const freq = terms[i + 2] as number;
    const arg = (terms[i + 1] as number) + freq * tau;
    s += a * Math.cos(arg);
    ds -= a * freq * Math.sin(arg);
  }
  return [s, ds];
}

/**
 * The table of the arguments' multiples -M..M (one row of 2M + 1 per mean longitude): the
 * cosine and sine of k times argument i at place i (2M + 1) + M + k, for the tau it was last
 * filled for, and its rate (radians a millennium), which no tau changes.
 */
const SPAN = 2 * MEAN_MAX_MULTIPLE + 1;
const COS = new Float64Array(MEAN_MOTIONS.length * SPAN);
const SIN = new Float64Array(MEAN_MOTIONS.length * SPAN);
const RATE = Float64Array.from({ length: MEAN_MOTIONS.length * SPAN }, (_, place) => {
  const k = (place % SPAN) - MEAN_MAX_MULTIPLE;
  return k * (MEAN_MOTIONS[Math.floor(place / SPAN)] as number);
});
let tableTau = Number.NaN;

function fillTable(tau: number): void {
  if (tau === tableTau) return;
  tableTau = tau;
  for (let i = 0; i < MEAN_MOTIONS.length; i++) {
    fillMultiples((MEAN_MOTIONS[i] as number) * tau, MEAN_MAX_MULTIPLE, COS, SIN, i * SPAN + MEAN_MAX_MULTIPLE);
  }
}

/**
 * Value and derivative (per millennium) of the terms written as [p1, p2, p3, S, C]:
 * S cos(X) + C sin(X), X the sum of the table's multiples at p1..p3 (fillTable first).
 */
function tableTerms(terms: readonly number[]): [number, number] {
  let s = 0;
  let ds = 0;
  for (let i = 0; i < terms.length; i += 5) {
    const p1 = terms[i] as number;
    const p2 = terms[i + 1] as number;
    const p3 = terms[i + 2] as number;
    // e^{iX} as the product of the three multiples' e^{ikx}.
    const c12 = (COS[p1] as number) * (COS[p2] as number) - (SIN[p1] as number) * (SIN[p2] as number);
    const s12 = (SIN[p1] as number) * (COS[p2] as number) + (COS[p1] as number) * (SIN[p2] as number);
    const cos = c12 * (COS[p3] as number) - s12 * (SIN[p3] as number);
    const sin = s12 * (COS[p3] as number) + c12 * (SIN[p3] as number);
    const S = terms[i + 3] as number;
    const C = terms[i + 4] as number;
    s += S * cos + C * sin;
    ds += (C * cos - S * sin) * ((RATE[p1] as number) + (RATE[p2] as number) + (RATE[p3] as number));
  }
  return [s, ds];
}

/** One coordinate: both kinds of terms. */
function coordinate(
  direct: readonly (readonly number[])[],
  combined: readonly (readonly number[])[],
  tau: number,
): [number, number] {
  const [v1, r1] = powerSeries(direct, tau, phaseTerms);
  const [v2, r2] = powerSeries(combined, tau, tableTerms);
  return [v1 + v2, r1 + r2];
}

export interface State {
  /** Position, au. */
  pos: Vec3;
  /** Velocity, au/day. */
  vel: Vec3;
}

/**
 * Heliocentric position and velocity in the mean ecliptic of date, longitudes from the IAU 2006
 * mean equinox of date (tau = Julian millennia of TT from J2000).
 */
export function heliocentric(planet: Vsop87Planet, tau: number): State {
  fillTable(tau);
  const [l0, dl0] = coordinate(planet.L, planet.LX, tau);
  const T = tau * 10;
  const l =
    l0 - (LIESKE_LESS_IAU2006[0] * T + LIESKE_LESS_IAU2006[1] * T * T + LIESKE_LESS_IAU2006[2] * T * T * T) * ARCSEC;
  const dl =
    dl0 - (LIESKE_LESS_IAU2006[0] + 2 * LIESKE_LESS_IAU2006[1] * T + 3 * LIESKE_LESS_IAU2006[2] * T * T) * 10 * ARCSEC;
  const [b, db] = coordinate(planet.B, planet.BX, tau);
  const [r, dr] = coordinate(planet.R, planet.RX, tau);
  const cl = Math.cos(l);
  const sl = Math.sin(l);
  const cb = Math.cos(b);
  const sb = Math.sin(b);
  const k = 1 / DAYS_PER_MILLENNIUM;
  const vl = dl * k;
  const vb = db * k;
  const vr = dr * k;
  return {
    pos: [r * cb * cl, r * cb * sl, r * sb],
    vel: [
      vr * cb * cl - r * sb * vb * cl - r * cb * sl * vl,
      vr * cb * sl - r * sb * vb * sl + r * cb * cl * vl,
      vr * sb + r * cb * vb,
    ],
  };
}
