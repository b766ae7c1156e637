import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/** Keeps wrangler off the network: no telemetry, no Request.cf fetch, no update check (docs/decisions/019-toolchain-notes.md). */
export const OFFLINE_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  DO_NOT_TRACK: '1',
  XDG_CONFIG_HOME: path.join(ROOT, '.cache/xdg'),
} as const;

/**
 * The environment for tools that act on the Cloudflare account (your `wrangler login` or
 * CLOUDFLARE_API_TOKEN): yours, with Node 22 from node_modules/.bin first on PATH.
 */
export function accountEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` };
}

/** The environment for child tools: Node 22 from node_modules/.bin first on PATH, wrangler offline. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...accountEnv(), ...OFFLINE_WRANGLER_ENV, ...extra };
}

export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: toolEnv(), ...options });
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
