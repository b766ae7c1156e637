/** The gazetteer's queries: readings of a place query, search by name and by area, one place by id. */
import { type SQL, sql } from 'drizzle-orm';
import { placeKey } from '@core/places/normalize';
import type { Place } from '@schema/places';
import type { Database } from '@worker/lib/db';

/** A country, or one region of it (admin1 null: the whole country). */
interface Area {
  country: string;
  admin1: string | null;
}

/** One way to read the query: a town name, and the areas it must lie in (null: anywhere). */
interface Reading {
  name: string;
  areas: Area[] | null;
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
  score: number;
}

/** Upper bound of a prefix range over keys. */
const PREFIX_END = '\u{10FFFF}';
/** Names up to this many characters are ranked in advance (place_prefixes, built by the seed). */
const SHORT_PREFIX = 2;
/** The longest qualifier we try to read from the end of a query without commas ("united states of america"). */
const MAX_QUALIFIER_WORDS = 4;
/** Qualifiers shorter than this must match exactly; longer ones may be prefixes ("Calif", "Mass"). */
const MIN_QUALIFIER_PREFIX = 4;
/**
 * Bounds on what a query is read for, which bound the keys one lookup binds (D1 takes at most
 * 100 variables a statement): qualifiers are read from the trailing words of a name of at most
 * this many words (no town's name is longer), and at most this many comma-separated qualifiers.
 */
const MAX_NAME_WORDS = 8;
const MAX_COMMA_QUALIFIERS = 3;

const SELECT_PLACE = sql`select p.id, p.name, p.country_code, p.admin1_code, p.population, p.latitude, p.longitude,
  p.timezone, c.name as country_name, r.name as region_name`;
const JOIN_NAMES = sql`left join countries c on c.code = p.country_code
  left join regions r on r.country_code = p.country_code and r.admin1_code = p.admin1_code`;

