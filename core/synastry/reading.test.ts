/**
 * The synastry regression set (decision 039): 50 pairs of reference charts (some without a birth
 * time, some read by their signs alone) in all seven languages, planned and written by the
 * offline writer and read by the verifier: nothing withheld, every part that names the charts
 * cites a fact the reading holds, no sentence said twice in a reading, and the same scores
 * whichever person comes first.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { COACH_TEXTS } from '../coach/texts/index';
import { LOCALES, type Locale } from '../i18n/locales';
import type { SignId } from '../zodiac';
import { REFERENCE_CASES, chartOfCase } from '../../test/support/reference-charts';
import type { PersonChart, SynastryPoint } from './contacts';
import { type SynastryPerson, type SynastryReading, type Written, synastryReading } from './reading';
import { SYNASTRY_TEXTS } from './texts/index';

const SIGNED: readonly SynastryPoint[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];

function person(name: string, chart: PersonChart, signsOnly: boolean): SynastryPerson {
  const signs: Partial<Record<SynastryPoint, SignId>> = {};
  for (const p of SIGNED) signs[p] = chart.chart.planets[p as 'sun'].sign;
  return { name, signs, chart: signsOnly ? null : chart };
}

/** 50 pairs: every fifth second person without a birth time, every fourth pair by signs alone. */
const PAIRS = Array.from({ length: 50 }, (_, i) => {
  const n = REFERENCE_CASES.length;
  const a = REFERENCE_CASES[i % n];
  const b = REFERENCE_CASES[(i * 7 + 3) % n === i % n ? (i + 1) % n : (i * 7 + 3) % n];
  if (!a || !b) throw new Error('fixture');
  const signsOnly = i % 4 === 3;
  return {
    label: `${a.id}×${b.id}${signsOnly ? ' (signs)' : ''}${i % 5 === 4 ? ' (no time)' : ''}`,
    people: [
      person(i % 6 === 0 ? 'Leo' : 'Ana', chartOfCase(a), signsOnly),
      person(i % 6 === 0 ? 'Venus' : 'Marko', chartOfCase(b, i % 5 !== 4), signsOnly),
    ] as const,
  };
});

function partsOf(r: SynastryReading): Written[] {
  return [
    r.overall.description,
    ...Object.values(r.planetaryAspects).map((p) => p.interpretation),
    ...Object.values(r.dynamics).flatMap((d) => [...d.strengths, ...d.challenges, d.guidance]),
    r.longTerm.outlook,
    ...r.longTerm.keyFactors,
    r.longTerm.advice,
    ...r.insights,
  ];
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？।])\s*/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 12);

const read = (locale: Locale, people: readonly [SynastryPerson, SynastryPerson]) =>
  synastryReading({ people, texts: SYNASTRY_TEXTS[locale], lexicon: COACH_TEXTS[locale].lexicon });

