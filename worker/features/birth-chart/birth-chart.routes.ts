import { Hono } from 'hono';
import { BirthChartRequestSchema } from '@schema/birth-chart';
import type { AppEnv } from '@worker/lib/context';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { canUse } from '@core/plans';
import { validate } from '@worker/lib/validation';
import { createBirthChart } from './birth-chart.service';
import { saveChart } from './birth-chart.repository';

export const birthChartRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit((env) => env.CHART_RATE_LIMITER, 60),
  validate('json', BirthChartRequestSchema),
  async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    // The premium analysis is the server's decision (docs/product.md#server-enforced-tiers): the request's isPremium is ignored.
    const result = await createBirthChart(c.get('db'), input, {
      premium: canUse(tierOf(user), 'premiumChartAnalysis'),
    });
    // A signed-in user's chart is saved (the spec's client sends userId: null; the session decides).
    if (user) result.savedChartId = await saveChart(c.get('db'), user.id, input, result);
    return c.json(result, 200);
  },
);
