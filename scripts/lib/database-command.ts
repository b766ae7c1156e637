/**
 * One SQL statement from an operator's command (`npm run user:plan`, `npm run admin:create`),
 * against the database they name: the local one `npm start` uses (default, or another directory
 * with `--persist-to`), the hosted D1 of wrangler.toml with `--remote` (through `wrangler login`),
 * or libSQL when DATABASE_URL (and DATABASE_AUTH_TOKEN) are set.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { ROOT, toolEnv } from './process';
import { persistArgs } from './server';

export type SqlValue = string | number | null;

export interface DatabaseTarget {
  remote: boolean;
  persistTo?: string | undefined;
}

/** One statement, with its values as SQL literals (wrangler's --command takes no parameters). */
function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** Where the statement ran, for the command's last line. */
export function targetName({ remote }: DatabaseTarget): string {
  if (process.env.DATABASE_URL) return 'the libSQL database';
  return remote ? 'the hosted database' : 'the local database';
}

/** Runs `sql` (placeholders ?1, ?2, …) with `args` and returns the rows it answers (RETURNING). */
export async function runStatement<Row extends Record<string, unknown>>(
  sql: string,
  args: readonly SqlValue[],
  target: DatabaseTarget,
): Promise<Row[]> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
    const result = await client.execute({ sql, args: [...args] });
    client.close();
    return result.rows.map((row) => ({ ...row }) as unknown as Row);
  }
  const inlined = sql.replace(/\?(\d+)/g, (_, n: string) => literal(args[Number(n) - 1] ?? null));
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'd1',
      'execute',
      'DB',
      ...(target.remote ? ['--remote'] : ['--local', ...persistArgs(target.persistTo)]),
      '--json',
      '--command',
      inlined,
    ],
    { cwd: ROOT, env: toolEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const results = JSON.parse(out) as { results: Row[] }[];
  return results[0]?.results ?? [];
}

export function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(2);
}
