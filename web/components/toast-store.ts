import { useSyncExternalStore } from 'react';

/** Toast constants of docs/product.md#constants. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastState[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Marks a toast closed; it leaves the list after the spec's removal delay. */
export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; a new one replaces the previous (one at a time). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  for (const t of toasts) if (t.open) dismissToast(t.id);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastState[] {
  return toasts;
}

export function useToasts(): ToastState[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
