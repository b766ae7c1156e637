/**
 * The Worker's texts, built beside the web app (decision 045). The texts of seven languages are
 * most of what the Worker would upload, and a request reads one language of them. So the Worker
 * does not carry their words: each language becomes
 *
 * - a string table, `dist/_texts/<locale>.<hash>.json`: every string of its texts, served from the
 *   Worker's own static assets (and refused to the public, worker/app.ts);
 * - a module, `.cache/worker-texts/<locale>.js`: the same texts' code, each string replaced by its
 *   place in the table and the whole wrapped in `textsWith(table)`, which builds the texts from it;
 * - and `.cache/worker-texts/load.js`, which fetches a language's table through the ASSETS
 *   binding, imports its module and builds its texts once both are in. The Worker imports it as `#locale-texts` (the `workerd`
 *   condition of package.json's imports); Node and the browser import the sources themselves.
 *
 * What goes into a language's module is what only its texts use: the files its aggregate
 * (core/i18n/texts/<locale>.ts) reaches that the rest of the Worker does not. Everything else
 * (the grammars, the zodiac, the English that the premium reading sizes itself by) stays one
 * module of the Worker, imported from here by its path.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Node as AcornNode, parse } from 'acorn';
import * as esbuild from 'esbuild';
import { LOCALES } from '../../core/i18n/locales.ts';
import { ROOT } from './process.ts';

export const WORKER_TEXTS_DIR = path.join(ROOT, '.cache/worker-texts');
/** Where the tables are served from, under the assets' root. */
export const TABLES_PATH = '/_texts';
/** Shorter strings stay in the code: a table entry costs about as much as they do. */
const MIN_LENGTH = 3;

/** A short name the bundle never uses, for the table inside the module (a used one would be shadowed). */
function unusedName(bundle: string): string {
  const letters = 'STUVWXYZABCDEFGHIJKLMNOPQR';
  for (const first of letters) {
    for (const second of ['', ...letters]) {
      const name = first + second;
      if (!new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(bundle)) return name;
    }
  }
  throw new Error('worker texts: no short name left for the table');
}

const WORKER_ENTRY = path.join(ROOT, 'worker/index.ts');
const TSCONFIG = path.join(ROOT, 'tsconfig.worker.json');
const aggregate = (locale: string) => path.join(ROOT, `core/i18n/texts/${locale}.ts`);
const AGGREGATE = /core[\\/]i18n[\\/]texts[\\/][a-z]{2}\.ts$/;
const CONDITIONS = ['workerd', 'worker', 'browser'];

/** The source files the Worker loads without any language's texts (the aggregates left out). */
async function workerFiles(): Promise<Set<string>> {
  const result = await esbuild.build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    conditions: CONDITIONS,
    mainFields: ['module', 'main'],
    tsconfig: TSCONFIG,
    logLevel: 'silent',
    external: ['node:*', 'cloudflare:*'],
    plugins: [
      {
        name: 'without-texts',
        setup(build) {
          build.onResolve({ filter: /^#locale-texts$/ }, () => ({ path: '#locale-texts', external: true }));
        },
      },
    ],
  });
  return new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(ROOT, file)));
}

/** One language's texts bundled alone: what the Worker already has stays an import of it, from `into`. */
async function bundleLanguage(locale: string, shared: ReadonlySet<string>, into: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [aggregate(locale)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: CONDITIONS,
    mainFields: ['module', 'main'],
    tsconfig: TSCONFIG,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [
      {
        name: 'shared-stays-shared',
        setup(build) {
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind === 'entry-point' || args.pluginData === 'inner') return undefined;
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: args.resolveDir,
              pluginData: 'inner',
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            if (resolved.external || !shared.has(resolved.path)) return resolved;
            const relative = path.relative(into, resolved.path).split(path.sep).join('/');
            return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
          });
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`worker texts: nothing bundled for ${locale}`);
  return output.text;
}

type Estree = AcornNode & Record<string, unknown>;

const isNode = (value: unknown): value is Estree =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node under `node`, each with its parent. */
function walk(node: Estree, visit: (node: Estree, parent: Estree | null) => void, parent: Estree | null = null) {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, node);
    } else if (isNode(value)) walk(value, visit, node);
  }
}

/** Whether a string literal is a name rather than a value: an import's source, a property's key, a directive. */
function isName(node: Estree, parent: Estree | null): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'ImportSpecifier':
    case 'ExportSpecifier':
    case 'ImportAttribute':
      return true;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return parent.key === node && parent.computed !== true;
    case 'ExpressionStatement':
      return typeof parent.directive === 'string';
    default:
      return false;
  }
}

interface Extracted {
  /** The module: the bundle's imports, then `export function textsWith(table)` around the rest. */
  readonly code: string;
  readonly strings: readonly string[];
}

