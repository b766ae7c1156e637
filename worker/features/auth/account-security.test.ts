/**
 * Accounts under attack (docs/security.md#sessions, docs/security.md#passwords-and-the-lockout):
 * the owner keeps a way in, every password prompt counts toward the lockout, multi-row writes are
 * all-or-nothing, sessions end, cookies and links come from the server's own configuration.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@schema/auth';
import worker from '@worker/index';
import { openDatabase } from '@worker/lib/db';
import { LOCAL_PUBLIC_URL, parseServerEnv } from '@worker/lib/env';
import { REMOVED_LINK, sendMail } from '@worker/lib/mail';
import {
  type Client,
  createUser,
  lastMail,
  mailLink,
  newClient,
  PASSWORD,
  signedInClient,
  uniqueEmail,
} from '../../../test/api/accounts';
import { expectError, ORIGIN } from '../../../test/api/helpers';
import { testD1 } from '../../../test/api/database';

const WRONG = 'not the password!';
const count = async (query: string, ...params: unknown[]) =>
  (
    await testD1
      .prepare(query)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;
const lockState = (userId: string) =>
  testD1
    .prepare('SELECT failed_login_attempts AS attempts, locked_until AS until FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ attempts: number; until: number | null }>();
const signUp = (email: string) =>
  newClient().post('/api/auth/register', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
const signIn = (client: Client, email: string, password: string) => client.post('/api/auth/login', { email, password });

/** Five wrong passwords from fresh addresses, as a password-guessing attacker sends them. */
async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(newClient(), email, WRONG)).status).toBe(401);
}

afterEach(async () => {
  await testD1.exec('DROP TRIGGER IF EXISTS fail_token_insert; DROP TRIGGER IF EXISTS fail_user_delete;');
});

