/**
 * Heliocentric planets from the truncated VSOP87D series, with velocities from the analytic
 * derivative of the same terms (no extra evaluations).
 */
import type { Vsop87Planet } from './data/vsop87d';
import type { Vec3 } from './math';

const DAYS_PER_MILLENNIUM = 365250;

/** Value and derivative (per millennium) of one VSOP87 coordinate. */
function series(groups: readonly (readonly number[])[], tau: number): [number, number] {
  let value = 0;
  let rate = 0;
  let power = 1; // tau^alpha
  let lower = 0; // alpha * tau^(alpha - 1)
  for (let alpha = 0; alpha < groups.length; alpha++) {
    const terms = groups[alpha] as readonly number[];
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += 3) {
      const a = terms[i] as number;
      const freq = terms[i + 2] as number;
      const arg = (terms[i + 1] as number) + freq * tau;
      s += a * Math.cos(arg);
      ds -= a * freq * Math.sin(arg);
    }
    value += s * power;
    rate += ds * power + s * lower;
    lower = (alpha + 1) * power;
    power *= tau;
  }
  return [value, rate];
}

export interface State {
  /** Position, au. */
  pos: Vec3;
  /** Velocity, au/day. */
  vel: Vec3;
}

/**
 * Heliocentric position and velocity in the mean ecliptic and equinox of date
 * (tau = Julian millennia of TT from J2000).
 */
export function heliocentric(planet: Vsop87Planet, tau: number): State {
  const [l, dl] = series(planet.L, tau);
  const [b, db] = series(planet.B, tau);
  const [r, dr] = series(planet.R, tau);
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
