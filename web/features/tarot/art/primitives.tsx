import type { ReactNode } from 'react';
import { Circle, Place, Shape, type Tone, TINT, Tube } from './canvas';
import { fmt, type Point, polar, polyline, star, wave } from './geometry';

/**
 * The deck's scenery, each piece drawn once and placed by the cards: skies, land and water,
 * buildings, plants, a throne and a ship. Pieces that are drawn small in a local frame (a house,
 * a tree) are placed with `Place`, which keeps the line width whatever the scale.
 */

// Sky

/** A gold disc with alternating long and short rays. */
export function Sun({ x, y, r, rays = 16 }: { x: number; y: number; r: number; rays?: number }) {
  const d = Array.from({ length: rays }, (_, i) => {
    const [ax, ay] = polar(x, y, r + 3, (360 / rays) * i);
    const [bx, by] = polar(x, y, r + (i % 2 ? 7 : 13), (360 / rays) * i);
    return `M${fmt(ax)} ${fmt(ay)}L${fmt(bx)} ${fmt(by)}`;
  }).join('');
  return (
    <>
      <path d={d} />
      <Circle cx={x} cy={y} r={r} tone="gold" />
    </>
  );
}

/** A crescent with its horns to the right, turned by `turn` degrees. */
export function Crescent({
  x,
  y,
  r,
  turn = 0,
  tone = 'gold',
}: {
  x: number;
  y: number;
  r: number;
  turn?: number;
  tone?: Tone;
}) {
  const k = r * 0.45;
  const inner = (r * r + k * k) / (2 * k);
  return (
    <Place x={x} y={y} turn={turn}>
      <Shape
        d={`M0 ${fmt(-r)}A${fmt(r)} ${fmt(r)} 0 0 0 0 ${fmt(r)}A${fmt(inner)} ${fmt(inner)} 0 0 1 0 ${fmt(-r)}Z`}
        tone={tone}
      />
    </Place>
  );
}

/** Small gold stars of n points at the given places, each [x, y, r]. */
export function Stars({ at, points = 5 }: { at: readonly (readonly [number, number, number])[]; points?: number }) {
  return <Shape d={at.map(([x, y, r]) => star(x, y, r, points, 0.45)).join('')} tone="gold" width={1.5} />;
}

/** A cloud of semicircular puffs over a flat base, w wide, its base on y. */
export function Cloud({ x, y, w, tone = 'paper' }: { x: number; y: number; w: number; tone?: Tone }) {
  const puffs = [0.16, 0.24, 0.3, 0.2, 0.22, 0.28, 0.18];
  const n = Math.max(3, Math.round(w / 22));
  const widths = puffs.slice(0, n);
  const total = widths.reduce((a, b) => a + b, 0);
  let d = `M${fmt(x - w / 2)} ${fmt(y)}`;
  for (const p of widths) {
    const step = (p / total) * w;
    d += `a${fmt(step / 2)} ${fmt(step / 2)} 0 0 1 ${fmt(step)} 0`;
  }
  d += `q${fmt(-w / 2)} 5 ${fmt(-w)} 0Z`;
  return <Shape d={d} tone={tone} />;
}

/**
 * A hand reaching out of a cloud on the left (or the right, `flip`), its fist at (x, y), s its
 * scale. What it holds (`children`, in the hand's frame: the grip is at x = 2) is drawn between
 * the arm and the fingers, so the fingers close over it.
 */
export function HandFromCloud({
  x,
  y,
  s = 1,
  flip,
  children,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  children?: ReactNode;
}) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Tube d="M-44 14Q-26 10-9 2" width={10} tone="paper" />
      {children}
      <Shape d="M-11-7C-6-9 0-9 3-7V7C0 9-6 9-11 7Z" tone="paper" />
      <Tube d="M-1-4.6h6M-1 0h6.5M-1 4.6h6" width={4.2} tone="paper" />
      <Tube d="M-9-6Q-4-10 1-7" width={4} tone="paper" />
      <Cloud x={-42} y={22} w={58} />
    </Place>
  );
}

// Land and water

/** A ground line from edge to edge with a gentle roll, optionally shaded below. */
export function Ground({ y, wash = false, roll = 3 }: { y: number; wash?: boolean; roll?: number }) {
  const line = `M0 ${fmt(y)}Q50 ${fmt(y - roll)} 100 ${fmt(y)}T200 ${fmt(y)}`;
  return (
    <>
      {wash ? <path d={`${line}V340H0Z`} fill={TINT} stroke="none" /> : null}
      <path d={line} />
    </>
  );
}

/** Water from y down to `bottom`, shaded, with rows of small waves. */
export function Water({
  y,
  bottom = 340,
  x0 = 0,
  x1 = 200,
  rows = 3,
}: {
  y: number;
  bottom?: number;
  x0?: number;
  x1?: number;
  rows?: number;
}) {
  const gap = (bottom - y) / (rows + 1);
  const waves = Array.from({ length: rows }, (_, i) => {
    const inset = (i % 2) * 9 + 6;
    return wave(x0 + inset, x1 - inset, y + gap * (i + 0.8), Math.max(2, Math.round((x1 - x0) / 16)), 2);
  }).join('');
  return (
    <>
      <path d={`M${x0} ${fmt(y)}H${x1}V${fmt(bottom)}H${x0}Z`} fill={TINT} stroke="none" />
      <path d={`M${x0} ${fmt(y)}H${x1}`} />
      <Shape d={waves} width={1.5} />
    </>
  );
}

