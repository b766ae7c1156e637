import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import * as schema from '@schema/db';
import type { ServerEnv } from './env';
import { currentTrace } from './log';

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

/** Whether a statement writes: its first verb, past a WITH clause's common tables. */
export function isWrite(statement: string): boolean {
  const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase();
  if (verb === 'select' || verb === 'pragma' || verb === 'explain') return false;
  if (verb === 'with') return /\)\s*(insert|update|delete|replace)\b/i.test(statement);
  return true;
}

/**
 * The binding as the current trace (worker/lib/log.ts) sees it: each statement prepared is
 * counted on the trace (drizzle prepares one per statement it runs), and runs in the trace's D1
 * session when the request chose one (`readSession`), else on the primary.
 */
function counted(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') {
        return (query: string) => {
          const trace = currentTrace();
          if (trace) {
            if (isWrite(query)) trace.writes++;
            else trace.reads++;
          }
          return (trace?.d1 ?? target).prepare(query);
        };
      }
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => (currentTrace()?.d1 ?? target).batch(statements);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The D1 session a request's statements run in (D1's Sessions API, decision 044): a visitor's
 * read (GET or HEAD without a reader's or an admin's session cookie) may be answered by the
 * nearest read replica ('first-unconstrained'), and its later statements by a replica at least
 * as recent; anything else runs on the primary, so whoever is signed in always reads their own
 * writes. Writes go to the primary either way.
 */
export function readSession(
  d1: D1Database,
  request: { method: string; signedIn: boolean },
): D1DatabaseSession | undefined {
  if (request.signedIn || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  return typeof d1.withSession === 'function' ? d1.withSession('first-unconstrained') : undefined;
}

/**
 * One drizzle instance per binding: building one reads the whole schema's relations, which cost
 * more than a short request's own work when it was done for every request (docs/performance.md).
 */
const d1Databases = new WeakMap<D1Database, Database>();

let libsql: { url: string; db: Database } | undefined;

export async function openDatabase(env: ServerEnv, d1: D1Database): Promise<Database> {
  if (!env.DATABASE_URL) {
    let db = d1Databases.get(d1);
    if (!db) {
      db = drizzleD1(counted(d1), { schema });
      d1Databases.set(d1, db);
    }
    return db;
  }
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
