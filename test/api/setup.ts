import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Each test file has its own storage; seed the small gazetteer once per file.
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM places').first<{ n: number }>();
if (!seeded?.n) await env.DB.batch(env.TEST_GAZETTEER.map((statement) => env.DB.prepare(statement)));
