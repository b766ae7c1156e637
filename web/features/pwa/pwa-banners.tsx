import { useSyncExternalStore } from 'react';
import { applyUpdate, useUpdateWaiting } from './service-worker';
import { useT } from '@web/lib/i18n';
import { pwaMessages } from './messages';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** A quiet pill while the device is offline; pages already loaded keep working. */
export function OfflineIndicator() {
  const t = useT(pwaMessages);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-pill" role="status">
      <span className="offline-pill__dot" aria-hidden="true" />
      {t('pwa.offline')}
    </div>
  );
}

/** Shown when a new version of the app has been downloaded and is waiting. */
export function UpdatePrompt() {
  const t = useT(pwaMessages);
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('pwa.update.available')}</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={applyUpdate}>
        {t('pwa.update.reload')}
      </button>
    </div>
  );
}
