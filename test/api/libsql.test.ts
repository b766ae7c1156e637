/**
 * The libSQL server down, on a run whose Worker stores its data there (`npm run test:api:libsql`;
 * on D1 the fault tests inject D1's own failures, ./faults.test.ts): the Worker answers as it does
 * when D1 is down, and a write it could not make leaves nothing behind.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClient, PASSWORD, uniqueEmail } from './accounts';
import { onLibsql, testD1 } from './database';
import { workerWith } from './faults';
import { expectError, sendRequestsThrough } from './helpers';

/** Nothing listens on the discard port: every connection to it is refused. */
const DOWN = 'http://127.0.0.1:9';

afterEach(() => {
  sendRequestsThrough(null);
  vi.restoreAllMocks();
});

describe.runIf(onLibsql)('the libSQL server is down', () => {
  it('says so at /api/health, answers a search and a sign-up 503, and the sign-up is not half-made', async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line));
    });
    sendRequestsThrough(workerWith({ DATABASE_URL: DOWN }));
    const client = newClient();

    const health = await client.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'error' });

    const search = await client.request('/api/places?q=Paris');
    const body = await expectError(search, 503, 'UNAVAILABLE');
    expect(body.message).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(search.headers.get('Retry-After')).toBe('5');
    expect(lines.find((l) => l.requestId === body.requestId)).toMatchObject({
      level: 'error',
      event: 'database.unavailable',
      route: '/api/places',
    });

    const email = uniqueEmail();
    await expectError(await client.post('/api/auth/email/signup', { email, password: PASSWORD }), 503, 'UNAVAILABLE');
    sendRequestsThrough(null);
    const row = await testD1
      .prepare('SELECT count(*) AS n FROM users WHERE email = ?1')
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
    // The server back, the same sign-up goes through.
    expect((await newClient().post('/api/auth/email/signup', { email, password: PASSWORD })).status).toBe(201);
  });
});
