import '../setup/load-texts';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { basicCompatibility } from '../../core/compatibility/compatibility';
import { COMPATIBILITY_TEXTS } from '../../core/compatibility/all';
import { dailyHoroscope } from '../../core/horoscope';
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { LOCALE_INFO, LOCALES, type Locale } from '../../core/i18n/locales';
import { sunText } from '../../core/interpretations';
import { signUpAndSignIn } from '../support/accounts';
import { calculateButton } from '../support/birth-chart';
import { openSession } from '../support/browser';
import { messages } from '../support/catalogue';

const OTHERS = LOCALES.filter((l) => l !== 'en');

async function chooseInNav(page: Page, locale: Locale) {
  await page.locator('.nav .language-switcher__select').selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_INFO[locale].tag);
}

const navTexts = (page: Page) => page.locator('header nav .nav__link').allTextContents();

describe('seven languages', () => {
  // One browser per language: the navigation, the chart (form, result, interpretation), the
  // reading, compatibility; and the choice survives a reload.
  for (const locale of OTHERS) {
    it(`${locale}: the switcher turns the navigation, the birth chart, the horoscope and compatibility into ${LOCALE_INFO[locale].nativeName}, and a reload keeps it`, async () => {
      const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
      const { page } = session;
      await page.goto('/');
      await chooseInNav(page, locale);
      const nav = messages(locale, 'nav');
      await expect
        .poll(() => navTexts(page))
        .toEqual([
          nav('nav.home'),
          nav('nav.birthChart'),
          nav('nav.horoscope'),
          nav('nav.compatibility'),
          nav('nav.askStella'),
          nav('nav.astroGems'),
          // "More" and the tools under it (their list is hidden until it opens).
          nav('nav.more'),
          nav('nav.numerology'),
          nav('nav.tarot'),
          nav('nav.premium'),
        ]);

      // The birth chart: the form's labels, then the result and its interpretation from that language's texts.
      const chart = messages(locale, 'chart');
      await page.goto('/birth-chart');
      await expect
        .poll(() => page.locator('label[for="birth-date"]').textContent())
        .toBe(chart('chart.form.birthDate'));
      await page.locator('#birth-date').fill('1990-05-17');
      await page.locator('#birth-time').fill('14:30');
      await page.locator('main input[role="combobox"]').fill('Belgrade, Serbia');
      await calculateButton(page).click();
      if (locale === 'hi') {
        // A Hindi reader's first chart asks which zodiac the family's kundli uses, and waits for the answer.
        const question = page.getByRole('group', { name: chart('chart.zodiac.ask') });
        await expect.poll(() => question.getByRole('alert').textContent()).toBe(chart('chart.zodiac.askMissing'));
        expect(await question.getByRole('radio', { checked: true }).count()).toBe(0);
        await question.getByRole('radio', { name: chart('chart.zodiac.tropical') }).check();
        await calculateButton(page).click();
      }
      await page.locator('.insights__list').waitFor();
      await expect.poll(() => page.locator('#insights-title').textContent()).toBe(chart('chart.result.insights'));
      await expect.poll(() => page.locator('.insights__list li').first().textContent()).toBe(sunText('taurus', locale));

      // The horoscope: the reading itself is written in the language, for the reader's day and zone.
      await page.goto('/horoscope?sign=leo');
      const card = page.locator('.reading');
      await card.waitFor();
      const date = (await card.getAttribute('data-date')) as string;
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const expected = dailyHoroscope('leo', date, zone, HOROSCOPE_TEXTS[locale]);
      await expect.poll(() => card.locator('[data-part="overall"] p').textContent()).toBe(expected.overall);
      expect(await card.locator('[data-part="love"] p').textContent()).toBe(expected.love);

      // Compatibility: the overview of the pair in the language.
      const compat = messages(locale, 'compatibility');
      await page.goto('/compatibility');
      await page.getByLabel(compat('compatibility.form.firstSign')).selectOption('taurus');
      await page.getByLabel(compat('compatibility.form.secondSign')).selectOption('cancer');
      await page.getByRole('button', { name: compat('compatibility.form.submit') }).click();
      const overview = basicCompatibility('taurus', 'cancer', COMPATIBILITY_TEXTS[locale]).overview;
      await expect.poll(() => page.locator('.compat-result__overview').textContent()).toBe(overview);

      // The choice stays with the device.
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_INFO[locale].tag);
      await expect.poll(() => navTexts(page)).toContain(nav('nav.compatibility'));
      await session.close();
    });
  }

  it('a signed-in reader’s language is kept on the account: the profile speaks it, another device takes it at sign-in, and the mail is written in it', async () => {
    const account = {
      email: `lang.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Milica',
      lastName: 'Jovanović',
    };
    const first = await openSession({ reducedMotion: 'reduce' });
    await signUpAndSignIn(first.page, account);
    await first.page.goto('/profile?tab=preferences');
    const profile = messages('sr', 'profile');
    // The profile's own language control (the navigation has one too).
    await first.page.locator('main').getByLabel('Language', { exact: true }).selectOption('sr');
    await expect
      .poll(() => first.page.getByRole('tab').allTextContents())
      .toContain(profile('profile.tab.preferences'));
    // Saved to the account (the optimistic change is confirmed by the server).
    await expect
      .poll(async () => (await (await first.page.request.get('/api/user/profile')).json()).preferences.language)
      .toBe('sr');
    await first.close();

    // Another device, in English until the reader signs in.
    const second = await openSession({ reducedMotion: 'reduce' });
    const { page } = second;
    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sr-Latn');
    const nav = messages('sr', 'nav');
    await expect.poll(() => navTexts(page)).toContain(nav('nav.birthChart'));

    // The account's mail is in Serbian, whichever page asks for it.
    await page.request.post('/api/auth/forgot-password', {
      data: { email: account.email },
      headers: { 'Accept-Language': 'en' },
    });
    const subject = messages('sr', 'email')('email.reset.subject');
    await expect
      .poll(() => readFileSync(inject('serverLog'), 'utf8').includes(`To: ${account.email}\n  Subject: ${subject}`))
      .toBe(true);
    await second.close();
  });
});
