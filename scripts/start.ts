/**
 * `npm start`: the whole product on http://localhost:8787. Builds the web app, applies the
 * local D1 migrations and seed data, serves Worker + assets with `wrangler dev`, and fires
 * each cron schedule of wrangler.toml on its timetable through /cdn-cgi/handler/scheduled.
 * `npm run dev` does the same and also rebuilds the web app when its files change.
 */
import { Cron } from 'croner';
import { ensureDevVars, hasDevVar } from './lib/dev-vars';
import { runOrExit, start } from './lib/process';
import { configuredCrons, migrateLocal, startDevServer, stopProcess, waitForHealth } from './lib/server';
import { runSeeders } from './seed';

const watch = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const origin = `http://localhost:${port}`;

ensureDevVars();
console.log('• building the web app');
await runOrExit('vite', ['build', '--logLevel', 'warn']);
console.log('• applying local D1 migrations');
await migrateLocal(undefined, true);
await runSeeders();

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
console.log(`\n✓ Stella is running on ${origin}\n`);

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
