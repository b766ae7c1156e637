/**
 * Pluto, which VSOP87 lacks: Chebyshev polynomials fitted to astronomy-engine's numerical
 * integration (heliocentric, J2000 equator; scripts/generate-ephemeris-data.ts), rotated to the
 * mean ecliptic and equinox of date like the VSOP87D planets.
 */
import { PLUTO_COEFFICIENTS, PLUTO_FIRST_JD, PLUTO_SEGMENT_DAYS, PLUTO_SEGMENTS } from './data/pluto';
import { eclipticPrecession } from './earth';
import { ARCSEC, DEG, J2000, type Vec3 } from './math';
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
  const T = (jdTT - J2000) / 36525;
  const precess = eclipticPrecession(T);
  const position = precess(equatorialToEcliptic(pos));
  const velocity = precess(equatorialToEcliptic(vel));
  // The frame of date turns with the precession: a position fixed in space moves forward in
  // longitude by the precession rate (about 50" a year), which the velocity of date includes.
  const rate = ((5028.796195 + 2 * 1.1054348 * T) / 3600 / 36525) * DEG;
  return {
    pos: position,
    vel: [velocity[0] - rate * position[1], velocity[1] + rate * position[0], velocity[2]],
  };
}
