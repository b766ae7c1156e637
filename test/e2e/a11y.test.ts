import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@core/pages';
import { signUpAndSignIn, userPlan } from '../support/accounts';
import { castBelgrade, serverAnswered } from '../support/birth-chart';
import { report, seriousViolations, withAxe } from '../support/axe';
import { settle } from '../support/settle';
import { CHROMIUM, CHROMIUM_ARGS, baseUrl } from '../support/browser';

/**
 * Decision 027: axe finds no serious or critical violation on any page of core/pages.ts, in light
 * and in dark, at 1280×800 and 390×844; and every page has exactly one <main>. One browser for the
 * whole file; per theme and size one signed-out and one signed-in context, reused from page to
 * page. `npm test` checks every page in light on a desktop and in dark on a phone (both themes,
 * both sizes), numerology's and tarot's member states in one of the two each; `npm run test:a11y`
 * (A11Y_MATRIX=full) checks everything in all four pairs.
 */

type Theme = 'light' | 'dark';
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

interface Account {
  /** The signed-in browser's cookies and storage (session cookie and session hint). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The account's public profile id, for /u/:id. */
  id: string;
}

interface Check {
  /** What the report calls it. */
  name: string;
  /** The address to open; `:id` is the test account's public profile id. */
  path: string;
  signedIn: boolean;
  /** Signed in as the Oracle member (the paid tools), not the Explorer one. */
  oracle?: boolean;
  /** Signed in as the Master member (tarot). */
  master?: boolean;
  /**
   * The one theme and size `npm test` checks it in (the full matrix, `npm run test:a11y`, checks
   * all four); every page without a result is checked in both of `npm test`'s pairs.
   */
  only?: readonly [Theme, Size];
  /** What to do once the page has settled, to reach the state to check (a result shown). */
  act?: (page: Page) => Promise<void>;
}

/** Every page signed out; a page that needs an id gets the test account's (a public profile). */
const SIGNED_OUT: Check[] = PAGE_PATHS.map((path) => ({ name: path, path, signedIn: false }));

/** The pages that change for a member, and every profile tab. */
const SIGNED_IN: Check[] = [
  '/',
  '/birth-chart',
  '/horoscope',
  '/compatibility',
  '/premium',
  '/upgrade',
  '/payment/success',
  '/profile',
  '/profile?tab=astrology',
  '/profile?tab=preferences',
  '/profile?tab=activity',
  '/u/:id',
  '/astro-gems',
].map((path) => ({ name: `${path} (signed in)`, path, signedIn: true }));

/** The tools with their results showing: most of what a visitor reads is there. */
const RESULTS: Check[] = [
  {
    name: '/birth-chart with a chart',
    path: '/birth-chart',
    signedIn: false,
    async act(page) {
      await castBelgrade(page);
      await page.getByRole('img', { name: /^Chart wheel/ }).waitFor();
      await serverAnswered(page);
    },
  },
  {
    name: '/birth-chart with a sidereal chart (the kundli)',
    path: '/birth-chart',
    signedIn: false,
    async act(page) {
      await page.getByRole('radio', { name: 'Sidereal (Vedic, Lahiri)' }).check();
      await castBelgrade(page);
      await page.getByRole('region', { name: 'Kundli' }).waitFor();
      // Drawn as the North Indian kundli by default, with its table of houses.
      await page.locator('.indian-chart--north').waitFor();
      await serverAnswered(page);
    },
  },
  {
    name: '/birth-chart with a sidereal chart drawn South Indian',
    path: '/birth-chart',
    signedIn: false,
    async act(page) {
      await page.getByRole('radio', { name: 'Sidereal (Vedic, Lahiri)' }).check();
      await castBelgrade(page);
      await page.getByRole('radio', { name: 'South Indian' }).check();
      await page.locator('.indian-chart--south').waitFor();
      await serverAnswered(page);
    },
  },
  { name: '/horoscope?sign=aries', path: '/horoscope?sign=aries', signedIn: false },
  { name: '/horoscope by Moon sign (sidereal)', path: '/horoscope?sign=cancer&zodiac=sidereal', signedIn: false },
  {
    name: '/compatibility with a result',
    path: '/compatibility',
    signedIn: false,
    async act(page) {
      await page.getByLabel('First sign').selectOption('leo');
      await page.getByLabel('Second sign').selectOption('pisces');
      await page.getByRole('button', { name: 'Check Compatibility' }).click();
      await page.getByRole('region', { name: /^Leo and Pisces$/i }).waitFor();
    },
  },
];

