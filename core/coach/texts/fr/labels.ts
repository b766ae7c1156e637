/** The chips under a paragraph (CoachLabels): « Vénus 14°22′ Balance, maison 7 ». */
import type { AspectType } from '../../../astro/aspects';
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_FR as g, direction } from '../../../i18n/grammar/fr';
import type { Element, SignId } from '../../../zodiac';
import type { AspectSlots, CoachLabels, CoachPoint, NumerologyKind, PlacementSlots } from '../../texts';
import { ELEMENT, NUMEROLOGY_NAME, PHASE, deg, femininePoint, pointName } from './words';

/** Compact, for labels: « Vénus carré Saturne ». */
const ASPECT_NAME: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjonction',
  sextile: 'sextile',
  square: 'carré',
  trine: 'trigone',
  opposition: 'opposition',
};
/** « Soleil natal », « Lune natale », « Ascendant natal ». */
const natal = (p: CoachPoint) => `${pointName(p)} ${femininePoint(p) ? 'natale' : 'natal'}`;
/** « Lune progressée », « Soleil progressé ». */
const progressed = (p: CoachPoint) => `${pointName(p)} ${femininePoint(p) ? 'progressée' : 'progressé'}`;

export const LABELS: CoachLabels = {
  placement: (p: PlacementSlots) =>
    `${pointName(p.point)} ${deg(p.degree, p.minute)} ${g.sign(p.sign)}${p.retrograde ? ' ℞' : ''}${p.house !== null ? `, maison ${p.house}` : ''}`,
  aspect: (p: AspectSlots) => `${pointName(p.a)} ${ASPECT_NAME[p.type]} ${pointName(p.b)}, orbe ${p.orb}`,
  house: (p: { house: number; sign: SignId }) => `Maison ${p.house}, cuspide ${g.sign(p.sign)}`,
  transit: (p: { planet: PlanetId; type: AspectType; point: CoachPoint; date: string }) =>
    `${g.planet(p.planet)} ${ASPECT_NAME[p.type]} ${natal(p.point)}, ${p.date}`,
  event: (p) =>
    p.event === 'station'
      ? `Station ${direction(p.station.direction)} ${g.planet(p.station.body, 'of')} ${g.sign(p.station.sign, 'in')}, ${p.date}`
      : `${g.capitalize(PHASE[p.lunation.phase])} ${g.sign(p.lunation.sign, 'in')}, ${p.date}`,
  progression: (p: { point: CoachPoint; sign: SignId; degree: number; minute: number }) =>
    `${g.capitalize(progressed(p.point))} ${deg(p.degree, p.minute)} ${g.sign(p.sign)}`,
  numerology: (kind: NumerologyKind, value: number) =>
    `${g.capitalize(kind === 'birthDay' ? 'jour de naissance' : NUMEROLOGY_NAME[kind])} ${value}`,
  balance: (e: Readonly<Record<Element, number>>) =>
    `${ELEMENT.fire.label} ${e.fire}, ${ELEMENT.earth.label} ${e.earth}, ${ELEMENT.air.label} ${e.air}, ${ELEMENT.water.label} ${e.water}`,
};
