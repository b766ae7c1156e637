/** The chips under a paragraph: "Venus 14°22′ Libra, 7th house". */
import type { AspectType } from '../../../astro/aspects';
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_EN as g, chartPoint } from '../../../i18n/grammar/en';
import type { CoachPoint, CoachTexts } from '../../texts';
import { NUMEROLOGY_NAME, PHASE, deg, isAngle, retro } from './words';

/** The aspect in a chip: 'Venus square Saturn'. */
const LABEL_WORD: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export const LABELS: CoachTexts['labels'] = {
  placement: (p) =>
    `${chartPoint(p.point)} ${deg(p)} ${g.sign(p.sign)}${retro(p) ? ' ℞' : ''}${
      p.house !== null && !isAngle(p.point) ? `, ${g.ordinal(p.house)} house` : ''
    }`,
  aspect: (p) => `${chartPoint(p.a)} ${LABEL_WORD[p.type]} ${chartPoint(p.b)}, orb ${p.orb}`,
  house: (p) => `${g.ordinal(p.house)} house, ${g.sign(p.sign)} cusp`,
  transit: (p: { planet: PlanetId; type: AspectType; point: CoachPoint; date: string }) =>
    `${g.planet(p.planet)} ${LABEL_WORD[p.type]} natal ${chartPoint(p.point)}, ${p.date}`,
  event: (p) =>
    p.event === 'station'
      ? `${g.planet(p.station.body)} stations ${p.station.direction} in ${g.sign(p.station.sign)}, ${p.date}`
      : `${PHASE[p.lunation.phase]} in ${g.sign(p.lunation.sign)}, ${p.date}`,
  progression: (p) => `Progressed ${chartPoint(p.point)} ${deg(p)} ${g.sign(p.sign)}`,
  numerology: (kind, value) => `${NUMEROLOGY_NAME[kind]} ${value}`,
  balance: (e) => `Fire ${e.fire}, Earth ${e.earth}, Air ${e.air}, Water ${e.water}`,
};
