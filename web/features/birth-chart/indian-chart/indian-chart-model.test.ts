import { describe, expect, it } from 'vitest';
import { LABEL_FONT, NORTH_HOUSES, bandRoom, fitLabels, spanAt, textEms } from './indian-chart-layout';
import { GRAHAS, buildIndianChart, signNumber } from './indian-chart-model';
import { sampleBirth } from './sample-birth';

const houseOf = (model: ReturnType<typeof buildIndianChart>, graha: string) =>
  model.houses.find((h) => h.grahas.some((g) => g.id === graha));

describe('buildIndianChart', () => {
  // Placidus on the wheel: the kundli is whole-sign from the lagna all the same.
  const chart = sampleBirth({ houseSystem: 'placidus' });
  const model = buildIndianChart(chart);

  it('counts twelve whole-sign houses from the lagna (Leo, sign 5), whatever the wheel’s house system', () => {
    expect(chart.houseSystem).toBe('placidus');
    expect(model.basis).toBe('lagna');
    expect(model.lagnaSign).toBe(5);
    expect(model.houses.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(model.houses.map((h) => h.sign)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]);
    expect(model.houses[0]?.signId).toBe('leo');
  });

  it('puts Venus in Aquarius (house 7, sign 11) and Mercury in Aries (house 9, sign 1)', () => {
    expect(houseOf(model, 'venus')).toMatchObject({ house: 7, sign: 11, signId: 'aquarius' });
    expect(houseOf(model, 'mercury')).toMatchObject({ house: 9, sign: 1, signId: 'aries' });
  });

  it('holds the nine grahas once each, by longitude within a house, and no outer planet or Lilith', () => {
    const all = model.houses.flatMap((h) => h.grahas);
    expect(all.map((g) => g.id).sort()).toEqual([...GRAHAS].sort());
    for (const house of model.houses) {
      const longitudes = house.grahas.map((g) => g.longitude);
      expect(longitudes).toEqual([...longitudes].sort((a, b) => a - b));
      for (const g of house.grahas) expect(signNumber(g.longitude)).toBe(house.sign);
    }
  });

  it('reads Rahu from the true node and Ketu opposite it, neither marked retrograde', () => {
    const all = model.houses.flatMap((h) => h.grahas);
    const rahu = all.find((g) => g.id === 'rahu');
    const ketu = all.find((g) => g.id === 'ketu');
    expect(rahu?.longitude).toBe(chart.planets.trueNode.longitude);
    const apart = ((ketu?.longitude ?? 0) - (rahu?.longitude ?? 0) + 720) % 360;
    expect(apart).toBeCloseTo(180, 6);
    expect((houseOf(model, 'ketu')?.house ?? 0) - (houseOf(model, 'rahu')?.house ?? 0)).toSatisfy(
      (d: number) => Math.abs(d) === 6,
    );
    expect(chart.planets.trueNode.retrograde || chart.planets.southNode.retrograde).toBe(true);
    expect(rahu?.retrograde).toBe(false);
    expect(ketu?.retrograde).toBe(false);
  });

  it('keeps a planet’s retrograde flag and its degree within the sign', () => {
    const all = model.houses.flatMap((h) => h.grahas);
    for (const g of all.filter((g) => g.id !== 'rahu' && g.id !== 'ketu')) {
      const body = chart.planets[g.id as 'sun'];
      expect(g.retrograde).toBe(body.retrograde);
      expect([g.degree, g.minute]).toEqual([body.degree, body.minute]);
    }
  });

  it('without a birth time draws the Chandra kundli: house 1 is the Moon’s sign, and there is no lagna', () => {
    const noTime = sampleBirth({ birthTimeUnknown: true });
    expect(noTime.ascendant).toBeNull();
    const chandra = buildIndianChart(noTime);
    expect(chandra.basis).toBe('moon');
    expect(chandra.lagnaSign).toBeNull();
    expect(chandra.houses[0]?.sign).toBe(signNumber(noTime.planets.moon.longitude));
    expect(chandra.houses[0]?.grahas.map((g) => g.id)).toContain('moon');
  });
});

describe('the layout of a house', () => {
  it('spans a convex shape and narrows a band round an obstacle', () => {
    const house2 = NORTH_HOUSES[1]?.polygon ?? [];
    expect(spanAt(house2, 50)).toEqual([50, 150]);
    expect(spanAt(house2, 120)).toBeNull();
    expect(bandRoom(house2, 40, 60, 0)).toEqual([60, 140]);
    expect(bandRoom(house2, 40, 60, 0, [{ left: 90, top: 45, right: 100, bottom: 55 }])).toEqual([100, 140]);
  });

  it('fits six grahas in the smallest house, inside it and clear of its sign number', () => {
    for (const house of NORTH_HOUSES) {
      const ems = ['Su', 'Mo', 'MaR', 'MeR', 'Ju', 'SaR'].map(textEms);
      const [nx = 0, ny = 0] = house.number ?? [];
      const number = { left: nx - 9, top: ny - 7, right: nx + 9, bottom: ny + 7 };
      const { positions, font } = fitLabels(house, ems, { font: LABEL_FONT, obstacles: [number] });
      expect(font).toBe(LABEL_FONT);
      positions.forEach(([x, y], i) => {
        const half = ((ems[i] ?? 0) * font) / 2;
        for (const yy of [y - font / 2, y + font / 2]) {
          const span = spanAt(house.polygon, yy);
          expect(span).not.toBeNull();
          expect(x - half).toBeGreaterThanOrEqual((span?.[0] ?? 0) - 0.01);
          expect(x + half).toBeLessThanOrEqual((span?.[1] ?? 0) + 0.01);
        }
        const overlaps = x + half > number.left && x - half < number.right && y + font / 2 > number.top;
        expect(overlaps && y - font / 2 < number.bottom).toBe(false);
      });
    }
  });
});