describe.each(LOCALES.map((l) => [l] as const))('synastry in %s over 50 pairs', (locale) => {
  it('withholds nothing, cites only its own facts, and never says a sentence twice', () => {
    const problems: string[] = [];
    for (const { label, people } of PAIRS) {
      const r = read(locale, people);
      if (r.withheld > 0 || r.unverified > 0)
        problems.push(`${label}: ${r.withheld} withheld, ${r.unverified} unverified`);
      const seen = new Map<string, number>();
      for (const part of partsOf(r)) {
        expect(part.text.trim(), label).not.toBe('');
        expect(part.text, label).not.toMatch(/\[\[|\]\]|undefined|NaN|\{|\}/);
        for (const id of part.facts) expect(r.facts[id], `${label}: ${id}`).toBeDefined();
        // A fact list is a label or a reading; a longer part that names a contact cites it.
        if (part.label) continue;
        for (const sentence of sentencesOf(part.text)) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
      // A listed contact comes with its meaning, or as a label: never a bare sentence naming it.
      for (const item of [
        r.overall.description,
        ...Object.values(r.dynamics).flatMap((d) => [...d.strengths, ...d.challenges]),
      ]) {
        if (item === r.overall.description && item.facts.length === 0) continue;
        const least = item === r.overall.description ? 3 : 2;
        if (!item.label && sentencesOf(item.text).length < least)
          problems.push(`${label}: named without its meaning: ${item.text}`);
      }
      for (const [sentence, count] of seen) {
        if (count > 1) problems.push(`${label}: said ${count} times: ${sentence}`);
      }
      for (const id of Object.keys(r.facts))
        expect(id).toMatch(/^(X|Z)\.a-[a-z]+\.[a-z]+\.b-[a-z]+$|^O\.[ab]-[a-z]+\.[ab]H\d+$|^C\.[a-z]+$/);
    }
    expect(problems).toEqual([]);
  });

  it('scores the same whichever person comes first, and the same on repeat', () => {
    for (const { label, people } of PAIRS.slice(0, 20)) {
      const forward = read(locale, people);
      const back = read(locale, [people[1], people[0]]);
      const scores = (r: SynastryReading) => ({
        overall: r.overall.score,
        aspects: Object.fromEntries(Object.entries(r.planetaryAspects).map(([k, v]) => [k, [v.score, v.aspect]])),
        dynamics: Object.fromEntries(Object.entries(r.dynamics).map(([k, v]) => [k, v.score])),
        longTerm: r.longTerm.score,
      });
      expect(scores(back), label).toEqual(scores(forward));
      expect(read(locale, people), label).toEqual(forward);
    }
  });
});

describe("a model's description, read against both charts", () => {
  // An exact pair whose two Venus signs differ.
  const [ana, marko] = (
    PAIRS.find(
      (p) => p.people[0].name === 'Ana' && p.people[0].chart && p.people[0].signs.venus !== p.people[1].signs.venus,
    ) as (typeof PAIRS)[number]
  ).people;
  const venusOf = (p: SynastryPerson) => p.signs.venus as SignId;
  const wrong = (['aries', 'taurus', 'gemini', 'cancer'] as const).find(
    (s) => s !== venusOf(ana) && s !== venusOf(marko),
  ) as SignId;
  const describe = (locale: Locale, text: string) =>
    synastryReading({
      people: [ana, marko],
      texts: SYNASTRY_TEXTS[locale],
      lexicon: COACH_TEXTS[locale].lexicon,
      description: text,
    });
  const sign = (locale: Locale, id: SignId) => SYNASTRY_TEXTS[locale].grammar.sign(id);

  it('withholds a placement neither chart has, whoever it is said of, in English and French', () => {
    const en = describe('en', `Ana’s Venus in ${sign('en', wrong)} softens everything between you.`);
    expect(en.withheld).toBe(1);
    const fr = describe('fr', `La Vénus d’Ana en ${sign('fr', wrong)} adoucit tout entre vous.`);
    expect(fr.withheld).toBe(1);
    expect(fr.overall.description.text).not.toContain(sign('fr', wrong));
  });

  it('reads two people of one name against both charts, and gives them back their name', () => {
    const twins = synastryReading({
      people: [ana, { ...marko, name: ana.name }],
      texts: SYNASTRY_TEXTS.en,
      lexicon: COACH_TEXTS.en.lexicon,
    });
    expect(twins.withheld).toBe(0);
    expect(twins.unverified).toBe(0);
    expect(twins.overall.description.text).not.toMatch(/[\u24B6\u24B7]/);
    const said = synastryReading({
      people: [ana, { ...marko, name: ana.name }],
      texts: SYNASTRY_TEXTS.en,
      lexicon: COACH_TEXTS.en.lexicon,
      description: `${ana.name}’s Venus in ${sign('en', venusOf(ana))} softens everything between you.`,
    });
    expect(said.withheld).toBe(0);
    expect(said.overall.description.text).toContain(`${ana.name}’s Venus`);
  });

  it("withholds one person's placement said of the other, and keeps a true one", () => {
    const swapped = describe('en', `Ana’s Venus in ${sign('en', venusOf(marko))} softens everything between you.`);
    expect(swapped.withheld).toBe(1);
    const right = describe('en', `Ana’s Venus in ${sign('en', venusOf(ana))} softens everything between you.`);
    expect(right.withheld).toBe(0);
    expect(right.overall.description.text).toContain(sign('en', venusOf(ana)));
  });
});
