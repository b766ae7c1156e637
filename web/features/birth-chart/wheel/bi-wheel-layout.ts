/**
 * Geometry of the synastry bi-wheel, pure like the natal wheel's (wheel-layout.ts), whose rings,
 * stacks and spreading it reuses: the sign ring as on the natal wheel, then person B's ring of
 * bodies hanging from it, a divider circle, person A's ring hanging from the divider, A's house
 * band and the aspect circle the cross-aspect lines cross.
 *
 * Two rings of stacks need about twice the depth of one, so the bi-wheel is less wordy than the
 * natal wheel: a ring's stacks carry the degree only ("26°", as on a compact natal wheel), and
 * when even that leaves the aspect circle too small (a narrower wheel, larger type), B's ring and
 * then A's drop their degree labels and keep the glyphs; the hover titles and the description
 * still give every position.
 */
import {
  AXIS_LABEL_BOX,
  type BodyLayout,
  type BodyPlacementInput,
  type Box,
  TEXT_BOX,
  type WheelMetrics,
  axisLabelRadius,
  layoutBodies,
  nearestDistance,
  pointAt,
  stackRadii,
  stackSizes,
  wheelMetrics,
} from './wheel-layout';

const DEG = Math.PI / 180;

/** Which rings carry degree labels under their glyphs: both, A's only, or neither (see biWheelMetrics). */
export type BiWheelDetail = 'both' | 'inner' | 'none';
/** The details with labels, richest first; glyphs alone always fit. */
const RICHER: readonly BiWheelDetail[] = ['both', 'inner'];

/** The smallest aspect circle (user units) worth keeping labels for: room for the cross-aspect lines to read apart. */
export const MIN_BI_ASPECT_RADIUS = 60;

/** Length of a body's true-longitude tick, from the ring it hangs on (as on the natal wheel). */
const TICK = 10;
/** Room between a glyph box and its tick ring (the natal wheel's compact leader gap). */
const LEADER_GAP = 8;

export interface BiWheelMetrics {
  /** The natal wheel's signs, degree ticks and axes, with the bi-wheel's house band and aspect circle. */
  rings: WheelMetrics;
  /** Person B's ring: its stacks hang from the sign ring's ticks; its aspect points lie on the aspect circle. */
  outer: WheelMetrics;
  /**
   * Person A's ring and houses: `signInner` is the divider (A's ticks hang from it and A's cusps
   * end there), then the house band and the aspect circle of `rings`.
   */
  inner: WheelMetrics;
  /** The circle between B's ring and A's. */
  divider: number;
  detail: BiWheelDetail;
  /** B's Ascendant and Midheaven are drawn as "AC" and "MC" in a glyph's place, at this size. */
  outerAngleSize: number;
  /** The names in the top corners. */
  keySize: number;
  /** No part of the wheel reaches past this radius, so the corners are free for the names. */
  clearRadius: number;
}

function box(centre: { x: number; y: number }, width: number, height: number): Box {
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** How near the centre a ring's stacks can reach, whatever their angle (the natal wheel's sweep, both boxes). */
function deepestReach(m: WheelMetrics): number {
  const sizes = stackSizes(m, true);
  let deepest = Number.POSITIVE_INFINITY;
  for (let angle = 0; angle <= 90; angle += 0.5) {
    const radii = stackRadii(angle, m, sizes);
    const along = (radius: number) => ({ x: radius * Math.cos(angle * DEG), y: -radius * Math.sin(angle * DEG) });
    const glyph = box(along(radii.glyph), sizes.glyph.width, sizes.glyph.height);
    const label = box(along(radii.label), sizes.label.width, sizes.label.height);
    deepest = Math.min(deepest, nearestDistance(glyph), nearestDistance(label));
  }
  return deepest;
}

/** The farthest any axis label of the natal wheel reaches from the centre. */
function axisReach(m: WheelMetrics): number {
  let far = m.outer;
  const width = AXIS_LABEL_BOX.width * m.axisLabelSize;
  const height = AXIS_LABEL_BOX.height * m.axisLabelSize;
  for (let lon = 0; lon < 360; lon += 1) {
    const c = pointAt(lon, axisLabelRadius(lon, 0, m), 0);
    far = Math.max(far, Math.hypot(Math.abs(c.x) + width / 2, Math.abs(c.y) + height / 2));
  }
  return far;
}

