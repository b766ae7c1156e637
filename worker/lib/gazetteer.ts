import { sql } from 'drizzle-orm';
import { placeKey } from '../../core/places/normalize';
import type { Place } from '../../schema/places';
import type { Database } from './db';

interface Qualifiers {
  countries: string[];
  regions: { country: string; code: string }[];
}

interface PlaceRow {
  id: number;
  name: string;
  country_code: string;
  admin1_code: string;
  population: number;
  latitude: number;
  longitude: number;
  timezone: string;
  country_name: string | null;
  region_name: string | null;
  exact: number;
}

const PREFIX_END = '\u{10FFFF}';

async function resolveQualifier(db: Database, key: string): Promise<Qualifiers> {
  const [countries, regions] = await Promise.all([
    db.all<{ code: string }>(sql`select country_code as code from country_names where key = ${key}`),
    db.all<{ country: string; code: string }>(
      sql`select country_code as country, admin1_code as code from region_names where key = ${key}`,
    ),
  ]);
  return { countries: countries.map((c) => c.code), regions };
}

function toPlace(row: PlaceRow): Place {
  const parts = [row.name, row.region_name, row.country_name ?? row.country_code].filter(
    (p, i, all): p is string => Boolean(p) && all.indexOf(p) === i,
  );
  return {
    id: row.id,
    name: row.name,
    displayName: parts.join(', '),
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    countryCode: row.country_code,
    region: row.region_name,
    population: row.population,
  };
}

const SELECT_PLACE = sql`select p.id, p.name, p.country_code, p.admin1_code, p.population, p.latitude, p.longitude,
  p.timezone, c.name as country_name, r.name as region_name`;
const JOIN_NAMES = sql`left join countries c on c.code = p.country_code
  left join regions r on r.country_code = p.country_code and r.admin1_code = p.admin1_code`;

function qualifierFilter(q: Qualifiers | undefined) {
  if (!q) return sql`1 = 1`;
  const clauses = [
    ...q.countries.map((code) => sql`p.country_code = ${code}`),
    ...q.regions.map((r) => sql`(p.country_code = ${r.country} and p.admin1_code = ${r.code})`),
  ];
  return clauses.length ? sql`(${sql.join(clauses, sql` or `)})` : sql`0 = 1`;
}

async function byName(db: Database, key: string, filter: Qualifiers | undefined, limit: number): Promise<PlaceRow[]> {
  return db.all<PlaceRow>(sql`${SELECT_PLACE}, max(n.key = ${key}) as exact
    from place_names n join places p on p.id = n.place_id ${JOIN_NAMES}
    where n.key >= ${key} and n.key < ${key + PREFIX_END} and ${qualifierFilter(filter)}
    group by p.id order by exact desc, p.population desc limit ${limit}`);
}

/** A bare country or region stands for its capital, else its largest town. */
async function byArea(db: Database, area: Qualifiers, limit: number): Promise<PlaceRow[]> {
  return db.all<PlaceRow>(sql`${SELECT_PLACE}, 0 as exact from places p ${JOIN_NAMES}
    where ${qualifierFilter(area)}
    order by (p.feature_code = 'PPLC') desc, p.population desc limit ${limit}`);
}

/**
 * Place search: "City", "City, Region", "City, Country", "City Region Country"; accent and
 * case blind; region names and postal codes; country names in the product's languages; old
 * names through aliases. Ranked by match quality (exact name first), then population.
 */
export async function searchPlaces(db: Database, query: string, limit: number): Promise<Place[]> {
  const parts = query.split(',').map(placeKey).filter(Boolean);
  if (parts.length === 0) return [];
  const readings: { name: string; qualifiers: string[] }[] = [];
  if (parts.length > 1) readings.push({ name: parts[0] as string, qualifiers: parts.slice(1) });
  else {
    const words = (parts[0] as string).split(' ');
    readings.push({ name: parts[0] as string, qualifiers: [] });
    for (let k = 1; k < words.length && k <= 3; k++) {
      readings.push({ name: words.slice(0, -k).join(' '), qualifiers: [words.slice(-k).join(' ')] });
    }
  }

  const seen = new Map<number, PlaceRow>();
  for (const reading of readings) {
    let filter: Qualifiers | undefined;
    for (const qualifier of reading.qualifiers) {
      const resolved = await resolveQualifier(db, qualifier);
      if (resolved.countries.length === 0 && resolved.regions.length === 0) {
        filter = { countries: [], regions: [] };
        break;
      }
      filter = filter ? intersect(filter, resolved) : resolved;
    }
    if (filter && filter.countries.length === 0 && filter.regions.length === 0) continue;
    const rows = await byName(db, reading.name, filter, limit);
    for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
    if (seen.size >= limit) break;
  }

  // A bare country or region name ("Samoa", "Georgia") also stands for its capital or largest town.
  if (parts.length === 1) {
    const area = await resolveQualifier(db, parts[0] as string);
    if (area.countries.length || area.regions.length) {
      for (const row of await byArea(db, area, 3)) if (!seen.has(row.id)) seen.set(row.id, { ...row, exact: 1 });
    }
  }
  return [...seen.values()]
    .sort((a, b) => b.exact - a.exact || b.population - a.population)
    .slice(0, limit)
    .map(toPlace);
}

/** Both qualifiers must hold: a region must lie in a named country. */
function intersect(a: Qualifiers, b: Qualifiers): Qualifiers {
  const countries = new Set([...a.countries, ...b.countries]);
  const regions = [...a.regions, ...b.regions];
  const regionsInCountries = regions.filter((r) => a.countries.includes(r.country) || b.countries.includes(r.country));
  if (regionsInCountries.length) return { countries: [], regions: regionsInCountries };
  const common = a.countries.filter((c) => b.countries.includes(c));
  return common.length ? { countries: common, regions: [] } : { countries: [...countries], regions };
}

export async function getPlace(db: Database, id: number): Promise<Place | null> {
  const row = await db.get<PlaceRow>(sql`${SELECT_PLACE}, 1 as exact from places p ${JOIN_NAMES} where p.id = ${id}`);
  return row ? toPlace(row) : null;
}
