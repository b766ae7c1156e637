import '../setup/load-texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dailyHoroscope } from '../../core/horoscope';
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { LOCALE_INFO } from '../../core/i18n/locales';
import { signUpAndSignIn } from '../support/accounts';
import { calculateButton } from '../support/birth-chart';
import { openSession } from '../support/browser';
import { messages } from '../support/catalogue';

const chart = messages('hi', 'chart');
const astro = messages('hi', 'astro');
const horoscope = messages('hi', 'horoscope');

/** Calculate reads as itself again: the server has answered (in Hindi, so not serverAnswered's English). */
const answered = (page: Page) =>
  expect.poll(() => calculateButton(page).textContent()).toBe(chart('chart.form.submit'));

/** The sign a row of the positions table shows for a body. */
const signOf = (page: Page, body: string) =>
  page.locator(`.positions-table tr[data-body="${body}"] td`).first().textContent();

describe('the kundli', () => {
  it('in Hindi: निरयण gives सिंह lagna, Venus in कुंभ and Mercury in मेष, every position labelled; सायन gives कन्या rising again', async () => {
    const session = await openSession({
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await page.goto('/birth-chart');
    await page.locator('.nav .language-switcher__select').selectOption('hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_INFO.hi.tag);

    await page.locator('#birth-date').fill('1990-04-15');
    await page.locator('#birth-time').fill('14:30');
    await page.locator('main input[role="combobox"]').fill('Belgrade, Serbia');
    // The first chart asks which zodiac the family's kundli uses, with its one sentence, nothing chosen yet.
    const choice = page.getByRole('group', { name: chart('chart.zodiac.ask') });
    expect(await choice.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.locator('#zodiac-choice-hint').textContent()).toBe(chart('chart.zodiac.hint'));
    await choice.getByRole('radio', { name: chart('chart.zodiac.sidereal') }).check();
    await calculateButton(page).click();
    await answered(page);

    const kundli = page.getByRole('region', { name: chart('chart.kundli.title'), exact: true });
    await expect
      .poll(() => kundli.locator('[data-kundli="lagna"] dd').textContent())
      .toBe(
        chart('chart.kundli.lagnaValue')
          .replace('{sign}', astro('astro.sign.leo'))
          .replace('{lord}', astro('astro.body.sun')),
      );
    expect(await signOf(page, 'venus')).toContain(astro('astro.sign.aquarius'));
    expect(await signOf(page, 'mercury')).toContain(astro('astro.sign.aries'));
    expect(await kundli.locator('[data-kundli="nakshatra"] dd').textContent()).toMatch(/, चरण [1-4]$/);
    // The wheel and the table both say which zodiac they show.
    const labels = await page.locator('.zodiac-label').allTextContents();
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).toMatch(/^निरयण राशिचक्र \(लाहिड़ी\) · अयनांश 23°4\d′$/);
    expect(await page.locator('.zodiac-label[data-zodiac="sidereal"]').count()).toBe(2);
    // Drawn as the North Indian kundli unless the device chose otherwise: सिंह (5) in house 1 with
    // the lagna, Venus in the house of कुंभ (11); the South Indian one marks सिंह's square.
    const north = page.locator('.indian-chart--north');
    await north.waitFor();
    expect(await page.locator('.wheel-panel__wheel').isHidden()).toBe(true);
    const lagnaHouse = north.locator('[data-house="1"]');
    expect(await lagnaHouse.getAttribute('data-sign')).toBe('5');
    expect(await lagnaHouse.locator('.indian-chart__lagna').textContent()).toBe(chart('chart.indian.lagnaMark'));
    expect(await north.locator('[data-sign="11"] [data-graha="venus"]').textContent()).toContain(
      chart('chart.indian.graha.venus'),
    );
    await page.locator('.wheel-panel').screenshot({ path: '.test-results/kundli-north-light-1280.png' });
    await page.getByRole('radio', { name: chart('chart.style.south') }).check();
    const leo = page.locator('.indian-chart--south [data-sign="5"]');
    expect(await leo.getAttribute('data-lagna')).toBe('true');
    expect(await leo.locator('.indian-chart__lagna').textContent()).toBe(chart('chart.indian.lagnaMark'));
    await page.locator('.wheel-panel').screenshot({ path: '.test-results/kundli-south-light-1280.png' });
    await page.getByRole('radio', { name: chart('chart.style.north') }).check();
    await page.screenshot({ path: '.test-results/kundli-hi-light-1280.png', fullPage: true });
    await page.locator('form.birth-form').screenshot({ path: '.test-results/kundli-hi-form.png' });
    await page.locator('.wheel-panel').screenshot({ path: '.test-results/kundli-hi-wheel-panel.png' });

    // The device remembers the choice: a reload keeps निरयण.
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: chart('chart.zodiac.sidereal') }).isChecked()).toBe(true);

    // Back to सायन: the chart shown is cast again at once, Virgo rising, and no kundli.
    await page.locator('#birth-date').fill('1990-04-15');
    await page.locator('#birth-time').fill('14:30');
    await page.locator('main input[role="combobox"]').fill('Belgrade, Serbia');
    await calculateButton(page).click();
    await answered(page);
    await kundli.waitFor();
    await page.getByRole('radio', { name: chart('chart.zodiac.tropical') }).check();
    await answered(page);
    await expect
      .poll(() => page.locator('.zodiac-label').first().textContent())
      .toBe(chart('chart.zodiac.shownTropical'));
    await expect.poll(() => kundli.count()).toBe(0);
    expect(await signOf(page, 'ascendant')).toContain(astro('astro.sign.virgo'));

    // The phone in dark, sidereal again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('radio', { name: chart('chart.zodiac.sidereal') }).check();
    await answered(page);
    await kundli.waitFor();
    await page.screenshot({ path: '.test-results/kundli-hi-dark-390.png', fullPage: true });
    await page.locator('form.birth-form').screenshot({ path: '.test-results/kundli-hi-dark-390-form.png' });
    await kundli.screenshot({ path: '.test-results/kundli-hi-dark-390-summary.png' });
    await page.locator('.indian-chart--north').waitFor();
    await page.locator('.wheel-panel').screenshot({ path: '.test-results/kundli-north-dark-390.png' });

    // The daily horoscope opens by Moon sign on this device, read in the sidereal sky: the
    // reader's rashi (धनु), with the planets in their sidereal signs and the lord of the tradition.
    await page.goto('/horoscope?sign=sagittarius');
    const readBy = page.getByRole('group', { name: horoscope('horoscope.zodiac.legend') });
    await expect
      .poll(() => readBy.getByRole('radio', { name: horoscope('horoscope.zodiac.moon') }).isChecked())
      .toBe(true);
    const card = page.locator('.reading');
    await card.waitFor();
    expect(await card.locator('.reading__zodiac').textContent()).toBe(horoscope('horoscope.reading.sidereal'));
    const date = (await card.getAttribute('data-date')) as string;
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const read = (zodiac: 'tropical' | 'sidereal') => {
      const r = dailyHoroscope('sagittarius', date, zone, HOROSCOPE_TEXTS.hi, zodiac);
      return [r.sky, r.overall, r.love, r.career, r.wellness];
    };
    const shown = () =>
      Promise.all(
        ['sky', 'overall', 'love', 'career', 'wellness'].map((part) =>
          card.locator(`[data-part="${part}"] p`).textContent(),
        ),
      );
    await expect.poll(shown).toEqual(read('sidereal'));
    expect(read('sidereal')).not.toEqual(read('tropical'));
    await page.screenshot({ path: '.test-results/kundli-hi-horoscope-dark-390.png', fullPage: true });
    // By Sun sign again: the tropical sky.
    // (The choice is the address's: the radio turns once the page has moved to it.)
    const bySun = readBy.getByRole('radio', { name: horoscope('horoscope.zodiac.sun') });
    await bySun.click();
    await expect.poll(() => bySun.isChecked()).toBe(true);
    await expect.poll(shown).toEqual(read('tropical'));
    await session.close();
  });

  it("keeps a signed-in reader's zodiac on the account: chosen in the settings, the chart page opens in it on another device", async () => {
    const first = await openSession({ reducedMotion: 'reduce' });
    const email = `e2e.kundli.${Date.now()}@example.com`;
    const password = 'a quiet night sky';
    await signUpAndSignIn(first.page, { email, password, firstName: 'Mira', lastName: 'Sen' });
    await first.page.goto('/profile?tab=preferences');
    const zodiac = first.page.locator('main').getByLabel('Zodiac for your charts');
    expect(await zodiac.inputValue()).toBe('tropical');
    const saved = first.page.waitForResponse(
      (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PATCH',
    );
    await zodiac.selectOption('sidereal');
    expect((await saved).status()).toBe(200);
    // The profile then shows "my chart" as a kundli too, beside the Big Three, each set of signs in its zodiac.
    const birth = { birthDate: '1990-04-15', birthTime: '14:30', birthLocation: 'Belgrade' };
    expect((await first.page.request.patch('/api/user/profile', { data: birth })).status()).toBe(200);
    await first.page.goto('/profile');
    const identity = first.page.getByRole('region', { name: 'Identity' });
    await expect.poll(() => identity.locator('[data-kundli="lagna"] dd').textContent()).toBe('Leo (lord: Sun)');
    expect(await identity.locator('[data-kundli="rashi"] dd').textContent()).toBe('Sagittarius');
    expect(await identity.locator('.zodiac-note').allTextContents()).toEqual([
      'Tropical zodiac',
      'Sidereal zodiac (Lahiri)',
    ]);
    await identity.screenshot({ path: '.test-results/kundli-profile-identity.png' });
    await first.close();

    // Another device, which never chose: the form opens in the account's zodiac.
    const second = await openSession({ reducedMotion: 'reduce' });
    await second.page.goto('/signin');
    await second.page.getByLabel('Email').fill(email);
    await second.page.getByLabel('Password', { exact: true }).fill(password);
    await second.page.locator('form button[type="submit"]').click();
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.page.goto('/birth-chart');
    const sidereal = second.page.getByRole('radio', { name: 'Sidereal (Vedic, Lahiri)' });
    await expect.poll(() => sidereal.isChecked()).toBe(true);
    // Chosen again in the form, it is the account's again.
    const back = second.page.waitForResponse(
      (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PATCH',
    );
    await second.page.getByRole('radio', { name: 'Tropical (Western)' }).check();
    expect((await back).status()).toBe(200);
    const profile = (await (await second.page.request.get('/api/user/profile')).json()) as {
      preferences: { zodiac: string };
    };
    expect(profile.preferences.zodiac).toBe('tropical');
    await second.close();
  });
});
