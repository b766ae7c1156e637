import type { ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseCrons } from '../../worker/jobs/crons';
import { OFFLINE_WRANGLER_ENV, ROOT, runOrExit, start } from './process';

const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');

export function persistArgs(persistTo?: string): string[] {
  return persistTo ? ['--persist-to', persistTo] : [];
}

/** Applies the D1 migrations to the local database (wrangler's own migration tracking). */
export async function migrateLocal(persistTo?: string, quiet = false): Promise<void> {
  await runOrExit(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface DevServerOptions {
  port: number;
  persistTo?: string;
  vars?: Record<string, string>;
  quiet?: boolean;
  /** Write the server's output (the Worker's log: queued mail with its links) to this file. */
  logFile?: string;
}

/** Starts `wrangler dev` (Worker + assets + local D1/KV) on the given port. */
export async function startDevServer(options: DevServerOptions): Promise<ChildProcess> {
  const inspector = await freePort();
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  return start(
    WRANGLER,
    [
      'dev',
      '--port',
      String(options.port),
      '--inspector-port',
      String(inspector),
      '--show-interactive-dev-session=false',
      ...persistArgs(options.persistTo),
      ...vars,
    ],
    {
      stdio: options.logFile
        ? ['ignore', openSync(options.logFile, 'a'), 'pipe']
        : options.quiet
          ? ['ignore', 'ignore', 'pipe']
          : 'inherit',
      detached: false,
    },
  );
}

export interface LocalWorker {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The Worker as `npm start` runs it (wrangler's local runtime: workerd, local D1, KV and rate
 * limits, the static assets), without what only a developer at the keyboard uses: the devtools
 * inspector, which relays every request's events to wrangler, and the file watcher. What the
 * load measures (docs/performance.md).
 */
export async function startLocalWorker(options: {
  port: number;
  persistTo: string;
  vars: Record<string, string>;
}): Promise<LocalWorker> {
  // In this process, so offline as every tool wrangler runs as a child (no Request.cf fetch, no telemetry).
  Object.assign(process.env, OFFLINE_WRANGLER_ENV);
  const { unstable_startWorker } = await import('wrangler');
  const worker = await unstable_startWorker({
    config: path.join(ROOT, 'wrangler.toml'),
    bindings: Object.fromEntries(
      Object.entries(options.vars).map(([name, value]) => [name, { type: 'plain_text' as const, value }]),
    ),
    dev: {
      inspector: false,
      watch: false,
      persist: options.persistTo,
      server: { hostname: '127.0.0.1', port: options.port },
      logLevel: 'warn',
    },
  });
  const url = await worker.url;
  return { origin: url.origin, stop: () => worker.dispose() };
}

/** Polls /api/health until it answers 200, or fails after the timeout. */
export async function waitForHealth(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${origin}/api/health did not become healthy within ${timeoutMs} ms (${last})`);
}

/** The cron expressions of wrangler.toml's [triggers]. */
export function configuredCrons(): string[] {
  return parseCrons(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'));
}

export function stopProcess(child: ChildProcess, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
