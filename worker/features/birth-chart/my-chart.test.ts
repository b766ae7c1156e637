/**
 * One chart per person (docs/decisions/031-one-chart-per-person.md), through the real Worker:
 * birth data typed on the profile and a saved chart made "my chart" are one thing, and every paid
 * feature that reads the reader's chart finds it either way.
 */
import { describe, expect, it } from 'vitest';
import type { BirthChartResponse, SavedChartListItem } from '@schema/birth-chart';
import type { HoroscopeAnswer } from '@schema/horoscope';
import type { Profile } from '@schema/profile';
import type { AskResponse, DailyInsightAnswer, UserChartAnswer } from '@schema/stella';
import linkMigration from '../../../migrations/0011_link_my_chart.sql?raw';
import { type Client, signedInClient } from '../../../test/api/accounts';
import { testD1 } from '../../../test/api/database';

const BELGRADE_BIRTH = { birthDate: '1990-04-15', birthTime: '14:30', birthLocation: 'Belgrade' };

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const patchProfile = (client: Client, body: unknown) =>
  client.request('/api/user/profile', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const chartsOf = async (client: Client) =>
  json<SavedChartListItem[]>(await client.request('/api/birth-charts?limit=50'));

/** Fills in the profile only, as a new member does. */
async function profileOnly(client: Client): Promise<Profile> {
  return json<Profile>(await patchProfile(client, BELGRADE_BIRTH));
}

/** Saves the same birth as a chart and makes it "my chart", as a member of the birth-chart page does. */
async function savedAsMine(client: Client): Promise<void> {
  const saved = await json<{ chart: { id: string } }>(
    await client.post('/api/birth-charts', { name: 'Me', ...BELGRADE_BIRTH }),
    201,
  );
  await json(
    await client.request('/api/user/my-chart', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chartId: saved.chart.id }),
    }),
  );
}

describe.each([
  ['birth data typed on the profile', profileOnly],
  ['a saved chart made "my chart"', savedAsMine],
] as const)('a Master member who gave %s', (_way, give) => {
  it('is answered from the chart by Stella, today’s insight and the premium horoscope', async () => {
    const client = await signedInClient('master');
    await give(client);

    const signs = await json<UserChartAnswer>(await client.request('/api/user-chart'));
    expect(signs).toMatchObject({ sunSign: 'Aries', chartId: expect.any(String) });

    const answer = await json<AskResponse>(
      await client.post('/api/stella/ask', { message: 'What does my Venus say about how I love?' }),
    );
    const cited = answer.paragraphs.flatMap((p) => p.facts.map((f) => f.id));
    expect(cited.filter((id) => id.startsWith('P.'))).toContain('P.venus');
    expect(answer.response).not.toMatch(/need your own birth chart/i);

    const insight = await json<DailyInsightAnswer>(
      await client.request('/api/stella/daily-insight?timeZone=Europe/Belgrade'),
    );
    expect(insight.insight.length).toBeGreaterThan(40);

    const day = await json<HoroscopeAnswer>(
      await client.request('/api/astrology/horoscope/aries/today?premium=true&timeZone=Europe/Belgrade', {
        headers: { 'Accept-Language': 'en' },
      }),
    );
    const premium = day.premium!;
    expect(premium.basis).toBe('natal');
    expect(premium.planetary_hours).toHaveLength(24);
    expect(premium.progressions.map((p) => p.planet)).toContain('ascendant');
    expect(day.personal_transit).not.toBeNull();

    // One chart, whichever way it was given.
    const charts = await chartsOf(client);
    expect(charts).toHaveLength(1);
    expect(charts[0]?.id).toBe(signs.chartId);
  });
});

