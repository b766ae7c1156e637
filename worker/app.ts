import { type Context, Hono } from 'hono';
import { sameSitePath } from '@core/return-path';
import type { PremiumTestStatus } from '@schema/auth';
import { loadSession, requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { csrfGuard } from '@worker/lib/csrf';
import { ApiError, handleError } from '@worker/lib/errors';
import { bodyGuards, requestId, securityHeaders, serverContext } from '@worker/lib/middleware';
import { tierOf } from '@worker/lib/tiers';
import { userWriteLimit } from '@worker/lib/write-limit';
import { authRoutes, toUser } from '@worker/features/auth';
import { birthChartRoutes, savedChartRoutes } from '@worker/features/birth-chart';
import { healthRoutes } from '@worker/features/health';
import { paymentsRoutes } from '@worker/features/payments';
import { placesRoutes } from '@worker/features/places';
import { publicRoutes, userRoutes } from '@worker/features/profile';

const isHtml = (res: Response) => (res.headers.get('Content-Type') ?? '').includes('text/html');

/** Routes that accept a larger body than the default 64 KiB, by exact path. */
const BODY_LIMITS: Record<string, number> = { '/api/payments/webhook': 1024 * 1024 };

/** The spec's sign-in entry points (docs/product.md#screens-and-routes) lead to the sign-in page, keeping a same-site return path. */
function toSignIn(c: Context<AppEnv>) {
  const back = sameSitePath(c.req.query('returnTo'));
  return c.redirect(back ? `/signin?returnTo=${encodeURIComponent(back)}` : '/signin', 302);
}

const api = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/birth-chart', birthChartRoutes)
  .route('/birth-charts', savedChartRoutes)
  .route('/places', placesRoutes)
  .route('/auth', authRoutes)
  .route('/user', userRoutes)
  .route('/public', publicRoutes)
  .route('/payments', paymentsRoutes)
  .get('/login', toSignIn)
  // docs/product.md#server-enforced-tiers: the server's own decision, which the browser mirrors.
  .get('/premium-test-status', (c) => {
    const tier = tierOf(c.get('user'));
    return c.json({ isPremium: tier !== 'free', tier } satisfies PremiumTestStatus, 200);
  });

export const app = new Hono<AppEnv>()
  .use(requestId)
  .use(securityHeaders)
  .use('/api/*', bodyGuards(BODY_LIMITS))
  .use(serverContext)
  .use('/api/*', csrfGuard, loadSession, userWriteLimit)
  .use('/auth/*', csrfGuard, loadSession)
  .route('/api', api)
  .get('/auth', toSignIn)
  // The fallback check of docs/product.md#states, made only when GET /api/auth/user errors.
  .get('/auth/check', (c) => c.json({ authenticated: true as const, user: toUser(requireUser(c).user) }, 200));

app.notFound(async (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    throw new ApiError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`);
  }
  // Worker-first paths without a route of their own: the single-page app answers them.
  // The assets response has immutable headers; copy it so the middleware can add ours.
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  // A hashed file that does not exist gets the app page from the assets' fallback: answer a 404
  // instead, which no cache keeps (the year-long caching is for files that exist).
  if (c.req.path.startsWith('/assets/') && (asset.status === 404 || isHtml(asset))) {
    return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  }
  const answer = new Response(asset.body, asset);
  // Hashed files never change: whatever serves them, they are kept for a year.
  if (c.req.path.startsWith('/assets/')) answer.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return answer;
});
app.onError(handleError);

export type AppType = typeof app;
