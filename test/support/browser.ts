import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's flags for every browser test (and the a11y suite's shared browser). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No DNS lookups leave the machine (docs/decisions/019-toolchain-notes.md); localhost still resolves.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far; `close` fails when any is unexpected. */
  errors: string[];
  close(options?: { allowErrors?: RegExp[] }): Promise<void>;
}

/** The test file's one Chromium (vitest runs each file in its own module scope), launched on first use. */
let sharedBrowser: Promise<Browser> | undefined;

function browser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return sharedBrowser;
}

/** Closes the test file's Chromium (test/e2e/setup.ts, after each file). */
export async function closeBrowser(): Promise<void> {
  const launched = sharedBrowser;
  sharedBrowser = undefined;
  await (await launched)?.close();
}

/**
 * A fresh browser profile (own cookies, storage and cache: a new context of the file's one
 * Chromium) with console errors captured: an unexpected console.error fails the test at `close`.
 * The service worker is blocked unless asked for: each fresh profile would otherwise precache
 * the whole app (some 160 files) while the test runs, and only the PWA tests and the crawl read
 * what it does (docs/decisions/041-browser-tests-on-a-budget.md).
 */
export async function openSession(
  options: {
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    /** 'reduce' turns off the entrance animations, so clicks never land on a moving element. */
    reducedMotion?: 'reduce' | 'no-preference';
    /** A phone's browser: its user agent, with touch and the mobile viewport. */
    device?: { userAgent: string; isMobile: boolean; hasTouch: boolean };
    /** The browser's time zone (IANA), the machine's otherwise. */
    timezoneId?: string;
    /** Let the app's service worker install and control the pages ('block' by default). */
    serviceWorkers?: 'allow' | 'block';
    /** Ignore the page's CSP, so a test can inject a script (axe). */
    bypassCSP?: boolean;
  } = {},
): Promise<Session> {
  const context = await (await browser()).newContext({
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    baseURL: baseUrl(),
    serviceWorkers: options.serviceWorkers ?? 'block',
    bypassCSP: options.bypassCSP ?? false,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...options.device,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const watch = (p: Page) => {
    p.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    p.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  };
  watch(page);
  context.on('page', watch);
  return {
    context,
    page,
    errors,
    async close({ allowErrors = [] } = {}) {
      await context.close();
      const unexpected = errors.filter((e) => !allowErrors.some((re) => re.test(e)));
      if (unexpected.length > 0) throw new Error(`Unexpected console errors:\n${unexpected.join('\n')}`);
    },
  };
}
