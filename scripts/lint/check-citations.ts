/**
 * `npm run lint` (after the text check): no comment or doc line cites a document a reader cannot
 * open (the outside specification, the old deviations list, the issue tracker); point to a
 * `docs/product.md` anchor or a decision instead. Lists each finding with its file and line.
 */
import path from 'node:path';
import { checkCitations } from './citation-rules';
import { collectProse } from './sources';

const ROOT = path.resolve(import.meta.dirname, '../..');

const root = process.argv[2] ? path.resolve(process.argv[2]) : ROOT;
const files = collectProse(root);
const violations = files.flatMap((f) => checkCitations(f.file, f.text));
if (violations.length) {
  for (const v of violations) console.error(`${v.file}:${v.line}  [${v.kind}] ${v.text}`);
  console.error(
    `\n${violations.length} citation(s) of documents outside the repository: point to docs/product.md or a decision`,
  );
  process.exit(1);
}
console.log(`citations: ${files.length} files read, every reference opens in the repository`);