/** A range of mountains standing on y: each peak [x, height]; snow on the tallest. */
export function Mountains({ y, peaks, snow = false }: { y: number; peaks: readonly Point[]; snow?: boolean }) {
  const first = peaks[0] ?? [0, 0];
  const last = peaks[peaks.length - 1] ?? [200, 0];
  const points: Point[] = [[first[0] - 40, y]];
  peaks.forEach(([px, h], i) => {
    points.push([px, y - h]);
    const next = peaks[i + 1];
    if (next) points.push([(px + next[0]) / 2, y - Math.min(h, next[1]) * 0.55]);
  });
  points.push([last[0] + 40, y]);
  const caps = peaks
    .filter(([, h]) => snow && h > 30)
    .map(([px, h]) =>
      polyline([
        [px - 9, y - h + 14],
        [px - 4, y - h + 10],
        [px, y - h + 15],
        [px + 4, y - h + 10],
        [px + 9, y - h + 14],
      ]),
    )
    .join('');
  return (
    <>
      <Shape d={`${polyline(points)}Z`} tone="tint" />
      {caps ? <path d={caps} /> : null}
    </>
  );
}

/** A hill rising from y to y - h, centred on x. */
export function Hill({ x, y, w, h, tone = 'tint' }: { x: number; y: number; w: number; h: number; tone?: Tone }) {
  return (
    <Shape
      d={`M${fmt(x - w / 2)} ${fmt(y)}C${fmt(x - w / 4)} ${fmt(y - h)} ${fmt(x + w / 4)} ${fmt(y - h)} ${fmt(x + w / 2)} ${fmt(y)}Z`}
      tone={tone}
    />
  );
}

/** A pool's edge: a flat ellipse of water with two ripples. */
export function Pool({ x, y, rx, ry }: { x: number; y: number; rx: number; ry: number }) {
  return (
    <>
      <ellipse cx={fmt(x)} cy={fmt(y)} rx={fmt(rx)} ry={fmt(ry)} fill={TINT} />
      <Shape
        d={`${wave(x - rx * 0.5, x + rx * 0.3, y - ry * 0.1, 3, 1.5)}${wave(x - rx * 0.2, x + rx * 0.6, y + ry * 0.4, 3, 1.5)}`}
        width={1.5}
      />
    </>
  );
}

// Buildings

/** A column with a capital and a base, from y0 down to y1. */
export function Pillar({
  x,
  y0,
  y1,
  w = 16,
  tone = 'paper',
}: {
  x: number;
  y0: number;
  y1: number;
  w?: number;
  tone?: Tone;
}) {
  return (
    <>
      <Shape d={`M${fmt(x - w / 2)} ${fmt(y0 + 8)}V${fmt(y1 - 6)}H${fmt(x + w / 2)}V${fmt(y0 + 8)}Z`} tone={tone} />
      <Shape
        d={`M${fmt(x - w / 2 - 4)} ${fmt(y0)}h${fmt(w + 8)}v8h${fmt(-w - 8)}z`}
        tone={tone === 'ink' ? 'ink' : 'tint'}
      />
      <Shape
        d={`M${fmt(x - w / 2 - 4)} ${fmt(y1 - 6)}h${fmt(w + 8)}v6h${fmt(-w - 8)}z`}
        tone={tone === 'ink' ? 'ink' : 'tint'}
      />
    </>
  );
}

/** A tower with battlements and arched windows, its base at (x, y). */
export function Tower({ x, y, w, h, windows = 2 }: { x: number; y: number; w: number; h: number; windows?: number }) {
  const top = y - h;
  const merlons = 3;
  const mw = w / (merlons * 2 - 1);
  let battlement = `M${fmt(x - w / 2)} ${fmt(top + 6)}`;
  for (let i = 0; i < merlons * 2 - 1; i++) {
    battlement += i % 2 ? `h${fmt(mw)}` : `v-6h${fmt(mw)}v6`;
  }
  const win = Array.from({ length: windows }, (_, i) => {
    const wy = top + 16 + ((h - 30) / Math.max(1, windows)) * i;
    return `M${fmt(x - 2.5)} ${fmt(wy + 8)}v-5a2.5 2.5 0 0 1 5 0v5z`;
  }).join('');
  return (
    <>
      <Shape d={`${battlement}V${fmt(y)}H${fmt(x - w / 2)}Z`} tone="paper" />
      <Shape d={win} tone="ink" />
    </>
  );
}

