import type { ReactNode } from 'react';
import { Circle, GOLD, Place, Shape, type Tone, Tube } from './canvas';
import {
  along,
  circle as circleAt,
  direction,
  fmt,
  hull,
  lerp,
  normal,
  offset,
  type Point,
  polar,
  polyline,
  rounded,
  star,
} from './geometry';

/**
 * The people of the deck. The imagery brief asks for silhouettes, never faces: a head, a robe
 * and limbs in a gesture. A figure is a skeleton (head, neck, hip, two arms, two legs) in a
 * frame 100 units tall with the feet at y = 0; the robe is the rounded hull of the shoulders,
 * the hips and the legs as far down as the dress reaches, so the same code dresses a standing,
 * kneeling, riding or falling figure.
 */

/** An arm as elbow and hand, or a leg as knee and foot; the shoulder or hip comes from the body. */
export type Limb = readonly [Point, Point];

export interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  /** Half the shoulders' width: 10 facing the viewer, 7 in profile. */
  width: number;
  /** The first arm is drawn behind the body in profile. */
  arms: readonly [Limb, Limb];
  legs: readonly [Limb, Limb];
  /** Both arms behind the body: hands behind the back. */
  behind?: boolean;
}

export type HeadGear =
  | 'crown'
  | 'stars'
  | 'halo'
  | 'hood'
  | 'cowl'
  | 'horns'
  | 'blindfold'
  | 'bandage'
  | 'infinity'
  | 'wreath'
  | 'helmet'
  | 'skull'
  | 'tiara'
  | 'moon'
  | 'cap'
  | 'veil';

export interface FigureProps {
  x: number;
  y: number;
  /** 1 draws the figure 100 units tall. */
  s?: number;
  /** Mirrors the figure left to right. */
  flip?: boolean;
  pose: Pose;
  /** How far down the legs the robe reaches: 1 a gown to the feet, 0.45 a tunic, 0 none. */
  dress?: number;
  tone?: Tone;
  gear?: readonly HeadGear[];
  wings?: 'angel' | 'bat';
  /** Drawn over the body and under the hands, in the figure's frame: what the hands grip. */
  hold?: ReactNode;
  /** Drawn behind the whole figure, in its frame. */
  back?: ReactNode;
}

const HEAD = 7.5;

/** A body narrower than this is seen from the side: its arms start at the spine, the far one behind. */
const inProfile = (pose: Pose) => pose.width < 8;
const ARM = 5.5;
const LEG = 6.5;

/**
 * The body's outline and the points where the limbs join it. A gown follows the legs down to
 * the feet (so it kneels and sits with them); a shorter tunic hangs along the body's axis and
 * leaves the legs free, whatever they do.
 */
function frame(pose: Pose, dress: number) {
  const across = normal(pose.neck, pose.hip);
  const axis = direction(pose.neck, pose.hip);
  const side = (p: Point, k: number): [Point, Point] => [offset(p, across, k), offset(p, across, -k)];
  const profile = inProfile(pose);
  const [shoulderA, shoulderB] = side(lerp(pose.neck, pose.hip, 0.12), profile ? 1.5 : pose.width);
  const [hipA, hipB] = side(pose.hip, pose.width * 0.5);
  const gown = (leg: Limb, hipJoint: Point): Point[] => side(along([hipJoint, ...leg], dress), 2.5 + 11 * dress);
  const tunic = side(offset(pose.hip, axis, dress * 52), pose.width * 0.85 + 2 + 10 * dress);
  const skirt = dress >= 0.8 ? [...gown(pose.legs[0], hipA), ...gown(pose.legs[1], hipB)] : dress > 0 ? tunic : [];
  const body: Point[] = [
    ...side(lerp(pose.neck, pose.head, 0.4), 2.5),
    ...side(pose.neck, pose.width * 0.55),
    ...side(lerp(pose.neck, pose.hip, 0.12), pose.width),
    ...side(pose.hip, pose.width * 0.85),
    ...skirt,
  ];
  return { outline: rounded(hull(body), 4), shoulders: [shoulderA, shoulderB] as const, hips: [hipA, hipB] as const };
}

function limbPath(start: Point, limb: Limb): string {
  return polyline([start, ...limb]);
}

