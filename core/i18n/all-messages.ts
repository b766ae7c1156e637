/** Every language's catalogue at once, for the Worker and the tests (the browser loads one at a time). */
import EN from './messages/en';
import ES from './messages/es';
import FR from './messages/fr';
import HI from './messages/hi';
import IT from './messages/it';
import SR from './messages/sr';
import ZH from './messages/zh';
import type { Locale } from './locales';

export const ALL_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: EN,
  sr: SR,
  hi: HI,
  fr: FR,
  it: IT,
  es: ES,
  zh: ZH,
};
