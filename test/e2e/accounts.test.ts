import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkFromLog } from '../support/accounts';
import { openSession } from '../support/browser';

const PASSWORD = 'a quiet night sky';

describe('accounts in the browser', () => {
  it('signs up on /login, verifies from the mailed link, signs in on /signin, keeps a chart, exports, and signs out in every tab', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page, context } = session;
    const email = `e2e.${Date.now()}@example.com`;

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Rubin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/email-verification-pending\?email=/);

    const link = await linkFromLog(email, '/verify-email');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect
      .poll(() =>
        page
          .getByText(/verified/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    // A first sign-in is greeted as such.
    await page.getByText('Welcome, Vera!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('button', { name: /Account menu for Vera/ });
    await menu.waitFor();

    // Save a chart through the API with the browser's session (the birth chart page's own
    // "Save this chart" is tested in birth-chart.test.ts).
    const chart = await page.request.post('/api/birth-charts', {
      // Coordinates: the e2e server's database has no gazetteer (its tests are the API's).
      data: {
        birthDate: '1990-05-15',
        birthTime: '14:30',
        birthLocation: 'Paris',
        latitude: 48.8566,
        longitude: 2.3522,
        timezone: 'Europe/Paris',
        name: 'Vera',
      },
    });
    expect(chart.status()).toBe(201);
    const savedChartId: string = (await chart.json()).chart.id;
    expect(savedChartId).toBeTruthy();
    const profile = await (await page.request.get('/api/user/profile')).json();
    expect(profile.stats.chartsCreated).toBe(1);
    const saved = await (await page.request.get('/api/birth-charts')).json();
    expect(saved.map((c: { id: string }) => c.id)).toEqual([savedChartId]);

    const exported = await page.request.get('/api/user/export');
    expect(exported.headers()['content-disposition']).toMatch(/attachment/);
    expect((await exported.json()).account.email).toBe(email);

    // The profile's astrology tab lists the chart with its Big Three (1990-05-15 14:30 Paris).
    await page.goto('/profile?tab=astrology');
    expect(await page.getByRole('tab', { name: 'Astrology' }).getAttribute('aria-selected')).toBe('true');
    const chartItem = page.getByRole('list', { name: 'Saved charts' }).getByRole('listitem');
    await expect.poll(() => chartItem.count()).toBe(1);
    expect(await chartItem.textContent()).toMatch(/Sun Taurus.*Moon Capricorn.*Rising Virgo/);
    expect(await chartItem.textContent()).toContain('Paris');

    // Its activity tab downloads the export as a file.
    await page.goto('/profile?tab=activity');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Profile' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stella-profile-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(file.account.email).toBe(email);
    expect(file.birthCharts.map((c: { id: string }) => c.id)).toEqual([savedChartId]);

    // A second tab sees the sign-out of the first.
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: /Account menu for Vera/ }).waitFor();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await other.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await other.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await session.close();
  });
});