export function Figure({
  x,
  y,
  s = 1,
  flip,
  pose,
  dress = 1,
  tone = 'tint',
  gear = [],
  wings,
  hold,
  back,
}: FigureProps) {
  const { outline, shoulders, hips } = frame(pose, dress);
  const profile = inProfile(pose);
  const arm = (i: 0 | 1) => (
    <>
      <Tube d={limbPath(shoulders[i], pose.arms[i])} width={ARM} tone={tone} />
      <Circle cx={pose.arms[i][1][0]} cy={pose.arms[i][1][1]} r={3} tone="paper" />
    </>
  );
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      {back}
      {wings ? <Wings at={pose.neck} kind={wings} /> : null}
      {gear.includes('veil') ? <Veil head={pose.head} hip={pose.hip} /> : null}
      {dress < 1 ? (
        <>
          <Tube d={limbPath(hips[0], pose.legs[0])} width={LEG} tone={tone} />
          <Tube d={limbPath(hips[1], pose.legs[1])} width={LEG} tone={tone} />
        </>
      ) : null}
      {profile || pose.behind ? arm(0) : null}
      {pose.behind ? arm(1) : null}
      <Shape d={outline} tone={tone} />
      {hold}
      {profile || pose.behind ? null : arm(0)}
      {pose.behind ? null : arm(1)}
      <Head at={pose.head} gear={gear} />
    </Place>
  );
}

/** A hood framing the head (drawn under it) or, from behind, covering it (drawn over it). */
const HOOD = 'M-11 9C-12-6-6-13 0-15C6-13 12-6 11 9Z';

/** Head gear in the head's frame (its centre at 0, 0), drawn over the head unless `under`. */
const GEAR: Record<HeadGear, { under?: boolean; drawn: ReactNode }> = {
  halo: { under: true, drawn: <Circle cx={0} cy={0} r={12} tone="gold" /> },
  hood: { under: true, drawn: <Shape d={HOOD} tone="tint" /> },
  cowl: { drawn: <Shape d={HOOD} tone="tint" /> },
  skull: { drawn: <Shape d={`${circleAt(-3.5, -1, 1.8)}${circleAt(3.5, -1, 1.8)}`} tone="ink" /> },
  blindfold: { drawn: <Shape d="M-7.5-2h15v3.5h-15zM7 0l5 4" tone="ink" /> },
  bandage: { drawn: <Shape d="M-7-4Q0-7 7-4l3 5" width={2.5} /> },
  crown: { drawn: <Crown x={0} y={-5} /> },
  tiara: { drawn: <Shape d="M-6-5L-5-19Q0-27 5-19L6-5ZM-5.5-10h11M-5-15h10" tone="gold" /> },
  stars: {
    drawn: (
      <Shape
        d={Array.from({ length: 12 }, (_, i) => {
          const [sx, sy] = polar(0, 0, 13, -82 + (164 / 11) * i);
          return star(sx, sy, 2.8, 5, 0.5);
        }).join('')}
        tone="gold"
        stroke="none"
      />
    ),
  },
  moon: { drawn: <Shape d={`M-9-16Q-8-6 0-6Q8-6 9-16Q5-9 0-9Q-5-9-9-16Z${circleAt(0, -14, 4)}`} tone="gold" /> },
  infinity: { drawn: <InfinitySign x={0} y={-15} w={9} /> },
  wreath: { drawn: <Wreath x={0} y={0} r={8} /> },
  horns: { drawn: <Shape d="M-5-5Q-12-10-10-19Q-8-11-2-7ZM5-5Q12-10 10-19Q8-11 2-7Z" tone="ink" /> },
  cap: { drawn: <Shape d="M-8-3C-9-12 7-13 10-5ZM2-10q6-8 14-8" tone="tint" /> },
  helmet: { drawn: <Shape d="M-8 2C-9-10 9-10 8 2ZM0-7q-2-8-10-9" tone="tint" /> },
  veil: { under: true, drawn: null },
};

