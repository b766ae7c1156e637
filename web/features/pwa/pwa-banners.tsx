import { useSyncExternalStore } from 'react';
import { applyUpdate, useUpdateWaiting } from './service-worker';

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
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-pill" role="status">
      <span className="offline-pill__dot" aria-hidden="true" />
      You're offline. Pages you've opened still work.
    </div>
  );
}

/** Shown when a new version of the app has been downloaded and is waiting. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <span>A new version of Stella is available.</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
