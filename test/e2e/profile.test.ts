import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { baseUrl, openSession } from '../support/browser';

const PASSWORD = 'a quiet night sky';
const NEW_PASSWORD = 'the moon over the harbour';
/** A wrong password answers 422, which Chromium logs as a failed resource. */
const EXPECTED_422 = /status of 422/;

const profilePatch = (page: import('playwright-core').Page) =>
  page.waitForResponse((res) => res.url().endsWith('/api/user/profile') && res.request().method() === 'PATCH');

describe('the profile screen', () => {
  it('signed out, /profile asks to sign in and comes back to the tab after', async () => {
    const session = await openSession({ reducedMotion: 'reduce' });
    const { page } = session;
    await page.goto('/profile?tab=preferences');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    const link = page.locator('main').getByRole('link', { name: 'Sign In' });
    expect(await link.getAttribute('href')).toBe(
      `/api/login?returnTo=${encodeURIComponent('/profile?tab=preferences')}`,
    );
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === '/profile?tab=preferences',
    );
    await session.close();
  });

  it('keeps preferences across reloads, shares a public profile, changes the password and deletes the account', async () => {
    // A dark screen: the new account takes the device's theme at its first sign-in.
    const session = await openSession({ reducedMotion: 'reduce', colorScheme: 'dark' });
    const { page, context } = session;
    const email = `e2e.profile.${Date.now()}@example.com`;
    await signUpAndSignIn(page, { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });

    // Settings: the dark-mode switch saves at once and survives a reload; settings that would
    // change nothing yet (mails not sent) are not offered; the language is (languages.test.ts).
    await page.goto('/profile?tab=preferences');
    expect(await page.getByRole('tab', { name: 'Preferences' }).getAttribute('aria-selected')).toBe('true');
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true');
    const saved = profilePatch(page);
    await dark.click();
    expect(await dark.getAttribute('aria-checked')).toBe('false');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    for (const name of ['Weekly forecast', 'Email notifications', 'Daily horoscope', 'Compatibility alerts']) {
      expect(await page.getByRole('switch', { name }).count(), name).toBe(0);
    }
    const languages = page.locator('main').getByLabel('Language');
    expect(await languages.locator('option').allTextContents()).toEqual([
      'English',
      'Srpski',
      'हिन्दी',
      'Français',
      'Italiano',
      'Español',
      '简体中文',
    ]);

    // Private profiles cannot be shared.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.search === '?tab=activity');
    expect(await page.getByRole('button', { name: 'Make Public First' }).isDisabled()).toBe(true);

    // Overview: edit the bio and make the profile public.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('Poet of numbers.');
    await page.getByRole('switch', { name: 'Public profile' }).click();
    const edited = profilePatch(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await edited).status()).toBe(200);
    await page.getByText('Profile Updated').waitFor();
    const about = page.getByRole('region', { name: 'About' });
    await expect.poll(() => about.textContent()).toContain('Poet of numbers.');
    expect(await about.textContent()).toContain('Public');

    // Share: the link of /u/<id> goes to the clipboard (or is shown when the clipboard refuses).
    const { id } = await (await page.request.get('/api/user/profile')).json();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('button', { name: 'Share Profile' }).click();
    const publicUrl = new URL(`/u/${id}`, baseUrl()).href;
    await expect.poll(() => page.locator('.toast').textContent()).toContain(publicUrl);
    if ((await page.locator('.toast__title').textContent()) === 'Link Copied') {
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    }

    // A visitor in a fresh browser reads the public page without any failed call.
    const visitor = await openSession({ reducedMotion: 'reduce' });
    await visitor.page.goto(`/u/${id}`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    expect(await visitor.page.getByText('Poet of numbers.').count()).toBe(1);
    expect(await visitor.page.getByText(/^Member since /).count()).toBe(1);
    await visitor.close();

    // Private again: the visitor is told so.
    expect((await page.request.patch('/api/user/profile', { data: { isProfilePublic: false } })).status()).toBe(200);
    const late = await openSession({ reducedMotion: 'reduce' });
    await late.page.goto(`/u/${id}`);
    await late.page.getByRole('heading', { name: 'This profile is private or does not exist' }).waitFor();
    expect(await late.page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await late.close({ allowErrors: [/status of 404/] });

    // Security: a wrong current password is refused beside the field; the right one changes it.
    await page.goto('/profile?tab=preferences');
    await page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The current password is not correct').first().waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password Changed').waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // Danger zone: the dialog asks for the password, then the account is gone and the page signed out.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Account Deleted').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('stella-session'))).toBeNull();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(
      401,
    );

    await session.close({ allowErrors: [EXPECTED_422] });
  });

  it('lists saved charts a page at a time: 50 first, the rest behind "Show More Charts" (390 px, dark)', async () => {
    const session = await openSession({
      reducedMotion: 'reduce',
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const { page } = session;
    const email = `e2e.charts.${Date.now()}@example.com`;
    await signUpAndSignIn(page, { email, password: PASSWORD, firstName: 'Tycho', lastName: 'Brahe' });
    // 53 charts, one day apart, saved through the API as the signed-in user.
    for (let day = 1; day <= 53; day++) {
      const res = await page.request.post('/api/birth-charts', {
        data: {
          name: `Chart ${day}`,
          birthDate: `1990-${String(1 + Math.floor((day - 1) / 28)).padStart(2, '0')}-${String(1 + ((day - 1) % 28)).padStart(2, '0')}`,
          birthTime: '12:00',
          latitude: 55.68,
          longitude: 12.57,
          timezone: 'Europe/Copenhagen',
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/profile?tab=astrology');
    const items = page.getByRole('list', { name: 'Saved charts' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(50);
    await page.getByText('53 saved').waitFor();
    const more = page.getByRole('button', { name: 'Show More Charts' });
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.test-results/profile-saved-charts-dark-390.png' });
    await more.click();
    await expect.poll(() => items.count()).toBe(53);
    expect(await page.getByRole('button', { name: 'Show More Charts' }).count()).toBe(0);
    // The oldest chart, cast first, is last.
    expect(await items.last().textContent()).toMatch(/1 January 1990|January 1, 1990/);

    // The newest is renamed and made "my chart": the signature reads it.
    const newest = items.first();
    expect(await newest.getByRole('heading').textContent()).toBe('Chart 53');
    await newest.getByRole('button', { name: /^Rename/ }).click();
    await newest.getByLabel('New name for Chart 53').fill('Alex');
    await newest.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => newest.getByRole('heading').textContent()).toBe('Alex');
    await newest.getByRole('button', { name: /^Make My Chart/ }).click();
    await expect.poll(() => newest.getByRole('heading').textContent()).toBe('AlexMy chart');
    await page.getByRole('region', { name: 'Your Cosmic Signature' }).getByText('From my chart: Alex').waitFor();
    expect((await (await page.request.get('/api/user/profile')).json()).birthDate).toBe('1990-02-25');

    // The activity tab tells what happened, newest first.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const events = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect.poll(() => events.count()).toBe(30);
    const listed = (await page.getByRole('list', { name: 'Recent activity' }).textContent()) ?? '';
    expect(listed).toContain('Saved the chart “Alex”');
    expect(await events.first().textContent()).toContain('Saved the chart');
    await session.close();
  });
});
