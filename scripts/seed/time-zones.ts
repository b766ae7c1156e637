/**
 * Each town's IANA zone, computed from its coordinates with `@photostructure/tz-lookup`
 * (CC0; current zone names such as Europe/Kyiv) and checked against GeoNames' own zone for
 * the town. The lookup's polygons are simplified, so near a border it sometimes answers a
 * neighbour's zone (Dandong in North Korea's, Nepalgunj in India's, Yuma in California's).
 * See docs/decisions/009-gazetteer-seed.md for the rule and how often each branch applies.
 */
import { createRequire } from 'node:module';
import { isValidTimeZone } from '../../core/time/civil-time';
import type { GeoNamesTown } from './geonames';

const require = createRequire(import.meta.url);
const tzLookup = require('@photostructure/tz-lookup') as (lat: number, lon: number) => string;

/** Zones tzdata has renamed since the GeoNames snapshot was taken. */
const RENAMED: Record<string, string> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/**
 * The rule: the lookup's zone, unless GeoNames uses that zone for no town of the same country
 * (a neighbour's zone), or GeoNames disagrees and its zone is the one most towns of the same
 * region use (the lookup crossed an internal zone line). Then GeoNames' zone.
 */
export function zoneChooser(towns: GeoNamesTown[]): (town: GeoNamesTown) => string {
  const byCountry = new Map<string, Map<string, number>>();
  const byRegion = new Map<string, Map<string, number>>();
  const tally = (index: Map<string, Map<string, number>>, key: string, zone: string) => {
    const counts = index.get(key) ?? new Map<string, number>();
    counts.set(zone, (counts.get(zone) ?? 0) + 1);
    index.set(key, counts);
  };
  for (const town of towns) {
    const zone = RENAMED[town.timezone] ?? town.timezone;
    tally(byCountry, town.countryCode, zone);
    tally(byRegion, `${town.countryCode}.${town.admin1Code}`, zone);
  }
  const majority = (counts: Map<string, number> | undefined) =>
    counts ? [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;

  const usable = (zone: string) => Boolean(zone) && isValidTimeZone(zone);
  return (town) => {
    const geonames = RENAMED[town.timezone] ?? town.timezone;
    const raw = tzLookup(town.latitude, town.longitude);
    const lookedUp = RENAMED[raw] ?? raw;
    if (!usable(geonames) || lookedUp === geonames) return lookedUp;
    if (!usable(lookedUp)) return geonames;
    if ((byCountry.get(town.countryCode)?.get(lookedUp) ?? 0) < 3) return geonames;
    if (majority(byRegion.get(`${town.countryCode}.${town.admin1Code}`)) === geonames) return geonames;
    return lookedUp;
  };
}