describe('the profile and "my chart" are one', () => {
  it('typing birth data saves the chart as mine; correcting it recasts the same chart', async () => {
    const client = await signedInClient('oracle');
    const first = await profileOnly(client);
    expect(first.myChartId).toEqual(expect.any(String));
    expect(first.astrologicalProfile.sunSign).toBe('Aries');
    const [saved] = await chartsOf(client);
    // Named after the person (the test accounts are "Test User").
    expect(saved).toMatchObject({ id: first.myChartId, name: 'Test', birthTime: '14:30', birthTimeUnknown: false });

    const corrected = await json<Profile>(await patchProfile(client, { birthTime: '06:10' }));
    expect(corrected.myChartId).toBe(first.myChartId);
    const after = await chartsOf(client);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first.myChartId, birthTime: '06:10' });
    expect(after[0]?.risingSign).not.toBe(saved?.risingSign);

    // Without a time, the chart is cast with the time unknown: signs, no Ascendant.
    const timeless = await json<Profile>(await patchProfile(client, { birthTime: null }));
    expect((await chartsOf(client))[0]).toMatchObject({ id: first.myChartId, birthTimeUnknown: true });
    expect(timeless.astrologicalProfile.risingSign).toBeNull();

    // Clearing the birth data lets go of the chart and keeps it in the list.
    const cleared = await json<Profile>(await patchProfile(client, { birthDate: null }));
    expect(cleared.myChartId).toBeNull();
    expect(await json<UserChartAnswer>(await client.request('/api/user-chart'))).toMatchObject({ chartId: null });
    expect(await chartsOf(client)).toHaveLength(1);
  });

  it("keeps my chart's kundli beside its tropical signs, and adds it once to a profile kept before", async () => {
    const client = await signedInClient('free');
    const profile = await profileOnly(client);
    const cast = await json<BirthChartResponse>(
      await client.post('/api/birth-chart', { ...BELGRADE_BIRTH, zodiac: 'sidereal' }),
    );
    // Virgo rising and a Sagittarius Moon in the tropical zodiac; Leo lagna in the sidereal one.
    expect(profile.astrologicalProfile).toMatchObject({ sunSign: 'Aries', risingSign: 'Virgo' });
    const kundli = {
      rashi: cast.moonSign.toLowerCase(),
      nakshatra: cast.nakshatra,
      lagna: 'leo',
      lagnaLord: 'sun',
    };
    expect(profile.astrologicalProfile.kundli).toEqual(kundli);

    // A profile whose signs were kept before there were two zodiacs.
    const stored = () =>
      testD1
        .prepare('SELECT astrological_profile AS signs FROM users WHERE id = ?1')
        .bind(client.user.id)
        .first<{ signs: string }>();
    await testD1
      .prepare("UPDATE users SET astrological_profile = json_remove(astrological_profile, '$.kundli') WHERE id = ?1")
      .bind(client.user.id)
      .run();
    expect(JSON.parse((await stored())?.signs ?? '{}')).not.toHaveProperty('kundli');
    const read = await json<Profile>(await client.request('/api/user/profile'));
    expect(read.astrologicalProfile.kundli).toEqual(kundli);
    expect(JSON.parse((await stored())?.signs ?? '{}').kundli).toEqual(kundli);
  });

  it('a birth already saved under a name becomes mine instead of a copy', async () => {
    const client = await signedInClient('oracle');
    const saved = await json<{ chart: { id: string } }>(
      await client.post('/api/birth-charts', { name: 'Ana', ...BELGRADE_BIRTH }),
      201,
    );
    const profile = await profileOnly(client);
    expect(profile.myChartId).toBe(saved.chart.id);
    expect(await chartsOf(client)).toHaveLength(1);
  });

  it('a place that cannot be found is refused and nothing is stored', async () => {
    const client = await signedInClient('oracle');
    const res = await patchProfile(client, { ...BELGRADE_BIRTH, birthLocation: 'Qwzxv Nowhere' });
    expect(res.status).toBe(422);
    expect(await chartsOf(client)).toHaveLength(0);
    expect((await json<Profile>(await client.request('/api/user/profile'))).birthDate).toBeNull();
  });

  it('deleting my chart while the profile keeps the birth data casts it again at the next read', async () => {
    const client = await signedInClient('oracle');
    const { myChartId } = await profileOnly(client);
    await json(await client.request(`/api/birth-charts/${myChartId}`, { method: 'DELETE' }));
    const again = await json<UserChartAnswer>(await client.request('/api/user-chart'));
    expect(again.chartId).toEqual(expect.any(String));
    expect(again.chartId).not.toBe(myChartId);
    expect((await json<Profile>(await client.request('/api/user/profile'))).myChartId).toBe(again.chartId);
  });
});

describe('under concurrency', () => {
  it('30 simultaneous profile saves of one birth keep one chart', async () => {
    const client = await signedInClient('oracle');
    const profiles = await Promise.all(
      Array.from({ length: 30 }, async () => json<Profile>(await patchProfile(client, BELGRADE_BIRTH))),
    );
    const charts = await chartsOf(client);
    expect(charts).toHaveLength(1);
    expect(new Set(profiles.map((p) => p.myChartId))).toEqual(new Set([charts[0]?.id]));
  });

  it('30 simultaneous first reads of a profile without its chart cast and link one chart', async () => {
    const client = await signedInClient('oracle');
    // Birth data kept before the profile and "my chart" were one: no chart, no link.
    await testD1
      .prepare(
        "UPDATE users SET birth_date = '1990-04-15', birth_time = '14:30', birth_location = 'Belgrade' WHERE id = ?1",
      )
      .bind(client.user.id)
      .run();
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => json<UserChartAnswer>(await client.request('/api/user-chart'))),
    );
    const charts = await chartsOf(client);
    expect(charts).toHaveLength(1);
    expect(new Set(answers.map((a) => a.chartId))).toEqual(new Set([charts[0]?.id]));
    const row = await testD1
      .prepare('SELECT my_chart_id AS id FROM users WHERE id = ?1')
      .bind(client.user.id)
      .first<{ id: string }>();
    expect(row?.id).toBe(charts[0]?.id);
  });
});

describe('the migration that links existing profiles', () => {
  it('links a profile to the saved chart of the same birth, and leaves other profiles alone', async () => {
    const owner = await signedInClient('free');
    const other = await signedInClient('free');
    const saved = await json<{ chart: { id: string } }>(
      await owner.post('/api/birth-charts', { name: 'Me', ...BELGRADE_BIRTH }),
      201,
    );
    // The profile as an older version kept it: the typed place, no link.
    await testD1
      .prepare(
        "UPDATE users SET birth_date = '1990-04-15', birth_time = '14:30', birth_location = ?2, my_chart_id = NULL WHERE id = ?1",
      )
      .bind(owner.user.id, (await chartsOf(owner))[0]?.birthLocation)
      .run();
    await testD1
      .prepare(
        "UPDATE users SET birth_date = '1985-01-01', birth_time = NULL, birth_location = 'Paris', my_chart_id = NULL WHERE id = ?1",
      )
      .bind(other.user.id)
      .run();
    await testD1.exec(linkMigration.replace(/--[^\n]*\n/g, '').replace(/\s+/g, ' '));
    const linked = await testD1
      .prepare('SELECT id, my_chart_id AS mine FROM users WHERE id IN (?1, ?2)')
      .bind(owner.user.id, other.user.id)
      .all<{ id: string; mine: string | null }>();
    const mine = Object.fromEntries(linked.results.map((r) => [r.id, r.mine]));
    expect(mine[owner.user.id]).toBe(saved.chart.id);
    expect(mine[other.user.id]).toBeNull();
  });
});
