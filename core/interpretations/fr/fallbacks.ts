import { GRAMMAR_FR as g } from '../../i18n/grammar/fr';
import { SIGN_IDS, type SignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** The sign's French name; the id itself for one we do not know. */
const name = (sign: SignId) => (SIGN_IDS.includes(sign) ? g.sign(sign) : sign);

/**
 * Les phrases de secours de la spécification (docs/product.md#errors), écrites pour le français :
 * « nature de Bélier », « Lune en Bélier », « Ascendant Bélier » (apposition, glossaire section 3),
 * trois tournures où le nom du signe ne prend ni article ni préposition qui varie selon le signe.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `Votre nature de ${name(sign)} façonne le fond de votre personnalité.`,
  moon: (sign) => `Votre Lune en ${name(sign)} influence votre nature émotionnelle.`,
  rising: (sign) => `Votre Ascendant ${name(sign)} influence la façon dont les autres vous perçoivent.`,
  house: (n) => ({
    name: `Maison ${n}`,
    governs:
      'Chaque maison régit un domaine de la vie, du moi et de ses ressources jusqu’au couple, au travail et au monde au sens large.',
    occupied: 'Une planète placée dans une maison prête son énergie à ce domaine de votre vie.',
  }),
  aspect: {
    name: 'Aspect',
    text: 'Cet aspect relie les deux planètes de sorte que leurs thèmes interagissent, chacune colorant la manière dont l’autre s’exprime dans votre vie.',
  },
};
