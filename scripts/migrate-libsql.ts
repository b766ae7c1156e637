/**
 * Applies migrations/ to a libSQL/Turso database with drizzle's migrator:
 *   DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… npm run db:migrate:libsql
 * Only for databases the Worker reaches through DATABASE_URL. A D1 database is migrated by
 * `wrangler d1 migrations apply`; never run both tools on one database (docs/decisions/004).
 */
import path from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { ROOT } from './lib/process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso) to the libSQL database to migrate.');
  process.exit(2);
}
const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
await migrate(drizzle(client), { migrationsFolder: path.join(ROOT, 'migrations') });
client.close();
console.log(`✓ migrations applied to ${url.replace(/\/\/[^@]*@/, '//')}`);
