/**
 * The admin portal through the real Worker and D1 (decision 043): admin accounts with a lockout
 * and a second factor; a session of its own that no user cookie opens and that opens nothing of
 * the users'; each action's effect seen from the user's side; one audit row per action, written
 * with the change or not at all; and the portal's pages at the configured path.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it, vi } from 'vitest';
import { TOTP_STEP_SECONDS, totpCode } from '@core/admin/totp';
import {
  ADMIN_MESSAGES,
  type AdminActionAnswer,
  type AdminStats,
  type AdminUsersPage,
  type AuditLogPage,
} from '@schema/admin';
import * as schema from '@schema/db';
import { tierOf } from '@worker/lib/tiers';
import worker from '@worker/index';
import { type Client, createUser, newClient, signedInClient } from '../../../test/api/accounts';
import { ADMIN_PASSWORD, adminClient, createAdmin } from '../../../test/api/admin';
import { expectError, tablesHolding } from '../../../test/api/helpers';
import { claimAdminAttempt } from './admin.repository';
import { ADMIN_LOCKOUT_MS, adminLogin } from './admin.service';
import { testD1 } from '../../../test/api/database';

const db = drizzle(testD1, { schema });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

const auditRows = async (targetUserId: string) =>
  (
    await testD1
      .prepare(
        'SELECT action, before, after, admin_username, request_id FROM admin_audit_log WHERE target_user_id = ?1',
      )
      .bind(targetUserId)
      .all<{
        action: string;
        before: string | null;
        after: string | null;
        admin_username: string;
        request_id: string;
      }>()
  ).results;

const userRow = (id: string) => testD1.prepare('SELECT * FROM users WHERE id = ?1').bind(id).first();

describe('admin login', () => {
  it('asks for both fields in the spec’s words, and answers every failure alike', async () => {
    const { username } = await createAdmin();
    const client = newClient();
    const missing = await expectError(
      await client.post('/api/admin/login', { username: '  ', password: 'x' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(missing.message).toBe(ADMIN_MESSAGES.missingCredentials);
    for (const body of [
      { username, password: 'not the password' },
      { username: 'nobody.here', password: ADMIN_PASSWORD },
    ]) {
      const refused = await expectError(await client.post('/api/admin/login', body), 401, 'UNAUTHORIZED');
      expect(refused.message).toBe(ADMIN_MESSAGES.invalidCredentials);
    }
    expect(await json(await client.request('/api/admin/check-auth'))).toEqual({ isAuthenticated: false });
    // The name is trimmed and read without case.
    const res = await client.post('/api/admin/login', {
      username: ` ${username.toUpperCase()} `,
      password: ADMIN_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await json(await client.request('/api/admin/check-auth'))).toEqual({
      isAuthenticated: true,
      admin: { username, totpEnrolled: false },
    });
    // The cookie: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain, a short expiry.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('stella_admin='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain/i);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000 + 5000);
  });

  it('locks the admin after 5 wrong passwords: the 6th try, even right, is refused until the lock runs out', async () => {
    const { username } = await createAdmin();
    const client = newClient();
    for (let i = 0; i < 6; i++) {
      await expectError(
        await client.post('/api/admin/login', { username, password: `wrong ${i}` }),
        401,
        'UNAUTHORIZED',
      );
    }
    const locked = await expectError(
      await client.post('/api/admin/login', { username, password: ADMIN_PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
    expect(locked.message).toBe(ADMIN_MESSAGES.invalidCredentials);
    const deps = { db, pepper: env.PASSWORD_PEPPER, jwtSecret: env.JWT_SECRET, requestId: 'test' };
    const later = new Date(Date.now() + ADMIN_LOCKOUT_MS + 1000);
    const signedIn = await adminLogin(deps, { username, password: ADMIN_PASSWORD }, later);
    expect(signedIn.admin.username).toBe(username);
  });

  it('counts 30 attempts at once in one guarded statement: exactly 5 get a turn', async () => {
    const { username } = await createAdmin();
    const admin = await db.query.admins.findFirst({ where: (a, { eq }) => eq(a.username, username) });
    const now = new Date();
    const turns = await Promise.all(
      Array.from({ length: 30 }, () =>
        claimAdminAttempt(db, admin!.id, now, 5, new Date(now.getTime() + ADMIN_LOCKOUT_MS)),
      ),
    );
    expect(turns.filter(Boolean)).toHaveLength(5);
    // And through the route: 30 wrong passwords at once leave the admin locked, never more than 5 counted.
    const other = await createAdmin();
    const client = newClient();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.post('/api/admin/login', { username: other.username, password: `no ${i}` }),
      ),
    );
    const row = await testD1
      .prepare('SELECT failed_login_attempts, locked_until FROM admins WHERE username = ?1')
      .bind(other.username)
      .first<{ failed_login_attempts: number; locked_until: number }>();
    expect(row?.failed_login_attempts).toBe(5);
    expect(row?.locked_until).toBeGreaterThan(Date.now());
  });

  it('asks an enrolled admin for the code, refuses a wrong one, and takes a right one once', async () => {
    const { username, secret } = await createAdmin({ totp: true });
    const client = newClient();
    const needsCode = await expectError(
      await client.post('/api/admin/login', { username, password: ADMIN_PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
    expect(needsCode.message).toBe(ADMIN_MESSAGES.codeRequired);
    expect(needsCode.details).toEqual({ codeRequired: true });
    const code = await totpCode(secret!, new Date());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await expectError(
      await client.post('/api/admin/login', { username, password: ADMIN_PASSWORD, code: wrong }),
      401,
      'UNAUTHORIZED',
    );
    expect(refused.message).toBe(ADMIN_MESSAGES.invalidCredentials);
    // A wrong password with the right code is as wrong.
    await expectError(await client.post('/api/admin/login', { username, password: 'nope', code }), 401, 'UNAUTHORIZED');
    expect((await client.post('/api/admin/login', { username, password: ADMIN_PASSWORD, code })).status).toBe(200);
    // The same code again (someone watching over the shoulder) is refused.
    const replay = newClient();
    await expectError(
      await replay.post('/api/admin/login', { username, password: ADMIN_PASSWORD, code }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('accepts one code once when 25 logins race with it', async () => {
    const { username, secret } = await createAdmin({ totp: true });
    // The next step's code (within the allowed drift), so no earlier test used it.
    const code = await totpCode(secret!, new Date(Date.now() + TOTP_STEP_SECONDS * 1000));
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        newClient().post('/api/admin/login', { username, password: ADMIN_PASSWORD, code }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  });
});

describe('the admin session', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/visit-stats'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/toggle-premium', { userId: 'x', isPremium: true }],
    ['POST', '/api/admin/unlock-account', { userId: 'x' }],
    ['POST', '/api/admin/toggle-active', { userId: 'x', isActive: false }],
    ['POST', '/api/admin/create-user', { email: 'new.one@example.com', password: 'a fine password' }],
    ['DELETE', '/api/admin/delete-user/x'],
    ['POST', '/api/admin/logout'],
  ];
  const call = (client: Client, [method, path, body]: [string, string, unknown?], cookie?: string) =>
    client.post(path, body, { method, ...(cookie === undefined ? {} : { headers: { Cookie: cookie } }) });

  it('refuses visitors, every user’s cookie, and an ended admin session on every admin route', async () => {
    const visitor = newClient();
    const user = await signedInClient('master');
    const admin = await adminClient();
    const adminToken = admin.admin!.split('=')[1]!;
    const userToken = user.cookie!.split('=')[1]!;
    for (const route of ROUTES) {
      await expectError(await call(visitor, route), 401, 'UNAUTHORIZED');
      await expectError(await call(user, route), 401, 'UNAUTHORIZED');
      // A user's token in the admin cookie's place.
      await expectError(await call(visitor, route, `stella_admin=${userToken}`), 401, 'UNAUTHORIZED');
    }
    // The admin's cookie opens nothing of a user's, under either name.
    await expectError(
      await visitor.request('/api/auth/user', { headers: { Cookie: admin.admin! } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await visitor.request('/api/auth/user', { headers: { Cookie: `stella_session=${adminToken}` } }),
      401,
      'UNAUTHORIZED',
    );
    // Idle for more than 30 minutes: ended.
    await testD1
      .prepare('UPDATE admin_sessions SET expires_at = ?1 WHERE admin_id = (SELECT id FROM admins WHERE username = ?2)')
      .bind(Date.now() - 1, admin.username)
      .run();
    for (const route of ROUTES) {
      await expectError(await call(visitor, route, admin.admin!), 401, 'UNAUTHORIZED');
    }
  });

  it('ends 8 hours after the sign-in however it is used, and at logout', async () => {
    const admin = await adminClient();
    expect((await admin.request('/api/admin/stats')).status).toBe(200);
    await testD1
      .prepare('UPDATE admin_sessions SET created_at = ?1 WHERE admin_id = (SELECT id FROM admins WHERE username = ?2)')
      .bind(Date.now() - 8 * 3600_000 - 1000, admin.username)
      .run();
    await expectError(
      await admin.request('/api/admin/stats', { headers: { Cookie: admin.admin! } }),
      401,
      'UNAUTHORIZED',
    );

    const again = await adminClient();
    const cookie = again.admin!;
    expect((await again.post('/api/admin/logout')).status).toBe(200);
    expect(again.admin).toBeNull();
    await expectError(await again.request('/api/admin/stats', { headers: { Cookie: cookie } }), 401, 'UNAUTHORIZED');
  });

  it('is __Host-stella_admin in production, read only under that name', async () => {
    const { username } = await createAdmin();
    const production = { ...env, APP_ENV: 'production', PUBLIC_URL: 'https://stella.example' };
    const asProduction = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`https://stella.test${path}`, init), production, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const res = await asProduction('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '2001:db8:ad::1' },
      body: JSON.stringify({ username, password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-stella_admin='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie!.split(';')[0]!;
    const state = async (c: string) =>
      (await (await asProduction('/api/admin/check-auth', { headers: { Cookie: c } })).json()) as {
        isAuthenticated: boolean;
      };
    expect((await state(pair)).isAuthenticated).toBe(true);
    expect((await state(pair.replace('__Host-', ''))).isAuthenticated).toBe(false);
  });

  it('refuses a cross-site request as the rest of the API does', async () => {
    const admin = await adminClient();
    const user = await createUser();
    const res = await admin.post(
      '/api/admin/toggle-active',
      { userId: user.id, isActive: false },
      { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } },
    );
    await expectError(res, 403, 'FORBIDDEN');
    expect((await userRow(user.id))?.is_active).toBe(1);
  });
});

describe('what the actions do, seen from the user’s side', () => {
  it('deactivating ends the user’s open session at once and keeps them out until reactivated', async () => {
    const admin = await adminClient();
    const user = await signedInClient();
    expect((await user.request('/api/auth/user')).status).toBe(200);
    const answer = await json<AdminActionAnswer>(
      await admin.post('/api/admin/toggle-active', { userId: user.user.id, isActive: false }),
    );
    expect(answer.message).toBe(ADMIN_MESSAGES.activeUpdated);
    expect(answer.user?.isActive).toBe(false);
    await expectError(await user.request('/api/auth/user'), 401, 'UNAUTHORIZED');
    const again = newClient();
    await expectError(
      await again.post('/api/auth/email/login', { email: user.user.email, password: user.user.password }),
      403,
      'FORBIDDEN',
    );
    await admin.post('/api/admin/toggle-active', { userId: user.user.id, isActive: true });
    expect(
      (await again.post('/api/auth/email/login', { email: user.user.email, password: user.user.password })).status,
    ).toBe(200);
  });

  it('unlocking lets a locked-out user sign in', async () => {
    const admin = await adminClient();
    const user = await createUser();
    const client = newClient();
    for (let i = 0; i < 5; i++)
      await client.post('/api/auth/email/login', { email: user.email, password: `wrong ${i}` });
    expect((await client.post('/api/auth/email/login', { email: user.email, password: user.password })).status).toBe(
      401,
    );
    const page = await json<AdminUsersPage>(
      await admin.request(`/api/admin/users?search=${encodeURIComponent(user.email)}`),
    );
    expect(page.users[0]?.isLocked).toBe(true);
    const answer = await json<AdminActionAnswer>(await admin.post('/api/admin/unlock-account', { userId: user.id }));
    expect(answer.message).toBe(ADMIN_MESSAGES.unlocked);
    expect(answer.user?.isLocked).toBe(false);
    expect((await client.post('/api/auth/email/login', { email: user.email, password: user.password })).status).toBe(
      200,
    );
  });

  it('a complimentary plan opens the premium features and closes them at its end; a subscription is left alone', async () => {
    const admin = await adminClient();
    const user = await signedInClient();
    const numerology = () => user.post('/api/numerology', { name: 'Ada Lovelace', birthDate: '1990-12-10' });
    await expectError(await numerology(), 403, 'FORBIDDEN');
    const granted = await json<AdminActionAnswer>(
      await admin.post('/api/admin/toggle-premium', { userId: user.user.id, isPremium: true, plan: 'master', days: 3 }),
    );
    expect(granted.message).toBe(ADMIN_MESSAGES.statusUpdated);
    expect(granted.user?.plan.complimentary?.tier).toBe('master');
    const until = Date.parse(granted.user!.plan.complimentary!.until!);
    expect(Math.abs(until - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    expect(await json(await user.request('/api/premium-test-status'))).toEqual({ isPremium: true, tier: 'master' });
    expect((await numerology()).status).toBe(200);
    // Its end comes (the clock moved to it): the features close.
    await testD1
      .prepare('UPDATE users SET complimentary_until = ?1 WHERE id = ?2')
      .bind(Date.now() - 1, user.user.id)
      .run();
    expect(await json(await user.request('/api/premium-test-status'))).toEqual({ isPremium: false, tier: 'free' });
    await expectError(await numerology(), 403, 'FORBIDDEN');

    // A subscriber: the portal shows the subscription and removing "premium" ends only the gift.
    const subscriber = await createUser({ tier: 'oracle' });
    await admin.post('/api/admin/toggle-premium', { userId: subscriber.id, isPremium: true });
    const removed = await json<AdminActionAnswer>(
      await admin.post('/api/admin/toggle-premium', { userId: subscriber.id, isPremium: false }),
    );
    expect(removed.user?.plan.complimentary).toBeNull();
    expect(removed.user?.plan.subscription).toEqual({ tier: 'oracle', until: null });
    expect(removed.user?.isPremium).toBe(true);
  });

  it('creates a verified account that signs in, premium when its subscription type is paid', async () => {
    const admin = await adminClient();
    const email = `made.by.admin.${Date.now()}@example.com`;
    const created = await json<AdminActionAnswer>(
      await admin.post('/api/admin/create-user', {
        email: ` ${email.toUpperCase()} `,
        firstName: 'Henrietta',
        lastName: 'Leavitt',
        password: 'cepheid variables',
        subscriptionType: 'master',
        isPremium: false,
      }),
      201,
    );
    expect(created.message).toBe(ADMIN_MESSAGES.created);
    expect(created.user).toMatchObject({ email, emailVerified: true, isPremium: true });
    expect(created.user?.plan.tier).toBe('master');
    const client = newClient();
    expect((await client.post('/api/auth/email/login', { email, password: 'cepheid variables' })).status).toBe(200);
    expect(await json(await client.request('/api/premium-test-status'))).toEqual({ isPremium: true, tier: 'master' });

    const taken = await expectError(
      await admin.post('/api/admin/create-user', { email, password: 'another fine one' }),
      409,
      'CONFLICT',
    );
    expect(taken.message).toBe(ADMIN_MESSAGES.emailTaken);
    const missing = await expectError(
      await admin.post('/api/admin/create-user', { email: '', password: '' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(missing.message).toBe(ADMIN_MESSAGES.emailAndPassword);
    const free = await json<AdminActionAnswer>(
      await admin.post('/api/admin/create-user', { email: `free.${email}`, password: 'cepheid variables' }),
      201,
    );
    expect(free.user?.isPremium).toBe(false);
  });

  it('deletes a user from every table, leaving only an audit row without their email or name', async () => {
    const admin = await adminClient();
    const user = await signedInClient();
    // Rows of the user across features: a saved chart, activity, a collected gem, mail.
    expect(
      (
        await user.post('/api/birth-charts', {
          birthDate: '1990-05-15',
          birthTime: '14:30',
          latitude: 48.85,
          longitude: 2.35,
          timezone: 'Europe/Paris',
          name: 'Me',
        })
      ).status,
    ).toBe(201);
    expect((await user.post('/api/user/activity', { kind: 'horoscope_read' })).status).toBe(204);
    await user.post('/api/auth/forgot-password', { email: user.user.email });
    const answer = await json<AdminActionAnswer>(
      await admin.post(`/api/admin/delete-user/${user.user.id}`, undefined, { method: 'DELETE' }),
    );
    expect(answer).toEqual({ success: true, message: ADMIN_MESSAGES.deleted, user: null });
    await expectError(await user.request('/api/auth/user'), 401, 'UNAUTHORIZED');

    // Nowhere: not the email, and not the id outside the audit row that records the deletion.
    expect(await tablesHolding(user.user.email)).toEqual({});
    expect(await tablesHolding(user.user.id)).toEqual({ admin_audit_log: 1 });
    const [audit] = await auditRows(user.user.id);
    expect(audit?.action).toBe('user.delete');
    expect(JSON.parse(audit!.before!)).toEqual({
      subscriptionType: 'free',
      isPremium: false,
      complimentaryPlan: null,
      createdAt: expect.any(String),
    });
    await expectError(
      await admin.post(`/api/admin/delete-user/${user.user.id}`, undefined, { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the audit log', () => {
  it('keeps exactly one row per action, with the admin, the change before and after, and the request', async () => {
    const admin = await adminClient();
    const user = await createUser();
    const res = await admin.post('/api/admin/toggle-active', { userId: user.id, isActive: false });
    const requestId = res.headers.get('X-Request-Id');
    await admin.post('/api/admin/unlock-account', { userId: user.id });
    await admin.post('/api/admin/toggle-premium', { userId: user.id, isPremium: true, plan: 'oracle', days: 10 });
    const rows = await auditRows(user.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['user.active', 'user.premium', 'user.unlock']);
    const active = rows.find((r) => r.action === 'user.active')!;
    expect(active.admin_username).toBe(admin.username);
    expect(active.request_id).toBe(requestId);
    expect(JSON.parse(active.before!)).toEqual({ isActive: true });
    expect(JSON.parse(active.after!)).toEqual({ isActive: false });
    const premium = rows.find((r) => r.action === 'user.premium')!;
    expect(JSON.parse(premium.before!)).toEqual({ complimentaryPlan: null, complimentaryUntil: null });
    expect(JSON.parse(premium.after!)).toMatchObject({ complimentaryPlan: 'oracle' });

    const log = await json<AuditLogPage>(await admin.request(`/api/admin/audit-log?userId=${user.id}`));
    expect(log.entries.map((e) => e.action)).toEqual(['user.premium', 'user.unlock', 'user.active']);
    expect(log.entries[2]).toMatchObject({
      admin: admin.username,
      targetEmail: user.email,
      before: { isActive: true },
      after: { isActive: false },
    });
    // The admin's own sign-in is recorded too.
    const all = await json<AuditLogPage>(await admin.request('/api/admin/audit-log'));
    expect(all.entries.some((e) => e.action === 'admin.login' && e.admin === admin.username)).toBe(true);
  });

  it('25 actions at once leave 25 rows, each with the state its own change found', async () => {
    const admin = await adminClient();
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        admin.post('/api/admin/toggle-active', { userId: user.id, isActive: i % 2 === 0 }),
      ),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const rows = await auditRows(user.id);
    expect(rows).toHaveLength(25);
    // Each row's before is the state its batch found, and its after what that batch wrote.
    for (const row of rows) expect(JSON.parse(row.after!)).toHaveProperty('isActive');
  });

  it('writes neither the change nor its row when a failure comes after the change', async () => {
    const admin = await adminClient();
    const user = await signedInClient();
    const fail = async (trigger: string, run: () => Promise<Response>) => {
      await testD1.prepare(trigger).run();
      // The Worker logs the failure it answers 500 for.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const res = await run();
        expect(res.status).toBe(500);
        expect(logged).toHaveBeenCalled();
      } finally {
        logged.mockRestore();
        await testD1.prepare('DROP TRIGGER IF EXISTS injected_failure').run();
      }
    };
    // The audit row's closing write fails after the user's row has changed.
    await fail(
      "CREATE TRIGGER injected_failure BEFORE UPDATE ON admin_audit_log BEGIN SELECT RAISE(ABORT, 'injected'); END",
      () => admin.post('/api/admin/toggle-active', { userId: user.user.id, isActive: false }),
    );
    expect((await userRow(user.user.id))?.is_active).toBe(1);
    expect((await user.request('/api/auth/user')).status).toBe(200);
    // The deletion's last statement fails after every other row of the user is gone.
    await fail(
      "CREATE TRIGGER injected_failure BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'injected'); END",
      () => admin.post(`/api/admin/delete-user/${user.user.id}`, undefined, { method: 'DELETE' }),
    );
    expect(await userRow(user.user.id)).not.toBeNull();
    expect((await user.request('/api/auth/user')).status).toBe(200);
    // The creation's audit row fails after the account is written.
    const email = `never.made.${Date.now()}@example.com`;
    await fail(
      "CREATE TRIGGER injected_failure BEFORE INSERT ON admin_audit_log BEGIN SELECT RAISE(ABORT, 'injected'); END",
      () => admin.post('/api/admin/create-user', { email, password: 'cepheid variables' }),
    );
    expect(await testD1.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first()).toBeNull();
    expect(await auditRows(user.user.id)).toHaveLength(0);
  });
});

describe('stats and the user list', () => {
  it('counts users as the tier decision does', async () => {
    const admin = await adminClient();
    await createUser({ tier: 'master' });
    await createUser({ trialDays: 3 });
    const stats = await json<AdminStats>(await admin.request('/api/admin/stats'));
    const rows = await db.select().from(schema.users).all();
    const now = new Date();
    const premium = rows.filter((u) => tierOf(u, now) !== 'free').length;
    expect(stats.totalUsers).toBe(rows.length);
    expect(stats.premiumUsers).toBe(premium);
    expect(stats.freeUsers).toBe(rows.length - premium);
    expect(stats.lockedAccounts).toBe(rows.filter((u) => u.lockedUntil && u.lockedUntil > now).length);
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    expect(stats.todayRegistrations).toBe(rows.filter((u) => u.createdAt.getTime() >= dayStart).length);
    expect(stats.currentlyLoggedIn).toBeGreaterThanOrEqual(0);
  });

  it('finds users by email or name, a page at a time, taking % and _ literally', async () => {
    const admin = await adminClient();
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 27; i++) await createUser({ email: `${tag}.${i}@example.com` });
    const first = await json<AdminUsersPage>(await admin.request(`/api/admin/users?search=${tag}`));
    expect(first.total).toBe(27);
    expect(first.users).toHaveLength(25);
    const second = await json<AdminUsersPage>(await admin.request(`/api/admin/users?search=${tag}&page=2`));
    expect(second.users).toHaveLength(2);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(27);
    const literal = await json<AdminUsersPage>(
      await admin.request(`/api/admin/users?search=${encodeURIComponent('%')}`),
    );
    expect(literal.total).toBe(0);
    const online = await signedInClient();
    const found = await json<AdminUsersPage>(
      await admin.request(`/api/admin/users?search=${encodeURIComponent(online.user.email)}`),
    );
    expect(found.users[0]).toMatchObject({ email: online.user.email, isOnline: true, isActive: true });
  });
});
