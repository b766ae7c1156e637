import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import type { Seeder, SeedTarget } from './types';
import { accountEnv, ROOT, runOrExit, toolEnv } from '../lib/process';
import { persistArgs } from '../lib/server';
import { gazetteerVersion } from './gazetteer';
import { gazetteerSqlFile } from './gazetteer-sql';

const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');
const VERSION_QUERY = "SELECT version FROM seed_state WHERE name = 'gazetteer'";

interface Destination {
  seededVersion(): Promise<string | null>;
  /** Runs the full load's SQL file. */
  load(file: string): Promise<void>;
}

/** A D1 database through wrangler: the local one (kept offline) or the hosted one (your login). */
function d1(target: SeedTarget): Destination {
  const args = target.remote
    ? ['--remote', ...(target.env ? ['--env', target.env] : [])]
    : ['--local', ...persistArgs(target.persistTo)];
  const env = target.remote ? accountEnv() : toolEnv();
  return {
    async seededVersion() {
      const out = execFileSync(WRANGLER, ['d1', 'execute', 'DB', ...args, '--json', '--command', VERSION_QUERY], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const parsed = JSON.parse(out) as { results: { version: string }[] }[];
      return parsed[0]?.results[0]?.version ?? null;
    },
    async load(file) {
      await runOrExit(WRANGLER, ['d1', 'execute', 'DB', ...args, '--file', file, ...(target.remote ? ['--yes'] : [])], {
        stdio: ['ignore', target.remote ? 'inherit' : 'ignore', 'inherit'],
        env,
      });
    },
  };
}

/** A libSQL/Turso database (DATABASE_URL), in batches of statements. */
function libsql(url: string, authToken?: string): Destination {
  const client = createClient({ url, authToken });
  return {
    async seededVersion() {
      const result = await client.execute(VERSION_QUERY);
      return (result.rows[0]?.version as string | undefined) ?? null;
    },
    async load(file) {
      const statements = readFileSync(file, 'utf8').split('\n');
      for (let i = 0; i < statements.length; i += 40) await client.batch(statements.slice(i, i + 40), 'write');
      client.close();
    },
  };
}

/** Loads the world gazetteer into the database unless this version is already there. */
export const gazetteerSeeder: Seeder = {
  name: 'gazetteer',
  version: gazetteerVersion,
  sqlFile: () => gazetteerSqlFile(),
  async run(target) {
    const destination = target.libsql ? libsql(target.libsql.url, target.libsql.authToken) : d1(target);
    if ((await destination.seededVersion()) === gazetteerVersion()) return false;
    await destination.load(gazetteerSqlFile().file);
    return true;
  },
};
