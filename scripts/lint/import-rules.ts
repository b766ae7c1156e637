/**
 * The layer and feature rules of docs/architecture.md, checked over import statements.
 * Pure: it takes file paths (relative to the project root, with `/`) and their texts, so a
 * test can run it on a handful of made-up files.
 *
 * - core/ imports nothing of ours outside core/;
 * - schema/ may import core/; schema/db/ is for the Worker and the scripts only;
 * - worker/ may import core/ and schema/;
 * - web/ may import core/ and schema/ (not schema/db/), and from worker/ only the `AppType` type;
 * - outside a feature, its files are reached only through its `index.ts`; the app layer
 *   (web/app) also mounts a web feature's pages through its `pages.ts`;
 * - web/components, web/lib and worker/lib import no feature;
 * - no import cycle among our modules (type-only imports included).
 */
import path from 'node:path';

export interface SourceFile {
  /** Relative to the project root, with forward slashes: `web/features/auth/index.ts`. */
  file: string;
  text: string;
}

export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
  typeOnly: boolean;
  names: string[];
  line: number;
}

export interface Violation {
  file: string;
  line: number;
  rule: 'layer' | 'feature-internals' | 'shared-imports-feature' | 'worker-in-web' | 'cycle' | 'unresolved';
  message: string;
}

export const ALIASES: Record<string, string> = {
  '@core/': 'core/',
  '@schema/': 'schema/',
  '@web/': 'web/',
  '@worker/': 'worker/',
};

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

// import … from '…' / export … from '…' / import '…' / import('…')
const IMPORT_RE =
  /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Comments are blanked (keeping line breaks) so a commented-out import does not count. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"\\])\/\/[^\n]*/g, (m) => m.replace(/[^\n]/g, ' '));
}

function namesOf(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return clause.trim() ? [clause.trim()] : [];
  return braces[1]!
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);
}

function allTypeOnly(clause: string): boolean {
  const braces = clause.match(/^\s*\{([^}]*)\}\s*$/);
  if (!braces) return false;
  const parts = braces[1]!
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith('type '));
}

export function parseImports(text: string): { specifier: string; typeOnly: boolean; names: string[]; line: number }[] {
  const clean = stripComments(text);
  const found: { specifier: string; typeOnly: boolean; names: string[]; line: number }[] = [];
  for (const m of clean.matchAll(IMPORT_RE)) {
    const line = clean.slice(0, m.index + m[0].length).split('\n').length;
    if (m[4]) {
      const clause = m[3] ?? '';
      found.push({ specifier: m[4], typeOnly: Boolean(m[2]) || allTypeOnly(clause), names: namesOf(clause), line });
    } else if (m[5]) found.push({ specifier: m[5], typeOnly: false, names: [], line });
    else if (m[6]) found.push({ specifier: m[6], typeOnly: false, names: [], line });
  }
  return found;
}

