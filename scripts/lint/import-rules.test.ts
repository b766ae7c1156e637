import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, parseImports, type SourceFile } from './import-rules';

/** A small, lawful tree; each test adds one file that breaks one rule. */
const BASE: SourceFile[] = [
  { file: 'core/zodiac.ts', text: 'export const SIGNS = [];' },
  { file: 'schema/auth.ts', text: "import { SIGNS } from '@core/zodiac';\nexport const X = SIGNS;" },
  { file: 'schema/db/index.ts', text: 'export const users = {};' },
  { file: 'worker/lib/errors.ts', text: 'export class ApiError {}' },
  {
    file: 'worker/app.ts',
    text: "import { authRoutes } from './features/auth';\nexport type AppType = typeof authRoutes;",
  },
  { file: 'worker/features/auth/index.ts', text: "export { authRoutes } from './auth.routes';" },
  {
    file: 'worker/features/auth/auth.routes.ts',
    text: "import { users } from '@schema/db';\nimport { ApiError } from '../../lib/errors';\nexport const authRoutes = [users, ApiError];",
  },
  { file: 'worker/features/auth/auth.test.ts', text: "import { api } from '../../../test/api/helpers';\napi();" },
  { file: 'test/api/helpers.ts', text: 'export const api = () => 1;' },
  { file: 'web/lib/api.ts', text: "import type { AppType } from '@worker/app';\nexport type A = AppType;" },
  { file: 'web/components/field.tsx', text: 'export function Field() { return null; }' },
  { file: 'web/features/auth/index.ts', text: "export { useAuth } from './auth-state';" },
  { file: 'web/features/auth/auth-state.ts', text: "import '../auth/auth.css';\nexport const useAuth = () => 1;" },
  { file: 'web/features/auth/auth.css', text: '' },
  {
    file: 'web/features/profile/profile-page.tsx',
    text: "import { useAuth } from '@web/features/auth';\nimport { Field } from '@web/components/field';\nexport const P = [useAuth, Field];",
  },
  {
    file: 'web/app/router.tsx',
    text: "import { ProfilePage } from '@web/features/profile/pages';\nexport { ProfilePage };",
  },
  { file: 'web/features/profile/index.ts', text: "export * from './profile-page';" },
  {
    file: 'web/features/profile/pages.ts',
    text: "export const ProfilePage = () => import('./profile-page');",
  },
];

function violationsWith(extra: SourceFile) {
  return checkImports([...BASE, extra]).violations;
}

describe('import rules', () => {
  it('accept a tree that keeps the layers', () => {
    expect(checkImports(BASE).violations).toEqual([]);
  });

  it.each([
    ['core importing schema', 'core/natal.ts', "import type { X } from '@schema/auth';", 'layer'],
    ['core importing the worker', 'core/x.ts', "import { ApiError } from '../worker/lib/errors';", 'layer'],
    ['schema importing the worker', 'schema/x.ts', "import { ApiError } from '@worker/lib/errors';", 'layer'],
    ['the worker importing the web', 'worker/lib/x.ts', "import { Field } from '@web/components/field';", 'layer'],
    ['the web importing database tables', 'web/lib/x.ts', "import { users } from '@schema/db';", 'layer'],
    [
      'the web importing Worker code',
      'web/lib/x.ts',
      "import { ApiError } from '@worker/lib/errors';",
      'worker-in-web',
    ],
    [
      'the web importing a Worker type other than AppType',
      'web/lib/x.ts',
      "import type { ApiError } from '@worker/lib/errors';",
      'worker-in-web',
    ],
    [
      'a feature reaching into another',
      'web/features/profile/x.ts',
      "import { useAuth } from '../auth/auth-state';",
      'feature-internals',
    ],
    [
      'a lazy import of feature internals',
      'web/app/x.tsx',
      "const A = () => import('@web/features/auth/auth-state');",
      'feature-internals',
    ],
    [
      'a feature reaching for the pages only the app mounts',
      'web/features/auth/x.ts',
      "import { ProfilePage } from '@web/features/profile/pages';",
      'feature-internals',
    ],
    [
      'a CSS file of another feature',
      'web/features/profile/y.ts',
      "import '@web/features/auth/auth.css';",
      'feature-internals',
    ],
    [
      'the Worker app reaching into a feature',
      'worker/x.ts',
      "import { authRoutes } from './features/auth/auth.routes';",
      'feature-internals',
    ],
    [
      'web components importing a feature',
      'web/components/x.tsx',
      "import { useAuth } from '@web/features/auth';",
      'shared-imports-feature',
    ],
    [
      'web lib importing a feature',
      'web/lib/y.ts',
      "import { useAuth } from '../features/auth';",
      'shared-imports-feature',
    ],
    [
      'worker lib importing a feature',
      'worker/lib/y.ts',
      "import { authRoutes } from '../features/auth';",
      'shared-imports-feature',
    ],
    ['an import that names no file', 'core/y.ts', "import { nothing } from './missing';", 'unresolved'],
  ])('refuse %s', (_name, file, text, rule) => {
    const found = violationsWith({ file, text });
    expect(found.map((v) => v.rule)).toContain(rule);
  });

  it('find a cycle, type-only imports included', () => {
    const found = checkImports([
      ...BASE,
      { file: 'worker/lib/a.ts', text: "import type { B } from './b';\nexport type A = B;" },
      { file: 'worker/lib/b.ts', text: "import type { C } from './c';\nexport type B = C;" },
      { file: 'worker/lib/c.ts', text: "import type { A } from './a';\nexport type C = A | 1;" },
    ]).violations;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'cycle' });
    expect(found[0]!.message).toContain('worker/lib/a.ts ↔ worker/lib/b.ts ↔ worker/lib/c.ts');
  });

  it('ignore commented-out imports and read multi-line ones', () => {
    const text =
      "// import { x } from '@schema/auth';\n/* import '@worker/app'; */\nimport {\n  type A,\n  type B,\n} from './t';";
    expect(parseImports(text)).toEqual([{ specifier: './t', typeOnly: true, names: ['A', 'B'], line: 6 }]);
  });
});

describe('npm run lint', () => {
  it('fails on a violating file in a copy of the tree, and names it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stella-lint-'));
    try {
      for (const source of BASE) {
        mkdirSync(path.join(dir, path.dirname(source.file)), { recursive: true });
        writeFileSync(path.join(dir, source.file), source.text);
      }
      const checker = path.join(import.meta.dirname, 'check-imports.ts');
      const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
      const clean = spawnSync(tsx, [checker, dir], { encoding: 'utf8' });
      expect(clean.status, clean.stderr).toBe(0);

      writeFileSync(
        path.join(dir, 'core/bad.ts'),
        "import { ApiError } from '../worker/lib/errors';\nexport const e = ApiError;",
      );
      const broken = spawnSync(tsx, [checker, dir], { encoding: 'utf8' });
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain('core/bad.ts:1  [layer] core must not import worker');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
