/** How people ask, in every language (./types.ts), loaded by language (core/i18n/texts.ts). */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { AskingLexicon } from './types';

export const ASKING: Readonly<Record<Locale, AskingLexicon>> = textsByLocale('asking');
