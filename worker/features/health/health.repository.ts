import { sql } from 'drizzle-orm';
import { firstRow, type Database } from '@worker/lib/db';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  const row = await firstRow<{ ok: number }>(db, sql`select 1 as ok`);
  return row?.ok === 1;
}
