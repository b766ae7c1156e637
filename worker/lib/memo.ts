/**
 * Results kept in the isolate for what many requests ask alike: the day's reading of a sign, a
 * place search. Bounded (the least recently used result leaves first) and, for data that a
 * deploy or a seed can change, aged out. A kept result is shared: callers must not change it.
 * A promise is kept as it is, so requests that ask at once share one lookup.
 */
export interface Memo<R> {
  get(key: string, compute: () => R): R;
  readonly size: number;
}

export function memo<R>(options: { size: number; ttlMs?: number; now?: () => number }): Memo<R> {
  const entries = new Map<string, { value: R; at: number }>();
  const now = options.now ?? Date.now;
  return {
    get(key, compute) {
      const found = entries.get(key);
      const at = now();
      if (found && (options.ttlMs === undefined || at - found.at < options.ttlMs)) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const value = compute();
      // A failed lookup is not kept: the next request tries again.
      if (value instanceof Promise) {
        value.catch(() => {
          if (entries.get(key)?.value === value) entries.delete(key);
        });
      }
      entries.delete(key);
      entries.set(key, { value, at });
      if (entries.size > options.size) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
