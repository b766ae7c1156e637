/**
 * Geometry of the chart wheel, pure and DOM-free so it can be tested exactly: where a longitude
 * sits on screen, the radii of the rings for a text scale, and the spreading of crowded bodies
 * along their ring so that no two stacks (a glyph over its one-line position label, "26°07′",
 * with the retrograde mark) overlap. The label is one line so that it reads the same on every
 * side of the wheel: stacked degree and minute rows would read mirrored on the right half.
 *
 * Text stays upright, so a stack's boxes are axis-aligned: along each ray they are spaced by
 * exactly what their sizes need at that angle (a wide label needs more room at 9 o'clock than at
 * 12), and each stack claims the wedge its boxes subtend from the centre. Neighbouring stacks
 * whose wedges do not meet cannot overlap, which is what the spreading guarantees.
 *
 * Screen convention: the wheel's centre is (0, 0) of the SVG user space, y grows downwards.
 * The zodiac runs counter-clockwise as astrologers draw it, with the `rotation` longitude
 * (the Ascendant, or 0° Aries without a birth time) at 9 o'clock.
 */

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box in SVG user units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DEG = Math.PI / 180;

/** Normalises an angle in degrees to [0, 360). */
export function norm360(deg: number): number {
  const x = deg % 360;
  return x < 0 ? (x + 360) % 360 : x;
}

/**
 * The point at `radius` for an ecliptic longitude, with `rotation` (a longitude) on the left.
 * Screen angle 180° + (λ − rotation), measured counter-clockwise from 3 o'clock.
 */
export function pointAt(longitude: number, radius: number, rotation: number): Point {
  const theta = (180 + longitude - rotation) * DEG;
  // 0 + x turns -0 into 0, so points print cleanly in the SVG and compare equal in tests.
  return { x: 0 + radius * Math.cos(theta), y: 0 - radius * Math.sin(theta) };
}

/** The SVG path of the annulus sector between two longitudes (counter-clockwise from `from` to `to`). */
export function sectorPath(from: number, to: number, inner: number, outer: number, rotation: number): string {
  const span = norm360(to - from) || 360;
  const large = span > 180 ? 1 : 0;
  const a = pointAt(from, outer, rotation);
  const b = pointAt(to, outer, rotation);
  const c = pointAt(to, inner, rotation);
  const d = pointAt(from, inner, rotation);
  // Longitude grows counter-clockwise on screen: sweep-flag 0 on the outer arc, 1 coming back.
  return [
    `M${fmt(a.x)} ${fmt(a.y)}`,
    `A${fmt(outer)} ${fmt(outer)} 0 ${large} 0 ${fmt(b.x)} ${fmt(b.y)}`,
    `L${fmt(c.x)} ${fmt(c.y)}`,
    `A${fmt(inner)} ${fmt(inner)} 0 ${large} 1 ${fmt(d.x)} ${fmt(d.y)}`,
    'Z',
  ].join('');
}

/** Two decimals are far below a pixel and keep the markup small. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

interface Block {
  /** Σ w·q and Σ w over the pooled items. */
  sum: number;
  weight: number;
  count: number;
}

/**
 * Weighted least-squares positions p for sorted targets with p[i+1] − p[i] ≥ gaps[i]: with the
 * offsets c[i] = gaps[0] + … + gaps[i−1], q = p − c must not decrease, an isotonic regression
 * solved exactly by pooling adjacent violators (each pool sits at its weighted mean).
 */
