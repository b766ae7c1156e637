import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The gazetteer: towns of 1,000+ people (GeoNames), loaded by the seed step, read by place search. */
export const places = sqliteTable(
  'places',
  {
    /** The GeoNames id. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    asciiName: text('ascii_name').notNull(),
    countryCode: text('country_code').notNull(),
    /** GeoNames first-level administrative code (US: the state's postal code). */
    admin1Code: text('admin1_code').notNull(),
    population: integer('population').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    timezone: text('timezone').notNull(),
    /** GeoNames feature code: PPLC is a capital, PPLA a region's seat. */
    featureCode: text('feature_code').notNull(),
  },
  (t) => [
    index('places_area_population_idx').on(t.countryCode, t.admin1Code, t.population),
    index('places_feature_area_idx').on(t.featureCode, t.countryCode, t.admin1Code),
  ],
);

/**
 * Every searchable name of a place, normalised (core/places/normalize.ts): its name and ASCII
 * name, alternate and historical names, and each trailing run of words of its name for full-text
 * matching. The place's population, country and region are copied in so a search ranks and
 * filters without touching the places table.
 */
export const placeNames = sqliteTable(
  'place_names',
  {
    key: text('key').notNull(),
    placeId: integer('place_id').notNull(),
    /** 0 the place's own name, 1 an alternate or historical name, 2 a word within its name. */
    kind: integer('kind').notNull(),
    population: integer('population').notNull(),
    countryCode: text('country_code').notNull(),
    admin1Code: text('admin1_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.placeId] })],
);

/**
 * The best 20 places for each one- and two-character prefix, ranked as a search ranks them:
 * the first keystrokes would otherwise scan tens of thousands of names.
 */
export const placePrefixes = sqliteTable(
  'place_prefixes',
  {
    prefix: text('prefix').notNull(),
    placeId: integer('place_id').notNull(),
    score: integer('score').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.placeId] })],
);

export const countries = sqliteTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Country names, codes and synonyms in the product's languages, normalised. */
export const countryNames = sqliteTable(
  'country_names',
  { key: text('key').notNull(), countryCode: text('country_code').notNull() },
  (t) => [primaryKey({ columns: [t.key, t.countryCode] })],
);

export const regions = sqliteTable(
  'regions',
  {
    countryCode: text('country_code').notNull(),
    admin1Code: text('admin1_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.admin1Code] })],
);

/** Region names and abbreviations (IL, NSW, Bavaria), normalised. */
export const regionNames = sqliteTable(
  'region_names',
  {
    key: text('key').notNull(),
    countryCode: text('country_code').notNull(),
    admin1Code: text('admin1_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.countryCode, t.admin1Code] })],
);

/**
 * Second-level areas named with their designator ("Story County", "County Cork", "Primorsky
 * Rayon"), normalised: a qualifier narrows to the first-level region that holds them. Unlike a
 * region's name, such a name alone never stands for a place (decision 022).
 */
export const subregionNames = sqliteTable(
  'subregion_names',
  {
    key: text('key').notNull(),
    countryCode: text('country_code').notNull(),
    admin1Code: text('admin1_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.countryCode, t.admin1Code] })],
);

/** Which version of each seed data set a database holds, so seeding is idempotent. */
export const seedState = sqliteTable('seed_state', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: integer('seeded_at', { mode: 'timestamp' }).notNull(),
});