/** The head and what it wears: a crown, a halo, a hood, a blindfold. */
function Head({ at: [hx, hy], gear }: { at: Point; gear: readonly HeadGear[] }) {
  const worn = (under: boolean) =>
    gear.filter((g) => !!GEAR[g].under === under && GEAR[g].drawn).map((g) => <g key={g}>{GEAR[g].drawn}</g>);
  return (
    <g transform={`translate(${fmt(hx)} ${fmt(hy)})`}>
      {worn(true)}
      <Circle cx={0} cy={0} r={HEAD} tone="paper" />
      {worn(false)}
    </g>
  );
}

/** A three-pointed crown standing on (x, y): the deck's sign of rule. */
export function Crown({ x, y, w = 6 }: { x: number; y: number; w?: number }) {
  const h = w * 1.5;
  return (
    <Shape
      d={`M${fmt(x - w)} ${fmt(y)}L${fmt(x - w - 1)} ${fmt(y - h)}L${fmt(x - w / 2)} ${fmt(y - h * 0.55)}L${fmt(x)} ${fmt(y - h - 1)}L${fmt(x + w / 2)} ${fmt(y - h * 0.55)}L${fmt(x + w + 1)} ${fmt(y - h)}L${fmt(x + w)} ${fmt(y)}Z`}
      tone="gold"
    />
  );
}

/** The lemniscate over the Magician's and Strength's heads, w its half-width. */
export function InfinitySign({ x, y, w }: { x: number; y: number; w: number }) {
  const h = w * 0.55;
  return (
    <path
      d={`M${fmt(x)} ${fmt(y)}C${fmt(x + w * 0.5)} ${fmt(y - h)} ${fmt(x + w)} ${fmt(y - h)} ${fmt(x + w)} ${fmt(y)}S${fmt(x + w * 0.5)} ${fmt(y + h)} ${fmt(x)} ${fmt(y)}S${fmt(x - w)} ${fmt(y - h)} ${fmt(x - w)} ${fmt(y)}S${fmt(x - w * 0.5)} ${fmt(y + h)} ${fmt(x)} ${fmt(y)}Z`}
      stroke={GOLD}
    />
  );
}

/** A ring of small leaves: a laurel wreath or a garland, centred on (x, y). */
export function Wreath({ x, y, r, leaves = 10 }: { x: number; y: number; r: number; leaves?: number }) {
  const d = Array.from({ length: leaves }, (_, i) => {
    const [ax, ay] = polar(x, y, r, (360 / leaves) * i);
    const [bx, by] = polar(x, y, r + 3.5, (360 / leaves) * i + 14);
    return `M${fmt(ax)} ${fmt(ay)}L${fmt(bx)} ${fmt(by)}`;
  }).join('');
  return (
    <>
      <circle cx={fmt(x)} cy={fmt(y)} r={fmt(r)} stroke={GOLD} />
      <path d={d} stroke={GOLD} />
    </>
  );
}

/** A veil falling from the head to the hips, behind the figure. */
function Veil({ head: [hx, hy], hip }: { head: Point; hip: Point }) {
  const fall = fmt(hip[1] - hy);
  return <Shape d={`M${fmt(hx - 8)} ${fmt(hy - 4)}q8-8 16 0l6 ${fall}h-28z`} tone="tint" />;
}

/** One wing spreading to the right from the back at (0, 0), and its feathers or ribs. */
const WING = {
  angel: {
    outline: 'M3 6C16-12 30-26 40-30C38-14 34 0 22 12C26 16 18 24 6 22Z',
    lines: 'M12 6L31-12M11 15L25 6',
    tone: 'tint',
  },
  bat: {
    outline: 'M3 4L40-28L44 8Q36 2 32 12Q24 6 20 16Q12 10 6 20Z',
    lines: '',
    tone: 'shade',
  },
} as const;

/** Feathered angel's wings or a devil's bat wings, spread from the back at `at`. */
function Wings({ at: [x, y], kind }: { at: Point; kind: keyof typeof WING }) {
  const { outline, lines, tone } = WING[kind];
  const wing = (
    <>
      <Shape d={outline} tone={tone} />
      {lines ? <path d={lines} /> : null}
    </>
  );
  return (
    <g transform={`translate(${fmt(x)} ${fmt(y)})`}>
      {wing}
      <g transform="scale(-1 1)">{wing}</g>
    </g>
  );
}

