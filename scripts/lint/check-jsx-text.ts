/**
 * `npm run lint` (after the import rules): no text a reader sees written into a component; it
 * comes from the message catalogue (decision 028). Lists each literal with its file and line.
 */
import path from 'node:path';
import { collectSources } from './sources';
import { checkJsxText } from './jsx-text-rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = collectSources(ROOT, ['web']).filter((f) => f.file.endsWith('.tsx') && !/\.test\.tsx$/.test(f.file));
const violations = files.flatMap((f) => checkJsxText(f.file, f.text));
if (violations.length) {
  for (const v of violations) console.error(`${v.file}:${v.line}  ${JSON.stringify(v.text)}`);
  console.error(`\n${violations.length} text(s) in components outside the message catalogue (core/i18n/messages)`);
  process.exit(1);
}
console.log(`texts: ${files.length} components read, every visible word from the catalogue`);
