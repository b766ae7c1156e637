import '../../test/setup/load-texts';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/i18n/locales';
import { textsOf } from '../../core/i18n/texts';
import { ROOT } from './process';
import { buildWorkerTexts, extractStrings } from './worker-texts';

/** A bundle's module evaluated: its TEXTS, or its `textsWith` given the table. */
const evaluate = (code: string, table?: readonly string[]): unknown =>
  table
    ? new Function(`${code.replace('export function textsWith', 'function textsWith')}\nreturn textsWith;`)()(table)
    : new Function(code.replace(/export\s*\{\s*(\w+) as TEXTS\s*\};?/, 'return $1;'))();

/** Functions shown by their results for a few arguments, so two texts compare by what they write. */
const shape = (value: unknown): unknown => {
  if (typeof value === 'function') {
    return ['Aries', 'the Moon', 'les Amoureux', 3].map((arg) => {
      try {
        return String((value as (a: unknown, b: unknown) => unknown)(arg, 'a theme here'));
      } catch {
        return 'throws';
      }
    });
  }
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return value;
};

/** A language's catalogue as its JSON files have it. */
const catalogue = (locale: string) => {
  const dir = path.join(ROOT, 'core/i18n/messages', locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object),
  ) as Record<string, string>;
};

/** Where two JSON-like values first differ (a path), or null when they are the same. */
function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) return `${at}: ${typeof a} / ${typeof b}`;
  if (typeof a === 'function') return null;
  if (a && b && typeof a === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b as object)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
    return null;
  }
  return a === b ? null : `${at}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
}

describe('the Worker’s texts: code in the Worker, words in a table', () => {
  it('takes out the strings a bundle says, and leaves the names it uses', () => {
    const bundle = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a bundle's source, with a template in it
      'var a={greeting:"Hello there",list:["short","a longer one"],"quoted key":1,f:(x)=>`Hello ${x}, and welcome`};',
      'function g(k){"use strict";switch(k){case"first case":return"answer one"}return String.raw`raw \\n text kept`}',
      'var T={a,g,o:{["computed key"]:"computed value"}};export{T as TEXTS};',
    ].join('\n');
    const { code, strings } = extractStrings(bundle);
    for (const said of ['Hello there', 'a longer one', ', and welcome', 'first case', 'answer one', 'computed value']) {
      expect(strings, said).toContain(said);
      expect(code, said).not.toContain(said);
    }
    for (const name of ['quoted key', 'use strict', 'raw \\n text kept']) expect(code, name).toContain(name);
    // Short strings cost less in the code than as a place in the table.
    expect(strings).not.toContain('a');
    const original = evaluate(bundle) as { g: (k: string) => string; a: { f: (x: string) => string } };
    const rebuilt = evaluate(code, strings) as typeof original;
    expect(shape(rebuilt)).toEqual(shape(original));
    expect(rebuilt.g('first case')).toBe('answer one');
    expect(rebuilt.a.f('Sam')).toBe('Hello Sam, and welcome');
  });

  it('keeps a keyword apart from the table that replaces the string after it', () => {
    const { code, strings } = extractStrings('function f(){return"a sentence"}var T={f};export{T as TEXTS};');
    expect((evaluate(code, strings) as { f: () => string }).f()).toBe('a sentence');
  });

  describe('every language, built as the Worker reads it', () => {
    let dist: string;
    let modules: string;
    beforeAll(async () => {
      dist = mkdtempSync(path.join(ROOT, '.cache/worker-texts-test-dist-'));
      modules = mkdtempSync(path.join(ROOT, '.cache/worker-texts-test-'));
      await buildWorkerTexts(dist, modules);
    }, 120_000);
    afterAll(() => {
      rmSync(dist, { recursive: true, force: true });
      rmSync(modules, { recursive: true, force: true });
    });

    it('writes the same texts as the sources, language by language', async () => {
      const tables = readdirSync(path.join(dist, '_texts'));
      expect(tables).toHaveLength(LOCALES.length);
      for (const locale of LOCALES) {
        const table = tables.find((name) => name.startsWith(`${locale}.`));
        expect(table, locale).toBeDefined();
        const strings = JSON.parse(readFileSync(path.join(dist, '_texts', table ?? ''), 'utf8')) as string[];
        const { textsWith } = (await import(path.join(modules, `${locale}.js`))) as {
          textsWith: (table: readonly string[]) => unknown;
        };
        const { messages, ...built } = textsWith(strings) as Record<string, unknown>;
        const { messages: _compiled, ...source } = textsOf(locale);
        // Every word, key and list of the sources, and what their functions write.
        expect(firstDifference(built, source), locale).toBeNull();
        expect(firstDifference(shape(built), shape(source)), locale).toBeNull();
        // The catalogue as its files have it (this config compiles it for the browser's code).
        expect(firstDifference(messages, catalogue(locale)), locale).toBeNull();
      }
    }, 120_000);
  });
});
