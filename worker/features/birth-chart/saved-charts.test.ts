import { describe, expect, it } from 'vitest';
import { PLANET_IDS } from '@core/astro/positions';
import {
  BirthChartResponseSchema,
  SAVED_CHARTS_FULL,
  SAVED_CHARTS_LIMIT,
  SAVED_CHARTS_PAGE,
  SaveChartResponseSchema,
  SavedChartListItemSchema,
  SavedChartSchema,
} from '@schema/birth-chart';
import { ActivityEventSchema, ProfileSchema } from '@schema/profile';
import { type Client, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';
import { testD1 } from '../../../test/api/database';

const BIRTH = {
  birthDate: '1990-05-15',
  birthTime: '14:30',
  birthLocation: 'Paris, France',
  userId: null,
  isPremium: false,
};

const save = (client: Client, body: Record<string, unknown>) => client.post('/api/birth-charts', body);
const listOf = async (client: Client) =>
  SavedChartListItemSchema.array().parse(await (await client.request('/api/birth-charts')).json());

describe('saved charts', () => {
  it("saves a chart under its name when asked, lists it newest first, opens, renames and deletes it; never another user's", async () => {
    const owner = await signedInClient();
    const res = await save(owner, { ...BIRTH, name: '  Me ' });
    expect(res.status).toBe(201);
    const first = SaveChartResponseSchema.parse(await res.json());
    expect(first).toMatchObject({ created: true, chart: { name: 'Me', sunSign: 'Taurus', birthTime: '14:30' } });
    const second = SaveChartResponseSchema.parse(
      await (await save(owner, { ...BIRTH, birthDate: '1985-01-02', birthLocation: 'Tokyo', name: 'Alex' })).json(),
    );

    const list = await listOf(owner);
    expect(list.map((c) => [c.id, c.name])).toEqual([
      [second.chart.id, 'Alex'],
      [first.chart.id, 'Me'],
    ]);
    expect(list[1]?.birthLocation).toContain('Paris');

    const opened = SavedChartSchema.parse(await (await owner.request(`/api/birth-charts/${first.chart.id}`)).json());
    const cast = BirthChartResponseSchema.parse(await (await owner.post('/api/birth-chart', BIRTH)).json());
    expect(opened.result.chart).toEqual(cast.chart);

    const renamed = await owner.post(
      `/api/birth-charts/${first.chart.id}`,
      { name: 'Me, at last' },
      { method: 'PATCH' },
    );
    expect(renamed.status).toBe(200);
    expect(SavedChartListItemSchema.parse(await renamed.json()).name).toBe('Me, at last');
    expect((await listOf(owner))[1]?.name).toBe('Me, at last');

    const stranger = await signedInClient();
    const path = `/api/birth-charts/${first.chart.id}`;
    await expectError(await stranger.request(path), 404, 'NOT_FOUND');
    await expectError(await stranger.post(path, { name: 'Mine now' }, { method: 'PATCH' }), 404, 'NOT_FOUND');
    await expectError(await stranger.post(path, undefined, { method: 'DELETE' }), 404, 'NOT_FOUND');
    expect(await listOf(stranger)).toEqual([]);

    expect((await owner.post(path, undefined, { method: 'DELETE' })).status).toBe(200);
    expect((await listOf(owner)).map((c) => c.id)).toEqual([second.chart.id]);
  });

  it('a calculation alone saves nothing, signed in or not', async () => {
    const owner = await signedInClient();
    for (const client of [owner, newClient()]) {
      const res = await client.post('/api/birth-chart', BIRTH);
      expect(res.status).toBe(200);
      expect(Object.keys(await res.json())).not.toContain('savedChartId');
    }
    expect(await listOf(owner)).toEqual([]);
  });

  it('asks for a name, and refuses one that is empty or too long, and a visitor', async () => {
    const owner = await signedInClient();
    for (const name of [undefined, '', '   ', 'x'.repeat(61), 42]) {
      const body = await expectError(await save(owner, { ...BIRTH, name }), 422, 'VALIDATION_FAILED');
      expect(JSON.stringify(body)).toMatch(/name/);
    }
    await expectError(
      await owner.post('/api/birth-charts/x', { name: '' }, { method: 'PATCH' }),
      422,
      'VALIDATION_FAILED',
    );
    await expectError(await save(newClient(), { ...BIRTH, name: 'Me' }), 401, 'UNAUTHORIZED');
    expect(await listOf(owner)).toEqual([]);
  });

  it('keeps one chart per birth: the same birth saved again, even 30 times at once, is the chart already kept', async () => {
    const owner = await signedInClient();
    const first = SaveChartResponseSchema.parse(await (await save(owner, { ...BIRTH, name: 'Me' })).json());
    // The same birth under another name: the chart already kept, with its name.
    const again = await save(owner, { ...BIRTH, name: 'Me again' });
    expect(again.status).toBe(200);
    expect(SaveChartResponseSchema.parse(await again.json())).toEqual({ created: false, chart: first.chart });
    // Another house system is another chart, and so is the same birth in the sidereal zodiac, which it keeps.
    expect((await save(owner, { ...BIRTH, houseSystem: 'koch', name: 'Me, Koch houses' })).status).toBe(201);
    const sidereal = await save(owner, { ...BIRTH, zodiac: 'sidereal', name: 'Me, my kundli' });
    expect(sidereal.status).toBe(201);
    const { chart: kept } = SaveChartResponseSchema.parse(await sidereal.json());
    // Each says its zodiac, in the list too.
    expect([first.chart.zodiac, kept.zodiac]).toEqual(['tropical', 'sidereal']);
    const listed = await listOf(owner);
    expect(listed.find((c) => c.id === kept.id)?.zodiac).toBe('sidereal');
    expect(listed.find((c) => c.id === first.chart.id)?.zodiac).toBe('tropical');
    const opened = SavedChartSchema.parse(await (await owner.request(`/api/birth-charts/${kept.id}`)).json());
    expect(opened.result).toMatchObject({
      zodiac: 'sidereal',
      chart: { zodiac: 'sidereal', houseSystem: 'whole-sign' },
    });
    expect(opened.result.nakshatra?.name).toBeTruthy();
    expect((await save(owner, { ...BIRTH, zodiac: 'sidereal', name: 'Again' })).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => save(owner, { ...BIRTH, birthDate: '1977-07-07', name: 'Twin' })),
    );
    const bodies = await Promise.all(answers.map(async (r) => SaveChartResponseSchema.parse(await r.json())));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(29);
    expect(new Set(bodies.map((b) => b.chart.id)).size).toBe(1);
    const stored = await testD1
      .prepare("SELECT count(*) AS n FROM birth_charts WHERE user_id = ?1 AND birth_date = '1977-07-07'")
      .bind(owner.user.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });
});

describe('my chart', () => {
  it('makes a saved chart "my chart": the profile shows its birth data, Big Three, element and modality', async () => {
    const owner = await signedInClient();
    const before = ProfileSchema.parse(await (await owner.request('/api/user/profile')).json());
    expect(before).toMatchObject({ myChartId: null, astrologicalProfile: { sunSign: null } });
    const { chart } = SaveChartResponseSchema.parse(await (await save(owner, { ...BIRTH, name: 'Me' })).json());

    const res = await owner.post('/api/user/my-chart', { chartId: chart.id }, { method: 'PUT' });
    expect(res.status).toBe(200);
    const profile = ProfileSchema.parse(await res.json());
    expect(profile).toMatchObject({
      myChartId: chart.id,
      birthDate: '1990-05-15',
      birthTime: '14:30',
      birthLocation: chart.birthLocation,
      astrologicalProfile: { sunSign: 'Taurus', moonSign: chart.moonSign, risingSign: chart.risingSign },
    });
    expect(profile.astrologicalProfile.dominantElement).toMatch(/^(Fire|Earth|Air|Water)$/);
    expect(profile.astrologicalProfile.dominantModality).toMatch(/^(Cardinal|Fixed|Mutable)$/);

    // Someone else's chart, or none, cannot be made mine.
    const stranger = await signedInClient();
    await expectError(
      await stranger.post('/api/user/my-chart', { chartId: chart.id }, { method: 'PUT' }),
      404,
      'NOT_FOUND',
    );
    await expectError(await owner.post('/api/user/my-chart', {}, { method: 'PUT' }), 422, 'VALIDATION_FAILED');

    // Deleting the chart while the profile keeps its birth data: the birth is cast again as my chart.
    await owner.post(`/api/birth-charts/${chart.id}`, undefined, { method: 'DELETE' });
    const after = ProfileSchema.parse(await (await owner.request('/api/user/profile')).json());
    expect(after).toMatchObject({ birthDate: '1990-05-15', astrologicalProfile: { sunSign: 'Taurus' } });
    expect(after.myChartId).not.toBeNull();
    expect(after.myChartId).not.toBe(chart.id);
    expect(await listOf(owner)).toMatchObject([{ id: after.myChartId, name: 'Test', sunSign: 'Taurus' }]);
  });

  it('reads a chart saved in the sidereal zodiac in the tropical one when it is made "my chart"', async () => {
    const owner = await signedInClient();
    const tropical = SaveChartResponseSchema.parse(await (await save(owner, { ...BIRTH, name: 'Tropical' })).json());
    const sidereal = SaveChartResponseSchema.parse(
      await (await save(owner, { ...BIRTH, zodiac: 'sidereal', houseSystem: 'placidus', name: 'Kundli' })).json(),
    );
    expect(sidereal.chart.risingSign).not.toBe(tropical.chart.risingSign);
    const res = await owner.post('/api/user/my-chart', { chartId: sidereal.chart.id }, { method: 'PUT' });
    const profile = ProfileSchema.parse(await res.json());
    // The features that compute from the reader's chart (transits, synastry, Stella) work in the
    // tropical zodiac: the profile's signs are the same birth's tropical ones.
    expect(profile).toMatchObject({
      myChartId: sidereal.chart.id,
      astrologicalProfile: {
        sunSign: tropical.chart.sunSign,
        moonSign: tropical.chart.moonSign,
        risingSign: tropical.chart.risingSign,
      },
    });
    // The chart itself is kept as it was saved.
    const opened = SavedChartSchema.parse(await (await owner.request(`/api/birth-charts/${sidereal.chart.id}`)).json());
    expect(opened.result.zodiac).toBe('sidereal');
    expect(opened.risingSign).toBe(sidereal.chart.risingSign);
    // As the readings read it (Stella's wheel): the same instant, tropical; no other zodiac is asked for so.
    const read = SavedChartSchema.parse(
      await (await owner.request(`/api/birth-charts/${sidereal.chart.id}?zodiac=tropical`)).json(),
    );
    expect(read.result.chart.zodiac).toBeUndefined();
    expect(read.result.chart.utc).toBe(opened.result.chart.utc);
    expect(read.result.risingSign).toBe(tropical.chart.risingSign);
    const refused = await owner.request(`/api/birth-charts/${sidereal.chart.id}?zodiac=sidereal`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'zodiac' }] });
  });

  it('birth data corrected on the profile recasts my chart in place; letting go of it forgets the birth data', async () => {
    const owner = await signedInClient();
    const { chart } = SaveChartResponseSchema.parse(await (await save(owner, { ...BIRTH, name: 'Me' })).json());
    await owner.post('/api/user/my-chart', { chartId: chart.id }, { method: 'PUT' });
    const patched = await owner.post('/api/user/profile', { birthTime: '08:00' }, { method: 'PATCH' });
    expect(ProfileSchema.parse(await patched.json())).toMatchObject({ myChartId: chart.id, birthTime: '08:00' });
    expect(await listOf(owner)).toMatchObject([{ id: chart.id, name: 'Me', birthTime: '08:00' }]);
    const cleared = await owner.post('/api/user/my-chart', undefined, { method: 'DELETE' });
    expect(ProfileSchema.parse(await cleared.json())).toMatchObject({
      myChartId: null,
      birthDate: null,
      birthTime: null,
    });
    expect(await listOf(owner)).toMatchObject([{ id: chart.id, name: 'Me' }]);
  });
});

