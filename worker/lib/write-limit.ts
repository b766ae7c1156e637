import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { takeOrRefuse } from './request-limit';

/** Writes one signed-in user may make a minute, over every route together. */
export const WRITES_PER_MINUTE = 60;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing out always works: a user over the limit must still be able to leave. */
const ALWAYS_ALLOWED = new Set(['/api/auth/logout', '/api/auth/logout-all']);

/**
 * A per-user limit on every state-changing request of a signed-in user (runs after
 * loadSession): one guarded counter per user and minute, so no account can flood the activity
 * log, the saved charts or the payment provider, whatever address it comes from. Over it:
 * 429 RATE_LIMITED with Retry-After.
 */
export const userWriteLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (user && !READ_METHODS.has(c.req.method) && !ALWAYS_ALLOWED.has(c.req.path)) {
    const message = 'Too many changes in a minute. Please wait a moment and try again.';
    await takeOrRefuse(c, `writes:${user.id}`, WRITES_PER_MINUTE, message);
  }
  await next();
};
