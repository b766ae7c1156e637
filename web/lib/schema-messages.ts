/**
 * The shared schemas' and the API's messages (the spec's English, core/i18n/messages/en/errors.json)
 * in the reader's language, for the problems the web itself finds with the same schemas (a
 * form checked before it is sent). What the API answers is already in the reader's language.
 */
import en from '@core/i18n/messages/en/errors.json';
import { englishMessageMatcher } from '@core/i18n/match';
import { defineMessages, translate } from './i18n';

export const errorMessages = defineMessages('errors', en);
type ErrorKey = keyof typeof en;

let match: ReturnType<typeof englishMessageMatcher> | undefined;

/** A schema's or the API's English message in the active language; an unknown text stays as it is. */
export function schemaMessage(text: string): string {
  match ??= englishMessageMatcher(en);
  const found = match(text);
  return found ? translate(errorMessages, found.id as ErrorKey, found.values) : text;
}
