/**
 * Advanced synastry through the real Worker (decision 039): who may ask, the spec's validation in
 * its own words, the answer's sections from signs and from two charts (exact cross-aspects,
 * receipts that name real facts), symmetry under swap, and the kept readings: saved under a limit
 * that holds under parallel saves, listed, reopened, deleted, exported and gone with the account.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import {
  SYNASTRY_READINGS_LIMIT,
  type SynastryAnswer,
  type SynastryReading,
  type SynastryReadingItem,
} from '@schema/synastry';
import { type Client, createUser, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError, ORIGIN } from '../../../test/api/helpers';
import { mockMarker } from '../../../test/mock-ai/scenarios';
import { app } from '@worker/app';
import { testD1 } from '../../../test/api/database';

const SPEC_403 = 'Advanced Synastry Analysis requires Oracle or Master subscription';
const SPEC_SUN_MOON = 'Please fill at least Sun and Moon signs for both people';

const signs = {
  person1: { name: 'Alex', sunSign: 'aries', moonSign: 'cancer', venus: 'pisces', mars: 'leo', mercury: 'aries' },
  person2: { name: 'Sam', sunSign: 'Leo', moonSign: 'libra', risingSign: 'virgo', venus: 'leo', mars: 'gemini' },
};

const BELGRADE = { latitude: 44.8176, longitude: 20.4569, timezone: 'Europe/Belgrade' };
const birthA = { birthDate: '1990-05-04', birthTime: '12:30', ...BELGRADE };
const birthB = {
  birthDate: '1988-11-21',
  birthTime: '07:15',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
};

const analyse = (client: Client, body: unknown, headers: Record<string, string> = {}) =>
  client.post('/api/synastry/advanced-analysis', body, { headers });

async function answerOf(res: Response): Promise<SynastryAnswer> {
  expect(res.status).toBe(200);
  return (await res.json()) as SynastryAnswer;
}

/** Every written part of an answer with its path, as receipts name them. */
function writtenParts(a: SynastryAnswer): [string, string][] {
  const parts: [string, string][] = [['overallCompatibility.description', a.overallCompatibility.description]];
  for (const [k, v] of Object.entries(a.planetaryAspects))
    parts.push([`planetaryAspects.${k}.interpretation`, v.interpretation]);
  for (const [k, v] of Object.entries(a.relationshipDynamics)) {
    for (const [i, s] of v.strengths.entries()) parts.push([`relationshipDynamics.${k}.strengths.${i}`, s]);
    for (const [i, s] of v.challenges.entries()) parts.push([`relationshipDynamics.${k}.challenges.${i}`, s]);
    parts.push([`relationshipDynamics.${k}.guidance`, v.guidance]);
  }
  parts.push(
    ['longTermPotential.outlook', a.longTermPotential.outlook],
    ['longTermPotential.advice', a.longTermPotential.advice],
  );
  for (const [i, s] of a.cosmicInsights.entries()) parts.push([`cosmicInsights.${i}`, s]);
  return parts;
}

function scoresOf(a: SynastryAnswer) {
  return {
    overall: a.overallCompatibility.score,
    aspects: Object.fromEntries(Object.entries(a.planetaryAspects).map(([k, v]) => [k, [v.score, v.aspect]])),
    dynamics: Object.fromEntries(Object.entries(a.relationshipDynamics).map(([k, v]) => [k, v.score])),
    longTerm: a.longTermPotential.score,
  };
}

describe('POST /api/synastry/advanced-analysis: who may ask', () => {
  it('asks a visitor to sign in and answers an Explorer with the spec 403', async () => {
    await expectError(await analyse(newClient(), signs), 401, 'UNAUTHORIZED');
    const body = await expectError(await analyse(await signedInClient('free'), signs), 403, 'FORBIDDEN');
    expect(body.message).toBe(SPEC_403);
  });

  it('answers Oracle, Master and a running trial', async () => {
    for (const client of [await signedInClient('oracle'), await signedInClient('master')]) {
      expect((await analyse(client, signs)).status).toBe(200);
    }
    const trial = await createUser({ trialDays: 7 });
    const client = newClient();
    expect((await client.post('/api/auth/email/login', { email: trial.email, password: trial.password })).status).toBe(
      200,
    );
    expect((await analyse(client, signs)).status).toBe(200);
  });
});

