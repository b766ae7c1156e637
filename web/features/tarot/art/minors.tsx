import { type CardId, cardInfo, type Rank, type Suit } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { CUPS } from './cups';
import { PENTACLES } from './pentacles';
import { SWORDS } from './swords';
import { WANDS } from './wands';

/**
 * The Minor Arcana: each suit's fourteen scenes, looked up by suit and rank. The ace to ten show
 * their emblems in number round a small scene; the court cards one figure with the suit's emblem.
 */
const SUIT_SCENES: Record<Suit, Record<Rank, () => ReactNode>> = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
};

export function MinorScene({ id }: { id: CardId }) {
  const { suit, rank } = cardInfo(id);
  if (!suit || !rank) throw new RangeError(`${id} is not a minor card`);
  const Scene = SUIT_SCENES[suit][rank];
  return <Scene />;
}
