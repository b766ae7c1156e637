import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Seeder } from '../seed';
import { ROOT, runOrExit, toolEnv } from '../lib/process';
import { persistArgs } from '../lib/server';
import { buildGazetteer, writeGazetteerSql } from './gazetteer';

const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');

function seededVersion(persistTo?: string): string | null {
  const out = execFileSync(
    WRANGLER,
    ['d1', 'execute', 'DB', '--local', ...persistArgs(persistTo), '--json', '--command', "SELECT version FROM seed_state WHERE name = 'gazetteer'"],
    { cwd: ROOT, env: toolEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const parsed = JSON.parse(out) as { results: { version: string }[] }[];
  return parsed[0]?.results[0]?.version ?? null;
}

/** Loads the world gazetteer into the local D1 database unless this version is already there. */
export const gazetteerSeeder: Seeder = {
  name: 'gazetteer',
  async run({ persistTo }) {
    const data = buildGazetteer();
    if (seededVersion(persistTo) === data.version) return false;
    const file = writeGazetteerSql(data);
    await runOrExit(WRANGLER, ['d1', 'execute', 'DB', '--local', ...persistArgs(persistTo), '--file', file], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return true;
  },
};
