/** How people ask, in every language (./types.ts). */
import type { Locale } from '../../i18n/locales';
import { ASKING_EN } from './en';
import { ASKING_ES } from './es';
import { ASKING_FR } from './fr';
import { ASKING_HI } from './hi';
import { ASKING_IT } from './it';
import { ASKING_SR } from './sr';
import type { AskingLexicon } from './types';
import { ASKING_ZH } from './zh';

export const ASKING: Readonly<Record<Locale, AskingLexicon>> = {
  en: ASKING_EN,
  sr: ASKING_SR,
  hi: ASKING_HI,
  fr: ASKING_FR,
  it: ASKING_IT,
  es: ASKING_ES,
  zh: ASKING_ZH,
};
