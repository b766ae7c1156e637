/**
 * Each language's lexicon reads its own examples exactly (core/coach/texts.ts, `examples`): the
 * claims a fluent sentence makes, and none where it makes none.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { extractClaims } from './claims';
import type { CoachTexts } from './texts';

// Each language's module on its own, so one language's examples are read even while another is being written.
const MODULES = import.meta.glob<Record<string, CoachTexts>>('./texts/[a-z][a-z]/index.ts', { eager: true });
const textsOf = (locale: string): CoachTexts => {
  const module = MODULES[`./texts/${locale}/index.ts`];
  if (!module) throw new Error(`No coach texts for ${locale}`);
  return Object.values(module)[0] as CoachTexts;
};

const sortBy = <T>(list: readonly T[]) => [...list].map((x) => JSON.stringify(x)).sort();
/** An aspect read either way round ("Saturn squares Venus" is Venus square Saturn). */
const pair = (a: { a: string; b: string; type: string }) => {
  const [x, y] = [a.a, a.b].sort() as [string, string];
  return { a: x, b: y, type: a.type };
};

it('every language has its coach texts', () => {
  expect(LOCALES.filter((l) => !MODULES[`./texts/${l}/index.ts`])).toEqual([]);
});

describe.each(LOCALES.filter((l) => MODULES[`./texts/${l}/index.ts`]))('the %s lexicon', (locale) => {
  const texts = textsOf(locale);
  it('has at least 25 examples', () => {
    expect(texts.examples.length).toBeGreaterThanOrEqual(25);
  });
  it.each(texts.examples.map((e, i) => [i, e] as const))('reads example %i exactly', (_i, example) => {
    const claims = extractClaims(example.text, texts.lexicon);
    expect({
      text: example.text,
      signs: sortBy(claims.signs),
      houses: sortBy(claims.houses),
      aspects: sortBy(claims.aspects.map(pair)),
      houseNumbers: sortBy(claims.houseNumbers),
    }).toEqual({
      text: example.text,
      signs: sortBy(example.signs ?? []),
      houses: sortBy(example.houses ?? []),
      aspects: sortBy((example.aspects ?? []).map(pair)),
      houseNumbers: sortBy(example.houseNumbers ?? example.houses?.map((h) => h.house) ?? []),
    });
  });
});
