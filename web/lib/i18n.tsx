/**
 * The web's language (decision 028): which one, its messages, and `useT()` to read
 * them. Messages come in areas (core/i18n/messages/<locale>/<area>.json). English travels
 * with the code that shows it (a page's texts in the page's chunk, so no page pays for
 * another's words); each other language is one chunk, fetched when chosen and precached by the
 * service worker, so a chosen language works offline. The choice is kept on the device; a
 * signed-in reader's choice is also kept on the account (`preferences.language`) and brought
 * to each device at sign-in.
 */
import type { MessageValues } from '@core/i18n/catalog';
import {
  AVAILABLE_LOCALES,
  DEFAULT_LOCALE,
  LOCALE_INFO,
  type Locale,
  isLocale,
  negotiateLocale,
} from '@core/i18n/locales';
import { formatMessage } from '@core/i18n/format-message';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { richText } from './rich-text';

/** Our seven, and `pseudo`: English with every letter accented, for the untranslated-text crawl. */
export type UiLocale = Locale | 'pseudo';
const STORAGE_KEY = 'stella.language';

/**
 * The messages of each loaded language (compiled), the active one, and who listens for a
 * change. Formatting is core/i18n/format-message.ts: Lingui's compiled format, without
 * Lingui's runtime in the browser (decision 028).
 */
const catalogues = new Map<UiLocale, Record<string, unknown>>([[DEFAULT_LOCALE, {}]]);
let active: UiLocale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function load(locale: UiLocale, messages: Record<string, unknown>): void {
  catalogues.set(locale, Object.assign(catalogues.get(locale) ?? {}, messages));
}

function message(id: string, values?: MessageValues): string {
  const compiled = catalogues.get(active)?.[id] ?? catalogues.get(DEFAULT_LOCALE)?.[id];
  if (compiled === undefined) {
    // A key with no message is a bug (an area used where it is not defined): loud in every
    // build, so the browser tests, which fail on console errors, catch it.
    console.error(`No message "${id}" in ${active}`);
    return id;
  }
  return formatMessage(compiled, activeTag(), values);
}

/** Each other language whole, as its own chunk (compiled by scripts/lib/messages-plugin.ts). */
const LANGUAGES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, unknown> }>>> = {
  sr: () => import('@core/i18n/messages/sr'),
  hi: () => import('@core/i18n/messages/hi'),
  fr: () => import('@core/i18n/messages/fr'),
  it: () => import('@core/i18n/messages/it'),
  es: () => import('@core/i18n/messages/es'),
  zh: () => import('@core/i18n/messages/zh'),
};

/** The English of every area defined so far. */
const english: Record<string, unknown> = {};
let pseudo: ((messages: Record<string, unknown>) => Record<string, unknown>) | undefined;

/** One area's messages, typed by its English keys. */
export interface MessageArea<K extends string> {
  readonly area: string;
  /** Never read: carries the key type. */
  readonly keys?: K;
}

/**
 * Declares an area's English messages where its code lives (a feature's `messages.ts`), so
 * they arrive with that code.
 */
export function defineMessages<M extends Record<string, string>>(
  area: string,
  messages: M,
): MessageArea<keyof M & string> {
  Object.assign(english, messages);
  load(DEFAULT_LOCALE, messages);
  if (pseudo) load('pseudo', pseudo(messages));
  return { area };
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's languages decide
  }
}

/** The device's choice if it made one, else the first of the browser's languages we offer. */
export function initialLocale(): UiLocale {
  const saved = stored();
  if (saved === 'pseudo' || (isLocale(saved) && AVAILABLE_LOCALES.includes(saved))) return saved;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function activeLocale(): Locale {
  return active === 'pseudo' ? DEFAULT_LOCALE : active;
}

/**
 * The BCP 47 tag of the active language, for `Intl` and `<html lang>`. The pseudo-locale formats
 * dates and numbers as Chinese does, so that only a date or number written past `Intl` still
 * reads as English in the untranslated-text crawl.
 */
export function activeTag(): string {
  return active === 'pseudo' ? 'zh-Hans' : LOCALE_INFO[activeLocale()].tag;
}

/**
 * Switches the app to `locale`: fetches its messages once (English fills any gap, so no reader
 * sees a key), then activates it, sets `<html lang>` and, when `remember`, keeps the choice on
 * this device.
 */
export async function activateLocale(locale: UiLocale, { remember = false } = {}): Promise<void> {
  if (!catalogues.has(locale)) {
    if (locale === 'pseudo') {
      pseudo ??= (await import('./pseudo-locale')).pseudoMessages;
      load('pseudo', pseudo(english));
    } else if (locale !== DEFAULT_LOCALE) {
      load(locale, (await LANGUAGES[locale as Exclude<Locale, 'en'>]()).default);
    }
  }
  active = locale;
  document.documentElement.lang = activeTag();
  changed();
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // not kept on this device; the account (if any) still has it
    }
  }
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const currentLocale = () => active;

/** The active language's BCP 47 tag in a component (for `Intl`), which renders again when it changes. */
export function useTag(): string {
  useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return activeTag();
}

/** The active locale in a component, which renders again when it changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, currentLocale, currentLocale);
  return activeLocale();
}

export interface Translate<K extends string> {
  (id: K, values?: MessageValues): string;
  /**
   * A message with markup: `<link>…</link>` or `<strong/>` in it become the elements given
   * (`{ link: <Link to="/terms" /> }`) around the message's own text; no HTML from a
   * catalogue reaches the page.
   */
  rich(id: K, components: Record<string, ReactNode>, values?: MessageValues): ReactNode;
}

function translator<K extends string>(): Translate<K> {
  const t = ((id: K, values?: MessageValues) => message(id, values)) as Translate<K>;
  t.rich = (id, components, values) => richText(t(id, values), components);
  return t;
}

/** A message of `area` in the active language, outside React (toasts, document titles). */
export function translate<K extends string>(_area: MessageArea<K>, id: K, values?: MessageValues): string {
  return message(id, values);
}

/** `t` for a component's areas: it renders again when the language changes. */
export function useT<K extends string>(..._areas: MessageArea<K>[]): Translate<K> {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  // A new `t` for each language, so that memoised children render again too.
  return useMemo(() => {
    void locale;
    return translator<K>();
  }, [locale]);
}
