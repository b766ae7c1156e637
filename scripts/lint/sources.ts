/** The project's source files, as the lint scripts read them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './import-rules';

const FOLDERS = ['core', 'schema', 'worker', 'web', 'scripts', 'test'];
const SKIP = new Set(['node_modules', 'fixtures', 'dist', 'public']);
const CODE = /\.(ts|tsx|css)$/;
/** Files whose text holds made-up imports as test data, not imports of their own. */
const FIXTURE_TEXT = new Set(['scripts/lint/import-rules.test.ts']);

/** The relative paths of the files under `folders` whose names `accept` matches. */
function walkFiles(root: string, folders: string[], accept: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name)) walk(rel);
      } else if (accept.test(entry.name)) {
        out.push(rel);
      }
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return out;
}

export function collectSources(root: string, folders = FOLDERS): SourceFile[] {
  return walkFiles(root, folders, CODE)
    .filter((rel) => !FIXTURE_TEXT.has(rel))
    .map((rel) => ({ file: rel, text: rel.endsWith('.css') ? '' : readFileSync(path.join(root, rel), 'utf8') }));
}

/** Every file a reader reads comments or prose in: the code, the docs and the README, CSS included. */
export function collectProse(root: string): SourceFile[] {
  const files = walkFiles(root, [...FOLDERS, 'docs'], /\.(ts|tsx|css|md)$/);
  if (existsSync(path.join(root, 'README.md'))) files.push('README.md');
  return files.map((rel) => ({ file: rel, text: readFileSync(path.join(root, rel), 'utf8') }));
}
