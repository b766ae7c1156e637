import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession } from '../support/browser';
import { signUpAndSignIn } from '../support/accounts';
import { calculateButton, castBelgrade, serverAnswered } from '../support/birth-chart';

async function expectBelgradeChart(page: Page) {
  const card = (name: string) => page.getByRole('article', { name });
  await expect.poll(() => card('Sun sign').textContent(), { timeout: 10_000 }).toContain('Taurus');
  expect(await card('Moon sign').textContent()).toContain('Aquarius');
  expect(await card('Rising sign').textContent()).toContain('Virgo');
  const insights = (await page.getByRole('region', { name: 'Astrological Insights' }).textContent()) ?? '';
  expect(insights).toContain('Europe/Belgrade');
  expect(insights).toContain('UTC+2');
}

describe('the birth chart page', () => {
  it('casts Belgrade 1990-05-17 14:30 at 1280 px in light: the wheel first, then the server, and a house system with no request', async () => {
    const session = await openSession({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let chartRequests = 0;
    await page.route('**/api/birth-chart', async (route) => {
      chartRequests++;
      await held;
      await route.continue();
    });
    await page.goto('/birth-chart');
    await castBelgrade(page);
    // The device's chart: the wheel is drawn while the server's answer is held back.
    await page.getByRole('img', { name: /^Chart wheel/ }).waitFor({ timeout: 5_000 });
    await expectBelgradeChart(page);
    release();
    await serverAnswered(page);
    await expectBelgradeChart(page);

    const before = chartRequests;
    const wheel = page.getByRole('img', { name: /^Chart wheel/ });
    const drawn = await wheel.innerHTML();
    await page.getByLabel('House system').selectOption('whole-sign');
    await expect.poll(() => wheel.innerHTML()).not.toBe(drawn);
    expect(chartRequests).toBe(before);
    expect(await page.locator('[data-upsell="chart_created"] a').getAttribute('href')).toBe('/login');
    await page.screenshot({ path: '.test-results/birth-chart-light-1280.png', fullPage: true });
    await session.close();
  });

  it('casts it at 390 px in dark; saved once as “my chart”, the profile reads its signs', async () => {
    const session = await openSession({
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await signUpAndSignIn(page, {
      email: `chart.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    await page.goto('/birth-chart');
    await castBelgrade(page);
    await expectBelgradeChart(page);
    await serverAnswered(page);
    // Calculating saves nothing: the user saves the chart, under a name.
    await castBelgrade(page);
    await serverAnswered(page);
    expect(await (await page.request.get('/api/birth-charts')).json()).toEqual([]);
    const saveCard = page.getByRole('region', { name: 'Save this chart' });
    await saveCard.getByRole('button', { name: 'Save Chart' }).click();
    await saveCard.getByText('Give the chart a name').waitFor();
    await saveCard.getByLabel('Chart name').fill('Me');
    await saveCard.getByLabel('This is my chart').check();
    await saveCard.getByRole('button', { name: 'Save Chart' }).click();
    await saveCard.getByText('Saved as “Me”. It is now your chart').waitFor({ timeout: 10_000 });
    // The same birth again, under another name: still one saved chart, the first name kept.
    await castBelgrade(page);
    await serverAnswered(page);
    await saveCard.getByLabel('Chart name').fill('Me again');
    await saveCard.getByRole('button', { name: 'Save Chart' }).click();
    await saveCard.getByText('You had already saved this chart as “Me”.').waitFor({ timeout: 10_000 });
    expect((await (await page.request.get('/api/birth-charts')).json()).length).toBe(1);
    // The chart_created prompt greets a free user by first name.
    expect(await page.locator('[data-upsell="chart_created"] h2').textContent()).toBe(
      'Ada, your chart has more to say',
    );
    await page.screenshot({ path: '.test-results/birth-chart-dark-390.png', fullPage: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.sr-only'))
        // A region that scrolls sideways by design (the aspect grid) holds wide content without widening the page.
        .filter((el) => !el.parentElement?.closest('[role="region"][tabindex="0"]'))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/profile?tab=astrology');
    const signature = page.getByRole('region', { name: 'Your Cosmic Signature' });
    await signature.getByText('From my chart: Me').waitFor({ timeout: 10_000 });
    const signs = (await signature.textContent()) ?? '';
    expect(signs).toMatch(/Sun.*Taurus/);
    expect(signs).toMatch(/Moon.*Aquarius/);
    expect(signs).toMatch(/Rising.*Virgo/);
    const items = page.getByRole('list', { name: 'Saved charts' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('My chart');
    // The overview's birth data is the chart's.
    await page.goto('/profile');
    await expect.poll(() => page.locator('main').textContent(), { timeout: 10_000 }).toContain('Belgrade');
    await session.close();
  });

  it('shows the two readings of a time in a DST gap', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    await page.goto('/birth-chart');
    await page.getByLabel('Date of birth').fill('2021-03-28');
    await page.getByLabel('Time of birth').fill('02:30');
    await page.getByRole('combobox', { name: 'Birth location' }).fill('Berlin, Germany');
    await calculateButton(page).click();
    const choices = page.getByRole('list', { name: 'Choose the reading' }).getByRole('button');
    await expect.poll(() => choices.count(), { timeout: 10_000 }).toBe(2);
    await choices.first().click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Sun sign' }).textContent(), { timeout: 10_000 })
      .toContain('Aries');
    await session.close({ allowErrors: [/422/] });
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    it(`brings the result into view and focuses it after Calculate, at ${viewport.width}×${viewport.height}`, async () => {
      const session = await openSession({ reducedMotion: 'reduce', viewport });
      const { page } = session;
      await page.goto('/birth-chart');
      await castBelgrade(page);
      const heading = page.getByRole('heading', { name: 'Your Chart Wheel' });
      await heading.waitFor({ timeout: 10_000 });
      // Focus is on the result's heading, and the heading is on screen (below the sticky navigation).
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wheel-title');
      await expect
        .poll(async () => {
          const box = await heading.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      const navBottom = await page.locator('.nav').evaluate((nav) => nav.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navBottom);
      await session.close();
    });
  }
});