function isotonicSpread(targets: readonly number[], offsets: readonly number[], weights: readonly number[]): number[] {
  const blocks: Block[] = [];
  targets.forEach((t, i) => {
    const w = weights[i] as number;
    blocks.push({ sum: w * (t - (offsets[i] as number)), weight: w, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as Block;
      const prev = blocks[blocks.length - 2] as Block;
      if (prev.sum / prev.weight <= last.sum / last.weight) break;
      prev.sum += last.sum;
      prev.weight += last.weight;
      prev.count += last.count;
      blocks.pop();
    }
  });
  const out: number[] = [];
  for (const block of blocks) {
    const mean = block.sum / block.weight;
    for (let k = 0; k < block.count; k++) out.push(mean + (offsets[out.length] as number));
  }
  return out;
}

/**
 * The spread of a sorted, unwrapped run: gaps[i] is the least distance from run[i] to run[i+1],
 * gaps[n−1] the one from the last back round to the first. When the free solution would cross
 * that last gap, both ends are pulled inwards by a multiplier λ (the KKT condition of the one
 * wrap constraint: each end's target moves by λ over its weight), found by bisection.
 */
function solveRun(targets: readonly number[], gaps: readonly number[], weights: readonly number[]): number[] {
  const n = targets.length;
  const offsets = [0];
  for (let i = 1; i < n; i++) offsets.push((offsets[i - 1] as number) + (gaps[i - 1] as number));
  let positions = isotonicSpread(targets, offsets, weights);
  const limit = 360 - (gaps[n - 1] as number);
  const span = (p: readonly number[]) => (p[n - 1] as number) - (p[0] as number);
  if (n > 1 && span(positions) > limit + 1e-9) {
    let lo = 0;
    let hi = 720 * Math.max(...weights);
    for (let iter = 0; iter < 100; iter++) {
      const mid = (lo + hi) / 2;
      const pulled = targets.slice();
      pulled[0] = (pulled[0] as number) + mid / (weights[0] as number);
      pulled[n - 1] = (pulled[n - 1] as number) - mid / (weights[n - 1] as number);
      const trial = isotonicSpread(pulled, offsets, weights);
      if (span(trial) > limit) lo = mid;
      else {
        hi = mid;
        positions = trial;
      }
    }
  }
  return positions;
}

/** Sorted by longitude (ties by input position) and cut open in the largest gap. */
function unwrapRun(longitudes: readonly number[]): { index: number; target: number }[] {
  const n = longitudes.length;
  const order = longitudes
    .map((lon, index) => ({ lon: norm360(lon), index }))
    .sort((a, b) => a.lon - b.lon || a.index - b.index);
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const here = (order[i] as { lon: number }).lon;
    const prev = (order[(i - 1 + n) % n] as { lon: number }).lon;
    const gap = i === 0 ? here + 360 - prev : here - prev;
    if (gap > widest) {
      widest = gap;
      cut = i;
    }
  }
  const run = [...order.slice(cut), ...order.slice(0, cut)];
  const base = (run[0] as { lon: number }).lon;
  return run.map((item) => ({ index: item.index, target: base + norm360(item.lon - base) }));
}

/** Gaps that cannot all fit round the circle shrink in proportion (the stacks will then touch). */
function fitGaps(gaps: number[]): number[] {
  const total = gaps.reduce((a, b) => a + b, 0);
  return total > 360 ? gaps.map((g) => (g * 360) / total) : gaps;
}

/**
 * Places values on a circle as close as possible (least squares) to their true longitudes, with
 * at least `minSeparation` degrees between neighbours and their circular order kept (ties keep
 * the input order). If they cannot fit (n · minSeparation > 360) the separation becomes 360 / n.
 * Returns display longitudes in [0, 360), in the order of the input.
 */
export function spreadLongitudes(longitudes: readonly number[], minSeparation: number): number[] {
  const n = longitudes.length;
  if (n === 0) return [];
  const run = unwrapRun(longitudes);
  const gaps = fitGaps(run.map(() => Math.max(0, minSeparation)));
  const positions = solveRun(
    run.map((r) => r.target),
    gaps,
    run.map(() => 1),
  );
  const out = new Array<number>(n);
  run.forEach((item, i) => {
    out[item.index] = norm360(positions[i] as number);
  });
  return out;
}

