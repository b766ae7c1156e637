/** The gazetteer's queries: the areas a key names, towns by name, an area's capital, one place by id. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@worker/lib/db';

/** A country, or one region of it (admin1 null: the whole country). */
export interface Area {
  country: string;
  admin1: string | null;
}

export interface PlaceRow {
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
  score: number;
  /** 1 when the place is called exactly what was typed (or is the capital of an area so called). */
  own_name: number;
}

/** Upper bound of a prefix range over keys. */
const PREFIX_END = '\u{10FFFF}';
/** Names up to this many characters are ranked in advance (place_prefixes, built by the seed). */
const SHORT_PREFIX = 2;

const SELECT_PLACE = sql`select p.id, p.name, p.country_code, p.admin1_code, p.population, p.latitude, p.longitude,
  p.timezone, c.name as country_name, r.name as region_name`;
const JOIN_NAMES = sql`left join countries c on c.code = p.country_code
  left join regions r on r.country_code = p.country_code and r.admin1_code = p.admin1_code`;

/** An area a key names; `subregion`: named by a second-level area ("Story County"), which only narrows. */
export interface NamedArea extends Area {
  subregion: boolean;
}

/**
 * The areas each key names: countries (names, codes, synonyms), regions (names, abbreviations)
 * and the regions holding second-level areas named with their designator ("Story County").
 */
export async function areasNamed(db: Database, keys: string[]): Promise<Map<string, NamedArea[]>> {
  const found = new Map<string, NamedArea[]>();
  if (keys.length === 0) return found;
  // Each key is bound once (D1 takes at most 100 variables a statement), however many tables read it.
  const list = sql.join(
    keys.map((k) => sql`(${k})`),
    sql`, `,
  );
  const rows = await db.all<{ key: string; country: string; admin1: string | null; subregion: number }>(sql`
    with k(key) as (values ${list})
    select key, country_code as country, null as admin1, 0 as subregion from country_names where key in (select key from k)
    union all
    select key, country_code as country, admin1_code as admin1, 0 as subregion from region_names where key in (select key from k)
    union all
    select key, country_code as country, admin1_code as admin1, 1 as subregion from subregion_names where key in (select key from k)`);
  for (const row of rows) {
    const area = { country: row.country, admin1: row.admin1, subregion: row.subregion === 1 };
    found.set(row.key, [...(found.get(row.key) ?? []), area]);
  }
  return found;
}

/** Areas whose names start with the key ("Calif" for California), at most 20. */
export async function areasStartingWith(db: Database, key: string): Promise<Area[]> {
  const end = key + PREFIX_END;
  return db.all<Area>(sql`
    select country_code as country, null as admin1 from country_names where key >= ${key} and key < ${end}
    union
    select country_code as country, admin1_code as admin1 from region_names where key >= ${key} and key < ${end}
    limit 20`);
}

function areaFilter(areas: Area[] | null, table: 'n' | 'p'): SQL {
  if (!areas) return sql`1 = 1`;
  const country = sql.raw(`${table}.country_code`);
  const admin1 = sql.raw(`${table}.admin1_code`);
  const clauses = areas.map((a) =>
    a.admin1 === null ? sql`${country} = ${a.country}` : sql`(${country} = ${a.country} and ${admin1} = ${a.admin1})`,
  );
  return sql`(${sql.join(clauses, sql` or `)})`;
}

/**
 * Towns whose names start with the key. Score: 6 an exact name (own or alternate: "Москва" is
 * Moscow), 4 an exact word within a name or a prefix of the town's own name, 3 a prefix of an
 * alternate name, 2 a prefix of a word within a name. The seed's matchScore ranks short
 * prefixes (place_prefixes) the same way.
 */
export async function placesByName(
  db: Database,
  key: string,
  areas: Area[] | null,
  limit: number,
): Promise<PlaceRow[]> {
  if (!areas && [...key].length <= SHORT_PREFIX) {
    return db.all<PlaceRow>(sql`${SELECT_PLACE}, m.score, 0 as own_name from place_prefixes m join places p on p.id = m.place_id ${JOIN_NAMES}
      where m.prefix = ${key} order by m.score desc, m.population desc limit ${limit}`);
  }
  return db.all<PlaceRow>(sql`${SELECT_PLACE}, m.score, m.own_name from (
      select n.place_id as id,
        max(n.key = ${key} and n.kind = 0) as own_name,
        max(case when n.key = ${key} then (case n.kind when 2 then 4 else 6 end) else (case n.kind when 0 then 4 when 1 then 3 else 2 end) end) as score,
        max(n.population) as population
      from place_names n
      where n.key >= ${key} and n.key < ${key + PREFIX_END} and ${areaFilter(areas, 'n')}
      group by n.place_id order by score desc, population desc limit ${limit}
    ) m join places p on p.id = m.id ${JOIN_NAMES}`);
}

/** A bare country or region stands for its capital (a region: its seat), else its largest town. */
export async function capitalOf(db: Database, area: Area): Promise<PlaceRow | undefined> {
  const within = areaFilter([area], 'p');
  const [capital] = await db.all<PlaceRow>(sql`${SELECT_PLACE}, 6 as score, 1 as own_name from places p ${JOIN_NAMES}
    where p.feature_code in ('PPLC', 'PPLA') and ${within}
    order by (p.feature_code = 'PPLC') desc, p.population desc limit 1`);
  if (capital) return capital;
  // all()[0] rather than get(): drizzle's libSQL driver throws on get() of no row (a region with no town).
  const [largest] = await db.all<PlaceRow>(sql`${SELECT_PLACE}, 6 as score, 1 as own_name from places p ${JOIN_NAMES}
    where ${within} order by p.population desc limit 1`);
  return largest;
}

export async function placeById(db: Database, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.all<PlaceRow>(
    sql`${SELECT_PLACE}, 6 as score, 1 as own_name from places p ${JOIN_NAMES} where p.id = ${id}`,
  );
  return row;
}
