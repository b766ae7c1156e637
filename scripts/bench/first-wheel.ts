/**
 * firstWheelMs: how long the birth chart page takes from pressing submit to the chart wheel in
 * the DOM, with the server's answer withheld, so the chart is cast on the device. The median of
 * 20 runs in headless Chromium, each on a freshly loaded page (the engine warmed as the page does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { generatedSecrets } from '../lib/dev-vars';
import { freePort, migrateLocal, startDevServer, stopProcess, waitForHealth } from '../lib/server';

const RUNS = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function benchFirstWheel(): Promise<{ firstWheelMs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stella-bench-'));
  await migrateLocal(dir, true);
  const port = await freePort();
  const server = await startDevServer({
    port,
    persistTo: dir,
    quiet: true,
    vars: { APP_ENV: 'test', ...generatedSecrets() },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const origin = `http://localhost:${port}`;
    await waitForHealth(origin);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/api/birth-chart', () => {}); // withheld: never answered
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${origin}/birth-chart`);
      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByLabel('Time of birth').fill('14:30');
      await page.getByRole('button', { name: 'Enter coordinates and time zone' }).click();
      await page.getByLabel('Latitude').fill('44.8176');
      await page.getByLabel('Longitude').fill('20.4633');
      await page.getByLabel('Time zone (IANA)').fill('Europe/Belgrade');
      await page.waitForTimeout(300); // the page warms the engine when idle
      // A string, not a function: tsx's name helpers do not exist in the page.
      const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
        const found = () => document.querySelector('svg[role="img"][aria-label^="Chart wheel"]');
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (found()) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        document.querySelector('form button[type="submit"]').click();
      })`);
      times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { firstWheelMs: Math.round(times[Math.floor(RUNS / 2)]!) };
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
