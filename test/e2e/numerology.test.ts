/**
 * Numerology on /numerology (docs/product.md#numerology-page): the upgrade card for an Explorer
 * member (and tarot's, which an Oracle member sees too); for an Oracle member the form (the button waits for a name and a whole date; tomorrow
 * is refused in the spec's words), the five cards with the server's numbers and their meanings,
 * 'Calculate Again', and 'Ask Stella About My Numbers' handing the numbers to the chat.
 */
import { describe, expect, it } from 'vitest';
import { numerologyProfile } from '@core/numerology/index';
import type { NumerologyResult } from '@schema/numerology';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { openSession } from '../support/browser';

const ZONE = 'Europe/Belgrade';

async function member(page: import('playwright-core').Page, plan: 'free' | 'oracle') {
  const email = `e2e.numerology.${plan}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Ada', lastName: 'Lovelace' });
  if (plan !== 'free') expect((await userPlan('--email', email, '--plan', plan)).code).toBe(0);
}

describe('numerology on /numerology', () => {
  it('shows an Explorer member the upgrade cards of numerology and tarot', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    await member(page, 'free');
    await page.goto('/numerology');
    const gate = page.getByRole('region', { name: 'Numerology comes with Oracle and Master' });
    await gate.waitFor();
    expect(await gate.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    expect(await page.getByLabel('Full birth name').count()).toBe(0);
    await page.goto('/tarot');
    const tarot = page.getByRole('region', { name: 'Tarot comes with Master' });
    await tarot.waitFor();
    expect(await tarot.getByRole('link', { name: 'Upgrade to Master' }).getAttribute('href')).toBe('/premium');
    await session.close();
  });

  it('works out an Oracle member’s five numbers on the server and hands them to Stella', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    await member(page, 'oracle');
    await page.goto('/numerology');
    const name = page.getByLabel('Full birth name');
    await name.waitFor();
    const calculate = page.getByRole('button', { name: 'Calculate My Numbers' });
    expect(await calculate.isDisabled()).toBe(true);

    // Typing keeps letters, spaces, hyphens and apostrophes only.
    await name.fill('Ada 2 Lovelace!');
    expect(await name.inputValue()).toBe('Ada  Lovelace');
    await name.fill('Augusta Ada King-Noel');
    const month = page.getByRole('combobox', { name: 'Month' });
    const day = page.getByRole('combobox', { name: 'Day' });
    const year = page.getByRole('combobox', { name: 'Year' });
    // Years run from this one back to 1900.
    const years = await year.locator('option:not([disabled])').allTextContents();
    const thisYear = await page.evaluate(() => new Date().getFullYear());
    expect([years[0], years.at(-1)]).toEqual([String(thisYear), '1900']);

    // Tomorrow, in the reader's own calendar, is refused in the spec's words.
    const tomorrow = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() };
    });
    if (tomorrow.y === thisYear) {
      await month.selectOption(String(tomorrow.m));
      await day.selectOption(String(tomorrow.d));
      await year.selectOption(String(tomorrow.y));
      await calculate.click();
      const toast = page.getByRole('status').filter({ hasText: 'Invalid Birth Date' });
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Please enter a valid birth date between 1900 and today.');
    }

    await month.selectOption('12');
    await day.selectOption('10');
    await year.selectOption('1915');
    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/api/numerology'),
      calculate.click(),
    ]);
    expect(response.status()).toBe(200);
    const server = (await response.json()) as NumerologyResult;
    const local = numerologyProfile('Augusta Ada King-Noel', '1915-12-10');
    expect(server).toMatchObject(local);

    await page.getByRole('heading', { name: 'The numbers of Augusta Ada King-Noel' }).waitFor();
    const cards = page.locator('.numerology-card');
    expect(await cards.count()).toBe(5);
    for (const [kind, value] of [
      ['lifePath', server.lifePathNumber],
      ['expression', server.expressionNumber],
      ['soulUrge', server.soulUrgeNumber],
      ['personality', server.personalityNumber],
      ['birthDay', server.birthDayNumber],
    ] as const) {
      expect(await page.getByTestId(`number-${kind}`).textContent()).toBe(String(value));
      expect(await page.locator(`.numerology-card[data-kind="${kind}"] .numerology-card__meaning`).textContent()).toBe(
        server.interpretations[kind],
      );
    }

    // Calculate Again goes back to the form, which keeps what was typed.
    await page.getByRole('button', { name: 'Calculate Again' }).click();
    expect(await page.getByLabel('Full birth name').inputValue()).toBe('Augusta Ada King-Noel');
    await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
    await page.getByRole('button', { name: 'Ask Stella About My Numbers' }).click();

    // The chat reads the context once: its numerology card shows the same numbers.
    await page.waitForURL('**/ask-stella');
    const card = page.locator('.stella-numerology');
    await card.locator('[data-number="lifePathNumber"] dd').waitFor();
    expect(await card.locator('[data-number="lifePathNumber"] dd').textContent()).toBe(String(server.lifePathNumber));
    expect(await card.locator('[data-number="soulUrgeNumber"] dd').textContent()).toBe(String(server.soulUrgeNumber));
    expect(await page.evaluate(() => sessionStorage.getItem('stella.numerologyContext'))).toBeNull();
    // Tarot is Master's: the Oracle member is offered the upgrade.
    await page.goto('/tarot');
    await page.getByRole('region', { name: 'Tarot comes with Master' }).waitFor();
    await session.close();
  });
});
