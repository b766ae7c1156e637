import { Hono } from 'hono';
import { PlaceSearchQuerySchema } from '@schema/places';
import type { AppEnv } from '@worker/lib/context';
import { validate } from '@worker/lib/validation';
import { searchPlaces } from './places.service';

export const placesRoutes = new Hono<AppEnv>().get('/', validate('query', PlaceSearchQuerySchema), async (c) => {
  const { q, limit } = c.req.valid('query');
  const started = performance.now();
  const found = await searchPlaces(c.get('db'), q, limit);
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
  return c.json(found, 200);
});