describe('POST /api/synastry/advanced-analysis: the request in the spec words', () => {
  it('refuses a missing Sun or Moon with the spec message, in the reader language too', async () => {
    const client = await signedInClient('oracle');
    for (const body of [
      { person1: { sunSign: 'aries' }, person2: signs.person2 },
      { person1: signs.person1, person2: { moonSign: 'leo' } },
      { person1: { sunSign: '', moonSign: '' }, person2: signs.person2 },
    ]) {
      const error = await expectError(await analyse(client, body), 400, 'BAD_REQUEST');
      expect(error.message).toBe(SPEC_SUN_MOON);
    }
    const fr = await expectError(
      await analyse(client, { person1: { sunSign: 'aries' }, person2: signs.person2 }, { 'Accept-Language': 'fr' }),
      400,
      'BAD_REQUEST',
    );
    expect(fr.message).toBe('Indiquez au moins le signe solaire et le signe lunaire de chaque personne.');
  });

  it('answers a 10,000-character name, an unknown sign and a broken body with 400, never 500', async () => {
    const client = await signedInClient('oracle');
    const long = await expectError(
      await analyse(client, { ...signs, person1: { ...signs.person1, name: 'x'.repeat(10_000) } }),
      400,
      'BAD_REQUEST',
    );
    expect(long.issues?.[0]).toMatchObject({ path: 'person1.name' });
    await expectError(
      await analyse(client, { ...signs, person2: { ...signs.person2, sunSign: 'ophiuchus' } }),
      400,
      'BAD_REQUEST',
    );
    await expectError(await analyse(client, { person1: signs.person1 }), 400, 'BAD_REQUEST');
    await expectError(
      await analyse(client, { ...signs, person1: { myChart: true, birth: birthA } }),
      400,
      'BAD_REQUEST',
    );
  });

  it("answers another reader's chart id with 404", async () => {
    const owner = await signedInClient('oracle');
    const saved = await owner.post('/api/birth-charts', { name: 'Mine', ...birthA });
    const { chart } = (await saved.json()) as { chart: { id: string } };
    const other = await signedInClient('oracle');
    await expectError(
      await analyse(other, { person1: { chartId: chart.id }, person2: signs.person2 }),
      404,
      'NOT_FOUND',
    );
    expect((await analyse(owner, { person1: { chartId: chart.id }, person2: signs.person2 })).status).toBe(200);
  });
});

