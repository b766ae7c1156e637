/**
 * `npm run db:seed:remote`: loads the seed data (the world gazetteer) into the production
 * database, skipped when that version is already there. Run it after the migrations.
 *   D1:     the database of wrangler.toml, through your `wrangler login`
 *   libSQL: DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… npm run db:seed:remote
 */
import { runSeeders } from './seed';

const url = process.env.DATABASE_URL;
await runSeeders(url ? { libsql: { url, authToken: process.env.DATABASE_AUTH_TOKEN } } : { remote: true });
