/**
 * `npm test`: every layer, in order: typecheck, lint and the build (side by side), the Worker's
 * size and start-up (`npm run deploy -- --dry-run`), unit, API (workerd, on D1 and on libSQL), browser end-to-end (Chromium). All layers run even when one fails; the exit code and the closing
 * "N passed, N failed" line cover them all (also written to .test-results/summary.json).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, runOrExit } from './lib/process';

const REPORT_DIR = path.join(ROOT, '.test-results');
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

async function check(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, env ? { env: { ...process.env, ...env } } : {});
  if (code === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

async function vitestLayer(
  name: 'unit' | 'api' | 'api-libsql' | 'e2e',
  script: string,
  files: string[] = [],
): Promise<void> {
  console.log(`\n▶ ${name} tests`);
  const code = await run('npm', ['run', '--silent', script, ...(files.length ? ['--', ...files] : [])], {
    env: { ...process.env, STELLA_TEST_REPORT: REPORT_DIR, STELLA_SKIP_BUILD: '1', NO_COLOR: '1' },
  });
  const file = path.join(REPORT_DIR, `${name}.json`);
  if (!existsSync(file)) {
    failed++;
    failures.push(`${name} (no report, exit ${code})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${name}: ${report.numFailedTests} failed`);
  if (code !== 0 && report.numFailedTests === 0) {
    failed++;
    failures.push(`${name} (exit ${code} with no failed test: a suite or hook failed)`);
  }
  if (report.numTotalTests === 0) {
    failed++;
    failures.push(`${name} ran no tests`);
  }
}

// The static checks and the build read the sources and write nothing the others read: they run
// side by side (each on its own core of the 2-core machine while the others wait on files).
console.log('\n▶ typecheck, lint and build, side by side');
await Promise.all([
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  check('lint', 'npm', ['run', '--silent', 'lint']),
  runOrExit('vite', ['build', '--logLevel', 'warn']),
]);
// The Worker as it would be uploaded, from the app just built: its size and start-up budgets.
await check("the Worker's size and start-up", 'npx', ['tsx', 'scripts/deploy.ts', '--dry-run'], {
  STELLA_SKIP_BUILD: '1',
});
await vitestLayer('unit', 'test:unit');
await vitestLayer('api', 'test:api');
// The API tests again with the Worker on libSQL (a local sqld) instead of D1, for the files whose
// requests race for one row or limit, and libSQL's own fault test: the whole suite on libSQL is
// `npm run test:api:libsql`, seven minutes of files one at a time (decision 046).
await vitestLayer('api-libsql', 'test:api:libsql', [
  'test/api/libsql.test.ts',
  'test/api/write-limits.test.ts',
  'worker/features/auth/auth.test.ts',
  'worker/features/auth/account-security.test.ts',
  'worker/features/game/game.test.ts',
]);
await vitestLayer('e2e', 'test:e2e');

writeFileSync(path.join(REPORT_DIR, 'summary.json'), JSON.stringify({ passed, failed, failures }, null, 2));
if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
