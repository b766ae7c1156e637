/**
 * The seven languages Stella speaks (docs/product.md#seven-languages, decision 028) and how one is
 * chosen: the signed-in reader's saved preference, else the first of the browser's languages we
 * speak, else English.
 */
export const LOCALES = ['en', 'sr', 'hi', 'fr', 'it', 'es', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language's own name for itself, as the switcher shows it. */
  readonly nativeName: string;
  /** The BCP 47 tag for `<html lang>` and `Intl` (Serbian in Latin script, Simplified Chinese). */
  readonly tag: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { nativeName: 'English', tag: 'en' },
  sr: { nativeName: 'Srpski', tag: 'sr-Latn' },
  hi: { nativeName: 'हिन्दी', tag: 'hi' },
  fr: { nativeName: 'Français', tag: 'fr' },
  it: { nativeName: 'Italiano', tag: 'it' },
  es: { nativeName: 'Español', tag: 'es' },
  zh: { nativeName: '简体中文', tag: 'zh-Hans' },
};

/**
 * The languages a reader can choose today: those whose every page, email and reading is
 * written (the catalogue guard holds each of them to every English key). A language joins
 * this list when its last text is in, not before: until then neither the switcher nor the
 * browser's preference offers it (docs/i18n/README.md).
 */
export const AVAILABLE_LOCALES: readonly Locale[] = LOCALES;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Our locale for a BCP 47 tag, by its primary language ("sr-Cyrl-RS" → sr, "zh-TW" → zh), or
 * undefined. We write Chinese in Simplified characters only; a reader who asks for Traditional
 * gets Simplified, which is closer to what they asked for than English (decision 028).
 */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The first of a browser's preferred languages that we offer (navigator.languages order). */
export function negotiateLocale(preferred: readonly string[], offered: readonly Locale[] = AVAILABLE_LOCALES): Locale {
  for (const tag of preferred) {
    const locale = localeOfTag(tag);
    if (locale && offered.includes(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (q=0 dropped). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0 && Number.isFinite(t.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}
