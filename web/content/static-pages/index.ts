/**
 * The static pages in the reader's language: English with the pages' code, each other
 * language as a chunk of its own, fetched when a static page is first opened in it.
 */
import type { Locale } from '@core/i18n/locales';
import staticPagesEn from './en';
import type { StaticPagesWriter } from './types';

export type * from './types';

const WRITERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: StaticPagesWriter }>>> = {
  sr: () => import('./sr'),
  hi: () => import('./hi'),
  fr: () => import('./fr'),
  zh: () => import('./zh'),
  it: () => import('./it'),
  es: () => import('./es'),
};

/** The writer of `locale`'s pages. */
export async function loadStaticPages(locale: Locale): Promise<StaticPagesWriter> {
  return locale === 'en' ? staticPagesEn : (await WRITERS[locale]()).default;
}

export { staticPagesEn };
