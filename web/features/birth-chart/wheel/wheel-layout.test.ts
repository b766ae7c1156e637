import { describe, expect, it } from 'vitest';
import {
  AXIS_LABEL_BOX,
  type BodyLayout,
  type LabelledBox,
  axisLabelRadius,
  bodyBoxes,
  COMPACT_TEXT_SCALE,
  MAX_TEXT_SCALE,
  MIN_TEXT_PX,
  type WheelMetrics,
  boxesOverlap,
  layoutBodies,
  nearestDistance,
  norm360,
  pointAt,
  spreadLongitudes,
  stackFootprint,
  textScaleForWidth,
  wheelMetrics,
} from './wheel-layout';

/** Every other body retrograde, so the wider "26°07′℞" labels are exercised too. */
const bodies = (longitudes: readonly number[]) =>
  longitudes.map((longitude, i) => ({ id: `b${i}`, longitude, retrograde: i % 2 === 1 }));

/** Signed circular difference a − b in (−180, 180]. */
const diff = (a: number, b: number) => {
  const d = norm360(a - b);
  return d > 180 ? d - 360 : d;
};

function expectNoOverlap(layout: BodyLayout[], metrics: WheelMetrics) {
  const boxes = bodyBoxes(layout);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i] as LabelledBox;
    // Every stack stays between the tick ring and the house band.
    expect(nearestDistance(a.box)).toBeGreaterThan(metrics.houseOuter);
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j] as LabelledBox;
      expect(boxesOverlap(a.box, b.box), `${a.id}.${a.part} overlaps ${b.id}.${b.part}`).toBe(false);
    }
  }
}

/** The circular order of display longitudes matches that of the true ones. */
function expectOrderKept(input: readonly number[], display: readonly number[]) {
  const byTrue = input.map((lon, i) => ({ lon: norm360(lon), i })).sort((a, b) => a.lon - b.lon || a.i - b.i);
  const seq = byTrue.map((x) => display[x.i] as number);
  // Walking the true order, the display values advance counter-clockwise, once around at most.
  let total = 0;
  for (let k = 0; k < seq.length; k++) {
    const step = norm360((seq[(k + 1) % seq.length] as number) - (seq[k] as number));
    total += step;
  }
  expect(total).toBeCloseTo(seq.length > 1 ? 360 : 0, 6);
}

describe('pointAt', () => {
  it('puts the rotation longitude at 9 o’clock and runs the zodiac counter-clockwise', () => {
    const left = pointAt(163, 100, 163);
    expect(left.x).toBeCloseTo(-100);
    expect(left.y).toBeCloseTo(0);
    // 90° further along the zodiac is 6 o'clock (the IC side), then 3 o'clock, then 12 o'clock.
    expect(pointAt(253, 100, 163).y).toBeCloseTo(100);
    expect(pointAt(343, 100, 163).x).toBeCloseTo(100);
    expect(pointAt(73, 100, 163).y).toBeCloseTo(-100);
  });
});

describe('spreadLongitudes', () => {
  it('leaves bodies far apart where they are', () => {
    const input = [10, 100, 200, 300];
    expect(spreadLongitudes(input, 8)).toEqual(input);
  });

  it('separates a stellium symmetrically, keeping its order and centre', () => {
    const input = [100, 102, 103, 105, 109];
    const out = spreadLongitudes(input, 8);
    for (let i = 1; i < out.length; i++)
      expect((out[i] as number) - (out[i - 1] as number)).toBeGreaterThanOrEqual(8 - 1e-9);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(out)).toBeCloseTo(mean(input), 9);
  });

  it('spreads across 0° Aries without reordering', () => {
    const input = [358, 359.5, 0.5, 2, 355];
    const out = spreadLongitudes(input, 7);
    expectOrderKept(input, out);
    const sorted = [355, 358, 359.5, 0.5, 2].map((lon) => out[input.indexOf(lon)] as number);
    for (let i = 1; i < sorted.length; i++) {
      expect(diff(sorted[i] as number, sorted[i - 1] as number)).toBeGreaterThanOrEqual(7 - 1e-9);
    }
    // The cluster stays centred on 0°, not thrown around the circle.
    for (let i = 0; i < input.length; i++)
      expect(Math.abs(diff(out[i] as number, input[i] as number))).toBeLessThan(15);
    for (const lon of out) expect(lon >= 0 && lon < 360).toBe(true);
  });

  it('keeps the minimum gap across the cut when the spread closes the circle', () => {
    // Two crowds either side of a small gap: the separation must hold around the whole ring.
    const input = [...Array.from({ length: 12 }, (_, i) => 10 + i), ...Array.from({ length: 12 }, (_, i) => 190 + i)];
    const s = 14;
    const out = spreadLongitudes(input, s);
    expectOrderKept(input, out);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      const gap = norm360((sorted[(i + 1) % sorted.length] as number) - (sorted[i] as number));
      expect(gap).toBeGreaterThanOrEqual(s - 1e-6);
    }
  });

  it('shrinks the separation to 360 / n when the bodies cannot fit', () => {
    const input = Array.from({ length: 10 }, (_, i) => 50 + i);
    const out = spreadLongitudes(input, 50);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      const gap = norm360((sorted[(i + 1) % sorted.length] as number) - (sorted[i] as number));
      expect(gap).toBeCloseTo(36, 6);
    }
  });

  it('keeps equal longitudes apart and in input order', () => {
    const out = spreadLongitudes([120, 120, 120], 6);
    expect(out[1]).toBeCloseTo(120);
    expect((out[0] as number) < (out[1] as number) && (out[1] as number) < (out[2] as number)).toBe(true);
  });
});

