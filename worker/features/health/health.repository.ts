import { sql } from 'drizzle-orm';
import type { Database } from '@worker/lib/db';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  const row = await db.get<{ ok: number }>(sql`select 1 as ok`);
  return row?.ok === 1;
}
