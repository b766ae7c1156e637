import { api, call } from './api';
import { currentTheme, setTheme, type Theme } from './theme';

/**
 * The theme is one setting (decision 026): signed out, it is this device's; signed in, it is
 * the account's `preferences.darkMode`, which every change made while signed in also saves, and
 * which a sign-in brings to the device. A failed save leaves the change on this device only.
 */
export async function saveThemeToAccount(theme: Theme): Promise<void> {
  try {
    await call(api.user.profile.$patch({ json: { preferences: { darkMode: theme === 'dark' } } }));
  } catch {
    // offline or signed out meanwhile: the device keeps the choice
  }
}

/**
 * After a sign-in: a first sign-in gives the new account the theme this device shows; any later
 * one brings the account's theme to this device.
 */
export async function adoptAccountTheme(firstSignIn: boolean): Promise<void> {
  if (firstSignIn) return saveThemeToAccount(currentTheme());
  try {
    const profile = await call(api.user.profile.$get());
    setTheme(profile.preferences.darkMode ? 'dark' : 'light');
  } catch {
    // the device's theme stays
  }
}
