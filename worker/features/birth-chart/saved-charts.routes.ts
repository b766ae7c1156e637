import { Hono } from 'hono';
import { z } from 'zod';
import type { SavedChart, SavedChartListItem } from '@schema/birth-chart';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requireUser, signedIn } from '@worker/lib/sessions';
import { validate } from '@worker/lib/validation';
import { deleteChart, findChart, listCharts, type SavedChartRow } from './birth-chart.repository';

const listItem = (row: SavedChartRow): SavedChartListItem => ({
  id: row.id,
  sunSign: row.sunSign,
  moonSign: row.moonSign,
  risingSign: row.risingSign,
  createdAt: row.createdAt.toISOString(),
  birthLocation: row.birthLocation,
  birthDate: row.birthDate,
  birthTime: row.birthTime,
  birthTimeUnknown: row.birthTimeUnknown,
});

const IdParam = z.object({ id: z.string().min(1).max(64) });
const notFound = () => new ApiError('NOT_FOUND', 'No saved chart with that id');

/** GET /api/birth-charts, GET and DELETE /api/birth-charts/:id: the owner's charts only. */
export const savedChartRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => {
    const { user } = requireUser(c);
    return c.json((await listCharts(c.get('db'), user.id)).map(listItem), 200);
  })
  .get('/:id', validate('param', IdParam), async (c) => {
    const { user } = requireUser(c);
    const row = await findChart(c.get('db'), user.id, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ ...listItem(row), result: JSON.parse(row.response) } satisfies SavedChart, 200);
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    const { user } = requireUser(c);
    if (!(await deleteChart(c.get('db'), user.id, c.req.valid('param').id))) throw notFound();
    return c.json({ success: true, message: 'Chart deleted' }, 200);
  });
