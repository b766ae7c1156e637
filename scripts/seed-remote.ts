/**
 * `npm run db:seed:remote [-- --env staging]`: loads the seed data (the world gazetteer) into the
 * hosted database, skipped when that version is already there. Run it after the migrations.
 *   D1:     the database of wrangler.toml (or of its `--env` environment), through your `wrangler login`
 *   libSQL: DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… npm run db:seed:remote
 */
import { parseArgs } from 'node:util';
import { runSeeders } from './seed';

const { values } = parseArgs({ options: { env: { type: 'string' } }, strict: true });
const url = process.env.DATABASE_URL;
await runSeeders(
  url ? { libsql: { url, authToken: process.env.DATABASE_AUTH_TOKEN } } : { remote: true, env: values.env },
);
