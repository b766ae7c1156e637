import { Circle, GOLD, Place, Shape, Tube } from './canvas';
import { fmt, type Point, star } from './geometry';

/**
 * Small things the minor cards hold or keep at their feet: carvings for the thrones (a lion's
 * head, a bull's head, a butterfly), creatures small enough to sit by a foot, a boat, a heart.
 * Each is centred on its origin and placed with (x, y) and a scale s.
 */

interface At {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
}

/** A lion's face in its mane, seen from the front. */
export function LionHead({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape d={star(0, 0, 10, 12, 0.75)} tone="gold" width={1.5} />
      <Circle cx={0} cy={0} r={5.5} tone="paper" />
      <path d="M-2 2l2 1.5 2-1.5" />
    </Place>
  );
}

/** A bull's head with its horns, seen from the front. */
export function BullHead({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape d="M-5-4C-12-5-14-11-11-15C-11-10-8-8-3-7ZM5-4C12-5 14-11 11-15C11-10 8-8 3-7Z" tone="ink" />
      <Shape d="M-6-6C-7 1-5 8 0 9C5 8 7 1 6-6Z" tone="paper" />
    </Place>
  );
}

/** A butterfly with open wings. */
export function Butterfly({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape
        d="M0 0C-4-8-12-10-12-3C-12 2-6 3 0 0C-6 3-10 8-6 10C-3 11 0 6 0 0ZM0 0C4-8 12-10 12-3C12 2 6 3 0 0C6 3 10 8 6 10C3 11 0 6 0 0Z"
        tone="gold"
        width={1.5}
      />
      <path d="M0-5V6" />
    </Place>
  );
}

/** A salamander, a small lizard of fire, curling its tail. */
export function Salamander({ x, y, s = 1, flip }: At) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <path d="M-10-6l-3-4M-10-2l-3 4M2-6l2-4M2-2l2 4" />
      <Shape
        d="M14-4C14-7 10-8 8-6L-12-5C-18-4-22 0-20 4C-18 7-14 5-16 2C-12 0-12-2-10-2L8-2C10 0 14-1 14-4Z"
        tone="gold"
        width={1.5}
      />
    </Place>
  );
}

/** A black cat sitting, facing the viewer. */
export function Cat({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <path d="M6 0c8 0 10-6 6-10" />
      <Shape d="M-7 0C-9-8-6-14 0-14C6-14 9-8 7 0ZM-6-14l-1-7 5 3h4l5-3-1 7C6-10-6-10-6-14Z" tone="ink" />
    </Place>
  );
}

/** A rabbit sitting, in profile facing right. */
export function Rabbit({ x, y, s = 1, flip }: At) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Shape d="M-10 0C-14-8-8-14 0-13C4-17 10-16 11-12C13-10 12-7 9-7C8-3 6 0 2 0Z" tone="paper" />
      <Shape d="M3-15C1-24 4-26 6-24C7-20 6-17 5-15Z" tone="paper" />
      <Circle cx={-11} cy={-4} r={2.5} tone="paper" />
    </Place>
  );
}

/** A small fish, swimming right. */
export function Fish({ x, y, s = 1, flip }: At) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Shape d="M10 0C6-6-4-6-8 0C-4 6 6 6 10 0ZM-8 0L-14-5V5Z" tone="gold" width={1.5} />
      <Circle cx={5} cy={-1} r={0.8} tone="ink" />
    </Place>
  );
}

/** A dove diving, wings raised, head down. */
export function Dove({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape
        d="M0 8C-3 4-3-4 0-8C3-4 3 4 0 8ZM-1-2C-8-6-14-12-16-18C-8-14-4-10-1-6ZM1-2C8-6 14-12 16-18C8-14 4-10 1-6Z"
        tone="paper"
      />
      <Circle cx={0} cy={10} r={2.4} tone="paper" />
    </Place>
  );
}

