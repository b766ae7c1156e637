/**
 * The spec's four spreads (docs/product.md#tarot-page), each with its positions in the order
 * the cards are laid. A position's name and meaning are in `texts/<lc>.ts`.
 */

export const SPREADS = {
  'single-card': ['card'],
  'three-card': ['past', 'present', 'future'],
  'love-spread': ['you', 'other', 'bond', 'challenge', 'potential'],
  'celtic-cross': [
    'heart',
    'crossing',
    'root',
    'behind',
    'crown',
    'ahead',
    'self',
    'surroundings',
    'hopesFears',
    'outcome',
  ],
} as const;

export type SpreadId = keyof typeof SPREADS;
export const SPREAD_IDS = Object.keys(SPREADS) as SpreadId[];
export type PositionId = (typeof SPREADS)[SpreadId][number];
export const POSITION_IDS = [...new Set(Object.values(SPREADS).flat())] as PositionId[];

/** How many cards a spread lays. */
export const spreadSize = (spread: SpreadId): number => SPREADS[spread].length;

/** The face-down cards a reader picks from. */
export const FACE_DOWN = 30;
/** The chance that a drawn card lies reversed, as a fraction of ten (the spec's 30%). */
export const REVERSED_IN_TEN = 3;
