/**
 * How an editor notices two texts saying the same thing: a shared run of 10 words (12
 * characters in Chinese, which is written without spaces). A sentence with one word changed
 * still shares its runs, where comparing whole sentences would call it new.
 */
import type { Locale } from './locales';

/** Words (characters in Chinese) in a run that counts as shared. */
export const RUN_LENGTH: Readonly<Record<'words' | 'characters', number>> = { words: 10, characters: 12 };

/** The units a run is made of: lower-case words, or Chinese characters without punctuation. */
function unitsOf(text: string, locale: Locale): string[] {
  if (locale === 'zh') return [...text.replace(/[\s\p{P}\p{S}]/gu, '')];
  return text
    .toLocaleLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
}

/** Every run of 10 words (12 characters in Chinese) in a text; a shorter text is one run, itself. */
export function runsOf(text: string, locale: Locale): string[] {
  const units = unitsOf(text, locale);
  const size = locale === 'zh' ? RUN_LENGTH.characters : RUN_LENGTH.words;
  if (units.length > 0 && units.length < size) return [units.join(locale === 'zh' ? '' : ' ')];
  const runs: string[] = [];
  for (let i = 0; i + size <= units.length; i++) runs.push(units.slice(i, i + size).join(locale === 'zh' ? '' : ' '));
  return runs;
}
