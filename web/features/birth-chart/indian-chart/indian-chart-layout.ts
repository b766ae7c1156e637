/**
 * The geometry of the two Indian charts, in a 400 × 400 square: the North Indian chart's twelve
 * fixed houses (a square, its diagonals and the diamond joining the sides' midpoints), the South
 * Indian chart's twelve fixed signs round a 4 × 4 grid, and the rows that fit a house's labels
 * inside its shape, clear of its lines and of its sign number.
 */

export type Point = readonly [number, number];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Cell {
  /** Convex. */
  polygon: readonly Point[];
  /** Where the labels gather. */
  center: Point;
  /** Where the sign number sits (North Indian chart only). */
  number?: Point;
}

export const CHART_SIZE = 400;
/** Room round the square for its outer stroke. */
export const CHART_MARGIN = 6;
export const CHART_VIEW_BOX = `${-CHART_MARGIN} ${-CHART_MARGIN} ${CHART_SIZE + 2 * CHART_MARGIN} ${CHART_SIZE + 2 * CHART_MARGIN}`;
/** Graha labels at this size stay ≥ 11 CSS px while the chart is ≥ 285 px wide (13 px on a 390 px phone). */
export const LABEL_FONT = 16;
export const NUMBER_FONT = 13.5;

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;

/** A cell from its corners as flat x, y pairs. */
const cell = (corners: readonly number[], center: Point, number?: Point): Cell => ({
  polygon: Array.from({ length: corners.length / 2 }, (_, i): Point => [corners[2 * i] ?? 0, corners[2 * i + 1] ?? 0]),
  center,
  number,
});

/**
 * The North Indian houses 1–12 (index 0 is house 1): house 1 is the top central diamond, and the
 * houses run counter-clockwise. Each sign number sits by the house's inner corner, as printed.
 */
export const NORTH_HOUSES: readonly Cell[] = [
  cell([H, 0, 3 * Q, Q, H, H, Q, Q], [H, 92], [H, 178]),
  cell([0, 0, H, 0, Q, Q], [Q, 30], [Q, 78]),
  cell([0, 0, Q, Q, 0, H], [30, Q], [80, Q]),
  cell([0, H, Q, Q, H, H, Q, 3 * Q], [92, H], [178, H]),
  cell([0, H, Q, 3 * Q, 0, S], [30, 3 * Q], [80, 3 * Q]),
  cell([0, S, Q, 3 * Q, H, S], [Q, S - 30], [Q, 322]),
  cell([H, S, Q, 3 * Q, H, H, 3 * Q, 3 * Q], [H, 308], [H, 222]),
  cell([H, S, 3 * Q, 3 * Q, S, S], [3 * Q, S - 30], [3 * Q, 322]),
  cell([S, S, 3 * Q, 3 * Q, S, H], [S - 30, 3 * Q], [320, 3 * Q]),
  cell([S, H, 3 * Q, 3 * Q, H, H, 3 * Q, Q], [308, H], [222, H]),
  cell([S, H, 3 * Q, Q, S, 0], [S - 30, Q], [320, Q]),
  cell([S, 0, 3 * Q, Q, H, 0], [3 * Q, 30], [3 * Q, 78]),
];

/** The North Indian chart's lines inside its square: the two diagonals and the diamond. */
export const NORTH_LINES: readonly (readonly number[])[] = [
  [0, 0, S, S],
  [S, 0, 0, S],
  [H, 0, S, H],
  [S, H, H, S],
  [H, S, 0, H],
  [0, H, H, 0],
];

/** The South Indian grid cell (column, row) of each sign 1–12 (index 0 is Aries): Pisces top left, clockwise. */
export const SOUTH_CELLS: readonly Point[] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

/** How far the lagna's diagonal cuts into its square's top-left corner. */
export const LAGNA_CUT = 30;

/** The square of a sign in the South Indian chart; the lagna's loses the corner its diagonal cuts off. */
export function southCell(sign: number, lagna: boolean): Cell & { box: Box } {
  const [column, row] = SOUTH_CELLS[sign - 1] ?? [0, 0];
  const left = column * Q;
  const top = row * Q;
  const box = { left, top, right: left + Q, bottom: top + Q };
  const polygon: Point[] = lagna
    ? [
        [left + LAGNA_CUT, top],
        [box.right, top],
        [box.right, box.bottom],
        [left, box.bottom],
        [left, top + LAGNA_CUT],
      ]
    : [
        [left, top],
        [box.right, top],
        [box.right, box.bottom],
        [left, box.bottom],
      ];
  return { polygon, center: [left + Q / 2, top + Q / 2 + (lagna ? 4 : 0)], box };
}

/** The horizontal extent of a convex polygon at height y, or null outside it. */
export function spanAt(polygon: readonly Point[], y: number): [number, number] | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  polygon.forEach(([x1, y1], i) => {
    const [x2, y2] = polygon[(i + 1) % polygon.length] ?? polygon[0] ?? [0, 0];
    if (y < Math.min(y1, y2) || y > Math.max(y1, y2)) return;
    const xs = y1 === y2 ? [x1, x2] : [x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)];
    for (const x of xs) {
      low = Math.min(low, x);
      high = Math.max(high, x);
    }
  });
  return low <= high ? [low, high] : null;
}

