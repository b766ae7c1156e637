/**
 * Pluto, which VSOP87 lacks: Chebyshev polynomials fitted to astronomy-engine's numerical
 * integration (heliocentric, J2000 equator; scripts/generate-ephemeris-data.ts), rotated to the
 * mean ecliptic and equinox of date like the VSOP87D planets.
 */
import { PLUTO_COEFFICIENTS, PLUTO_FIRST_JD, PLUTO_SEGMENT_DAYS, PLUTO_SEGMENTS } from './data/pluto';
import { eclipticPrecession } from './earth';
import { ARCSEC, J2000, type Vec3 } from './math';
import type { State } from './vsop87';

const EPS_J2000 = 84381.406 * ARCSEC;
const COS_EPS = Math.cos(EPS_J2000);
const SIN_EPS = Math.sin(EPS_J2000);

function equatorialToEcliptic([x, y, z]: Vec3): Vec3 {
  return [x, COS_EPS * y + SIN_EPS * z, -SIN_EPS * y + COS_EPS * z];
}

/** Value and derivative (per unit x) of a Chebyshev series at x in [-1, 1] (Clenshaw). */
function chebyshev(c: readonly number[], offset: number, x: number): [number, number] {
  let b1 = 0;
  let b2 = 0;
  let d1 = 0;
  let d2 = 0;
  for (let j = PLUTO_COEFFICIENTS - 1; j >= 1; j--) {
    [d1, d2] = [2 * b1 + 2 * x * d1 - d2, d1];
    [b1, b2] = [2 * x * b1 - b2 + (c[offset + j] as number), b1];
  }
  return [x * b1 - b2 + (c[offset] as number), b1 + x * d1 - d2];
}

/** The first and last Julian day (TT) the engine can place Pluto on. */
export const PLUTO_RANGE = [PLUTO_FIRST_JD, PLUTO_FIRST_JD + PLUTO_SEGMENTS.length * PLUTO_SEGMENT_DAYS] as const;

/** Heliocentric Pluto in au and au/day, mean ecliptic and equinox of date, for a Julian day in TT. */
export function plutoHeliocentric(jdTT: number): State {
  const index = Math.min(
    PLUTO_SEGMENTS.length - 1,
    Math.max(0, Math.floor((jdTT - PLUTO_FIRST_JD) / PLUTO_SEGMENT_DAYS)),
  );
  const segment = PLUTO_SEGMENTS[index] as readonly number[];
  const x = (2 * (jdTT - PLUTO_FIRST_JD - index * PLUTO_SEGMENT_DAYS)) / PLUTO_SEGMENT_DAYS - 1;
  const scale = 2 / PLUTO_SEGMENT_DAYS;
  const pos: Vec3 = [0, 0, 0];
  const vel: Vec3 = [0, 0, 0];
  for (let axis = 0; axis < 3; axis++) {
    const [value, rate] = chebyshev(segment, axis * PLUTO_COEFFICIENTS, x);
    pos[axis] = value;
    vel[axis] = rate * scale;
  }
  const precess = eclipticPrecession((jdTT - J2000) / 36525);
  return { pos: precess(equatorialToEcliptic(pos)), vel: precess(equatorialToEcliptic(vel)) };
}
