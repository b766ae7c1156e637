import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LUCKY_COLORS, dailyHoroscope } from '@core/horoscope';
import { signUpAndSignIn } from '../support/accounts';
import { type Session, openSession } from '../support/browser';

/**
 * 20:00 UTC on 15 June 2025 is 08:00 on Monday 16 June in Auckland (NZST, UTC+12): the page must
 * write the reader's own calendar day, not the UTC one.
 */
const INSTANT = new Date('2025-06-15T20:00:00Z');
const ZONE = 'Pacific/Auckland';
const LOCAL_DAY = '2025-06-16';

/** A visitor's fresh browser in Auckland with the clock held at INSTANT. */
async function aucklandSession(options: Parameters<typeof openSession>[0] = {}): Promise<Session> {
  const session = await openSession({ reducedMotion: 'reduce', ...options });
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: ZONE });
  await session.page.clock.setFixedTime(INSTANT);
  return session;
}

const signButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Zodiac signs' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
const dayButton = (page: Page, name: 'Yesterday' | 'Today' | 'Tomorrow') =>
  page.getByRole('group', { name: 'Day' }).getByRole('button', { name, exact: true });
const dateHeading = (page: Page) => page.locator('.horoscope__date');

/** What the page shows of the reading, field by field. */
async function shownReading(page: Page) {
  const card = page.getByRole('article', { name: /horoscope$/ });
  await card.waitFor();
  const part = async (key: string) => ((await card.locator(`[data-part="${key}"] p`).textContent()) ?? '').trim();
  return {
    date: await card.getAttribute('data-date'),
    sky: await part('sky'),
    overall: await part('overall'),
    love: await part('love'),
    career: await part('career'),
    wellness: await part('wellness'),
    luckyNumber: Number(await card.locator('[data-lucky="number"]').textContent()),
    luckyColor: ((await card.locator('[data-lucky="color"]').textContent()) ?? '').trim(),
    highlights: await card.locator('.reading__sky li').allTextContents(),
  };
}

type Shown = Awaited<ReturnType<typeof shownReading>>;

/** The reading the core writes for a sign and day, in the shape the page shows it (times on Auckland's clocks). */
function expected(sign: Parameters<typeof dailyHoroscope>[0], date: string): Shown {
  const r = dailyHoroscope(sign, date, ZONE);
  return {
    date,
    sky: r.sky,
    overall: r.overall,
    love: r.love,
    career: r.career,
    wellness: r.wellness,
    luckyNumber: r.luckyNumber,
    luckyColor: r.luckyColor,
    highlights: r.highlights,
  };
}

/** `readingFor`'s date is a pattern: this one takes whatever day the real clock gives. */

/** Waits for the reading card to show `date` (after a day switch or a sign change). */
async function readingFor(page: Page, date: string, sign: string): Promise<Shown> {
  const card = page.getByRole('article', { name: /horoscope$/ });
  await expect
    .poll(
      async () =>
        (await card.count()) ? `${await card.getAttribute('data-date')} ${await card.locator('h2').textContent()}` : '',
      {
        timeout: 10_000,
      },
    )
    .toMatch(new RegExp(`^${date} ${sign}:`));
  return shownReading(page);
}

function expectPlausible(reading: Shown) {
  expect(Number.isInteger(reading.luckyNumber)).toBe(true);
  expect(reading.luckyNumber).toBeGreaterThanOrEqual(1);
  expect(reading.luckyNumber).toBeLessThanOrEqual(99);
  expect(LUCKY_COLORS).toContain(reading.luckyColor);
  for (const text of [reading.overall, reading.love, reading.career, reading.wellness])
    expect(text.length).toBeGreaterThan(40);
}

function watchActivity(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/user/activity') calls.push(req);
  });
  return calls;
}

