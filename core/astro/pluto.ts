/**
 * Pluto, which VSOP87 lacks, from astronomy-engine's numerical integration (heliocentric, J2000
 * equator), rotated to the mean ecliptic and equinox of date like the VSOP87D planets.
 */
import { AstroTime, Body, HelioState } from 'astronomy-engine';
import { eclipticPrecession } from './earth';
import { ARCSEC, J2000, type Vec3 } from './math';
import type { State } from './vsop87';

const EPS_J2000 = 84381.406 * ARCSEC;
const COS_EPS = Math.cos(EPS_J2000);
const SIN_EPS = Math.sin(EPS_J2000);

function equatorialToEcliptic([x, y, z]: Vec3): Vec3 {
  return [x, COS_EPS * y + SIN_EPS * z, -SIN_EPS * y + COS_EPS * z];
}

/** Heliocentric Pluto in au and au/day, mean ecliptic and equinox of date, for a Julian day in TT. */
export function plutoHeliocentric(jdTT: number): State {
  const s = HelioState(Body.Pluto, AstroTime.FromTerrestrialTime(jdTT - J2000));
  const precess = eclipticPrecession((jdTT - J2000) / 36525);
  return {
    pos: precess(equatorialToEcliptic([s.x, s.y, s.z])),
    vel: precess(equatorialToEcliptic([s.vx, s.vy, s.vz])),
  };
}
