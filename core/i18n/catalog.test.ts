import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage, messageArguments, messageTags } from './icu';
import { AVAILABLE_LOCALES, DEFAULT_LOCALE, LOCALES } from './locales';

const DIR = path.join(import.meta.dirname, 'messages');
const areasOf = (locale: string) =>
  readdirSync(path.join(DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
const read = (locale: string, area: string) =>
  JSON.parse(readFileSync(path.join(DIR, locale, `${area}.json`), 'utf8')) as Record<string, string>;
const AREAS = areasOf(DEFAULT_LOCALE);
// Read from the files (the unit tests' build compiles imported catalogues, as the browser's does).
const ALL_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...AREAS.map((area) => read(locale, area))) as Record<string, string>,
  ]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;
const ENGLISH = ALL_MESSAGES.en;

describe('the message catalogues', () => {
  it('have the same areas in every language, each holding only its own keys', () => {
    for (const locale of LOCALES) {
      expect(areasOf(locale), locale).toEqual(AREAS);
      for (const area of AREAS) {
        for (const key of Object.keys(read(locale, area))) {
          expect(key.startsWith(`${area}.`), `${locale}/${area}.json: ${key}`).toBe(true);
        }
      }
    }
  });

  it('are whole in every language a reader can choose, and hold no key English lacks in any', () => {
    for (const locale of LOCALES) {
      const messages = ALL_MESSAGES[locale];
      const unknown = Object.keys(messages).filter((key) => !Object.hasOwn(ENGLISH, key));
      expect(unknown, `${locale}: keys English does not have`).toEqual([]);
      if (!AVAILABLE_LOCALES.includes(locale)) continue;
      const missing = Object.keys(ENGLISH).filter((key) => !messages[key]?.trim());
      expect(missing, `${locale}: keys without a message`).toEqual([]);
    }
  });

  it('parse as ICU MessageFormat, with the same placeholders and markup as English in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(ALL_MESSAGES[locale])) {
        expect(() => compileMessage(message), `${locale} ${key}`).not.toThrow();
        const english = ENGLISH[key];
        if (locale === DEFAULT_LOCALE || english === undefined) continue;
        expect(messageArguments(message), `${locale} ${key}: placeholders`).toEqual(messageArguments(english));
        expect(messageTags(message), `${locale} ${key}: markup`).toEqual(messageTags(english));
      }
    }
  });

  it('read the placeholders a message takes, plural and select included', () => {
    expect(messageArguments('Hello, {name}!')).toEqual(['name']);
    expect(messageArguments('{count, plural, one {# chart for {name}} other {# charts}}')).toEqual([
      'count:plural',
      'name',
    ]);
    expect(messageTags('Read the <link>terms</link> and <b>this</b>.')).toEqual(['b', 'link']);
  });
});
