import { Hono } from 'hono';
import { SavedChartIdParamSchema, SavedChartsQuerySchema } from '@schema/birth-chart';
import { requireUser, signedIn } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { validate } from '@worker/lib/validation';
import { deleteSavedChart, savedChart, savedChartsOf } from './saved-charts.service';

/** GET /api/birth-charts (a page at a time), GET and DELETE /api/birth-charts/:id: the owner's charts only. */
export const savedChartRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', validate('query', SavedChartsQuerySchema), async (c) => {
    return c.json(await savedChartsOf(c.get('db'), requireUser(c).user.id, c.req.valid('query')), 200);
  })
  .get('/:id', validate('param', SavedChartIdParamSchema), async (c) => {
    return c.json(await savedChart(c.get('db'), requireUser(c).user.id, c.req.valid('param').id), 200);
  })
  .delete('/:id', validate('param', SavedChartIdParamSchema), async (c) => {
    await deleteSavedChart(c.get('db'), requireUser(c).user.id, c.req.valid('param').id);
    return c.json({ success: true, message: 'Chart deleted' }, 200);
  });
