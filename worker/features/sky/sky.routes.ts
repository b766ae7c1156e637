import { Hono } from 'hono';
import { PlanetaryHoursQuerySchema, ProgressionsRequestSchema, SkyRangeQuerySchema } from '@schema/sky';
import type { AppEnv } from '@worker/lib/context';
import { rateLimit } from '@worker/lib/rate-limit';
import { cachedGet } from '@worker/lib/response-cache';
import { validate } from '@worker/lib/validation';
import { eventsBetween, hoursOf, progressionsOf } from './sky.service';

/** A day: the sky of a past or future range never changes; only the engine could. */
const SKY_MAX_AGE = 86_400;

/** The public sky calendar (decision 029): no account needed, limited per client address like the chart API. */
export const skyRoutes = new Hono<AppEnv>()
  .use(rateLimit((env) => env.SKY_RATE_LIMITER, 60))
  .get('/events', validate('query', SkyRangeQuerySchema), (c) =>
    cachedGet(c, SKY_MAX_AGE, () => {
      const { from, to, voc } = c.req.valid('query');
      return c.json(eventsBetween(from, to, voc), 200);
    }),
  )
  .get('/planetary-hours', validate('query', PlanetaryHoursQuerySchema), (c) =>
    cachedGet(c, SKY_MAX_AGE, () => c.json(hoursOf(c.req.valid('query')), 200)),
  )
  .post('/progressions', validate('json', ProgressionsRequestSchema), (c) =>
    c.json(progressionsOf(c.req.valid('json')), 200),
  );
