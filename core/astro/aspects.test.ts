import { describe, expect, it } from 'vitest';
import { aspectBetween, findAspects, orbLabel } from './aspects';

const point = (id: string, longitude: number, speed = 0) => ({ id, longitude, speed });

describe('aspects', () => {
  it('labels orbs as the spec says', () => {
    expect(orbLabel(0)).toBe('Very tight');
    expect(orbLabel(2.99)).toBe('Very tight');
    expect(orbLabel(3)).toBe('Tight');
    expect(orbLabel(5.99)).toBe('Tight');
    expect(orbLabel(6)).toBe('Wide');
  });

  it.each([
    ['conjunction', 0, 8],
    ['opposition', 180, 8],
    ['trine', 120, 6],
    ['square', 90, 6],
    ['sextile', 60, 4],
  ] as const)('finds a %s within its orb and not beyond', (type, angle, orb) => {
    const inside = aspectBetween(point('a', 10), point('b', 10 + angle - orb + 0.01));
    expect(inside).toMatchObject({ type, orb: expect.closeTo(orb - 0.01, 9) });
    if (angle !== 180) expect(aspectBetween(point('a', 10), point('b', 10 + angle + orb + 0.01))).toBeNull();
    expect(aspectBetween(point('a', 10), point('b', 10 + angle - orb - 0.01))).toBeNull();
  });

  it('measures the separation across 0° Aries', () => {
    const a = aspectBetween(point('sun', 358), point('moon', 118));
    expect(a).toMatchObject({ type: 'trine', angle: expect.closeTo(120, 9), orb: expect.closeTo(0, 9) });
  });

  it('tells applying from separating with the speeds, angles standing still', () => {
    // The Moon 2° before an exact square to the Sun, gaining on it: applying.
    expect(aspectBetween(point('sun', 0, 1), point('moon', 88, 13))?.applying).toBe(true);
    expect(aspectBetween(point('sun', 0, 1), point('moon', 92, 13))?.applying).toBe(false);
    // A retrograde planet backing into a conjunction with a fixed angle.
    expect(aspectBetween(point('mercury', 12, -0.5), point('ascendant', 10))?.applying).toBe(true);
    expect(aspectBetween(point('mercury', 12, 0.5), point('ascendant', 10))?.applying).toBe(false);
  });

  it('lists every pair once, tightest first', () => {
    const list = findAspects([point('a', 0), point('b', 91), point('c', 179), point('d', 240)]);
    expect(list.map((x) => [x.planet1, x.planet2, x.type])).toEqual([
      ['a', 'd', 'trine'],
      ['a', 'b', 'square'],
      ['a', 'c', 'opposition'],
      ['c', 'd', 'sextile'],
      ['b', 'c', 'square'],
    ]);
    expect(list.map((x) => x.orb)).toEqual([...list.map((x) => x.orb)].sort((p, q) => p - q));
  });
});
