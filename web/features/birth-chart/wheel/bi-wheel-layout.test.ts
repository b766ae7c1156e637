import { describe, expect, it } from 'vitest';
import { castNatal } from '@core/astro/natal';
import { PLANET_IDS } from '@core/astro/positions';
import {
  type BiWheelMetrics,
  KEY_MARGIN,
  MIN_BI_ASPECT_RADIUS,
  biWheelMetrics,
  keyTexts,
  keyRoom,
  keySwatchWidth,
  layoutBiWheel,
  textWidthEm,
} from './bi-wheel-layout';
import {
  type Box,
  MAX_TEXT_SCALE,
  type BodyLayout,
  bodyBoxes,
  boxesOverlap,
  nearestDistance,
  textScaleForWidth,
} from './wheel-layout';
import { buildWheelModel } from './wheel-model';

const DELHI = { name: 'New Delhi', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
const BELGRADE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };

function cast(birthDate: string, birthTime: string, place: typeof DELHI) {
  const outcome = castNatal({ birthDate, birthTime, birthTimeUnknown: false, houseSystem: 'placidus' }, place);
  if (outcome.kind !== 'ok') throw new Error(outcome.kind);
  return outcome.result.chart;
}

// A crowded pair: A's seven bodies in Aquarius (February 1962) against B's five in Capricorn
// (January 1990), B's Venus and Ascendant among A's stellium.
const a = buildWheelModel(cast('1962-02-04', '18:20', DELHI));
const bChart = cast('1990-01-10', '07:45', BELGRADE);
const bPoints = [
  ...PLANET_IDS.map((id) => ({
    id,
    longitude: bChart.planets[id].longitude,
    retrograde: bChart.planets[id].retrograde,
  })),
  { id: 'ascendant', longitude: bChart.ascendant as number },
  { id: 'midheaven', longitude: bChart.midheaven as number },
];
const input = {
  inner: a.bodies,
  outer: bPoints,
  cusps: a.houses.map((h) => h.cusp),
  axes: a.axes.map((x) => x.longitude),
};

const farthest = (box: Box) =>
  Math.max(
    Math.hypot(box.x, box.y),
    Math.hypot(box.x + box.width, box.y),
    Math.hypot(box.x, box.y + box.height),
    Math.hypot(box.x + box.width, box.y + box.height),
  );

function expectApart(layout: BodyLayout[], ring: string) {
  const boxes = bodyBoxes(layout).filter((b) => b.box.width > 0);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const p = boxes[i];
      const q = boxes[j];
      if (!p || !q) continue;
      expect(boxesOverlap(p.box, q.box), `${ring}: ${p.id}.${p.part} overlaps ${q.id}.${q.part}`).toBe(false);
    }
  }
}

const SCALES = [1, 1.1, 1.3, 1.45, 1.55, 1.75, 1.9, 2, MAX_TEXT_SCALE];

describe('biWheelMetrics', () => {
  it('nests the rings, B outside the divider and A inside it, at every scale', () => {
    for (const scale of SCALES) {
      for (const hasHouses of [true, false]) {
        const m = biWheelMetrics(scale, { hasHouses });
        const radii = [
          m.rings.outer,
          m.rings.signInner,
          m.outer.tickInner,
          m.divider,
          m.inner.tickInner,
          m.rings.houseOuter,
        ];
        for (let i = 1; i < radii.length; i++) expect(radii[i] as number).toBeLessThan(radii[i - 1] as number);
        expect(m.rings.aspectRadius).toBeLessThanOrEqual(m.rings.houseOuter);
        // Room for the lines on any phone of 340 px and up; narrower, the type still wins.
        expect(m.rings.aspectRadius, `aspect circle at scale ${scale}`).toBeGreaterThanOrEqual(
          scale <= 1.9 ? MIN_BI_ASPECT_RADIUS : 30,
        );
        expect(m.inner.signInner).toBe(m.divider);
        expect(m.outer.aspectRadius).toBe(m.rings.aspectRadius);
      }
    }
  });

  it('keeps degree labels on both rings on a desktop and only glyphs on a phone', () => {
    expect(biWheelMetrics(textScaleForWidth(720)).detail).toBe('both');
    expect(biWheelMetrics(textScaleForWidth(480)).detail).toBe('inner');
    expect(biWheelMetrics(textScaleForWidth(358)).detail).toBe('none');
    const phone = biWheelMetrics(textScaleForWidth(358));
    expect(phone.outer.labelSize).toBe(0);
    expect(phone.inner.labelSize).toBe(0);
  });
});

