/**
 * firstWheelMs / firstWheelP95Ms: what a user waits on the birth chart page, from the click on
 * Calculate to the first frame painted with the chart wheel in it. Headless Chromium against
 * the running product (`wrangler dev` answering /api/birth-chart, a gazetteer of the large
 * towns), over RUNS freshly loaded pages, each filled as a user fills it: date, time, and a
 * place chosen from the suggestions. The clock starts at the click event's own timestamp and
 * stops in a task queued from the first animation frame after the wheel's SVG is in the DOM,
 * which runs once that frame has been painted.
 */
import { chromium } from 'playwright-core';
import { LARGE_TOWNS, gazetteerSubsetSeed } from '../seed/gazetteer-sql';
import { type BenchServer, withBenchServer } from './bench-server';

const RUNS = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Set up in the page before the click: resolves with the milliseconds from the click to the painted wheel. */
const ARM = `window.__firstWheel = new Promise((resolve) => {
  const button = document.querySelector('form button[type="submit"]');
  const found = () => document.querySelector('svg[role="img"][aria-label^="Chart wheel"]');
  button.addEventListener('click', (event) => {
    const clicked = event.timeStamp;
    const painted = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - clicked);
        channel.port2.postMessage(null);
      });
    if (found()) return painted();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, { capture: true, once: true });
});
undefined`; // not the promise itself, which evaluate would wait for

export function benchFirstWheel(): Promise<{ firstWheelMs: number; firstWheelP95Ms: number }> {
  return withBenchServer({ seeds: [gazetteerSubsetSeed(LARGE_TOWNS)] }, firstWheel);
}

async function firstWheel({ origin }: BenchServer): Promise<{ firstWheelMs: number; firstWheelP95Ms: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${origin}/birth-chart`);
      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByLabel('Time of birth').fill('14:30');
      await page.getByRole('combobox', { name: 'Birth location' }).fill('Belgrade');
      await page
        .getByRole('option', { name: /Belgrade/ })
        .first()
        .click();
      await page.waitForTimeout(300); // a user's pause before Calculate, in which the page warms the engine
      // Strings, not functions: tsx's name helpers do not exist in the page.
      await page.evaluate(ARM);
      await page.locator('form button[type="submit"]').click();
      times.push(await page.evaluate<number>('window.__firstWheel'));
    }
    times.sort((a, b) => a - b);
    return { firstWheelMs: Math.round(percentile(times, 50)), firstWheelP95Ms: Math.round(percentile(times, 95)) };
  } finally {
    await browser.close();
  }
}
