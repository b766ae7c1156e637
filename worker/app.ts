import { Hono } from 'hono';
import type { AppEnv } from './lib/context';
import { ApiError, handleError } from './lib/errors';
import { bodyGuards, requestId, securityHeaders, serverContext } from './lib/middleware';
import { birthChartRoutes } from './features/birth-chart/birth-chart.routes';
import { healthRoutes } from './features/health/health.routes';
import { placesRoutes } from './features/places/places.routes';

/** Routes that accept a larger body than the default 64 KiB, by exact path. */
const BODY_LIMITS: Record<string, number> = {};

const api = new Hono<AppEnv>().route('/health', healthRoutes).route('/birth-chart', birthChartRoutes)
  .route('/places', placesRoutes);

export const app = new Hono<AppEnv>()
  .use(requestId)
  .use(securityHeaders)
  .use('/api/*', bodyGuards(BODY_LIMITS))
  .use(serverContext)
  .route('/api', api);

app.notFound(async (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    throw new ApiError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`);
  }
  // Worker-first paths without a route of their own: the single-page app answers them.
  // The assets response has immutable headers; copy it so the middleware can add ours.
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});
app.onError(handleError);

export type AppType = typeof app;
