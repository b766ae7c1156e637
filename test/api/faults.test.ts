/**
 * The product when its parts fail (docs/operations.md#when-a-part-fails): the database down,
 * slow, or failing in the middle of a write; KV down; the nightly jobs stopped halfway and run
 * twice. Each failure answers in the one error shape with the words of the catalogue, the log
 * says what happened under the answer's request id, limits and quotas hold, and nothing a
 * request acknowledged is lost or half-written. (The AI provider hanging and Stripe answering
 * 500 have their own tests: worker/features/stella/stella.test.ts, "the language model through
 * the mock provider", and worker/features/payments/payments.test.ts, "when Stripe fails".)
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { utcDay } from '@core/game';
import { rotateAstroGems } from '@worker/features/game';
import { rollUpPageVisits } from '@worker/features/admin';
import { SCHEDULES } from '@worker/jobs';
import { openDatabase } from '@worker/lib/db';
import { parseServerEnv } from '@worker/lib/env';
import { WRITES_PER_MINUTE } from '@worker/lib/write-limit';
import { ORACLE_DAILY_CONVERSATIONS } from '@core/plans';
import { createUser, newClient, signedInClient, uniqueEmail } from './accounts';
import { onLibsql, testD1 } from './database';
import { downKV, faultyD1, workerWith } from './faults';
import { expectError, sendRequestsThrough } from './helpers';
import { CHART } from './route-matrix';

const config = (() => {
  const parsed = parseServerEnv(env);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.env;
})();

const one = async (query: string, ...values: unknown[]) =>
  (
    await testD1
      .prepare(query)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

/** The JSON lines the Worker wrote to console.error while a test ran. */
function errorLines() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line));
  });
  return lines;
}

afterEach(() => {
  sendRequestsThrough(null);
});

// D1's own failures, injected into its binding (a libSQL run has its own: test/api/libsql.test.ts).
describe.skipIf(onLibsql)('the database is down', () => {
  it('says so at /api/health, still casts a chart from coordinates, and answers a search 503 with a log line under its request id', async () => {
    const lines = errorLines();
    sendRequestsThrough(workerWith({ DB: faultyD1(testD1, { failFrom: 0 }) }));
    const client = newClient();

    const health = await client.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'error', kv: 'ok' });

    // The chart needs no database when the place is given by its coordinates.
    expect((await client.post('/api/birth-chart', CHART)).status).toBe(200);

    const res = await client.request('/api/places?q=Ljubljana');
    const body = await expectError(res, 503, 'UNAVAILABLE');
    expect(body.message).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(JSON.stringify(body)).not.toMatch(/D1_ERROR|Network connection|\bat \w/);
    const logged = lines.find((l) => l.requestId === body.requestId);
    expect(logged).toMatchObject({ level: 'error', event: 'database.unavailable', route: '/api/places' });
    expect(JSON.stringify(logged)).toContain('Network connection lost');

    // In the reader's language, from the catalogue.
    const french = await client.request('/api/places?q=Lyon', { headers: { 'Accept-Language': 'fr' } });
    expect((await expectError(french, 503, 'UNAVAILABLE')).message).toBe(
      'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    );
  });

  it('keeps a signed-in reader signed in: the session is not cleared, and works again once the database answers', async () => {
    const reader = await signedInClient('free');
    const cookie = reader.cookie;
    errorLines();
    sendRequestsThrough(workerWith({ DB: faultyD1(testD1, { failFrom: 0 }) }));
    const res = await reader.request('/api/user/profile');
    await expectError(res, 503, 'UNAVAILABLE');
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(reader.cookie).toBe(cookie);
    sendRequestsThrough(null);
    expect((await reader.request('/api/user/profile')).status).toBe(200);
  });
});