/** Sizes and radii of the wheel, in SVG user units, for one text scale. */
export interface WheelMetrics {
  /** Edge of the square viewBox, centred on (0, 0). */
  size: number;
  textScale: number;
  /** Outer edge of the sign ring. */
  outer: number;
  /** Inner edge of the sign ring (the degree ticks hang from it). */
  signInner: number;
  signGlyphRadius: number;
  signGlyphSize: number;
  /** Where the bodies' true-longitude ticks end and their leader lines begin. */
  tickInner: number;
  /** Room between the tick ring and the outermost point of a glyph box. */
  leaderGap: number;
  glyphSize: number;
  labelSize: number;
  /** Outer edge of the house-number band, inside every body stack. */
  houseOuter: number;
  houseNumberRadius: number;
  houseNumberSize: number;
  /** The aspect circle, also the inner edge of the house band. */
  aspectRadius: number;
  /** The AC/MC axes run out to here; their labels sit just beyond (see axisLabelRadius). */
  axisLineEnd: number;
  axisLabelSize: number;
  /** Least gap between any two text boxes. */
  padding: number;
  /**
   * Narrow wheels (a phone) label each body with its degree only ("26°"), so the type can be
   * large enough to read; the positions table beside the wheel gives the minutes.
   */
  compact: boolean;
}

/** The viewBox edge: the text scale changes the type and the ring radii, never the box. */
export const WHEEL_VIEW_SIZE = 672;
const OUTER = 300;

/**
 * Estimated text box sizes relative to the font size, for system fonts: digits ≈ 0.6 em, ° and
 * ′ ≈ 0.35 em, ℞ ≈ 0.8 em; astrological glyphs fit in about one em. Generous on purpose.
 */
export const TEXT_BOX = {
  glyph: { width: 1.05, height: 1.05 },
  /** "29°59′" (3.3 em in DejaVu Sans, the widest of the usual system fonts) */
  label: { width: 3.4, height: 1 },
  /** "29°59′℞" */
  labelRetro: { width: 4.25, height: 1 },
  /** "29°", the compact label */
  shortLabel: { width: 1.85, height: 1 },
  /** "29°℞" */
  shortLabelRetro: { width: 2.7, height: 1 },
} as const;

interface Size {
  width: number;
  height: number;
}

/** Distance between the centres of two upright boxes on one ray (screen angle φ) so that they keep `pad` apart. */
function alongRay(a: Size, b: Size, pad: number, cos: number, sin: number): number {
  const w = (a.width + b.width) / 2 + pad;
  const h = (a.height + b.height) / 2 + pad;
  return Math.min(cos > 1e-12 ? w / cos : Number.POSITIVE_INFINITY, sin > 1e-12 ? h / sin : Number.POSITIVE_INFINITY);
}

const POINT: Size = { width: 0, height: 0 };

export interface StackSizes {
  glyph: Size;
  label: Size;
}

export function stackSizes(
  m: Pick<WheelMetrics, 'glyphSize' | 'labelSize' | 'compact'>,
  retrograde: boolean,
): StackSizes {
  const scale = (box: Size, size: number): Size => ({ width: box.width * size, height: box.height * size });
  const label = m.compact
    ? retrograde
      ? TEXT_BOX.shortLabelRetro
      : TEXT_BOX.shortLabel
    : retrograde
      ? TEXT_BOX.labelRetro
      : TEXT_BOX.label;
  return { glyph: scale(TEXT_BOX.glyph, m.glyphSize), label: scale(label, m.labelSize) };
}

export interface StackRadii {
  glyph: number;
  label: number;
  /** Where the glyph box meets its ray on the outside: the leader line starts there. */
  glyphEdge: number;
}

/** Radii of a stack's rows drawn at screen angle `angle` (degrees, counter-clockwise from 3 o'clock). */
export function stackRadii(
  angle: number,
  m: Pick<WheelMetrics, 'tickInner' | 'leaderGap' | 'padding'>,
  sizes: StackSizes,
): StackRadii {
  const cos = Math.abs(Math.cos(angle * DEG));
  const sin = Math.abs(Math.sin(angle * DEG));
  const glyphHalf = alongRay(sizes.glyph, POINT, 0, cos, sin);
  const glyph = m.tickInner - m.leaderGap - glyphHalf;
  const label = glyph - alongRay(sizes.glyph, sizes.label, m.padding, cos, sin);
  return { glyph, label, glyphEdge: glyph + glyphHalf };
}

