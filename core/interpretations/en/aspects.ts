import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** The major aspects: what each means between two planets. */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: 'Conjunction',
    text: 'A conjunction fuses two planets into a single, concentrated force, so their themes tend to be hard to separate in your life. Each intensifies the other, and how that blend feels depends on how well the two natures get along.',
  },
  opposition: {
    name: 'Opposition',
    text: 'An opposition sets two planets across the chart from each other, creating a pull between their needs. You may swing from one to the other or meet one of them through other people, and the work lies in finding awareness and balance.',
  },
  trine: {
    name: 'Trine',
    text: 'A trine links two planets in an easy, harmonious flow, so their energies support each other naturally. It often points to talents you may take for granted until you choose to put them to use.',
  },
  square: {
    name: 'Square',
    text: 'A square places two planets at a tense angle, producing friction that asks for action. It can feel like an inner conflict, yet working through it often builds strength, determination and skill.',
  },
  sextile: {
    name: 'Sextile',
    text: 'A sextile connects two planets in a cooperative, encouraging way. It offers openings that tend to grow when you make a little effort to use them.',
  },
};
