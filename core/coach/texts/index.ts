/** Ask Stella's texts in every language (core/coach/texts.ts). */
import type { Locale } from '../../i18n/locales';
import type { CoachTexts } from '../texts';
import { COACH_EN } from './en';
import { COACH_ES } from './es';
import { COACH_FR } from './fr';
import { COACH_HI } from './hi';
import { COACH_IT } from './it';
import { COACH_SR } from './sr';
import { COACH_ZH } from './zh';

export const COACH_TEXTS: Readonly<Record<Locale, CoachTexts>> = {
  en: COACH_EN,
  sr: COACH_SR,
  hi: COACH_HI,
  fr: COACH_FR,
  it: COACH_IT,
  es: COACH_ES,
  zh: COACH_ZH,
};