describe('layoutBodies', () => {
  const rotation = 163.2;

  for (const scale of [1, 1.2, COMPACT_TEXT_SCALE, 2, MAX_TEXT_SCALE]) {
    describe(`at text scale ${scale}`, () => {
      const metrics = wheelMetrics(scale);

      it('lays a five-body stellium within 10° out with no two boxes overlapping', () => {
        const layout = layoutBodies(bodies([100, 102, 103, 105, 109]), metrics, rotation);
        expectNoOverlap(layout, metrics);
        expectOrderKept(
          [100, 102, 103, 105, 109],
          layout.map((l) => l.displayLongitude),
        );
      });

      it('lays twelve bodies within 30° out with no overlap and their order kept', () => {
        const input = [200, 202.5, 204, 207, 209, 211, 214, 216.5, 219, 222, 226, 229.5];
        const layout = layoutBodies(bodies(input), metrics, rotation);
        expectNoOverlap(layout, metrics);
        expectOrderKept(
          input,
          layout.map((l) => l.displayLongitude),
        );
      });

      it('handles a cluster straddling 0° Aries', () => {
        const input = [354, 356, 357.5, 359, 0.2, 1, 3, 6];
        const layout = layoutBodies(bodies(input), metrics, 0);
        expectNoOverlap(layout, metrics);
        expectOrderKept(
          input,
          layout.map((l) => l.displayLongitude),
        );
      });

      it('lays fourteen bodies in one tight pile out without overlap', () => {
        const input = Array.from({ length: 14 }, (_, i) => 45 + i * 0.7);
        const layout = layoutBodies(bodies(input), metrics, rotation);
        expectNoOverlap(layout, metrics);
      });
    });
  }

  it('keeps stacks off cusp and axis lines, each on its own side of the line', () => {
    const metrics = wheelMetrics(1);
    // The house from 73.2° to 152° holds the five-body crowd: each stack (glyph over "26°07′℞") takes about 14° there.
    const cusps = [163.2, 190, 221, 253.2, 290, 320, 343.2, 10, 41, 73.2, 152];
    const input = [163.7, 162.9, 100, 102, 103, 105, 109, 41, 253.2];
    const layout = layoutBodies(bodies(input), metrics, 163.2, { obstacles: cusps });
    expectNoOverlap(layout, metrics);
    for (const l of layout) {
      const feet = stackFootprint([l.boxes.glyph, l.boxes.label], l.displayLongitude, 163.2);
      for (const cusp of cusps) {
        const rel = diff(cusp, l.displayLongitude);
        expect(
          rel > feet.after || -rel > feet.before,
          `${l.id} at ${l.displayLongitude} covers the line at ${cusp}`,
        ).toBe(true);
      }
    }
    // Just inside house 1 stays inside it; just before the Ascendant stays in house 12.
    expect(diff(layout[0]?.displayLongitude as number, 163.2)).toBeGreaterThan(0);
    expect(diff(layout[1]?.displayLongitude as number, 163.2)).toBeLessThan(0);
    // A body exactly on a cusp is drawn inside the house that starts there.
    expect(diff(layout[7]?.displayLongitude as number, 41)).toBeGreaterThan(0);

    // A crowd too big for its house spreads across the cusp rather than overlapping.
    const crowded = layoutBodies(bodies([100, 102, 103, 105, 109, 73.2]), wheelMetrics(1.5), 163.2, {
      obstacles: [73.2, 110],
    });
    expectNoOverlap(crowded, wheelMetrics(1.5));
  });

  it('ends every leader line at the true longitude, on the tick ring', () => {
    const metrics = wheelMetrics(1);
    const input = [100, 102, 103, 105, 109, 359.9, 0.1];
    const layout = layoutBodies(bodies(input), metrics, rotation);
    layout.forEach((l, i) => {
      const tick = pointAt(input[i] as number, metrics.tickInner, rotation);
      expect(l.leader.x2).toBeCloseTo(tick.x, 9);
      expect(l.leader.y2).toBeCloseTo(tick.y, 9);
      const start = pointAt(l.displayLongitude, Math.hypot(l.leader.x1, l.leader.y1), rotation);
      expect(l.leader.x1).toBeCloseTo(start.x, 9);
      expect(l.leader.y1).toBeCloseTo(start.y, 9);
      // The aspect lines start from the true longitude as well.
      const anchor = pointAt(input[i] as number, metrics.aspectRadius, rotation);
      expect(l.aspectPoint.x).toBeCloseTo(anchor.x, 9);
    });
  });

  it('spreads no more than the boxes need', () => {
    const metrics = wheelMetrics(1);
    const layout = layoutBodies(bodies([100, 140]), metrics, 0);
    expect(layout.map((l) => l.displayLongitude)).toEqual([100, 140]);
    // Two bodies 8° apart in a quiet part of the wheel need only a small nudge.
    const pair = layoutBodies(bodies([200, 208]), metrics, 0);
    const moved = pair.map((l) => Math.abs(diff(l.displayLongitude, l.longitude)));
    for (const d of moved) expect(d).toBeLessThan(3);
  });
});

