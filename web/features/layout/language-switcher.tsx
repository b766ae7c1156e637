import { AVAILABLE_LOCALES, LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { useAuth } from '@web/features/auth';
import { saveLanguageToAccount } from '@web/lib/account-theme';
import { activateLocale, useLocale, useT } from '@web/lib/i18n';
import { useId } from 'react';
import { navMessages } from './messages';

/**
 * The language menu of the navigation and the drawer: each language by its own name. The
 * choice is kept on this device and, signed in, on the account. Shown once there is a choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT(navMessages);
  const locale = useLocale();
  const { status } = useAuth();
  const id = useId();
  if (AVAILABLE_LOCALES.length < 2) return null;
  const choose = (next: Locale) => {
    void activateLocale(next, { remember: true });
    if (status === 'authenticated') void saveLanguageToAccount(next);
  };
  return (
    <span className={`language-switcher ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={locale}
        title={t('nav.languageHint')}
        onChange={(e) => choose(e.target.value as Locale)}
      >
        {AVAILABLE_LOCALES.map((l) => (
          <option key={l} value={l} lang={LOCALE_INFO[l].tag}>
            {LOCALE_INFO[l].nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
