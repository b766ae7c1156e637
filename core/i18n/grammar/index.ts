/**
 * Every language's grammar, for the code that writes in a language it is handed (the coach's
 * calendar, the Oracle reading's advice dates). A language's own texts import their grammar
 * file directly, so each stays in its language's chunk.
 */
import type { Locale } from '../locales';
import { GRAMMAR_EN } from './en';
import { GRAMMAR_ES } from './es';
import { GRAMMAR_FR } from './fr';
import type { Grammar } from './grammar';
import { GRAMMAR_HI } from './hi';
import { GRAMMAR_IT } from './it';
import { GRAMMAR_SR } from './sr';
import { GRAMMAR_ZH } from './zh';

export type { Day, Grammar, Month } from './grammar';

export const GRAMMAR: Readonly<Record<Locale, Grammar>> = {
  en: GRAMMAR_EN,
  sr: GRAMMAR_SR,
  hi: GRAMMAR_HI,
  fr: GRAMMAR_FR,
  it: GRAMMAR_IT,
  es: GRAMMAR_ES,
  zh: GRAMMAR_ZH,
};