function centredBox(centre: Point, size: Size): Box {
  return { x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height };
}

/** Distance from the wheel's centre to the nearest point of a box (0 if it covers the centre). */
export function nearestDistance(box: Box): number {
  const dx = Math.max(box.x, 0, -(box.x + box.width));
  const dy = Math.max(box.y, 0, -(box.y + box.height));
  return Math.hypot(dx, dy);
}

/**
 * The rings for a text scale. The house band starts inside the deepest point any stack can
 * reach, whatever its angle, so body labels never cover house numbers. Every text is at least
 * the label size (12 units at scale 1), so a scale that makes labels legible makes all text
 * legible; from COMPACT_TEXT_SCALE up, the labels drop their minutes to leave room for the type.
 */
export function wheelMetrics(textScale = 1): WheelMetrics {
  const k = Math.max(0.5, textScale);
  const compact = k >= COMPACT_TEXT_SCALE;
  const padding = 2 * k;
  const labelSize = LABEL_UNITS * k;
  const axisLabelSize = Math.max(15, labelSize);
  // The axis labels sit outside the sign ring: large ones draw the wheel in a little.
  const outer = Math.min(OUTER, WHEEL_VIEW_SIZE / 2 - 6 - AXIS_LABEL_BOX.width * axisLabelSize);
  const signGlyphSize = Math.max(18, labelSize);
  const signInner = outer - Math.max(36, 1.6 * signGlyphSize);
  const tickInner = signInner - 10;
  const leaderGap = compact ? 8 : 14;
  const glyphSize = Math.max(GLYPH_UNITS, 16 * k);
  const base = { tickInner, leaderGap, padding, glyphSize, labelSize, compact };
  const sizes = stackSizes(base, true);
  let deepest = Number.POSITIVE_INFINITY;
  for (let angle = 0; angle <= 90; angle += 0.5) {
    const radii = stackRadii(angle, base, sizes);
    const centre = { x: radii.label * Math.cos(angle * DEG), y: -radii.label * Math.sin(angle * DEG) };
    deepest = Math.min(deepest, nearestDistance(centredBox(centre, sizes.label)));
  }
  const houseOuter = deepest - padding - 2;
  const houseNumberSize = labelSize;
  const houseBand = Math.max(20, 1.7 * houseNumberSize);
  return {
    size: WHEEL_VIEW_SIZE,
    textScale: k,
    outer,
    signInner,
    signGlyphRadius: (outer + signInner) / 2,
    signGlyphSize,
    tickInner,
    leaderGap,
    glyphSize,
    labelSize,
    houseOuter,
    houseNumberRadius: houseOuter - houseBand / 2,
    houseNumberSize,
    aspectRadius: houseOuter - houseBand,
    axisLineEnd: outer + 4,
    axisLabelSize,
    padding,
    compact,
  };
}

/** "AC", "MC", …: two capitals, about 1.5 em by 1 em. */
export const AXIS_LABEL_BOX = { width: 1.5, height: 1 } as const;

/** Where an axis label is centred so that its box clears the end of its axis line at that angle. */
export function axisLabelRadius(
  longitude: number,
  rotation: number,
  m: Pick<WheelMetrics, 'axisLineEnd' | 'axisLabelSize'>,
): number {
  const angle = screenAngle(longitude, rotation) * DEG;
  const box = { width: AXIS_LABEL_BOX.width * m.axisLabelSize, height: AXIS_LABEL_BOX.height * m.axisLabelSize };
  return m.axisLineEnd + 1 + alongRay(box, POINT, 0, Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle)));
}

/** The design size of glyphs and labels at text scale 1, in user units (see wheelMetrics). */
const GLYPH_UNITS = 22;
const LABEL_UNITS = 12;
/** The smallest text the wheel draws, in CSS pixels once the SVG is scaled to the screen. */
export const MIN_TEXT_PX = 11;
/** From this scale (a wheel narrower than about 490 px) the labels show degrees only. */
export const COMPACT_TEXT_SCALE = 1.25;
/** Past this (a wheel narrower than about 275 px) the rings would crush the aspect circle. */
export const MAX_TEXT_SCALE = 2.2;

