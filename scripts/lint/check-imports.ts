/**
 * `npm run lint` (after Biome): the layer, feature and cycle rules of docs/architecture.md
 * over every source file of the project. Exits 1 and lists each violation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkImports, type SourceFile } from './import-rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
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

const root = process.argv[2] ? path.resolve(process.argv[2]) : ROOT;
const { violations, edges } = checkImports(collectSources(root));
if (violations.length) {
  for (const v of violations) console.error(`${v.file}:${v.line}  [${v.rule}] ${v.message}`);
  console.error(`\n${violations.length} import rule violation(s): see docs/architecture.md`);
  process.exit(1);
}
console.log(`imports: ${edges.length} checked, layers and features respected, no cycles`);
