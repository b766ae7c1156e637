import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from '../support/browser';

/** Fires a synthetic beforeinstallprompt; the page records whether prompt() was called. */
async function signalInstallable(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { promptCalls: number }).promptCalls =
        ((window as unknown as { promptCalls?: number }).promptCalls ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

const card = (page: Page) => page.getByRole('complementary', { name: 'Install Stella' });

describe('install prompt', () => {
  it('appears 3 s after installability, installs from the card, and the nav offers Install App', async () => {
    const session = await openSession({ reducedMotion: 'reduce', serviceWorkers: 'allow' });
    const { page } = session;
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await signalInstallable(page);
    const signalledAt = Date.now();

    await expect.poll(() => page.getByRole('button', { name: 'Install App' }).count()).toBe(1);
    await page.waitForTimeout(2_000);
    expect(await card(page).count()).toBe(0);
    await card(page).waitFor({ timeout: 3_000 });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2_900);

    await card(page).getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => card(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { promptCalls?: number }).promptCalls)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('appInstalled'))).toBe('true');
    await session.close();
  });

  it('stays away after "Later", also after a reload', async () => {
    const session = await openSession({ reducedMotion: 'reduce', serviceWorkers: 'allow' });
    const { page } = session;
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await signalInstallable(page);
    await card(page).waitFor({ timeout: 5_000 });
    await card(page).getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => card(page).count()).toBe(0);

    await page.reload();
    await page.locator('main h1').waitFor();
    await signalInstallable(page);
    await page.waitForTimeout(3_600);
    expect(await card(page).count()).toBe(0);
    await session.close();
  });
});

/** Safari on an iPhone: no install signal, so the card comes 3 s after load with the Share hint. */
const IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/**
 * Whether the element at the centre of `button` is the button (or inside it), with the button
 * scrolled to each place a reader may have it: the middle of the screen, and its bottom edge.
 */
async function uncovered(button: Locator): Promise<string[]> {
  const covered: string[] = [];
  for (const block of ['center', 'end'] as const) {
    const hit = await button.evaluate((el, where) => {
      el.scrollIntoView({ block: where, behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && (el === top || el.contains(top)) ? null : (top?.closest('[class]')?.className ?? String(top));
    }, block);
    if (hit !== null) covered.push(`scrolled to ${block}: covered by ${hit}`);
  }
  return covered;
}

describe('install card on an iPhone (390×844)', () => {
  it('never covers the main button of the landing and birth chart pages, and "Later" dismisses it', async () => {
    const session = await openSession({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      device: IPHONE,
    });
    const { page } = session;
    const pages = [
      { path: '/', button: page.locator('main .hero .btn--primary') },
      { path: '/birth-chart', button: page.locator('main form button[type="submit"]') },
    ];
    for (const { path, button } of pages) {
      await page.goto(path);
      await card(page).waitFor({ timeout: 10_000 });
      expect(await card(page).textContent()).toContain('Tap Share → Add to Home Screen');
      expect(await button.count(), path).toBe(1);
      expect(await uncovered(button), path).toEqual([]);
    }

    const later = card(page).getByRole('button', { name: 'Later' });
    await later.scrollIntoViewIfNeeded();
    await later.click();
    await expect.poll(() => card(page).count()).toBe(0);
    await page.goto('/');
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('installPromptDismissed'))).toBe('true');
    await session.close();
  });
});

describe('offline', () => {
  it('a visited page reloads offline from the service worker, with the offline indicator', async () => {
    const session = await openSession({ serviceWorkers: 'allow' });
    const { page, context } = session;
    await page.goto('/about');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not yet controlled; a reload puts the page under the worker.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // An API answer fetched under the worker is never cached.
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((p) => /^\/(api|auth|cdn-cgi)(\/|$)/.test(p))).toEqual([]);

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.reload();
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    expect(await page.locator('header nav[aria-label="Main"]').count()).toBe(1);
    await expect.poll(() => page.getByText("You're offline").count()).toBe(1);

    // Another screen, never visited, still comes from the precached shell.
    await page.goto('/pricing');
    await expect.poll(() => page.locator('.plan-card').count()).toBe(3);
    await context.setOffline(false);
    await session.close({ allowErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] });
  });
});

describe('updates', () => {
  it('offers a reload when a new version is waiting, and the reload activates it', { timeout: 150_000 }, async () => {
    const swPath = path.join(import.meta.dirname, '../../dist/sw.js');
    const original = readFileSync(swPath, 'utf8');
    const session = await openSession({ serviceWorkers: 'allow' });
    const { page } = session;
    try {
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      expect(await page.getByText('A new version of Stella is available.').count()).toBe(0);

      // A new deployment: the service worker script changes.
      writeFileSync(swPath, `${original}\n// release ${Date.now()}\n`);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
            return page.getByText('A new version of Stella is available.').count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(1);

      // The reload comes once the waiting worker has taken over: wait for that condition (on a busy
      // machine activation can take a while), not for one navigation event.
      const before = await page.evaluate(() => performance.timeOrigin);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect
        .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before), { timeout: 60_000 })
        .toBeGreaterThan(before);
      await page.locator('main h1').waitFor();
      expect(await page.getByText('A new version of Stella is available.').count()).toBe(0);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(false);
    } finally {
      writeFileSync(swPath, original);
      await session.close();
    }
  });
});
