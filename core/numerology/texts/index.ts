/** The numerology meanings in every language (core/numerology/texts/contract.ts), loaded by language (core/i18n/texts.ts). */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { NumerologyTexts } from './contract';

export const NUMEROLOGY_TEXTS: Readonly<Record<Locale, NumerologyTexts>> = textsByLocale('numerology');
