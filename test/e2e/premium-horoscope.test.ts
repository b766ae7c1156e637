import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

const SECTIONS = ['Transits', 'Planetary hours', 'Secondary progressions', 'Void-of-course Moon', 'Retrogrades'];
/** Far from UTC, so a time shown in UTC by mistake cannot pass for a local one. */
const ZONE = 'Asia/Tokyo';

const sectionHeadings = (page: Page) => page.locator('main section h2').allTextContents();

/** Every <time> of the page shows its instant on the reader's clock, not in UTC. */
async function timesAreLocal(page: Page): Promise<number> {
  const times = await page
    .locator('main time')
    .evaluateAll((nodes) => nodes.map((n) => ({ iso: n.getAttribute('datetime') ?? '', text: n.textContent ?? '' })));
  for (const { iso, text } of times) {
    const local = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: ZONE }).format(
      new Date(iso),
    );
    expect(text, iso).toBe(local);
  }
  return times.length;
}

async function member(page: Page, label: string): Promise<string> {
  const email = `e2e.sky.${label}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Maria', lastName: 'Mitchell' });
  return email;
}

describe('/premium-horoscope', () => {
  it('shows a visitor the basic section and sign-in prompts', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    await page.goto('/premium-horoscope?sign=leo&period=today');
    await page.getByRole('heading', { name: 'Your day' }).waitFor();
    expect((await page.locator('.sky-basic__reading').textContent())?.length).toBeGreaterThan(80);
    await expect.poll(() => page.getByLabel('Sign', { exact: true }).inputValue()).toBe('leo');
    const signIn = page.getByRole('link', { name: 'Sign In to Continue' });
    expect(await signIn.getAttribute('href')).toBe(
      `/signin?returnTo=${encodeURIComponent('/premium-horoscope?sign=leo&period=today')}`,
    );
    const headings = await sectionHeadings(page);
    expect(headings).not.toContain('Transits');
    await timesAreLocal(page);
    await session.close();
  });

  it('shows a free member the basic section and the upgrade', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    await member(page, 'free');
    await page.goto('/premium-horoscope?sign=pisces&period=tomorrow');
    await page.getByRole('heading', { name: 'Your day' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Oracle' }).getAttribute('href')).toBe('/premium');
    expect(await page.locator('main .sky-gate__list li').count()).toBe(5);
    expect(await sectionHeadings(page)).not.toContain('Retrogrades');
    await session.close();
  });

  it('shows an Oracle member all five sections, on their own clock, with hours at a place they choose', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    const email = await member(page, 'oracle');
    expect((await userPlan('--email', email, '--plan', 'oracle')).code).toBe(0);
    await page.goto('/premium-horoscope?sign=virgo&period=today');
    await page.getByRole('heading', { name: 'Transits' }).waitFor();
    expect(await sectionHeadings(page)).toEqual(expect.arrayContaining(['Your day', ...SECTIONS]));
    expect(await page.locator('.sky-note').first().textContent()).toContain('middle of your sign');
    await expect.poll(() => page.locator('.sky-retro').count()).toBe(8);
    // The Oracle reading, written from the day's sky, its themes, advice and timing: a reader without
    // a chart has fewer personal facts, so fewer words than the 600-700 of a chart (decision 036).
    const oracle = page.locator('.sky-oracle');
    await oracle.getByRole('heading', { name: 'Your Oracle reading' }).waitFor();
    const words = ((await oracle.locator('.sky-oracle__text').textContent()) ?? '').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(await oracle.locator('.sky-oracle__themes li').count()).toBeGreaterThan(0);
    // The next 30 days, day by day, on the reader's clock.
    await page.getByRole('heading', { name: 'The next 30 days' }).waitFor();
    expect(await page.locator('.sky-timeline__entry').count()).toBeGreaterThan(15);

    // No birth data and no place yet: the hours ask for one; once chosen, 24 hours on the reader's clock.
    expect(await page.getByText('Choose a place to see its planetary hours.').count()).toBe(1);
    await page.getByLabel('Choose the place for your planetary hours').fill('Tokyo');
    await page.getByRole('option', { name: /Tokyo/ }).first().click();
    await expect.poll(() => page.locator('.sky-hour').count()).toBe(24);
    expect(await timesAreLocal(page)).toBeGreaterThanOrEqual(48);
    // The place is remembered on this device.
    await page.reload();
    await expect.poll(() => page.locator('.sky-hour').count()).toBe(24);

    // /horoscope holds the same Oracle reading in its premium area.
    await page.goto('/horoscope?sign=virgo');
    await page.locator('.horoscope__result .sky-oracle').waitFor();
    await page.goto('/premium-horoscope?sign=virgo&period=today');
    await page.locator('.sky-basic__reading').waitFor();
    // The day switch changes the reading's date.
    const today = await page.locator('.sky-basic__reading').textContent();
    await page.getByLabel('Day', { exact: true }).selectOption('yesterday');
    await expect.poll(() => page.locator('.sky-basic__reading').textContent()).not.toBe(today);
    await session.close();
  });
});
