/** The saved charts' queries: a signed-in user's charts, each found and removed by its owner only. */
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Zodiac } from '@core/astro/zodiacs';
import type { BirthChartResponse, ParsedBirthChartRequest } from '@schema/birth-chart';
import { birthCharts } from '@schema/db';
import { firstRow, type Database } from '@worker/lib/db';

export type SavedChartRow = typeof birthCharts.$inferSelect;

/** What a list of charts shows of each: everything but the stored answer, which only one chart's page reads. */
const LIST_COLUMNS = {
  id: birthCharts.id,
  name: birthCharts.name,
  sunSign: birthCharts.sunSign,
  moonSign: birthCharts.moonSign,
  risingSign: birthCharts.risingSign,
  createdAt: birthCharts.createdAt,
  birthLocation: birthCharts.birthLocation,
  birthDate: birthCharts.birthDate,
  birthTime: birthCharts.birthTime,
  birthTimeUnknown: birthCharts.birthTimeUnknown,
  // Says the zodiac (`chartKey`'s last part).
  chartKey: birthCharts.chartKey,
};
export type ChartListRow = { [K in keyof typeof LIST_COLUMNS]: SavedChartRow[K] };

/**
 * A chart's identity within an account: the birth instant in UTC (date, time, zone and offset
 * choice together), the place's coordinates, the house system, whether the time was known, and
 * the zodiac when it is the sidereal one (a tropical chart's key is as it was before there was a choice).
 * Two saves of the same birth have the same key, whatever the place was typed as.
 */
export function chartKey(input: Pick<ParsedBirthChartRequest, 'birthTimeUnknown'>, result: BirthChartResponse): string {
  const { utc, location, houseSystem } = result.chart;
  return [
    utc,
    location.latitude.toFixed(4),
    location.longitude.toFixed(4),
    houseSystem,
    input.birthTimeUnknown ? 'time-unknown' : 'time-known',
    ...(result.chart.zodiac === 'sidereal' ? [SIDEREAL_KEY] : []),
  ].join('|');
}

const SIDEREAL_KEY = 'sidereal-lahiri';

/** The zodiac of a saved chart, from its key (a chart kept before there was a choice, or without a key, is tropical). */
export const zodiacOfKey = (key: string | null): Zodiac =>
  key?.endsWith(`|${SIDEREAL_KEY}`) ? 'sidereal' : 'tropical';

/**
 * Saves a user's chart under a name while they keep fewer than `limit`, unless the same birth is
 * already saved: one guarded INSERT (the count and the unique key decide together), so
 * simultaneous saves can neither pass the limit nor store a birth twice. Answers the new id, or
 * null when nothing was inserted (full, or already there).
 */
export async function insertChart(
  db: Database,
  userId: string,
  chart: { name: string | null; key: string; input: ParsedBirthChartRequest; result: BirthChartResponse },
  limit: number,
): Promise<string | null> {
  const { name, key, input, result } = chart;
  const id = crypto.randomUUID();
  const saved = await firstRow<{ id: string }>(
    db,
    sql`
    INSERT INTO birth_charts (id, user_id, name, chart_key, birth_date, birth_time, birth_time_unknown,
      birth_location, sun_sign, moon_sign, rising_sign, response, created_at)
    SELECT ${id}, ${userId}, ${name}, ${key}, ${input.birthDate}, ${input.birthTime}, ${input.birthTimeUnknown ? 1 : 0},
      ${result.chart.location.name}, ${result.sunSign}, ${result.moonSign}, ${result.risingSign},
      ${JSON.stringify(result)}, ${Date.now()}
    WHERE (SELECT count(*) FROM birth_charts WHERE user_id = ${userId}) < ${limit}
    ON CONFLICT (user_id, chart_key) DO NOTHING
    RETURNING id`,
  );
  return saved?.id ?? null;
}

/**
 * Casts one of the owner's charts anew from corrected birth data, keeping its id and name,
 * unless another of their charts already holds that birth (then nothing changes: the caller uses
 * that one). One guarded UPDATE, so the unique key is never broken by a race. Undefined when
 * nothing was updated.
 */
export async function recastChart(
  db: Database,
  userId: string,
  id: string,
  chart: { key: string; input: ParsedBirthChartRequest; result: BirthChartResponse },
): Promise<SavedChartRow | undefined> {
  const { key, input, result } = chart;
  return db
    .update(birthCharts)
    .set({
      chartKey: key,
      birthDate: input.birthDate,
      birthTime: input.birthTime,
      birthTimeUnknown: input.birthTimeUnknown,
      birthLocation: result.chart.location.name,
      sunSign: result.sunSign,
      moonSign: result.moonSign,
      risingSign: result.risingSign,
      response: JSON.stringify(result),
    })
    .where(
      and(
        eq(birthCharts.id, id),
        eq(birthCharts.userId, userId),
        sql`NOT EXISTS (SELECT 1 FROM birth_charts AS other
          WHERE other.user_id = ${userId} AND other.chart_key = ${key} AND other.id <> ${id})`,
      ),
    )
    .returning()
    .get();
}

/**
 * Makes a chart the user's own unless they chose another in the meantime: the link changes only
 * while it is still what the caller saw (`seen`, null when there was none).
 */
export async function linkMyChart(db: Database, userId: string, chartId: string, seen: string | null): Promise<void> {
  await db.run(sql`
    UPDATE users SET my_chart_id = ${chartId}
    WHERE id = ${userId} AND (my_chart_id IS ${seen} OR my_chart_id = ${chartId})`);
}

export async function findChartByKey(db: Database, userId: string, key: string): Promise<SavedChartRow | undefined> {
  return db
    .select()
    .from(birthCharts)
    .where(and(eq(birthCharts.userId, userId), eq(birthCharts.chartKey, key)))
    .get();
}

/** Renames the owner's chart; undefined when the user has no chart with that id. */
export async function renameChart(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<SavedChartRow | undefined> {
  return db
    .update(birthCharts)
    .set({ name })
    .where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)))
    .returning()
    .get();
}

/** A page of the user's charts, newest first, after the chart `before` (keyset: the list may change between pages). */
export async function listCharts(
  db: Database,
  userId: string,
  page: { limit: number; before?: string },
): Promise<ChartListRow[]> {
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
  return chartsPage(db, userId, page.limit, after);
}

/** The user's newest `limit` charts, after a cursor's condition when there is one; a query to await or batch. */
export function chartsPage(db: Database, userId: string, limit: number, after?: SQL) {
  return db
    .select(LIST_COLUMNS)
    .from(birthCharts)
    .where(and(eq(birthCharts.userId, userId), after))
    .orderBy(desc(birthCharts.createdAt), desc(birthCharts.id))
    .limit(limit);
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
