/** The chips under a paragraph (core/coach/texts.ts, CoachLabels): names bare, numbers in digits. */
import { DIRECTION, GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import type { CoachLabels } from '../../texts';
import { ASPECT_NOUN, NUMEROLOGY_NAME, PHASE, WITH, deg, name } from './words';

export const LABELS: CoachLabels = {
  placement: (p) =>
    `${name(p.point)} ${deg(p)} ${g.sign(p.sign)}${p.retrograde ? ' ℞' : ''}${p.house ? `, भाव ${p.house}` : ''}`,
  aspect: (p) => {
    const a = ASPECT_NOUN[p.type];
    return `${name(p.a)} और ${name(p.b)} ${a.of} ${a.noun}, ऑर्ब ${p.orb}`;
  },
  house: (p) => `भाव ${p.house}, ${g.sign(p.sign)} से आरंभ`,
  transit: (p) =>
    `${g.planet(p.planet)}: जन्म के ${name(p.point)} ${WITH[p.type]} ${ASPECT_NOUN[p.type].noun}, ${p.date}`,
  // Headline style, as Hindi calendars write it: "बृहस्पति कर्क राशि में मार्गी, 8 दिसंबर".
  event: (p) =>
    p.event === 'station'
      ? `${name(p.station.body)} ${g.sign(p.station.sign, 'rashi')} में ${DIRECTION[p.station.direction]}, ${p.date}`
      : `${g.sign(p.lunation.sign, 'rashi')} में ${PHASE[p.lunation.phase]}, ${p.date}`,
  progression: (p) => `प्रोग्रेशन का ${name(p.point)} ${deg(p)} ${g.sign(p.sign)}`,
  numerology: (kind, value) => `${NUMEROLOGY_NAME[kind]} ${value}`,
  balance: (e) => `अग्नि ${e.fire}, पृथ्वी ${e.earth}, वायु ${e.air}, जल ${e.water}`,
};
