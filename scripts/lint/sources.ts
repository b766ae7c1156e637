/** The project's source files, as the lint scripts read them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './import-rules';

const FOLDERS = ['core', 'schema', 'worker', 'web', 'scripts', 'test'];
const SKIP = new Set(['node_modules', 'fixtures', 'dist', 'public']);
const CODE = /\.(ts|tsx|css)$/;
/** Files whose text holds made-up imports as test data, not imports of their own. */
const FIXTURE_TEXT = new Set(['scripts/lint/import-rules.test.ts']);

export function collectSources(root: string, folders = FOLDERS): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name)) walk(rel);
      } else if (CODE.test(entry.name) && !FIXTURE_TEXT.has(rel)) {
        out.push({ file: rel, text: entry.name.endsWith('.css') ? '' : readFileSync(path.join(root, rel), 'utf8') });
      }
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return out;
}
