import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { openSession } from '../support/browser';

const themeOf = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('theme', () => {
  it('follows the OS until chosen, then keeps the choice across reloads', async () => {
    const session = await openSession({ colorScheme: 'dark' });
    const { page } = session;
    await page.goto('/');
    expect(await themeOf(page)).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await themeOf(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    expect(await themeOf(page)).toBe('light');
    await page.goto('/about');
    expect(await themeOf(page)).toBe('light');
    await session.close();
  });

  it('light OS preference gives the light theme, and dark can be chosen', async () => {
    const session = await openSession({ colorScheme: 'light' });
    const { page } = session;
    await page.goto('/pricing');
    expect(await themeOf(page)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(13, 11, 36)');
    await session.close();
  });

  it('is one setting with the dark-mode preference: saved to the account and brought to another device', async () => {
    const account = {
      email: `theme.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Luna',
      lastName: 'Moss',
    };
    // A light screen at the first sign-in: the new account takes the device's theme.
    const first = await openSession({ colorScheme: 'light' });
    await signUpAndSignIn(first.page, account);
    const darkMode = async () =>
      (await (await first.page.request.get('/api/user/profile')).json()).preferences.darkMode;
    await expect.poll(darkMode).toBe(false);
    expect(await themeOf(first.page)).toBe('light');

    // The navigation's button changes the preference; the switch shows it.
    await first.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(darkMode).toBe(true);
    await first.page.goto('/profile?tab=preferences');
    const toggle = first.page.getByRole('switch', { name: 'Dark mode' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    // And the switch changes the theme on screen.
    await toggle.click();
    await expect.poll(() => themeOf(first.page)).toBe('light');
    await expect.poll(darkMode).toBe(false);
    await first.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(darkMode).toBe(true);
    await first.close();

    // Another device, light by its system: signing in brings the account's dark theme.
    const second = await openSession({ colorScheme: 'light' });
    await second.page.goto('/signin');
    expect(await themeOf(second.page)).toBe('light');
    await second.page.getByLabel('Email').fill(account.email);
    await second.page.getByLabel('Password', { exact: true }).fill(account.password);
    await second.page.locator('form button[type="submit"]').click();
    await expect.poll(() => themeOf(second.page)).toBe('dark');
    await second.page.reload();
    expect(await themeOf(second.page)).toBe('dark');
    await second.close();
  });
});
