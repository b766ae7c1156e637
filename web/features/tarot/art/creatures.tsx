import type { ReactNode } from 'react';
import { Circle, GOLD, INK, Place, Shape, type Tone, Tube, useLine } from './canvas';
import { fmt, type Point, polyline, star } from './geometry';
import { Cloud } from './primitives';

/**
 * The deck's animals, in profile facing right with their feet on y = 0 of their frame, placed
 * and mirrored with `Place`. The legs are tubes between joints, so one body serves several gaits.
 */

function Legs({ legs, tone, width }: { legs: readonly (readonly Point[])[]; tone: Tone; width: number }) {
  return (
    <>
      {legs.map((points) => (
        <Tube key={polyline(points)} d={polyline(points)} width={width} tone={tone} />
      ))}
    </>
  );
}

const HORSE_BODY =
  'M-40-50C-42-62-30-64-18-62L22-62C30-70 35-82 42-92L45-100 49-92C56-87 63-79 68-71C70-66 66-63 61-65C56-67 51-71 47-75C43-64 42-54 40-46C38-40 30-38 24-38L-22-38C-34-38-40-42-40-50Z';

type HorseGait = 'stand' | 'walk' | 'gallop' | 'rear';

/** Far and near legs (fore, hind), each as hip, knee, hoof, for each gait. */
const HORSE_LEGS: Record<HorseGait, { far: Point[][]; near: Point[][] }> = {
  stand: {
    far: [
      [
        [24, -42],
        [22, -22],
        [22, 0],
      ],
      [
        [-26, -44],
        [-30, -22],
        [-26, 0],
      ],
    ],
    near: [
      [
        [32, -42],
        [32, -22],
        [33, 0],
      ],
      [
        [-33, -44],
        [-38, -22],
        [-34, 0],
      ],
    ],
  },
  walk: {
    far: [
      [
        [24, -42],
        [24, -22],
        [20, 0],
      ],
      [
        [-26, -44],
        [-28, -22],
        [-20, 0],
      ],
    ],
    near: [
      [
        [32, -42],
        [40, -24],
        [34, -12],
      ],
      [
        [-33, -44],
        [-40, -22],
        [-40, 0],
      ],
    ],
  },
  gallop: {
    far: [
      [
        [26, -42],
        [36, -30],
        [30, -22],
      ],
      [
        [-26, -44],
        [-30, -24],
        [-40, -14],
      ],
    ],
    near: [
      [
        [32, -42],
        [46, -30],
        [54, -20],
      ],
      [
        [-32, -44],
        [-44, -30],
        [-56, -20],
      ],
    ],
  },
  rear: {
    far: [
      [
        [24, -42],
        [36, -30],
        [28, -20],
      ],
      [
        [-26, -44],
        [-24, -22],
        [-14, 0],
      ],
    ],
    near: [
      [
        [32, -42],
        [44, -32],
        [38, -20],
      ],
      [
        [-33, -44],
        [-32, -22],
        [-24, 0],
      ],
    ],
  },
};

/**
 * A horse, its hooves on (x, y), about 110 long at s = 1. A rearing horse pivots on its hind
 * legs; a galloping one flies a little above the ground. `children` (a saddle cloth, a rider)
 * are drawn in the horse's frame over its body, and turn with it when it rears.
 */
export function Horse({
  x,
  y,
  s = 1,
  flip,
  gait = 'stand',
  tone = 'paper',
  children,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  gait?: HorseGait;
  tone?: Tone;
  children?: ReactNode;
}) {
  const legs = HORSE_LEGS[gait];
  const lift = gait === 'gallop' ? -10 : 0;
  const hoof = (points: Point[]) => {
    const [hx, hy] = points[points.length - 1] as Point;
    return <Circle cx={hx} cy={hy} r={3.6} tone="ink" />;
  };
  const leg = (points: Point[], legTone: Tone) => (
    <>
      <Tube d={polyline(points)} width={7} tone={legTone} />
      {hoof(points)}
    </>
  );
  const [farFore, farHind] = legs.far as [Point[], Point[]];
  const [nearFore, nearHind] = legs.near as [Point[], Point[]];
  return (
    <Place x={x} y={y + lift} s={s} flip={flip}>
      {gait === 'rear' ? null : leg(farHind, 'tint')}
      <g transform={gait === 'rear' ? 'rotate(-30 -32 -44)' : undefined}>
        {gait === 'rear' ? null : leg(farFore, 'tint')}
        {gait === 'rear' ? leg(farFore, 'tint') : null}
        <Shape d="M-40-56C-54-52-58-32-52-18C-48-30-45-42-38-49Z" tone="tint" />
        <Shape d={HORSE_BODY} tone={tone} />
        <path d="M25-65l-6-2M30-72l-6-2M35-80l-6-2M40-88l-6-2" />
        <Circle cx={50} cy={-84} r={1} tone="ink" />
        {leg(nearFore, tone)}
        {children}
      </g>
      {gait === 'rear' ? leg(farHind, 'tint') : null}
      {leg(nearHind, tone)}
    </Place>
  );
}