/** Opens the advanced synastry panel from its teaser (an Oracle member). */
async function openSynastry(page: Page) {
  await page.getByRole('button', { name: 'Generate Advanced Analysis' }).click();
  await page.getByRole('group', { name: 'First person' }).waitFor();
}

/** One person of the synastry panel given by birth data, the place typed in full. */
async function synastryBirth(page: Page, person: string, date: string, time: string, place: string) {
  const group = page.getByRole('group', { name: person });
  await group.getByRole('radio', { name: 'Birth data' }).check();
  await group.getByLabel('Date of birth').fill(date);
  await group.getByLabel('Time of birth').fill(time);
  await group.getByRole('combobox', { name: 'Birth place' }).fill(place);
  await group.getByRole('combobox', { name: 'Birth place' }).press('Escape');
}

/** Advanced synastry's states for an Oracle member: the panel, a reading by signs, a reading of two charts. */
const SYNASTRY: Check[] = [
  {
    name: '/compatibility, the synastry panel (Oracle)',
    path: '/compatibility',
    signedIn: true,
    oracle: true,
    act: openSynastry,
  },
  {
    name: '/compatibility, a synastry reading by signs (Oracle)',
    path: '/compatibility',
    signedIn: true,
    oracle: true,
    async act(page) {
      await openSynastry(page);
      for (const [person, sun, moon] of [
        ['First person', 'leo', 'pisces'],
        ['Second person', 'aquarius', 'cancer'],
      ] as const) {
        const group = page.getByRole('group', { name: person });
        await group.getByLabel('Sun sign').selectOption(sun);
        await group.getByLabel('Moon sign').selectOption(moon);
      }
      await page.getByRole('button', { name: 'Generate Synastry Analysis' }).click();
      await page.getByRole('region', { name: 'Cosmic insights' }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: '/compatibility, a synastry reading of two charts (Oracle)',
    path: '/compatibility',
    signedIn: true,
    oracle: true,
    async act(page) {
      await openSynastry(page);
      await synastryBirth(page, 'First person', '1990-05-17', '14:30', 'Belgrade, Serbia');
      await synastryBirth(page, 'Second person', '1992-11-03', '08:15', 'Belgrade, Serbia');
      await page.getByRole('button', { name: 'Generate Synastry Analysis' }).click();
      await page.getByRole('img', { name: /^Synastry bi-wheel/ }).waitFor({ timeout: 30_000 });
      await page.locator('.cross-aspects table').waitFor();
    },
  },
];

/** Numerology's result for an Oracle member; tarot's steps and a reading for a Master member. */
const NUMBERS_AND_CARDS: Check[] = [
  {
    name: '/numerology with a result (Oracle)',
    path: '/numerology',
    signedIn: true,
    oracle: true,
    only: ['light', 'desktop'],
    async act(page) {
      await page.getByLabel('Full birth name').fill('Henrietta Swan Leavitt');
      await page.getByRole('combobox', { name: 'Month' }).selectOption('7');
      await page.getByRole('combobox', { name: 'Day' }).selectOption('4');
      await page.getByRole('combobox', { name: 'Year' }).selectOption('1968');
      await page.getByRole('button', { name: 'Calculate My Numbers' }).click();
      await page.locator('.numerology-card').nth(4).waitFor();
    },
  },
  {
    name: '/tarot, the steps and the face-down deck (Master)',
    path: '/tarot',
    signedIn: true,
    master: true,
    only: ['light', 'desktop'],
    async act(page) {
      await page.getByLabel('What would you like to ask the cards?').fill('What should I focus on this month?');
      await page.locator('label.tarot-spread-choice', { hasText: 'Three Card' }).click();
      await page.getByRole('button', { name: 'Face-down card 1', exact: true }).click();
    },
  },
  {
    name: '/tarot, a three-card reading (Master)',
    path: '/tarot',
    signedIn: true,
    master: true,
    only: ['dark', 'phone'],
    async act(page) {
      await page.getByLabel('What would you like to ask the cards?').fill('What should I focus on this month?');
      await page.locator('label.tarot-spread-choice', { hasText: 'Three Card' }).click();
      for (const n of [2, 9, 17]) await page.getByRole('button', { name: `Face-down card ${n}`, exact: true }).click();
      await page.getByRole('button', { name: 'Reveal' }).click();
      await page.locator('.tarot-card').nth(2).waitFor({ timeout: 30_000 });
      await page.getByText('Check the deal').click();
      await page.locator('.tarot-fair [data-verified]').waitFor();
    },
  },
];

/** Any other address: the not-found page (status 404). */
const NOT_FOUND: Check = { name: 'an unknown path (the not-found page)', path: '/no-such-page', signedIn: false };

/** The admin portal's sign-in (decision 043): the form on a desktop, Access Restricted on a phone. */
const ADMIN: Check = {
  name: 'the admin sign-in (Access Restricted on a phone)',
  path: '/stelladeep2025/login',
  signedIn: false,
};

const CHECKS = [...SIGNED_OUT, ...SIGNED_IN, ...RESULTS, ...SYNASTRY, ...NUMBERS_AND_CARDS, NOT_FOUND, ADMIN];

/**
 * How well the picker icon of a date or time input stands out: the contrast ratio between the
 * commonest colour of the box at the input's inline end (its background) and the pixel there
 * that differs from it most (the icon), read from a screenshot.
 */
async function pickerIconContrast(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const clip = { x: box.x + box.width - 44, y: box.y + 6, width: 40, height: box.height - 12 };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (rgb: number) =>
      0.2126 * channel(rgb >> 16) + 0.7152 * channel((rgb >> 8) & 255) + 0.0722 * channel(rgb & 255);
    const pixels: number[] = [];
    for (let i = 0; i + 2 < px.length; i += 4)
      pixels.push(((px[i] ?? 0) << 16) | ((px[i + 1] ?? 0) << 8) | (px[i + 2] ?? 0));
    const counts = new Map<number, number>();
    for (const rgb of pixels) counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    const commonest = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    const background = luminance(commonest);
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    return Math.max(...pixels.map((rgb) => ratio(luminance(rgb), background)));
  }, png);
}

