import { Hono } from 'hono';
import {
  CalendarQuerySchema,
  PlanetaryHoursQuerySchema,
  ProgressionsRequestSchema,
  SkyRangeQuerySchema,
} from '@schema/sky';
import { requestLocale } from '@worker/lib/i18n';
import type { AppEnv } from '@worker/lib/context';
import { rateLimit } from '@worker/lib/rate-limit';
import { cachedGet } from '@worker/lib/response-cache';
import { validate } from '@worker/lib/validation';
import { calendarFeed, eventsBetween, hoursOf, progressionsOf } from './sky.service';

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
  // A phone's calendar asks for the feed now and then: it is made for the day and kept six hours.
  .get('/calendar.ics', validate('query', CalendarQuerySchema), (c) =>
    cachedGet(c, 6 * 3600, () => {
      const { lang, voc } = c.req.valid('query');
      const body = calendarFeed(lang ?? requestLocale(c), voc, new Date(), c.req.url);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="stella-sky.ics"',
      });
    }),
  )
  .post('/progressions', validate('json', ProgressionsRequestSchema), (c) =>
    c.json(progressionsOf(c.req.valid('json')), 200),
  );