/**
 * The text scale that keeps every text of the wheel at least MIN_TEXT_PX when drawn
 * `renderedWidth` CSS pixels wide, never below the design size (scale 1). Quantised up to 0.05
 * so a resize does not re-layout on every pixel.
 */
export function textScaleForWidth(renderedWidth: number): number {
  if (!(renderedWidth > 0)) return 1;
  const pxPerUnit = renderedWidth / WHEEL_VIEW_SIZE;
  const needed = Math.max(MIN_TEXT_PX / (LABEL_UNITS * pxPerUnit), 1);
  return Math.min(MAX_TEXT_SCALE, Math.ceil(needed * 20 - 1e-9) / 20);
}

export interface BodyPlacementInput {
  id: string;
  longitude: number;
  retrograde?: boolean;
}

export interface BodyLayout {
  id: string;
  /** The true ecliptic longitude, [0, 360). */
  longitude: number;
  /** Where the stack is drawn, [0, 360). */
  displayLongitude: number;
  glyph: Point;
  /** The position label ("26°07′", or "26°" when compact), followed by ℞ for a retrograde body. */
  label: Point;
  boxes: { glyph: Box; label: Box };
  /** From the glyph box's outer edge (x1, y1) to the true-longitude tick (x2, y2). */
  leader: { x1: number; y1: number; x2: number; y2: number };
  /** Where the body's aspect lines meet the aspect circle: its true longitude. */
  aspectPoint: Point;
}

/** The screen angle (degrees, counter-clockwise from 3 o'clock) of a longitude. */
export function screenAngle(longitude: number, rotation: number): number {
  return norm360(180 + longitude - rotation);
}

/** One stack drawn at a display longitude. */
function placeStack(
  body: BodyPlacementInput,
  displayLongitude: number,
  rotation: number,
  m: WheelMetrics,
): Omit<BodyLayout, 'id' | 'longitude' | 'leader' | 'aspectPoint'> & { edge: Point } {
  const sizes = stackSizes(m, body.retrograde ?? false);
  const radii = stackRadii(screenAngle(displayLongitude, rotation), m, sizes);
  const glyph = pointAt(displayLongitude, radii.glyph, rotation);
  const label = pointAt(displayLongitude, radii.label, rotation);
  return {
    displayLongitude,
    glyph,
    label,
    boxes: { glyph: centredBox(glyph, sizes.glyph), label: centredBox(label, sizes.label) },
    edge: pointAt(displayLongitude, radii.glyphEdge, rotation),
  };
}

/** Longitude (degrees) of a screen point, for the given rotation. */
function longitudeOf(p: Point, rotation: number): number {
  return norm360(Math.atan2(-p.y, p.x) / DEG - 180 + rotation);
}

/**
 * The wedge of longitudes a stack covers, relative to its display longitude: how far its boxes
 * reach below (`before`) and above (`after`) it. A box's wedge runs between its extreme corners.
 */
export function stackFootprint(
  boxes: readonly Box[],
  displayLongitude: number,
  rotation: number,
): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const box of boxes) {
    const corners = [
      { x: box.x, y: box.y },
      { x: box.x + box.width, y: box.y },
      { x: box.x, y: box.y + box.height },
      { x: box.x + box.width, y: box.y + box.height },
    ];
    for (const corner of corners) {
      const rel = norm360(longitudeOf(corner, rotation) - displayLongitude);
      const signed = rel > 180 ? rel - 360 : rel;
      if (signed < 0) before = Math.max(before, -signed);
      else after = Math.max(after, signed);
    }
  }
  return { before, after };
}

export interface LayoutOptions {
  /**
   * Longitudes of lines crossing the body band (house cusps, the AC/MC axes): stacks keep off
   * them when they can, so no glyph sits on a line and none looks as if it were in the next
   * house. They are heavy items in the spread, not hard walls: a crowd that cannot fit between
   * two lines still spreads across one (its leaders show the true places).
   */
  obstacles?: readonly number[];
}

