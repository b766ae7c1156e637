import { Hono } from 'hono';
import { canUse } from '@core/plans';
import { HoroscopeParamsSchema, HoroscopeQuerySchema, TimelineQuerySchema } from '@schema/horoscope';
import type { AppEnv } from '@worker/lib/context';
import { requestLocale } from '@worker/lib/i18n';
import { rateLimit } from '@worker/lib/rate-limit';
import { requireTier, tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import { horoscopeDay, horoscopeTimeline } from './daily.service';

/** /api/astrology: the day's horoscope of a sign, basic for anyone and premium for Oracle and Master. */
export const astrologyRoutes = new Hono<AppEnv>()
  .get(
    '/horoscope/:sign/:period',
    rateLimit((env) => env.SKY_RATE_LIMITER, 60),
    validate('param', HoroscopeParamsSchema),
    validate('query', HoroscopeQuerySchema),
    async (c) => {
      const { sign, period } = c.req.valid('param');
      const query = c.req.valid('query');
      // The premium insights are the server's decision (docs/product.md#server-enforced-tiers):
      // signed out 401, Explorer 403.
      if (query.premium) requireTier(c, 'oracle');
      const user = c.get('user');
      const answer = await horoscopeDay(c.get('db'), sign, period, query, {
        user,
        locale: requestLocale(c),
        premium: query.premium && canUse(tierOf(user), 'premiumHoroscope'),
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json(answer, 200);
    },
  )
  // The next days of the sky for the reader: the premium insights' timeline.
  .get(
    '/timeline',
    rateLimit((env) => env.SKY_RATE_LIMITER, 60),
    validate('query', TimelineQuerySchema),
    async (c) => {
      const { user } = requireTier(c, 'oracle');
      const answer = await horoscopeTimeline(c.get('db'), c.req.valid('query'), { user, locale: requestLocale(c) });
      c.header('Cache-Control', 'private, no-store');
      return c.json(answer, 200);
    },
  );
