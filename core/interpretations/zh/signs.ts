import type { SignTexts } from '../types';

/** 回退句中使用的星座名称：散文中一律使用带“座”的全称（docs/i18n/glossary-zh.md）。 */
export const SIGN_NAMES: SignTexts = {
  aries: '白羊座',
  taurus: '金牛座',
  gemini: '双子座',
  cancer: '巨蟹座',
  leo: '狮子座',
  virgo: '处女座',
  libra: '天秤座',
  scorpio: '天蝎座',
  sagittarius: '射手座',
  capricorn: '摩羯座',
  aquarius: '水瓶座',
  pisces: '双鱼座',
};