describe('the daily horoscope page', () => {
  it('gives a visitor the same Aries reading in two fresh sessions, for the local day; Libra differs; no call is made', async () => {
    const first = await aucklandSession({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    const { page } = first;
    const activity = watchActivity(page);
    await page.goto('/horoscope');
    await page.getByRole('heading', { level: 1, name: 'Daily Horoscope' }).waitFor();
    expect(await dateHeading(page).textContent()).toBe('Monday, June 16, 2025');
    // No sign yet: the prompt, no reading, and no horoscope_viewed prompt.
    await page.getByText('Select your zodiac sign above to read your horoscope.').waitFor();
    expect(await page.getByRole('article', { name: /horoscope$/ }).count()).toBe(0);
    expect(await page.locator('[data-upsell="horoscope_viewed"]').count()).toBe(0);
    expect(await signButton(page, 'Aries').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('group', { name: 'Zodiac signs' }).getByRole('button').count()).toBe(12);

    await signButton(page, 'Aries').click();
    await page.waitForURL((url) => url.searchParams.get('sign') === 'aries');
    const aries = await readingFor(page, LOCAL_DAY, 'Aries');
    expect(aries).toEqual(expected('aries', LOCAL_DAY));
    expectPlausible(aries);
    expect(await signButton(page, 'Aries').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.sign-grid').first().locator('[aria-pressed="true"]').count()).toBe(1);
    const detail = (await page.getByRole('article', { name: 'Aries', exact: true }).textContent()) ?? '';
    for (const fact of ['Mar 21-Apr 19', 'Fire', 'Cardinal', 'Mars']) expect(detail).toContain(fact);
    expect(await page.getByText('Select your zodiac sign above').count()).toBe(0);

    // The premium horoscope is not built yet: nothing on the page offers it.
    expect(await page.locator('[data-upsell]').count()).toBe(0);
    expect(await page.getByText(/Premium Horoscope|Advanced Analysis|Upgrade to unlock/).count()).toBe(0);
    expect(await signButton(page, 'Aries').getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.test-results/horoscope-light-1280.png', fullPage: true });

    // Yesterday and tomorrow move the date heading and the reading.
    await dayButton(page, 'Yesterday').click();
    expect(await dayButton(page, 'Yesterday').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => dateHeading(page).textContent(), { timeout: 5_000 }).toBe('Sunday, June 15, 2025');
    const yesterday = await readingFor(page, '2025-06-15', 'Aries');
    expect(yesterday).toEqual(expected('aries', '2025-06-15'));
    expect(yesterday.overall).not.toBe(aries.overall);
    await dayButton(page, 'Tomorrow').click();
    await expect.poll(() => dateHeading(page).textContent(), { timeout: 5_000 }).toBe('Tuesday, June 17, 2025');
    const tomorrow = await readingFor(page, '2025-06-17', 'Aries');
    expect(tomorrow).toEqual(expected('aries', '2025-06-17'));
    expect(tomorrow.overall).not.toBe(aries.overall);
    expectPlausible(tomorrow);
    await dayButton(page, 'Today').click();
    await expect.poll(() => dateHeading(page).textContent(), { timeout: 5_000 }).toBe('Monday, June 16, 2025');
    expect(await readingFor(page, LOCAL_DAY, 'Aries')).toEqual(aries);

    // Libra on the same day reads differently.
    await signButton(page, 'Libra').click();
    await page.waitForURL((url) => url.searchParams.get('sign') === 'libra');
    const libra = await readingFor(page, LOCAL_DAY, 'Libra');
    expect(libra).toEqual(expected('libra', LOCAL_DAY));
    expectPlausible(libra);
    expect(libra.overall).not.toBe(aries.overall);
    expect([libra.love, libra.career, libra.wellness]).not.toEqual([aries.love, aries.career, aries.wellness]);
    expect(await signButton(page, 'Aries').getAttribute('aria-pressed')).toBe('false');

    // A reload keeps the chosen sign.
    await page.reload();
    expect(await readingFor(page, LOCAL_DAY, 'Libra')).toEqual(libra);
    expect(await signButton(page, 'Libra').getAttribute('aria-pressed')).toBe('true');

    expect(activity.map((r) => r.url())).toEqual([]);
    await first.close();

    // A second fresh browser, opened straight on Aries: the very same reading.
    const second = await aucklandSession({ colorScheme: 'dark', viewport: { width: 800, height: 900 } });
    await second.page.goto('/horoscope?sign=aries');
    expect(await readingFor(second.page, LOCAL_DAY, 'Aries')).toEqual(aries);
    await second.close();
  });

  it('counts a signed-in reader’s reads once per sign and day, greets them, and fits 390 px in dark', async () => {
    const session = await openSession({
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await signUpAndSignIn(page, {
      email: `horoscope.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    const activity = watchActivity(page);
    await page.goto('/horoscope');
    // The real clock here: the heading is the browser's own calendar day.
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(await dateHeading(page).textContent()).toBe(today);
    await page.getByText('Select your zodiac sign above to read your horoscope.').waitFor();
    expect(activity).toHaveLength(0);

    const counted = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user/activity');
    await signButton(page, 'Aries').click();
    expect((await counted).status()).toBe(204);
    const reading = await shownReading(page);
    expectPlausible(reading);
    expect(activity).toHaveLength(1);
    expect(activity[0]!.method()).toBe('POST');
    expect(activity[0]!.postDataJSON()).toEqual({ kind: 'horoscope_read' });

    // The same sign again is no new read; another day is; coming back to today is not.
    await signButton(page, 'Aries').click();
    await dayButton(page, 'Tomorrow').click();
    await expect.poll(() => activity.length).toBe(2);
    await dayButton(page, 'Today').click();
    await readingFor(page, reading.date!, 'Aries');
    await page.waitForLoadState('networkidle');
    expect(activity).toHaveLength(2);
    const profile = await (await page.request.get('/api/user/profile')).json();
    expect(profile.stats.horoscopesRead).toBe(2);

    // A free member is offered nothing that does not exist yet.
    expect(await page.locator('[data-upsell]').count()).toBe(0);
    expect(await page.getByText(/Premium Horoscope|Advanced Analysis|Upgrade to unlock/).count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.test-results/horoscope-dark-390.png', fullPage: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.sr-only'))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await session.close();
  });
});