/** The project file an import names, or null for a package; undefined when it names nothing that exists. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | null | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else {
    for (const [alias, folder] of Object.entries(ALIASES)) {
      if (specifier.startsWith(alias)) base = folder + specifier.slice(alias.length);
    }
  }
  if (base === undefined) return null;
  if (base.includes('?')) return null; // a bundler query (`?raw`, `?url`) names a non-code file
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  return undefined;
}

type Layer = 'core' | 'schema' | 'schema-db' | 'worker' | 'web' | 'scripts' | 'test' | 'root';

function layerOf(file: string): Layer {
  if (file.startsWith('schema/db/')) return 'schema-db';
  const top = file.split('/')[0]!;
  if (top === 'core' || top === 'schema' || top === 'worker' || top === 'web' || top === 'scripts' || top === 'test')
    return top;
  return 'root';
}

/** `web/features/auth/x.ts` → `web/features/auth`; null outside a feature. */
export function featureOf(file: string): string | null {
  const m = file.match(/^(web|worker)\/features\/([^/]+)\//);
  return m ? `${m[1]}/features/${m[2]}` : null;
}

const ALLOWED: Record<Layer, Layer[] | 'any'> = {
  core: ['core'],
  schema: ['core', 'schema'],
  'schema-db': ['core', 'schema', 'schema-db'],
  worker: ['core', 'schema', 'schema-db', 'worker'],
  web: ['core', 'schema', 'web'],
  scripts: 'any',
  test: 'any',
  root: 'any',
};

function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

function checkEdge(edge: ImportEdge): Violation | null {
  const { from, to } = edge;
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  const at = { file: from, line: edge.line };

  if (fromLayer === 'web' && toLayer === 'worker') {
    const onlyAppType = edge.typeOnly && edge.names.length > 0 && edge.names.every((n) => n === 'AppType');
    if (onlyAppType) return null;
    return {
      ...at,
      rule: 'worker-in-web',
      message: `web/ may take only the AppType type from worker/ (${edge.specifier})`,
    };
  }
  const allowed = ALLOWED[fromLayer];
  // A test beside its code may use the shared harness in test/.
  const harness = toLayer === 'test' && isTestFile(from);
  if (allowed !== 'any' && !allowed.includes(toLayer) && !harness) {
    return { ...at, rule: 'layer', message: `${fromLayer} must not import ${toLayer} (${edge.specifier})` };
  }

  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (toFeature && /^(web\/(components|lib)|worker\/lib)\//.test(from)) {
    return {
      ...at,
      rule: 'shared-imports-feature',
      message: `shared code must not import a feature (${edge.specifier})`,
    };
  }
  // Tests outside a feature (test/) may reach inside it; everyone else goes through index.ts.
  if (
    toFeature &&
    toFeature !== fromFeature &&
    !(fromLayer === 'test' || fromLayer === 'scripts' || fromLayer === 'root')
  ) {
    const isIndex = to === `${toFeature}/index.ts` || to === `${toFeature}/index.tsx`;
    const isPagesForApp = to === `${toFeature}/pages.ts` && from.startsWith('web/app/');
    if (!isIndex && !isPagesForApp) {
      return {
        ...at,
        rule: 'feature-internals',
        message: `${edge.specifier} is inside ${toFeature}; import it from its index.ts`,
      };
    }
  }
  return null;
}

/** Strongly connected components with more than one file, or a file importing itself. */
export function findCycles(files: string[], edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const f of files) next.set(f, []);
  for (const e of edges) next.get(e.from)?.push(e.to);
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  // Iterative Tarjan, so a deep graph cannot overflow the stack.
  for (const root of files) {
    if (indices.has(root)) continue;
    const work: { node: string; i: number }[] = [{ node: root, i: 0 }];
    indices.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const to = targets[frame.i++]!;
        if (!indices.has(to)) {
          indices.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = targets.includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

export function checkImports(sources: SourceFile[]): { edges: ImportEdge[]; violations: Violation[] } {
  const known = new Set(sources.map((s) => s.file));
  const exists = (file: string) => known.has(file);
  const edges: ImportEdge[] = [];
  const violations: Violation[] = [];
  for (const source of sources) {
    for (const imp of parseImports(source.text)) {
      const to = resolveSpecifier(source.file, imp.specifier, exists);
      if (to === null) continue;
      if (to === undefined) {
        // Generated or non-code files (CSS, JSON, data) are not in the list; only code must resolve.
        if (/\.(css|json|svg|png|txt|sql)$/.test(imp.specifier) || imp.specifier.includes('/data/')) continue;
        violations.push({
          file: source.file,
          line: imp.line,
          rule: 'unresolved',
          message: `cannot resolve ${imp.specifier}`,
        });
        continue;
      }
      const edge: ImportEdge = { from: source.file, to, ...imp };
      edges.push(edge);
      const problem = checkEdge(edge);
      if (problem) violations.push(problem);
    }
  }
  const codeEdges = edges.filter((e) => !isTestFile(e.from));
  for (const cycle of findCycles(
    sources.map((s) => s.file),
    codeEdges,
  )) {
    violations.push({ file: cycle[0]!, line: 1, rule: 'cycle', message: `import cycle: ${cycle.join(' ↔ ')}` });
  }
  return { edges, violations };
}
