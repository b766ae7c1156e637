import type { Suit } from '@core/tarot/deck';
import { Circle, Place, Shape, Tube } from './canvas';
import { pentagram } from './geometry';

/**
 * The four suit emblems, each drawn upright and centred on its origin: a wand of living wood
 * (100 long), a cup (28 tall), a sword (100 long, point up) and a pentacle (24 across).
 */

export interface EmblemProps {
  x: number;
  y: number;
  s?: number;
  /** Degrees clockwise from upright. */
  turn?: number;
}

export function Wand({ x, y, s = 1, turn = 0 }: EmblemProps) {
  return (
    <Place x={x} y={y} s={s} turn={turn}>
      <Tube d="M0 50V-48" width={5} tone="tint" />
      <Shape
        d="M2-30q8-2 9-10q-7 1-9 10zM-2-6q-8-2-9-10q7 1 9 10zM2 18q8-2 9-10q-7 1-9 10zM0-48q-2-7 2-11q3 6-2 11z"
        tone="gold"
        width={1.5}
      />
    </Place>
  );
}

export function Cup({ x, y, s = 1, turn = 0 }: EmblemProps) {
  return (
    <Place x={x} y={y} s={s} turn={turn}>
      <Shape d="M-1.8 0v9h3.6v-9z" tone="tint" />
      <Shape d="M-8 14C-5 11-3 10-2 9h4c1 1 3 2 6 5z" tone="gold" />
      <Shape d="M-10-14C-10-4-5 0 0 0S10-4 10-14z" tone="gold" />
      <ellipse cx="0" cy="-14" rx="10" ry="2.6" fill="var(--tarot-paper, transparent)" />
      <Circle cx={0} cy={5} r={2.2} tone="gold" />
    </Place>
  );
}

/** A sword; with `grip` its (x, y) is the middle of the grip, where a hand holds it. */
export function Sword({ x, y, s = 1, turn = 0, grip = false }: EmblemProps & { grip?: boolean }) {
  return (
    <Place x={x} y={y} s={s} turn={turn}>
      <g transform={grip ? 'translate(0 -33)' : undefined}>
        <Shape d="M0-50L3.5-41V24h-7V-41z" tone="paper" />
        <Shape d="M0-38V20" width={1.5} />
        <Shape d="M-4 26h8v15h-8z" tone="tint" />
        <Shape d="M-14 22q14 4 28 0v4q-14 3-28 0z" tone="gold" />
        <Circle cx={0} cy={44} r={3.5} tone="gold" />
      </g>
    </Place>
  );
}

export function Pentacle({ x, y, s = 1, turn = 0 }: EmblemProps) {
  return (
    <Place x={x} y={y} s={s} turn={turn}>
      <Circle cx={0} cy={0} r={12} tone="gold" />
      <Circle cx={0} cy={0} r={9} tone="paper" />
      <Shape d={pentagram(0, 0, 8.2)} width={1.5} />
    </Place>
  );
}

const EMBLEM = { wands: Wand, cups: Cup, swords: Sword, pentacles: Pentacle } as const satisfies Record<
  Suit,
  (props: EmblemProps) => unknown
>;

/** The emblem of a suit. */
export function Emblem({ suit, ...props }: EmblemProps & { suit: Suit }) {
  const Drawn = EMBLEM[suit];
  return <Drawn {...props} />;
}