describe('the owner keeps a way in while the account is attacked (row 5)', () => {
  it('a new reset link leaves the earlier unexpired one valid', async () => {
    const user = await createUser();
    await newClient().post('/api/auth/forgot-password', { email: user.email });
    const first = await mailLink(user.email, 'reset_password');
    await newClient().post('/api/auth/forgot-password', { email: user.email });
    const second = await mailLink(user.email, 'reset_password');
    expect(second.token).not.toBe(first.token);
    const owner = newClient();
    const reset = await owner.post('/api/auth/reset-password', {
      token: first.token,
      password: 'my first new password',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(owner, user.email, 'my first new password')).status).toBe(200);
    // With the password changed, the other links in the mailbox are spent.
    const late = await newClient().post('/api/auth/reset-password', {
      token: second.token,
      password: 'a later password',
    });
    await expectError(late, 400, 'TOKEN_INVALID');
  });

  it('a mail the limit holds back stores no token: nobody received one', async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await newClient().post('/api/auth/forgot-password', { email: user.email });
    expect(await count('SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1', user.email)).toBe(3);
    expect(await count('SELECT count(*) AS n FROM email_tokens WHERE user_id = ?1', user.id)).toBe(3);
  });

  it('a completed reset clears the lockout for every device', async () => {
    const user = await createUser();
    await lockOut(user.email);
    expect((await lockState(user.id))?.until).not.toBeNull();
    const { token } = await mailLink(user.email, 'account_locked');
    expect((await newClient().post('/api/auth/reset-password', { token, password: 'unlocked at last' })).status).toBe(
      200,
    );
    expect(await lockState(user.id)).toEqual({ attempts: 0, until: null });
    expect((await signIn(newClient(), user.email, 'unlocked at last')).status).toBe(200);
  });

  it('under a running attack, the owner resets the password and signs in with the new one; the attacker stays locked out', async () => {
    const user = await createUser();
    const owner = newClient();
    // The attacker guesses passwords and asks for reset mails, over and over, from many addresses.
    await lockOut(user.email);
    const flood = await Promise.all(
      Array.from({ length: 10 }, () => newClient().post('/api/auth/forgot-password', { email: user.email })),
    );
    expect(flood.map((r) => r.status)).toEqual(Array(10).fill(200));
    // Among the messages that reached the mailbox, the owner opens the newest link...
    const { token } = await mailLink(user.email, 'reset_password');
    // ...while the attacker goes on guessing.
    const [reset] = await Promise.all([
      owner.post('/api/auth/reset-password', { token, password: 'the owner is back' }),
      ...Array.from({ length: 10 }, () => signIn(newClient(), user.email, WRONG)),
    ]);
    expect(reset?.status).toBe(200);
    expect(owner.device).not.toBeNull();
    await lockOut(user.email);
    expect((await lockState(user.id))?.until ?? 0).toBeGreaterThan(Date.now());

    // The owner's browser, where the reset happened, is a known device: the lock does not hold it back.
    const back = await signIn(owner, user.email, 'the owner is back');
    expect(back.status).toBe(200);
    expect((await owner.request('/api/auth/user')).status).toBe(200);
    // Anyone else, even with the new password, is refused while the lock lasts; the answer reveals nothing.
    const stranger = await expectError(await signIn(newClient(), user.email, 'the owner is back'), 401, 'UNAUTHORIZED');
    expect(stranger.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('a known device has five tries of its own; after them the lock holds it like anyone else', async () => {
    const owner = await signedInClient();
    await lockOut(owner.user.email);
    const tries = await Promise.all(Array.from({ length: 25 }, () => signIn(owner, owner.user.email, WRONG)));
    expect(tries.map((r) => r.status)).toEqual(Array(25).fill(401));
    // The device's allowance is spent, so even its right password now meets the lock.
    expect((await signIn(owner, owner.user.email, owner.user.password)).status).toBe(401);
  });

  it('a device cookie of another account, or a forged one, earns nothing', async () => {
    const victim = await createUser();
    const other = await signedInClient();
    await lockOut(victim.email);
    expect((await signIn(other, victim.email, victim.password)).status).toBe(401);
    const forged = newClient();
    forged.device = `stella_device=${other.device?.split('=')[1]?.slice(0, -4)}AAAA`;
    expect((await signIn(forged, victim.email, victim.password)).status).toBe(401);
  });
});

describe('every password prompt counts toward the lockout and the rate limit (row 8)', () => {
  /** A signed-in session whose browser is not a known device (a stolen session cookie, say). */
  async function sessionOnly() {
    const client = await signedInClient();
    client.device = null;
    return client;
  }

  it('change-password: the fifth wrong current password locks the account, then even the right one is refused', async () => {
    const client = await sessionOnly();
    // 30 at once, each from its own address (the per-address limit is another test's subject).
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => {
        const tab = newClient();
        tab.cookie = client.cookie;
        return tab.post('/api/auth/change-password', {
          currentPassword: WRONG,
          newPassword: 'something else entirely',
        });
      }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect((await lockState(client.user.id))?.attempts).toBe(5);
    const locked = await expectError(
      await client.post('/api/auth/change-password', {
        currentPassword: client.user.password,
        newPassword: 'something else entirely',
      }),
      429,
      'RATE_LIMITED',
    );
    expect(locked.message).toBe(AUTH_MESSAGES.passwordLocked);
    expect((await signIn(newClient(), client.user.email, client.user.password)).status).toBe(401);
  });

  it('account deletion: wrong passwords lock the account, and a locked account is not deleted', async () => {
    const client = await sessionOnly();
    for (let i = 0; i < 5; i++) {
      await expectError(await client.request('/api/user', jsonDelete({ password: WRONG })), 422, 'VALIDATION_FAILED');
    }
    await expectError(
      await client.request('/api/user', jsonDelete({ password: client.user.password })),
      429,
      'RATE_LIMITED',
    );
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?1', client.user.id)).toBe(1);
  });

  it('account deletion shares the per-address limit of the password routes', async () => {
    const client = await signedInClient();
    // Counted in fixed minutes: a run that crosses into the next minute is given more there, so
    // the refusal comes after 29 to 60 answers (the sign-in made one request), never fewer.
    const answers: number[] = [];
    while (answers.at(-1) !== 429 && answers.length <= 61)
      answers.push((await client.request('/api/user', jsonDelete({}))).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.length).toBeGreaterThan(29);
    expect(answers.slice(0, -1).every((s) => s === 422)).toBe(true);
  });
});

const jsonDelete = (body: unknown): RequestInit => ({
  method: 'DELETE',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('multi-row writes are all or nothing (row 9)', () => {
  it('a sign-up whose token cannot be stored leaves no account behind', async () => {
    await testD1.exec(
      "CREATE TRIGGER fail_token_insert BEFORE INSERT ON email_tokens BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = uniqueEmail('crash');
    const res = await signUp(email);
    await expectError(res, 500, 'INTERNAL');
    expect(errors).toHaveBeenCalled();
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?1', email)).toBe(0);
    await testD1.exec('DROP TRIGGER fail_token_insert');
    // The same address signs up cleanly afterwards.
    expect((await signUp(email)).status).toBe(201);
    expect(
      await count(
        'SELECT count(*) AS n FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
        email,
      ),
    ).toBe(1);
  });

  it('a deletion that fails part-way removes nothing', async () => {
    const client = await signedInClient();
    const saved = await client.post('/api/birth-charts', {
      name: 'Kept',
      birthDate: '1990-05-15',
      birthTime: '14:30',
      birthLocation: 'Paris, France',
    });
    expect(saved.status).toBe(201);
    const before = await rowsOf(client.user.id);
    expect(before.sessions).toBeGreaterThan(0);
    await testD1.exec(
      "CREATE TRIGGER fail_user_delete BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectError(
      await client.request('/api/user', jsonDelete({ password: client.user.password })),
      500,
      'INTERNAL',
    );
    expect(await rowsOf(client.user.id)).toEqual(before);
    expect((await client.request('/api/auth/user')).status).toBe(200);
  });
});

async function rowsOf(userId: string) {
  return {
    users: await count('SELECT count(*) AS n FROM users WHERE id = ?1', userId),
    sessions: await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?1', userId),
    charts: await count('SELECT count(*) AS n FROM birth_charts WHERE user_id = ?1', userId),
  };
}

describe('secrets stay secret (row 7)', () => {
  it('the data export carries no usable link, and tokens are stored only as hashes', async () => {
    const client = await signedInClient();
    await newClient().post('/api/auth/forgot-password', { email: client.user.email });
    const { token } = await mailLink(client.user.email, 'reset_password');
    const res = await client.request('/api/user/export');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/token=/);
    expect(text).toContain(REMOVED_LINK);
    expect(await count('SELECT count(*) AS n FROM email_tokens WHERE token_hash = ?1', token)).toBe(0);
    // The link still works for the mailbox's owner.
    expect((await newClient().post('/api/auth/reset-password', { token, password: 'fresh and new' })).status).toBe(200);
  });

  it('once the mail provider has a message, the outbox keeps it without its link', async () => {
    const delivered: string[] = [];
    const realFetch = globalThis.fetch;
    // The mail provider answers; anything else (the database, on a libSQL run) goes through.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (!String(url instanceof Request ? url.url : url).startsWith('https://mail.example/')) {
        return realFetch(url, init);
      }
      delivered.push(String(init?.body));
      return new Response('{"id":"m_1"}', { status: 200 });
    });
    const config = parseServerEnv(env);
    if (!config.ok) throw new Error(config.problems.join('; '));
    const db = await openDatabase(config.env, testD1);
    const to = uniqueEmail('provider');
    const link = 'https://stella.test/reset-password?token=abcdefABCDEF0123456789';
    const result = await sendMail(
      db,
      { url: 'https://mail.example/emails', key: 'k', from: 'Stella <hello@stella.test>' },
      { to, kind: 'reset_password', subject: 'Reset', text: `Open:\n\n${link}\n\nThanks` },
    );
    expect(result).toBe('sent');
    expect(delivered[0]).toContain(link);
    const stored = await lastMail(to);
    expect(stored?.text).not.toContain('token=');
    expect(stored?.text).toContain(REMOVED_LINK);
  });
});

describe('sessions have an absolute lifetime (row 11)', () => {
  const age = (client: Client, createdDaysAgo: number, lastSeenMinutesAgo: number) =>
    testD1
      .prepare('UPDATE sessions SET created_at = ?1, last_seen_at = ?2 WHERE user_id = ?3')
      .bind(
        Date.now() - createdDaysAgo * 86_400_000,
        Date.now() - lastSeenMinutesAgo * 60_000,
        (client as Client & { user: { id: string } }).user.id,
      )
      .run();

  it('a session used every day still ends 30 days after its sign-in', async () => {
    const client = await signedInClient();
    await age(client, 30.01, 1);
    await expectError(await client.request('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('renewing a session never moves its end past 30 days from the sign-in', async () => {
    const client = await signedInClient();
    await age(client, 29, 10);
    expect((await client.request('/api/auth/user')).status).toBe(200);
    const row = await testD1
      .prepare('SELECT created_at AS created, expires_at AS expires FROM sessions WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ created: number; expires: number }>();
    expect(row!.expires - row!.created).toBeLessThanOrEqual(30 * 86_400_000);
    expect(row!.expires - Date.now()).toBeLessThan(86_400_000 + 60_000);
  });
});

/** The Worker as deployed: production configuration over the same bindings. */
async function asProduction(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const production = { ...env, APP_ENV: 'production', PUBLIC_URL: 'https://stella.example', ...vars };
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), production, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'CF-Connecting-IP': `2001:db8:f::${Math.random().toString(16).slice(2, 6)}`,
    ...headers,
  },
  body: JSON.stringify(body),
});

describe('cookies and links in production (rows 10 and 16)', () => {
  it('production names its cookies with the __Host- prefix: Secure, Path=/, no Domain', async () => {
    const user = await createUser();
    const res = await asProduction('/api/auth/login', jsonPost({ email: user.email, password: user.password }));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Host-stella_session='));
    expect(session).toBeDefined();
    expect(cookies.some((c) => c.startsWith('__Host-stella_device='))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    // The prefixed cookie is the one production reads; the plain name means nothing there.
    const pair = session!.split(';')[0]!;
    expect((await asProduction('/api/auth/user', { headers: { Cookie: pair } })).status).toBe(200);
    const plain = pair.replace('__Host-', '');
    expect((await asProduction('/api/auth/user', { headers: { Cookie: plain } })).status).toBe(401);
  });

  it('the local server keeps the plain cookie name', async () => {
    const client = await signedInClient();
    expect(client.cookie).toMatch(/^stella_session=/);
  });

  it('mail links come from PUBLIC_URL, never from the Host the request names', async () => {
    const user = await createUser();
    const res = await asProduction(
      '/api/auth/forgot-password',
      jsonPost({ email: user.email }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }),
    );
    expect(res.status).toBe(200);
    const mail = await lastMail(user.email, 'reset_password');
    expect(mail?.text).toContain('https://stella.example/reset-password?token=');
    expect(mail?.text).not.toContain('stella.test');
    expect(mail?.text).not.toContain('evil.example');
  });

  it('outside production without PUBLIC_URL, links use the built-in local address, not the Host', async () => {
    const user = await createUser();
    const ctx = createExecutionContext();
    const local = { ...env, APP_ENV: 'development', PUBLIC_URL: '' };
    const res = await worker.fetch(
      new Request('https://evil.example/api/auth/forgot-password', jsonPost({ email: user.email })),
      local,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const mail = await lastMail(user.email, 'reset_password');
    expect(mail?.text).toContain(`${LOCAL_PUBLIC_URL}/reset-password?token=`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('production refuses to serve without PUBLIC_URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await asProduction('/api/health', {}, { PUBLIC_URL: '' });
    const body = await expectError(res, 503, 'UNAVAILABLE');
    expect(body.message).not.toMatch(/PUBLIC_URL/);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_URL must be set in production'));
  });
});
