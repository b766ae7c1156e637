import { GRAMMAR_EN as g } from '../../i18n/grammar/en';
import { type SignId, isSignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** The sign's English name; the id itself for one we do not know. */
const name = (sign: SignId) => (isSignId(sign) ? g.sign(sign) : sign);

/**
 * The spec's fallback sentences (docs/product.md#errors), word for word, used where a text is missing, and
 * the generic texts for an unknown house or aspect.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `Your ${name(sign)} nature shapes your core personality.`,
  moon: (sign) => `Your ${name(sign)} moon influences your emotional nature.`,
  rising: (sign) => `Your ${name(sign)} rising affects how others see you.`,
  house: (n) => ({
    name: `House ${n}`,
    governs:
      'Each house governs one area of life, from the self and its resources to partnership, work and the wider world.',
    occupied: 'A planet placed in a house lends its energy to that area of your life.',
  }),
  aspect: {
    name: 'Aspect',
    text: 'This aspect links the two planets so that their themes interact, each colouring how the other is expressed in your life.',
  },
};
