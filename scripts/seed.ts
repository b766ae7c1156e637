import { gazetteerSeeder } from './seed/gazetteer-seeder';

/**
 * Loads seed data into the local D1 database, idempotently. Each seeder decides for itself
 * whether its data is already present, so running `npm start` again costs little.
 * Seeders register here as capabilities that need data arrive.
 */
export interface Seeder {
  name: string;
  /** Resolves true when it loaded data, false when the data was already there. */
  run(options: { persistTo?: string }): Promise<boolean>;
}

export const seeders: Seeder[] = [gazetteerSeeder];

export async function seedLocal(options: { persistTo?: string } = {}): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    const loaded = await seeder.run(options);
    console.log(`• ${seeder.name}: ${loaded ? `seeded in ${Date.now() - started} ms` : 'already up to date'}`);
  }
}
