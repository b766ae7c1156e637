/**
 * `npm run screenshots [-- /path ...]`: full-page screenshots of the main pages in light and
 * dark, at 1280 px and 390 px, into screenshots/. Uses STELLA_URL when a server is already
 * running; otherwise builds and starts its own on a free port with a temporary state folder.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { generatedSecrets } from './lib/dev-vars';
import { ROOT, runOrExit } from './lib/process';
import { freePort, migrateLocal, startDevServer, stopProcess, waitForHealth } from './lib/server';

const requested = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = requested.length
  ? requested
  : [
      '/',
      '/birth-chart',
      '/horoscope?sign=aries',
      '/compatibility',
      '/about',
      '/pricing',
      '/terms',
      '/no-such-page',
      '/profile',
      '/u/no-such-user',
    ];
const outDir = path.join(ROOT, 'screenshots');
mkdirSync(outDir, { recursive: true });

let server: ChildProcess | undefined;
let stateDir: string | undefined;
let origin = process.env.STELLA_URL;
if (!origin) {
  await runOrExit('vite', ['build', '--logLevel', 'warn']);
  stateDir = mkdtempSync(path.join(tmpdir(), 'stella-shots-'));
  await migrateLocal(stateDir, true);
  const port = await freePort();
  server = await startDevServer({
    port,
    persistTo: stateDir,
    vars: { APP_ENV: 'test', ...generatedSecrets() },
    quiet: true,
  });
  origin = `http://localhost:${port}`;
  await waitForHealth(origin);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
});
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({
        colorScheme: theme,
        viewport: { width, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const route of pages) {
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
        const name = `${route === '/' ? 'home' : route.slice(1).replaceAll(/[/?=]/g, '_')}-${theme}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(`• screenshots/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  if (server) await stopProcess(server);
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
