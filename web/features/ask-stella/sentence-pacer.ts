import type { StellaEvent } from '@schema/stella';

/**
 * The time between two released sentences on screen. The server sends a sentence as soon as it
 * is verified, and the offline writer verifies faster than anyone reads: pacing the sentences
 * keeps the answer appearing as it is written, as the spec describes, instead of in one jump.
 */
export const SENTENCE_MS = 70;

export interface SentencePacer {
  /** Queues an event: it is shown once the sentences queued before it have been, in order. */
  push(event: StellaEvent): void;
  /** Shows everything still queued at once. */
  flush(): void;
  /** Resolves once everything queued has been shown; `signal` (Stop) shows the rest at once. */
  drained(signal: AbortSignal): Promise<void>;
}

/**
 * Releases an answer's events to `show`: each sentence (`delta`) at least `gapMs` after the one
 * before it, every other event in order behind them.
 */
export function sentencePacer(show: (event: StellaEvent) => void, gapMs = SENTENCE_MS): SentencePacer {
  const queue: StellaEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let readyAt = 0;
  let onDrained: (() => void) | null = null;

  function schedule() {
    if (timer === null) timer = setTimeout(pump, Math.max(0, readyAt - performance.now()));
  }
  function pump() {
    timer = null;
    for (let e = queue.shift(); e; e = queue.shift()) {
      show(e);
      if (e.event !== 'delta') continue;
      readyAt = performance.now() + gapMs;
      if (queue.length > 0) {
        schedule();
        return;
      }
    }
    onDrained?.();
  }
  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (let e = queue.shift(); e; e = queue.shift()) show(e);
  }

  return {
    push(event) {
      queue.push(event);
      schedule();
    },
    flush,
    drained: (signal) =>
      new Promise<void>((resolve) => {
        if (queue.length === 0 && timer === null) return resolve();
        const stop = () => {
          flush();
          resolve();
        };
        if (signal.aborted) return stop();
        onDrained = resolve;
        signal.addEventListener('abort', stop, { once: true });
      }),
  };
}
