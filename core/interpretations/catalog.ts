import { EN } from './en';
import { HI } from './hi';
import type { Locale } from './locale';
import type { InterpretationCatalog } from './types';

/**
 * The interpretation texts of every language, one catalog per locale. A translation is a
 * parallel folder (`sr/`, `hi/`, ...) exporting an `InterpretationCatalog` of the same keys,
 * added here beside its id in `LOCALES`.
 */
export const INTERPRETATIONS: Readonly<Partial<Record<Locale, InterpretationCatalog>>> = {
  en: EN,
  hi: HI,
};
