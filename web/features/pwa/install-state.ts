import { useSyncExternalStore } from 'react';

/** Install prompt rules of docs/product.md#the-shell and docs/product.md#states. */
export const INSTALL_PROMPT_DELAY_MS = 3_000;
export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';
export const INSTALLED_KEY = 'appInstalled';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser signalled installability and kept its prompt for us. */
  installable: boolean;
  /** When the browser signalled it (ms since epoch), for the prompt's delay. */
  installableSince: number | null;
  installed: boolean;
  dismissed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // storage blocked: remembered for this page only
  }
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true;
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  const iPadOs = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
  return /iPad|iPhone|iPod/.test(ua) || iPadOs;
}

let state: InstallState = { installable: false, installableSince: null, installed: false, dismissed: false };

function update(patch: Partial<InstallState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's install signals; call once at boot. */
export function initInstallState(): void {
  state = {
    ...state,
    installed: readFlag(INSTALLED_KEY) || isStandalone(),
    dismissed: readFlag(INSTALL_DISMISSED_KEY),
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ installable: true, installableSince: Date.now() });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    writeFlag(INSTALLED_KEY);
    update({ installable: false, installed: true });
  });
}

/** Shows the browser's own install dialog; accepting marks the app installed. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  update({ installable: false });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') {
    writeFlag(INSTALLED_KEY);
    update({ installed: true });
  }
}

export function dismissInstallPrompt(): void {
  writeFlag(INSTALL_DISMISSED_KEY);
  update({ dismissed: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
