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

/** Bundles the Worker as `npm run deploy` uploads it (`wrangler deploy --dry-run --minify`) into `outDir`. */
export async function bundleWorker(outDir: string): Promise<void> {
  await runOrExit(WRANGLER, ['deploy', '--dry-run', '--minify', '--outdir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
  });
}

/**
 * The Worker as it is uploaded (bundleWorker's bundle) in the local runtime `npm start` uses
 * (workerd through Miniflare, with wrangler.toml's bindings: local D1, KV and rate limits, the
 * static assets), and nothing in front of it. `wrangler dev` adds a second workerd process, its
 * proxy, which keeps one address across reloads and cost 30-45 % of a core at 300 requests a
 * second; it also relays every request's events to the devtools inspector. Production has
 * neither. What the load measures (docs/performance.md).
 */
export async function startLocalWorker(options: {
  port: number;
  persistTo: string;
  vars: Record<string, string>;
  /** The folder bundleWorker wrote. */
  bundle: string;
  /** Each line the runtime writes (the Worker's logs, V8's when asked for), instead of dropping it. */
  onRuntimeLine?: (line: string) => void;
}): Promise<LocalWorker> {
  // In this process, so offline as every tool wrangler runs as a child (no Request.cf fetch, no telemetry).
  Object.assign(process.env, OFFLINE_WRANGLER_ENV);
  const { bundle } = options;
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { Miniflare, convertV4MiniflareOptions } = await import('miniflare');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(ROOT, 'wrangler.toml'));
  const worker = {
    ...workerOptions,
    name: 'stella',
    rootPath: bundle,
    modules: [{ type: 'ESModule', path: path.join(bundle, 'index.js') }],
    bindings: { ...(workerOptions.bindings as Record<string, unknown>), ...options.vars },
  };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [worker],
      host: '127.0.0.1',
      port: options.port,
      // Where `wrangler d1 execute --persist-to` put the database (prepareLocalDatabase).
      resourcePersistencePath: path.join(options.persistTo, 'v3'),
      logRequests: false,
      ...(options.onRuntimeLine
        ? { handleStructuredLogs: ({ message }: { message: string }) => options.onRuntimeLine?.(message) }
        : {}),
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  const url = await mf.ready;
  return { origin: url.origin, stop: () => mf.dispose() };
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
