/**
 * `npm start` builds the web app only when something it is built from changed since the build
 * that made the current dist/ (docs/decisions/025-quick-start.md). What it is built from, taken
 * wide: the web, core and schema sources, the Worker (vite.config reads its header table; the
 * web reads its types), the Vite and TypeScript configs, the aliases and the lock file. The
 * record also holds a hash of dist/ as that build left it, so a dist/ changed or removed since
 * (another build, a test's) is built again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './process';
import { WORKER_TEXTS_DIR } from './worker-texts';

const RECORD = path.join(ROOT, '.cache/web-build.json');
const DIST = path.join(ROOT, 'dist');
export const WEB_BUILD_INPUTS = [
  'web',
  'core',
  'schema',
  'worker',
  'scripts/lib/aliases.ts',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.web.json',
  'package.json',
  'package-lock.json',
];

/** A hash of every file under `paths` (files or folders, relative to `root`): names and contents. */
export function treeHash(root: string, paths: string[]): string {
  const files: string[] = [];
  for (const rel of paths) {
    const full = path.join(root, rel);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) files.push(rel);
    else
      for (const d of readdirSync(full, { withFileTypes: true, recursive: true }))
        if (d.isFile()) files.push(path.relative(root, path.join(d.parentPath, d.name)));
  }
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

interface BuildRecord {
  sources: string;
  dist: string;
}

function readRecord(): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** Whether dist/ (with the Worker's texts the build writes beside it) is the build of the current sources. */
export function webBuildIsCurrent(): boolean {
  const record = readRecord();
  return (
    record !== null &&
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(path.join(WORKER_TEXTS_DIR, 'load.js')) &&
    record.sources === treeHash(ROOT, WEB_BUILD_INPUTS) &&
    record.dist === treeHash(ROOT, ['dist'])
  );
}

/** Builds the web app unless dist/ is the build of the current sources; resolves whether it built. */
export async function buildWebIfChanged(): Promise<boolean> {
  if (webBuildIsCurrent()) return false;
  const sources = treeHash(ROOT, WEB_BUILD_INPUTS);
  const code = await run('vite', ['build', '--logLevel', 'warn']);
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
  mkdirSync(path.dirname(RECORD), { recursive: true });
  // The sources as they were when the build started: an edit during the build builds again next time.
  writeFileSync(RECORD, JSON.stringify({ sources, dist: treeHash(ROOT, ['dist']) } satisfies BuildRecord));
  return true;
}
