import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { castBelgrade, serverAnswered } from '../support/birth-chart';
import { openSession } from '../support/browser';

const exec = promisify(execFile);

/** Belgrade's chart on the birth chart page, the wheel drawn and the server's answer in. */
async function openBelgradeChart(page: Page) {
  await page.goto('/birth-chart');
  await castBelgrade(page);
  await page.getByRole('img', { name: /^Chart wheel/ }).waitFor({ timeout: 10_000 });
  // The server's chart replaces the device's; measure the one that stays.
  await serverAnswered(page);
}

/**
 * Every text of the wheel with the size it is drawn at on screen: its computed font size (in the
 * SVG's user units) times the SVG's scale, and the height of its box as laid out.
 */
function wheelTextSizes(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('svg.chart-wheel');
    if (!svg) return [];
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll<SVGTextContentElement>('text, tspan')].map((el) => ({
      text: el.textContent ?? '',
      className: el.getAttribute('class') ?? '',
      px: Number.parseFloat(getComputedStyle(el).fontSize) * scale,
      height: el.getBoundingClientRect().height,
    }));
  });
}

/** The names of the points the wheel draws, from each body's hover title ("Lilith in Scorpio 21°39′, …"). */
function drawnBodies(page: Page) {
  return page
    .locator('svg.chart-wheel g.chart-wheel__body > title')
    .evaluateAll((titles) => titles.map((t) => (t.textContent ?? '').split(' in ')[0] ?? ''));
}