const LION_BODY =
  'M-40-34C-42-46-30-50-16-48C-2-46 10-52 22-52C34-52 38-34 30-24C20-22 8-24-2-25C-14-25-26-22-34-24C-40-26-42-30-40-34Z';

/** A lion, its paws on (x, y), about 95 long at s = 1; `open` parts its jaws. */
export function Lion({
  x,
  y,
  s = 1,
  flip,
  open = false,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  open?: boolean;
}) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <path d="M-40-36C-52-40-54-54-46-60" />
      <Shape d="M-46-60c-2-4 2-8 5-5c0 3-2 5-5 5z" tone="ink" />
      <Legs
        legs={[
          [
            [-24, -30],
            [-22, -14],
            [-25, 0],
          ],
          [
            [16, -30],
            [16, 0],
          ],
        ]}
        tone="tint"
        width={8}
      />
      <Shape d={LION_BODY} tone="tint" />
      <Legs
        legs={[
          [
            [-32, -30],
            [-36, -14],
            [-32, 0],
          ],
          [
            [26, -30],
            [28, 0],
          ],
        ]}
        tone="tint"
        width={8}
      />
      <Shape d={star(30, -50, 20, 16, 0.78)} tone="gold" width={1.5} />
      <Shape
        d="M22-58C28-64 40-62 44-54L50-50C53-46 51-41 47-41L43-42C39-36 29-36 25-42C21-47 19-54 22-58Z"
        tone="paper"
      />
      {open ? <Shape d="M40-47L52-50L50-40Z" tone="ink" /> : <path d="M43-46h6" />}
      <Circle cx={38} cy={-53} r={1.2} tone="ink" />
    </Place>
  );
}

type DogPose = 'stand' | 'leap' | 'howl';

const DOG_LEGS: Record<Exclude<DogPose, 'howl'>, { far: Point[][]; near: Point[][] }> = {
  stand: {
    far: [
      [
        [9, -18],
        [8, 0],
      ],
      [
        [-9, -18],
        [-11, -8],
        [-9, 0],
      ],
    ],
    near: [
      [
        [13, -18],
        [14, 0],
      ],
      [
        [-13, -18],
        [-17, -8],
        [-14, 0],
      ],
    ],
  },
  leap: {
    far: [
      [
        [9, -18],
        [16, -24],
        [20, -18],
      ],
      [
        [-9, -18],
        [-16, -10],
        [-24, -6],
      ],
    ],
    near: [
      [
        [13, -18],
        [22, -22],
        [26, -16],
      ],
      [
        [-13, -18],
        [-20, -10],
        [-28, -2],
      ],
    ],
  },
};

/** A dog or a wolf sitting on its haunches, muzzle to the sky: the Moon's two howlers. */
function HowlingDog({ tone, ear, tail }: { tone: Tone; ear: ReactNode; tail: ReactNode }) {
  return (
    <>
      {tail}
      <Legs
        legs={[
          [
            [4, -14],
            [5, 0],
          ],
        ]}
        tone="tint"
        width={4.5}
      />
      <Shape d="M-16 0C-22-8-18-20-8-24L2-32C8-36 14-32 14-24L12-12C10-4 4 0-4 0Z" tone={tone} />
      <Shape d="M-15 0C-16-10-4-14 0-5L5 0Z" tone={tone} />
      <Legs
        legs={[
          [
            [9, -16],
            [10, 0],
          ],
        ]}
        tone={tone}
        width={4.5}
      />
      <g transform="rotate(-62 12 -30)">{DOG_HEAD(tone, ear)}</g>
    </>
  );
}

const DOG_HEAD = (tone: Tone, ear: ReactNode) => (
  <>
    <Shape d="M6-22C6-30 14-37 21-37C25-37 27-35 28-33L34-31C36-29 35-26 33-26L26-25C23-21 16-19 11-22Z" tone={tone} />
    {ear}
    <Circle cx={22} cy={-32} r={1} tone="ink" />
  </>
);

/**
 * A dog (floppy ear, tail up) or a wolf (pricked ears, brush down), its feet on (x, y), about
 * 50 long at s = 1. A howling one sits on its haunches with its muzzle to the sky.
 */
