/**
 * Every language's sky texts (the Worker writes the calendar feed and the premium horoscope),
 * loaded by language (core/i18n/texts.ts).
 */
import type { Locale } from '../../i18n/locales';
import { textsByLocale } from '../../i18n/texts';
import type { SkyTexts } from '../texts';

export const SKY_TEXTS: Readonly<Record<Locale, SkyTexts>> = textsByLocale('sky');
