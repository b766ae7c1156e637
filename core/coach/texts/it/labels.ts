/** The Italian labels of the facts an answer rests on: short, with figures, no sentence. */
import { GRAMMAR_IT as g, feminine, point, turns } from '../../../i18n/grammar/it';
import type { Element } from '../../../zodiac';
import type { CoachLabels, NumerologyKind } from '../../texts';
import { LUNATION, deg, inAspect, isAngle } from './words';

const ELEMENT_LABEL: Readonly<Record<Element, string>> = { fire: 'Fuoco', earth: 'Terra', air: 'Aria', water: 'Acqua' };

export const LABELS: CoachLabels = {
  placement: (p) =>
    `${point(p.point)} ${deg(p.degree, p.minute)} ${g.sign(p.sign)}${p.retrograde && !isAngle(p.point) ? ' ℞' : ''}${
      p.house && !isAngle(p.point) ? `, Casa ${p.house}` : ''
    }`,
  aspect: (p) => `${point(p.a)} ${inAspect(p.type, p.b)}, orbita ${p.orb}`,
  house: (p) => `Casa ${p.house}, cuspide in ${g.sign(p.sign)}`,
  transit: (p) => `${g.planet(p.planet)} ${inAspect(p.type, p.point)} natale, ${p.date}`,
  event: (p) =>
    p.event === 'station'
      ? `${g.planet(p.station.body)} ${turns(p.station.body, p.station.direction)} in ${g.sign(p.station.sign)}, ${p.date}`
      : `${LUNATION[p.lunation.phase]} in ${g.sign(p.lunation.sign)}, ${p.date}`,
  progression: (p) =>
    `${point(p.point)} ${feminine(p.point) ? 'progressa' : 'progresso'} ${deg(p.degree, p.minute)} ${g.sign(p.sign)}`,
  numerology: (kind, value) => {
    const name: Readonly<Record<NumerologyKind, string>> = {
      lifePath: 'Percorso di vita',
      expression: 'Espressione',
      soulUrge: 'Desiderio dell’anima',
      personality: 'Personalità',
      birthDay: 'Giorno di nascita',
    };
    return `${name[kind]} ${value}`;
  },
  balance: (e) => (['fire', 'earth', 'air', 'water'] as const).map((k) => `${ELEMENT_LABEL[k]} ${e[k]}`).join(', '),
};
