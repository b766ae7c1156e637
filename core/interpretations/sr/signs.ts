import type { SignTexts } from '../types';

/** Imena znakova u nominativu, kako ih ispisuju rezervne rečenice (docs/i18n/glossary-sr.md §2). */
export const SIGN_NAMES: SignTexts = {
  aries: 'Ovan',
  taurus: 'Bik',
  gemini: 'Blizanci',
  cancer: 'Rak',
  leo: 'Lav',
  virgo: 'Devica',
  libra: 'Vaga',
  scorpio: 'Škorpija',
  sagittarius: 'Strelac',
  capricorn: 'Jarac',
  aquarius: 'Vodolija',
  pisces: 'Ribe',
};

/** The genitive (priroda Lava) and locative (Mesec u Lavu) the fallback sentences need. */
export const SIGN_GENITIVE: SignTexts = {
  aries: 'Ovna',
  taurus: 'Bika',
  gemini: 'Blizanaca',
  cancer: 'Raka',
  leo: 'Lava',
  virgo: 'Device',
  libra: 'Vage',
  scorpio: 'Škorpije',
  sagittarius: 'Strelca',
  capricorn: 'Jarca',
  aquarius: 'Vodolije',
  pisces: 'Riba',
};

export const SIGN_LOCATIVE: SignTexts = {
  aries: 'Ovnu',
  taurus: 'Biku',
  gemini: 'Blizancima',
  cancer: 'Raku',
  leo: 'Lavu',
  virgo: 'Devici',
  libra: 'Vagi',
  scorpio: 'Škorpiji',
  sagittarius: 'Strelcu',
  capricorn: 'Jarcu',
  aquarius: 'Vodoliji',
  pisces: 'Ribama',
};
