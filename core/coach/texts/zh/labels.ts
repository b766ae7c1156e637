import { ASPECT_VERB, GRAMMAR_ZH as g, STATION } from '../../../i18n/grammar/zh';
import type { CoachLabels } from '../../texts';
import { NUMEROLOGY_NAME, PHASE, deg, isAngle, point } from './words';

/** 7宫: a house in a label. */
const houseShort = (n: number) => `${n}宫`;

/** The short labels of the chips under a paragraph: “金星 天秤座 14°22′，7宫”. */
export const LABELS: CoachLabels = {
  placement: (p) => {
    const base = `${point(p.point)} ${g.sign(p.sign)} ${deg(p.degree, p.minute)}`;
    const retro = p.retrograde && !isAngle(p.point) ? ' ℞' : '';
    const where = p.house !== null && !isAngle(p.point) ? `，${houseShort(p.house)}` : '';
    return `${base}${retro}${where}`;
  },
  aspect: (a) => `${point(a.a)}${ASPECT_VERB[a.type]}${point(a.b)}，容许度 ${a.orb}`,
  house: ({ house: h, sign: s }) => `${houseShort(h)}，宫头${g.sign(s)}`,
  transit: ({ planet: t, type, point: p, date }) =>
    `行运${g.planet(t)}${ASPECT_VERB[type]}${isAngle(p) ? point(p) : `本命${point(p)}`}，${date}`,
  event: (p) =>
    p.event === 'station'
      ? `${g.planet(p.station.body)}在${g.sign(p.station.sign)}${STATION[p.station.direction]}，${p.date}`
      : `${g.sign(p.lunation.sign)}${PHASE[p.lunation.phase]}，${p.date}`,
  progression: ({ point: p, sign: s, degree, minute }) => `推运${point(p)} ${g.sign(s)} ${deg(degree, minute)}`,
  numerology: (kind, value) => `${NUMEROLOGY_NAME[kind]} ${value}`,
  balance: (e) => `火象 ${e.fire}、土象 ${e.earth}、风象 ${e.air}、水象 ${e.water}`,
};