/** A hooded falcon perched, in profile facing right. */
export function Falcon({ x, y, s = 1, flip }: At) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Shape d="M-2 0C-6-6-6-14 0-16C4-18 8-16 8-12L11-10L7-9C8-4 4 0-2 0ZM-2 0L-8 8H0Z" tone="tint" />
      <Shape d="M0-16C4-18 8-16 8-12L4-11C2-13 0-14 0-16Z" tone="gold" width={1.5} />
    </Place>
  );
}

/** A bunch of grapes hanging from (x, y). */
export function Grapes({ x, y, s = 1 }: At) {
  const berries: Point[] = [
    [-4, 3],
    [4, 3],
    [0, 7],
    [-6, 8],
    [6, 8],
    [-3, 12],
    [3, 12],
    [0, 16],
  ];
  return (
    <Place x={x} y={y} s={s}>
      <path d="M0 0V-4q4-2 6 1" />
      <Shape
        d={berries.map(([bx, by]) => `M${bx - 3} ${by}a3 3 0 1 0 6 0a3 3 0 1 0-6 0`).join('')}
        tone="tint"
        width={1.5}
      />
    </Place>
  );
}

/** A row of pyramids on the horizon y. */
export function Pyramids({ y, at }: { y: number; at: readonly Point[] }) {
  return (
    <Shape
      d={at.map(([px, h]) => `M${fmt(px - h)} ${y}L${fmt(px)} ${fmt(y - h)}L${fmt(px + h)} ${y}Z`).join('')}
      tone="tint"
    />
  );
}

/** A small rowing boat with a square stern, its waterline on y, bow to the right. */
export function Boat({ x, y, w = 80, flip }: { x: number; y: number; w?: number; flip?: boolean }) {
  const h = w / 2;
  return (
    <Place x={x} y={y} flip={flip}>
      <Shape d={`M${-h} -10H${h}C${h - 6} 2 ${h - 16} 6 ${h - 26} 6H${-h + 6}Z`} tone="tint" />
    </Place>
  );
}

/** A heart, its point at the bottom. */
export function Heart({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape
        d="M0 18C-12 9-20 2-20-7C-20-14-13-19-7-17C-3-16 0-12 0-9C0-12 3-16 7-17C13-19 20-14 20-7C20 2 12 9 0 18Z"
        tone="gold"
      />
    </Place>
  );
}

/** Slanting rain over a region. */
export function Rain({ x0, x1, y0, y1 }: { x0: number; x1: number; y0: number; y1: number }) {
  const d: string[] = [];
  for (let y = y0, row = 0; y < y1; y += 16, row++) {
    for (let x = x0 + (row % 2) * 8; x < x1; x += 16) d.push(`M${x} ${y}l-3 7`);
  }
  return <path d={d.join('')} strokeWidth={1.5} />;
}

/** A staff: a plain pole from (x, y0) to (x1, y1), in the paper tone. */
export function Staff({ d, width = 2.6 }: { d: string; width?: number }) {
  return <Tube d={d} width={width} tone="paper" />;
}

/** A bouquet: three gold flowers on short stems, held at (x, y). */
export function Bouquet({ x, y, s = 1 }: At) {
  return (
    <Place x={x} y={y} s={s}>
      <path d="M0 0l-4-8M0 0v-10M0 0l4-8" />
      <Shape
        d={`${star(-4, -10, 3.5, 6, 0.5)}${star(0, -13, 3.5, 6, 0.5)}${star(4, -10, 3.5, 6, 0.5)}`}
        tone="gold"
        width={1.5}
      />
    </Place>
  );
}

/** A garland swag of flowers hanging between (x0, y) and (x1, y), sagging by `sag`. */
export function Swag({ x0, x1, y, sag }: { x0: number; x1: number; y: number; sag: number }) {
  const n = Math.round((x1 - x0) / 12);
  const flowers = Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const px = x0 + (x1 - x0) * t;
    const py = y + sag * 4 * t * (1 - t);
    return star(px, py, 3.6, 5, 0.5);
  }).join('');
  return (
    <>
      <path d={`M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`} stroke={GOLD} strokeWidth={2.5} />
      <Shape d={flowers} tone="gold" width={1.5} />
    </>
  );
}
