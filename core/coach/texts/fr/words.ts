/**
 * The words several sections of the French coach texts share: the chart's points in the forms a
 * sentence needs (the planets' from the grammar, the two angles' here), degrees, elements, the
 * names of the numerology numbers and of the New and Full Moon.
 */
import { GRAMMAR_FR as g, feminine } from '../../../i18n/grammar/fr';
import type { Element } from '../../../zodiac';
import type { CoachPoint, NumerologyKind } from '../../texts';

/** The angles are not planets: their forms are the coach's own. */
const ANGLE = {
  ascendant: { name: 'Ascendant', the: 'l’Ascendant', of: 'de l’Ascendant' },
  midheaven: { name: 'Milieu du Ciel', the: 'le Milieu du Ciel', of: 'du Milieu du Ciel' },
} as const;

/**
 * A point's name: bare as a label says it ('Soleil', 'Ascendant'), `the` as a sentence says it
 * ('le Soleil', 'Vénus', 'l’Ascendant'), `of` ('du Soleil', 'd’Uranus', 'de l’Ascendant').
 */
export const pointName = (p: CoachPoint, form: 'name' | 'the' | 'of' = 'name') =>
  p === 'ascendant' || p === 'midheaven' ? ANGLE[p][form] : g.planet(p, form);
/** Whether what agrees with a point is feminine: the Moon and Venus; the angles are masculine. */
export const femininePoint = (p: CoachPoint) => p !== 'ascendant' && p !== 'midheaven' && feminine(p);
/** 'il' or 'elle' for the point. */
export const pronoun = (p: CoachPoint) => (femininePoint(p) ? 'elle' : 'il');

/** 14°22′: whole degrees and two-digit minutes, no space (glossary, section 7). */
export const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;

/** An element as a sentence names it (« l’élément dominant est le feu ») and as a label does (« Feu 4 »). */
export const ELEMENT: Readonly<Record<Element, { the: string; label: string }>> = {
  fire: { the: 'le feu', label: 'Feu' },
  earth: { the: 'la terre', label: 'Terre' },
  air: { the: 'l’air', label: 'Air' },
  water: { the: 'l’eau', label: 'Eau' },
};

/** The numerology numbers as « votre … » names them. */
export const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: 'chemin de vie',
  expression: 'nombre d’expression',
  soulUrge: 'nombre intime',
  personality: 'nombre de personnalité',
  birthDay: 'nombre du jour de naissance',
};

/** Phases are lowercase in running text (« la pleine lune en Gémeaux »), capitalised only at a label's start. */
export const PHASE: Readonly<Record<'new' | 'full', string>> = { new: 'nouvelle lune', full: 'pleine lune' };
