/**
 * The database the Worker under test uses, for the tests' own reads and writes: the D1 binding,
 * or, when the suite runs on libSQL (`npm run test:api:libsql`, DATABASE_URL bound to a local
 * sqld), that database seen through D1's API (./libsql-d1.ts).
 */
import type { D1Migration } from '@cloudflare/vitest-plugin';
import { env } from 'cloudflare:workers';
import { libsqlAsD1 } from './libsql-d1';

/** Whether this run's Worker stores its data in libSQL rather than D1. */
export const onLibsql = Boolean(env.DATABASE_URL);

export const testD1: D1Database = env.DATABASE_URL ? libsqlAsD1(env.DATABASE_URL) : env.DB;

/**
 * The migrations on the libSQL database, as `applyD1Migrations` applies them on D1 (which takes a
 * D1 binding only): each one not yet in d1_migrations, its statements and its record in one batch.
 */
export async function applyMigrations(db: D1Database, migrations: readonly D1Migration[]): Promise<void> {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)',
    )
    .run();
  const applied = new Set(
    (await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((row) => row.name),
  );
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([
      ...migration.queries.map((query) => db.prepare(query)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(migration.name),
    ]);
  }
}
