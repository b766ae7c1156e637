import { useEffect, useState } from 'react';
import {
  INSTALL_PROMPT_DELAY_MS,
  dismissInstallPrompt,
  isIos,
  isStandalone,
  promptInstall,
  useInstallState,
} from './install-state';
import { useT } from '@web/lib/i18n';
import { pwaMessages } from './messages';

/**
 * The install card (docs/product.md#the-shell, docs/product.md#states): bottom-right (on a phone,
 * below the page's content, so it never covers a button), 3 s after the browser signals
 * installability; never when dismissed before, installed or running standalone. iOS has
 * no install signal, so there it appears 3 s after load with the Share hint.
 */
export function InstallPrompt() {
  const t = useT(pwaMessages);
  const { installable, installableSince, installed, dismissed } = useInstallState();
  const [ios] = useState(() => isIos() && !isStandalone());
  const [visible, setVisible] = useState(false);

  const eligible = !installed && !dismissed && (installable || ios);

  useEffect(() => {
    if (!eligible) {
      setVisible(false);
      return;
    }
    const since = installableSince ?? performance.timeOrigin;
    const wait = Math.max(0, since + INSTALL_PROMPT_DELAY_MS - Date.now());
    const timer = setTimeout(() => setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [eligible, installableSince]);

  if (!visible || !eligible) return null;
  return (
    <aside className="install-card" aria-label={t('pwa.install.title')}>
      <img src="/icons/icon.svg" alt="" width={40} height={40} />
      <div className="install-card__text">
        <p className="install-card__title">{t('pwa.install.title')}</p>
        <p>{t('pwa.install.body')}</p>
        {ios ? <p className="install-card__hint">{t('pwa.install.iosHint')}</p> : null}
      </div>
      <div className="install-card__actions">
        {installable ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => void promptInstall()}>
            {t('pwa.install.install')}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--sm" onClick={dismissInstallPrompt}>
          {t('pwa.install.later')}
        </button>
      </div>
    </aside>
  );
}
