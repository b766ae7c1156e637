/**
 * Plane geometry for the tarot drawings: points, path strings and the few computed outlines
 * (stars, a pentagram, a rounded hull) that are easier to derive than to write by hand.
 */

export type Point = readonly [number, number];

/** One decimal is below what a card shows at any size and keeps the markup short. */
export function fmt(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const times = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
const length = (a: Point) => Math.hypot(a[0], a[1]);

export function lerp(a: Point, b: Point, t: number): Point {
  return add(a, times(sub(b, a), t));
}

/** The unit vector from a toward b. */
export function direction(a: Point, b: Point): Point {
  const d = sub(b, a);
  return times(d, 1 / (length(d) || 1));
}

/** The unit vector a quarter turn clockwise (on screen) from a to b. */
export function normal(a: Point, b: Point): Point {
  const d = sub(b, a);
  const n = length(d) || 1;
  return [-d[1] / n, d[0] / n];
}

export function offset(p: Point, direction: Point, distance: number): Point {
  return add(p, times(direction, distance));
}

/** A point on a circle, angle in degrees clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}

/** An open polyline through the points. */
export function polyline(points: readonly Point[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('');
}

export function polygon(points: readonly Point[]): string {
  return `${polyline(points)}Z`;
}

/** The point a fraction t along a polyline, by length. */
export function along(points: readonly Point[], t: number): Point {
  const first = points[0] ?? [0, 0];
  const segments = points.slice(1).map((p, i) => [points[i] ?? first, p] as const);
  const total = segments.reduce((sum, [a, b]) => sum + length(sub(b, a)), 0);
  let left = total * t;
  for (const [a, b] of segments) {
    const l = length(sub(b, a));
    if (left <= l) return lerp(a, b, l ? left / l : 0);
    left -= l;
  }
  return points[points.length - 1] ?? first;
}

/** The convex hull, counter-clockwise (Andrew's monotone chain). */
export function hull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Point, out[out.length - 1] as Point, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** A closed outline through the points with each corner rounded off by up to r. */
export function rounded(points: readonly Point[], r: number): string {
  const n = points.length;
  const corner = (i: number) => {
    const p = points[(i + n - 1) % n] as Point;
    const v = points[i] as Point;
    const q = points[(i + 1) % n] as Point;
    const a = lerp(v, p, Math.min(0.5, r / (length(sub(p, v)) || 1)));
    const b = lerp(v, q, Math.min(0.5, r / (length(sub(q, v)) || 1)));
    return { a, v, b };
  };
  const corners = points.map((_, i) => corner(i));
  return `${corners
    .map(
      ({ a, v, b }, i) =>
        `${i ? 'L' : 'M'}${fmt(a[0])} ${fmt(a[1])}Q${fmt(v[0])} ${fmt(v[1])} ${fmt(b[0])} ${fmt(b[1])}`,
    )
    .join('')}Z`;
}

/** A star of n points: outer radius r, inner radius r * pinch, first point straight up. */
export function star(cx: number, cy: number, r: number, n = 5, pinch = 0.45): string {
  const points: Point[] = [];
  for (let i = 0; i < n * 2; i++) points.push(polar(cx, cy, i % 2 ? r * pinch : r, (180 / n) * i));
  return polygon(points);
}

/** The five-pointed star drawn as one line, each point joined to the next but one. */
export function pentagram(cx: number, cy: number, r: number): string {
  return polygon([0, 2, 4, 1, 3].map((i) => polar(cx, cy, r, i * 72)));
}

/** A circle as a path, so it can join other outlines in one `d`. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0`;
}

/** A wavy line from x0 to x1 at height y: n humps of the given height. */
export function wave(x0: number, x1: number, y: number, n: number, height = 2.5): string {
  const w = (x1 - x0) / n;
  let d = `M${fmt(x0)} ${fmt(y)}`;
  for (let i = 0; i < n; i++) d += `q${fmt(w / 2)} ${fmt(i % 2 ? height : -height)} ${fmt(w)} 0`;
  return d;
}
