/**
 * The gazetteer's SQL as a file, cached by version in .cache/seed (scripts/lib/sql-cache.ts):
 * `npm install` builds the full load, starts, the browser tests and the benches read it.
 * See docs/decisions/025-quick-start.md.
 */
import { createHash } from 'node:crypto';
import { type CachedSql, cachedSqlFile, pruneSqlFiles } from '../lib/sql-cache';
import { type GeoNamesTown, buildGazetteer, gazetteerStatements, gazetteerVersion } from './gazetteer';

/**
 * A subset of the towns (the tests'): `id` and the source of `keep` name its cached file, so
 * `keep` must not read variables from outside.
 */
export interface GazetteerSubset {
  id: string;
  keep: (town: GeoNamesTown) => boolean;
}

/** The towns of 500,000+ people: the first-wheel bench's gazetteer. */
export const LARGE_TOWNS: GazetteerSubset = { id: 'large-towns', keep: (town) => town.population >= 500_000 };

/** The browser tests' gazetteer: the large towns, and every Springfield (test/e2e/places.test.ts asks which). */
export const E2E_TOWNS: GazetteerSubset = {
  id: 'e2e-towns',
  keep: (town) => LARGE_TOWNS.keep(town) || town.name === 'Springfield',
};

/**
 * The full load (or a subset's) as one SQL file, one statement a line, for `wrangler d1 execute
 * --file` and the local loader: built once per version into .cache/seed (`npm install` builds
 * the full one), then read from there. `version` is what the file stamps into seed_state.
 */
export function gazetteerSqlFile(subset?: GazetteerSubset, dir?: string): CachedSql & { version: string } {
  const version = gazetteerVersion();
  const key = subset
    ? `${version}-${createHash('sha256').update(subset.id).update(subset.keep.toString()).digest('hex').slice(0, 8)}`
    : version;
  pruneSqlFiles({ dir, name: 'gazetteer', keep: version });
  const cached = cachedSqlFile({
    dir,
    name: 'gazetteer',
    key,
    build: () => gazetteerStatements(buildGazetteer(subset?.keep)),
  });
  return { ...cached, version: subset ? `${version}-partial` : version };
}

/** A subset as a seed of the local database (scripts/lib/local-db.ts): a test server's or a bench's. */
export function gazetteerSubsetSeed(subset: GazetteerSubset) {
  return { name: 'gazetteer', version: () => `${gazetteerVersion()}-partial`, sqlFile: () => gazetteerSqlFile(subset) };
}