// Poses. Joints are written for a figure facing the viewer, 100 tall, feet on y = 0; `side`
// mirrors a limb to the other side. Arms are [elbow, hand].

export const side = ([[ex, ey], [hx, hy]]: Limb): Limb => [
  [-ex, ey],
  [-hx, hy],
];

/** Arms of a standing figure (the right arm; `side` gives the left). */
export const ARMS = {
  down: [
    [14, -60],
    [15, -42],
  ],
  out: [
    [24, -70],
    [40, -72],
  ],
  up: [
    [16, -94],
    [18, -112],
  ],
  high: [
    [20, -90],
    [30, -104],
  ],
  chest: [
    [15, -60],
    [4, -62],
  ],
  hold: [
    [18, -62],
    [22, -70],
  ],
  low: [
    [18, -62],
    [26, -52],
  ],
  bless: [
    [20, -66],
    [18, -84],
  ],
} as const satisfies Record<string, Limb>;

const STAND_LEGS: Pose['legs'] = [
  [
    [-6, -25],
    [-7, 0],
  ],
  [
    [6, -25],
    [7, 0],
  ],
];

/** A figure standing, facing the viewer, the arms as given (right, left). */
export function standing(right: Limb, left: Limb = side(right)): Pose {
  return { head: [0, -91], neck: [0, -82], hip: [0, -50], width: 10, arms: [left, right], legs: STAND_LEGS };
}

/** Seated, facing the viewer: a shorter body whose robe falls from the lap to the feet. */
export function seated(right: Limb, left: Limb = side(right)): Pose {
  const lift = (limb: Limb): Limb => [
    [limb[0][0], limb[0][1] + 18],
    [limb[1][0], limb[1][1] + 18],
  ];
  return {
    head: [0, -73],
    neck: [0, -64],
    hip: [0, -34],
    width: 10,
    arms: [lift(left), lift(right)],
    legs: [
      [
        [-10, -28],
        [-8, 0],
      ],
      [
        [10, -28],
        [8, 0],
      ],
    ],
  };
}

/** In profile, facing right, walking: the back arm and leg behind. */
export function walking(front: Limb, back: Limb, stride = 1): Pose {
  return {
    head: [2, -91],
    neck: [0, -82],
    hip: [0, -50],
    width: 7,
    arms: [back, front],
    legs: [
      [
        [-6 * stride, -26],
        [-14 * stride, -1],
      ],
      [
        [9 * stride, -27],
        [12 * stride, 0],
      ],
    ],
  };
}

/** In profile, facing right, sitting on a seat 38 high (or a horse's back). */
export function sitting(front: Limb, back: Limb): Pose {
  return {
    head: [1, -78],
    neck: [0, -69],
    hip: [0, -38],
    width: 7,
    arms: [back, front],
    legs: [
      [
        [14, -36],
        [13, -6],
      ],
      [
        [17, -37],
        [17, -5],
      ],
    ],
  };
}

/** In profile, facing right, kneeling on the left knee. */
export function kneeling(front: Limb, back: Limb): Pose {
  return {
    head: [3, -64],
    neck: [1, -55],
    hip: [-2, -26],
    width: 7,
    arms: [back, front],
    legs: [
      [
        [-2, 0],
        [-20, 0],
      ],
      [
        [16, -26],
        [18, 0],
      ],
    ],
  };
}

/** Turns a pose about the feet by `degrees` (clockwise): leaning, lying or falling figures. */
export function turned(pose: Pose, degrees: number, pivot: Point = [0, -50]): Pose {
  const a = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const r = ([x, y]: Point): Point => {
    const [dx, dy] = [x - pivot[0], y - pivot[1]];
    return [pivot[0] + dx * c - dy * s, pivot[1] + dx * s + dy * c];
  };
  const limb = ([a1, b1]: Limb): Limb => [r(a1), r(b1)];
  return {
    ...pose,
    head: r(pose.head),
    neck: r(pose.neck),
    hip: r(pose.hip),
    arms: [limb(pose.arms[0]), limb(pose.arms[1])],
    legs: [limb(pose.legs[0]), limb(pose.legs[1])],
  };
}
