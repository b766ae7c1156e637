import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { SR } from './sr';
import { ZH } from './zh';
import type { Locale } from './locale';
import type { InterpretationCatalog } from './types';

/**
 * The interpretation texts of every language, one catalog per locale: a parallel folder
 * (`sr/`, `hi/`, ...) exporting an `InterpretationCatalog` of the same keys.
 */
export const INTERPRETATIONS: Readonly<Record<Locale, InterpretationCatalog>> = {
  en: EN,
  es: ES,
  zh: ZH,
  it: IT,
  sr: SR,
  fr: FR,
  hi: HI,
};
