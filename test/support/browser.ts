import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
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

/**
 * A fresh browser profile (own storage, own service worker) with console errors captured:
 * an unexpected console.error fails the test at `close`.
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
  } = {},
): Promise<Session> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'stella-pw-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    baseURL: baseUrl(),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...options.device,
  });
  const page = context.pages()[0] ?? (await context.newPage());
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
      rmSync(userDataDir, { recursive: true, force: true });
      const unexpected = errors.filter((e) => !allowErrors.some((re) => re.test(e)));
      if (unexpected.length > 0) throw new Error(`Unexpected console errors:\n${unexpected.join('\n')}`);
    },
  };
}
