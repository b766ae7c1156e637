/** Aspects between chart points, with the orbs of the spec (docs/product.md#constants). */
import { diff180 } from './math';

export const ASPECT_TYPES = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

/** Exact angle and allowed orb of each aspect, degrees. */
export const ASPECT_DEFINITIONS: Readonly<Record<AspectType, { angle: number; orb: number }>> = {
  conjunction: { angle: 0, orb: 8 },
  opposition: { angle: 180, orb: 8 },
  trine: { angle: 120, orb: 6 },
  square: { angle: 90, orb: 6 },
  sextile: { angle: 60, orb: 4 },
};

/** How an aspect is felt: a meeting (conjunction), flowing (sextile, trine) or tense (square, opposition). */
export type Harmony = 'blend' | 'easy' | 'tense';
export const HARMONY: Readonly<Record<AspectType, Harmony>> = {
  conjunction: 'blend',
  sextile: 'easy',
  trine: 'easy',
  square: 'tense',
  opposition: 'tense',
};

export const ORB_LABELS = ['Very tight', 'Tight', 'Wide'] as const;
export type OrbLabel = (typeof ORB_LABELS)[number];

export interface Aspect<P extends string = string> {
  planet1: P;
  planet2: P;
  type: AspectType;
  /** Actual separation of the two points, degrees [0, 180]. */
  angle: number;
  /** |separation - exact angle|, degrees. */
  orb: number;
  /** Whether the orb is shrinking. */
  applying: boolean;
  orbLabel: OrbLabel;
}

/** A point taking part in aspects: its longitude and speed (0 for the chart angles). */
export interface AspectPoint<P extends string = string> {
  id: P;
  longitude: number;
  speed: number;
}

export function orbLabel(orb: number): OrbLabel {
  if (orb < 3) return 'Very tight';
  if (orb < 6) return 'Tight';
  return 'Wide';
}

/** The aspect between two points, if any (the orbs do not overlap, so there is at most one). */
export function aspectBetween<P extends string>(a: AspectPoint<P>, b: AspectPoint<P>): Aspect<P> | null {
  const delta = diff180(a.longitude, b.longitude);
  const separation = Math.abs(delta);
  for (const type of ASPECT_TYPES) {
    const { angle, orb: allowed } = ASPECT_DEFINITIONS[type];
    const offset = separation - angle;
    const orb = Math.abs(offset);
    if (orb > allowed) continue;
    // d(separation)/dt = sign(delta) * (va - vb); the orb shrinks when it moves against the offset.
    const separationRate = Math.sign(delta) * (a.speed - b.speed);
    const applying = Math.sign(offset) * separationRate < 0;
    return { planet1: a.id, planet2: b.id, type, angle: separation, orb, applying, orbLabel: orbLabel(orb) };
  }
  return null;
}

/** Every aspect among the points, tightest first. */
export function findAspects<P extends string>(points: readonly AspectPoint<P>[]): Aspect<P>[] {
  const aspects: Aspect<P>[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const aspect = aspectBetween(points[i] as AspectPoint<P>, points[j] as AspectPoint<P>);
      if (aspect) aspects.push(aspect);
    }
  }
  return aspects.sort((x, y) => x.orb - y.orb);
}
