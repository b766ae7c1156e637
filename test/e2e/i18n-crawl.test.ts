import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../core/pages';
import { signUpAndSignIn } from '../support/accounts';
import { calculateButton } from '../support/birth-chart';
import { openSession } from '../support/browser';
import { networkQuiet, settle, trackFetches } from '../support/settle';

/**
 * The catalogue's guard (decision 028): in the pseudo-locale every catalogue message reads as
 * accented English in ⟦ ⟧, so any plain English word left on a page was written past the catalogue.
 * Text that is not the interface's is skipped: the reader's own data, and the written content of
 * each language (readings, interpretations, legal prose: `data-content`, checked language by
 * language by their own tests).
 */
const ACCOUNT = {
  email: `pseudo.${Date.now()}@example.com`,
  password: 'a quiet night sky',
  firstName: 'Maria',
  lastName: 'Mitchell',
};
/** Words that are the same in every language: the brand, the plans, and data the test typed. */
const ALLOWED = [
  // Time zones by their IANA names (before the place names they contain).
  /\b[A-Z][A-Za-z_]+\/[A-Za-z_/]+\b/g,
  /\bStella\b/g,
  /\b(Explorer|Oracle|Master)\b/g,
  /\bUTC\b/g,
  /[\w.+-]+@[\w.-]+/g,
  /https?:\/\/\S+/g,
  /\bMaria\b|\bMitchell\b/g,
  /\bBelgrade\b|\bCentral Serbia\b|\bSerbia\b/g,
  // Browsers and systems by their names.
  /\b(Chrome|Chromium|Firefox|Safari|Edge|Linux|Windows|macOS|Android|iOS|iPhone|iPad)\b/g,
  // A testimonial's author: first name and initial.
  /^\p{Lu}\p{L}+ \p{Lu}\.$/u,
  /\bAC\b|\bDC\b|\bMC\b|\bIC\b/g,
];

async function plainEnglish(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    // Written content inside a message (a page title made of the document's title) is not the message's.
    const content = [...document.querySelectorAll('[data-content]')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text.length > 2)
      .sort((a, b) => b.length - a.length);
    const withoutContent = (text: string) => content.reduce((rest, c) => rest.split(c).join(' '), text);
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
    };
    const skipped = (el: Element | null) =>
      !!el?.closest('[data-content], script, style, noscript, svg[aria-hidden="true"], [hidden]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || skipped(parent)) continue;
      // Screen-reader-only text is read aloud: it counts as visible.
      if (!visible(parent) && !parent.closest('.sr-only')) continue;
      out.push(withoutContent(text));
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skipped(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(`${name}=${withoutContent(value)}`);
      }
    }
    out.push(`title=${withoutContent(document.title)}`);
    return out;
  });
  return found.filter((text) => {
    let rest = text.replace(/^(aria-label|title|placeholder|alt)=/, '');
    for (const allowed of ALLOWED) rest = rest.replace(allowed, ' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

async function openPseudo(): Promise<Awaited<ReturnType<typeof openSession>>> {
  const session = await openSession({ reducedMotion: 'reduce' });
  await trackFetches(session.context);
  await session.page.addInitScript(() => localStorage.setItem('stella.language', 'pseudo'));
  return session;
}

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settle(page);
  return (await plainEnglish(page)).map((text) => `${path}: ${text}`);
}

describe('no interface text outside the catalogue (pseudo-locale)', () => {
  it('signed out: every page, the chart form and a cast chart, the horoscope and compatibility', async () => {
    const session = await openPseudo();
    const { page } = session;
    const leaks: string[] = [];
    for (const path of PAGE_PATHS.filter((p) => !p.includes(':') && p !== '/profile')) {
      leaks.push(...(await visit(page, path)));
    }
    leaks.push(...(await visit(page, '/no-such-page')));
    // The screens behind a first action (found by ids and roles: in the pseudo-locale no label reads as English).
    await page.goto('/birth-chart');
    await page.locator('#birth-date').fill('1990-05-17');
    await page.locator('#birth-time').fill('14:30');
    await page.locator('main input[role="combobox"]').fill('Belgrade, Serbia');
    await calculateButton(page).click();
    await page.locator('.chart-wheel, svg.wheel').first().waitFor();
    await networkQuiet(page);
    leaks.push(...(await plainEnglish(page)).map((t) => `/birth-chart (cast): ${t}`));
    await page.goto('/horoscope');
    await page.locator('.sign-btn').first().click();
    await page.locator('.reading').first().waitFor();
    leaks.push(...(await plainEnglish(page)).map((t) => `/horoscope (reading): ${t}`));
    expect(leaks).toEqual([]);
    // The unknown page answers 404, which the browser reports as a failed load.
    await session.close({ allowErrors: [/status of 404/] });
  });

  it('signed in: the profile and each of its tabs', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    await signUpAndSignIn(page, ACCOUNT);
    await page.evaluate(() => localStorage.setItem('stella.language', 'pseudo'));
    const leaks: string[] = [];
    leaks.push(...(await visit(page, '/')));
    for (const tab of ['overview', 'astrology', 'activity', 'preferences']) {
      leaks.push(...(await visit(page, `/profile?tab=${tab}`)));
    }
    expect(leaks).toEqual([]);
    await session.close();
  });
});
