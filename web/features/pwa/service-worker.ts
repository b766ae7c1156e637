import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  waiting = value;
  for (const listener of listeners) listener();
}

/**
 * Registers /sw.js once the page has loaded (workbox-window is fetched then, off the
 * critical path); a new version waits until the user chooses to reload. A browser that refuses
 * service workers (a private window, a policy, an automated browser that blocks them) still
 * gets the whole app online: a failed registration only means no offline copy, and is not an
 * error the reader should meet.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => setWaiting(true));
    await workbox.register();
  };
  const attempt = () => register().catch((err: unknown) => console.warn('The service worker was not registered:', err));
  if (document.readyState === 'complete') void attempt();
  else window.addEventListener('load', () => void attempt(), { once: true });
}

/**
 * Activates the waiting version and reloads once it controls the page. The page listens to the
 * browser's own controllerchange and tells the registration's waiting worker directly: a version
 * the browser found by itself is "external" to workbox-window, whose `controlling` event and
 * `messageSkipWaiting` then may not reach it, and the Reload button would do nothing.
 */
export function applyUpdate(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox?.messageSkipWaiting();
  void navigator.serviceWorker.getRegistration().then((registration) => {
    registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
}
