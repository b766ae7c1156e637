import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/accounts';
import { openSession } from '../support/browser';

describe('a birth place several places are called', () => {
  it('"Springfield" offers the candidates with region and country, and choosing one casts its chart', async () => {
    const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const { page } = session;
    let asked = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/birth-chart') && req.method() === 'POST') asked++;
    });
    await page.goto('/birth-chart');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Time of birth').fill('14:30');
    await page.getByRole('combobox', { name: 'Birth location' }).fill('Springfield');
    await page.locator('form.birth-form button[type="submit"]').click();

    const choices = page.getByRole('list', { name: 'Choose your birth place' }).getByRole('button');
    await expect.poll(() => choices.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const labels = await choices.allTextContents();
    expect(labels.some((l) => l.includes('Illinois, United States'))).toBe(true);
    expect(labels.some((l) => l.includes('Missouri, United States'))).toBe(true);
    expect(await page.getByRole('alert').first().textContent()).toContain('Several places are called "Springfield"');
    // Nothing was guessed: no chart is shown while the reader chooses.
    expect(await page.getByRole('heading', { name: 'Your Chart Wheel' }).count()).toBe(0);

    await choices.filter({ hasText: 'Illinois, United States' }).click();
    const insights = page.getByRole('region', { name: 'Astrological Insights' });
    await expect
      .poll(async () => (await insights.count()) && insights.textContent(), { timeout: 10_000 })
      .toContain('Springfield, Illinois, United States');
    expect(await insights.textContent()).toContain('America/Chicago');
    await expect.poll(() => asked).toBe(2);
    expect(await page.getByRole('list', { name: 'Choose your birth place' }).count()).toBe(0);
    // The field now names the chosen place.
    expect(await page.getByRole('combobox', { name: 'Birth location' }).inputValue()).toBe(
      'Springfield, Illinois, United States',
    );
    await session.close({ allowErrors: [/422/] });
  });

  it('the profile asks the same question, and the chosen place is kept', async () => {
    const session = await openSession({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    const { page } = session;
    await signUpAndSignIn(page, {
      email: `places.${Date.now()}@example.com`,
      password: 'a quiet night sky',
      firstName: 'Abe',
      lastName: 'Lincoln',
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Birth date').fill('1990-05-17');
    await page.getByLabel('Birth time').fill('14:30');
    await page.getByLabel('Birth place').fill('Springfield');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const choices = page.getByRole('list', { name: 'Choose your birth place:' }).getByRole('button');
    await expect.poll(() => choices.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // Choosing saves at once.
    await choices.filter({ hasText: 'Illinois' }).click();
    await page.getByText('Profile Updated').waitFor({ timeout: 10_000 });
    const profile = await (await page.request.get('/api/user/profile')).json();
    expect(profile.birthLocation).toContain('Springfield, Illinois');
    await session.close({ allowErrors: [/422/] });
  });
});
