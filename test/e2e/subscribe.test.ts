/**
 * The whole purchase in Chromium: the real Worker, the real Stripe SDK and the Stripe test server
 * (test/stripe-server), whose checkout page pays, signs and delivers the webhook events, then
 * returns to our success page.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession } from '../support/browser';
import { signUpAndSignIn } from '../support/accounts';
import { castBelgrade, serverAnswered } from '../support/birth-chart';

/** Belgrade's chart on the birth chart page, as the server answers it. */
async function openBelgradeChart(page: Page) {
  await page.goto('/birth-chart');
  await castBelgrade(page);
  await expect
    .poll(() => page.getByRole('article', { name: 'Sun sign' }).textContent(), { timeout: 10_000 })
    .toContain('Taurus');
  await serverAnswered(page);
}

describe('subscribing', () => {
  it('a free user subscribes to Oracle from /premium, gets Pro and the premium chart, and cancels from the profile', async () => {
    const session = await openSession({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await signUpAndSignIn(page, {
      email: `buyer.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Vera',
      lastName: 'Rubin',
    });

    // Free: the chart's premium sections are placeholders.
    await openBelgradeChart(page);
    expect(await page.getByText('Premium Feature').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Detailed Planetary Analysis' }).count()).toBe(1);

    await page.goto('/premium');
    await page.getByRole('button', { name: 'Subscribe to Oracle' }).click();
    // Stripe's page (the test server's stand-in), then back to ours once it has paid.
    await page.waitForURL(`${inject('stripeUrl')}/checkout/pay/**`);
    expect(await page.textContent('body')).toContain('7-day free trial');
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    await page.waitForURL('**/premium/success**');
    await expect.poll(() => page.getByText('Welcome to Oracle').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: '.test-results/subscribe-success-light-1280.png', fullPage: true });

    // The account is Pro, and the chart's premium analysis is there.
    await page.goto('/birth-chart');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect
      .poll(() => page.locator('header').getByText('Pro', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.keyboard.press('Escape');
    await openBelgradeChart(page);
    await expect.poll(() => page.getByText('Premium Feature').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByRole('heading', { name: 'Detailed Planetary Analysis' }).count()).toBe(1);
    expect(await page.getByText(/Very tight|Tight|Wide/).count()).toBeGreaterThan(0);

    // Cancel at period end from the profile's preferences: the end date is shown.
    await page.goto('/profile?tab=preferences');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    const status = (await (await page.request.get('/api/payments/subscription-status')).json()) as {
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
    };
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/payments/subscription-status')).json()) as {
              cancelAtPeriodEnd: boolean;
            }
          ).cancelAtPeriodEnd,
      )
      .toBe(true);
    const end = new Date(status.currentPeriodEnd).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect
      .poll(() => page.getByText(`Your Oracle plan ends on ${end}`).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // Access stays until then.
    expect(((await (await page.request.get('/api/auth/user')).json()) as { tier: string }).tier).toBe('oracle');
    await page.screenshot({ path: '.test-results/subscription-cancelled-light-1280.png', fullPage: true });
    await session.close();
  });
});
