/**
 * Runs a tool with wrangler kept offline (no telemetry, no cf fetch, no update check):
 *   tsx scripts/wrangler-env.ts wrangler d1 migrations apply DB --local
 */
import { run } from './lib/process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/wrangler-env.ts <command> [args...]');
  process.exit(2);
}
process.exit(await run(command, args));
