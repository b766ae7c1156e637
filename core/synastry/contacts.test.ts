import { describe, expect, it } from 'vitest';
import { ASPECT_DEFINITIONS, aspectBetween } from '../astro/aspects';
import { PLANET_IDS } from '../astro/positions';
import { REFERENCE_CASES, type ReferenceCase, chartOfCase } from '../../test/support/reference-charts';
import { compositeOf, crossAspects, midpoint, overlaysOf } from './contacts';

type Case = ReferenceCase;
const cases = REFERENCE_CASES;

/** The reference's own points: the ten planets and the two angles. */
function referencePoints(c: Case) {
  return [
    ...PLANET_IDS.map((id) => ({ id: id as string, longitude: c.planets[id].longitude, speed: c.planets[id].speed })),
    { id: 'ascendant', longitude: c.ascendant, speed: 0 },
    { id: 'midheaven', longitude: c.midheaven, speed: 0 },
  ];
}

const pairs = cases.flatMap((c, i) => (i % 2 === 0 && cases[i + 1] ? [[c, cases[i + 1] as Case] as const] : []));

describe('cross-aspects between two reference charts', () => {
  it.each(pairs.map(([a, b]) => [`${a.id} × ${b.id}`, a, b] as const))(
    '%s: the same list as the reference positions give, with the same orbs',
    (_, a, b) => {
      const ours = crossAspects(chartOfCase(a), chartOfCase(b));
      const expected = new Map<string, number>();
      // A contact within a hundredth of a degree of its orb's edge may fall either side: left out.
      const edge = new Set<string>();
      for (const pa of referencePoints(a)) {
        for (const pb of referencePoints(b)) {
          const aspect = aspectBetween(pa, pb);
          for (const [type, def] of Object.entries(ASPECT_DEFINITIONS)) {
            const d = Math.abs(Math.abs(((pa.longitude - pb.longitude + 540) % 360) - 180) - def.angle);
            if (Math.abs(d - def.orb) < 0.01) edge.add(`${pa.id}.${type}.${pb.id}`);
          }
          if (aspect) expected.set(`${pa.id}.${aspect.type}.${pb.id}`, aspect.orb);
        }
      }
      const got = new Map(ours.map((x) => [`${x.a}.${x.type}.${x.b}`, x.orb]));
      for (const key of edge) {
        expected.delete(key);
        got.delete(key);
      }
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, orb] of got) expect(Math.abs(orb - (expected.get(key) ?? Number.NaN)), key).toBeLessThan(0.01);
      // Tightest first, each with its id.
      expect(ours.map((x) => x.orb)).toEqual([...ours.map((x) => x.orb)].sort((x, y) => x - y));
      for (const x of ours) expect(x.id).toBe(`X.a-${x.a}.${x.type}.b-${x.b}`);
    },
  );

  it('is the same list mirrored when the two people swap', () => {
    for (const [a, b] of pairs.slice(0, 6)) {
      const [ca, cb] = [chartOfCase(a), chartOfCase(b)];
      const forward = crossAspects(ca, cb).map((x) => `${x.a}.${x.type}.${x.b}.${x.orb.toFixed(9)}`);
      const back = crossAspects(cb, ca).map((x) => `${x.b}.${x.type}.${x.a}.${x.orb.toFixed(9)}`);
      expect(back.sort()).toEqual(forward.sort());
    }
  });

  it('leaves out the angles of a person whose birth time is unknown', () => {
    const [a, b] = pairs[0] as readonly [Case, Case];
    const list = crossAspects(chartOfCase(a, false), chartOfCase(b));
    expect(list.some((x) => x.a === 'ascendant' || x.a === 'midheaven')).toBe(false);
  });
});

describe('house overlays and the composite', () => {
  it("places each planet of one person in the other's houses, only with the other's birth time", () => {
    const [a, b] = pairs[1] as readonly [Case, Case];
    const [ca, cb] = [chartOfCase(a), chartOfCase(b)];
    const overlays = overlaysOf('a', ca, cb);
    expect(overlays).toHaveLength(10);
    for (const o of overlays) expect(o.id).toBe(`O.a-${o.point}.bH${o.house}`);
    expect(overlaysOf('a', ca, chartOfCase(b, false))).toEqual([]);
  });

  it('takes the nearer midpoint, the same whichever person comes first', () => {
    expect(midpoint(350, 10)).toBeCloseTo(0, 9);
    expect(midpoint(10, 350)).toBeCloseTo(0, 9);
    expect(midpoint(100, 200)).toBeCloseTo(150, 9);
    const [a, b] = pairs[2] as readonly [Case, Case];
    const [ca, cb] = [chartOfCase(a), chartOfCase(b)];
    expect(compositeOf(ca, cb)).toEqual(compositeOf(cb, ca));
  });
});
