/**
 * The interpretation texts of every language, one catalog per locale: a parallel folder
 * (`sr/`, `hi/`, ...) exporting an `InterpretationCatalog` of the same keys, loaded by
 * language (core/i18n/texts.ts).
 */
import type { Locale } from '../i18n/locales';
import { textsByLocale } from '../i18n/texts';
import type { InterpretationCatalog } from './types';

export const INTERPRETATIONS: Readonly<Record<Locale, InterpretationCatalog>> = textsByLocale('interpretations');
