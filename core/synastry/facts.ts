/**
 * What a synastry's sentences are checked against (decision 039): the two people's placements,
 * the contacts between them, each one's planets in the other's houses and the composite points,
 * with the same verifier as every answer of Stella's (core/coach/verify.ts). A sentence that names
 * only one of the two people is read against that person's chart alone; a sentence about the
 * composite may place a composite point in its sign; any other sentence against both charts.
 */
import { aspectKey } from '../coach/facts';
import type { SentenceScope, Verifiable } from '../coach/verify';
import type { SignId } from '../zodiac';
import {
  type CompositePlacement,
  type Overlay,
  type PersonChart,
  SYNASTRY_POINTS,
  type SynastryPoint,
} from './contacts';
import type { Contact } from './score';

export interface SynastrySide {
  readonly signs: Partial<Record<SynastryPoint, SignId>>;
  readonly chart: PersonChart | null;
}

export interface SynastryTable {
  /** Both charts together: every id, every truth of either person. */
  readonly union: Verifiable;
  /** The table a sentence is read against (one person's, the composite's, or both), and its claims' text. */
  readonly scope: SentenceScope;
}

/**
 * A masked name with the words that make it a possessor in our languages ("Ⓐ’s", "d'Ⓐ", "de Ⓐ",
 * "di Ⓐ", "Ⓐ का", "Ⓐ 的"): taken out before claims are read, so a point and its sign meet as in
 * a sentence about one chart.
 */
const POSSESSOR =
  /(?:(?<![\p{L}])(?:d['’]\s?|de |del |della |dello |di |du |des ))?[\u24B6\u24B7](?:['’]s(?![\p{L}]))?(?:\s*(?:का|की|के|的))?\s*/gu;

/** The masks the two names are replaced by while a text is verified (a person called Leo is no sign). */
export const NAME_MASKS = ['\u24B6', '\u24B7'] as const;

export function synastryTable(input: {
  readonly sides: readonly [SynastrySide, SynastrySide];
  readonly contacts: readonly Contact[];
  readonly overlays: readonly Overlay[];
  readonly composite: readonly CompositePlacement[];
  readonly ids: readonly string[];
  /** The composite word of the reader's language. */
  readonly compositeWord: RegExp;
}): SynastryTable {
  const { sides, contacts, overlays, composite, compositeWord } = input;
  const byId = new Map<string, true>(input.ids.map((id) => [id, true]));
  const timed = sides.some((s) => s.chart?.timeKnown) || sides.some((s) => s.signs.ascendant);

  const housesOf = (chosen: readonly SynastrySide[]) => {
    const houses: Partial<Record<SynastryPoint, Set<number>>> = {};
    for (const point of SYNASTRY_POINTS) houses[point] = new Set();
    for (const side of chosen) {
      const chart = side.chart;
      if (!chart?.timeKnown) continue;
      for (const [id, placement] of Object.entries(chart.chart.planets)) {
        if (placement.house !== null) houses[id as SynastryPoint]?.add(placement.house);
      }
    }
    return houses;
  };
  // A planet of one person in the other's house may be said in either person's sentence.
  const withOverlays = (houses: Partial<Record<SynastryPoint, Set<number>>>) => {
    for (const o of overlays) houses[o.point]?.add(o.house);
    return houses;
  };
  const signsOf = (chosen: readonly SynastrySide[], extra: readonly CompositePlacement[] = []) => {
    const signs: Partial<Record<SynastryPoint, Set<SignId>>> = {};
    for (const side of chosen) {
      for (const [point, sign] of Object.entries(side.signs) as [SynastryPoint, SignId][]) {
        if (!signs[point]) signs[point] = new Set();
        signs[point]?.add(sign);
      }
    }
    for (const c of extra) {
      if (!signs[c.point]) signs[c.point] = new Set();
      signs[c.point]?.add(c.sign);
    }
    return signs;
  };
  const aspectKeys = new Set<string>(contacts.map((c) => aspectKey(c.a, c.b, c.type)));
  for (const side of sides) {
    for (const a of side.chart?.chart.aspects ?? []) aspectKeys.add(aspectKey(a.planet1, a.planet2, a.type));
  }
  const table = (signs: Verifiable['trueSigns'], houses: Verifiable['trueHouses']): Verifiable => ({
    byId,
    birthTimeKnown: timed,
    aspectKeys,
    trueSigns: signs,
    trueHouses: houses,
    progressedSigns: {},
  });
  const union = table(signsOf(sides), withOverlays(housesOf(sides)));
  const onlyA = table(signsOf([sides[0]]), withOverlays(housesOf([sides[0]])));
  const onlyB = table(signsOf([sides[1]]), withOverlays(housesOf([sides[1]])));
  const withComposite = table(signsOf(sides, composite), withOverlays(housesOf(sides)));
  const [maskA, maskB] = NAME_MASKS;
  return {
    union,
    scope: {
      table: (sentence) => {
        if (compositeWord.test(sentence)) return withComposite;
        const a = sentence.includes(maskA);
        const b = sentence.includes(maskB);
        if (a && !b) return onlyA;
        if (b && !a) return onlyB;
        return union;
      },
      claims: (sentence) => sentence.replace(POSSESSOR, ''),
    },
  };
}
