import type { Locale } from '@core/i18n/locales';
import { useEffect, useState } from 'react';
import { useLocale } from './i18n';

/**
 * Written content of the reader's language (readings, overviews), loaded as its own chunk:
 * English at once when given, another language once it has arrived (null until then, so
 * nothing shows in the wrong language). `load` must be a stable function.
 */
export function useLocalized<T>(load: (locale: Locale) => Promise<T>, english?: T): T | null {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; value: T } | null>(
    english === undefined ? null : { locale: 'en', value: english },
  );
  useEffect(() => {
    let live = true;
    void load(locale).then((value) => live && setLoaded({ locale, value }));
    return () => {
      live = false;
    };
  }, [load, locale]);
  return loaded?.locale === locale ? loaded.value : null;
}
