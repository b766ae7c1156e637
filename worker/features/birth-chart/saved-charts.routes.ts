import { said } from '@worker/lib/i18n';
import { Hono } from 'hono';
import { canUse } from '@core/plans';
import {
  RenameChartSchema,
  SaveChartRequestSchema,
  SavedChartIdParamSchema,
  SavedChartQuerySchema,
  SavedChartsQuerySchema,
} from '@schema/birth-chart';
import { readAhead, requireUser, signedIn } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { rateLimit } from '@worker/lib/rate-limit';
import { tierOf } from '@worker/lib/tiers';
import { validate } from '@worker/lib/validation';
import {
  deleteSavedChart,
  firstChartsPage,
  inTropicalZodiac,
  renameSavedChart,
  saveNamedChart,
  savedChart,
  savedChartsOf,
} from './saved-charts.service';

/**
 * GET /api/birth-charts (a page at a time), POST (save under a name), GET, PATCH (rename) and
 * DELETE /api/birth-charts/:id: the owner's charts only.
 */
export const savedChartRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .post(
    '/',
    rateLimit((env) => env.CHART_RATE_LIMITER, 60),
    validate('json', SaveChartRequestSchema),
    async (c) => {
      const { user } = requireUser(c);
      const saved = await saveNamedChart(c.get('db'), user.id, c.req.valid('json'), {
        premium: canUse(tierOf(user), 'premiumChartAnalysis'),
      });
      return c.json(saved, saved.created ? 201 : 200);
    },
  )
  .get('/', validate('query', SavedChartsQuerySchema), async (c) => {
    const { user } = requireUser(c);
    const charts = await savedChartsOf(c.get('db'), user.id, c.req.valid('query'), readAhead(c, firstChartsPage));
    return c.json(charts, 200);
  })
  .get('/:id', validate('param', SavedChartIdParamSchema), validate('query', SavedChartQuerySchema), async (c) => {
    const saved = await savedChart(c.get('db'), requireUser(c).user.id, c.req.valid('param').id);
    // As it was saved, or as the readings read it (Stella's wheel beside her tropical answers).
    return c.json(c.req.valid('query').zodiac === 'tropical' ? inTropicalZodiac(saved) : saved, 200);
  })
  .patch('/:id', validate('param', SavedChartIdParamSchema), validate('json', RenameChartSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await renameSavedChart(c.get('db'), requireUser(c).user.id, id, c.req.valid('json').name), 200);
  })
  .delete('/:id', validate('param', SavedChartIdParamSchema), async (c) => {
    await deleteSavedChart(c.get('db'), requireUser(c).user.id, c.req.valid('param').id);
    return c.json({ success: true, message: said(c, 'Chart deleted') }, 200);
  });
