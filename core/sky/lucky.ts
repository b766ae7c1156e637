/**
 * The day's lucky time (`basic.lucky_time`, docs/product.md#premium-horoscope-page): the instant
 * within the reader's day when the Moon makes its most helpful exact aspect: a trine or sextile to
 * any planet from the Sun to Pluto (the benefics Venus and Jupiter weigh most, then the sign's
 * ruling planet), or a meeting with a benefic. About one day in four has none. Computed, not drawn:
 * the same for every reader of a sign in the same zone.
 */
import { diff180, norm360 } from '../astro/math';
import type { PlanetId } from '../astro/positions';
import { type SignId, getSign } from '../zodiac';
import { elongation } from './events';
import { findRoot } from './roots';
import { instant } from './time';

export type LuckyAspect = 'conjunction' | 'sextile' | 'trine';

export interface LuckyMoment {
  utc: string;
  jdUT: number;
  planet: PlanetId;
  aspect: LuckyAspect;
}

/** Moon-minus-planet elongations that count, with their aspect and weight. */
const HELPFUL: readonly { angle: number; aspect: LuckyAspect; weight: number }[] = [
  { angle: 0, aspect: 'conjunction', weight: 1 },
  { angle: 60, aspect: 'sextile', weight: 2 },
  { angle: 120, aspect: 'trine', weight: 3 },
  { angle: 240, aspect: 'trine', weight: 3 },
  { angle: 300, aspect: 'sextile', weight: 2 },
];
const BENEFICS: readonly PlanetId[] = ['jupiter', 'venus'];
/** The planets whose trines and sextiles count, besides the sign's ruler. */
const PLANETS: readonly PlanetId[] = [
  'jupiter',
  'venus',
  'sun',
  'mercury',
  'mars',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

/** The day's lucky moment in [start, end) (Julian days UT), or null when the Moon makes none. */
export function luckyMoment(sign: SignId, start: number, end: number): LuckyMoment | null {
  const ruler = getSign(sign).rulingPlanet.toLowerCase() as PlanetId;
  const planets = [...new Set<PlanetId>([ruler, ...PLANETS])].filter((p) => p !== 'moon');
  let best: (LuckyMoment & { weight: number }) | null = null;
  for (const planet of planets) {
    const e0 = elongation(planet, start);
    const e1 = e0 + norm360(elongation(planet, end) - e0);
    for (const { angle, aspect, weight: w } of HELPFUL) {
      // A conjunction is helpful only with a benefic; the ruler's own weighs a little more.
      if (aspect === 'conjunction' && !BENEFICS.includes(planet)) continue;
      const weight = w + (BENEFICS.includes(planet) ? 1 : 0) + (planet === ruler ? 0.5 : 0);
      for (const target of [angle, angle + 360]) {
        if (target <= e0 || target > e1) continue;
        const jd = findRoot((t) => diff180(elongation(planet, t), angle), start, end, e0 - target, e1 - target);
        if (!best || weight > best.weight || (weight === best.weight && jd < best.jdUT)) {
          best = { ...instant(jd), planet, aspect, weight };
        }
      }
    }
  }
  if (!best) return null;
  const { weight: _, ...moment } = best;
  return moment;
}
