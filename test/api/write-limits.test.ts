/**
 * Per-user limits on writes and once-only actions, under concurrency: exact results however many
 * requests arrive at once (docs/security.md#limits, docs/security.md#single-use-tokens-and-mail).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRITES_PER_MINUTE } from '@worker/lib/write-limit';
import { type Client, createUser, mailLink, newClient, signedInClient, uniqueEmail } from './accounts';
import { expectError } from './helpers';
import { testD1 } from './database';

/** Another tab of the same signed-in user, from its own address (per-address limits stay out of it). */
function tabOf(client: Client): Client {
  const tab = newClient();
  tab.cookie = client.cookie;
  return tab;
}

const count = async (query: string, ...params: unknown[]) =>
  (
    await testD1
      .prepare(query)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

describe('per-user write limit', () => {
  it(`counts exactly ${WRITES_PER_MINUTE} of 90 simultaneous activity reports, refusing the rest with 429`, async () => {
    // The allowance is per clock minute: a burst that straddles a minute boundary meets two
    // allowances, so it is played again (with a fresh user) until one falls within a minute.
    let user: Awaited<ReturnType<typeof signedInClient>>;
    let answers: Response[];
    for (;;) {
      user = await signedInClient();
      const minute = Math.floor(Date.now() / 60_000);
      answers = await Promise.all(
        Array.from({ length: 90 }, () => tabOf(user).post('/api/user/activity', { kind: 'horoscope_read' })),
      );
      if (Math.floor(Date.now() / 60_000) === minute) break;
    }
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(WRITES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90 - WRITES_PER_MINUTE);
    const refused = answers.find((r) => r.status === 429)!;
    await expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM user_activity WHERE user_id = ?1 AND kind = 'horoscope_read'",
        user.user.id,
      ),
    ).toBe(WRITES_PER_MINUTE);
    const profile = (await (await user.request('/api/user/profile')).json()) as { stats: { horoscopesRead: number } };
    expect(profile.stats.horoscopesRead).toBe(WRITES_PER_MINUTE);
    // Reading goes on, and so does signing out.
    expect((await user.request('/api/user/profile')).status).toBe(200);
    expect((await user.post('/api/auth/logout')).status).toBe(200);
  });

  it("one user's limit is not another's", async () => {
    const busy = await signedInClient();
    const other = await signedInClient();
    await Promise.all(
      Array.from({ length: WRITES_PER_MINUTE + 5 }, () =>
        tabOf(busy).post('/api/user/activity', { kind: 'compatibility_check' }),
      ),
    );
    expect((await other.post('/api/user/activity', { kind: 'compatibility_check' })).status).toBe(204);
  });
});

describe('single-use links under concurrency', () => {
  it('a reset link used 30 times at once changes the password exactly once', async () => {
    const user = await createUser();
    await newClient().post('/api/auth/forgot-password', { email: user.email });
    const { token } = await mailLink(user.email, 'reset_password');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        newClient().post('/api/auth/reset-password', { token, password: `new password number ${i}` }),
      ),
    );
    const ok = answers.map((r, i) => ({ status: r.status, i })).filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) await expectError(r, 400, 'TOKEN_INVALID');
    const winner = `new password number ${ok[0]!.i}`;
    expect((await newClient().post('/api/auth/login', { email: user.email, password: winner })).status).toBe(200);
  });

  it('a verification link opened 30 times at once verifies once; the others are told it was used', async () => {
    const email = uniqueEmail('verify');
    await newClient().post('/api/auth/register', {
      email,
      password: 'a fine long password',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const { path } = await mailLink(email, 'verify_email');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        newClient().request(`/api${path.replace('/verify-email', '/auth/verify-email')}`),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(29);
    expect(
      await count('SELECT count(*) AS n FROM users WHERE email = ?1 AND email_verified_at IS NOT NULL', email),
    ).toBe(1);
  });
});

describe('a limit that cannot be checked fails closed', () => {
  afterEach(async () => {
    await testD1.exec('DROP TRIGGER IF EXISTS fail_counts');
  });

  const breakCounters = () =>
    testD1.exec(
      "CREATE TRIGGER fail_counts BEFORE INSERT ON request_counts BEGIN SELECT RAISE(ABORT, 'database unavailable'); END;",
    );

  it('sign-in refuses with a generic error and starts no session while its rate limit cannot be counted', async () => {
    const user = await createUser();
    await breakCounters();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await newClient().post('/api/auth/login', { email: user.email, password: user.password });
    const body = await expectError(res, 500, 'INTERNAL');
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(body)).not.toMatch(/database unavailable|\bat \w|request_counts/);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(errors).toHaveBeenCalled();
    expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?1', user.id)).toBe(0);
  });

  it('a write is refused, and not made, while the per-user limit cannot be counted', async () => {
    const user = await signedInClient();
    await breakCounters();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectError(await user.post('/api/user/activity', { kind: 'horoscope_read' }), 500, 'INTERNAL');
    expect(await count('SELECT count(*) AS n FROM user_activity WHERE user_id = ?1', user.user.id)).toBe(0);
  });
});

describe('an account deleted while its request runs', () => {
  afterEach(async () => {
    await testD1.exec('DROP TRIGGER IF EXISTS vanish_user');
  });

  it('answers 401 (signed out), not a 500, when the write finds the account gone', async () => {
    const user = await signedInClient();
    // The account is deleted (from another device) between the session check and the write.
    await testD1.exec(
      'CREATE TRIGGER vanish_user BEFORE INSERT ON user_activity BEGIN DELETE FROM users WHERE id = NEW.user_id; END;',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expectError(await user.post('/api/user/activity', { kind: 'horoscope_read' }), 401, 'UNAUTHORIZED');
    expect(await count('SELECT count(*) AS n FROM user_activity WHERE user_id = ?1', user.user.id)).toBe(0);
  });
});
