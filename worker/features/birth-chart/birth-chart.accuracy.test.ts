import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/charts-sample.json' with { type: 'json' };
import { type BirthChartResponse, BirthChartResponseSchema, type HouseSystem } from '@schema/birth-chart';
import { diff180 } from '@core/astro/math';
import { PLANET_IDS } from '@core/astro/positions';
import { postJson } from '../../../test/api/helpers';

/** The Swiss Ephemeris sample through the whole API (HTTP, validation, time, engine, response). */
type Case = (typeof sample.cases)[number];
const SYSTEMS: [keyof Case['houses'], HouseSystem][] = [
  ['placidus', 'placidus'],
  ['koch', 'koch'],
  ['wholeSign', 'whole-sign'],
  ['equal', 'equal'],
  ['porphyry', 'porphyry'],
  ['regiomontanus', 'regiomontanus'],
  ['campanus', 'campanus'],
];
const BODIES = [...PLANET_IDS, 'meanNode', 'trueNode'] as const;

const arcsec = (a: number, b: number) => Math.abs(diff180(a, b)) * 3600;
const tolerance = (body: (typeof BODIES)[number], utc: string) =>
  body === 'moon' ? (utc < '2030' ? 10 : 90) : body.endsWith('Node') ? 30 : 20;

async function castCase(c: Case, houseSystem: HouseSystem): Promise<BirthChartResponse> {
  const [birthDate, time] = c.utc.replace('Z', '').split('T') as [string, string];
  const res = await postJson(
    '/api/birth-chart',
    { birthDate, birthTime: time, latitude: c.latitude, longitude: c.longitude, timezone: 'UTC', houseSystem },
    { headers: { 'CF-Connecting-IP': `192.0.2.${SYSTEMS.findIndex(([, s]) => s === houseSystem)}` } },
  );
  expect(res.status).toBe(200);
  return BirthChartResponseSchema.parse(await res.json());
}

describe.each(sample.cases.map((c) => [c.id, c] as const))('reference chart %s through the API', (_, c) => {
  it('answers positions, speeds, angles and cusps of every house system within tolerance', async () => {
    for (const [key, system] of SYSTEMS) {
      const { chart } = await castCase(c, system);
      if (system === 'placidus') {
        for (const body of BODIES) {
          const got = chart.planets[body];
          const ref = c.planets[body];
          expect(arcsec(got.longitude, ref.longitude), body).toBeLessThanOrEqual(tolerance(body, c.utc));
          expect(Math.abs(got.speed - ref.speed) * 3600, `${body} speed`).toBeLessThanOrEqual(30);
          if (Math.abs(ref.speed) > 0.001) expect(got.retrograde, `${body} retrograde`).toBe(ref.speed < 0);
        }
        expect(arcsec(chart.planets.southNode.longitude, c.planets.trueNode.longitude + 180)).toBeLessThanOrEqual(30);
        expect(arcsec(chart.ascendant!, c.ascendant)).toBeLessThanOrEqual(10);
        expect(arcsec(chart.midheaven!, c.midheaven)).toBeLessThanOrEqual(10);
      }
      const reference = c.houses[key] ?? c.houses.porphyry;
      expect(chart.houseSystem, key).toBe(system);
      expect(chart.houses?.system, key).toBe(c.houses[key] === null ? 'porphyry' : system);
      if (c.houses[key] === null) expect(chart.houses?.note, key).toMatch(/.+/);
      chart.houses?.cusps.forEach((cusp, i) => {
        expect(arcsec(cusp, reference[i] as number), `${key} cusp ${i + 1}`).toBeLessThanOrEqual(15);
      });
    }
  });
});