describe('wheelMetrics and textScaleForWidth', () => {
  it('keeps every ring inside the next and a usable aspect circle at every scale', () => {
    for (const scale of [1, COMPACT_TEXT_SCALE, 2, MAX_TEXT_SCALE]) {
      const m = wheelMetrics(scale);
      const radii = [m.outer, m.signInner, m.tickInner, m.houseOuter, m.aspectRadius];
      for (let i = 1; i < radii.length; i++) expect(radii[i] as number).toBeLessThan(radii[i - 1] as number);
      // Still room for the aspect lines when the type is at its largest (a wheel under 300 px).
      expect(m.aspectRadius).toBeGreaterThan(scale <= 2 ? 70 : 45);
      // The axis labels fit in the viewBox at any angle, past the end of their lines.
      for (let lon = 0; lon < 360; lon += 5) {
        const r = axisLabelRadius(lon, 0, m);
        const c = pointAt(lon, r, 0);
        const half = {
          w: (AXIS_LABEL_BOX.width * m.axisLabelSize) / 2,
          h: (AXIS_LABEL_BOX.height * m.axisLabelSize) / 2,
        };
        expect(Math.abs(c.x) + half.w).toBeLessThanOrEqual(m.size / 2);
        expect(Math.abs(c.y) + half.h).toBeLessThanOrEqual(m.size / 2);
        const end = pointAt(lon, m.axisLineEnd, 0);
        const inside = Math.abs(end.x - c.x) < half.w && Math.abs(end.y - c.y) < half.h;
        expect(inside, `axis line enters its label at ${lon}°`).toBe(false);
      }
    }
  });

  it('keeps the design size on a desktop, with degrees and minutes', () => {
    expect(textScaleForWidth(640)).toBe(1);
    expect(textScaleForWidth(0)).toBe(1);
    expect(wheelMetrics(textScaleForWidth(640)).compact).toBe(false);
  });

  it('draws no text under 11 px on a phone: labels shrink to degrees so the type can grow', () => {
    // A 320-430 px phone leaves about 290-410 px for the wheel.
    for (const width of [290, 300, 320, 345, 360, 375, 410, 480, 560, 640, 720]) {
      const m = wheelMetrics(textScaleForWidth(width));
      const px = (units: number) => units * (width / m.size);
      const sizes = {
        glyph: m.glyphSize,
        label: m.labelSize,
        sign: m.signGlyphSize,
        house: m.houseNumberSize,
        axis: m.axisLabelSize,
      };
      for (const [part, units] of Object.entries(sizes)) {
        expect(px(units), `${part} at ${width} px`).toBeGreaterThanOrEqual(MIN_TEXT_PX - 1e-9);
      }
      expect(px(m.glyphSize), `glyph at ${width} px`).toBeGreaterThanOrEqual(14);
      if (width < 480) expect(m.compact).toBe(true);
    }
    // Narrower than the smallest phone's wheel the scale stops growing, so the aspect circle keeps its room.
    expect(textScaleForWidth(200)).toBe(MAX_TEXT_SCALE);
  });
});
