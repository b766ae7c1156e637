/**
 * D1's Sessions API (decision 044): a visitor's read may be answered by the nearest read
 * replica; a signed-in reader's requests and every write go to the primary, so nobody reads
 * older data than they wrote.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { newClient, signedInClient } from './accounts';
import { onLibsql } from './database';
import { adminClient } from './admin';
import { member, workerWith } from './faults';
import { sendRequestsThrough } from './helpers';

/** The test database, noting each session a request opens on it. */
function watched(sessions: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (constraint: D1SessionConstraint) => {
          sessions.push(constraint);
          return target.withSession(constraint);
        };
      }
      return member(target, property);
    },
  });
}

afterEach(() => sendRequestsThrough(null));

// D1's Sessions API: libSQL has no read replicas of its own here.
describe.skipIf(onLibsql)('read replicas', () => {
  it('a visitor reads from any replica; a signed-in reader and every write use the primary', async () => {
    const reader = await signedInClient('free');
    const sessions: string[] = [];
    sendRequestsThrough(workerWith({ DB: watched(sessions) }));

    const search = await newClient().request('/api/places?q=Paris');
    expect(search.status).toBe(200);
    expect(((await search.json()) as { places: { name: string }[] }).places[0]?.name).toBe('Paris');
    expect((await newClient().request('/api/game/leaderboard')).status).toBe(200);
    expect(sessions).toEqual(['first-unconstrained', 'first-unconstrained']);

    expect((await reader.request('/api/user/profile')).status).toBe(200);
    expect(
      (await newClient().post('/api/auth/email/signup', { email: 'replica@example.com', password: 'a fine password' }))
        .status,
    ).toBe(201);
    const admin = await adminClient();
    expect((await admin.request('/api/admin/users')).status).toBe(200);
    expect(sessions).toHaveLength(2);
  });
});