/** The bundle with its strings taken out into a table, and wrapped to be built from it. */
export function extractStrings(bundle: string): Extracted {
  const program = parse(bundle, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Estree & {
    body: Estree[];
  };
  const TABLE = unusedName(bundle);
  const strings: string[] = [];
  const index = new Map<string, number>();
  const slot = (text: string) => {
    let i = index.get(text);
    if (i === undefined) {
      i = strings.length;
      strings.push(text);
      index.set(text, i);
    }
    return i;
  };
  const edits: { start: number; end: number; text: string }[] = [];
  walk(program, (node, parent) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (node.value.length >= MIN_LENGTH && !isName(node, parent)) {
        // Minified code runs a keyword into a string (`return"…"`, `case"…"`): keep them apart.
        const space = /[\w$]/.test(bundle[node.start - 1] ?? '') ? ' ' : '';
        edits.push({ start: node.start, end: node.end, text: `${space}${TABLE}[${slot(node.value)}]` });
      }
    } else if (node.type === 'TemplateLiteral' && parent?.type !== 'TaggedTemplateExpression') {
      for (const quasi of node.quasis as Estree[]) {
        const cooked = (quasi.value as { cooked: string | null }).cooked;
        if (cooked !== null && cooked.length >= MIN_LENGTH) {
          edits.push({ start: quasi.start, end: quasi.end, text: `\${${TABLE}[${slot(cooked)}]}` });
        }
      }
    }
  });

  // The imports stay at the top; the export names the texts the function returns.
  let returned: string | undefined;
  const imports: string[] = [];
  const skipped: { start: number; end: number }[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      imports.push(bundle.slice(statement.start, statement.end));
      skipped.push(statement);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers as Estree[]) {
        const exported = specifier.exported as Estree & { name?: string };
        const local = specifier.local as Estree & { name?: string };
        if (exported.name === 'TEXTS') returned = local.name;
      }
      skipped.push(statement);
    } else if (statement.type.startsWith('Export')) {
      throw new Error(`worker texts: an export the wrapper does not handle (${statement.type})`);
    }
  }
  if (!returned) throw new Error('worker texts: the bundle does not export TEXTS');

  const cuts = [...edits, ...skipped.map((s) => ({ start: s.start, end: s.end, text: '' }))].sort(
    (a, b) => a.start - b.start,
  );
  let body = '';
  let at = 0;
  for (const cut of cuts) {
    if (cut.start < at) throw new Error('worker texts: overlapping edits');
    body += bundle.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  body += bundle.slice(at);
  const code = `${imports.join('\n')}\nexport function textsWith(${TABLE}) {\n${body.trim()}\nreturn ${returned};\n}\n`;
  return { code, strings };
}

const HEADER = '// Generated by scripts/lib/worker-texts.ts from core/i18n/texts/: do not edit.\n';

/**
 * Builds every language's table into `dist` (under _texts/) and its module into `modules`
 * (.cache/worker-texts), with the loader that joins them. Returns the tables' total size.
 */
export async function buildWorkerTexts(
  dist: string,
  modules = WORKER_TEXTS_DIR,
): Promise<{ files: number; bytes: number }> {
  const shared = await workerFiles();
  for (const file of shared) {
    if (AGGREGATE.test(file)) throw new Error(`worker texts: the Worker imports ${file} itself`);
  }
  const tablesDir = path.join(dist, TABLES_PATH);
  rmSync(tablesDir, { recursive: true, force: true });
  mkdirSync(tablesDir, { recursive: true });
  mkdirSync(modules, { recursive: true });
  for (const stale of readdirSync(modules)) rmSync(path.join(modules, stale));

  const tables: Record<string, string> = {};
  let bytes = 0;
  await Promise.all(
    LOCALES.map(async (locale) => {
      const { code, strings } = extractStrings(await bundleLanguage(locale, shared, modules));
      const table = JSON.stringify(strings);
      const hash = createHash('sha256').update(table).digest('hex').slice(0, 12);
      const name = `${locale}.${hash}.json`;
      writeFileSync(path.join(tablesDir, name), table);
      writeFileSync(path.join(modules, `${locale}.js`), HEADER + code);
      tables[locale] = `${TABLES_PATH}/${name}`;
      bytes += Buffer.byteLength(table);
    }),
  );
  const loaders = LOCALES.map((locale) => `  ${locale}: () => import(${JSON.stringify(`./${locale}.js`)}),`).join('\n');
  writeFileSync(
    path.join(modules, 'load.js'),
    `${HEADER}import { env } from 'cloudflare:workers';

const TABLES = ${JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, tables[l]])))};
const MODULES = {
${loaders}
};

/** A language's texts: its table from the Worker's static assets, built by its module. */
export async function localeTexts(locale) {
  const [module, strings] = await Promise.all([
    MODULES[locale](),
    env.ASSETS.fetch(new URL(TABLES[locale], 'https://assets.invalid')).then((response) => {
      if (!response.ok) throw new Error(\`The texts table \${TABLES[locale]} answered \${response.status}.\`);
      return response.json();
    }),
  ]);
  return module.textsWith(strings);
}
`,
  );
  return { files: LOCALES.length, bytes };
}

/**
 * Whether the Worker's texts must be built again before the Worker runs: missing (from the
 * tables in `dist` or from .cache), or older than a source they are built from.
 */
export function workerTextsStale(dist: string): boolean {
  const loader = path.join(WORKER_TEXTS_DIR, 'load.js');
  const tables = path.join(dist, TABLES_PATH);
  if (!existsSync(loader) || !existsSync(tables) || readdirSync(tables).length < LOCALES.length) return true;
  const built = statSync(loader).mtimeMs;
  const sources = [path.join(ROOT, 'package.json'), path.join(ROOT, 'scripts/lib/worker-texts.ts')];
  for (const entry of readdirSync(path.join(ROOT, 'core'), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) sources.push(path.join(entry.parentPath, entry.name));
  }
  return sources.some((file) => statSync(file).mtimeMs > built);
}
