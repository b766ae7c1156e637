import { type Element, type Modality, type SignId, getSign } from '../zodiac';

/**
 * The "cosmic signature" of a chart: the element and modality that dominate it. Each of the
 * ten planets counts once, the Sun, Moon and Ascendant twice (the usual weighting of the Big
 * Three); a tie goes to the Sun's own element or modality, then to the first in zodiac order.
 */
export interface CosmicSignature {
  dominantElement: Element;
  dominantModality: Modality;
}

const DOUBLE = new Set(['sun', 'moon', 'ascendant']);
const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];

export function cosmicSignature(placements: Record<string, SignId>): CosmicSignature {
  const elements = new Map<Element, number>();
  const modalities = new Map<Modality, number>();
  for (const [body, signId] of Object.entries(placements)) {
    const weight = DOUBLE.has(body) ? 2 : 1;
    const sign = getSign(signId);
    elements.set(sign.element, (elements.get(sign.element) ?? 0) + weight);
    modalities.set(sign.modality, (modalities.get(sign.modality) ?? 0) + weight);
  }
  const sun = placements.sun ? getSign(placements.sun) : undefined;
  const pick = <T extends string>(order: T[], counts: Map<T, number>, preferred: T | undefined): T => {
    const top = Math.max(...order.map((k) => counts.get(k) ?? 0));
    const tied = order.filter((k) => (counts.get(k) ?? 0) === top);
    return preferred && tied.includes(preferred) ? preferred : (tied[0] as T);
  };
  return {
    dominantElement: pick(ELEMENTS, elements, sun?.element),
    dominantModality: pick(MODALITIES, modalities, sun?.modality),
  };
}
