import { useCallback, useSyncExternalStore } from 'react';

/** Light or dark, stored under the spec's "theme" key; unset follows the OS (docs/product.md#states). */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const media = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return readStored() ?? (media().matches ? 'dark' : 'light');
}

function apply(): void {
  document.documentElement.dataset.theme = currentTheme();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const mq = media();
  mq.addEventListener('change', apply);
  window.addEventListener('storage', apply);
  return () => {
    listeners.delete(listener);
    mq.removeEventListener('change', apply);
    window.removeEventListener('storage', apply);
  };
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  apply();
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