/** The room for a line of text whose glyphs fill [top, bottom], `pad` inside the shape and beside any obstacle. */
export function bandRoom(
  polygon: readonly Point[],
  top: number,
  bottom: number,
  pad: number,
  obstacles: readonly Box[] = [],
): [number, number] | null {
  // A convex shape's narrowest extent over a band is at one of its edges.
  const a = spanAt(polygon, top);
  const b = spanAt(polygon, bottom);
  if (!a || !b) return null;
  let pieces: [number, number][] = [[Math.max(a[0], b[0]) + pad, Math.min(a[1], b[1]) - pad]];
  for (const o of obstacles) {
    if (o.bottom <= top || o.top >= bottom) continue;
    pieces = pieces.flatMap(([l, r]): [number, number][] =>
      [
        [l, Math.min(r, o.left - pad / 2)] as [number, number],
        [Math.max(l, o.right + pad / 2), r] as [number, number],
      ].filter(([x, y]) => y > x),
    );
  }
  const widest = pieces.sort((p, q) => q[1] - q[0] - (p[1] - p[0]))[0];
  return widest && widest[1] > widest[0] ? widest : null;
}

const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const NON_SPACING = /\p{Mn}/u;
const SPACING_MARK = /\p{Mc}/u;
const NARROW = /[iljtfrI.,:;'′°()\s]/;
const WIDE = /[MWmwШЖЮЩМД]/;

/**
 * A text's width in ems, estimated per character for the charts' semibold type (the layout has no
 * fonts to measure with), on the generous side so that neighbours never touch.
 */
export function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) {
    if (NON_SPACING.test(ch)) continue;
    if (SPACING_MARK.test(ch)) ems += 0.3;
    else if (CJK.test(ch)) ems += 1.02;
    else if (NARROW.test(ch)) ems += 0.36;
    else if (WIDE.test(ch)) ems += 0.92;
    else if (/[A-ZА-ЯЂЉЊЋЏ]/.test(ch)) ems += 0.74;
    else ems += 0.64;
  }
  return ems;
}

export interface FitOptions {
  font: number;
  /** Line height as a multiple of the font size. */
  leading?: number;
  /** Room between two labels on a line, units. */
  gap?: number;
  /** Room between a label and the shape's edge, units. */
  pad?: number;
  obstacles?: readonly Box[];
}

export interface Fitted {
  /** Centres of the labels, in the order given. */
  positions: Point[];
  /** The font size the labels fit at (the given one, or smaller for a crowded house). */
  font: number;
}

const SHRINK = [1, 0.9, 0.8, 0.7] as const;

/**
 * Rows of labels (their widths in ems) inside a cell: the fewest rows, as near its centre as they
 * fit, the type made smaller only when a crowded house leaves no other way.
 */
export function fitLabels(cell: Cell, ems: readonly number[], options: FitOptions): Fitted {
  if (ems.length === 0) return { positions: [], font: options.font };
  for (const factor of SHRINK) {
    const fitted = fitAt(cell, ems, { ...options, font: options.font * factor });
    if (fitted) return { positions: fitted, font: options.font * factor };
  }
  // Never expected with nine grahas: one row per label down the middle.
  const font = options.font * (SHRINK.at(-1) ?? 1);
  const step = font * (options.leading ?? 1.2);
  const [cx, cy] = cell.center;
  return { positions: ems.map((_, i) => [cx, cy + (i - (ems.length - 1) / 2) * step]), font };
}

function fitAt(cell: Cell, ems: readonly number[], options: FitOptions): Point[] | null {
  const { font, leading = 1.15, gap = 7, pad = 5, obstacles = [] } = options;
  const widths = ems.map((e) => e * font);
  const step = font * leading;
  const ys = cell.polygon.map(([, y]) => y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  for (let rows = 1; rows <= ems.length; rows++) {
    const height = (rows - 1) * step;
    // First rows' centres from the top of the shape to its bottom, nearest the cell's centre first.
    const firsts: number[] = [];
    for (let y = top + font / 2 + pad; y + height <= bottom - font / 2 - pad; y += 1) firsts.push(y);
    firsts.sort((a, b) => Math.abs(a + height / 2 - cell.center[1]) - Math.abs(b + height / 2 - cell.center[1]));
    for (const first of firsts) {
      const placed = fillRows(cell, widths, first, rows, step, font, gap, pad, obstacles);
      if (placed) return placed;
    }
  }
  return null;
}

function fillRows(
  cell: Cell,
  widths: readonly number[],
  first: number,
  rows: number,
  step: number,
  font: number,
  gap: number,
  pad: number,
  obstacles: readonly Box[],
): Point[] | null {
  const positions: Point[] = [];
  let next = 0;
  for (let row = 0; row < rows && next < widths.length; row++) {
    const y = first + row * step;
    const room = bandRoom(cell.polygon, y - font / 2, y + font / 2, pad, obstacles);
    if (!room) continue;
    const line: number[] = [];
    let used = 0;
    while (next < widths.length) {
      const width = widths[next] ?? 0;
      const extra = line.length === 0 ? width : width + gap;
      if (used + extra > room[1] - room[0]) break;
      used += extra;
      line.push(width);
      next++;
    }
    // The line gathers round the cell's centre, shifted only as far as its room asks.
    const start = Math.min(Math.max(cell.center[0] - used / 2, room[0]), room[1] - used);
    let x = start;
    for (const width of line) {
      positions.push([x + width / 2, y]);
      x += width + gap;
    }
  }
  return next === widths.length ? positions : null;
}
