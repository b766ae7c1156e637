/**
 * The product as `npm start` serves it (`wrangler dev`, local D1 and KV, test secrets), for one
 * benchmark that drives it over HTTP: on a free port, over a fresh local database with `seeds` in
 * a temporary folder. `run` gets the origin, the folder (the state a CLI can be pointed at) and,
 * when asked for, the file the server's output goes to; the server and the folder go afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedSecrets } from '../lib/dev-vars';
import { type LocalSeed, prepareLocalDatabase } from '../lib/local-db';
import { freePort, startDevServer, stopProcess, waitForHealth } from '../lib/server';

export interface BenchServer {
  origin: string;
  dir: string;
  /** The server's output, when `log` was asked for (quiet otherwise). */
  log: string;
}

export async function withBenchServer<T>(
  options: { seeds: LocalSeed[]; log?: boolean },
  run: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stella-bench-'));
  const log = path.join(dir, 'server.log');
  try {
    await prepareLocalDatabase({ persistTo: dir, seeds: options.seeds });
    const port = await freePort();
    const server = await startDevServer({
      port,
      persistTo: dir,
      ...(options.log ? { logFile: log } : { quiet: true }),
      vars: { APP_ENV: 'test', ...generatedSecrets() },
    });
    try {
      const origin = `http://localhost:${port}`;
      await waitForHealth(origin);
      return await run({ origin, dir, log });
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
