import { gazetteerSeeder } from './seed/gazetteer-seeder';

/**
 * Loads seed data into a D1 database, idempotently. Each seeder decides for itself whether
 * its data is already present, so running `npm start` again costs little.
 * Seeders register here as capabilities that need data arrive.
 */
export interface SeedTarget {
  /** The local database's directory (wrangler's default when absent). */
  persistTo?: string;
  /** The hosted database of wrangler.toml, through the logged-in wrangler. */
  remote?: boolean;
  /** A libSQL/Turso database instead of D1 (docs/decisions/004). */
  libsql?: { url: string; authToken?: string };
}

export interface Seeder {
  name: string;
  /** Resolves true when it loaded data, false when the data was already there. */
  run(target: SeedTarget): Promise<boolean>;
}

export const seeders: Seeder[] = [gazetteerSeeder];

export async function runSeeders(options: SeedTarget & { quiet?: boolean } = {}): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    const loaded = await seeder.run(options);
    if (!options.quiet)
      console.log(`• ${seeder.name}: ${loaded ? `seeded in ${Date.now() - started} ms` : 'already up to date'}`);
  }
}
