import { Hono } from 'hono';
import { canUse } from '@core/plans';
import { BirthChartRequestSchema } from '@schema/birth-chart';
import type { AppEnv } from '@worker/lib/context';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { requestLocale } from '@worker/lib/i18n';
import { validate } from '@worker/lib/validation';
import { castForReader } from './birth-chart.service';

export const birthChartRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit((env) => env.CHART_RATE_LIMITER, 60),
  validate('json', BirthChartRequestSchema),
  async (c) => {
    const user = c.get('user');
    // The premium analysis is the server's decision (docs/product.md#server-enforced-tiers): the request's isPremium is ignored.
    const result = await castForReader(c.get('db'), c.req.valid('json'), {
      premium: canUse(tierOf(user), 'premiumChartAnalysis'),
      locale: requestLocale(c),
    });
    return c.json(result, 200);
  },
);
