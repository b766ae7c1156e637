import type { SignTexts } from '../types';

/** राशियों के नाम, जैसे फ़ॉलबैक वाक्य उन्हें लिखते हैं (docs/i18n/glossary-hi.md)। */
export const SIGN_NAMES: SignTexts = {
  aries: 'मेष',
  taurus: 'वृषभ',
  gemini: 'मिथुन',
  cancer: 'कर्क',
  leo: 'सिंह',
  virgo: 'कन्या',
  libra: 'तुला',
  scorpio: 'वृश्चिक',
  sagittarius: 'धनु',
  capricorn: 'मकर',
  aquarius: 'कुंभ',
  pisces: 'मीन',
};
