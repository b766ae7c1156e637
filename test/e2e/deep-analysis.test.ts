import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { calculateButton, castBelgrade } from '../support/birth-chart';
import { openSession } from '../support/browser';

/** Words as the server counts them: the word-like segments of the runtime's segmenter. */
const countWords = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;

async function member(page: Page, plan: 'oracle' | 'master'): Promise<void> {
  const email = `e2e.deep.${plan}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Vera', lastName: 'Rubin' });
  expect((await userPlan('--email', email, '--plan', plan)).code).toBe(0);
}

/** Casts Belgrade 1990-05-17 14:30, asks for the analysis and waits for it. */
async function analyse(page: Page) {
  await page.goto('/birth-chart');
  await castBelgrade(page);
  // The server's answer (a busy machine may take a few seconds).
  await expect.poll(() => calculateButton(page).textContent(), { timeout: 15_000 }).not.toContain('Calculating');
  const card = page.getByRole('region', { name: 'Advanced AI analysis' });
  await card.getByText('500–700 words on your Big Three').waitFor({ timeout: 10_000 });
  await card.getByRole('button', { name: 'Advanced AI analysis' }).click();
  await card.locator('.deep-analysis__paragraph').first().waitFor({ timeout: 20_000 });
  return card;
}

describe('the deep analysis on /birth-chart', () => {
  it('writes an Oracle member 500-700 words whose chips light their placement on the wheel; no report', async () => {
    const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const { page } = session;
    await member(page, 'oracle');
    const card = await analyse(page);
    const text = (await card.locator('.deep-analysis__paragraph > p:first-child').allTextContents()).join('\n\n');
    const words = countWords(text);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(700);
    expect(await card.locator('.deep-analysis__words').textContent()).toMatch(/^\d+ words$/);
    expect(await page.getByRole('status').filter({ hasText: 'Your analysis is ready' }).count()).toBe(1);

    const chips = card.getByRole('button', { pressed: false }).and(card.locator('.deep-analysis__chip'));
    expect(await chips.count()).toBeGreaterThan(3);
    const wheel = page.getByRole('img', { name: /^Chart wheel/ });
    expect(await wheel.locator('[data-highlighted="true"]').count()).toBe(0);
    const sunChip = card.locator('.deep-analysis__chip[data-fact="P.sun"]').first();
    await sunChip.click();
    expect(await sunChip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => wheel.locator('.chart-wheel__body[data-highlighted="true"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.wheel-panel__highlight').textContent()).toContain('Shown on the wheel: Sun');
    // Pressed again, the placement is let go.
    await page.getByRole('button', { name: 'Back to the analysis' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-fact'))).toBe('P.sun');
    await sunChip.click();
    await expect.poll(() => wheel.locator('[data-highlighted="true"]').count()).toBe(0);

    // Oracle has the analysis, not the custom report.
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download report (PNG)' }).count()).toBe(0);
    await session.close();
  });

  it('gives a Master member the custom report: print, and a PNG download', async () => {
    const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const { page } = session;
    await member(page, 'master');
    const card = await analyse(page);
    await card.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    expect(await page.locator('main.birth-chart').getAttribute('data-report')).toBe('ready');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      card.getByRole('button', { name: 'Download report (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stella-report-1990-05-17.png');
    const file = await download.path();
    mkdirSync('.test-results', { recursive: true });
    copyFileSync(file, '.test-results/deep-analysis-report.png');
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // 2400 px wide: its IHDR says so, and a picture with a wheel and text is not small.
    expect(bytes.readUInt32BE(16)).toBe(2400);
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(2400);
    expect(statSync(file).size).toBeGreaterThan(150_000);

    // Printed, the page is the report: its title, the wheel, the positions and the analysis, no buttons.
    await page.emulateMedia({ media: 'print' });
    await page.locator('.report-title').waitFor();
    expect(await page.locator('.report-title').textContent()).toMatch(/Birth chart report.*May 17, 1990.*Belgrade/);
    expect(await page.locator('nav').first().isVisible()).toBe(false);
    expect(await page.getByRole('table').first().isVisible()).toBe(true);
    expect(await page.locator('main button:visible').count()).toBe(0);
    await session.close();
  });
});
