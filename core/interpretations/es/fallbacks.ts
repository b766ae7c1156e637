import { GRAMMAR_ES as g } from '../../i18n/grammar/es';
import { SIGN_IDS, type SignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** El nombre del signo en español; el propio id si es uno que no conocemos. */
const name = (sign: SignId) => (SIGN_IDS.includes(sign) ? g.sign(sign) : sign);

/**
 * Las frases de reserva de la especificación (docs/product.md#errors), usadas donde falta un
 * texto, y los textos genéricos para una casa o un aspecto desconocidos. Los signos no llevan
 * artículo tras "en"/"de": "tu Sol en Aries", "tu Ascendente en Cáncer".
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `Tu naturaleza de ${name(sign)} moldea el núcleo de tu personalidad.`,
  moon: (sign) => `Tu Luna en ${name(sign)} influye en tu naturaleza emocional.`,
  rising: (sign) => `Tu Ascendente en ${name(sign)} influye en cómo te ven los demás.`,
  house: (n) => ({
    name: `Casa ${n}`,
    governs:
      'Cada casa rige un ámbito de la vida, desde la propia persona y sus recursos hasta la pareja, el trabajo y el mundo en general.',
    occupied: 'Un planeta situado en una casa aporta su energía a ese ámbito de tu vida.',
  }),
  aspect: {
    name: 'Aspecto',
    text: 'Este aspecto une los dos planetas de modo que sus temas interactúan y cada uno tiñe la forma en que el otro se expresa en tu vida.',
  },
};
