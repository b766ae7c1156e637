/** Tarot deals and readings: each deal read once, each reading found and removed by its owner only. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { tarotDeals, tarotReadings } from '@schema/db';
import { batch, type Database } from '@worker/lib/db';

export type TarotReadingRow = typeof tarotReadings.$inferSelect;

export async function insertDeal(
  db: Database,
  deal: { id: string; userId: string; seed: string; fingerprint: string; createdAt: Date },
): Promise<void> {
  await db.insert(tarotDeals).values({ ...deal, readingId: null });
}

/** A deal of the user's that waits for its picks (unread, made after `since`). */
export async function findOpenDeal(
  db: Database,
  userId: string,
  dealId: string,
  since: Date,
): Promise<{ seed: string; fingerprint: string } | undefined> {
  return db
    .select({ seed: tarotDeals.seed, fingerprint: tarotDeals.fingerprint })
    .from(tarotDeals)
    .where(
      and(
        eq(tarotDeals.id, dealId),
        eq(tarotDeals.userId, userId),
        isNull(tarotDeals.readingId),
        gt(tarotDeals.createdAt, since),
      ),
    )
    .get();
}

export type KeepResult = 'kept' | 'read' | 'full';

/**
 * Marks the deal read by this reading and keeps the reading, in one batch: the deal is taken
 * only while it is unread and the owner keeps fewer than `limit` readings (one guarded UPDATE),
 * and the reading is inserted only from the deal this reading took. Simultaneous readings of one
 * deal keep one; simultaneous readings of several deals cannot pass the limit.
 */
export async function keepReading(
  db: Database,
  reading: Omit<TarotReadingRow, 'seed' | 'fingerprint'> & { dealId: string },
  limit: number,
  /** A deal made before this has expired. */
  since: Date,
): Promise<KeepResult> {
  const { dealId, ...row } = reading;
  const [, kept] = await batch(db, [
    db
      .update(tarotDeals)
      .set({ readingId: row.id })
      .where(
        and(
          eq(tarotDeals.id, dealId),
          eq(tarotDeals.userId, row.userId),
          isNull(tarotDeals.readingId),
          gt(tarotDeals.createdAt, since),
          sql`(SELECT count(*) FROM tarot_readings WHERE user_id = ${row.userId}) < ${limit}`,
        ),
      ),
    db
      .insert(tarotReadings)
      .select(
        db
          .select({
            id: sql<string>`${row.id}`.as('id'),
            userId: tarotDeals.userId,
            spread: sql<string>`${row.spread}`.as('spread'),
            question: sql<string>`${row.question}`.as('question'),
            positions: sql<string>`${row.positions}`.as('positions'),
            cards: sql<string>`${row.cards}`.as('cards'),
            seed: tarotDeals.seed,
            fingerprint: tarotDeals.fingerprint,
            language: sql<string>`${row.language}`.as('language'),
            result: sql<string>`${row.result}`.as('result'),
            createdAt: sql<Date>`${row.createdAt.getTime()}`.as('created_at'),
          })
          .from(tarotDeals)
          .where(and(eq(tarotDeals.id, dealId), eq(tarotDeals.readingId, row.id))),
      )
      .returning({ id: tarotReadings.id }),
  ]);
  if (kept.length > 0) return 'kept';
  const [held] = await db
    .select({ n: sql<number>`count(*)` })
    .from(tarotReadings)
    .where(eq(tarotReadings.userId, row.userId));
  return (held?.n ?? 0) >= limit ? 'full' : 'read';
}

export async function listReadings(
  db: Database,
  userId: string,
): Promise<Pick<TarotReadingRow, 'id' | 'spread' | 'question' | 'cards' | 'language' | 'createdAt'>[]> {
  return db
    .select({
      id: tarotReadings.id,
      spread: tarotReadings.spread,
      question: tarotReadings.question,
      cards: tarotReadings.cards,
      language: tarotReadings.language,
      createdAt: tarotReadings.createdAt,
    })
    .from(tarotReadings)
    .where(eq(tarotReadings.userId, userId))
    .orderBy(desc(tarotReadings.createdAt), desc(tarotReadings.id))
    .all();
}

/** The readings of the user made after `since`, newest first (what they were shown today). */
export async function readingsSince(db: Database, userId: string, since: Date): Promise<{ result: string }[]> {
  return db
    .select({ result: tarotReadings.result })
    .from(tarotReadings)
    .where(and(eq(tarotReadings.userId, userId), gt(tarotReadings.createdAt, since)))
    .orderBy(desc(tarotReadings.createdAt))
    .limit(20)
    .all();
}

export async function findReading(db: Database, userId: string, id: string): Promise<TarotReadingRow | undefined> {
  return db
    .select()
    .from(tarotReadings)
    .where(and(eq(tarotReadings.id, id), eq(tarotReadings.userId, userId)))
    .get();
}

/** True when a reading of the owner's was removed (its deal goes with it). */
export async function deleteReading(db: Database, userId: string, id: string): Promise<boolean> {
  const [gone] = await batch(db, [
    db
      .delete(tarotReadings)
      .where(and(eq(tarotReadings.id, id), eq(tarotReadings.userId, userId)))
      .returning({ id: tarotReadings.id }),
    db.delete(tarotDeals).where(and(eq(tarotDeals.readingId, id), eq(tarotDeals.userId, userId))),
  ]);
  return gone.length > 0;
}

/** Removes the deals nobody read, made before `before`. */
export async function pruneDeals(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(tarotDeals)
    .where(and(isNull(tarotDeals.readingId), lt(tarotDeals.createdAt, before)))
    .returning({ id: tarotDeals.id });
  return gone.length;
}
