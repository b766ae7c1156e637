import { type Page, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { numerologyProfile } from '@core/numerology/index';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { report, seriousViolations } from '../support/axe';
import { CHROMIUM, CHROMIUM_ARGS, baseUrl, openSession } from '../support/browser';

const ZONE = 'Europe/Belgrade';

async function member(page: Page, label: string): Promise<string> {
  const email = `e2e.stella.${label}.${Date.now()}@example.com`;
  await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Vera', lastName: 'Rubin' });
  return email;
}

/** A saved chart made "my chart", through the API the profile page uses. */
async function myChart(page: Page): Promise<void> {
  const saved = await page.request.post('/api/birth-charts', {
    data: {
      name: 'Me',
      birthDate: '1990-05-17',
      birthTime: '14:30',
      latitude: 44.8176,
      longitude: 20.4569,
      timezone: 'Europe/Belgrade',
    },
  });
  expect(saved.ok()).toBe(true);
  const { chart } = (await saved.json()) as { chart: { id: string } };
  expect((await page.request.put('/api/user/my-chart', { data: { chartId: chart.id } })).ok()).toBe(true);
}

/**
 * Records, from the page itself, every state and text length the newest answer goes through
 * (a MutationObserver on the chat log), so that a fast stream is seen whole.
 */
async function watchAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { state: string; length: number; text: string }[] = [];
    (window as unknown as { stellaSeen: typeof seen }).stellaSeen = seen;
    const log = document.querySelector('.stella-chat__log') as HTMLElement;
    const record = () => {
      const answers = log.querySelectorAll('.stella-message--assistant');
      const last = answers[answers.length - 1];
      if (!last) return;
      const text = last.querySelector('.stella-message__text')?.textContent ?? '';
      seen.push({ state: last.getAttribute('data-state') ?? '', length: text.length, text: text.slice(0, 80) });
    };
    new MutationObserver(record).observe(log, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const seenSoFar = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { stellaSeen: { state: string; length: number; text: string }[] }).stellaSeen,
  );

const lastAnswer = (page: Page) => page.locator('.stella-message--assistant').last();