export function Dog({
  x,
  y,
  s = 1,
  flip,
  pose = 'stand',
  wolf = false,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  pose?: DogPose;
  wolf?: boolean;
}) {
  const tone: Tone = wolf ? 'tint' : 'paper';
  const ear = wolf ? (
    <Shape d="M17-35L18-43L23-36Z" tone="tint" />
  ) : (
    <Shape d="M16-35C12-33 12-27 15-25C17-28 18-32 16-35Z" tone="ink" />
  );
  if (pose === 'howl') {
    const tail = wolf ? (
      <Shape d="M-14-4C-24-4-30 0-34 2C-28 4-20 4-12 0Z" tone="tint" />
    ) : (
      <path d="M-14-3C-22-2-26-6-26-12" />
    );
    return (
      <Place x={x} y={y} s={s} flip={flip}>
        <HowlingDog tone={tone} ear={ear} tail={tail} />
      </Place>
    );
  }
  const legs = DOG_LEGS[pose];
  const tail = wolf ? (
    <Shape d="M-17-21C-26-20-30-12-30-4C-26-10-22-14-16-17Z" tone="tint" />
  ) : (
    <path d="M-17-22C-24-26-26-32-22-38" />
  );
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Legs legs={legs.far} tone="tint" width={4.5} />
      <g transform={pose === 'leap' ? 'rotate(-12 -12 -12)' : undefined}>
        {tail}
        <Shape d="M-18-20C-18-28-8-28 0-27L12-27C19-27 21-17 14-15L-12-15C-17-15-18-17-18-20Z" tone={tone} />
        {DOG_HEAD(tone, ear)}
      </g>
      <Legs legs={legs.near} tone={tone} width={4.5} />
    </Place>
  );
}

/** Birds in flight, each a shallow "m", at the given points. */
export function Birds({ at }: { at: readonly Point[] }) {
  return <path d={at.map(([x, y]) => `M${fmt(x - 6)} ${fmt(y)}q3-4 6 0q3-4 6 0`).join('')} />;
}

/** A serpent winding down from (x, y) over `length`, its head at the bottom. */
export function Serpent({ x, y, length, flip }: { x: number; y: number; length: number; flip?: boolean }) {
  const dotted = useLine(1.5);
  const k = flip ? -1 : 1;
  const step = length / 4;
  let d = `M${fmt(x)} ${fmt(y)}`;
  for (let i = 0; i < 4; i++) d += `q${fmt(k * (i % 2 ? -10 : 10))} ${fmt(step / 2)} 0 ${fmt(step)}`;
  return (
    <>
      <path d={d} stroke={INK} strokeWidth={5} />
      <path d={d} stroke={GOLD} strokeWidth={2.6} />
      <path d={d} stroke={INK} strokeWidth={dotted} strokeDasharray="0.1 5" />
      <Shape d={`M${fmt(x - 4)} ${fmt(y + length - 1)}l4 8 4-8z`} tone="gold" />
    </>
  );
}

/** A sphinx lying in profile facing right, paws on (x, y), about 66 long at s = 1. */
export function Sphinx({
  x,
  y,
  s = 1,
  flip,
  tone = 'paper',
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  tone?: Tone;
}) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <path d="M-30-4c-10-2-10-10-6-16" />
      <Shape d="M-30 0C-36-4-34-18-22-20L4-22C10-24 14-30 18-30L26-28L24-6L22 0Z" tone={tone} />
      <Shape d="M-29 0C-30-8-20-12-14-6L-10 0Z" tone={tone} />
      <Tube d="M16-4H38" width={6} tone={tone === 'ink' ? 'tint' : tone} />
      <Shape d="M14-38C14-46 27-46 27-38L28-26L15-26Z" tone="tint" />
      <path d="M15-31h13" />
      <Circle cx={25} cy={-37} r={4.5} tone={tone === 'ink' ? 'ink' : 'paper'} />
    </Place>
  );
}

export type CreatureKind = 'angel' | 'eagle' | 'bull' | 'lion';

/** One of the four living creatures of the Wheel and the World: a winged head on a cloud. */
export function Creature({ kind, x, y, s = 1 }: { kind: CreatureKind; x: number; y: number; s?: number }) {
  const head: Record<CreatureKind, ReactNode> = {
    angel: (
      <>
        <Circle cx={0} cy={-4} r={12} tone="gold" />
        <Circle cx={0} cy={-4} r={7} tone="paper" />
      </>
    ),
    eagle: (
      <>
        <Circle cx={0} cy={-4} r={8} tone="tint" />
        <Shape d="M5-7l9 4-8 3z" tone="gold" />
      </>
    ),
    bull: (
      <>
        <Shape d="M-6-12C-14-13-17-21-13-26C-13-20-9-18-3-16ZM6-12C14-13 17-21 13-26C13-20 9-18 3-16Z" tone="ink" />
        <Shape d="M-7-10l-7-1 6 5zM7-10l7-1-6 5z" tone="tint" />
        <Shape d="M-7-14C-9-6-6 3 0 4C6 3 9-6 7-14Z" tone="paper" />
        <path d="M-3 0h0.1M3 0h0.1" strokeWidth={2.5} />
      </>
    ),
    lion: (
      <>
        <Shape d={star(0, -4, 13, 12, 0.72)} tone="gold" width={1.5} />
        <Circle cx={0} cy={-4} r={7} tone="paper" />
      </>
    ),
  };
  return (
    <Place x={x} y={y} s={s}>
      <Shape d="M-4 0C-14-6-26-16-30-28C-22-24-14-22-8-16ZM4 0C14-6 26-16 30-28C22-24 14-22 8-16Z" tone="tint" />
      {head[kind]}
      <Cloud x={0} y={14} w={40} />
    </Place>
  );
}
