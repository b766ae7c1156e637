import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedSqlFile, pruneSqlFiles } from './sql-cache';
import { treeHash } from './web-build';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stella-sql-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the seed SQL cache', () => {
  it('builds a version once and reads it from disk after', () => {
    const build = vi.fn(() => ['INSERT INTO t VALUES (1);', 'INSERT INTO t VALUES (2);']);
    const first = cachedSqlFile({ dir, name: 'gazetteer', key: 'v1', build });
    const second = cachedSqlFile({ dir, name: 'gazetteer', key: 'v1', build });
    expect(build).toHaveBeenCalledTimes(1);
    expect([first.built, second.built]).toEqual([true, false]);
    expect(second.file).toBe(first.file);
    expect(readFileSync(first.file, 'utf8')).toBe('INSERT INTO t VALUES (1);\nINSERT INTO t VALUES (2);');
  });

  it('builds again when the version changes, and pruning drops the old version', () => {
    const build = vi.fn(() => ['SELECT 1;']);
    const old = cachedSqlFile({ dir, name: 'gazetteer', key: 'v1', build });
    const subset = cachedSqlFile({ dir, name: 'gazetteer', key: 'v1-abc', build });
    pruneSqlFiles({ dir, name: 'gazetteer', keep: 'v2' });
    const next = cachedSqlFile({ dir, name: 'gazetteer', key: 'v2', build });
    expect(build).toHaveBeenCalledTimes(3);
    expect(next.built).toBe(true);
    expect(existsSync(old.file) || existsSync(subset.file)).toBe(false);
    expect(readdirSync(dir)).toEqual(['gazetteer-v2.sql']);
  });

  it('keeps a version and its subsets, and other seeds, when pruning', () => {
    const build = () => ['SELECT 1;'];
    cachedSqlFile({ dir, name: 'gazetteer', key: 'v2', build });
    cachedSqlFile({ dir, name: 'gazetteer', key: 'v2-abc', build });
    cachedSqlFile({ dir, name: 'other', key: 'v1', build });
    pruneSqlFiles({ dir, name: 'gazetteer', keep: 'v2' });
    expect(readdirSync(dir).sort()).toEqual(['gazetteer-v2-abc.sql', 'gazetteer-v2.sql', 'other-v1.sql']);
  });

  it('refuses a statement that spans lines (the loader reads one statement a line)', () => {
    expect(() =>
      cachedSqlFile({ dir, name: 'gazetteer', key: 'v1', build: () => ["INSERT INTO t VALUES ('a\nb');"] }),
    ).toThrow(/spans lines/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the web build record', () => {
  it('hashes names and contents, so an edit, a new file or a rename changes it', () => {
    writeFileSync(path.join(dir, 'a.ts'), 'one');
    const before = treeHash(dir, ['.']);
    expect(treeHash(dir, ['.'])).toBe(before);
    writeFileSync(path.join(dir, 'a.ts'), 'two');
    const edited = treeHash(dir, ['.']);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(dir, 'b.ts'), '');
    expect(treeHash(dir, ['.'])).not.toBe(edited);
    rmSync(path.join(dir, 'b.ts'));
    expect(treeHash(dir, ['.'])).toBe(edited);
    expect(treeHash(dir, ['a.ts'])).not.toBe(treeHash(dir, ['missing.ts']));
  });
});
