import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The newest link to `path` in a mail to `email`, from the dev server's log (docs/product.md#real-mail). */
export async function linkFromLog(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`To: ${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?(https?://\\S*${path}\\S*)`, 'g');
  for (let i = 0; i < 50; i++) {
    const matches = [...readFileSync(inject('serverLog'), 'utf8').matchAll(pattern)];
    const last = matches.at(-1)?.[1];
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${path} link to ${email} in the server log`);
}

/**
 * A verified account made through the API (the sign-up pages have their own test), then signed
 * in through /signin so the page keeps its session hint (docs/decisions/012).
 */
export async function signUpAndSignIn(
  page: Page,
  account: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const link = new URL(await linkFromLog(account.email, '/verify-email'));
  expect((await page.request.get(`/api/auth/verify-email${link.search}`)).status()).toBe(200);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: new RegExp(`Account menu for ${account.firstName}`) }).waitFor();
}

const exec = promisify(execFile);

/** `npm run user:plan -- …` against the running server's database. */
export async function userPlan(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    // Node with tsx's loader, as `npm run user:plan` runs it, without npx's own start-up.
    const { stdout } = await exec(process.execPath, [
      '--import',
      'tsx',
      'scripts/user-plan.ts',
      ...args,
      '--persist-to',
      inject('stateDir'),
    ]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}
