/** A fact's chip under a paragraph, in the reader's language (decision 030). */
import { type Fact, formatOrb } from './facts';
import type { CoachTexts } from './texts';

export interface FactReceipt {
  readonly id: string;
  readonly label: string;
  readonly points: string[];
  readonly houses: number[];
}

export function factLabel(fact: Fact, texts: CoachTexts, formatDate: (iso: string) => string): string {
  const { labels } = texts;
  switch (fact.kind) {
    case 'placement':
      return labels.placement({
        point: fact.point,
        sign: fact.sign,
        degree: fact.degree,
        minute: fact.minute,
        house: fact.house,
        retrograde: fact.retrograde,
      });
    case 'house':
      return labels.house({ house: fact.house, sign: fact.sign });
    case 'aspect':
      return labels.aspect({ a: fact.a, b: fact.b, type: fact.type, orb: formatOrb(fact.orb) });
    case 'transit':
      return labels.transit({
        planet: fact.planet,
        type: fact.type,
        point: fact.point,
        date: formatDate(fact.exact ?? `${fact.date}T12:00:00Z`),
      });
    case 'event':
      return fact.event === 'station'
        ? labels.event({
            event: 'station',
            station: { body: fact.body, direction: fact.direction ?? 'direct', sign: fact.sign },
            date: formatDate(fact.exact),
          })
        : labels.event({
            event: 'lunation',
            lunation: { phase: fact.event === 'newMoon' ? 'new' : 'full', sign: fact.sign },
            date: formatDate(fact.exact),
          });
    case 'progression':
      return labels.progression({ point: fact.point, sign: fact.sign, degree: fact.degree, minute: fact.minute });
    case 'numerology':
      return labels.numerology(fact.numerology, fact.value);
    case 'balance':
      return labels.balance(fact.elements);
  }
}

export function receiptOf(fact: Fact, texts: CoachTexts, formatDate: (iso: string) => string): FactReceipt {
  return { id: fact.id, label: factLabel(fact, texts, formatDate), points: [...fact.points], houses: [...fact.houses] };
}
