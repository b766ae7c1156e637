import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { baseUrl, openSession } from '../support/browser';
import { settle, trackFetches } from '../support/settle';

/** Far more pages than the app has: a crawl that grows past it is following something it should not. */
const MAX_PAGES = 60;

/** The internal links of the page, as paths with their query (no hash), once the page has settled. */
async function linksOf(page: Page): Promise<string[]> {
  await settle(page);
  const read = () => page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const hrefs = await read();
  // The account menu's links exist while it is open.
  const menu = page.getByRole('button', { name: /^Account menu for/ });
  if ((await menu.count()) > 0) {
    await menu.click();
    await page.getByRole('menu').waitFor();
    hrefs.push(...(await read()));
    await page.keyboard.press('Escape');
  }
  const origin = new URL(baseUrl()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

/**
 * Visits every page reachable from / by following links, one address per path (the first link
 * seen to it, with its query), and checks that each answers without an error status and is not
 * the not-found page. Returns the paths visited.
 */
async function crawl(page: Page): Promise<string[]> {
  const queue = ['/'];
  const seen = new Map<string, string>([['/', '/']]);
  const problems: string[] = [];
  while (queue.length > 0) {
    const target = queue.shift() as string;
    // A file the pages link to (the sky calendar's .ics feed) is fetched, not opened as a page.
    if (target.startsWith('/api/')) {
      const file = await page.request.get(target);
      if (file.status() >= 400) problems.push(`${target} answered ${file.status()}`);
      continue;
    }
    const res = await page.goto(target);
    const status = res?.status() ?? 0;
    if (status >= 400) problems.push(`${target} answered ${status}`);
    await page.locator('main').first().waitFor();
    if ((await page.locator('main h1', { hasText: '404 Page Not Found' }).count()) > 0) {
      problems.push(`${target} shows the not-found page`);
    }
    for (const link of await linksOf(page)) {
      const path = new URL(link, baseUrl()).pathname;
      if (seen.has(path)) continue;
      seen.set(path, link);
      queue.push(link);
    }
    expect(seen.size, 'the crawl keeps finding new pages').toBeLessThanOrEqual(MAX_PAGES);
  }
  expect(problems).toEqual([]);
  return [...seen.keys()].sort();
}

describe('every link leads somewhere', () => {
  it('signed out: every page reachable from / answers, with no dead end and no console error', async () => {
    // Under the service worker, as an installed visitor reads them: the pages after the first open through it.
    const session = await openSession({ reducedMotion: 'reduce', serviceWorkers: 'allow' });
    await trackFetches(session.context);
    const visited = await crawl(session.page);
    for (const path of ['/', '/birth-chart', '/horoscope', '/compatibility', '/premium', '/pricing', '/privacy']) {
      expect(visited).toContain(path);
    }
    await session.close();
  });

  it('signed in: the same, through the pages a member sees', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    await trackFetches(session.context);
    await signUpAndSignIn(session.page, {
      email: `e2e.crawl.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Maria',
      lastName: 'Mitchell',
    });
    const visited = await crawl(session.page);
    expect(visited).toContain('/profile');
    await session.close();
  });

  it('an unknown path answers 404 with the not-found page, which leads home', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    await trackFetches(session.context);
    const { page } = session;
    for (const path of ['/tarot/x', '/numerology/x', '/astro-gems/x', '/about/team']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Chromium logs each document's own 404 as a failed resource: that is this test's point.
    await session.close({ allowErrors: [/status of 404/] });
  });
});
