import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@core/i18n/locales';
import { testimonials } from '@web/content/marketing';
import { type Session, baseUrl, openSession } from '../support/browser';

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/about', heading: /./ },
  { path: '/terms', heading: /Terms/i },
  { path: '/privacy', heading: /Privacy/i },
  { path: '/refund', heading: /Refund/i },
  { path: '/pricing', heading: /plans/i },
  { path: '/birth-chart', heading: /Birth Chart/ },
  { path: '/horoscope', heading: /Daily Horoscope/ },
  { path: '/compatibility', heading: /Compatibility/ },
  { path: '/premium', heading: /cosmic blueprint/ },
  { path: '/signin', heading: /Welcome/ },
];

let session: Session;
beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

describe('routes', () => {
  for (const { path, heading } of PAGES) {
    it(`${path} renders its page inside the app shell`, async () => {
      const res = await session.page.goto(path);
      expect(res?.status()).toBe(200);
      const main = session.page.locator('main');
      await expect.poll(() => main.count()).toBe(1);
      await expect.poll(() => main.locator('h1').first().textContent()).toMatch(heading);
      expect(await session.page.locator('header nav[aria-label="Main"]').count()).toBe(1);
      expect(await session.page.locator('footer').count()).toBe(1);
    });
  }

  for (const path of ['/no-such-page', '/some/deep/unknown/path', '/stelladeep2025-typo']) {
    it(`${path} answers 404 with the app, which renders the not-found page`, async () => {
      const res = await session.page.goto(path);
      expect(res?.status()).toBe(404);
      // Chromium logs the document's own 404 as a failed resource: that is this test's point.
      expect(session.errors.splice(0).filter((e) => !/status of 404/.test(e))).toEqual([]);
      await expect.poll(() => session.page.locator('main h1').textContent()).toBe('404 Page Not Found');
      expect(await session.page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    });
  }

  it('keeps the Worker’s texts to itself, and reads them in every language', async () => {
    const tables = readdirSync(path.join(import.meta.dirname, '../../dist/_texts'));
    expect(tables).toHaveLength(LOCALES.length);
    for (const table of tables) {
      const res = await fetch(new URL(`/_texts/${table}`, baseUrl()));
      expect(res.status, table).toBe(404);
      expect(await res.text(), table).toBe('Not found');
    }
    // Each language's texts, loaded by the Worker from those tables on its first request in it.
    const spreads = new Set<string>();
    for (const locale of LOCALES) {
      const res = await fetch(new URL('/api/tarot/spreads', baseUrl()), { headers: { 'Accept-Language': locale } });
      expect(res.status, locale).toBe(200);
      spreads.add(await res.text());
    }
    expect(spreads.size).toBe(LOCALES.length);
  });

  it('the landing page shows both calls to action, a card per free tool and per paid capability, the testimonials and the reviews banner', async () => {
    const { page } = session;
    await page.goto('/');
    await expect.poll(() => page.locator('main a[href="/birth-chart"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main .hero a[href="/premium"]').count()).toBe(1);
    for (const title of [
      'Birth Chart Calculator',
      'Daily Horoscope',
      'Compatibility Analysis',
      'Astro Gems: earn 7 days of Oracle',
      'Complete birth chart interpretation',
      'Ask Stella: 25 AI coach conversations a day',
      'Numerology: your five core numbers',
      'Tarot readings from a fairly dealt deck',
    ]) {
      expect(await page.getByRole('heading', { name: title }).count(), title).toBe(1);
    }
    expect(await page.locator('.testimonials li:not([aria-hidden])').count()).toBe(testimonials.length);
    expect(await page.getByText('75K+').count()).toBeGreaterThan(0);
  });

  it('the navigation bar and footer carry the spec links', async () => {
    const { page } = session;
    await page.goto('/about');
    const nav = page.locator('header nav[aria-label="Main"]');
    await expect
      .poll(() => nav.locator('> ul > li > a').allTextContents())
      .toEqual(['Home', 'Birth Chart', 'Horoscope', 'Compatibility', 'Ask Stella', 'Astro Gems', 'Premium']);
    // The tools beyond the spec's links open under "More".
    const more = nav.getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await nav.locator('.nav-more__list a').allTextContents()).toEqual(['Numerology', 'Tarot']);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('footer a').allTextContents()).toEqual([
      'About',
      'Terms',
      'Privacy',
      'Refund',
      'Pricing',
    ]);
    expect(await page.locator('header a[href="/signin"]').first().textContent()).toBe('Sign In');
  });

  it('the mobile drawer opens, lists the links and closes with Escape', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The seven links of the bar, with the tools of its "More" before Premium.
    await expect
      .poll(() => drawer.locator('a.drawer__link').allTextContents())
      .toEqual([
        'Home',
        'Birth Chart',
        'Horoscope',
        'Compatibility',
        'Ask Stella',
        'Astro Gems',
        'Numerology',
        'Tarot',
        'Premium',
      ]);
    // The panel spans the whole phone screen (not clipped to the sticky header).
    expect((await drawer.locator('.drawer__panel').boundingBox())?.height).toBeGreaterThanOrEqual(844);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
  });

  it('a link opens the next page at its top, and back returns to where the reader was', async () => {
    const { page } = session;
    await page.goto('/about');
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(300);
    await page.locator('footer a', { hasText: 'Terms' }).click();
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Terms/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 50);
  });

  it('an in-app link to /auth lands on the sign-in page, keeping where to return', async () => {
    const { page } = session;
    await page.goto('/about');
    await expect.poll(() => page.locator('footer').count()).toBe(1);
    // A client-side navigation, as a link inside the app would make.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/auth?returnTo=%2Fbirth-chart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect
      .poll(() => page.evaluate(() => window.location.pathname + window.location.search))
      .toBe('/signin?returnTo=%2Fbirth-chart');
  });

  it('/pricing shows prices from the one price configuration and the product data', async () => {
    const { page } = session;
    await page.goto('/pricing');
    await expect.poll(() => page.locator('.plan-card').count()).toBe(3);
    const text = await page.locator('main').textContent();
    expect(text).toContain('€9.99');
    expect(text).toContain('€19.99');
    expect(text).not.toContain('$');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(
      ld.map((p: { offers: { price: string; priceCurrency: string } }) => [p.offers.price, p.offers.priceCurrency]),
    ).toEqual([
      ['9.99', 'EUR'],
      ['19.99', 'EUR'],
    ]);
    expect(await page.getByRole('link', { name: 'Get Started Free' }).first().getAttribute('href')).toBe('/signin');
    expect(await page.getByRole('link', { name: 'Start Oracle Trial' }).getAttribute('href')).toBe('/premium');
    expect(await page.getByRole('link', { name: 'Start Master Trial' }).getAttribute('href')).toBe('/premium');
  });
});

describe('HTTP', () => {
  it('serves / with the CSP and nosniff headers', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a deep link, and the not-found page, with the same headers', async () => {
    for (const [path, status] of [
      ['/birth-chart', 200],
      ['/u/someone', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`, {
        headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
      });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed files for a year and answers a missing one with a 404 no cache keeps', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const found = await fetch(`${baseUrl()}${script}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toContain('javascript');
    expect(found.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${baseUrl()}/assets/index-doesnotexist.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('serves robots.txt and the web manifest', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(await robots.text()).toMatch(/^User-agent: \*/);
    const manifest = await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining('Stella'), display: 'standalone', start_url: '/' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await fetch(`${baseUrl()}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toContain(icon.type.split('+')[0]);
    }
  });

  it('answers bad API requests with 4xx in the one error shape', async () => {
    const cases: RequestInit[] = [
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'not json' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"broken": ' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(3 * 1024 * 1024) },
      { method: 'GET' },
    ];
    for (const init of cases) {
      const res = await fetch(`${baseUrl()}/api/unknown-route`, init);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['message', 'code', 'requestId']));
    }
  });
});
