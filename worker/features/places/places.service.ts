/**
 * Places: the gazetteer search (how a query is read and its matches ranked; the SQL is the
 * repository's), one place by id, and where a birth happened.
 */
import type { NatalPlace } from '@core/astro/natal';
import { resolveMatches } from '@core/places/ambiguity';
import { placeKey, withoutDesignator } from '@core/places/normalize';
import { isValidTimeZone } from '@core/time/civil-time';
import type { ParsedBirthChartRequest } from '@schema/birth-chart';
import type { Place } from '@schema/places';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { memo } from '@worker/lib/memo';
import {
  type Area,
  areasNamed,
  type NamedArea,
  areasStartingWith,
  capitalOf,
  type PlaceRow,
  placeById,
  placesByName,
} from './places.repository';

/**
 * One way to read the query: a name, and the areas it must lie in (null: anywhere). The name is
 * looked up as a town's, and as an area's that stands for its capital ("Chatham Islands, New
 * Zealand" is the region of Waitangi).
 */
interface Reading {
  name: string;
  areas: Area[] | null;
}

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
    country: row.country_name ?? row.country_code,
    region: row.region_name,
    population: row.population,
  };
}

/** Areas a partly typed qualifier may name ("Calif" for California), when nothing matches it exactly. */
async function areasPrefixedBy(db: Database, key: string): Promise<Area[]> {
  return key.length < MIN_QUALIFIER_PREFIX ? [] : areasStartingWith(db, key);
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
function readQualifiers(words: string[], known: Map<string, NamedArea[]>): Area[][] | null {
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
 * The areas (countries and first-level regions) a reading's name names that lie within its
 * qualifiers. A two-letter name is not one, as those are mostly the first keystrokes of a
 * town's name, nor is a second-level area ("Story County" is no town). A country qualified by
 * one of its regions is not within it ("United States, Texas" stays a town's reading).
 */
function areasNamedBy(reading: Reading, known: Map<string, NamedArea[]>): Area[] {
  if (reading.name.length <= 2) return [];
  const named = (known.get(reading.name) ?? []).filter((a) => !a.subregion);
  const within = reading.areas;
  if (!within) return named;
  return named.filter((a) =>
    within.some((q) => q.country === a.country && (q.admin1 === null || q.admin1 === a.admin1)),
  );
}

/**
 * The readings of a query. "Springfield, IL, USA": town, then qualifiers after commas.
 * Without commas ("Springfield Illinois", "Tbilisi Georgia") the trailing words may be
 * qualifiers too; the whole text is always also read as a town name. `bare`: the areas whose
 * own name a reading is ("Samoa", "Georgia, USA", "Chatham Islands New Zealand").
 */
async function readQuery(db: Database, query: string): Promise<{ readings: Reading[]; bare: Area[] | null }> {
  const none = { readings: [], bare: null };
  const [first, ...rest] = query.split(',').map(placeKey).filter(Boolean);
  if (!first || rest.length > MAX_COMMA_QUALIFIERS) return none;
  const words = first.split(' ');
  // Trailing words may be qualifiers, and the words before them the name of a town or an area.
  const tails: string[] = [];
  const heads: string[] = [];
  for (let i = 1; i < words.length && words.length <= MAX_NAME_WORDS; i++) {
    for (let j = i + 1; j <= Math.min(words.length, i + MAX_QUALIFIER_WORDS); j++)
      tails.push(words.slice(i, j).join(' '));
    heads.push(words.slice(0, i).join(' '));
  }
  // An official name whose designator the data lacks, or has in another spelling ("Hokkaido
  // Prefecture", "Stavropol Krai"), is also looked up without it.
  const keys = [...new Set([...tails, ...heads, ...rest, first])];
  const bases = new Map(keys.map((k) => [k, withoutDesignator(k)] as const).filter(([, base]) => base));
  const known = await areasNamed(db, [...new Set([...keys, ...bases.values()])]);
  for (const [key, base] of bases) {
    const areas = known.get(base);
    if (!known.has(key) && areas) known.set(key, areas);
  }

  const commaQualifiers: Area[][] = [];
  for (const part of rest) {
    const areas = known.get(part) ?? (await areasPrefixedBy(db, part));
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
  // A country's or region's name ("Samoa", "Georgia") also stands for its capital, whatever
  // qualifiers follow it, as long as it lies within them.
  const named = new Map(
    readings.flatMap((reading) => areasNamedBy(reading, known)).map((a) => [`${a.country}.${a.admin1}`, a] as const),
  );
  return { readings, bare: named.size ? [...named.values()] : null };
}

/**
 * Scores of a bare area's capital or seat. A country's name means the country ("Pitcairn" is the
 * islands, not Pitcairn, Pennsylvania; "Lebanon" the country, not Lebanon, Tennessee): above a
 * town's exact name (6). A region's name is more often also a town's ("Victoria", "Georgia"):
 * below a town's exact name, above a prefix (4).
 */
const COUNTRY_SCORE = 7;
const REGION_SCORE = 5;

async function byArea(db: Database, areas: Area[]): Promise<PlaceRow[]> {
  const capitals = await Promise.all(
    areas.map(async (area) => {
      const row = await capitalOf(db, area);
      return row && { ...row, score: area.admin1 === null ? COUNTRY_SCORE : REGION_SCORE };
    }),
  );
  return capitals.filter((row): row is PlaceRow => Boolean(row));
}

/** How many matches a query's best match is weighed against (every Springfield of 1,000+ people fits). */
const CANDIDATE_POOL = 20;

const withAliases = (rows: PlaceRow[]) => rows.map((row) => ({ ...row, alias: row.own_name !== 1 }));

/** The matches of a query, best first: match quality, then population. */
async function matchPlaces(db: Database, query: string, limit: number): Promise<PlaceRow[]> {
  const { readings, bare } = await readQuery(db, query);
  const lookups = readings.map((r) => placesByName(db, r.name, r.areas, limit));
  if (bare) lookups.push(byArea(db, bare));
  const best = new Map<number, PlaceRow>();
  for (const row of (await Promise.all(lookups)).flat()) {
    const seen = best.get(row.id);
    if (!seen || seen.score < row.score) best.set(row.id, row);
  }
  return [...best.values()].sort((a, b) => b.score - a.score || b.population - a.population).slice(0, limit);
}

/**
 * Place search: "City", "City, Region", "City, Country", "City Region Country"; accent and
 * case blind; prefixes and words within names; region names and abbreviations; country names
 * in many languages; old names. Ranked by match quality, then population. `ambiguous`: several
 * places match about equally (core/places/ambiguity.ts), so a birth chart would ask which.
 */
export interface PlaceSearch {
  places: Place[];
  ambiguous: boolean;
}

/**
 * Searches are kept for ten minutes in the isolate: people type the same towns, and the
 * gazetteer changes only with a deploy or a seed (docs/performance.md).
 */
const searches = memo<Promise<PlaceSearch>>({ size: 2_000, ttlMs: 10 * 60_000 });

export function searchPlaces(db: Database, query: string, limit: number): Promise<PlaceSearch> {
  return searches.get(`${limit}|${query}`, async () => {
    const rows = await matchPlaces(db, query, Math.max(limit, CANDIDATE_POOL));
    return {
      places: rows.slice(0, limit).map(toPlace),
      ambiguous: resolveMatches(withAliases(rows)).kind === 'ambiguous',
    };
  });
}

export async function getPlace(db: Database, id: number): Promise<Place | null> {
  const row = await placeById(db, id);
  return row ? toPlace(row) : null;
}

type BirthPlaceInput = Pick<
  ParsedBirthChartRequest,
  'latitude' | 'longitude' | 'timezone' | 'placeId' | 'birthLocation'
>;

const PLACE_NOT_FOUND_MESSAGE = "We could not find that place: try 'City, Country' or enter coordinates";
const placeAmbiguousMessage = (text: string) =>
  `Several places are called "${text}". Choose the one you were born in, or add its region or country.`;

/** The one place typed text names; several about equal ones are asked about, never guessed. */
async function placeFromText(db: Database, text: string): Promise<Place | null> {
  const resolution = resolveMatches(withAliases(await matchPlaces(db, text, CANDIDATE_POOL)));
  if (resolution.kind === 'none') return null;
  if (resolution.kind === 'clear') return toPlace(resolution.place);
  throw new ApiError('PLACE_AMBIGUOUS', placeAmbiguousMessage(text.trim()), {
    details: { candidates: resolution.candidates.map(toPlace) },
  });
}

/** Explicit coordinates with a zone, then the place id, then the text (the best match). */
export async function resolveBirthPlace(db: Database, input: BirthPlaceInput): Promise<NatalPlace> {
  if (input.latitude !== undefined && input.longitude !== undefined && input.timezone !== undefined) {
    if (!isValidTimeZone(input.timezone)) {
      throw new ApiError('VALIDATION_FAILED', 'Unknown time zone', {
        issues: [
          {
            path: 'timezone',
            message: `"${input.timezone}" is not an IANA time zone (for example Europe/Paris or UTC)`,
          },
        ],
      });
    }
    const name = input.birthLocation || `${input.latitude.toFixed(4)}, ${input.longitude.toFixed(4)}`;
    return { name, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone };
  }
  const found =
    input.placeId !== undefined
      ? await getPlace(db, Number(input.placeId))
      : input.birthLocation
        ? await placeFromText(db, input.birthLocation)
        : null;
  if (found) {
    return { name: found.displayName, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone };
  }
  if (input.placeId === undefined && !input.birthLocation) {
    const message = 'Enter the birth place, or its latitude, longitude and time zone';
    throw new ApiError('VALIDATION_FAILED', message, {
      issues: ['birthLocation', 'latitude', 'longitude', 'timezone'].map((path) => ({ path, message })),
    });
  }
  // Close alternatives: the town part alone, then its first word, without the qualifiers.
  const town = (input.birthLocation.split(',')[0] ?? '').trim();
  const firstWord = town.split(/\s+/)[0] ?? '';
  const alternatives = town ? (await searchPlaces(db, town, 5)).places : [];
  if (alternatives.length === 0 && firstWord.length >= 3 && firstWord !== town) {
    alternatives.push(...(await searchPlaces(db, firstWord, 5)).places);
  }
  throw new ApiError('PLACE_NOT_FOUND', PLACE_NOT_FOUND_MESSAGE, { details: { alternatives } });
}
