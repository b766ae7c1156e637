/**
 * `npm start`: the whole product on http://localhost:8787 (PORT to change it). Builds the web
 * app (when its sources changed) while it applies the local D1 migrations and seed data (when
 * not yet there), then serves Worker + assets with `wrangler dev`, and fires each cron
 * schedule of wrangler.toml on its timetable through /cdn-cgi/handler/scheduled.
 * `npm run dev` does the same and also rebuilds the web app when its files change.
 * Why it is shaped so: docs/decisions/025-quick-start.md.
 */
import { Cron } from 'croner';
import { ensureDevVars, hasDevVar } from './lib/dev-vars';
import { prepareLocalDatabase } from './lib/local-db';
import { start } from './lib/process';
import { configuredCrons, startDevServer, stopProcess, waitForHealth } from './lib/server';
import { buildWebIfChanged } from './lib/web-build';
import { seeders } from './seed';

const watch = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const origin = `http://localhost:${port}`;

const began = Date.now();
const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
ensureDevVars();
// Two independent jobs, side by side: the web build (a child process) and the local database.
const web = buildWebIfChanged().then((built) =>
  console.log(`• web app: ${built ? 'built' : 'unchanged'} (${since()})`),
);
const database = prepareLocalDatabase({ seeds: seeders }).then(({ migrations, seeded }) => {
  console.log(
    `• local database: ${migrations.length ? `${migrations.length} migrations applied` : 'migrations up to date'}`,
  );
  for (const { name, ms } of seeded) console.log(`• ${name}: seeded in ${(ms / 1000).toFixed(1)} s`);
  console.log(`• local database ready (${since()})`);
});
try {
  await Promise.all([web, database]);
} catch (err) {
  console.error('\n✗ could not prepare the app:', err instanceof Error ? err.message : err);
  process.exit(1);
}

// Links in mail and the payment pages point here unless .dev.vars names another PUBLIC_URL.
const vars: Record<string, string> = hasDevVar('PUBLIC_URL') ? {} : { PUBLIC_URL: origin };
const children = [await startDevServer({ port, vars })];
if (watch) children.push(start('vite', ['build', '--watch', '--logLevel', 'warn']));

const shutdown = async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
children[0]?.on('exit', (code) => process.exit(code ?? 1));

await waitForHealth(origin, 90_000);
console.log(`\n✓ Stella is running on ${origin} (${since()})\n`);

for (const cron of configuredCrons()) {
  new Cron(cron, { timezone: 'UTC' }, async (job) => {
    const scheduledTime = job.currentRun()?.getTime() ?? Date.now();
    const url = `${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${scheduledTime}`;
    try {
      const res = await fetch(url);
      console.log(`• cron "${cron}" fired: ${res.status}`);
    } catch (err) {
      console.error(`• cron "${cron}" could not be fired:`, err);
    }
  });
  console.log(`• cron "${cron}" scheduled (UTC)`);
}
