/**
 * A chart's texts in one language, for the browser: each language's catalog is a chunk of its
 * own, fetched when a chart is first cast in it (the catalogs are whole in every language, so
 * no English is needed beside them; core/interpretations/interpretations.test.ts).
 */
import type { NatalTexts } from '../astro/natal';
import type { Locale } from '../i18n/locales';
import { natalTextsFrom } from './natal-texts';
import type { InterpretationCatalog } from './types';

const LOADERS: Readonly<Record<Locale, () => Promise<InterpretationCatalog>>> = {
  en: () => import('./en').then((m) => m.EN),
  sr: () => import('./sr').then((m) => m.SR),
  hi: () => import('./hi').then((m) => m.HI),
  fr: () => import('./fr').then((m) => m.FR),
  it: () => import('./it').then((m) => m.IT),
  es: () => import('./es').then((m) => m.ES),
  zh: () => import('./zh').then((m) => m.ZH),
};

export async function loadNatalTexts(locale: Locale): Promise<NatalTexts> {
  return natalTextsFrom([await LOADERS[locale]()]);
}
