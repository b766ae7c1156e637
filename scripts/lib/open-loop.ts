/**
 * An open-loop load generator: requests leave at evenly spaced moments (a constant arrival rate,
 * like k6's constant-arrival-rate executor), whether or not earlier ones have been answered, and
 * each answer's time is counted from the moment its request was due, so a server that falls
 * behind shows it in its percentiles instead of slowing the generator down (no coordinated
 * omission). autocannon's rate limit sends each connection's share of a second back to back at
 * the start of the second, which measures a burst's queue, not a rate (docs/performance.md).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

export interface Shot {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Statuses this request may answer besides 2xx (a gem already collected today: 409). */
  expected?: readonly number[];
  /** What the answer's time is also counted under (the route), for the per-route figures. */
  label?: string;
}

export interface Outcome {
  /** Every answer's time in milliseconds, from its due moment to its last byte, sorted. */
  times: number[];
  /** The same times by the shots' labels, each sorted. */
  byLabel: Record<string, number[]>;
  statuses: Record<string, number>;
  /** A 5xx, a status the shot did not expect, a timeout or a refused connection. */
  errors: number;
  /** Answers that came within the run's seconds, a second. */
  achieved: number;
  /** Requests the generator sent later than 10 ms after their moment (a busy generator, not a slow server). */
  late: number;
}

export interface OpenLoopOptions {
  origin: string;
  rate: number;
  seconds: number;
  next: () => Shot;
  /** Connections kept open to the server; a request waits for a free one (counted in its time). */
  connections?: number;
  timeoutMs?: number;
}

export async function openLoop(options: OpenLoopOptions): Promise<Outcome> {
  const pool = new Pool(options.origin, {
    connections: options.connections ?? 256,
    pipelining: 1,
    headersTimeout: options.timeoutMs ?? 10_000,
    bodyTimeout: options.timeoutMs ?? 10_000,
  });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const times: number[] = [];
  const byLabel: Record<string, number[]> = {};
  const statuses: Record<string, number> = {};
  let errors = 0;
  let late = 0;
  let inWindow = 0;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const inFlight: Promise<void>[] = [];

  const fire = (due: number) => {
    const shot = options.next();
    const request = pool
      .request({ method: shot.method, path: shot.path, headers: shot.headers, body: shot.body })
      .then(async (res) => {
        await res.body.dump();
        const finished = performance.now();
        times.push(finished - due);
        if (shot.label) {
          byLabel[shot.label] ??= [];
          byLabel[shot.label]?.push(finished - due);
        }
        if (finished <= end + interval) inWindow++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const ok =
          (res.statusCode >= 200 && res.statusCode < 300) || (shot.expected?.includes(res.statusCode) ?? false);
        if (!ok) errors++;
      })
      .catch(() => {
        errors++;
        statuses.failed = (statuses.failed ?? 0) + 1;
      });
    inFlight.push(request);
  };

  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      const due = start + i * interval;
      if (now - due > 10) late++;
      fire(due);
      i++;
    }
    if (i < total) await sleep(Math.max(0, start + i * interval - performance.now() - 0.5));
  }
  await Promise.all(inFlight);
  await pool.close();
  times.sort((a, b) => a - b);
  for (const list of Object.values(byLabel)) list.sort((a, b) => a - b);
  return { times, byLabel, statuses, errors, achieved: Math.round(inWindow / options.seconds), late };
}

/** The p-th percentile of sorted times (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
}