describe('layoutBiWheel', () => {
  for (const scale of SCALES) {
    it(`lays a crowded pair out at text scale ${scale}: no overlap on either ring, each ring in its band`, () => {
      const m = biWheelMetrics(scale);
      const layout = layoutBiWheel(input, m, a.rotation);
      expect(layout.outer.map((l) => l.id)).toEqual(bPoints.map((p) => p.id));
      expect(layout.inner).toHaveLength(a.bodies.length);
      expectApart(layout.outer, 'outer');
      expectApart(layout.inner, 'inner');
      for (const { id, box } of bodyBoxes(layout.outer)) {
        expect(nearestDistance(box), `${id} of B inside the divider`).toBeGreaterThan(m.divider);
        expect(farthest(box), `${id} of B on the sign ring`).toBeLessThan(m.rings.signInner);
      }
      for (const { id, box } of bodyBoxes(layout.inner)) {
        expect(farthest(box), `${id} of A outside the divider`).toBeLessThan(m.divider);
        expect(nearestDistance(box), `${id} of A on the house numbers`).toBeGreaterThan(m.rings.houseOuter);
      }
      // Both rings' lines meet the aspect circle at the true longitudes.
      for (const l of [...layout.inner, ...layout.outer]) {
        expect(Math.hypot(l.aspectPoint.x, l.aspectPoint.y)).toBeCloseTo(m.rings.aspectRadius, 9);
      }
    });
  }
});

describe('the names in the corners', () => {
  const keys = (inner: string, outer: string) => [
    { name: inner, frame: (name: string) => `Inside: ${name}` },
    { name: outer, frame: (name: string) => `Outer ring: ${name}` },
  ];

  it('says which ring is whose where there is room, and gives the names alone where there is not', () => {
    const desktop = biWheelMetrics(1);
    expect(keyTexts(keys('Ana', 'Marko'), keyRoom(desktop), desktop.keySize)).toEqual([
      'Inside: Ana',
      'Outer ring: Marko',
    ]);
    const phone = biWheelMetrics(textScaleForWidth(358));
    expect(keyTexts(keys('Ana', 'Marko'), keyRoom(phone), phone.keySize)).toEqual(['Ana', 'Marko']);
  });

  it('cuts a long name so that it stays clear of the wheel', () => {
    for (const scale of SCALES) {
      const m: BiWheelMetrics = biWheelMetrics(scale);
      const [, text = ''] = keyTexts(keys('Ana', 'Maximiliana Alexandrovna Konstantinopolska'), keyRoom(m), m.keySize);
      expect(text.endsWith('…')).toBe(true);
      const half = m.rings.size / 2;
      const box = {
        x: -half + KEY_MARGIN,
        y: -half + KEY_MARGIN,
        width: keySwatchWidth(m.keySize) + textWidthEm(text) * m.keySize,
        height: m.keySize,
      };
      expect(nearestDistance(box), `key at scale ${scale}`).toBeGreaterThanOrEqual(m.clearRadius - 1e-9);
    }
  });

  it('counts Chinese characters a full em and combining marks as nothing', () => {
    expect(textWidthEm('内圈：小林')).toBe(5);
    expect(textWidthEm('की')).toBeCloseTo(0.75);
  });
});
