/**
 * The Worker's languages (decision 028): errors, field problems and emails in the reader's
 * language. An API request's language is its Accept-Language (the web app sends the one the
 * reader chose); an email's is the account's `preferences.language`.
 */
import { ALL_MESSAGES } from '@core/i18n/all-messages';
import type { MessageId, MessageValues } from '@core/i18n/catalog';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  acceptLanguageTags,
  isLocale,
  negotiateLocale,
} from '@core/i18n/locales';
import { englishMessageMatcher } from '@core/i18n/match';
import { textsLoaded } from '@core/i18n/texts';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Context } from 'hono';

/** One instance per language (a Worker serves many requests at once; none switches another's language). */
const instances = new Map<Locale, I18n>();
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
const compile = (message: string) => {
  let result = compiled.get(message);
  if (!result) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
};

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compile);
    // English fills any message a language lacks, so no reader ever sees a key.
    i18n.load(locale, { ...ALL_MESSAGES.en, ...ALL_MESSAGES[locale] });
    i18n.activate(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}

export type ServerTranslate = (id: MessageId, values?: MessageValues) => string;

export function translator(locale: Locale): ServerTranslate {
  const i18n = instance(locale);
  return (id, values) => i18n._(id, values as Record<string, unknown>);
}

/** The language of an API request: the first of its Accept-Language we speak, else English. */
export function requestLocale(c: Context): Locale {
  return negotiateLocale(acceptLanguageTags(c.req.header('Accept-Language')), LOCALES);
}

/** A stored preference's language, if it is one of ours. */
export function preferredLocale(preferencesJson: string | null | undefined): Locale | undefined {
  if (!preferencesJson) return undefined;
  try {
    const language = (JSON.parse(preferencesJson) as { language?: unknown }).language;
    return isLocale(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

let match: ReturnType<typeof englishMessageMatcher> | undefined;

/**
 * An English message of the API or the schemas in `locale` (errors.json): the same text when
 * the language is English or the message is not one of the catalogue's.
 */
export function localizeMessage(text: string, locale: Locale): string {
  // An error raised before the request's texts loaded (core/i18n/texts.ts) is said in English.
  if (locale === DEFAULT_LOCALE || !textsLoaded(locale) || !textsLoaded(DEFAULT_LOCALE)) return text;
  match ??= englishMessageMatcher(
    Object.fromEntries(Object.entries(ALL_MESSAGES.en).filter(([id]) => id.startsWith('errors.'))),
  );
  const found = match(text);
  return found ? translator(locale)(found.id as MessageId, found.values) : text;
}

/** A message of the API (the spec's English) as this request's reader reads it. */
export function said(c: Context, text: string): string {
  return localizeMessage(text, requestLocale(c));
}
