/**
 * `npm run deploy [-- --env staging] [--dry-run]`: puts the product on Cloudflare in the order
 * that keeps it serving (docs/deploy.md):
 *   1. checks wrangler.toml names a real D1 database and KV namespace for the environment;
 *   2. builds the app and bundles the Worker as it will be uploaded (`wrangler deploy --dry-run
 *      --minify`), and holds it to its budgets: at most 1 MiB gzipped, and a start-up (`wrangler
 *      check startup`, the local runtime's profile) of at most half the platform's 1 s;
 *   3. takes a D1 Time Travel bookmark (the moment to restore to if the release goes wrong),
 *      printed and kept in .cache/deploy/;
 *   4. applies the new migrations to the hosted database, before the new code (each migration is
 *      written so that the running Worker keeps working on the migrated database);
 *   5. loads the seed data when its version changed;
 *   6. deploys the Worker, its static assets and cron triggers;
 *   7. asks the new Worker's /api/health, when PUBLIC_URL is given.
 * --dry-run stops after step 2 (`npm test` runs it, on the app it has just built:
 * STELLA_SKIP_BUILD=1). Needs `wrangler login` (or CLOUDFLARE_API_TOKEN) for the rest.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fail } from './lib/database-command';
import { accountEnv, ROOT, runOrExit } from './lib/process';

/** The smallest limit Cloudflare has documented for a paid Worker's compressed size (3 MB on Free). */
const PLATFORM_LIMIT_BYTES = 10 * 1024 * 1024;
/** Our own budget for it (docs/deploy.md): texts a request does not need stay out of the Worker. */
export const BUDGET_BYTES = 1024 * 1024;
/** The platform's limit on a Worker's start-up, and our budget: half of it. */
const STARTUP_LIMIT_MS = 1000;
export const STARTUP_BUDGET_MS = STARTUP_LIMIT_MS / 2;

const { values } = parseArgs({
  options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  strict: true,
});
const envArgs = values.env ? ['--env', values.env] : [];
const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');
const remoteEnv = accountEnv();
const wrangler = (args: string[]) => runOrExit(WRANGLER, [...args, ...envArgs], { stdio: 'inherit', env: remoteEnv });
const wranglerOutput = (args: string[]) =>
  execFileSync(WRANGLER, [...args, ...envArgs], {
    cwd: ROOT,
    env: remoteEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
const step = (text: string) => console.log(`\n• ${text}`);

/**
 * Refuses to deploy to an environment wrangler.toml does not have, or whose D1 or KV id is still
 * the all-zero one the file ships with (`wrangler d1 create` and `kv namespace create` print the real ones).
 */
function checkIds(): void {
  const toml = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
  const section = values.env ? toml.split(`[env.${values.env}`).slice(1).join('\n') : (toml.split('[env.')[0] ?? '');
  if (values.env && !toml.includes(`[env.${values.env}]`)) {
    fail(`wrangler.toml has no [env.${values.env}] environment`);
  }
  const unset = [/database_id = "0{8}-0{4}-0{4}-0{4}-0{12}"/, /\bid = "0{32}"/].some((id) => id.test(section));
  if (unset && !values['dry-run']) {
    fail(
      `wrangler.toml still has the placeholder D1 or KV id for ${values.env ?? 'production'}: create them first (docs/deploy.md, "Once")`,
    );
  }
}

checkIds();
const target = values.env ?? 'production';
if (process.env.STELLA_SKIP_BUILD === '1') step('using the app as built');
else {
  step(`building the app for ${target}`);
  await runOrExit('npm', ['run', 'build'], { stdio: 'inherit', env: remoteEnv });
}

step('bundling the Worker as it will be uploaded');
const outDir = path.join(ROOT, '.cache/deploy/bundle');
rmSync(outDir, { recursive: true, force: true });
await wrangler(['deploy', '--dry-run', '--minify', '--outdir', outDir]);
// Every module of the upload, each gzipped, as the platform counts them.
const gzipped = readdirSync(outDir)
  .filter((file) => /\.(?:js|mjs|wasm)$/.test(file))
  .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).byteLength, 0);
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `  the Worker: ${kib(gzipped)} gzipped (our budget ${kib(BUDGET_BYTES)}, the platform's limit ${kib(PLATFORM_LIMIT_BYTES)})`,
);
if (gzipped > PLATFORM_LIMIT_BYTES) fail('the Worker is larger than the platform accepts');
if (gzipped > BUDGET_BYTES)
  fail('the Worker is over its budget: see docs/performance.md, "The Worker\'s size and start-up"');

step('profiling its start-up in the local runtime');
const profile = path.join(ROOT, '.cache/deploy/worker-startup.cpuprofile');
const startup = wranglerOutput(['check', 'startup', '--args=--minify', '--outfile', profile]);
const active = Number(/Active:\s*([\d.]+)\s*ms/.exec(startup)?.[1]);
if (!Number.isFinite(active)) fail('wrangler check startup printed no start-up time');
console.log(
  `  start-up: ${active.toFixed(0)} ms of CPU (our budget ${STARTUP_BUDGET_MS} ms, the platform's limit ${STARTUP_LIMIT_MS} ms)`,
);
if (active > STARTUP_BUDGET_MS)
  fail('the Worker starts too slowly: see docs/performance.md, "The Worker\'s size and start-up"');
if (values['dry-run']) process.exit(0);

step('taking a D1 Time Travel bookmark of the database as it is now');
const info = JSON.parse(wranglerOutput(['d1', 'time-travel', 'info', 'DB', '--json'])) as { bookmark?: string };
if (!info.bookmark) fail('D1 did not give a bookmark: nothing was changed');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(path.join(ROOT, '.cache/deploy'), { recursive: true });
const bookmarkFile = path.join(ROOT, `.cache/deploy/bookmark-${target}-${stamp}.txt`);
writeFileSync(bookmarkFile, `${info.bookmark}\n`);
console.log(`  bookmark ${info.bookmark} (kept in ${path.relative(ROOT, bookmarkFile)})`);
console.log(
  `  to put the database back: npx wrangler d1 time-travel restore DB --bookmark=${info.bookmark}${values.env ? ` --env ${values.env}` : ''}`,
);

step('applying the new migrations to the hosted database, before the new code');
await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote']);

step('loading the seed data if its version changed');
await runOrExit('npx', ['tsx', 'scripts/seed-remote.ts', ...envArgs], { stdio: 'inherit', env: remoteEnv });

step('deploying the Worker, its assets and its cron triggers');
await wrangler(['deploy', '--minify']);

const publicUrl = process.env.PUBLIC_URL;
if (publicUrl) {
  step(`asking ${publicUrl}/api/health`);
  const res = await fetch(new URL('/api/health', publicUrl));
  console.log(`  ${res.status} ${await res.text()}`);
  if (!res.ok) {
    console.log(
      `  not healthy: roll back with \`npx wrangler rollback${values.env ? ` --env ${values.env}` : ''}\` (docs/deploy.md)`,
    );
    process.exit(1);
  }
}
console.log(`\n${target} is deployed.`);