/** How much more an obstacle resists moving than a body (it practically stays put). */
const OBSTACLE_WEIGHT = 1000;
/** Half the width of a line treated as an obstacle, in user units. */
const OBSTACLE_HALF_WIDTH = 1.5;

/**
 * Lays the bodies out: display longitudes spread apart until no two stacks' wedges meet (with a
 * padding angle), then every anchor point. The wedges depend on where a stack ends up, so the
 * spread is solved again with the wider gaps until it holds (gaps only grow, so it settles).
 */
export function layoutBodies(
  bodies: readonly BodyPlacementInput[],
  m: WheelMetrics,
  rotation: number,
  options: LayoutOptions = {},
): BodyLayout[] {
  if (bodies.length === 0) return [];
  // Obstacles first, so a body exactly on a cusp sorts after it: inside the house it belongs to.
  const obstacles: number[] = [];
  for (const lon of options.obstacles ?? []) {
    const at = norm360(lon);
    if (!obstacles.some((o) => Math.abs(norm360(o - at + 180) - 180) < 0.01)) obstacles.push(at);
  }
  const longitudes = [...obstacles, ...bodies.map((b) => b.longitude)];
  const bodyAt = (index: number) =>
    index < obstacles.length ? null : (bodies[index - obstacles.length] as BodyPlacementInput);
  const n = longitudes.length;
  const run = unwrapRun(longitudes);
  const targets = run.map((r) => r.target);
  const weights = run.map((r) => (bodyAt(r.index) ? 1 : OBSTACLE_WEIGHT));
  const lineAngle = Math.asin(Math.min(1, OBSTACLE_HALF_WIDTH / Math.max(m.houseOuter, 1))) / DEG;
  const footprintAt = (runIndex: number, displayLongitude: number) => {
    const body = bodyAt((run[runIndex] as { index: number }).index);
    if (!body) return { before: lineAngle, after: lineAngle };
    const stack = placeStack(body, norm360(displayLongitude), rotation, m);
    return stackFootprint([stack.boxes.glyph, stack.boxes.label], stack.displayLongitude, rotation);
  };
  // A padding angle measured where it is tightest: at the innermost row.
  const padAngle = m.padding / Math.max(m.houseOuter, 1) / DEG;
  let gaps = new Array<number>(n).fill(0);
  let positions = targets.slice();
  for (let iter = 0; iter < 40 && n > 1; iter++) {
    const feet = positions.map((p, i) => footprintAt(i, p));
    let grew = false;
    const next = gaps.map((gap, i) => {
      const need = (feet[i] as { after: number }).after + (feet[(i + 1) % n] as { before: number }).before + padAngle;
      if (need > gap + 1e-9) {
        grew = true;
        return need;
      }
      return gap;
    });
    if (!grew) break;
    gaps = fitGaps(next);
    positions = solveRun(targets, gaps, weights);
  }

  const out = new Array<BodyLayout>(bodies.length);
  run.forEach((item, i) => {
    const body = bodyAt(item.index);
    if (!body) return;
    const longitude = norm360(body.longitude);
    const { edge, ...stack } = placeStack(body, norm360(positions[i] as number), rotation, m);
    const tick = pointAt(longitude, m.tickInner, rotation);
    out[item.index - obstacles.length] = {
      id: body.id,
      longitude,
      ...stack,
      leader: { x1: edge.x, y1: edge.y, x2: tick.x, y2: tick.y },
      aspectPoint: pointAt(longitude, m.aspectRadius, rotation),
    };
  });
  return out;
}

export interface LabelledBox {
  id: string;
  part: 'glyph' | 'label';
  box: Box;
}

/** Every text box of the laid-out stacks (glyphs and position labels), e.g. to check for overlaps. */
export function bodyBoxes(layout: readonly BodyLayout[]): LabelledBox[] {
  return layout.flatMap((l) => (['glyph', 'label'] as const).map((part) => ({ id: l.id, part, box: l.boxes[part] })));
}

/** Whether two boxes share any interior area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
