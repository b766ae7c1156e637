/**
 * Transits (decision 029): the moving planets' aspects to the points of a natal chart, with the
 * window in which each is within orb and the instants it is exact (up to three when the planet
 * turns back over the point).
 */
import { diff180, norm360 } from '../astro/math';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import { findRoot } from './roots';
import { type Instant, bodyAt, gridLongitude, instant } from './time';

/** The planets whose transits are followed: all but the Moon, whose contacts last hours. */
export type TransitingPlanet = Exclude<PlanetId, 'moon'>;
export const TRANSITING: readonly TransitingPlanet[] = PLANET_IDS.filter((id): id is TransitingPlanet => id !== 'moon');
/** A chart's points that transits are read to: the planets and the two angles. */
export type NatalPoint = PlanetId | 'ascendant' | 'midheaven';
export const NATAL_POINTS: readonly NatalPoint[] = [...PLANET_IDS, 'ascendant', 'midheaven'];
export type TransitAspect = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

const ANGLE: Readonly<Record<TransitAspect, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};
/** Each language's transit advice is written per harmony (core/astro/aspects.ts). */
export { HARMONY, type Harmony } from '../astro/aspects';
/** Transit orbs, degrees: a transit is felt over days, not the months of a natal aspect's orb. */
export const TRANSIT_ORB: Readonly<Record<TransitAspect, number>> = {
  conjunction: 3,
  opposition: 3,
  square: 2.5,
  trine: 2.5,
  sextile: 2,
};
/** Sampling step while following a transit, days. */
const STEP: Readonly<Record<TransitingPlanet, number>> = {
  sun: 0.5,
  mercury: 0.5,
  venus: 0.5,
  mars: 1,
  jupiter: 3,
  saturn: 5,
  uranus: 8,
  neptune: 8,
  pluto: 8,
};
/** Days: a tenth of a minute. */
const EDGE_TOLERANCE = 1e-4;
/** How far a window is followed either side of the day, days (an outer planet can stay in orb over a year). */
const HORIZON = 800;

export interface Transit {
  planet: TransitingPlanet;
  natalPoint: NatalPoint;
  aspect: TransitAspect;
  /** Distance from exact at the given instant, degrees. */
  orb: number;
  /** The orb is shrinking. */
  applying: boolean;
  /** The transiting planet is retrograde at the instant. */
  retrograde: boolean;
  /** When it comes within orb and leaves it (null past the followed horizon). */
  start: Instant | null;
  end: Instant | null;
  /** Every instant it is exact within the window. */
  exact: Instant[];
}

/** Signed distance from the nearest exact aspect of this kind, degrees. */
function deviation(longitude: number, natal: number, aspect: TransitAspect): number {
  const a = ANGLE[aspect];
  const d1 = diff180(longitude, norm360(natal + a));
  if (a === 0 || a === 180) return d1;
  const d2 = diff180(longitude, norm360(natal - a));
  return Math.abs(d1) <= Math.abs(d2) ? d1 : d2;
}

/** The aspects the moving planets make to a chart's points at an instant, within the transit orbs. */
export function transitsAt(
  jd: number,
  natal: Partial<Record<NatalPoint, number>>,
  planets: readonly TransitingPlanet[] = TRANSITING,
): Transit[] {
  const out: Transit[] = [];
  for (const planet of planets) {
    // Every transit of a planet is followed on the same grid of half days: each longitude once.
    const longitudeAt = (t: number) =>
      Number.isInteger(t * 2) ? gridLongitude(planet, t) : bodyAt(planet, t).longitude;
    const now = bodyAt(planet, jd);
    for (const point of NATAL_POINTS) {
      const natalLongitude = natal[point];
      if (natalLongitude === undefined) continue;
      for (const aspect of Object.keys(ANGLE) as TransitAspect[]) {
        const d = deviation(now.longitude, natalLongitude, aspect);
        if (Math.abs(d) > TRANSIT_ORB[aspect]) continue;
        out.push(follow(planet, point, natalLongitude, aspect, jd, d, now.speed, longitudeAt));
      }
    }
  }
  return out.sort((a, b) => strength(b) - strength(a));
}

