import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { secondsLeft, takeAllowance } from './counters';
import { ApiError } from './errors';
import { clientAddress } from './rate-limit';

const WINDOW_MS = 60_000;

/**
 * Takes one unit of `key`'s allowance for this minute, or refuses the request: 429
 * RATE_LIMITED with the seconds until the minute ends as Retry-After.
 */
export async function takeOrRefuse(c: Context<AppEnv>, key: string, perMinute: number, message: string): Promise<void> {
  const now = Date.now();
  if (await takeAllowance(c.get('db'), key, perMinute, WINDOW_MS, now)) return;
  c.header('Retry-After', String(secondsLeft(now, WINDOW_MS)));
  throw new ApiError('RATE_LIMITED', message);
}

/**
 * A per-client-address limit whose size comes from configuration (the rate-limit binding's
 * is fixed in wrangler.toml): counted in D1 in fixed one-minute windows with one guarded
 * upsert per request. Meant for low-volume routes such as sign-in (docs/decisions/006).
 */
export function requestLimit(
  group: string,
  perMinute: (config: AppEnv['Variables']['config']) => number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = `${group}:${clientAddress(c.req.raw)}`;
    await takeOrRefuse(c, key, perMinute(c.get('config')), 'Too many requests. Please wait a minute and try again.');
    await next();
  };
}
