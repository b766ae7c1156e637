/** The numerology meanings in every language (core/numerology/texts/contract.ts). */
import type { Locale } from '../../i18n/locales';
import type { NumerologyTexts } from './contract';
import { NUMEROLOGY_EN } from './en';
import { NUMEROLOGY_ES } from './es';
import { NUMEROLOGY_FR } from './fr';
import { NUMEROLOGY_HI } from './hi';
import { NUMEROLOGY_IT } from './it';
import { NUMEROLOGY_SR } from './sr';
import { NUMEROLOGY_ZH } from './zh';

export const NUMEROLOGY_TEXTS: Readonly<Record<Locale, NumerologyTexts>> = {
  en: NUMEROLOGY_EN,
  sr: NUMEROLOGY_SR,
  hi: NUMEROLOGY_HI,
  fr: NUMEROLOGY_FR,
  it: NUMEROLOGY_IT,
  es: NUMEROLOGY_ES,
  zh: NUMEROLOGY_ZH,
};
