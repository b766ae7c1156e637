import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { applyMigrations, onLibsql, testD1 } from './database';

if (!onLibsql) await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
else {
  await applyMigrations(testD1, env.TEST_MIGRATIONS);
  // One sqld database serves every file, one file at a time: each starts, as on D1, from the
  // migrated schema with nothing in it but the gazetteer. Foreign keys are checked at the end.
  const gazetteer = new Set(
    env.TEST_GAZETTEER.map((statement) => /^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s+[`"]?(\w+)/i.exec(statement)?.[1]),
  );
  const { results } = await testD1
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  const emptied = results.filter(({ name }) => !gazetteer.has(name));
  await testD1.batch([
    testD1.prepare('PRAGMA defer_foreign_keys = ON'),
    ...emptied.map(({ name }) => testD1.prepare(`DELETE FROM "${name}"`)),
  ]);
}
// Each test file has its own storage on D1; seed the small gazetteer once per file (or once on libSQL).
const seeded = await testD1.prepare('SELECT count(*) AS n FROM places').first<{ n: number }>();
if (!seeded?.n) await testD1.batch(env.TEST_GAZETTEER.map((statement) => testD1.prepare(statement)));
