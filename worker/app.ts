import { type Context, Hono } from 'hono';
import { isPagePath } from '@core/pages';
import { sameSitePath } from '@core/return-path';
import type { PremiumTestStatus } from '@schema/auth';
import { type FirstReads, loadSession, requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { csrfGuard } from '@worker/lib/csrf';
import { ApiError, handleError } from '@worker/lib/errors';
import { bodyGuards, requestId, requestTexts, securityHeaders, serverContext } from '@worker/lib/middleware';
import { openApiDocument } from '@worker/lib/openapi';
import { tierOf } from '@worker/lib/tiers';
import { userWriteLimit } from '@worker/lib/write-limit';
import { adminRoutes, visitRoutes } from '@worker/features/admin';
import { astrologyRoutes } from '@worker/features/astrology';
import { authRoutes, toUser } from '@worker/features/auth';
import { birthChartRoutes, firstChartsPage, savedChartRoutes } from '@worker/features/birth-chart';
import { gameRoutes } from '@worker/features/game';
import { healthRoutes } from '@worker/features/health';
import { numerologyRoutes } from '@worker/features/numerology';
import { paymentsRoutes } from '@worker/features/payments';
import { placesRoutes } from '@worker/features/places';
import { profileFirstRead, publicRoutes, userRoutes } from '@worker/features/profile';
import { skyRoutes } from '@worker/features/sky';
import { stellaRoutes, userChartRoutes } from '@worker/features/stella';
import { synastryRoutes } from '@worker/features/synastry';
import { tarotRoutes } from '@worker/features/tarot';

const isHtml = (res: Response) => (res.headers.get('Content-Type') ?? '').includes('text/html');

/**
 * The signed-in screens' first requests, whose first read the session's lookup brings in the same
 * round trip to the database (docs/performance.md): by method and exact path.
 */
const FIRST_READS: FirstReads = {
  'GET /api/birth-charts': firstChartsPage,
  'GET /api/user/profile': profileFirstRead,
};

/** Routes that accept a larger body than the default 64 KiB, by exact path. */
const BODY_LIMITS: Record<string, number> = { '/api/payments/webhook': 1024 * 1024 };

/** The spec's sign-in entry points (docs/product.md#screens-and-routes) lead to the sign-in page, keeping a same-site return path. */
function toSignIn(c: Context<AppEnv>) {
  const back = sameSitePath(c.req.query('returnTo'));
  return c.redirect(back ? `/signin?returnTo=${encodeURIComponent(back)}` : '/signin', 302);
}

/** The admin portal's two screens (decision 043), at the configured path: its sign-in and its dashboard. */
function isAdminPage(path: string, base: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return trimmed === base || trimmed === `${base}/login`;
}

/**
 * The app, told where its admin portal is: only a page served at that path names it, so the rest
 * of the app never links to or reveals it. Never cached, never indexed.
 */
async function adminPage(app: Response, base: string): Promise<Response> {
  const html = (await app.text()).replace('</head>', `<meta name="stella-admin-path" content="${base}"></head>`);
  const headers = new Headers(app.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return new Response(html, { status: 200, headers });
}

let described: ReturnType<typeof openApiDocument> | undefined;

const api = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/birth-chart', birthChartRoutes)
  .route('/birth-charts', savedChartRoutes)
  .route('/places', placesRoutes)
  .route('/auth', authRoutes)
  .route('/user', userRoutes)
  .route('/public', publicRoutes)
  .route('/payments', paymentsRoutes)
  .route('/sky', skyRoutes)
  .route('/astrology', astrologyRoutes)
  .route('/stella', stellaRoutes)
  .route('/user-chart', userChartRoutes)
  .route('/synastry', synastryRoutes)
  .route('/numerology', numerologyRoutes)
  .route('/tarot', tarotRoutes)
  .route('/game', gameRoutes)
  .route('/admin', adminRoutes)
  .route('/visits', visitRoutes)
  .get('/login', toSignIn)
  // The API described in OpenAPI 3.1, from the router and its schemas (worker/lib/openapi.ts).
  .get('/openapi.json', (c) => {
    described ??= openApiDocument(app);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(described, 200);
  })
  // docs/product.md#server-enforced-tiers: the server's own decision, which the browser mirrors.
  .get('/premium-test-status', (c) => {
    const tier = tierOf(c.get('user'));
    return c.json({ isPremium: tier !== 'free', tier } satisfies PremiumTestStatus, 200);
  });

export const app = new Hono<AppEnv>()
  .use(requestId)
  .use(securityHeaders)
  .use('/api/*', requestTexts)
  .use('/auth', requestTexts)
  .use('/auth/*', requestTexts)
  .use('/api/*', bodyGuards(BODY_LIMITS))
  .use(serverContext)
  .use('/api/*', csrfGuard, loadSession(FIRST_READS), userWriteLimit)
  .use('/auth/*', csrfGuard, loadSession())
  .route('/api', api)
  .get('/auth', toSignIn)
  // The fallback check of docs/product.md#states, made only when GET /api/auth/user errors.
  .get('/auth/check', (c) => c.json({ authenticated: true as const, user: toUser(requireUser(c).user) }, 200));

app.notFound(async (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    throw new ApiError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`);
  }
  // The Worker's own texts (decision 045) are read through the assets binding, never served.
  if (c.req.path.startsWith('/_texts/')) {
    return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  }
  // Hashed files come through the Worker: the ones that exist get a year of caching; a missing
  // one is a 404 that no cache keeps.
  if (c.req.path.startsWith('/assets/')) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404 || isHtml(asset)) {
      return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    }
    // The assets response has immutable headers; copy it so the middleware can add ours.
    const answer = new Response(asset.body, asset);
    answer.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return answer;
  }
  // Any other path that is not a file: the app's page. A page of core/pages.ts answers 200; any
  // other path gets the same app, which renders the not-found page, with status 404.
  const app = await c.env.ASSETS.fetch(new URL('/', c.req.url));
  if (isAdminPage(c.req.path, c.get('config').ADMIN_PATH) && app.ok) return adminPage(app, c.get('config').ADMIN_PATH);
  const status = app.ok && (c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePath(c.req.path) ? 200 : 404;
  const answer = new Response(app.body, { status, headers: app.headers });
  answer.headers.set('Cache-Control', 'no-cache');
  return answer;
});
app.onError(handleError);

export type AppType = typeof app;
