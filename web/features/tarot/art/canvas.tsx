import { createContext, type ReactNode, useContext } from 'react';
import { fmt } from './geometry';

/**
 * The drawing's palette and its building blocks: a local frame, a shape, a circle and a tube.
 * Every colour is a CSS variable the page sets per theme (the ink is `currentColor`), so one
 * drawing serves the light and the dark theme. The paper is painted under every tinted shape:
 * the tint is translucent, and without the paper beneath it a limb would show the robe's
 * outline through it.
 */
export const GOLD = 'var(--tarot-gold, #c9a227)';
export const TINT = 'var(--tarot-tint, rgba(127,127,160,0.18))';
export const PAPER = 'var(--tarot-paper, transparent)';
export const INK = 'currentColor';

/** The line width of the whole deck, in card units (the card is 200 wide). */
export const LINE = 1.8;

/**
 * How a shape is filled: `paper` hides what is behind it, `tint` hides it and shades the
 * shape, `shade` shades it twice (a dark cloak, the black sphinx: solid ink would glare on the
 * dark theme), `wash` shades without an outline (sky, water, ground), `gold` is the one accent
 * and `ink` is kept for small dark details.
 */
export type Tone = 'none' | 'paper' | 'tint' | 'shade' | 'wash' | 'gold' | 'ink';

const FILL: Record<Tone, string> = {
  none: 'none',
  paper: PAPER,
  tint: TINT,
  shade: TINT,
  wash: TINT,
  gold: GOLD,
  ink: INK,
};

/** The scale of the drawing at this point of the tree, so lines keep one width when scaled. */
const ScaleContext = createContext(1);

/** A line width in the local units of the current `Place`. */
export function useLine(width = LINE): string {
  return fmt(width / useContext(ScaleContext));
}

/**
 * Draws its children in a local frame: moved to (x, y), turned, scaled and optionally mirrored.
 * The line width is divided by the scale so a small figure has the same outline as a large one.
 */
export function Place({
  x = 0,
  y = 0,
  s = 1,
  flip = false,
  turn = 0,
  children,
}: {
  x?: number;
  y?: number;
  s?: number;
  flip?: boolean;
  turn?: number;
  children: ReactNode;
}) {
  const scale = useContext(ScaleContext) * s;
  const rotate = turn ? ` rotate(${fmt(turn)})` : '';
  const size = flip || s !== 1 ? ` scale(${fmt(flip ? -s : s)} ${fmt(s)})` : '';
  return (
    <g
      transform={`translate(${fmt(x)} ${fmt(y)})${rotate}${size}`}
      strokeWidth={s === 1 ? undefined : fmt(LINE / scale)}
    >
      <ScaleContext value={scale}>{children}</ScaleContext>
    </g>
  );
}

/**
 * A path, filled by tone; `width` overrides the line width (in card units, whatever the scale)
 * and `stroke` the ink of the outline (the gold of a garland or a wreath).
 */
export function Shape({
  d,
  tone = 'none',
  width,
  stroke,
}: {
  d: string;
  tone?: Tone;
  width?: number;
  stroke?: string;
}) {
  const line = useLine(width);
  const strokeWidth = width === undefined ? undefined : line;
  if (tone === 'wash') return <path d={d} fill={TINT} stroke="none" />;
  if (tone === 'tint' || tone === 'shade') {
    return (
      <>
        <path d={d} fill={PAPER} stroke="none" />
        {tone === 'shade' ? <path d={d} fill={TINT} stroke="none" /> : null}
        <path d={d} fill={TINT} stroke={stroke} strokeWidth={strokeWidth} />
      </>
    );
  }
  return <path d={d} fill={FILL[tone]} stroke={stroke} strokeWidth={strokeWidth} />;
}

export function Circle({ cx, cy, r, tone = 'none' }: { cx: number; cy: number; r: number; tone?: Tone }) {
  const c = { cx: fmt(cx), cy: fmt(cy), r: fmt(r) };
  if (tone === 'wash') return <circle {...c} fill={TINT} stroke="none" />;
  if (tone === 'tint' || tone === 'shade') {
    return (
      <>
        <circle {...c} fill={PAPER} stroke="none" />
        {tone === 'shade' ? <circle {...c} fill={TINT} stroke="none" /> : null}
        <circle {...c} fill={TINT} />
      </>
    );
  }
  return <circle {...c} fill={FILL[tone]} />;
}

/**
 * A limb, a staff or a stem (or, `flat`, a stream of water): an outlined band of the given width along a path, drawn as a
 * wide ink stroke under a narrower paper (and tint) stroke, which gives round joints for free.
 */
export function Tube({
  d,
  width,
  tone = 'tint',
  flat = false,
}: {
  d: string;
  width: number;
  tone?: Tone;
  flat?: boolean;
}) {
  const line = Number(useLine());
  const inner = fmt(width);
  const cap = flat ? 'butt' : undefined;
  return (
    <>
      <path d={d} strokeWidth={fmt(width + 2 * line)} strokeLinecap={cap} />
      <path d={d} stroke={PAPER} strokeWidth={inner} strokeLinecap={cap} />
      {tone === 'tint' || tone === 'gold' ? (
        <path d={d} stroke={FILL[tone]} strokeWidth={inner} strokeLinecap={cap} />
      ) : null}
    </>
  );
}
