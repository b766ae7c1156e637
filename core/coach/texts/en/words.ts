/** Phrase helpers that several sections of the English coach texts share. */
import type { Angle } from '../../../i18n/grammar/en';
import type { CoachPoint, NumerologyKind, PlacementSlots } from '../../texts';

/** The Ascendant and the Midheaven: no sentence places an angle in a house or calls it retrograde. */
export const isAngle = (p: CoachPoint): p is Angle => p === 'ascendant' || p === 'midheaven';
const pad2 = (n: number) => String(n).padStart(2, '0');
/** '14°22′', as the chart tables write a position. */
export const deg = (p: { degree: number; minute: number }) => `${p.degree}°${pad2(p.minute)}′`;
/** Whether a placement is said to be retrograde (never an angle). */
export const retro = (p: PlacementSlots) => p.retrograde && !isAngle(p.point);
/** The five numbers' names, as a sentence and a chip say them: "Your Life Path number is 7", "Life Path 7". */
export const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
  birthDay: 'Birthday',
};
/** A lunation's name. */
export const PHASE = { new: 'New Moon', full: 'Full Moon' } as const;
