import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCitations } from './citation-rules';

/** The kinds found in one file's text. */
const kindsIn = (file: string, text: string) => checkCitations(file, text).map((v) => v.kind);

describe('citation rules', () => {
  it.each([
    [
      'a section of the outside specification',
      'core/a.ts',
      '/** Today\'s insight (001 §3 "Daily insight"). */',
      'spec',
    ],
    ['its sections in a list', 'core/a.ts', '// Ask Stella (001 §3, §7): the chat', 'spec'],
    ['the specification by name', 'web/a.tsx', '/** "Advanced AI analysis" (spec 000 §Birth chart). */', 'spec'],
    ['a possessive of the specification', 'core/a.ts', "/* 000's premium horoscope */", 'spec'],
    ['a quoted section title', 'web/a.tsx', '/** /premium (001 "Plans page"). */', 'spec'],
    ['the specification in CSS', 'web/a.css', '/* The chat box: 600 px high (001 §9). */', 'spec'],
    ['the specification in Markdown', 'docs/a.md', 'Spec: 001 §2 "AI coach".', 'spec'],
    ['the deviations list by number', 'worker/a.ts', '// The server decides (DEVIATIONS #5).', 'deviations'],
    ['the deviations file', 'docs/a.md', 'See DEVIATIONS.md for the list.', 'deviations'],
    ['an issue with a section', 'core/a.ts', '/** The verifier (issue 20 §3). */', 'issue'],
    ['an issue in parentheses', 'schema/a.ts', '// A thread (issue 19).', 'issue'],
    ['an issue as a possessive', 'test/a.ts', "/** Issue 18's guard on the interface's words. */", 'issue'],
    ['an issue with a number sign', 'scripts/a.ts', '// fixed in issue #12', 'issue'],
    ['an issue in CSS', 'web/a.css', '/* On a phone (issue 17): below the content. */', 'issue'],
    ['an issue heading in Markdown', 'README.md', '## Issue 20: Ask Stella', 'issue'],
  ])('refuse %s', (_name, file, text, kind) => {
    expect(kindsIn(file, text)).toEqual([kind]);
  });

  it.each([
    [
      'a comment that points into the repository',
      'core/a.ts',
      '// The server decides (docs/product.md#server-enforced-tiers).',
    ],
    [
      'a message with the word issue',
      'web/a.tsx',
      "const m = 'There was an issue with your payment';\n// an issue with your payment",
    ],
    ['a citation inside a string, as test data', 'test/a.ts', "const data = '// issue 20 §3 and 001 §3';"],
    ['a citation inside a template literal', 'test/a.ts', 'const data = `/* DEVIATIONS #5 */`;'],
    ['a route name', 'worker/a.ts', '// GET /api/issues/12 answers the thread'],
    [
      'numbers that are not the specification',
      'core/a.ts',
      '// 1,000 characters, 0.001 of a degree, at 00:01 UTC, 911 or 000 in Australia',
    ],
    ['an in-repository glossary and a public standard', 'core/a.ts', '// glossary §2; RFC 5545 §3.3.11'],
    ['the issues of a failed validation', 'worker/a.ts', '// answers 422 with `issues`: one per field'],
    ['a decision record', 'docs/decisions/a.md', '# 001. One package, folders by runtime'],
    ['CSS code outside a comment', 'web/a.css', '.a { color: #000; }'],
  ])('accept %s', (_name, file, text) => {
    expect(checkCitations(file, text)).toEqual([]);
  });

  it('names the line of each finding, within a block comment too', () => {
    const text =
      "import { x } from './x';\n\n/**\n * The receipts\n * (issue 20 §3).\n */\nexport const y = x; // DEVIATIONS #8\n";
    expect(checkCitations('core/a.ts', text)).toEqual([
      { file: 'core/a.ts', line: 5, kind: 'issue', text: '(issue 20 §3).' },
      { file: 'core/a.ts', line: 7, kind: 'deviations', text: 'DEVIATIONS #8' },
    ]);
  });
});

/** Two runs of the checker through tsx: a few seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 30_000;

describe('npm run lint', () => {
  it(
    'fails on a citing comment in a copy of the tree, and names its file and line',
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'stella-citations-'));
      const write = (file: string, text: string) => {
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      try {
        write('core/a.ts', '// The orbs of the spec (docs/product.md#constants).\nexport const a = 1;\n');
        write('docs/product.md', '# Stella\n\nThere may be an issue with a payment.\n');
        write('README.md', '# Stella\n');
        const checker = path.join(import.meta.dirname, 'check-citations.ts');
        const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
        const clean = spawnSync(tsx, [checker, dir], { encoding: 'utf8' });
        expect(clean.status, clean.stderr).toBe(0);

        write('web/b.tsx', 'export const b = 1;\n/** The chat (issue 20 §7). */\nexport const c = 2;\n');
        write('docs/c.md', '# C\n\nSpec: 001 §2.\n');
        const broken = spawnSync(tsx, [checker, dir], { encoding: 'utf8' });
        expect(broken.status).toBe(1);
        expect(broken.stderr).toContain('web/b.tsx:2  [issue] The chat (issue 20 §7).');
        expect(broken.stderr).toContain('docs/c.md:3  [spec] Spec: 001 §2.');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
