import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { getTableColumns, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
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

/**
 * A table's columns, each selected under its name with a prefix and read back as the column reads
 * it. D1 answers a batch's statements with rows keyed by column name (drizzle reads them in that
 * order), so a join in a batch must not select two columns of one name, as `id` of two tables.
 */
export function distinctColumns(table: Table, prefix: string): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      sql`${column}`.mapWith(column).as(`${prefix}${column.name}`),
    ]),
  );
}

/**
 * The first row of a raw statement, or undefined when it has none. Every raw read of one row goes
 * through here, not `db.get`: drizzle's libSQL driver fails `get` on a statement that returns no
 * row (a guarded insert that was refused), where D1's returns undefined.
 */
export async function firstRow<T>(db: Database, query: SQLWrapper): Promise<T | undefined> {
  return (await db.all<T>(query))[0];
}

/** Whether a statement writes: its first verb, past a WITH clause's common tables. */
export function isWrite(statement: string): boolean {
  const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase();
  if (verb === 'select' || verb === 'pragma' || verb === 'explain') return false;
  if (verb === 'with') return /\)\s*(insert|update|delete|replace)\b/i.test(statement);
  return true;
}

/**
 * A statement of the binding as the current trace (worker/lib/log.ts) sees it when it runs, not
 * when it was prepared: it is counted on that trace and runs in the trace's D1 session when the
 * request chose one (`readSession`), else on the primary. A query drizzle prepared once for the
 * isolate (`preparedQuery`) so runs in each request's own session and counts.
 */
class TracedStatement {
  constructor(
    private readonly d1: D1Database,
    private readonly query: string,
    private readonly params: readonly unknown[] = [],
  ) {}

  bind(...values: unknown[]): TracedStatement {
    return new TracedStatement(this.d1, this.query, values);
  }

  /** The runtime's statement, in the current trace's session, counted on its trace. */
  resolve(): D1PreparedStatement {
    const trace = currentTrace();
    if (trace) {
      if (isWrite(this.query)) trace.writes++;
      else trace.reads++;
    }
    const statement = (trace?.d1 ?? this.d1).prepare(this.query);
    return this.params.length > 0 ? statement.bind(...this.params) : statement;
  }

  first(column?: string) {
    countTrip();
    return column === undefined ? this.resolve().first() : this.resolve().first(column);
  }
  run() {
    countTrip();
    return this.resolve().run();
  }
  all() {
    countTrip();
    return this.resolve().all();
  }
  raw(options?: { columnNames?: false }) {
    countTrip();
    return this.resolve().raw(options);
  }
}

/** One more round trip to the database on the current trace. */
function countTrip(): void {
  const trace = currentTrace();
  if (trace) trace.trips++;
}

/** The binding whose statements are traced (TracedStatement). */
function counted(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => new TracedStatement(target, query);
      if (property === 'batch') {
        return (statements: (TracedStatement | D1PreparedStatement)[]) => {
          countTrip();
          return (currentTrace()?.d1 ?? target).batch(
            statements.map((s) => (s instanceof TracedStatement ? s.resolve() : s)),
          );
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A query built once per database and kept (drizzle's `.prepare()` with `sql.placeholder`s), for
 * the statements every request runs: building a query from its parts allocated half of what a
 * signed-in request allocates, and the garbage collector's pauses were the load's slowest
 * answers (docs/performance.md). Over D1 the database is the isolate's one drizzle instance;
 * over libSQL one per request, so there it is built per request as before.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
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

export async function openDatabase(env: ServerEnv, d1: D1Database): Promise<Database> {
  if (!env.DATABASE_URL) {
    let db = d1Databases.get(d1);
    if (!db) {
      db = drizzleD1(counted(d1), { schema });
      d1Databases.set(d1, db);
    }
    return db;
  }
  // Loaded only when configured, so the default D1 deployment never pays for the client.
  const [{ createClient }, { drizzle }] = await Promise.all([
    import('@libsql/client/web'),
    import('drizzle-orm/libsql/web'),
  ]);
  // A client per request: its HTTP stream is the request's I/O, which the runtime lets no other
  // request wait on (one kept for the isolate hangs the second request that shares it).
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return drizzle(patient(client), { schema });
}

/** How many times a statement the libSQL server refused as busy is tried again, and the first wait. */
const BUSY_RETRIES = 8;
const BUSY_WAIT_MS = 10;

const isBusy = (err: unknown) =>
  err instanceof Error && /SQLITE_BUSY|database is locked/i.test(`${err.message} ${String(err.cause ?? '')}`);

/**
 * The libSQL client, patient with the server's write lock: D1 queues concurrent writes, while a
 * libSQL server refuses one that meets another's lock (SQLITE_BUSY), having done nothing. Such a
 * statement or batch (one transaction) is tried again after a growing, jittered wait; past the
 * last try the error stands, and the request answers 503 (worker/lib/errors.ts).
 */
function patient<C extends { execute: unknown; batch: unknown }>(client: C): C {
  const retried =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await call(...args);
        } catch (err) {
          if (attempt >= BUSY_RETRIES || !isBusy(err)) throw err;
          await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS * 2 ** attempt * (0.5 + Math.random())));
        }
      }
    };
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target);
      return property === 'execute' || property === 'batch' ? retried(bound) : bound;
    },
  });
}
