/**
 * `npm run lint` (after Biome): the layer, feature and cycle rules of docs/architecture.md
 * over every source file of the project. Exits 1 and lists each violation.
 */
import path from 'node:path';
import { checkImports } from './import-rules';
import { collectSources } from './sources';

const ROOT = path.resolve(import.meta.dirname, '../..');

const root = process.argv[2] ? path.resolve(process.argv[2]) : ROOT;
const { violations, edges } = checkImports(collectSources(root));
if (violations.length) {
  for (const v of violations) console.error(`${v.file}:${v.line}  [${v.rule}] ${v.message}`);
  console.error(`\n${violations.length} import rule violation(s): see docs/architecture.md`);
  process.exit(1);
}
console.log(`imports: ${edges.length} checked, layers and features respected, no cycles`);
