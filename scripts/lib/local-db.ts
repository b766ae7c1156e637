/**
 * Brings a local D1 database up to date in one workerd process: the migrations wrangler has not
 * applied yet, then each seed whose version is not the one stamped in seed_state. One
 * `getPlatformProxy` (about half a second) replaces a `wrangler d1 …` process per migration
 * and per query (two to three seconds each); a seed file goes in as one D1 `exec`, a single
 * transaction, as `wrangler d1 execute --file` runs it (docs/decisions/025-quick-start.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getPlatformProxy, unstable_splitSqlQuery } from 'wrangler';
import { ROOT } from './process';

/** Wrangler's own bookkeeping (its DEFAULT_MIGRATION_TABLE), so `wrangler d1 migrations` agrees. */
const MIGRATIONS_TABLE = 'd1_migrations';
const MIGRATIONS_DIR = path.join(ROOT, 'migrations');
/** Word for word as wrangler creates it. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** The part of D1's binding used here (the Node scripts do not load the Workers types). */
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<{ results: T[] }>;
}
interface D1 {
  prepare(query: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
  exec(query: string): Promise<unknown>;
}

/** A seed (scripts/seed.ts's seeders are ones): its version is cheap, its file is built only when needed. */
export interface LocalSeed {
  name: string;
  /** The version the database must hold in seed_state. */
  version(): string;
  /** The full load, one statement a line, ending with the stamp of its version. */
  sqlFile(): { file: string; version: string };
}

export interface PreparedDatabase {
  migrations: string[];
  seeded: { name: string; ms: number }[];
}

/** wrangler d1 migrations apply's statements for one migration: its SQL, then its row in d1_migrations. */
function migrationQuery(name: string): string {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
  return `${sql}\nINSERT INTO "${MIGRATIONS_TABLE}" (name)\nvalues ('${name.replace(/'/g, "''")}');`;
}

/**
 * Migrates and seeds the local database of `wrangler dev` (or the one under `persistTo`, as
 * `--persist-to` names it). Nothing else may have the database open meanwhile.
 */
export async function prepareLocalDatabase(
  options: { persistTo?: string; seeds?: LocalSeed[] } = {},
): Promise<PreparedDatabase> {
  const persist = path.join(options.persistTo ?? path.join(ROOT, '.wrangler/state'), 'v3');
  // Quiet ("Using secrets defined in .dev.vars") for this call only: child processes started
  // later (wrangler dev) inherit the environment and must keep their own log.
  const logLevel = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = 'warn';
  const { env, dispose } = await getPlatformProxy<{ DB: D1 }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: persist },
  }).finally(() => {
    if (logLevel === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = logLevel;
  });
  try {
    const db = env.DB;
    await db.batch([db.prepare(CREATE_MIGRATIONS_TABLE)]);
    const applied = new Set(
      (await db.prepare(`SELECT name FROM "${MIGRATIONS_TABLE}"`).all<{ name: string }>()).results.map((r) => r.name),
    );
    const pending = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql') && !applied.has(f))
      .sort();
    for (const name of pending) {
      // One batch per migration, as wrangler runs it: all of it or none.
      await db.batch(unstable_splitSqlQuery(migrationQuery(name)).map((q) => db.prepare(q)));
    }

    const seeded: PreparedDatabase['seeded'] = [];
    for (const seed of options.seeds ?? []) {
      const row = await db
        .prepare('SELECT version FROM seed_state WHERE name = ?')
        .bind(seed.name)
        .first<{ version: string }>();
      const wanted = seed.version();
      if (row?.version === wanted) continue;
      const started = Date.now();
      const { file, version } = seed.sqlFile();
      if (version !== wanted) throw new Error(`${seed.name} seed: file is ${version}, wanted ${wanted}`);
      // D1's exec runs the text line by line in one transaction; the file is one statement a line.
      await db.exec(readFileSync(file, 'utf8'));
      const check = await db
        .prepare('SELECT version FROM seed_state WHERE name = ?')
        .bind(seed.name)
        .first<{ version: string }>();
      if (check?.version !== wanted) throw new Error(`${seed.name} seed: ${file} did not stamp ${wanted}`);
      seeded.push({ name: seed.name, ms: Date.now() - started });
    }
    return { migrations: pending, seeded };
  } finally {
    await dispose();
  }
}
