import type { Suit } from '@core/tarot/deck';
import { Emblem } from './emblems';
import type { Point } from './geometry';

/**
 * Where a minor card's emblems go. The imagery brief arranges each card's emblems round its
 * scene; these give the evenly spaced rows and arcs most cards are built from.
 */

/** n points evenly along a line from (x0, y0) to (x1, y1). */
export function row(n: number, x0: number, x1: number, y0: number, y1 = y0): Point[] {
  if (n === 1) return [[(x0 + x1) / 2, (y0 + y1) / 2]];
  return Array.from({ length: n }, (_, i) => [x0 + ((x1 - x0) * i) / (n - 1), y0 + ((y1 - y0) * i) / (n - 1)] as const);
}

/** n points evenly along an arc of the circle (cx, cy, r), from `from` to `to` degrees (0 is up). */
export function arc(n: number, cx: number, cy: number, r: number, from: number, to: number): Point[] {
  return row(n, from, to, 0).map(([a]) => {
    const rad = (a * Math.PI) / 180;
    return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)] as const;
  });
}

/** A suit's emblems at the given points, all at one scale and angle. */
export function Pips({ suit, at, s = 1, turn = 0 }: { suit: Suit; at: readonly Point[]; s?: number; turn?: number }) {
  return (
    <>
      {at.map(([x, y]) => (
        <Emblem key={`${x} ${y}`} suit={suit} x={x} y={y} s={s} turn={turn} />
      ))}
    </>
  );
}
