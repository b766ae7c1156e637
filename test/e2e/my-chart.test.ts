/**
 * One chart per person, in the browser: a member who only fills in the profile's birth details
 * finds them on the birth chart page, and is read from that chart by Ask Stella (the wheel,
 * today's insight and an answer with placement receipts), with no request to save a chart first.
 */
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

describe('birth details on the profile are my chart', () => {
  it('an Oracle member who typed them on the profile is answered from the chart on /ask-stella', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: 'Europe/Belgrade' });
    const { page } = session;
    const email = `e2e.mychart.${Date.now()}@example.com`;
    await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Mila', lastName: 'Jovic' });
    expect((await userPlan('--email', email, '--plan', 'oracle')).code).toBe(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Birth date').fill('1990-04-15');
    await page.getByLabel('Birth time').fill('14:30');
    await page.getByLabel('Birth place').fill('Belgrade, Serbia');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Profile Updated').waitFor();

    // The Astrology tab lists the chart the birth details made, under her name, marked as hers.
    await page.getByRole('tab', { name: 'Astrology' }).click();
    await page.locator('.charts__name', { hasText: 'Mila' }).first().waitFor();
    expect(await page.locator('.charts__name', { hasText: 'My chart' }).count()).toBe(1);

    // The birth chart page opens with the reader's own birth, one Calculate away.
    await page.goto('/birth-chart');
    await expect.poll(() => page.locator('#birth-date').inputValue()).toBe('1990-04-15');
    expect(await page.locator('#birth-time').inputValue()).toBe('14:30');
    await page.getByText('Your own birth details, from your profile.', { exact: false }).waitFor();

    await page.goto('/ask-stella');
    await page.locator('.stella-wheel svg.chart-wheel').waitFor();
    await page.locator('.stella-insight').waitFor();
    expect(await page.getByRole('link', { name: 'Make my chart' }).count()).toBe(0);

    const box = page.getByLabel('Your question for Stella');
    await box.fill('What does my Venus say about how I love?');
    await box.press('Enter');
    const answer = page.locator('.stella-message--assistant').last();
    await expect.poll(() => answer.getAttribute('data-state'), { timeout: 30_000 }).toBe('complete');
    expect(await answer.textContent()).not.toMatch(/need your own birth chart/i);
    expect(await answer.locator('button.stella-chip[data-points~="venus"]').count()).toBeGreaterThan(0);
    await session.close();
  });
});