// D1's own failures, injected into its binding (a libSQL run has its own: test/api/libsql.test.ts).
describe.skipIf(onLibsql)('the database fails in the middle of a write', () => {
  it('a sign-up is made whole or not at all, whichever statement fails, and trying again always ends with the account and its mail', async () => {
    errorLines();
    for (let failFrom = 0; failFrom < 12; failFrom++) {
      const email = uniqueEmail('halfway');
      const signUp = () => newClient().post('/api/auth/email/signup', { email, password: 'a fine password' });
      const counts = async () => ({
        users: await one('SELECT count(*) AS n FROM users WHERE email = ?1', email),
        tokens: await one(
          'SELECT count(*) AS n FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
          email,
        ),
        mail: await one('SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1', email),
      });
      sendRequestsThrough(workerWith({ DB: faultyD1(testD1, { failFrom }) }));
      const res = await signUp();
      sendRequestsThrough(null);
      const after = await counts();
      if (res.status === 201) {
        // Acknowledged: the account, its verification token and its mail are all there.
        expect(after, `failing from statement ${failFrom}`).toEqual({ users: 1, tokens: 1, mail: 1 });
        return;
      }
      await expectError(res, 503, 'UNAVAILABLE');
      // Never an account without its token: both are one batch.
      expect([0, 1], `failing from statement ${failFrom}`).toContain(after.users);
      expect(after.tokens, `failing from statement ${failFrom}`).toBe(after.users);
      // Trying again (as the reader would) ends with the account and a verification mail.
      expect((await signUp()).status).toBe(201);
      const retried = await counts();
      expect(retried.users).toBe(1);
      expect(retried.tokens).toBeGreaterThanOrEqual(1);
      expect(retried.mail, `failing from statement ${failFrom}`).toBeGreaterThanOrEqual(1);
    }
    throw new Error('the sign-up never succeeded');
  });

  it('a saved chart is saved whole or not at all, whichever statement fails, and saving it again leaves one', async () => {
    errorLines();
    const reader = await signedInClient('free');
    for (let failFrom = 0; failFrom < 12; failFrom++) {
      const name = `Halfway ${failFrom}`;
      const save = () => reader.post('/api/birth-charts', { ...CHART, birthDate: `1990-05-${10 + failFrom}`, name });
      const saved = () =>
        one('SELECT count(*) AS n FROM birth_charts WHERE user_id = ?1 AND name = ?2', reader.user.id, name);
      sendRequestsThrough(workerWith({ DB: faultyD1(testD1, { failFrom }) }));
      const res = await save();
      sendRequestsThrough(null);
      if (res.status === 201) {
        expect(await saved()).toBe(1);
        return;
      }
      await expectError(res, 503, 'UNAVAILABLE');
      // The failure may come after the chart was written (the answer is what failed): never a part of one.
      expect([0, 1], `failing from statement ${failFrom}`).toContain(await saved());
      expect([200, 201]).toContain((await save()).status);
      expect(await saved(), `failing from statement ${failFrom}`).toBe(1);
    }
    throw new Error('the save never succeeded');
  });
});

// D1's own failures, injected into its binding (a libSQL run has its own: test/api/libsql.test.ts).
describe.skipIf(onLibsql)('the database is slow', () => {
  it(`the per-user write limit still counts exactly ${WRITES_PER_MINUTE} of ${WRITES_PER_MINUTE + 20} simultaneous reports`, async () => {
    const reader = await signedInClient('free');
    sendRequestsThrough(workerWith({ DB: faultyD1(testD1, { delayMs: 40 }) }));
    const answers = await Promise.all(
      Array.from({ length: WRITES_PER_MINUTE + 20 }, () =>
        reader.post('/api/user/activity', { kind: 'horoscope_read' }),
      ),
    );
    sendRequestsThrough(null);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 204).length).toBe(WRITES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
    expect(await one('SELECT count(*) AS n FROM user_activity WHERE user_id = ?1', reader.user.id)).toBe(
      WRITES_PER_MINUTE,
    );
  });
});

