import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BirthChartResponse, ParsedBirthChartRequest, SavedChart, SavedChartListItem } from '@schema/birth-chart';
import { birthCharts } from '@schema/db';
import type { AppEnv } from '@worker/lib/context';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { signedIn, requireUser } from '@worker/lib/sessions';
import { validate } from '@worker/lib/validation';

type Row = typeof birthCharts.$inferSelect;

/** Saves a signed-in user's chart; answers its id. */
export async function saveChart(
  db: Database,
  userId: string,
  input: ParsedBirthChartRequest,
  result: BirthChartResponse,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(birthCharts).values({
    id,
    userId,
    birthDate: input.birthDate,
    birthTime: input.birthTime,
    birthTimeUnknown: input.birthTimeUnknown,
    birthLocation: result.chart.location.name,
    sunSign: result.sunSign,
    moonSign: result.moonSign,
    risingSign: result.risingSign,
    response: JSON.stringify(result),
    createdAt: new Date(),
  });
  return id;
}

const listItem = (row: Row): SavedChartListItem => ({
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
    const rows = await c
      .get('db')
      .select()
      .from(birthCharts)
      .where(eq(birthCharts.userId, user.id))
      .orderBy(desc(birthCharts.createdAt))
      .all();
    return c.json(rows.map(listItem), 200);
  })
  .get('/:id', validate('param', IdParam), async (c) => {
    const { user } = requireUser(c);
    const row = await c
      .get('db')
      .select()
      .from(birthCharts)
      .where(and(eq(birthCharts.id, c.req.valid('param').id), eq(birthCharts.userId, user.id)))
      .get();
    if (!row) throw notFound();
    return c.json({ ...listItem(row), result: JSON.parse(row.response) } satisfies SavedChart, 200);
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    const { user } = requireUser(c);
    const removed = await c
      .get('db')
      .delete(birthCharts)
      .where(and(eq(birthCharts.id, c.req.valid('param').id), eq(birthCharts.userId, user.id)))
      .returning({ id: birthCharts.id })
      .get();
    if (!removed) throw notFound();
    return c.json({ success: true, message: 'Chart deleted' }, 200);
  });
