/** Every language's compatibility texts, for the tests and the server (the browser loads one: load.ts). */
import type { Locale } from '../i18n/locales';
import { COMPATIBILITY_EN } from './texts.en';
import { COMPATIBILITY_ES } from './texts.es';
import { COMPATIBILITY_FR } from './texts.fr';
import { COMPATIBILITY_HI } from './texts.hi';
import { COMPATIBILITY_IT } from './texts.it';
import { COMPATIBILITY_SR } from './texts.sr';
import { COMPATIBILITY_ZH } from './texts.zh';
import type { CompatibilityTexts } from './types';

export const COMPATIBILITY_TEXTS: Readonly<Record<Locale, CompatibilityTexts>> = {
  en: COMPATIBILITY_EN,
  sr: COMPATIBILITY_SR,
  hi: COMPATIBILITY_HI,
  fr: COMPATIBILITY_FR,
  it: COMPATIBILITY_IT,
  es: COMPATIBILITY_ES,
  zh: COMPATIBILITY_ZH,
};
