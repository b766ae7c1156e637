/** Every language's catalogue, for the Worker and the tests, loaded by language (./texts.ts; the browser loads one at a time). */
import type { Locale } from './locales';
import { textsByLocale } from './texts';

export const ALL_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = textsByLocale('messages');
