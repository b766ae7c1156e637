import { gazetteerSeeder } from './seed/gazetteer-seeder';
import type { Seeder, SeedTarget } from './seed/types';

export type { Seeder, SeedTarget };

/**
 * Loads seed data into a D1 database, idempotently. Each seeder decides for itself whether
 * its data is already present, so running `npm start` again costs little.
 * Seeders register here as capabilities that need data arrive.
 */

export const seeders: Seeder[] = [gazetteerSeeder];

/** Builds every seeder's SQL file now (npm install runs this), so a first start only loads it. */
export function buildSeedFiles(): void {
  for (const seeder of seeders) {
    const started = Date.now();
    const { built } = seeder.sqlFile();
    console.log(`• ${seeder.name} seed: ${built ? `built in ${Date.now() - started} ms` : 'already built'}`);
  }
}

export async function runSeeders(options: SeedTarget & { quiet?: boolean } = {}): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    const loaded = await seeder.run(options);
    if (!options.quiet)
      console.log(`• ${seeder.name}: ${loaded ? `seeded in ${Date.now() - started} ms` : 'already up to date'}`);
  }
}
