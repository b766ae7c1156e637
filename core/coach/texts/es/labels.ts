/** The short Spanish labels of the chips under a paragraph (CoachLabels in core/coach/texts.ts): "Venus 14°22′ Libra, casa 7". */
import { GRAMMAR_ES as g } from '../../../i18n/grammar/es';
import type { CoachLabels } from '../../texts';
import { ASPECT, bare, dm, ELEMENT, fem, NUMEROLOGY_NAME, PHASE, STATION } from './words';

export const LABELS: CoachLabels = {
  placement: (p) =>
    `${bare(p.point)} ${dm(p.degree, p.minute)} ${g.sign(p.sign)}${p.retrograde ? ' ℞' : ''}${p.house ? `, casa ${p.house}` : ''}`,
  aspect: (p) => `${bare(p.a)} ${ASPECT[p.type].name} ${bare(p.b)}, orbe ${p.orb}`,
  house: ({ house: h, sign: s }) => `Casa ${h}, cúspide en ${g.sign(s)}`,
  transit: ({ planet, type, point, date }) => `${bare(planet)} ${ASPECT[type].name} ${bare(point)} natal, ${date}`,
  event: (p) =>
    p.event === 'station'
      ? `Estación ${STATION[p.station.direction].noun} ${g.planet(p.station.body, 'of')} en ${g.sign(p.station.sign)}, ${p.date}`
      : `${PHASE[p.lunation.phase]} en ${g.sign(p.lunation.sign)}, ${p.date}`,
  progression: ({ point, sign: s, degree, minute }) =>
    `${bare(point)} ${fem(point) ? 'progresada' : 'progresado'} ${dm(degree, minute)} ${g.sign(s)}`,
  numerology: (kind, value) => `${NUMEROLOGY_NAME[kind].label} ${value}`,
  balance: (e) =>
    `${ELEMENT.fire.label} ${e.fire}, ${ELEMENT.earth.label} ${e.earth}, ${ELEMENT.air.label} ${e.air}, ${ELEMENT.water.label} ${e.water}`,
};
