/** Every language's sky texts (the Worker writes the calendar feed and the premium horoscope). */
import type { Locale } from '../../i18n/locales';
import type { SkyTexts } from '../texts';
import { SKY_EN } from './en';
import { SKY_ES } from './es';
import { SKY_FR } from './fr';
import { SKY_HI } from './hi';
import { SKY_IT } from './it';
import { SKY_SR } from './sr';
import { SKY_ZH } from './zh';

export const SKY_TEXTS: Readonly<Record<Locale, SkyTexts>> = {
  en: SKY_EN,
  sr: SKY_SR,
  hi: SKY_HI,
  fr: SKY_FR,
  it: SKY_IT,
  es: SKY_ES,
  zh: SKY_ZH,
};
