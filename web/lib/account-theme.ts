import { AVAILABLE_LOCALES, type Locale } from '@core/i18n/locales';
import { api, call } from './api';
import { activateLocale, activeLocale } from './i18n';
import { currentTheme, setTheme, type Theme } from './theme';

/**
 * The theme and the language are settings of the reader (decisions 026 and 028): signed out, they
 * are this device's; signed in, they are the account's `preferences.darkMode` and
 * `preferences.language`, which every change made while signed in also saves, and which a sign-in
 * brings to the device. A failed save leaves the change on this device only.
 */
async function saveToAccount(preferences: { darkMode?: boolean; language?: Locale }): Promise<void> {
  try {
    await call(api.user.profile.$patch({ json: { preferences } }));
  } catch {
    // offline or signed out meanwhile: the device keeps the choice
  }
}

export const saveThemeToAccount = (theme: Theme) => saveToAccount({ darkMode: theme === 'dark' });
export const saveLanguageToAccount = (language: Locale) => saveToAccount({ language });

/**
 * After a sign-in: a first sign-in gives the new account the theme and language this device
 * shows; any later one brings the account's to this device.
 */
export async function adoptAccountTheme(firstSignIn: boolean): Promise<void> {
  if (firstSignIn) return saveToAccount({ darkMode: currentTheme() === 'dark', language: activeLocale() });
  try {
    const { preferences } = await call(api.user.profile.$get());
    setTheme(preferences.darkMode ? 'dark' : 'light');
    const language = preferences.language as Locale;
    if (AVAILABLE_LOCALES.includes(language) && language !== activeLocale()) {
      await activateLocale(language, { remember: true });
    }
  } catch {
    // the device's theme and language stay
  }
}
