/**
 * Tarot on /tarot (docs/product.md#tarot-page, decision 040): a Master member's three-card
 * reading start to finish (Reveal waits for three picks and a question; a fourth pick is refused;
 * the three cards come with their drawn art, the reading with its receipts, the deal checked on
 * the device), the same reading in the dark theme on a 390 px phone, kept in the history, and New
 * Reading. The upgrade cards are in numerology.test.ts; every state in both themes and sizes is in
 * a11y.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

async function member(page: Page, plan: 'master') {
  const email = `e2e.tarot.${plan}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Pamela', lastName: 'Smith' });
  expect((await userPlan('--email', email, '--plan', plan)).code).toBe(0);
}

/** Asks, chooses Three Card, picks three face-down cards and reveals; returns the reveal button. */
async function threeCardReading(page: Page, question: string) {
  await page.getByLabel('What would you like to ask the cards?').fill(question);
  await page.locator('label.tarot-spread-choice', { hasText: 'Three Card' }).click();
  expect(await page.getByRole('radio', { name: /Three Card/ }).isChecked()).toBe(true);
  const deck = page.getByRole('list', { name: /The face-down deck/ });
  await deck.getByRole('button').first().waitFor();
  expect(await deck.getByRole('button').count()).toBe(30);
  const reveal = page.getByRole('button', { name: 'Reveal' });
  for (const n of [3, 11, 27]) {
    expect(await reveal.isDisabled()).toBe(true);
    await deck.getByRole('button', { name: `Face-down card ${n}`, exact: true }).click();
  }
  return { deck, reveal };
}

describe('tarot on /tarot', () => {
  it('reads a Master member three cards start to finish, with their art, and keeps the reading', async () => {
    const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const { page } = session;
    await member(page, 'master');
    await page.goto('/tarot');
    const { deck, reveal } = await threeCardReading(page, 'What should I keep in mind about my new job?');
    // Three picked: a fourth is refused, and a pick toggles off and on again.
    expect(await deck.getByRole('button', { name: 'Face-down card 5', exact: true }).isDisabled()).toBe(true);
    await deck.getByRole('button', { name: 'Face-down card 11', exact: true }).click();
    expect(await reveal.isDisabled()).toBe(true);
    await deck.getByRole('button', { name: 'Face-down card 11', exact: true }).click();
    // A blank question holds Reveal back.
    const question = page.getByLabel('What would you like to ask the cards?');
    await question.fill('   ');
    expect(await reveal.isDisabled()).toBe(true);
    await question.fill('What should I keep in mind about my new job?');
    expect(await reveal.isDisabled()).toBe(false);

    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tarot/reading'),
      reveal.click(),
    ]);
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { positions: number[]; cards?: unknown };
    // In the order picked: card 11 was put back and picked again last.
    expect(sent.positions).toEqual([2, 26, 10]);
    expect(sent.cards).toBeUndefined();

    const reading = page.getByRole('region', { name: 'Your reading', exact: true });
    await reading.waitFor();
    const cards = reading.locator('.tarot-card');
    expect(await cards.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      // The drawn art: an SVG named by the card, with a real drawing in it.
      const art = card.locator('.tarot-card__art svg[role="img"]');
      const name = await card.locator('.tarot-card__name').textContent();
      expect(name?.startsWith((await art.getAttribute('aria-label')) ?? '-')).toBe(true);
      expect(await art.locator('path, circle, ellipse, rect, line, polygon').count()).toBeGreaterThan(12);
      expect((await card.locator('.tarot-card__meaning').textContent())?.length).toBeGreaterThan(40);
    }
    expect(await cards.locator('.tarot-card__position').allTextContents()).toEqual([
      '1. Past',
      '2. Present',
      '3. Future',
    ]);
    expect(await reading.getByRole('heading', { name: 'Interpretation' }).count()).toBe(1);
    expect(await reading.getByRole('heading', { name: 'Guidance' }).count()).toBe(1);
    expect(await reading.locator('.tarot-paragraph[data-status="verified"]').count()).toBeGreaterThanOrEqual(3);
    expect(await reading.locator('.tarot-chip').count()).toBeGreaterThanOrEqual(4);
    // The deal checks out on this device.
    await reading.getByText('Check the deal').click();
    await expect.poll(() => reading.locator('.tarot-fair [data-verified]').getAttribute('data-verified')).toBe('true');

    // The same reading on a 390 px phone in the dark theme: the art scales, nothing spills sideways.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const width of await reading
      .locator('.tarot-card__art svg')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
      expect(width).toBeGreaterThan(120);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Kept in the history; New Reading starts again.
    const history = page.getByRole('region', { name: 'Your readings', exact: true });
    await history.getByText('What should I keep in mind about my new job?').waitFor();
    await reading.getByRole('button', { name: 'New Reading' }).click();
    expect(await page.getByLabel('What would you like to ask the cards?').inputValue()).toBe('');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await session.close();
  });
});
