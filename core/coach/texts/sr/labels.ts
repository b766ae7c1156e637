/** The short labels of the chips under a Serbian answer (core/coach/texts.ts, `CoachLabels`): "Venera 14°22′ Vaga, 7. kuća". */
import { GRAMMAR_SR as g, motion } from '../../../i18n/grammar/sr';
import type { CoachLabels } from '../../texts';
import { ASPECT, KIND, LUNATION, by, deg, point } from './words';

export const LABELS: CoachLabels = {
  placement: (p) => {
    const house = p.house ? `, ${g.ordinal(p.house)} kuća` : '';
    const retro = p.retrograde ? ' ℞' : '';
    return `${point(p.point)} ${deg(p)} ${g.sign(p.sign)}${retro}${house}`;
  },
  aspect: (p) => `${point(p.a)} ${ASPECT[p.type].nom} ${point(p.b)}, orbis ${p.orb}`,
  house: (p) => `${g.ordinal(p.house)} kuća, vrh u ${g.sign(p.sign, 'loc')}`,
  transit: (p) =>
    `${g.planet(p.planet)} ${ASPECT[p.type].nom} natal${by(p.point, 'ni', 'na', 'no')} ${point(p.point)}, ${p.date}`,
  event: (p) =>
    p.event === 'station'
      ? `${g.planet(p.station.body)} postaje ${motion(p.station.body, p.station.direction)} u ${g.sign(p.station.sign, 'loc')}, ${p.date}`
      : `${g.capitalize(LUNATION[p.lunation.phase])} u ${g.sign(p.lunation.sign, 'loc')}, ${p.date}`,
  progression: (p) =>
    `${g.capitalize(by(p.point, 'progresivni', 'progresivna', 'progresivno'))} ${point(p.point)} ${deg(p)} ${g.sign(p.sign)}`,
  numerology: (kind, value) => `${KIND[kind].label} ${value}`,
  balance: (e) => `Vatra ${e.fire}, zemlja ${e.earth}, vazduh ${e.air}, voda ${e.water}`,
};
