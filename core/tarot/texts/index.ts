/** Tarot's texts in every language (core/tarot/texts/contract.ts). */
import type { Locale } from '../../i18n/locales';
import type { TarotTexts } from './contract';
import { TAROT_EN } from './en';
import { TAROT_ES } from './es';
import { TAROT_FR } from './fr';
import { TAROT_HI } from './hi';
import { TAROT_IT } from './it';
import { TAROT_SR } from './sr';
import { TAROT_ZH } from './zh';

export const TAROT_TEXTS: Readonly<Record<Locale, TarotTexts>> = {
  en: TAROT_EN,
  sr: TAROT_SR,
  hi: TAROT_HI,
  fr: TAROT_FR,
  it: TAROT_IT,
  es: TAROT_ES,
  zh: TAROT_ZH,
};
