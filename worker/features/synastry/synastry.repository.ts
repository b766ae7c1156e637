/** The saved synastry readings' queries: each found and removed by its owner only. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { synastryReadings } from '@schema/db';
import { firstRow, type Database } from '@worker/lib/db';

export type SynastryReadingRow = typeof synastryReadings.$inferSelect;

/**
 * Keeps a reading while the owner keeps fewer than `limit`: one guarded INSERT (the count and the
 * insert together), so simultaneous saves cannot pass the limit. The new id, or null when full.
 */
export async function insertReading(
  db: Database,
  userId: string,
  reading: { title: string; score: number; mode: 'exact' | 'signs'; language: string; request: string; result: string },
  limit: number,
): Promise<string | null> {
  const id = crypto.randomUUID();
  const saved = await firstRow<{ id: string }>(
    db,
    sql`
    INSERT INTO synastry_readings (id, user_id, title, score, mode, language, request, result, created_at)
    SELECT ${id}, ${userId}, ${reading.title}, ${reading.score}, ${reading.mode}, ${reading.language},
      ${reading.request}, ${reading.result}, ${Date.now()}
    WHERE (SELECT count(*) FROM synastry_readings WHERE user_id = ${userId}) < ${limit}
    RETURNING id`,
  );
  return saved?.id ?? null;
}

export async function listReadings(
  db: Database,
  userId: string,
): Promise<Omit<SynastryReadingRow, 'request' | 'result'>[]> {
  return db
    .select({
      id: synastryReadings.id,
      userId: synastryReadings.userId,
      title: synastryReadings.title,
      score: synastryReadings.score,
      mode: synastryReadings.mode,
      language: synastryReadings.language,
      createdAt: synastryReadings.createdAt,
    })
    .from(synastryReadings)
    .where(eq(synastryReadings.userId, userId))
    .orderBy(desc(synastryReadings.createdAt), desc(synastryReadings.id))
    .all();
}

export async function findReading(db: Database, userId: string, id: string): Promise<SynastryReadingRow | undefined> {
  return db
    .select()
    .from(synastryReadings)
    .where(and(eq(synastryReadings.id, id), eq(synastryReadings.userId, userId)))
    .get();
}

/** True when a reading of the owner's was removed. */
export async function deleteReading(db: Database, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(synastryReadings)
    .where(and(eq(synastryReadings.id, id), eq(synastryReadings.userId, userId)))
    .returning({ id: synastryReadings.id });
  return gone.length > 0;
}
