/** Advanced synastry's texts in every language (core/synastry/texts/contract.ts). */
import type { Locale } from '../../i18n/locales';
import type { SynastryTexts } from './contract';
import { SYNASTRY_EN } from './en';
import { SYNASTRY_ES } from './es';
import { SYNASTRY_FR } from './fr';
import { SYNASTRY_HI } from './hi';
import { SYNASTRY_IT } from './it';
import { SYNASTRY_SR } from './sr';
import { SYNASTRY_ZH } from './zh';

export const SYNASTRY_TEXTS: Readonly<Record<Locale, SynastryTexts>> = {
  en: SYNASTRY_EN,
  sr: SYNASTRY_SR,
  hi: SYNASTRY_HI,
  fr: SYNASTRY_FR,
  it: SYNASTRY_IT,
  es: SYNASTRY_ES,
  zh: SYNASTRY_ZH,
};
