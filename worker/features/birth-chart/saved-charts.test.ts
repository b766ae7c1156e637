import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PLANET_IDS } from '@core/astro/positions';
import {
  BirthChartResponseSchema,
  SAVED_CHARTS_FULL,
  SAVED_CHARTS_LIMIT,
  SAVED_CHARTS_PAGE,
  SavedChartListItemSchema,
  SavedChartSchema,
} from '@schema/birth-chart';
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

/** Adds `n` saved charts to a user straight in the database, a millisecond apart (the last is newest). */
async function seedCharts(userId: string, n: number, from = Date.now() - 86_400_000) {
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO birth_charts (id, user_id, birth_date, birth_time, birth_time_unknown, birth_location, sun_sign, moon_sign, rising_sign, response, created_at)
       VALUES (?1, ?2, '1990-05-15', '14:30', 0, 'Paris, France', 'Taurus', 'Leo', 'Virgo', '{}', ?3)`,
    ).bind(`seed-${userId.slice(0, 8)}-${String(i).padStart(4, '0')}`, userId, from + i),
  );
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
}

describe('saved charts at scale', () => {
  it(`keeps at most ${SAVED_CHARTS_LIMIT} charts: of 30 casts at once at ${SAVED_CHARTS_LIMIT - 1}, one is saved and the rest say why not`, async () => {
    const owner = await signedInClient();
    await seedCharts(owner.user.id, SAVED_CHARTS_LIMIT - 1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => owner.post('/api/birth-chart', BIRTH)));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const bodies = await Promise.all(answers.map(async (r) => BirthChartResponseSchema.parse(await r.json())));
    expect(bodies.filter((b) => b.savedChartId)).toHaveLength(1);
    const refused = bodies.filter((b) => !b.savedChartId);
    expect(refused).toHaveLength(29);
    for (const body of refused) {
      expect(body.notSaved).toBe(SAVED_CHARTS_FULL);
      // The reader still gets the chart.
      expect(body.sunSign).toBe('Taurus');
    }
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM birth_charts WHERE user_id = ?1')
      .bind(owner.user.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(SAVED_CHARTS_LIMIT);
  });

  it('lists the charts a page at a time, newest first, each exactly once', async () => {
    const owner = await signedInClient();
    await seedCharts(owner.user.id, 120);
    const seen: string[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const query = before ? `?before=${encodeURIComponent(before)}` : '';
      const page = SavedChartListItemSchema.array().parse(
        await (await owner.request(`/api/birth-charts${query}`)).json(),
      );
      sizes.push(page.length);
      seen.push(...page.map((c) => c.id));
      if (page.length < SAVED_CHARTS_PAGE) break;
      before = page.at(-1)?.id;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    const created = seen.map((id) => Number(id.slice(-4)));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const small = SavedChartListItemSchema.array().parse(
      await (await owner.request('/api/birth-charts?limit=7')).json(),
    );
    expect(small).toHaveLength(7);
    await expectError(await owner.request('/api/birth-charts?limit=101'), 422, 'VALIDATION_FAILED');
    await expectError(await owner.request('/api/birth-charts?limit=abc'), 422, 'VALIDATION_FAILED');
    // Another user's chart as the cursor reveals nothing.
    const stranger = await signedInClient();
    expect(await (await stranger.request(`/api/birth-charts?before=${seen[0]}`)).json()).toEqual([]);
  });
});