/** A small castle of three towers on a base at (x, y), s its scale. */
export function Castle({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <Tower x={-12} y={0} w={10} h={26} windows={1} />
      <Tower x={12} y={0} w={10} h={26} windows={1} />
      <Tower x={0} y={0} w={16} h={36} windows={1} />
    </Place>
  );
}

/** A house with a pitched roof, base at (x, y), s its scale. */
export function House({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape d="M-12 0v-16h24v16z" tone="paper" />
      <Shape d="M-15-15l15-13 15 13z" tone="tint" />
      <Shape d="M-3 0v-8h6v8z" tone="ink" />
    </Place>
  );
}

/** A stretch of brick wall from x0 to x1, its top at y and its foot at `base`. */
export function Wall({ x0, x1, y, base }: { x0: number; x1: number; y: number; base: number }) {
  const joints: string[] = [];
  for (let row = 0, yy = y + 8; yy < base; row++, yy += 8) {
    joints.push(`M${x0} ${fmt(yy)}H${x1}`);
    for (let xx = x0 + (row % 2 ? 8 : 16); xx < x1; xx += 16) joints.push(`M${fmt(xx)} ${fmt(yy)}v8`);
  }
  return (
    <>
      <Shape d={`M${x0} ${fmt(y)}H${x1}V${fmt(base)}H${x0}Z`} tone="tint" />
      <Shape d={joints.join('')} width={1.5} />
    </>
  );
}

// Plants

/** A tree on (x, y): a trunk and a round crown, s its scale; `fruit` hangs gold fruit in it. */
export function Tree({ x, y, s = 1, fruit = false }: { x: number; y: number; s?: number; fruit?: boolean }) {
  return (
    <Place x={x} y={y} s={s}>
      <Tube d="M0 0V-34M0-20l-7-8M0-26l6-7" width={4} tone="tint" />
      <Shape
        d="M-16-38a12 12 0 0 1 6-18 14 14 0 0 1 22-2 11 11 0 0 1 6 17 10 10 0 0 1-12 8 12 12 0 0 1-16 0 8 8 0 0 1-6-5z"
        tone="tint"
      />
      {fruit ? (
        <>
          <Circle cx={-7} cy={-46} r={2.6} tone="gold" />
          <Circle cx={6} cy={-52} r={2.6} tone="gold" />
          <Circle cx={8} cy={-40} r={2.6} tone="gold" />
          <Circle cx={-2} cy={-36} r={2.6} tone="gold" />
        </>
      ) : null}
    </Place>
  );
}

/** A flower head of n petals on a stem: a sunflower, a rose or a lily. */
export function Flower({
  x,
  y,
  r = 5,
  stem = 0,
  petals = 8,
  tone = 'gold',
}: {
  x: number;
  y: number;
  r?: number;
  stem?: number;
  petals?: number;
  tone?: Tone;
}) {
  return (
    <>
      {stem ? <path d={`M${fmt(x)} ${fmt(y)}v${fmt(stem)}m0 ${fmt(-stem / 2)}l5 -4`} /> : null}
      <Shape d={star(x, y, r, petals, 0.55)} tone={tone} width={1.5} />
      <Circle cx={x} cy={y} r={r * 0.38} tone={tone === 'gold' ? 'paper' : 'gold'} />
    </>
  );
}

// Furniture

/**
 * A throne seen from the front for a figure seated at scale s with its feet on `base`: a high
 * back rising to `top`, two arms at the sitter's hips and a step under the feet.
 */
export function Throne({
  x,
  base,
  top,
  w = 80,
  s = 1.5,
  tone = 'tint',
}: {
  x: number;
  base: number;
  top: number;
  w?: number;
  s?: number;
  tone?: Tone;
}) {
  const half = w / 2;
  const arm = base - 44 * s;
  const step = base - 6;
  return (
    <>
      <Shape
        d={`M${fmt(x - half)} ${fmt(step)}V${fmt(top + 14)}Q${fmt(x)} ${fmt(top - 10)} ${fmt(x + half)} ${fmt(top + 14)}V${fmt(step)}Z`}
        tone={tone}
      />
      <Shape
        d={`M${fmt(x - half - 8)} ${fmt(step)}V${fmt(arm)}h16V${fmt(step)}zM${fmt(x + half + 8)} ${fmt(step)}V${fmt(arm)}h-16V${fmt(step)}z`}
        tone="paper"
      />
      <Shape
        d={`M${fmt(x - half - 12)} ${fmt(base + 2)}V${fmt(step)}H${fmt(x + half + 12)}V${fmt(base + 2)}Z`}
        tone="paper"
      />
    </>
  );
}

// Boats

/** A sailing ship on the water line y, s its scale, sailing right. */
export function Ship({ x, y, s = 1, flip }: { x: number; y: number; s?: number; flip?: boolean }) {
  return (
    <Place x={x} y={y} s={s} flip={flip}>
      <Shape d="M-16-6h32l-6 7h-20z" tone="tint" />
      <path d="M0-6v-24" />
      <Shape d="M1-28q10 10 0 20zM-1-26q-9 8 0 18z" tone="paper" />
    </Place>
  );
}
