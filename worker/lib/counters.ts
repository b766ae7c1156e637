/**
 * Counted allowances in fixed time windows (the `request_counts` table): per client address,
 * per user, per known device. Taking one is a single guarded upsert, never a read and then a
 * write, so any number of simultaneous requests take exactly `limit` between them.
 */
import { sql } from 'drizzle-orm';
import { firstRow, type Database } from './db';

/** The start of the fixed window of `windowMs` that `now` falls in, in seconds (the table's unit). */
export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * (windowMs / 1000);
}

/** The seconds until the window that `now` falls in ends (a Retry-After). */
export function secondsLeft(now: number, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(now, windowMs) * 1000 + windowMs - now) / 1000));
}

/**
 * Takes one unit of `key`'s allowance for the window `now` falls in: true while fewer than
 * `limit` were taken in it. A refused request takes nothing.
 */
export async function takeAllowance(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  const taken = await firstRow<{ count: number }>(
    db,
    sql`
    insert into request_counts (key, window_start, count)
    select ${key}, ${windowStart(now, windowMs)}, 1 where ${limit} > 0
    on conflict (key, window_start) do update set count = count + 1 where count < ${limit}
    returning count`,
  );
  return taken != null;
}
