import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generatedSecrets } from '../../scripts/lib/dev-vars';
import { runOrExit } from '../../scripts/lib/process';
import { buildGazetteer, writeGazetteerSql } from '../../scripts/seed/gazetteer';
import { freePort, migrateLocal, startDevServer, stopProcess, waitForHealth } from '../../scripts/lib/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The dev server's log: the Worker prints each queued mail there with its links. */
    serverLog: string;
  }
}

let server: ChildProcess | undefined;
let stateDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!process.env.STELLA_SKIP_BUILD) await runOrExit('vite', ['build', '--logLevel', 'warn']);
  stateDir = mkdtempSync(path.join(tmpdir(), 'stella-e2e-'));
  await migrateLocal(stateDir, true);
  // A small gazetteer (towns of 500,000+), as the API tests seed: the place search and charts from text work.
  const gazetteer = writeGazetteerSql(buildGazetteer((town) => town.population >= 500_000), stateDir);
  await runOrExit('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', gazetteer], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  server = await startDevServer({
    port,
    persistTo: stateDir,
    // Many sign-ins from one address (the test machine) within a minute.
    vars: { APP_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...generatedSecrets() },
    logFile: path.join(stateDir, 'server.log'),
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', path.join(stateDir, 'server.log'));
}

export async function teardown(): Promise<void> {
  if (server) await stopProcess(server);
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