function toPlace(row: PlaceRow): Place {
  const nameKey = placeKey(row.name);
  // "Moscow, Russia" rather than "Moscow, Moscow, Russia"; "Berlin, Germany" rather than "Berlin, State of Berlin, ...".
  const region = row.region_name && !placeKey(row.region_name).includes(nameKey) ? row.region_name : null;
  const parts = [row.name, region, row.country_name ?? row.country_code].filter((p): p is string => Boolean(p));
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

/** The areas each key names: countries (names, codes, synonyms) and regions (names, abbreviations). */
async function resolveAreas(db: Database, keys: string[]): Promise<Map<string, Area[]>> {
  const found = new Map<string, Area[]>();
  if (keys.length === 0) return found;
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await db.all<{ key: string; country: string; admin1: string | null }>(sql`
    select key, country_code as country, null as admin1 from country_names where key in (${list})
    union all
    select key, country_code as country, admin1_code as admin1 from region_names where key in (${list})`);
  for (const row of rows)
    found.set(row.key, [...(found.get(row.key) ?? []), { country: row.country, admin1: row.admin1 }]);
  return found;
}

/** Areas a partly typed qualifier may name ("Calif" for California), when nothing matches it exactly. */
async function resolveAreaPrefix(db: Database, key: string): Promise<Area[]> {
  if (key.length < MIN_QUALIFIER_PREFIX) return [];
  const end = key + PREFIX_END;
  return db.all<Area>(sql`
    select country_code as country, null as admin1 from country_names where key >= ${key} and key < ${end}
    union
    select country_code as country, admin1_code as admin1 from region_names where key >= ${key} and key < ${end}
    limit 20`);
}

/** Both must hold: a region must lie in a named country, two countries must be the same. */
function intersect(a: Area[], b: Area[]): Area[] {
  const out = new Map<string, Area>();
  for (const x of a) {
    for (const y of b) {
      if (x.country !== y.country) continue;
      if (x.admin1 && y.admin1 && x.admin1 !== y.admin1) continue;
      const area = { country: x.country, admin1: x.admin1 ?? y.admin1 };
      out.set(`${area.country}.${area.admin1}`, area);
    }
  }
  return [...out.values()];
}

/** Splits words into known qualifiers, right to left, longest first; null when some words name no area. */
function readQualifiers(words: string[], known: Map<string, Area[]>): Area[][] | null {
  if (words.length === 0) return [];
  for (let n = Math.min(MAX_QUALIFIER_WORDS, words.length); n >= 1; n--) {
    const areas = known.get(words.slice(-n).join(' '));
    if (!areas) continue;
    const rest = readQualifiers(words.slice(0, -n), known);
    if (rest) return [...rest, areas];
  }
  return null;
}

function combine(qualifiers: Area[][]): Area[] | null {
  if (qualifiers.length === 0) return null;
  return qualifiers.reduce((acc, areas) => intersect(acc, areas));
}

/**
 * The readings of a query. "Springfield, IL, USA": town, then qualifiers after commas.
 * Without commas ("Springfield Illinois", "Tbilisi Georgia") the trailing words may be
 * qualifiers too; the whole text is always also read as a town name.
 */
async function readQuery(db: Database, query: string): Promise<{ readings: Reading[]; bare: Area[] | null }> {
  const none = { readings: [], bare: null };
  const [first, ...rest] = query.split(',').map(placeKey).filter(Boolean);
  if (!first || rest.length > MAX_COMMA_QUALIFIERS) return none;
  const words = first.split(' ');
  const tails: string[] = [];
  for (let i = 1; i < words.length && words.length <= MAX_NAME_WORDS; i++) {
    for (let j = i + 1; j <= Math.min(words.length, i + MAX_QUALIFIER_WORDS); j++)
      tails.push(words.slice(i, j).join(' '));
  }
  const known = await resolveAreas(db, [...new Set([...tails, ...rest, first])]);

  const commaQualifiers: Area[][] = [];
  for (const part of rest) {
    const areas = known.get(part) ?? (await resolveAreaPrefix(db, part));
    if (areas.length === 0) return none; // a qualifier that names nowhere: no reading holds
    commaQualifiers.push(areas);
  }
  const readings: Reading[] = [];
  const add = (name: string, qualifiers: Area[][]) => {
    const areas = combine(qualifiers);
    if (areas && areas.length === 0) return; // contradictory: "Paris, Texas, France"
    readings.push({ name, areas });
  };
  add(first, commaQualifiers);
  for (let i = words.length - 1; i >= 1 && words.length <= MAX_NAME_WORDS; i--) {
    const tail = readQualifiers(words.slice(i), known);
    if (tail) add(words.slice(0, i).join(' '), [...tail, ...commaQualifiers]);
  }
  // A bare country or region name ("Samoa", "Georgia") also stands for its capital; a bare
  // two-letter code does not, as those are mostly the first keystrokes of a town's name.
  const bare = rest.length === 0 && first.length > 2 ? (known.get(first) ?? null) : null;
  return { readings, bare };
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
async function byName(db: Database, reading: Reading, limit: number): Promise<PlaceRow[]> {
  const key = reading.name;
  if (!reading.areas && [...key].length <= SHORT_PREFIX) {
    return db.all<PlaceRow>(sql`${SELECT_PLACE}, m.score from place_prefixes m join places p on p.id = m.place_id ${JOIN_NAMES}
      where m.prefix = ${key} order by m.score desc, m.population desc limit ${limit}`);
  }
  return db.all<PlaceRow>(sql`${SELECT_PLACE}, m.score from (
      select n.place_id as id,
        max(case when n.key = ${key} then (case n.kind when 2 then 4 else 6 end) else (case n.kind when 0 then 4 when 1 then 3 else 2 end) end) as score,
        max(n.population) as population
      from place_names n
      where n.key >= ${key} and n.key < ${key + PREFIX_END} and ${areaFilter(reading.areas, 'n')}
      group by n.place_id order by score desc, population desc limit ${limit}
    ) m join places p on p.id = m.id ${JOIN_NAMES}`);
}

/** A bare country or region stands for its capital (a region: its seat), else its largest town. */
async function capitalOf(db: Database, area: Area): Promise<PlaceRow | undefined> {
  const within = areaFilter([area], 'p');
  const [capital] = await db.all<PlaceRow>(sql`${SELECT_PLACE}, 6 as score from places p ${JOIN_NAMES}
    where p.feature_code in ('PPLC', 'PPLA') and ${within}
    order by (p.feature_code = 'PPLC') desc, p.population desc limit 1`);
  if (capital) return capital;
  return db.get<PlaceRow>(sql`${SELECT_PLACE}, 6 as score from places p ${JOIN_NAMES}
    where ${within} order by p.population desc limit 1`);
}

async function byArea(db: Database, areas: Area[]): Promise<PlaceRow[]> {
  const capitals = await Promise.all(areas.map((area) => capitalOf(db, area)));
  return capitals.filter((row): row is PlaceRow => Boolean(row));
}

/**
 * Place search: "City", "City, Region", "City, Country", "City Region Country"; accent and
 * case blind; prefixes and words within names; region names and abbreviations; country names
 * in many languages; old names. Ranked by match quality, then population.
 */
export async function searchPlaces(db: Database, query: string, limit: number): Promise<Place[]> {
  const { readings, bare } = await readQuery(db, query);
  const lookups = readings.map((r) => byName(db, r, limit));
  if (bare) lookups.push(byArea(db, bare));
  const best = new Map<number, PlaceRow>();
  for (const row of (await Promise.all(lookups)).flat()) {
    const seen = best.get(row.id);
    if (!seen || seen.score < row.score) best.set(row.id, row);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || b.population - a.population)
    .slice(0, limit)
    .map(toPlace);
}

export async function getPlace(db: Database, id: number): Promise<Place | null> {
  const row = await db.get<PlaceRow>(sql`${SELECT_PLACE}, 6 as score from places p ${JOIN_NAMES} where p.id = ${id}`);
  return row ? toPlace(row) : null;
}
