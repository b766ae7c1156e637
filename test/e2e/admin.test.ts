/**
 * The admin portal in Chromium (decision 043): an admin made by `npm run admin:create` with an
 * authenticator signs in with a one-time code, finds a locked-out reader, unlocks them and sees it
 * in the audit log, and the reader signs in again; a phone, or a window under 768 px, sees only
 * Access Restricted.
 */
import { spawn } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { totpCode } from '@core/admin/totp';
import { ADMIN_MESSAGES } from '@schema/admin';
import { linkFromLog } from '../support/accounts';
import { baseUrl, openSession } from '../support/browser';

const ADMIN_PATH = '/stelladeep2025';

/** `npm run admin:create` against the test server's database, the password on standard input. */
function adminCreate(args: string[], password: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/admin-create.ts', ...args, '--persist-to', inject('stateDir')], {
      env: { ...process.env, PASSWORD_PEPPER: inject('passwordPepper') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
    child.stdin.end(`${password}\n`);
  });
}

const login = (email: string, password: string) =>
  fetch(`${baseUrl()}/api/auth/email/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('the admin portal', () => {
  it('an admin from the command signs in with a code, unlocks a locked-out reader and sees it in the audit log', async () => {
    const username = `ops.${Date.now().toString(36)}`;
    const password = 'the night shift keeps watch';
    const created = await adminCreate(['--username', username, '--password-stdin', '--totp'], password);
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain(`admin ${username} created`);
    const secret = /secret=([A-Z2-7]+)/.exec(created.out)?.[1];
    expect(secret, created.out).toBeTruthy();
    // The same name again is refused; no second admin appears.
    const again = await adminCreate(['--username', username, '--password-stdin'], password);
    expect(again.code).toBe(2);
    expect(again.out).toContain(`An admin named ${username} already exists`);

    // A reader locked out by five wrong passwords.
    const email = `locked.reader.${Date.now()}@example.com`;
    const readerPassword = 'a reader of the stars';
    const registered = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: readerPassword, firstName: 'Maria', lastName: 'Mitchell' }),
    });
    expect(registered.status).toBe(201);
    const verify = new URL(await linkFromLog(email, '/verify-email'));
    expect((await fetch(`${baseUrl()}/api/auth/verify-email${verify.search}`)).status).toBe(200);
    for (let i = 0; i < 5; i++) await login(email, `not it ${i}`);
    expect((await login(email, readerPassword)).status).toBe(401);

    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    // Signed out, the dashboard sends to the sign-in.
    await page.goto(ADMIN_PATH);
    await page.waitForURL((url) => url.pathname === `${ADMIN_PATH}/login`);
    const submit = page.getByRole('button', { name: 'Access Admin Panel' });
    await submit.click();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain(ADMIN_MESSAGES.missingCredentials);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submit.click();
    // The password was right: the code is asked for.
    const code = page.getByLabel('Authenticator code');
    await code.waitFor();
    await code.fill('000000');
    await submit.click();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain(ADMIN_MESSAGES.invalidCredentials);
    await code.fill(await totpCode(secret!, new Date()));
    await submit.click();
    await page.waitForURL((url) => url.pathname === ADMIN_PATH);
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await expect.poll(() => page.locator('.admin-header__who').textContent()).toContain(username);

    // Find the reader, see the lock, unlock.
    await page.getByPlaceholder('Search by email or name').fill(email);
    const row = page.locator(`tr[data-user="${email}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Locked until');
    await row.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain('Account unlocked successfully');
    await expect.poll(() => row.textContent()).not.toContain('Locked until');

    // The audit log names the admin and the action.
    const entry = page.locator('.admin-audit tr[data-action="user.unlock"]').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(username);
    expect(await entry.textContent()).toContain('Account unlocked');
    expect(await entry.textContent()).toContain(email);
    expect(await page.locator('.admin-audit tr[data-action="admin.login"]').first().textContent()).toContain(username);

    // The reader signs in again.
    expect((await login(email, readerPassword)).status).toBe(200);

    // Logging out ends the session: the dashboard sends to the sign-in again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN_PATH}/login`);
    await page.goto(ADMIN_PATH);
    await page.waitForURL((url) => url.pathname === `${ADMIN_PATH}/login`);
    await session.close({ allowErrors: [/401/] });
  });

  it('a phone, or a window under 768 px, sees Access Restricted and no sign-in form', async () => {
    const phone = await openSession({
      viewport: { width: 390, height: 844 },
      device: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        isMobile: true,
        hasTouch: true,
      },
    });
    await phone.page.goto(`${ADMIN_PATH}/login`);
    await phone.page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect(await phone.page.textContent('main')).toContain(
      'The admin portal is only accessible from desktop computers for security reasons.',
    );
    expect(await phone.page.locator('input[name="password"]').count()).toBe(0);
    await phone.close();

    // A desktop browser narrowed below 768 px: the same, and widening brings the sign-in back.
    const narrow = await openSession({ viewport: { width: 700, height: 900 } });
    await narrow.page.goto(`${ADMIN_PATH}/login`);
    await narrow.page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    await narrow.page.setViewportSize({ width: 1024, height: 900 });
    await narrow.page.getByRole('button', { name: 'Access Admin Panel' }).waitFor();
    await narrow.close();
  });

  it('is served only at its path: the rest of the app never names it', async () => {
    const page = await fetch(`${baseUrl()}${ADMIN_PATH}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(await page.text()).toContain(`<meta name="stella-admin-path" content="${ADMIN_PATH}">`);
    expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain(ADMIN_PATH);
    expect((await fetch(`${baseUrl()}${ADMIN_PATH}/elsewhere`)).status).toBe(404);
  });
});
