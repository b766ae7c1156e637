import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import * as schema from '@schema/db';
import type { ServerEnv } from './env';

/**
 * Services take this type, never a driver: D1 by default, libSQL/Turso when DATABASE_URL
 * is set. Both are drizzle's async SQLite flavour over the same schema and migrations.
 */
// biome-ignore lint/suspicious/noExplicitAny: the run-result type differs per driver and no service reads it
export type Database = BaseSQLiteDatabase<'async', any, typeof schema>;

/**
 * Runs statements as one unit: all of them take effect or none does (D1 runs a batch as one
 * transaction; libSQL's batch is a transaction too). Every multi-row write goes through here.
 */
export function batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(
  db: Database,
  statements: T,
): Promise<BatchResponse<T>> {
  // Both drivers have batch(); drizzle's shared SQLite type just does not name it.
  return (db as unknown as { batch(statements: T): Promise<BatchResponse<T>> }).batch(statements);
}

let libsql: { url: string; db: Database } | undefined;

export async function openDatabase(env: ServerEnv, d1: D1Database): Promise<Database> {
  if (!env.DATABASE_URL) return drizzleD1(d1, { schema });
  if (libsql?.url === env.DATABASE_URL) return libsql.db;
  // Loaded only when configured, so the default D1 deployment never pays for the client.
  const [{ createClient }, { drizzle }] = await Promise.all([
    import('@libsql/client/web'),
    import('drizzle-orm/libsql/web'),
  ]);
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  libsql = { url: env.DATABASE_URL, db: drizzle(client, { schema }) };
  return libsql.db;
}
