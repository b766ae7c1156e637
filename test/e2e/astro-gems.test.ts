/**
 * Astro Gems on /astro-gems (docs/product.md#astro-gems, decision 042): a visitor is asked to sign
 * in at /login; an Explorer member collects one of today's gems, finds it in My Collection and
 * themselves on the month's board; a second gem the same day (from a tab that has not caught up)
 * is refused in the spec's words; an Oracle member is told the game is for free members; at
 * 390 px in both themes the twelve gems are twelve different drawings, named, and axe finds no
 * serious problem.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { report, seriousViolations } from '../support/axe';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

async function member(page: Page, label: string, plan: 'free' | 'oracle' = 'free') {
  const email = `e2e.gems.${label}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Cecilia', lastName: 'Payne' });
  if (plan !== 'free') expect((await userPlan('--email', email, '--plan', plan)).code).toBe(0);
}

const collectButtons = (page: Page) => page.getByRole('button', { name: /^Collect / });

describe('Astro Gems', () => {
  it('asks a visitor to sign in at /login, and tells an Oracle member the game is for free members', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    await page.goto('/games');
    const gate = page.getByRole('region', { name: 'Sign in to play Astro Gems' });
    await gate.waitFor();
    expect(await gate.getByRole('link', { name: 'Sign In to Play' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fastro-gems',
    );
    expect(await gate.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // The navigation offers the game, as the spec's link list has it.
    expect(await page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Astro Gems' }).count()).toBe(
      1,
    );

    await member(page, 'oracle', 'oracle');
    await page.goto('/astro-gems');
    await page.getByRole('region', { name: 'Astro Gems is for Explorer members' }).waitFor();
    expect(await collectButtons(page).count()).toBe(0);
    await session.close();
  });

  it('lets an Explorer member collect one of today’s gems, shows it in the collection and on the board, and refuses a second', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page, context } = session;
    await member(page, 'free');
    await page.goto('/astro-gems');
    await page.getByRole('heading', { name: 'Today’s gems' }).waitFor();
    await expect.poll(() => collectButtons(page).count()).toBe(3);
    // A second tab opened now still offers the other gems until it catches up.
    const other = await context.newPage();
    await other.goto('/astro-gems');
    await expect.poll(() => collectButtons(other).count()).toBe(3);

    const first = collectButtons(page).first();
    const gemName = ((await first.textContent()) ?? '').replace(/^Collect\s*/, '').trim();
    expect(gemName).toMatch(
      /^(Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces) /,
    );
    await first.click();
    await page.getByText('Gem Collected!').waitFor();
    await page.getByText(`The ${gemName} is yours: 100 points.`).first().waitFor();
    await expect.poll(() => collectButtons(page).count()).toBe(0);
    await page.getByText(`You collected the ${gemName} today.`, { exact: false }).waitFor();
    expect(await page.locator('.game-stats dd').first().textContent()).toBe('1 of 12');

    await page.getByRole('tab', { name: 'My Collection' }).click();
    const tile = page.locator('.game-tile--held');
    await expect.poll(() => tile.count()).toBe(1);
    expect(await tile.locator('.game-tile__name').textContent()).toBe(gemName);
    expect(await tile.textContent()).toContain('Counts until');
    expect(await page.locator('.game-tile').count()).toBe(12);

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const mine = page.locator('.game-board__you');
    await mine.waitFor();
    expect(await mine.locator('th').textContent()).toContain('Cecilia P.');
    expect(await mine.locator('td').nth(2).textContent()).toBe('100');

    // The other tab has not caught up: its Collect is refused in the spec's words, and it catches up.
    await collectButtons(other).nth(1).click();
    await other.getByText('Collection Failed').waitFor();
    await other.getByText('You have already collected a gem today. Come back tomorrow for the next one!').waitFor();
    await expect.poll(() => collectButtons(other).count()).toBe(0);
    // Chromium logs the refused request's 409 as a failed resource: that refusal is this test's point.
    await session.close({ allowErrors: [/status of 409/] });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`draws the twelve gems apart, each named, at 390 px in ${theme} (axe: no serious problem)`, async () => {
      const session = await openSession({
        reducedMotion: 'reduce',
        colorScheme: theme,
        viewport: { width: 390, height: 844 },
        // axe is injected as an inline script, which the Worker's CSP refuses.
        bypassCSP: true,
      });
      const { page } = session;
      await member(page, `phone.${theme}`);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/astro-gems');
      await page.getByRole('tab', { name: 'My Collection' }).click();
      const tiles = page.locator('.game-tile');
      await expect.poll(() => tiles.count()).toBe(12);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      // Twelve different drawings (ids aside), each with its name under it, nothing wider than the phone.
      const drawings = await tiles.evaluateAll((items) =>
        items.map((item) =>
          (item.querySelector('svg')?.innerHTML ?? '').replace(/id="[^"]*"|url\(#[^)]*\)|href="#[^"]*"/g, ''),
        ),
      );
      expect(new Set(drawings).size).toBe(12);
      expect(drawings.every((d) => d.length > 200)).toBe(true);
      const names = await page.locator('.game-tile__name').allTextContents();
      expect(new Set(names).size).toBe(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const findings = await seriousViolations(page);
      expect(findings, report(`/astro-gems, My Collection (${theme}, 390 px)`, findings)).toEqual([]);
      await session.close();
    });
  }
});