function metricsFor(base: WheelMetrics, detail: BiWheelDetail, hasHouses: boolean): BiWheelMetrics {
  const outerAngleSize = Math.max(base.labelSize, 0.68 * base.glyphSize);
  // B's "AC" and "MC" take a glyph's box: B's glyphs grow a little where two capitals would not fit one.
  const outerGlyph = Math.max(base.glyphSize, (AXIS_LABEL_BOX.width * outerAngleSize) / TEXT_BOX.glyph.width);
  const ring = (labels: boolean, glyphSize: number, tickInner: number): WheelMetrics => ({
    ...base,
    compact: true,
    leaderGap: LEADER_GAP,
    glyphSize,
    labelSize: labels ? base.labelSize : 0,
    tickInner,
  });
  const outerRing = ring(detail === 'both', outerGlyph, base.tickInner);
  const divider = deepestReach(outerRing) - base.padding - 2;
  const innerRing = ring(detail !== 'none', base.glyphSize, divider - TICK);
  const houseOuter = deepestReach(innerRing) - base.padding - 2;
  const houseBand = hasHouses ? Math.max(20, 1.7 * base.houseNumberSize) : 0;
  const shared = {
    houseOuter,
    houseNumberRadius: houseOuter - houseBand / 2,
    aspectRadius: houseOuter - houseBand,
  };
  return {
    rings: { ...base, ...shared },
    outer: { ...outerRing, ...shared, houseOuter: divider },
    inner: { ...innerRing, ...shared, signInner: divider },
    divider,
    detail,
    outerAngleSize,
    keySize: Math.max(14, base.labelSize),
    clearRadius: axisReach(base) + 2,
  };
}

/**
 * The bi-wheel's rings for a text scale (textScaleForWidth, as on the natal wheel): the richest
 * detail whose aspect circle keeps MIN_BI_ASPECT_RADIUS, else glyphs only on both rings.
 */
export function biWheelMetrics(textScale = 1, { hasHouses = true }: { hasHouses?: boolean } = {}): BiWheelMetrics {
  const base = wheelMetrics(textScale);
  for (const detail of RICHER) {
    const metrics = metricsFor(base, detail, hasHouses);
    if (metrics.rings.aspectRadius >= MIN_BI_ASPECT_RADIUS) return metrics;
  }
  return metricsFor(base, 'none', hasHouses);
}

export interface BiWheelLayoutInput {
  /** Person A's bodies, as the natal wheel draws them. */
  inner: readonly BodyPlacementInput[];
  /** Person B's ten planets, and their Ascendant and Midheaven with a birth time. */
  outer: readonly BodyPlacementInput[];
  /** A's house cusps: they cross A's ring only (they end at the divider). */
  cusps: readonly number[];
  /** A's four angles: their lines cross both rings. */
  axes: readonly number[];
}

/** Both rings laid out with the natal wheel's spreading; each keeps off the lines that cross it. */
export function layoutBiWheel(
  input: BiWheelLayoutInput,
  m: BiWheelMetrics,
  rotation: number,
): { inner: BodyLayout[]; outer: BodyLayout[] } {
  return {
    inner: layoutBodies(input.inner, m.inner, rotation, { obstacles: [...input.cusps, ...input.axes] }),
    outer: layoutBodies(input.outer, m.outer, rotation, { obstacles: input.axes }),
  };
}

/** Space from the viewBox's edge to a name in its corner. */
export const KEY_MARGIN = 6;

/** The swatch before a name and the gap after it. */
export function keySwatchWidth(keySize: number): number {
  return keySize * 1.1;
}

/** How wide a name's text may be in a top corner of the viewBox, before it would meet the wheel. */
export function keyRoom(m: Pick<BiWheelMetrics, 'keySize' | 'clearRadius' | 'rings'>): number {
  const half = m.rings.size / 2;
  const bottom = half - KEY_MARGIN - m.keySize;
  const reach = Math.sqrt(Math.max(0, m.clearRadius ** 2 - bottom ** 2));
  return Math.max(0, half - KEY_MARGIN - keySwatchWidth(m.keySize) - reach);
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const MARK = /\p{M}/u;
const INDIC = /[\u0900-\u0dff]/u;

/**
 * A text's estimated width in em, generous like TEXT_BOX: Chinese characters a full em,
 * Devanagari letters three quarters, combining marks nothing, anything else 0.62.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += MARK.test(char) ? 0 : WIDE.test(char) ? 1 : INDIC.test(char) ? 0.75 : 0.62;
  return width;
}

/**
 * The texts of the two corners: each `frame(name)` ("Outer ring: Marko") where both fit `room`
 * units at `size`, else the names alone on both sides (the swatches and the colours still tell
 * the rings apart), each cut to whole characters with "…" when even that would run into the wheel.
 */
export function keyTexts(
  keys: readonly { name: string; frame: (name: string) => string }[],
  room: number,
  size: number,
): string[] {
  const fits = (text: string) => textWidthEm(text) * size <= room;
  if (keys.every((k) => fits(k.frame(k.name)))) return keys.map((k) => k.frame(k.name));
  return keys.map(({ name }) => {
    if (fits(name)) return name;
    const chars = graphemes(name);
    for (let n = chars.length - 1; n > 0; n--) {
      const cut = `${chars.slice(0, n).join('').trimEnd()}…`;
      if (fits(cut)) return cut;
    }
    return `${chars[0] ?? ''}…`;
  });
}

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}
