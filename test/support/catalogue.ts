import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../core/i18n/locales';

/** One area's catalogue in a language, as the reader sees it: a key's text, or an error naming the missing key. */
export function messages(locale: Locale, area: string): (key: string) => string {
  const file = path.join(import.meta.dirname, '../../core/i18n/messages', locale, `${area}.json`);
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`no ${key} in ${locale}/${area}.json`);
    return text;
  };
}
