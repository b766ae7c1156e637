import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LoginResponseSchema,
  SessionsResponseSchema,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  UserSchema,
} from '@schema/auth';
import {
  PASSWORD,
  createUser,
  lastMail,
  mailLink,
  newClient,
  signedInClient,
  uniqueEmail,
} from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';
import * as schema from '@schema/db';
import { pruneAccounts } from './auth.jobs';
import { testD1 } from '../../../test/api/database';

const setLockedUntil = (id: string, at: number | null) =>
  testD1.prepare('UPDATE users SET locked_until = ?1 WHERE id = ?2').bind(at, id).run();

describe('sign-up, verification and sign-in', () => {
  it('signs up, mails a link that verifies once, then signs in and knows the user', async () => {
    const client = newClient();
    const email = uniqueEmail('new');
    const signup = await client.post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(signup.status).toBe(201);
    expect(await signup.json()).toMatchObject({ success: true, requiresVerification: true });
    expect(client.cookie).toBeNull(); // no session before verification

    const early = await client.post('/api/auth/login', { email, password: PASSWORD });
    const earlyBody = await expectError(early, 403, 'EMAIL_NOT_VERIFIED');
    expect(earlyBody.message).toContain('verify your email');

    const { path, token } = await mailLink(email, 'verify_email');
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes
    const verified = await client.request(`/api${path.replace('/verify-email', '/auth/verify-email')}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ success: true, email });

    const again = await client.request(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });

    const login = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const first = LoginResponseSchema.parse(await login.json());
    expect(first.user).toMatchObject({ email, firstName: 'Ada', emailVerified: true });
    // The first sign-in is told apart, so the page says "Welcome" rather than "Welcome back".
    expect(first.firstSignIn).toBe(true);
    const second = await newClient().post('/api/auth/login', { email, password: PASSWORD });
    expect(LoginResponseSchema.parse(await second.json()).firstSignIn).toBe(false);
    const cookie = login.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await client.request('/api/auth/user');
    expect(me.status).toBe(200);
    const user = UserSchema.parse(await me.json());
    expect(user).toMatchObject({
      email,
      tier: 'free',
      isPremium: false,
      subscriptionType: 'free',
      emailVerified: true,
    });
    expect((await client.request('/auth/check')).status).toBe(200);
  });

  it('answers a sign-up with a registered address exactly like a new one, and mails the owner', async () => {
    const owner = await createUser();
    const res = await newClient().post('/api/auth/email/signup', {
      email: owner.email,
      password: 'another good password',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, requiresVerification: true, message: AUTH_MESSAGES.signupSent });
    expect((await lastMail(owner.email))?.kind).toBe('account_exists');
  });

  it('holds both sign-up pages to one password policy', async () => {
    const client = newClient();
    const short = await expectError(
      await client.post('/api/auth/email/signup', { email: uniqueEmail(), password: 'abc123' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(short.issues).toEqual([{ path: 'password', message: PASSWORD_TOO_SHORT }]);
    const common = await expectError(
      await client.post('/api/auth/register', {
        email: uniqueEmail(),
        password: 'Password1',
        firstName: 'A',
        lastName: 'B',
      }),
      422,
      'VALIDATION_FAILED',
    );
    expect(common.message).toBe(PASSWORD_TOO_COMMON);
    await expectError(
      await client.post('/api/auth/register', {
        email: uniqueEmail(),
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        isPremium: true,
      }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('reports an expired link as expired', async () => {
    const email = uniqueEmail();
    const client = newClient();
    await client.post('/api/auth/email/signup', { email, password: PASSWORD });
    const { token } = await mailLink(email, 'verify_email');
    await testD1
      .prepare("UPDATE email_tokens SET expires_at = ?1 WHERE purpose = 'verify_email'")
      .bind(Date.now() - 1)
      .run();
    const res = await client.request(`/api/auth/verify-email?token=${token}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'TOKEN_EXPIRED',
      message: expect.stringContaining('expired'),
    });
  });

  it('sends at most 3 messages to one address in 10 minutes', async () => {
    const email = uniqueEmail();
    const client = newClient();
    await client.post('/api/auth/email/signup', { email, password: PASSWORD });
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/auth/resend-verification', { email });
      expect(await res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resendSent });
    }
    const sent = await testD1
      .prepare('SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1')
      .bind(email)
      .first<{ n: number }>();
    expect(sent?.n).toBe(3);
  });
});

