/** Tarot's texts in every language (core/tarot/texts/contract.ts), loaded by language (core/i18n/texts.ts). */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { TarotTexts } from './contract';

export const TAROT_TEXTS: Readonly<Record<Locale, TarotTexts>> = textsByLocale('tarot');
