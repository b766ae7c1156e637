/**
 * A question built on a wrong premise ("my Moon in Scorpio…" when the chart has it in Aquarius)
 * is corrected before it is answered (decision 038): the question is read with the verifier's
 * own claim reader, and every sign or house it gives a chart point that the chart does not is said
 * right, in one paragraph citing the point, ahead of either writer's answer. A claim the chart
 * cannot judge (a house without a birth time, a point it does not know) is left to the answer.
 */
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import { bodyAt, jdFromMs } from '../sky/time';
import { type SignId, signOfLongitude } from '../zodiac';
import { extractClaims } from './claims';
import type { FactTable } from './facts';
import { sentencesOf } from './sentences';
import type { CoachLexicon, CoachPoint, CorrectionFrames } from './texts';
import { PROGRESSED } from './verify';

export type Premise =
  | { readonly kind: 'sign'; readonly point: CoachPoint; readonly said: SignId; readonly is: SignId }
  | { readonly kind: 'house'; readonly point: CoachPoint; readonly said: number; readonly is: number };

/**
 * The signs and houses a question gives the reader's chart points that the chart does not: each
 * point once. A sign is wrong when it is neither the natal one nor where the planet stands in the
 * sky as the reader asks ("the Moon is in Scorpio today" is about the sky), nor, in a sentence
 * that says "progressed", the progressed one; a span's later sky does not excuse "my Sun in
 * Gemini", which is about the chart. A house is judged only with a birth time.
 */
export function wrongPremises(question: string, table: FactTable, lexicon: CoachLexicon, now: Date): Premise[] {
  const jd = jdFromMs(now.getTime());
  const skySign = (point: CoachPoint) =>
    (PLANET_IDS as readonly string[]).includes(point)
      ? signOfLongitude(bodyAt(point as PlanetId, jd).longitude).id
      : null;
  const found = new Map<string, Premise>();
  for (const sentence of sentencesOf(question)) {
    const claims = extractClaims(sentence, lexicon);
    const progressed = PROGRESSED.test(sentence);
    for (const { point, sign } of claims.signs) {
      const is = table.natalSign[point];
      if (!is || sign === is || sign === skySign(point) || found.has(`sign:${point}`)) continue;
      if (progressed && table.progressedSigns[point] === sign) continue;
      found.set(`sign:${point}`, { kind: 'sign', point, said: sign, is });
    }
    if (!table.birthTimeKnown) continue;
    for (const { point, house } of claims.houses) {
      const is = table.natalHouse[point];
      if (!is || table.trueHouses[point]?.has(house) || found.has(`house:${point}`)) continue;
      found.set(`house:${point}`, { kind: 'house', point, said: house, is });
    }
  }
  return [...found.values()];
}

/** The paragraph that sets the premises right, with the ids of the placements it rests on; empty without one. */
export function correctionOf(premises: readonly Premise[], frames: CorrectionFrames, gap: string): string {
  if (premises.length === 0) return '';
  const sentences = premises.map((p) => (p.kind === 'sign' ? frames.sign(p) : frames.house(p)));
  const ids = [...new Set(premises.map((p) => `P.${p.point}`))];
  return `${sentences.join(gap)} [[${ids.join(' ')}]]`;
}