describe('the chart wheel and its tables', () => {
  it('at 390×844 draws no text under 11 px, labels every point in the legend and follows the wheel with labelled tables', async () => {
    const session = await openSession({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const { page } = session;
    await openBelgradeChart(page);

    // The wheel measures itself and re-lays its type; wait for that, then hold every text to 11 px.
    await expect
      .poll(async () => {
        const sizes = await wheelTextSizes(page);
        return sizes.length > 0 ? Math.min(...sizes.map((s) => s.px)) : 0;
      })
      .toBeGreaterThanOrEqual(11);
    const sizes = await wheelTextSizes(page);
    // Twelve signs, twelve house numbers, four angles, and a glyph and a label for each body.
    expect(sizes.filter((s) => s.className.startsWith('chart-wheel__sign')).length).toBe(12);
    expect(sizes.filter((s) => s.className === 'chart-wheel__glyph').length).toBeGreaterThanOrEqual(13);
    const small = sizes.filter((s) => s.px < 11 || (s.text.trim() !== '' && s.height < 11));
    expect(small).toEqual([]);
    // A phone's labels give the degree alone (the table gives the minutes).
    for (const label of sizes.filter((s) => s.className === 'chart-wheel__label')) {
      expect(label.text).toMatch(/^\d{1,2}°(℞\uFE0E)?$/);
    }

    // Every point drawn, Lilith among them, is in the legend.
    const drawn = await drawnBodies(page);
    expect(drawn).toContain('Lilith');
    const legend = page.getByRole('list', { name: 'Planets and points' });
    const legendText = (await legend.textContent()) ?? '';
    for (const name of drawn) expect(legendText).toContain(name);
    for (const angle of ['Ascendant', 'Descendant', 'Midheaven', 'Imum Coeli']) expect(legendText).toContain(angle);

    // The positions table: named, with its five column heads and a row per point drawn.
    const positions = page.getByRole('table', { name: 'Planetary Positions' });
    await positions.waitFor();
    expect(await positions.getByRole('columnheader').allTextContents()).toEqual([
      'Body',
      'Sign',
      'Degree',
      'House',
      'Motion',
    ]);
    const rowHeads = (await positions.getByRole('rowheader').allTextContents()).map((t) => t.replace(/^\W+/, ''));
    for (const name of drawn) expect(rowHeads).toContain(name);
    const saturn = positions.getByRole('row', { name: /Saturn/ });
    expect(await saturn.textContent()).toMatch(/Capricorn.*25°12′.*4.*Retrograde/);
    expect(await positions.getByRole('row', { name: /^\W*Sun/ }).textContent()).toMatch(/Taurus.*26°20′.*Direct/);

    // The aspect grid: named, a column per point, each aspect spoken by name and orb.
    const grid = page.getByRole('table', { name: 'Aspect Grid' });
    // Each head shows a glyph (hidden from screen readers) and says the point's name.
    expect(await grid.locator('thead th .sr-only').allTextContents()).toEqual([
      'Sun',
      'Moon',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'North Node',
      'Ascendant',
    ]);
    const moonRow = grid.getByRole('row', { name: /^Moon/ });
    expect(await moonRow.getByRole('cell').first().textContent()).toMatch(
      /Square, orb 3 degrees \d+ minutes, (applying|separating)/,
    );
    // The grid scrolls inside its own region on a phone; the page itself never scrolls sideways.
    expect(await page.getByRole('region', { name: 'Aspect Grid' }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The tables follow the wheel.
    const order = await page.evaluate(() =>
      ['wheel-title', 'planets-title', 'aspect-grid-title'].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order[0]).toBeGreaterThan(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await page.screenshot({ path: '.test-results/chart-tables-light-390.png', fullPage: true });
    await session.close();
  });

  it('at 1280 labels each body with degree then minutes, one line on both halves of the wheel', async () => {
    const session = await openSession({
      viewport: { width: 1280, height: 900 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await openBelgradeChart(page);
    const labels = await page
      .locator('svg.chart-wheel text.chart-wheel__label')
      .evaluateAll((texts) => texts.map((t) => ({ text: t.textContent ?? '', x: Number(t.getAttribute('x')) })));
    expect(labels.length).toBeGreaterThanOrEqual(13);
    // Bodies on the left half and on the right half alike.
    expect(labels.some((l) => l.x < 0)).toBe(true);
    expect(labels.some((l) => l.x > 0)).toBe(true);
    for (const label of labels) expect(label.text).toMatch(/^\d{1,2}°\d\d′(℞\uFE0E)?$/);
    const sizes = await wheelTextSizes(page);
    expect(sizes.filter((s) => s.px < 11)).toEqual([]);
    await session.close();
  });

  it('keeps the readings for Oracle: a visitor is offered them, an Oracle member reads each planet in its house and each aspect', async () => {
    const visitor = await openSession({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await openBelgradeChart(visitor.page);
    await visitor.page.getByRole('table', { name: 'Aspect Grid' }).waitFor();
    expect(await visitor.page.getByRole('heading', { name: 'House Positions' }).count()).toBe(0);
    expect(await visitor.page.getByRole('heading', { name: 'Planetary Aspects' }).count()).toBe(0);
    expect(await visitor.page.locator('.premium-placeholder').textContent()).toContain('in its sign and its house');
    await visitor.close();

    const session = await openSession({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const { page } = session;
    const email = `tables.${Date.now()}@example.com`;
    await signUpAndSignIn(page, { email, password: 'a quiet night sky', firstName: 'Vera', lastName: 'Rubin' });
    await exec('npx', [
      'tsx',
      'scripts/user-plan.ts',
      '--email',
      email,
      '--plan',
      'oracle',
      '--persist-to',
      inject('stateDir'),
    ]);
    await openBelgradeChart(page);
    const houses = page.getByRole('region', { name: 'House Positions' });
    await houses.waitFor({ timeout: 10_000 });
    // Saturn, Uranus and Neptune stand in the fourth house: its planet-in-house text is shown with them.
    const fourth = houses.getByRole('listitem').filter({ hasText: 'House 4' });
    await expect.poll(() => fourth.textContent(), { timeout: 10_000 }).toContain('behind closed doors');
    for (const name of ['Saturn', 'Uranus', 'Neptune']) expect(await fourth.textContent()).toContain(name);
    const aspects = page.getByRole('region', { name: 'Planetary Aspects' });
    // Each aspect is read for its own pair of planets, not by its type alone.
    const squares = await aspects.getByRole('article', { name: 'Squares' }).locator('li p').allTextContents();
    expect(squares.length).toBeGreaterThan(1);
    expect(new Set(squares).size).toBe(squares.length);
    expect(squares.join(' ')).not.toContain('tense angle');
    // The free tables are there for Oracle too.
    expect(await page.getByRole('table', { name: 'Planetary Positions' }).count()).toBe(1);
    await session.close();
  });
});
