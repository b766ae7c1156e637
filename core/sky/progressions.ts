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
import { findRoot } from './roots';
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

/** The reader's date (Julian day UT) on which their progressed chart reaches a progressed day. */
const lifeDate = (birthJdUT: number, progressedJdUT: number) =>
  birthJdUT + (progressedJdUT - birthJdUT) * TROPICAL_YEAR_DAYS;
const progressedDay = (birthJdUT: number, targetJdUT: number) =>
  birthJdUT + (targetJdUT - birthJdUT) / TROPICAL_YEAR_DAYS;
/** Progressed days that hold more than a sign of the body's motion (the Moon: 30° at 11.7°/day at least). */
const SIGN_SPAN: Readonly<Record<'sun' | 'moon', number>> = { sun: 33, moon: 3 };

export interface ProgressedSign {
  /** Degrees into the sign, [0, 30). */
  degree: number;
  /** The reader's date on which the body entered the sign (null: it stood there at birth), Julian day UT. */
  enteredJdUT: number | null;
  /** The reader's date on which it enters the next sign, Julian day UT. */
  leavesJdUT: number;
}

/**
 * Where the progressed Sun or Moon stands in its sign, and when it came in and goes on: the
 * instants its progressed longitude crosses the sign's edges (both move forward only).
 */
export function progressedSign(body: 'sun' | 'moon', birthJdUT: number, targetJdUT: number): ProgressedSign {
  const now = progressedDay(birthJdUT, targetJdUT);
  const longitude = (jd: number) => planetPosition(epochAt(jd), body).longitude;
  const here = norm360(longitude(now));
  const start = Math.floor(here / 30) * 30;
  const crossing = (edge: number, from: number, to: number) => {
    const f = (jd: number) => diff180(longitude(jd), edge);
    return findRoot(f, from, to, f(from), f(to), 1e-6);
  };
  const span = SIGN_SPAN[body];
  const entered = crossing(start, now - span, now);
  return {
    degree: here - start,
    enteredJdUT: entered < birthJdUT ? null : lifeDate(birthJdUT, entered),
    leavesJdUT: lifeDate(birthJdUT, crossing(start + 30, now, now + span)),
  };
}

export interface ProgressedContact {
  body: 'sun' | 'moon';
  /** The natal point it aspects, by its id in `natal`. */
  point: string;
  aspect: 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
  /** The reader's date on which it is exact, Julian day UT. */
  exactJdUT: number;
}

const CONTACT_ANGLES = [
  ['conjunction', 0],
  ['sextile', 60],
  ['square', 90],
  ['trine', 120],
  ['opposition', 180],
] as const;
/** A progressed contact is read within a degree of exact: about a month for the Moon, a year for the Sun. */
const CONTACT_ORB = 1;

/** The progressed Sun's and Moon's aspects within a degree to the natal points, with the date each is exact. */
export function progressedContacts(
  birthJdUT: number,
  targetJdUT: number,
  natal: Readonly<Record<string, number | undefined>>,
): ProgressedContact[] {
  const now = progressedDay(birthJdUT, targetJdUT);
  const out: ProgressedContact[] = [];
  for (const body of ['sun', 'moon'] as const) {
    const longitude = (jd: number) => planetPosition(epochAt(jd), body).longitude;
    const here = longitude(now);
    // Days of progressed motion that cover the orb either side: the Sun ~1°/day, the Moon over 11°/day.
    const reach = body === 'sun' ? 1.2 : 0.12;
    for (const [point, at] of Object.entries(natal)) {
      if (at === undefined) continue;
      for (const [aspect, angle] of CONTACT_ANGLES) {
        for (const target of angle === 0 || angle === 180 ? [at + angle] : [at + angle, at - angle]) {
          if (Math.abs(diff180(here, target)) > CONTACT_ORB) continue;
          const f = (jd: number) => diff180(longitude(jd), target);
          const from = now - reach;
          const to = now + reach;
          const exact = f(from) * f(to) <= 0 ? findRoot(f, from, to, f(from), f(to), 1e-6) : now;
          out.push({ body, point, aspect, exactJdUT: lifeDate(birthJdUT, exact) });
        }
      }
    }
  }
  return out.sort((a, b) => Math.abs(a.exactJdUT - targetJdUT) - Math.abs(b.exactJdUT - targetJdUT));
}
