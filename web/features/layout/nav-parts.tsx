import { Link } from 'react-router';
import { DownloadIcon, MoonIcon, SunIcon } from '@web/components/icons';
import { Tooltip } from '@web/components/tooltip';
import { paths } from '@web/lib/paths';
import { saveThemeToAccount } from '@web/lib/account-theme';
import { useTheme } from '@web/lib/theme';
import { useAuth } from '@web/features/auth';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { promptInstall, useInstallState } from '@web/features/pwa';

export function Logo() {
  const t = useT(navMessages);
  return (
    <Link to={paths.home} className="logo" aria-label={t('nav.logoHome')}>
      <img src="/icons/icon.svg" alt="" width={32} height={32} />
      <span className="logo__word">Stella</span>
    </Link>
  );
}

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const { status } = useAuth();
  const next = theme === 'dark' ? 'light' : 'dark';
  const t = useT(navMessages);
  const label = next === 'dark' ? t('nav.themeToDark') : t('nav.themeToLight');
  const onClick = () => {
    toggle();
    // Signed in, the theme is the account's dark-mode preference too (decision 026).
    if (status === 'authenticated') void saveThemeToAccount(next);
  };
  return (
    <Tooltip label={label}>
      <button type="button" className="icon-btn" onClick={onClick} aria-label={label}>
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </Tooltip>
  );
}

export function InstallButton() {
  const { installable, installed } = useInstallState();
  const t = useT(navMessages);
  if (!installable || installed) return null;
  return (
    <button type="button" className="btn btn--outline btn--sm nav__install" onClick={() => void promptInstall()}>
      <DownloadIcon size={16} />
      {t('nav.installApp')}
    </button>
  );
}