let browser: Browser;
let account: Account;
/** The Oracle member's signed-in browser state (same first name, so the account menu check holds). */
let oracleState: Account['storageState'];
/** The Master member's (tarot). */
let masterState: Account['storageState'];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUpAndSignIn(page, {
    email: `e2e.a11y.${Date.now()}@example.com`,
    password: 'a quiet night sky',
    firstName: 'Henrietta',
    lastName: 'Leavitt',
  });
  // A reader with a birth who casts sidereal: the profile's views show the kundli beside the Big Three.
  const made = await page.request.patch('/api/user/profile', {
    data: {
      isProfilePublic: true,
      bio: 'Measured the stars.',
      birthDate: '1990-04-15',
      birthTime: '14:30',
      birthLocation: 'Belgrade',
      preferences: { zodiac: 'sidereal' },
    },
  });
  expect(made.status()).toBe(200);
  const { id } = await (await page.request.get('/api/user/profile')).json();
  account = { storageState: await context.storageState(), id };
  await context.close();

  const paid = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
  const paidPage = await paid.newPage();
  const email = `e2e.a11y.oracle.${Date.now()}@example.com`;
  await signUpAndSignIn(paidPage, { email, password: 'a quiet night sky', firstName: 'Henrietta', lastName: 'Swan' });
  expect((await userPlan('--email', email, '--plan', 'oracle')).code).toBe(0);
  oracleState = await paid.storageState();
  await paid.close();

  const master = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
  const masterPage = await master.newPage();
  const masterEmail = `e2e.a11y.master.${Date.now()}@example.com`;
  await signUpAndSignIn(masterPage, {
    email: masterEmail,
    password: 'a quiet night sky',
    firstName: 'Henrietta',
    lastName: 'Master',
  });
  expect((await userPlan('--email', masterEmail, '--plan', 'master')).code).toBe(0);
  masterState = await master.storageState();
  await master.close();
});

