/**
 * A page that has settled: its page rendered, its fetches answered, and what they brought rendered.
 * The network's quiet is what Playwright's `waitForLoadState('networkidle')` waits for, without
 * that state's fixed half second of silence after the last answer, which a sweep of a hundred
 * pages paid a hundred times. `trackFetches` counts a context's fetches, each from its call to the
 * end of its body (an init script, run before the app's own); `networkQuiet` waits until none is
 * in flight and none has started two frames later. A page of a context that is not tracked waits
 * for 'networkidle' instead.
 */
import type { BrowserContext, Page } from 'playwright-core';

// A string, not a function: the test transform's helpers do not exist in the page.
const COUNT_FETCHES = `(() => {
  let inFlight = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args) => {
    inFlight += 1;
    let ended = false;
    const end = () => {
      if (!ended) {
        ended = true;
        inFlight -= 1;
      }
    };
    return original(...args).then(
      (response) => {
        response.clone().arrayBuffer().then(end, end);
        return response;
      },
      (error) => {
        end();
        throw error;
      },
    );
  };
  Object.defineProperty(window, '__fetchesInFlight', { get: () => inFlight });
})();`;

const QUIET_FOR_TWO_FRAMES = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  let quiet = 0;
  while (quiet < 2) {
    await frame();
    quiet = window.__fetchesInFlight === 0 && document.readyState === 'complete' ? quiet + 1 : 0;
  }
})()`;

export async function trackFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: COUNT_FETCHES });
}

export async function networkQuiet(page: Page): Promise<void> {
  if (await page.evaluate(() => '__fetchesInFlight' in window)) await page.evaluate(QUIET_FOR_TWO_FRAMES);
  else await page.waitForLoadState('networkidle');
}

/**
 * Waits until the page has loaded its data and shows no loading state: its page rendered, the
 * fetches that rendering started answered, and what they brought rendered in turn.
 */
export async function settle(page: Page): Promise<void> {
  const shown = () =>
    page.waitForFunction(
      () => document.querySelector('main') !== null && document.querySelector('[aria-busy="true"]') === null,
    );
  await shown();
  await networkQuiet(page);
  await shown();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
