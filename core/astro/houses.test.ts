import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEMS, computeAngles, computeHouses, houseOf } from './houses';

const obliquity = 23.44;

describe('houses', () => {
  it('falls back to Porphyry with a note inside the polar circle', () => {
    const frame = { armc: 120, latitude: 70, obliquity };
    for (const system of ['placidus', 'koch'] as const) {
      const houses = computeHouses(frame, system);
      expect(houses.system).toBe('porphyry');
      expect(houses.note).toMatch(/undefined/);
      expect(houses.cusps).toEqual(computeHouses(frame, 'porphyry').cusps);
    }
    expect(computeHouses({ ...frame, latitude: 66.5 }, 'placidus').system).toBe('placidus');
  });

  it('keeps the Ascendant east of the MC, also inside the polar circle', () => {
    for (let armc = 0; armc < 360; armc += 7.5) {
      for (const latitude of [-80, -67, 0, 45, 67, 80]) {
        const a = computeAngles({ armc, latitude, obliquity });
        const arc = (((a.ascendant - a.midheaven) % 360) + 360) % 360;
        expect(arc).toBeLessThanOrEqual(180);
        expect(Math.abs(((a.descendant - a.ascendant + 360) % 360) - 180)).toBeLessThan(1e-9);
      }
    }
  });

  it('gives 12 cusps with the Ascendant first for the quadrant systems at ordinary latitudes', () => {
    const frame = { armc: 200, latitude: -33.9, obliquity };
    const angles = computeAngles(frame);
    for (const system of HOUSE_SYSTEMS) {
      const { cusps, note } = computeHouses(frame, system);
      expect(cusps).toHaveLength(12);
      expect(note).toBeUndefined();
      if (system !== 'whole-sign') expect(cusps[0]).toBeCloseTo(angles.ascendant, 9);
      if (!['whole-sign', 'equal'].includes(system)) expect(cusps[9]).toBeCloseTo(angles.midheaven, 9);
    }
  });

  it('finds the house of a longitude across 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
  });
});