describe('KV is down', () => {
  it('Ask Stella still answers and counts the conversation in D1, and the daily allowance still holds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reader = await signedInClient('oracle');
    sendRequestsThrough(workerWith({ KV: downKV() }));
    const health = await reader.request('/api/health');
    expect(await health.json()).toMatchObject({ database: 'ok', kv: 'error' });

    expect((await reader.post('/api/stella/ask', { message: 'What does my Moon say?' })).status).toBe(200);
    const usage = (await (await reader.request('/api/stella/usage')).json()) as { used: number };
    expect(usage.used).toBe(1);

    // The rest of the day's allowance is used up (as if asked on another device): the next conversation is refused.
    await testD1
      .prepare('UPDATE stella_usage SET conversations = ?1 WHERE user_id = ?2')
      .bind(ORACLE_DAILY_CONVERSATIONS, reader.user.id)
      .run();
    const refused = await reader.post('/api/stella/ask', { message: 'And my Venus?' });
    expect(refused.status).toBe(429);
    expect(await one('SELECT conversations AS n FROM stella_usage WHERE user_id = ?1', reader.user.id)).toBe(
      ORACLE_DAILY_CONVERSATIONS,
    );
  });
});

describe('the nightly jobs, stopped halfway and run twice', () => {
  const midnight = new Date(Date.UTC(2026, 11, 8));
  const yesterday = utcDay(new Date(midnight.getTime() - 86_400_000));
  // The job runs over the binding given, even on a libSQL run (whose binding reaches libSQL).
  const jobContext = async (d1: D1Database) => ({
    db: await openDatabase({ ...config, DATABASE_URL: undefined }, d1),
    kv: env.KV,
    scheduledAt: midnight,
  });

  it('count every visit of the day once', async () => {
    const paths = ['/', '/horoscope', '/horoscope', '/birth-chart'];
    for (const [i, path] of paths.entries()) {
      await testD1
        .prepare('INSERT INTO page_visits (day, path, visitor) VALUES (?1, ?2, ?3)')
        .bind(yesterday, path, `visitor-${i % 3}`)
        .run();
    }
    for (let failFrom = 0; failFrom < 3; failFrom++) {
      await expect(rollUpPageVisits.run(await jobContext(faultyD1(testD1, { failFrom })))).rejects.toThrow();
    }
    await rollUpPageVisits.run(await jobContext(testD1));
    await rollUpPageVisits.run(await jobContext(testD1));
    const day = await testD1.prepare('SELECT visits, visitors FROM visit_days WHERE day = ?1').bind(yesterday).first();
    expect(day).toEqual({ visits: 4, visitors: 3 });
    const pages = await testD1
      .prepare('SELECT path, visits FROM visit_pages WHERE day = ?1 ORDER BY path')
      .bind(yesterday)
      .all();
    expect(pages.results).toEqual([
      { path: '/', visits: 1 },
      { path: '/birth-chart', visits: 1 },
      { path: '/horoscope', visits: 2 },
    ]);
    expect(await one('SELECT count(*) AS n FROM page_visits WHERE day = ?1', yesterday)).toBe(0);
  });

  it('set the day’s gems once', async () => {
    await expect(rotateAstroGems.run(await jobContext(faultyD1(testD1, { failFrom: 0 })))).rejects.toThrow();
    await rotateAstroGems.run(await jobContext(testD1));
    const first = await testD1.prepare('SELECT * FROM game_rotations ORDER BY 1').all();
    await rotateAstroGems.run(await jobContext(testD1));
    expect((await testD1.prepare('SELECT * FROM game_rotations ORDER BY 1').all()).results).toEqual(first.results);
  });

  /** The gazetteer, which the seed writes and no job touches: tens of thousands of rows not to compare. */
  const SEED_TABLES = [
    'countries',
    'country_names',
    'regions',
    'region_names',
    'subregion_names',
    'places',
    'place_names',
    'place_prefixes',
    'seed_state',
  ]
    .map((t) => `'${t}'`)
    .join(', ');

  it('each job, run a second time, changes nothing the first run did not', { timeout: 60_000 }, async () => {
    const db = await openDatabase(config, env.DB);
    const tables = (
      await testD1
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'job_runs', ${SEED_TABLES})`,
        )
        .all<{ name: string }>()
    ).results.map((t) => t.name);
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [t, (await testD1.prepare(`SELECT * FROM "${t}" ORDER BY 1`).all()).results]),
        ),
      );
    await createUser();
    for (const job of Object.values(SCHEDULES).flat()) {
      await job.run({ db, kv: env.KV, scheduledAt: midnight });
      const once = await snapshot();
      await job.run({ db, kv: env.KV, scheduledAt: midnight });
      expect(await snapshot(), job.name).toEqual(once);
    }
  });
});
