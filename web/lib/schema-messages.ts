/**
 * The shared schemas' and the API's messages (the spec's English, core/i18n/messages/en/errors.json)
 * in the reader's language, for the problems the web itself finds with the same schemas (a
 * form checked before it is sent). What the API answers is already in the reader's language.
 */
import en from '@core/i18n/messages/en/errors.json';
import { englishMessageMatcher } from '@core/i18n/match';
import { useMemo } from 'react';
import { defineMessages, useT } from './i18n';

export const errorMessages = defineMessages('errors', en);
type ErrorKey = keyof typeof en;

let match: ReturnType<typeof englishMessageMatcher> | undefined;

/** `(text) => text in the reader's language`: unknown texts (already translated ones too) pass as they are. */
export function useSchemaMessage(): (text: string) => string {
  const t = useT(errorMessages);
  return useMemo(() => {
    match ??= englishMessageMatcher(en);
    return (text: string) => {
      const found = match?.(text);
      return found ? t(found.id as ErrorKey, found.values) : text;
    };
  }, [t]);
}
