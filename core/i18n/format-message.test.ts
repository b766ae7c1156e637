import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { compileMessage, messageArguments } from './icu';
import { LOCALE_INFO, LOCALES } from './locales';

const DIR = path.join(import.meta.dirname, 'messages');
const catalogue = (locale: string) =>
  Object.assign(
    {},
    ...readdirSync(path.join(DIR, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(DIR, locale, f), 'utf8'))),
  ) as Record<string, string>;

/** Values that reach every branch: counts across plural categories, a date, text. */
function samples(message: string): Record<string, unknown>[] {
  const names = messageArguments(message);
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000, 1.5];
  return counts.map((n, i) =>
    Object.fromEntries(
      names.map((arg) => {
        const [name = '', type] = arg.split(':');
        if (type === 'plural' || type === 'selectordinal' || type === 'number') return [name, n];
        if (type === 'date' || type === 'time') return [name, new Date(Date.UTC(2026, 10, 26, 9 + i, 30))];
        if (type === 'select') return [name, ['today', 'yesterday', 'tomorrow', 'true', 'false', 'other'][i % 6]];
        return [name, `v${i}`];
      }),
    ),
  );
}

describe('formatMessage', () => {
  it('writes every message of every catalogue exactly as Lingui does, for values across all branches', () => {
    let checked = 0;
    for (const locale of LOCALES) {
      const tag = LOCALE_INFO[locale].tag;
      const messages = catalogue(locale);
      const compiled = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, compileMessage(m)]));
      const lingui = setupI18n({ locale: tag, messages: { [tag]: compiled } });
      for (const [id, message] of Object.entries(messages)) {
        for (const values of samples(message)) {
          expect(formatMessage(compiled[id], tag, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(
            lingui._(id, values),
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('handles exact matches, offsets, ordinals and nested selects', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['{n, plural, =0 {none} one {# chart} other {# charts}}', { n: 0 }, 'none'],
      ['{n, plural, =0 {none} one {# chart} other {# charts}}', { n: 1 }, '1 chart'],
      [
        '{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}',
        { n: 3 },
        'you and 2 others',
      ],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, '22nd'],
      ['{g, select, a {{n, plural, one {# A} other {# As}}} other {-}}', { g: 'a', n: 2 }, '2 As'],
      ['{n, number, percent}', { n: 0.25 }, '25%'],
    ];
    for (const [source, values, expected] of cases) {
      expect(formatMessage(compileMessage(source), 'en', values)).toBe(expected);
    }
  });
});
