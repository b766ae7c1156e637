import type { SignTexts } from '../types';

/** Los nombres de los signos tal como los escriben las frases de reserva (glosario: siempre con mayúscula). */
export const SIGN_NAMES: SignTexts = {
  aries: 'Aries',
  taurus: 'Tauro',
  gemini: 'Géminis',
  cancer: 'Cáncer',
  leo: 'Leo',
  virgo: 'Virgo',
  libra: 'Libra',
  scorpio: 'Escorpio',
  sagittarius: 'Sagitario',
  capricorn: 'Capricornio',
  aquarius: 'Acuario',
  pisces: 'Piscis',
};