describe('GET /api/user/activity', () => {
  it('lists what the user did, newest first: sign-ins, saved charts, horoscopes read and compatibility checks', async () => {
    const owner = await signedInClient();
    await save(owner, { ...BIRTH, name: 'Me' });
    await owner.post('/api/user/activity', { kind: 'horoscope_read' });
    await owner.post('/api/user/activity', { kind: 'compatibility_check' });
    const events = ActivityEventSchema.array().parse(await (await owner.request('/api/user/activity')).json());
    expect(events.map((e) => e.kind)).toEqual(['compatibility_check', 'horoscope_read', 'chart_saved', 'sign_in']);
    expect(events[2]?.detail).toBe('Me');
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expectError(await newClient().request('/api/user/activity'), 401, 'UNAUTHORIZED');
    expect(await (await (await signedInClient()).request('/api/user/activity')).json()).toHaveLength(1);
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
    testD1
      .prepare(
        `INSERT INTO birth_charts (id, user_id, birth_date, birth_time, birth_time_unknown, birth_location, sun_sign, moon_sign, rising_sign, response, created_at)
       VALUES (?1, ?2, '1990-05-15', '14:30', 0, 'Paris, France', 'Taurus', 'Leo', 'Virgo', '{}', ?3)`,
      )
      .bind(`seed-${userId.slice(0, 8)}-${String(i).padStart(4, '0')}`, userId, from + i),
  );
  for (let i = 0; i < statements.length; i += 100) await testD1.batch(statements.slice(i, i + 100));
}

describe('saved charts at scale', () => {
  it(`keeps at most ${SAVED_CHARTS_LIMIT} charts: of 30 saves at once at ${SAVED_CHARTS_LIMIT - 1}, one is kept and the rest say why not`, async () => {
    const owner = await signedInClient();
    await seedCharts(owner.user.id, SAVED_CHARTS_LIMIT - 1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        save(owner, { ...BIRTH, birthDate: `1960-01-${String(i + 1).padStart(2, '0')}`, name: `Chart ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(29);
    for (const res of refused) expect((await expectError(res, 409, 'CONFLICT')).message).toBe(SAVED_CHARTS_FULL);
    const stored = await testD1
      .prepare('SELECT count(*) AS n FROM birth_charts WHERE user_id = ?1')
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