describe('/ask-stella', () => {
  it('shows a visitor the intro, sample questions and a sign-in link back here', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    await page.goto('/ask-stella');
    await page.getByRole('heading', { name: 'Ask Stella', level: 1 }).waitFor();
    const signIn = page.getByRole('link', { name: 'Sign in to ask Stella' });
    expect(await signIn.getAttribute('href')).toBe(`/signin?returnTo=${encodeURIComponent('/ask-stella')}`);
    expect(await page.locator('.stella-sample').count()).toBeGreaterThanOrEqual(4);
    // The nav lists the page.
    expect(await page.getByRole('navigation').first().getByRole('link', { name: 'Ask Stella' }).count()).toBe(1);
    await session.close();
  });

  it('shows a free member the upgrade link, and the upgrade modal when they send', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    await member(page, 'free');
    await page.goto('/ask-stella');
    expect(await page.getByRole('link', { name: 'Upgrade to ask Stella' }).getAttribute('href')).toBe('/premium');
    const box = page.getByLabel('Your question for Stella');
    await box.fill('Will I travel this year?');
    await box.press('Enter');
    await page.getByRole('dialog', { name: 'Ask Stella about your chart' }).waitFor();
    await page.getByText('Premium Feature').first().waitFor();
    expect(await page.locator('.stella-message').count()).toBe(0);
    await session.close();
  });

  it('tells a Master member the allowance is unlimited, with no count', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    const email = await member(page, 'master');
    expect((await userPlan('--email', email, '--plan', 'master')).code).toBe(0);
    await page.goto('/ask-stella');
    const badge = page.locator('.stella-usage[data-level]');
    await expect.poll(() => badge.getAttribute('data-level')).toBe('unlimited');
    expect(await badge.textContent()).not.toMatch(/\d+ of \d+/);
    // Without a chart of their own: no insight card, and a way to make one.
    expect(await page.getByRole('link', { name: 'Make my chart' }).getAttribute('href')).toBe('/birth-chart');
    await expect.poll(() => page.locator('.stella-insight').count()).toBe(0);
    await session.close();
  });

  it('answers an Oracle member as it writes, with receipts that light the wheel, and the numerology card', async () => {
    const session = await openSession({ reducedMotion: 'reduce', timezoneId: ZONE });
    const { page } = session;
    const email = await member(page, 'oracle');
    expect((await userPlan('--email', email, '--plan', 'oracle')).code).toBe(0);
    await myChart(page);
    // The numerology page's hand-over, left in session storage before the chat opens.
    const context = {
      type: 'numerology',
      name: 'Vera Rubin',
      birthDate: '1990-05-17',
      data: numerologyProfile('Vera Rubin', '1990-05-17'),
    };
    await page.evaluate((value) => sessionStorage.setItem('stella.numerologyContext', value), JSON.stringify(context));
    await page.goto('/ask-stella');

    // The allowance, once the server has said it (never a placeholder count).
    const badge = page.locator('.stella-usage');
    await expect.poll(() => badge.textContent()).toBe('25 of 25 conversations left today');
    await page.locator('.stella-wheel svg.chart-wheel').waitFor();
    // Read once, then removed.
    expect(await page.evaluate(() => sessionStorage.getItem('stella.numerologyContext'))).toBeNull();
    const card = page.locator('.stella-numerology');
    expect(await card.locator('[data-number="lifePathNumber"] dd').textContent()).toBe(
      String(context.data.lifePathNumber),
    );

    await watchAnswers(page);
    const box = page.getByLabel('Your question for Stella');
    // A blank question is not sent.
    await box.fill('   ');
    await box.press('Enter');
    expect(await page.locator('.stella-message').count()).toBe(0);
    await box.fill('What does my Venus say about love?');
    await box.press('Enter');
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('complete');
    const seen = await seenSoFar(page);
    expect(seen.some((s) => s.state === 'pending' && s.text.includes('Consulting the cosmic wisdom...'))).toBe(true);
    // The text grew while it was written: two different lengths before the answer was done.
    const growing = new Set(seen.filter((s) => s.state === 'streaming' && s.length > 0).map((s) => s.length));
    expect(growing.size).toBeGreaterThanOrEqual(2);
    expect(await box.inputValue()).toBe('');
    expect(await page.locator('.stella-message--user .stella-message__text').first().textContent()).toBe(
      'What does my Venus say about love?',
    );

    // Receipts under the verified paragraphs; Venus's lights Venus on the wheel.
    const chips = lastAnswer(page).locator('button.stella-chip');
    expect(await chips.count()).toBeGreaterThan(0);
    const venusChip = lastAnswer(page).locator('button.stella-chip[data-points~="venus"]').first();
    expect(await venusChip.textContent()).toMatch(/Venus/);
    expect(await venusChip.getAttribute('aria-pressed')).toBe('false');
    await venusChip.click();
    expect(await venusChip.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.locator('.stella-wheel [data-body="venus"]').getAttribute('data-highlighted'))
      .toBe('true');
    expect(await page.locator('.stella-wheel [data-body][data-highlighted="true"]').count()).toBe(1);
    expect(await page.locator('.stella-wheel__status').textContent()).toContain('Highlighted on your wheel: Venus');
    // A second click takes the emphasis away.
    await venusChip.click();
    await expect.poll(() => page.locator('.stella-wheel [data-highlighted="true"]').count()).toBe(0);

    // One conversation of the day is used.
    await expect.poll(() => badge.textContent()).toBe('24 of 25 conversations left today');
    await page.locator('.stella-conversations__open', { hasText: 'What does my Venus say about love?' }).waitFor();

    // The numerology card asks with its context: the answer cites the Life Path.
    await card.getByRole('button', { name: 'Ask Stella about my numbers' }).click();
    await expect.poll(() => page.locator('.stella-message--assistant').count()).toBe(2);
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('complete');
    const labels = await lastAnswer(page).locator('.stella-chip').allTextContents();
    expect(
      labels.some((label) => /Life Path/.test(label)),
      labels.join(' | '),
    ).toBe(true);
    // The same thread continued: no new conversation taken.
    expect(await badge.textContent()).toBe('24 of 25 conversations left today');

    // The thread is kept: a new conversation empties the chat, the list opens it again with its receipts.
    await page.getByRole('button', { name: 'New conversation' }).first().click();
    expect(await page.locator('.stella-message').count()).toBe(0);
    await page.locator('.stella-conversations__open', { hasText: 'What does my Venus say about love?' }).click();
    await expect.poll(() => page.locator('.stella-message').count()).toBe(4);
    expect(await page.locator('.stella-message--assistant button.stella-chip').count()).toBeGreaterThan(0);

    // A sample question is sent as it is; Stop ends the answer and keeps what was written.
    await page.getByRole('button', { name: 'New conversation' }).first().click();
    await page.getByRole('button', { name: 'Which kind of work suits my chart?' }).click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-state')).toBe('streaming');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    expect(['stopped', 'complete']).toContain(await lastAnswer(page).getAttribute('data-state'));
    expect(((await lastAnswer(page).locator('.stella-message__text').textContent()) ?? '').length).toBeGreaterThan(0);
    await expect.poll(() => badge.textContent()).toBe('23 of 25 conversations left today');

    // No serious axe finding on the member's page with an answer and a lit chip, in both themes.
    const storageState = await session.context.storageState();
    await session.close();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({
          baseURL: baseUrl(),
          colorScheme: theme,
          reducedMotion: 'reduce',
          bypassCSP: true,
          storageState,
        });
        await context.addInitScript((t: string) => localStorage.setItem('theme', t), theme);
        const checked = await context.newPage();
        await checked.goto('/ask-stella');
        await checked.locator('.stella-conversations__open').first().click();
        await checked.locator('.stella-message--assistant button.stella-chip').first().click();
        await checked.locator('.stella-wheel [data-highlighted="true"]').first().waitFor();
        await checked.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
        const findings = await seriousViolations(checked);
        expect(findings, report(`/ask-stella (${theme})`, findings)).toEqual([]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
