/**
 * Secondary progressions (decision 029): a day after birth for each year of life, the year being
 * the mean tropical year (365.24219 days). The planets are where they stood on the progressed
 * day; the angles move by the solar arc in right ascension (the progressed Sun's right
 * ascension less the natal Sun's, added to the natal ARMC), and are rebuilt for the birth
 * latitude with the obliquity of the progressed day.
 */
import { apparentSiderealTime, eclipticToEquatorial } from '../astro/earth';
import { computeAngles } from '../astro/houses';
import { diff180, norm360 } from '../astro/math';
import { type Epoch, planetPosition } from '../astro/positions';
import { epochAt, instant } from './time';

export const TROPICAL_YEAR_DAYS = 365.24219;
export const PROGRESSED_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;
export type ProgressedPoint = (typeof PROGRESSED_BODIES)[number] | 'ascendant' | 'midheaven';

export interface ProgressionInput {
  /** The birth instant, Julian day UT. */
  birthJdUT: number;
  latitude: number;
  longitude: number;
  /** The date progressed to, Julian day UT. */
  targetJdUT: number;
}

export interface Progression {
  ageYears: number;
  progressedJdUT: number;
  progressedUtc: string;
  /** Solar arc in right ascension, degrees. */
  solarArcRA: number;
  armcNatal: number;
  armcProgressed: number;
  progressed: Record<ProgressedPoint, number>;
  natalPositions: Record<ProgressedPoint, number>;
  /** The progressed Moon's speed, degrees per progressed day (about a degree a month of life). */
  moonSpeed: number;
  method: 'secondary-progressions/solar-arc-ra';
}

/** The Sun's apparent right ascension on the true equator of date, degrees. */
function sunRightAscension(epoch: Epoch): number {
  const sun = planetPosition(epoch, 'sun');
  return eclipticToEquatorial(sun.longitude, sun.latitude, epoch.trueObliquity).rightAscension;
}

function pointsAt(epoch: Epoch, armc: number, latitude: number): Record<ProgressedPoint, number> {
  const out: Partial<Record<ProgressedPoint, number>> = {};
  for (const id of PROGRESSED_BODIES) out[id] = planetPosition(epoch, id).longitude;
  const angles = computeAngles({ armc, latitude, obliquity: epoch.trueObliquity });
  out.ascendant = angles.ascendant;
  out.midheaven = angles.midheaven;
  return out as Record<ProgressedPoint, number>;
}

export function progress(input: ProgressionInput): Progression {
  const ageYears = (input.targetJdUT - input.birthJdUT) / TROPICAL_YEAR_DAYS;
  const progressedJdUT = input.birthJdUT + ageYears;
  const natal = epochAt(input.birthJdUT);
  const progressed = epochAt(progressedJdUT);
  const armcNatal = norm360(
    apparentSiderealTime(natal.jdUT, natal.T, natal.nutation, natal.trueObliquity) + input.longitude,
  );
  const solarArcRA = diff180(sunRightAscension(progressed), sunRightAscension(natal));
  const armcProgressed = norm360(armcNatal + solarArcRA);
  return {
    ageYears,
    progressedJdUT,
    progressedUtc: instant(progressedJdUT).utc,
    solarArcRA,
    armcNatal,
    armcProgressed,
    progressed: pointsAt(progressed, armcProgressed, input.latitude),
    natalPositions: pointsAt(natal, armcNatal, input.latitude),
    moonSpeed: planetPosition(progressed, 'moon').speed,
    method: 'secondary-progressions/solar-arc-ra',
  };
}
