/** The saved charts' queries: a signed-in user's charts, each found and removed by its owner only. */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { BirthChartResponse, ParsedBirthChartRequest } from '@schema/birth-chart';
import { birthCharts } from '@schema/db';
import type { Database } from '@worker/lib/db';

export type SavedChartRow = typeof birthCharts.$inferSelect;

/**
 * Saves a signed-in user's chart while they keep fewer than `limit`: one guarded INSERT, so
 * simultaneous saves cannot pass the limit together. Answers its id, or null when full.
 */
export async function saveChart(
  db: Database,
  userId: string,
  input: ParsedBirthChartRequest,
  result: BirthChartResponse,
  limit: number,
): Promise<string | null> {
  const id = crypto.randomUUID();
  const saved = await db.get<{ id: string }>(sql`
    INSERT INTO birth_charts (id, user_id, birth_date, birth_time, birth_time_unknown, birth_location,
      sun_sign, moon_sign, rising_sign, response, created_at)
    SELECT ${id}, ${userId}, ${input.birthDate}, ${input.birthTime}, ${input.birthTimeUnknown ? 1 : 0},
      ${result.chart.location.name}, ${result.sunSign}, ${result.moonSign}, ${result.risingSign},
      ${JSON.stringify(result)}, ${Date.now()}
    WHERE (SELECT count(*) FROM birth_charts WHERE user_id = ${userId}) < ${limit}
    RETURNING id`);
  return saved?.id ?? null;
}

/** A page of the user's charts, newest first, after the chart `before` (keyset: the list may change between pages). */
export async function listCharts(
  db: Database,
  userId: string,
  page: { limit: number; before?: string },
): Promise<SavedChartRow[]> {
  const mine = eq(birthCharts.userId, userId);
  const cursor = page.before
    ? await db
        .select({ createdAt: birthCharts.createdAt, id: birthCharts.id })
        .from(birthCharts)
        .where(and(mine, eq(birthCharts.id, page.before)))
        .get()
    : undefined;
  if (page.before && !cursor) return [];
  const after = cursor
    ? or(
        lt(birthCharts.createdAt, cursor.createdAt),
        and(eq(birthCharts.createdAt, cursor.createdAt), lt(birthCharts.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(birthCharts)
    .where(and(mine, after))
    .orderBy(desc(birthCharts.createdAt), desc(birthCharts.id))
    .limit(page.limit)
    .all();
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
