import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { openSession } from '../support/browser';

const isActivityCall = (request: Request) => new URL(request.url()).pathname === '/api/user/activity';

/** Every call to the activity endpoint the page makes from now on. */
function watchActivity(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isActivityCall(request)) calls.push(request);
  });
  return calls;
}

/** Chooses both signs, presses the button and returns the overall score and the reading's text. */
async function check(page: Page, first: string, second: string) {
  await page.getByLabel('First sign').selectOption(first);
  await page.getByLabel('Second sign').selectOption(second);
  await page.getByRole('button', { name: 'Check Compatibility' }).click();
  const reading = page.getByRole('region', { name: new RegExp(`^${first} and ${second}$`, 'i') });
  await reading.waitFor();
  // The overall score is the first percentage in <main> (spec: "overall score %").
  const main = (await page.locator('main').textContent()) ?? '';
  const score = Number(/(\d+)%/.exec(main)?.[1]);
  return { score, text: (await reading.textContent()) ?? '' };
}

function expectSubScores(text: string) {
  for (const label of ['Passion', 'Communication', 'Balance']) expect(text).toMatch(new RegExp(`${label}\\d{1,3}%`));
}

/** No element reaches past the right edge of the viewport. */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.sr-only'))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the compatibility page', () => {
  it('scores Taurus+Cancer and Aries+Leo for a visitor at 1280 px in light, with no activity call', async () => {
    const session = await openSession({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    const activity = watchActivity(page);
    await page.goto('/compatibility');
    await expect.poll(() => page.title()).toBe('Compatibility · Stella');

    // The pickers: a first empty choice, then the twelve signs with symbol, name and dates.
    const firstSign = page.getByLabel('First sign');
    const options = await firstSign
      .locator('option')
      .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent]));
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual(['', 'Choose a sign']);
    expect(options[1]).toEqual(['aries', '♈ Aries (Mar 21-Apr 19)']);
    expect(options[12]).toEqual(['pisces', '♓ Pisces (Feb 19-Mar 20)']);

    // The button waits for both signs.
    const button = page.getByRole('button', { name: 'Check Compatibility' });
    expect(await button.isDisabled()).toBe(true);
    await firstSign.selectOption('taurus');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator('#first-sign-traits').textContent()).toBe('♉ElementEarthModalityFixed');
    await page.getByLabel('Second sign').selectOption('cancer');
    expect(await page.locator('#second-sign-traits').textContent()).toBe('♋ElementWaterModalityCardinal');
    expect(await button.isDisabled()).toBe(false);
    await firstSign.selectOption('');
    expect(await button.isDisabled()).toBe(true);

    const taurusCancer = await check(page, 'taurus', 'cancer');
    expect(taurusCancer.score).toBeGreaterThanOrEqual(65);
    expect(taurusCancer.score).toBeLessThanOrEqual(84);
    expect(taurusCancer.text).toContain('Very Good Match');
    expect(taurusCancer.text).toContain('Earth and water tend to nourish each other');
    expectSubScores(taurusCancer.text);

    const ariesLeo = await check(page, 'aries', 'leo');
    expect(ariesLeo.score).toBeGreaterThanOrEqual(75);
    expect(ariesLeo.score).toBeLessThanOrEqual(94);
    expect(ariesLeo.text).toContain('Excellent Match!');
    expect(ariesLeo.text).toContain('Two fire signs');
    expectSubScores(ariesLeo.text);
    expect(await page.locator('.score-ring').getAttribute('class')).toMatch(/band--(excellent|strong)/);

    // A visitor is asked to sign in for advanced synastry, never offered an upgrade; the check is not counted.
    expect(await page.locator('[data-upsell]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Sign In to Continue' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toContain('/api/login');
    expect(await page.getByText(/Upgrade to Unlock/i).count()).toBe(0);
    await page.screenshot({ path: '.test-results/compatibility-light-1280.png', fullPage: true });
    await page.waitForLoadState('networkidle');
    expect(activity).toHaveLength(0);
    await session.close();
  });

  it('gives the same reading twice, in fresh sessions and in either order', async () => {
    const readings: string[] = [];
    for (const [first, second] of [
      ['gemini', 'scorpio'],
      ['scorpio', 'gemini'],
      ['gemini', 'scorpio'],
    ]) {
      const session = await openSession({ reducedMotion: 'reduce' });
      await session.page.goto('/compatibility');
      const { score, text } = await check(session.page, first!, second!);
      expect(score).toBeGreaterThanOrEqual(55);
      expect(score).toBeLessThanOrEqual(74);
      expect(text).toContain('Good Match');
      expect(text).not.toContain('Very Good Match');
      // The head names the pair in the order chosen; the reading from the score on is the same.
      readings.push(text.slice(text.search(/\d+%/)));
      await session.close();
    }
    expect(readings[1]).toBe(readings[0]);
    expect(readings[2]).toBe(readings[0]);
  });

  it('counts a signed-in check once and fits 390 px in dark', async () => {
    const session = await openSession({
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await signUpAndSignIn(page, {
      email: `compat.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    const activity = watchActivity(page);
    await page.goto('/compatibility');

    const counted = page.waitForResponse((res) => isActivityCall(res.request()));
    const { score, text } = await check(page, 'aries', 'leo');
    expect(score).toBeGreaterThanOrEqual(75);
    expect(score).toBeLessThanOrEqual(94);
    expect(text).toContain('Excellent Match!');
    const response = await counted;
    expect(response.status()).toBe(204);
    expect(activity).toHaveLength(1);
    expect(activity[0]!.method()).toBe('POST');
    expect(activity[0]!.postDataJSON()).toEqual({ kind: 'compatibility_check' });
    const profile = await (await page.request.get('/api/user/profile')).json();
    expect(profile.stats.compatibilityChecks).toBe(1);

    expect(await page.locator('[data-upsell]').count()).toBe(0);
    await page.screenshot({ path: '.test-results/compatibility-dark-390.png', fullPage: true });
    await expectNoHorizontalOverflow(page, 390);
    await session.close();
  });
});
