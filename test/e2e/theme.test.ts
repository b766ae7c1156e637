import { describe, expect, it } from 'vitest';
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
});