/** Follows one transit back and forth from `jd` to its window and its exact instants. */
function follow(
  planet: TransitingPlanet,
  natalPoint: NatalPoint,
  natalLongitude: number,
  aspect: TransitAspect,
  jd: number,
  d: number,
  speed: number,
  longitudeAt: (t: number) => number,
): Transit {
  const orb = TRANSIT_ORB[aspect];
  const dev = (t: number) => deviation(longitudeAt(t), natalLongitude, aspect);
  const step = STEP[planet];
  const exact: number[] = [];
  const edge = (direction: 1 | -1): number | null => {
    let t0 = jd;
    let d0 = d;
    // Sampled on multiples of the step (whole and half days), which every reader shares.
    const first = direction > 0 ? Math.floor(jd / step) * step + step : Math.ceil(jd / step) * step - step;
    for (let k = 0; k * step <= HORIZON; k++) {
      const t1 = first + direction * k * step;
      const d1 = dev(t1);
      // A sign change without a jump across the far side is an exact aspect.
      if (d0 !== 0 && Math.sign(d0) !== Math.sign(d1) && Math.abs(d0 - d1) < 2 * orb) {
        exact.push(findRoot(dev, Math.min(t0, t1), Math.max(t0, t1), direction > 0 ? d0 : d1, direction > 0 ? d1 : d0));
      }
      if (Math.abs(d1) > orb) {
        // The edges of a window are told to the minute: a looser tolerance than the exact instants.
        const f = (t: number) => Math.abs(dev(t)) - orb;
        return findRoot(f, Math.min(t0, t1), Math.max(t0, t1), undefined, undefined, EDGE_TOLERANCE);
      }
      t0 = t1;
      d0 = d1;
    }
    return null;
  };
  const start = edge(-1);
  const end = edge(1);
  if (d === 0) exact.push(jd);
  const later = dev(jd + 0.01);
  return {
    planet,
    natalPoint,
    aspect,
    orb: Math.abs(d),
    applying: Math.abs(later) < Math.abs(d),
    retrograde: speed < 0,
    start: start === null ? null : instant(start),
    end: end === null ? null : instant(end),
    exact: exact.sort((a, b) => a - b).map(instant),
  };
}

/** Slow planets and tight orbs weigh most; the conjunction and the hard aspects a little more. */
const PLANET_WEIGHT: Readonly<Record<TransitingPlanet, number>> = {
  sun: 1,
  mercury: 0.8,
  venus: 0.9,
  mars: 1.2,
  jupiter: 1.5,
  saturn: 1.8,
  uranus: 1.9,
  neptune: 1.9,
  pluto: 2,
};
const ASPECT_WEIGHT: Readonly<Record<TransitAspect, number>> = {
  conjunction: 1.3,
  opposition: 1.15,
  square: 1.15,
  trine: 1,
  sextile: 0.85,
};
const POINT_WEIGHT: Partial<Record<NatalPoint, number>> = { sun: 1.3, moon: 1.2, ascendant: 1.2, midheaven: 1.1 };

export function strength(t: Transit): number {
  return (
    PLANET_WEIGHT[t.planet] *
    ASPECT_WEIGHT[t.aspect] *
    (POINT_WEIGHT[t.natalPoint] ?? 1) *
    (1 - t.orb / (TRANSIT_ORB[t.aspect] + 0.5))
  );
}

export interface ExactTransit extends Instant {
  planet: TransitingPlanet;
  aspect: TransitAspect;
  natalPoint: NatalPoint;
  retrograde: boolean;
}

/**
 * Every instant in [from, to) (Julian days UT) when a moving planet makes an exact aspect to a
 * point of the chart: each planet's longitude is sampled on its own step and every crossing of
 * an aspect point (the natal longitude plus 0, ±60, ±90, ±120 or 180°) refined.
 */
export function exactTransits(
  from: number,
  to: number,
  natal: Partial<Record<NatalPoint, number>>,
  planets: readonly TransitingPlanet[] = TRANSITING,
  /** Leave the instants as interpolated between whole days (to sort); `refine` each to the second. */
  options: { approximate?: boolean } = {},
): (ExactTransit & { refine: () => ExactTransit })[] {
  const out: (ExactTransit & { refine: () => ExactTransit })[] = [];
  for (const planet of planets) {
    // Whole days of UT (no fast planet turns twice over a point within a day), shared by every
    // reader of the same weeks through the grid cache.
    const times: number[] = [from];
    for (let t = Math.floor(from) + 1; t < to; t++) times.push(t);
    times.push(to);
    const longitudes = times.map((t) => (Number.isInteger(t) ? gridLongitude(planet, t) : bodyAt(planet, t).longitude));
    for (const point of NATAL_POINTS) {
      const natalLongitude = natal[point];
      if (natalLongitude === undefined) continue;
      for (const aspect of Object.keys(ANGLE) as TransitAspect[]) {
        const angle = ANGLE[aspect];
        for (const target of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
          const at = norm360(natalLongitude + target);
          for (let i = 0; i + 1 < times.length; i++) {
            const d0 = diff180(longitudes[i] as number, at);
            const d1 = diff180(longitudes[i + 1] as number, at);
            // A change of sign near the point (not across the far side of the zodiac) is a crossing.
            if (d0 === 0 || Math.sign(d0) === Math.sign(d1) || Math.abs(d0 - d1) > 90) continue;
            const [a, b] = [times[i] as number, times[i + 1] as number];
            const exact = (): ExactTransit => {
              const jd = findRoot((t) => diff180(bodyAt(planet, t).longitude, at), a, b, d0, d1);
              return { planet, aspect, natalPoint: point, retrograde: bodyAt(planet, jd).speed < 0, ...instant(jd) };
            };
            if (options.approximate) {
              const jd = a + ((b - a) * d0) / (d0 - d1);
              if (jd < from || jd >= to) continue;
              const rough = { planet, aspect, natalPoint: point, retrograde: false, ...instant(jd) };
              out.push({ ...rough, refine: exact });
            } else {
              const found = exact();
              if (found.jdUT < from || found.jdUT >= to) continue;
              out.push({ ...found, refine: () => found });
            }
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.jdUT - b.jdUT);
}
