/** The phrases the coach's sections share: a point's name, a position, the aspects, lunations and numbers. */
import type { AspectType } from '../../../astro/aspects';
import { GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import type { CoachPoint, LunationSlots, NumerologyKind } from '../../texts';

/** The angles' names; the planets' are the grammar's. None of them inflects before a postposition. */
const ANGLE = { ascendant: 'लग्न', midheaven: 'मध्य आकाश' } as const;
/** A point's name in a sentence. */
export const name = (p: CoachPoint) => (p === 'ascendant' || p === 'midheaven' ? ANGLE[p] : g.planet(p));

const pad2 = (n: number) => String(n).padStart(2, '0');
/** '14°22′', as the chart tables write a position. */
export const deg = (p: { degree: number; minute: number }) => `${p.degree}°${pad2(p.minute)}′`;

/** The aspect as a noun with the possessive its gender takes: 'की युति', 'का त्रिकोण'. */
export const ASPECT_NOUN: Readonly<Record<AspectType, { of: string; noun: string; angle: number }>> = {
  conjunction: { of: 'की', noun: 'युति', angle: 0 },
  sextile: { of: 'का', noun: 'षट्कोण', angle: 60 },
  square: { of: 'का', noun: 'चतुष्कोण', angle: 90 },
  trine: { of: 'का', noun: 'त्रिकोण', angle: 120 },
  opposition: { of: 'की', noun: 'प्रतियुति', angle: 180 },
};
/** The postposition that joins the second point: 'के साथ युति', 'से त्रिकोण'. */
export const WITH: Readonly<Record<AspectType, string>> = {
  conjunction: 'के साथ',
  sextile: 'से',
  square: 'से',
  trine: 'से',
  opposition: 'से',
};

/** New and Full Moon: both feminine ("अमावस्या थी", "पूर्णिमा होगी"). */
export const PHASE: Readonly<Record<LunationSlots['phase'], string>> = { new: 'अमावस्या', full: 'पूर्णिमा' };

export const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: 'जीवन पथ अंक',
  expression: 'अभिव्यक्ति अंक',
  soulUrge: 'आत्मिक इच्छा अंक',
  personality: 'व्यक्तित्व अंक',
  birthDay: 'जन्म दिवस अंक',
};
