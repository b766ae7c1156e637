import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by other services, never by a browser, and authenticated by their own signature. */
const SIGNED_WEBHOOKS = new Set(['/api/payments/webhook']);

/**
 * Refuses a state-changing request that another site made: `Sec-Fetch-Site: cross-site`, or
 * an `Origin` that is not this origin. Together with SameSite=Lax cookies and JSON-only
 * bodies this stops cross-site request forgery without tokens (OWASP "Fetch Metadata" and
 * "Verifying Origin With Standard Headers"). Requests from non-browser clients carry
 * neither header and pass: they hold no victim's cookie.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !SIGNED_WEBHOOKS.has(c.req.path)) {
    const site = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    if (site === 'cross-site' || (origin !== undefined && origin !== new URL(c.req.url).origin)) {
      throw new ApiError('FORBIDDEN', 'Cross-site requests are not allowed');
    }
  }
  await next();
};
