import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { clientAddress } from './rate-limit';

const WINDOW_SECONDS = 60;

/**
 * A per-client-address limit whose size comes from configuration (the rate-limit binding's
 * is fixed in wrangler.toml): counted in D1 in fixed one-minute windows with one atomic
 * upsert per request. Meant for low-volume routes such as sign-in (docs/decisions/006).
 */
export function requestLimit(
  group: string,
  perMinute: (config: AppEnv['Variables']['config']) => number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = perMinute(c.get('config'));
    const windowStart = Math.floor(Date.now() / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
    const key = `${group}:${clientAddress(c.req.raw)}`;
    const row = await c.get('db').get<{ count: number }>(sql`
      insert into request_counts (key, window_start, count) values (${key}, ${windowStart}, 1)
      on conflict (key, window_start) do update set count = count + 1
      returning count`);
    if ((row?.count ?? 0) > limit) {
      c.header('Retry-After', String(windowStart + WINDOW_SECONDS - Math.floor(Date.now() / 1000)));
      throw new ApiError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
    }
    await next();
  };
}
