/**
 * A language's texts from their sources, for Node (the tests, the scripts) and the browser: each
 * language is a module of its own, imported on first use. The Worker's build replaces this
 * module (package.json's `#locale-texts`, decision 045) with one that reads the texts' strings
 * from its static assets, so the Worker does not carry seven languages of words.
 */
import type { Locale } from '../locales';
import type { LocaleTexts } from '../texts';

const MODULES: Readonly<Record<Locale, () => Promise<{ readonly TEXTS: LocaleTexts }>>> = {
  en: () => import('./en'),
  sr: () => import('./sr'),
  hi: () => import('./hi'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  es: () => import('./es'),
  zh: () => import('./zh'),
};

export async function localeTexts(locale: Locale): Promise<LocaleTexts> {
  return (await MODULES[locale]()).TEXTS;
}
