import { useEffect, useState } from 'react';
import { localDate } from '@web/lib/local-date';

/**
 * "Monday, June 16, 2025" for "2025-06-16" in `tag`'s long form (docs/product.md#daily-horoscope-page: long US
 * English form in English).
 */
export function formatLongDate(date: string, tag: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon of the local day: the calendar day it names, whatever the zone's midnight rules.
  const day = new Date(y, m - 1, d, 12);
  return day.toLocaleDateString(tag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Milliseconds until the next local midnight (plus a margin, so the new day has begun). */
function untilNextMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return Math.max(1_000, next.getTime() - now.getTime());
}

/**
 * Today's local date, kept current: a page left open over midnight moves to the new day, and a
 * device that slept through it (timers paused) catches up when it is looked at again.
 */
export function useLocalToday(): string {
  const [today, setToday] = useState(() => localDate());
  useEffect(() => {
    const refresh = () => setToday(localDate());
    const timer = window.setTimeout(refresh, untilNextMidnight(new Date()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [today]);
  return today;
}