afterAll(async () => {
  await browser?.close();
});

const MATRIX: readonly [Theme, Size][] =
  process.env.A11Y_MATRIX === 'full'
    ? [
        ['light', 'desktop'],
        ['light', 'phone'],
        ['dark', 'desktop'],
        ['dark', 'phone'],
      ]
    : [
        ['light', 'desktop'],
        ['dark', 'phone'],
      ];

for (const [theme, size] of MATRIX) {
  describe(`accessibility, ${theme}, ${size}`, () => {
    const pages: Partial<Record<'in' | 'out' | 'oracle' | 'master', Page>> = {};

    async function pageFor(signedIn: boolean, oracle = false, master = false): Promise<Page> {
      const key = master ? 'master' : oracle ? 'oracle' : signedIn ? 'in' : 'out';
      const open = pages[key];
      if (open) return open;
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: SIZES[size],
        colorScheme: theme,
        reducedMotion: 'reduce',
        // The Worker's CSP allows no inline script; axe is injected as one.
        bypassCSP: true,
        // No offline copy of the whole build while the pages are checked (decision 041).
        serviceWorkers: 'block',
        storageState: master ? masterState : oracle ? oracleState : signedIn ? account.storageState : undefined,
      });
      // The theme the page is checked in, whatever a member's saved preference says.
      await context.addInitScript((t: Theme) => localStorage.setItem('theme', t), theme);
      await withAxe(context);
      const page = await context.newPage();
      pages[key] = page;
      return page;
    }

    afterAll(async () => {
      for (const page of Object.values(pages)) await page?.context().close();
    });

    const full = process.env.A11Y_MATRIX === 'full';
    for (const check of CHECKS.filter((c) => full || !c.only || (c.only[0] === theme && c.only[1] === size))) {
      it(check.name, async () => {
        const page = await pageFor(check.signedIn, check.oracle, check.master);
        const path = check.path.replace(':id', account.id);
        await page.goto(path);
        await settle(page);
        await check.act?.(page);
        const where = `${path} (${theme}, ${size}, ${check.signedIn ? 'signed in' : 'signed out'})`;
        expect(await page.evaluate(() => document.documentElement.dataset.theme), where).toBe(theme);
        expect(await page.locator('main').count(), `${where}: <main> landmarks`).toBe(1);
        // Reflow (WCAG 1.4.10): nothing makes the page scroll sideways, on a phone either.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${where}: the page's width`).toBeLessThanOrEqual(SIZES[size].width);
        const member = page.getByRole('button', { name: /^Account menu for Henrietta/ });
        expect(await member.count(), `${where}: the account menu`).toBe(check.signedIn ? 1 : 0);
        const findings = await seriousViolations(page);
        expect(findings.length, report(where, findings)).toBe(0);
      });
    }
  });
}

describe('date and time pickers', () => {
  // The theme chosen in the app, against the device's own preference (the case that broke):
  // the picker icon is drawn for the page's theme, never dark on dark or light on light.
  for (const theme of ['light', 'dark'] as const) {
    for (const device of ['light', 'dark'] as const) {
      it(`their icons stand out in the ${theme} theme on a ${device} device`, async () => {
        const context = await browser.newContext({ baseURL: baseUrl(), colorScheme: device, reducedMotion: 'reduce' });
        await context.addInitScript((t: Theme) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        await page.goto('/birth-chart');
        await page.getByLabel('Date of birth').waitFor();
        for (const selector of ['#birth-date', '#birth-time']) {
          // Non-text contrast (WCAG 1.4.11): at least 3:1.
          expect(
            await pickerIconContrast(page, selector),
            `${selector}, ${theme} theme, ${device} device`,
          ).toBeGreaterThanOrEqual(3);
        }
        await context.close();
      });
    }
  }
});
