import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The birth form's own Calculate button (the "Save this chart" form has a submit button too). */
export const calculateButton = (page: Page) => page.locator('form.birth-form button[type="submit"]');

/** Fills the birth chart form with Belgrade, 17 May 1990 at 14:30, and presses Calculate. */
export async function castBelgrade(page: Page): Promise<void> {
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Time of birth').fill('14:30');
  await page.getByRole('combobox', { name: 'Birth location' }).fill('Belgrade, Serbia');
  await calculateButton(page).click();
}

/** Waits until the server has answered: the device's chart is replaced and Calculate reads as itself again. */
export async function serverAnswered(page: Page): Promise<void> {
  await expect.poll(() => calculateButton(page).textContent()).not.toContain('Calculating');
}
