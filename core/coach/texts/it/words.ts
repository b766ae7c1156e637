/**
 * Phrase helpers that more than one section of the Italian coach texts uses: degrees, an aspect
 * as a complement, the angles, the two lunations. Names and their forms come from the grammar
 * (core/i18n/grammar/it.ts).
 */
import type { AspectType } from '../../../astro/aspects';
import { point } from '../../../i18n/grammar/it';
import type { CoachPoint } from '../../texts';

/** The Ascendant and the Midheaven: points with no motion and no house of their own. */
export const isAngle = (p: CoachPoint): p is 'ascendant' | 'midheaven' => p === 'ascendant' || p === 'midheaven';

/** Degrees as the glossary writes them: «14°22′», «0°05′». */
export const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;

/** An aspect as a complement: «in quadratura con Saturno», «in opposizione alla Luna» (glossary §5). */
export const inAspect = (type: AspectType, b: CoachPoint): string => {
  switch (type) {
    case 'conjunction':
      return `in congiunzione con ${point(b, 'the')}`;
    case 'sextile':
      return `in sestile con ${point(b, 'the')}`;
    case 'square':
      return `in quadratura con ${point(b, 'the')}`;
    case 'trine':
      return `in trigono con ${point(b, 'the')}`;
    case 'opposition':
      return `in opposizione ${point(b, 'to')}`;
  }
};

/** The two lunations (glossary §5: the Moon in capitals, the adjective in lower case). */
export const LUNATION: Readonly<Record<'new' | 'full', string>> = { new: 'Luna nuova', full: 'Luna piena' };