describe('failed sign-ins and lockout', () => {
  it('locks after 5 failures for 15 minutes, mails the owner, unlocks after the period; a reset while locked works', async () => {
    const user = await createUser();
    const client = newClient();
    for (let i = 0; i < 5; i++)
      await expectError(
        await client.post('/api/auth/login', { email: user.email, password: 'wrong password!' }),
        401,
        'UNAUTHORIZED',
      );
    const row = await testD1
      .prepare('SELECT failed_login_attempts AS n, locked_until AS until FROM users WHERE id = ?1')
      .bind(user.id)
      .first<{ n: number; until: number }>();
    expect(row?.n).toBe(5);
    expect(row!.until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(row!.until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await lastMail(user.email))?.kind).toBe('account_locked');

    // Locked: even the right password is refused, with the same answer.
    const locked = await expectError(
      await client.post('/api/auth/login', { email: user.email, password: user.password }),
      401,
      'UNAUTHORIZED',
    );
    expect(locked.message).toBe(AUTH_MESSAGES.invalidCredentials);

    // The period passes.
    await setLockedUntil(user.id, Date.now() - 1);
    expect((await client.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);

    // Locked again; the reset link from the lockout mail unlocks and sets a new password.
    for (let i = 0; i < 5; i++)
      await client.post('/api/auth/login', { email: user.email, password: 'wrong password!' });
    const { token } = await mailLink(user.email, 'account_locked');
    const reset = await client.post('/api/auth/reset-password', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect((await client.post('/api/auth/login', { email: user.email, password: 'a brand new password' })).status).toBe(
      200,
    );
  });

  it('sends at most 3 mails to an address in 10 minutes, even when 40 requests for one arrive at once', async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => newClient().post('/api/auth/forgot-password', { email: user.email })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    const sent = await testD1
      .prepare('SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1')
      .bind(user.email)
      .first<{ n: number }>();
    expect(sent?.n).toBe(3);
    // Only the three links that went out exist.
    const tokens = await testD1
      .prepare('SELECT count(*) AS n FROM email_tokens WHERE user_id = ?1')
      .bind(user.id)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(3);
  });

  it('counts each of 30 simultaneous wrong passwords: the account locks at the fifth, and only five are tried', async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        newClient().post('/api/auth/login', { email: user.email, password: 'wrong password!' }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(401));
    const row = await testD1
      .prepare('SELECT failed_login_attempts AS n, locked_until AS until FROM users WHERE id = ?1')
      .bind(user.id)
      .first<{ n: number; until: number | null }>();
    expect(row?.n).toBe(5);
    expect(row?.until ?? 0).toBeGreaterThan(Date.now());
    const mails = await testD1
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1 AND kind = 'account_locked'")
      .bind(user.email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(1);
    // The sixth try, even with the right password, is refused while the lock lasts.
    expect((await newClient().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      401,
    );
  });

  it('answers unknown email, wrong password and locked account identically, in comparable time', async () => {
    const locked = await createUser();
    await setLockedUntil(locked.id, Date.now() + 15 * 60_000);
    const wrong = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const cases = {
      unknown: (i: number) => ({ email: uniqueEmail('nobody'), password: `guess ${i}` }),
      wrong: (i: number) => ({ email: wrong[i % 5]!.email, password: `guess ${i}` }),
      locked: () => ({ email: locked.email, password: locked.password }),
    };
    const times: Record<string, number[]> = { unknown: [], wrong: [], locked: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      for (const [name, body] of Object.entries(cases)) {
        const client = newClient();
        const started = performance.now();
        const res = await client.post('/api/auth/email/login', body(i));
        times[name]!.push(performance.now() - started);
        const { requestId: _, ...rest } = (await res.json()) as Record<string, unknown>;
        bodies.add(`${res.status} ${JSON.stringify(rest)}`);
      }
    }
    expect([...bodies]).toEqual([
      `401 ${JSON.stringify({ message: AUTH_MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' })}`,
    ]);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const medians = Object.values(times).map(median);
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(50);
  });

  it('limits the auth routes per client address', async () => {
    const client = newClient();
    // 30 a minute, counted in fixed minutes: a burst that crosses into the next minute is given up
    // to 30 more there, so the 429 comes after 30 to 60 answers, whenever the test runs.
    let allowed = 0;
    let status = 200;
    while (status === 200 && allowed <= 60) {
      status = (await client.post('/api/auth/forgot-password', { email: uniqueEmail() })).status;
      if (status === 200) allowed += 1;
    }
    expect(status).toBe(429);
    expect(allowed).toBeGreaterThanOrEqual(30);
    const other = newClient();
    expect((await other.post('/api/auth/forgot-password', { email: uniqueEmail() })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('sign-out ends that session only; sign out everywhere ends all', async () => {
    const laptop = await signedInClient();
    const phone = newClient();
    await phone.post('/api/auth/login', { email: laptop.user.email, password: laptop.user.password });
    const laptopCookie = laptop.cookie!;
    const sessions = SessionsResponseSchema.parse(await (await laptop.request('/api/auth/sessions')).json());
    expect(sessions.sessions).toHaveLength(2);

    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    await expectError(
      await laptop.request('/api/auth/user', { headers: { Cookie: laptopCookie } }),
      401,
      'UNAUTHORIZED',
    );
    // Nor do the routes whose first read goes with the session's lookup give theirs away.
    for (const path of ['/api/birth-charts', '/api/user/profile']) {
      await expectError(await laptop.request(path, { headers: { Cookie: laptopCookie } }), 401, 'UNAUTHORIZED');
      expect((await phone.request(path)).status).toBe(200);
    }
    expect((await phone.request('/api/auth/user')).status).toBe(200);

    const tablet = newClient();
    await tablet.post('/api/auth/login', { email: laptop.user.email, password: laptop.user.password });
    const phoneCookie = phone.cookie!;
    expect((await phone.post('/api/auth/logout-all')).status).toBe(200);
    await expectError(await phone.request('/api/auth/user', { headers: { Cookie: phoneCookie } }), 401, 'UNAUTHORIZED');
    await expectError(await tablet.request('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('a password change ends every old session and keeps this device signed in', async () => {
    const laptop = await signedInClient();
    const phone = newClient();
    await phone.post('/api/auth/login', { email: laptop.user.email, password: laptop.user.password });
    const oldCookie = laptop.cookie!;
    await expectError(
      await laptop.post('/api/auth/change-password', {
        currentPassword: 'not it at all',
        newPassword: 'an entirely new one',
      }),
      422,
      'VALIDATION_FAILED',
    );
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: laptop.user.password,
      newPassword: 'an entirely new one',
    });
    expect(res.status).toBe(200);
    await expectError(await laptop.request('/api/auth/user', { headers: { Cookie: oldCookie } }), 401, 'UNAUTHORIZED');
    await expectError(await phone.request('/api/auth/user'), 401, 'UNAUTHORIZED');
    expect((await laptop.request('/api/auth/user')).status).toBe(200);
  });

  it('a deactivated user is refused at once', async () => {
    const client = await signedInClient();
    await testD1.prepare('UPDATE users SET is_active = 0 WHERE id = ?1').bind(client.user.id).run();
    await expectError(await client.request('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('refuses tampered, expired and alg:none tokens', async () => {
    const client = await signedInClient();
    const token = client.cookie!.split('=')[1]!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload!.replaceAll('-', '+').replaceAll('_', '/')));
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    const tampered = `${header}.${b64({ ...claims, sub: crypto.randomUUID() })}.${signature}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(claims.iat - 10)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    for (const bad of [tampered, none, expired, 'garbage']) {
      await expectError(
        await client.request('/api/auth/user', { headers: { Cookie: `stella_session=${bad}` } }),
        401,
        'UNAUTHORIZED',
      );
    }
    expect((await client.request('/api/auth/user')).status).toBe(200);
  });

  it('refuses cross-site state changes', async () => {
    const client = await signedInClient();
    await expectError(
      await client.post('/api/auth/logout', undefined, { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await client.post('/api/auth/logout', undefined, { headers: { Origin: 'https://evil.example' } }),
      403,
      'FORBIDDEN',
    );
    expect((await client.request('/api/auth/user')).status).toBe(200);
    expect(
      (
        await client.post('/api/auth/logout', undefined, {
          headers: { Origin: 'https://stella.test', 'Sec-Fetch-Site': 'same-origin' },
        })
      ).status,
    ).toBe(200);
  });

  it('sends the spec entry points to the sign-in page with a same-site return path', async () => {
    const client = newClient();
    const res = await client.request('/api/login?returnTo=%2Fprofile%3Ftab%3Dactivity');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/signin?returnTo=%2Fprofile%3Ftab%3Dactivity');
    expect((await client.request('/auth?returnTo=//evil.example')).headers.get('Location')).toBe('/signin');
    // Dot segments that normalise into another host are refused too.
    for (const evil of ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example']) {
      const res = await client.request(`/api/login?returnTo=${encodeURIComponent(evil)}`);
      expect(res.headers.get('Location'), evil).toBe('/signin');
    }
  });
});

describe('tiers', () => {
  it('premium-test-status reports the server decision', async () => {
    expect(await (await newClient().request('/api/premium-test-status')).json()).toEqual({
      isPremium: false,
      tier: 'free',
    });
    const oracle = await signedInClient('oracle');
    expect(await (await oracle.request('/api/premium-test-status')).json()).toEqual({
      isPremium: true,
      tier: 'oracle',
    });
    const trial = await createUser({ trialDays: 7 });
    const client = newClient();
    await client.post('/api/auth/login', { email: trial.email, password: trial.password });
    expect(await (await client.request('/api/premium-test-status')).json()).toEqual({
      isPremium: true,
      tier: 'oracle',
    });
  });
});

describe('daily clean-up', () => {
  it('removes expired sessions and spent tokens, and keeps live ones', async () => {
    const live = await signedInClient();
    const stale = await signedInClient();
    await testD1
      .prepare('UPDATE sessions SET expires_at = ?1 WHERE user_id = ?2')
      .bind(Date.now() - 1000, stale.user.id)
      .run();
    const db = drizzle(testD1, { schema });
    const detail = await pruneAccounts.run({ db, kv: env.KV, scheduledAt: new Date() });
    expect(detail).toMatch(/removed [1-9]\d* expired sessions/);
    expect((await live.request('/api/auth/user')).status).toBe(200);
    const left = await testD1
      .prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?1')
      .bind(stale.user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe('caching', () => {
  it('a response that renews the session cookie is never publicly cacheable', async () => {
    const client = await signedInClient();
    await testD1
      .prepare('UPDATE sessions SET last_seen_at = ?1 WHERE user_id = ?2')
      .bind(Date.now() - 10 * 60_000, client.user.id)
      .run();
    const res = await client.request('/api/places?q=Paris');
    expect(res.headers.get('Set-Cookie')).toMatch(/^stella_session=/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const expires = await testD1
      .prepare('SELECT expires_at AS e FROM sessions WHERE user_id = ?1')
      .bind(client.user.id)
      .first<{ e: number }>();
    expect(expires!.e - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  });

  it('marks every answer to a signed-in request no-store: personal data is never kept by a cache', async () => {
    const client = await signedInClient('oracle');
    for (const path of [
      '/api/auth/user',
      '/api/auth/sessions',
      '/api/user/profile',
      '/api/birth-charts',
      '/api/payments/subscription-status',
      '/api/premium-test-status',
      '/auth/check',
    ]) {
      const res = await client.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toContain('no-store');
    }
  });
});
