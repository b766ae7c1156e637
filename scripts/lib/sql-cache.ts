/**
 * Seed SQL kept on disk by version: `npm install` (postinstall) builds the gazetteer's SQL once,
 * and every later start, test set-up or remote seed reads the file instead of building it
 * again (docs/decisions/025-quick-start.md). A new version (other seed code, other data
 * package versions) is a new file name; files of other versions are removed.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './process';

export const SEED_CACHE_DIR = path.join(ROOT, '.cache/seed');

export interface CachedSql {
  /** The SQL file: one statement a line. */
  file: string;
  /** Whether this call built it (false: it was on disk already). */
  built: boolean;
}

/**
 * The SQL file `<name>-<key>.sql` in `dir`, built by `build` only when it is not there. Every
 * statement must be one line: the local loader sends the file as lines (D1's exec), so a
 * statement with a line break inside would be cut in two; the build fails instead.
 */
export function cachedSqlFile(options: { dir?: string; name: string; key: string; build: () => string[] }): CachedSql {
  const dir = options.dir ?? SEED_CACHE_DIR;
  const file = path.join(dir, `${options.name}-${options.key}.sql`);
  if (existsSync(file)) return { file, built: false };
  const statements = options.build();
  const broken = statements.find((s) => s.includes('\n') || s.includes('\r'));
  if (broken) throw new Error(`${options.name} seed: a statement spans lines: ${broken.slice(0, 120)}…`);
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: an interrupted build never leaves a short file under the name.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, statements.join('\n'));
  renameSync(partial, file);
  return { file, built: true };
}

/** Removes this seed's files of other keys whose key does not start with `keep` (older versions). */
export function pruneSqlFiles(options: { dir?: string; name: string; keep: string }): void {
  const dir = options.dir ?? SEED_CACHE_DIR;
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(`${options.name}-`) || entry.startsWith(`${options.name}-${options.keep}`)) continue;
    if (entry.endsWith('.sql') || entry.endsWith('.tmp')) rmSync(path.join(dir, entry), { force: true });
  }
}
