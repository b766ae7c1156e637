/** Advanced synastry's texts in every language (core/synastry/texts/contract.ts), loaded by language (core/i18n/texts.ts). */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { SynastryTexts } from './contract';

export const SYNASTRY_TEXTS: Readonly<Record<Locale, SynastryTexts>> = textsByLocale('synastry');
