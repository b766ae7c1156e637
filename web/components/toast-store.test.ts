import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

const load = () => import('./toast-store');

describe('toast store', () => {
  it('keeps one toast at a time: a new one replaces the previous', async () => {
    const store = await load();
    store.toast({ title: 'One' });
    const second = store.toast({ title: 'Two', variant: 'destructive' });
    const list = store.getToasts();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: second, title: 'Two', open: true });
  });

  it('marks a dismissed toast closed and removes it after the removal delay', async () => {
    const store = await load();
    const id = store.toast({ title: 'Saved' });
    store.dismissToast(id);
    expect(store.getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('uses the spec constants', async () => {
    const store = await load();
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(store.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(store.TOAST_HOTKEY).toBe('F8');
  });
});