describe('POST /api/synastry/advanced-analysis: the reading', () => {
  it('reads two people by signs in the spec sections, says it is by signs, and cites only its facts', async () => {
    const a = await answerOf(await analyse(await signedInClient('oracle'), signs));
    expect(a.mode).toBe('signs');
    expect(a.overallCompatibility.score).toBeGreaterThanOrEqual(0);
    expect(a.overallCompatibility.score).toBeLessThanOrEqual(100);
    expect(a.overallCompatibility.rating).not.toBe('');
    expect(a.overallCompatibility.description).not.toBe('');
    expect(Object.keys(a.planetaryAspects)).toEqual(
      expect.arrayContaining(['sunSun', 'sunMoon', 'moonMoon', 'venusMars']),
    );
    // Mercury is known for one person only: no Mercury pair.
    expect(a.planetaryAspects.mercuryMercury).toBeUndefined();
    expect(Object.keys(a.relationshipDynamics)).toEqual([
      'emotionalConnection',
      'communication',
      'attraction',
      'commitment',
    ]);
    expect(a.longTermPotential.outlook).not.toBe('');
    expect(a.cosmicInsights.length).toBeGreaterThan(0);
    expect(a.crossAspects).toEqual([]);
    expect(a.people.map((p) => [p.name, p.sunSign, p.moonSign, p.risingSign])).toEqual([
      ['Alex', 'aries', 'cancer', null],
      ['Sam', 'leo', 'libra', 'virgo'],
    ]);
    // Aries and Leo are trine signs: the Sun pair says so.
    expect(a.planetaryAspects.sunSun?.aspect).toBe('trine');
    for (const [path, ids] of Object.entries(a.receipts)) {
      for (const id of ids) expect(a.facts[id], `${path} cites ${id}`).toBeDefined();
    }
    for (const [path, text] of writtenParts(a)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/\[\[|\]\]|undefined|NaN/);
    }
  });

  it('scores the same pair the same whichever order and however often it is asked', async () => {
    const client = await signedInClient('master');
    const forward = await answerOf(await analyse(client, signs));
    const again = await answerOf(await analyse(client, signs));
    const swapped = await answerOf(await analyse(client, { person1: signs.person2, person2: signs.person1 }));
    expect(scoresOf(again)).toEqual(scoresOf(forward));
    expect(again).toEqual(forward);
    expect(scoresOf(swapped)).toEqual(scoresOf(forward));
    expect(swapped.people.map((p) => p.name)).toEqual(['Sam', 'Alex']);
  });

  it('reads "my chart" against typed birth data exactly: cross-aspects, overlays, the composite', async () => {
    const client = await signedInClient('oracle');
    const saved = await client.post('/api/birth-charts', { name: 'Me', ...birthA });
    const { chart } = (await saved.json()) as { chart: { id: string } };
    const put = await client.request('/api/user/my-chart', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chartId: chart.id }),
    });
    expect(put.status).toBe(200);
    const body = { person1: { myChart: true }, person2: { name: 'Sam', birth: birthB } };
    const a = await answerOf(await analyse(client, body));
    expect(a.mode).toBe('exact');
    expect(a.people[0].source).toBe('myChart');
    expect(a.people[0].chart).not.toBeNull();
    expect(a.crossAspects.length).toBeGreaterThan(5);
    for (const x of a.crossAspects) expect(a.facts[x.id]).toBeDefined();
    expect(a.overlays).toHaveLength(20);
    expect(a.composite.map((c) => c.id)).toEqual(['C.sun', 'C.moon', 'C.venus']);
    const cited = Object.values(a.receipts).flat();
    expect(cited.some((id) => id.startsWith('X.'))).toBe(true);
    expect(cited.some((id) => id.startsWith('C.'))).toBe(true);
    for (const id of cited) expect(a.facts[id]).toBeDefined();
    // Swapped, the same scores.
    const swapped = await answerOf(await analyse(client, { person1: body.person2, person2: body.person1 }));
    expect(scoresOf(swapped)).toEqual(scoresOf(a));
    expect(swapped.crossAspects).toHaveLength(a.crossAspects.length);
  });

  it('writes in the reader language', async () => {
    const client = await signedInClient('oracle');
    const a = await answerOf(await analyse(client, signs, { 'Accept-Language': 'zh' }));
    expect(a.language).toBe('zh');
    expect(a.overallCompatibility.description).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('kept readings', () => {
  it('saves, lists, reopens and deletes a reading, and it is in the export', async () => {
    const client = await signedInClient('oracle');
    const res = await client.post('/api/synastry/readings', signs);
    expect(res.status).toBe(201);
    const saved = (await res.json()) as SynastryReading;
    expect(saved.title).toBe('Alex & Sam');
    const list = (await (await client.request('/api/synastry/readings')).json()) as SynastryReadingItem[];
    expect(list.map((r) => r.id)).toEqual([saved.id]);
    const reopened = (await (await client.request(`/api/synastry/readings/${saved.id}`)).json()) as SynastryReading;
    expect(reopened.result).toEqual(saved.result);
    const exported = (await (await client.request('/api/user/export')).json()) as { synastryReadings: unknown[] };
    expect(exported.synastryReadings).toHaveLength(1);
    await expectError(
      await (await signedInClient('oracle')).request(`/api/synastry/readings/${saved.id}`),
      404,
      'NOT_FOUND',
    );
    expect((await client.request(`/api/synastry/readings/${saved.id}`, { method: 'DELETE' })).status).toBe(200);
    await expectError(await client.request(`/api/synastry/readings/${saved.id}`), 404, 'NOT_FOUND');
  });

  it('keeps at most the limit under 30 parallel saves, and goes with the account', async () => {
    const client = await signedInClient('oracle');
    const now = Date.now();
    const fill = SYNASTRY_READINGS_LIMIT - 5;
    const insert = testD1.prepare(
      `INSERT INTO synastry_readings (id, user_id, title, score, mode, language, request, result, created_at)
       VALUES (?1, ?2, 'Old', 50, 'signs', 'en', '{}', '{}', ?3)`,
    );
    await testD1.batch(
      Array.from({ length: fill }, (_, i) => insert.bind(crypto.randomUUID(), client.user.id, now - i)),
    );
    const results = await Promise.all(Array.from({ length: 30 }, () => client.post('/api/synastry/readings', signs)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of results.filter((r) => r.status !== 201)) await expectError(r, 409, 'CONFLICT');
    const count = await testD1
      .prepare('SELECT count(*) AS n FROM synastry_readings WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(SYNASTRY_READINGS_LIMIT);
    expect((await client.post('/api/user', { password: client.user.password }, { method: 'DELETE' })).status).toBe(200);
    const gone = await testD1
      .prepare('SELECT count(*) AS n FROM synastry_readings WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ n: number }>();
    expect(gone?.n).toBe(0);
  });

  it('asks a visitor to sign in and an Explorer to upgrade before saving', async () => {
    await expectError(await newClient().post('/api/synastry/readings', signs), 401, 'UNAUTHORIZED');
    await expectError(await (await signedInClient('free')).post('/api/synastry/readings', signs), 403, 'FORBIDDEN');
    await expectError(await newClient().request('/api/synastry/readings'), 401, 'UNAUTHORIZED');
  });
});

describe('the overall description by the language model, through the mock provider', () => {
  const mockUrl = inject('mockAiUrl');
  /** The request through the app with a model configured (the default tests have none). */
  function modelAnalyse(client: Client, body: unknown) {
    const headers = new Headers({ 'Content-Type': 'application/json', 'CF-Connecting-IP': client.address });
    if (client.cookie) headers.set('Cookie', client.cookie);
    const withModel = { ...env, AI_API_KEY: 'mock-key', AI_BASE_URL: `${mockUrl}/v1`, AI_MODEL: 'mock-ok' };
    return app.fetch(
      new Request(`${ORIGIN}/api/synastry/advanced-analysis`, { method: 'POST', headers, body: JSON.stringify(body) }),
      withModel as unknown as typeof env,
    );
  }

  it('takes the model description when it cites the reading facts, and keeps the offline scores', async () => {
    const client = await signedInClient('oracle');
    const body = { person1: { ...signs.person1, name: 'Nadia' }, person2: signs.person2 };
    const offline = await answerOf(await analyse(client, body));
    const a = await answerOf(await modelAnalyse(client, body));
    expect(a.writer).toBe('model');
    expect(a.overallCompatibility.description).not.toBe(offline.overallCompatibility.description);
    const cited = a.receipts['overallCompatibility.description'] ?? [];
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) expect(a.facts[id]).toBeDefined();
    expect(scoresOf(a)).toEqual(scoresOf(offline));
  });

  it('falls back to the offline description when the model contradicts the charts or cites what is not there', async () => {
    const client = await signedInClient('oracle');
    const body = { person1: signs.person1, person2: { ...signs.person2, name: `Sam ${mockMarker('invalid')}` } };
    const a = await answerOf(await modelAnalyse(client, body));
    expect(a.writer).toBe('offline');
    expect(a.overallCompatibility.description).not.toMatch(/\[\[|bogus/);
  });
});
