/** The saved charts' queries: a signed-in user's charts, each found and removed by its owner only. */
import { and, desc, eq } from 'drizzle-orm';
import type { BirthChartResponse, ParsedBirthChartRequest } from '@schema/birth-chart';
import { birthCharts } from '@schema/db';
import type { Database } from '@worker/lib/db';

export type SavedChartRow = typeof birthCharts.$inferSelect;

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

export async function listCharts(db: Database, userId: string): Promise<SavedChartRow[]> {
  return db.select().from(birthCharts).where(eq(birthCharts.userId, userId)).orderBy(desc(birthCharts.createdAt)).all();
}

export async function findChart(db: Database, userId: string, id: string): Promise<SavedChartRow | undefined> {
  return db
    .select()
    .from(birthCharts)
    .where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)))
    .get();
}

/** Removes the owner's chart; false when the user has no chart with that id. */
export async function deleteChart(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(birthCharts)
    .where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)))
    .returning({ id: birthCharts.id })
    .get();
  return removed !== undefined;
}
