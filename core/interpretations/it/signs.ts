import type { SignTexts } from '../types';

/** I nomi dei segni come li scrivono le frasi di riserva (glossario §2). */
export const SIGN_NAMES: SignTexts = {
  aries: 'Ariete',
  taurus: 'Toro',
  gemini: 'Gemelli',
  cancer: 'Cancro',
  leo: 'Leone',
  virgo: 'Vergine',
  libra: 'Bilancia',
  scorpio: 'Scorpione',
  sagittarius: 'Sagittario',
  capricorn: 'Capricorno',
  aquarius: 'Acquario',
  pisces: 'Pesci',
};
