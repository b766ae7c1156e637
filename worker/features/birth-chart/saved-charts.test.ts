import { describe, expect, it } from 'vitest';
import { PLANET_IDS } from '@core/astro/positions';
import { BirthChartResponseSchema, SavedChartListItemSchema, SavedChartSchema } from '@schema/birth-chart';
import { newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';

const BIRTH = {
  birthDate: '1990-05-15',
  birthTime: '14:30',
  birthLocation: 'Paris, France',
  userId: null,
  isPremium: false,
};

describe('saved charts', () => {
  it("saves a signed-in user's chart, lists it newest first, opens and deletes it; never another user's", async () => {
    const owner = await signedInClient();
    const first = BirthChartResponseSchema.parse(await (await owner.post('/api/birth-chart', BIRTH)).json());
    const second = BirthChartResponseSchema.parse(
      await (
        await owner.post('/api/birth-chart', { ...BIRTH, birthDate: '1985-01-02', birthLocation: 'Tokyo' })
      ).json(),
    );
    expect(first.savedChartId).toBeDefined();

    const list = SavedChartListItemSchema.array().parse(await (await owner.request('/api/birth-charts')).json());
    expect(list.map((c) => c.id)).toEqual([second.savedChartId, first.savedChartId]);
    expect(list[1]).toMatchObject({
      sunSign: 'Taurus',
      birthTime: '14:30',
      birthLocation: expect.stringContaining('Paris'),
    });

    const opened = SavedChartSchema.parse(
      await (await owner.request(`/api/birth-charts/${first.savedChartId}`)).json(),
    );
    expect(opened.result.chart).toEqual(first.chart);

    const stranger = await signedInClient();
    await expectError(await stranger.request(`/api/birth-charts/${first.savedChartId}`), 404, 'NOT_FOUND');
    await expectError(
      await stranger.post(`/api/birth-charts/${first.savedChartId}`, undefined, { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    );
    expect(await (await stranger.request('/api/birth-charts')).json()).toEqual([]);

    expect((await owner.post(`/api/birth-charts/${first.savedChartId}`, undefined, { method: 'DELETE' })).status).toBe(
      200,
    );
    const left = SavedChartListItemSchema.array().parse(await (await owner.request('/api/birth-charts')).json());
    expect(left.map((c) => c.id)).toEqual([second.savedChartId]);
  });

  it("does not save a visitor's chart", async () => {
    const res = BirthChartResponseSchema.parse(await (await newClient().post('/api/birth-chart', BIRTH)).json());
    expect(res.savedChartId).toBeUndefined();
  });
});

describe('premium analysis', () => {
  it('comes with the chart for premium sessions only, from our texts', async () => {
    const body = {
      birthDate: '1990-05-17',
      birthTime: '14:30',
      latitude: 44.8176,
      longitude: 20.4633,
      timezone: 'Europe/Belgrade',
      isPremium: true,
    };
    const free = BirthChartResponseSchema.parse(
      await (await (await signedInClient('free')).post('/api/birth-chart', body)).json(),
    );
    expect(JSON.parse(free.chartData).premiumAnalysis).toBeUndefined();
    const anonymous = BirthChartResponseSchema.parse(await (await newClient().post('/api/birth-chart', body)).json());
    expect(JSON.parse(anonymous.chartData).premiumAnalysis).toBeUndefined();

    const oracle = BirthChartResponseSchema.parse(
      await (await (await signedInClient('oracle')).post('/api/birth-chart', body)).json(),
    );
    const data = JSON.parse(oracle.chartData);
    expect(data.interpretation.sun).toMatch(/\w+/);
    expect(data.interpretation.sun).not.toBe('Your Taurus nature shapes your core personality.');
    const planets = data.premiumAnalysis.planetaryAnalysis;
    // Mercury to Pluto: the Sun and Moon have their own Big Three texts.
    expect(Object.keys(planets)).toEqual(PLANET_IDS.filter((id) => id !== 'sun' && id !== 'moon'));
    for (const p of Object.values(planets) as { sign: string; interpretation: string; influences: string[] }[]) {
      expect(p.interpretation.length).toBeGreaterThan(40);
      expect(p.influences).toHaveLength(6);
    }
    expect(Object.keys(data.premiumAnalysis.houseAnalysis)).toHaveLength(12);
    expect(data.premiumAnalysis.aspectsAnalysis.length).toBeLessThanOrEqual(12);
  });
});
