import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** The client's address as Cloudflare reports it; one shared bucket when run without the edge. */
export function clientAddress(req: Request): string {
  return req.headers.get('CF-Connecting-IP') ?? 'local';
}

/**
 * Limits requests per client address with a Workers rate-limit binding (counted at the
 * edge location, no storage writes). Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export function rateLimit(
  binding: (env: AppEnv['Bindings']) => RateLimit,
  periodSeconds: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { success } = await binding(c.env).limit({ key: clientAddress(c.req.raw) });
    if (!success) {
      c.header('Retry-After', String(periodSeconds));
      throw new ApiError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
    }
    await next();
  };
}
