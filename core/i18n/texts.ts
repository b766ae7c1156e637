/**
 * Every long text of one language, loaded the first time that language is needed (decision 045).
 *
 * The texts are most of the Worker (seven languages of readings, tarot, the coach and the
 * catalogue): evaluated at start-up they would cost every isolate the time of all seven, while a
 * request reads one language, and English beside it where a catalogue falls back. Each language
 * is its own module (`texts/<locale>.ts`), imported on first use: the Worker's middleware loads
 * the request's language before any handler runs, the daily jobs load every language, and Node
 * (the unit tests, the scripts) loads them all once at its start (`loadAllTexts`).
 *
 * The domain tables (`COACH_TEXTS`, `TAROT_TEXTS`, ...) keep their shape, a record by language,
 * and read through here; reading a language that was not loaded is a bug, and says which.
 */
import type { AskingLexicon } from '../coach/asking/types';
import type { CoachTexts } from '../coach/texts';
import type { HoroscopeTexts } from '../horoscope/texts';
import type { InterpretationCatalog } from '../interpretations/types';
import type { NumerologyTexts } from '../numerology/texts/contract';
import type { SkyTexts } from '../sky/texts';
import type { SynastryTexts } from '../synastry/texts/contract';
import type { TarotTexts } from '../tarot/texts/contract';
import { localeTexts } from '#locale-texts';
import { LOCALES, type Locale } from './locales';

export interface LocaleTexts {
  /** The message catalogue (messages/<locale>/*.json). */
  readonly messages: Readonly<Record<string, string>>;
  readonly coach: CoachTexts;
  readonly asking: AskingLexicon;
  readonly sky: SkyTexts;
  readonly horoscope: HoroscopeTexts;
  readonly interpretations: InterpretationCatalog;
  readonly numerology: NumerologyTexts;
  readonly synastry: SynastryTexts;
  readonly tarot: TarotTexts;
}

const loaded = new Map<Locale, LocaleTexts>();
const loading = new Map<Locale, Promise<LocaleTexts>>();

/** The texts of `locale`, loaded once per isolate (a failed load is tried again next time). */
export function loadTexts(locale: Locale): Promise<LocaleTexts> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = localeTexts(locale).then(
      (texts) => {
        loaded.set(locale, texts);
        loading.delete(locale);
        return texts;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Every language's texts (the daily jobs, the tests and the scripts). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LOCALES.map(loadTexts));
}

/** Reading a language's texts before loading them: a bug in the caller, not the reader's problem. */
export class TextsNotLoaded extends Error {
  constructor(readonly locale: Locale) {
    super(`The ${locale} texts were read before loadTexts('${locale}') finished.`);
    this.name = 'TextsNotLoaded';
  }
}

/** Whether `locale`'s texts are loaded. */
export const textsLoaded = (locale: Locale): boolean => loaded.has(locale);

/** The loaded texts of `locale`. */
export function textsOf(locale: Locale): LocaleTexts {
  const texts = loaded.get(locale);
  if (!texts) throw new TextsNotLoaded(locale);
  return texts;
}

/** One domain's texts as a record by language, read through the loaded languages. */
export function textsByLocale<K extends keyof LocaleTexts>(domain: K): Readonly<Record<Locale, LocaleTexts[K]>> {
  const byLocale = {} as Record<Locale, LocaleTexts[K]>;
  for (const locale of LOCALES) {
    Object.defineProperty(byLocale, locale, { enumerable: true, get: () => textsOf(locale)[domain] });
  }
  return Object.freeze(byLocale);
}
