/** Ask Stella's texts in every language (core/coach/texts.ts), loaded by language (core/i18n/texts.ts). */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { CoachTexts } from '../texts';

export const COACH_TEXTS: Readonly<Record<Locale, CoachTexts>> = textsByLocale('coach');
