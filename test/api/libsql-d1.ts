/**
 * A libSQL database seen through D1's binding API, for the API suite's own reads and writes when
 * the Worker runs on libSQL (`npm run test:api:libsql`): the tests prepare, bind and batch as
 * they do on D1, and reach the same database as the Worker (docs/scaling.md).
 */
import { type Client, createClient, type InArgs, type InStatement, type ResultSet } from '@libsql/client/web';

const meta = (rs: ResultSet) => ({
  changes: rs.rowsAffected,
  last_row_id: rs.lastInsertRowid === undefined ? 0 : Number(rs.lastInsertRowid),
  duration: 0,
  rows_read: 0,
  rows_written: rs.rowsAffected,
  changed_db: rs.rowsAffected > 0,
  size_after: 0,
  served_by: 'libsql',
});

/** A row as D1 gives it: a plain object by column name (the last of a repeated name wins, as on D1). */
const objects = (rs: ResultSet) =>
  rs.rows.map((row) => Object.fromEntries(rs.columns.map((column, i) => [column, row[i]])));
const arrays = (rs: ResultSet) => rs.rows.map((row) => rs.columns.map((_, i) => row[i]));

/**
 * A client for one call: the runtime refuses a request's I/O carried over into another's (a test's
 * into the next), and a libSQL client keeps its HTTP stream between calls.
 */
async function using<T>(url: string, call: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url });
  try {
    return await call(client);
  } finally {
    client.close();
  }
}

class Statement {
  constructor(
    private readonly url: string,
    readonly sql: string,
    readonly args: unknown[] = [],
  ) {}

  get statement(): InStatement {
    return { sql: this.sql, args: this.args as InArgs };
  }

  bind(...args: unknown[]): Statement {
    return new Statement(this.url, this.sql, args);
  }

  async all<T = Record<string, unknown>>() {
    const rs = await using(this.url, (client) => client.execute(this.statement));
    return { results: objects(rs) as T[], success: true as const, meta: meta(rs) };
  }

  async run<T = Record<string, unknown>>() {
    return this.all<T>();
  }

  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const { results } = await this.all();
    const row = results[0];
    if (!row) return null;
    return (column === undefined ? row : (row[column] ?? null)) as T;
  }

  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    const rs = await using(this.url, (client) => client.execute(this.statement));
    const rows = arrays(rs) as T[];
    return options?.columnNames ? [rs.columns as T, ...rows] : rows;
  }
}

/** The libSQL database at `url` as a D1 binding: statements, batches (one transaction each) and exec. */
export function libsqlAsD1(url: string): D1Database {
  const database = {
    prepare: (sql: string) => new Statement(url, sql),
    async batch(statements: Statement[]) {
      const results = await using(url, (client) =>
        client.batch(
          statements.map((s) => s.statement),
          'write',
        ),
      );
      return results.map((rs) => ({ results: objects(rs), success: true, meta: meta(rs) }));
    },
    async exec(sql: string) {
      await using(url, (client) => client.executeMultiple(sql));
      return { count: sql.split(';').filter((part) => part.trim()).length, duration: 0 };
    },
    withSession: () => database,
    dump: () => Promise.reject(new Error('dump is not part of the libSQL test binding')),
  };
  return database as unknown as D1Database;
}
