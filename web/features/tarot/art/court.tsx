import type { ReactNode } from 'react';
import { Shape } from './canvas';
import { Horse } from './creatures';
import { Figure, type HeadGear, type Limb, type Pose, seated, sitting } from './figure';
import { Throne } from './primitives';

/**
 * The court cards' three set pieces, shared by the four suits: the page standing, the knight on
 * horseback, and the queen or king on a throne. A card adds its suit's emblem, its creatures and
 * its landscape; the emblem is drawn in the figure's frame (100 tall) through `hold`.
 */

/** A young figure standing, in a cap and a short tunic, at the card's centre. */
export function Page({ pose, hold, x = 100, flip }: { pose: Pose; hold: ReactNode; x?: number; flip?: boolean }) {
  return <Figure x={x} y={304} s={1.45} flip={flip} pose={pose} dress={0.55} gear={['cap']} hold={hold} />;
}

/** A rider (in a helmet unless told) on a horse facing right; `hold` is drawn in the rider's frame. */
export function Knight({
  gait,
  front,
  back = [
    [8, -52],
    [18, -50],
  ],
  hold,
  x = 96,
  gear = ['helmet'],
}: {
  gait: 'stand' | 'walk' | 'gallop' | 'rear';
  front: Limb;
  back?: Limb;
  hold: ReactNode;
  x?: number;
  gear?: readonly HeadGear[];
}) {
  return (
    <Horse x={x} y={308} s={1.15} gait={gait}>
      <Shape d="M-24-62h38v18h-38z" tone="tint" />
      <g transform={gait === 'rear' ? 'rotate(24 -4 -62)' : undefined}>
        <Figure x={-4} y={-26} s={0.92} pose={sitting(front, back)} dress={0.45} gear={gear} hold={hold} />
      </g>
    </Horse>
  );
}

/** Where a throne's carvings go: the top corners of its back and the fronts of its arms. */
export const CARVINGS = {
  corners: [
    [64, 112],
    [136, 112],
  ],
  arms: [
    [46, 246],
    [154, 246],
  ],
} as const;

/**
 * A queen or a king facing the viewer on a throne whose back rises to `top`; `decor` is drawn
 * over the throne before the figure (carvings on its back and arms).
 */
export function Enthroned({
  right,
  left,
  hold,
  decor,
  gear = ['crown'],
  top = 96,
}: {
  right: Limb;
  left?: Limb;
  hold: ReactNode;
  decor?: ReactNode;
  gear?: readonly HeadGear[];
  top?: number;
}) {
  return (
    <>
      <Throne x={100} base={308} top={top} w={92} s={1.75} />
      {decor}
      <Figure x={100} y={308} s={1.75} pose={seated(right, left)} gear={gear} hold={hold} />
    </>
  );
}
