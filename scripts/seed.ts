/**
 * Loads seed data into the local D1 database, idempotently. Each seeder decides for itself
 * whether its data is already present, so running `npm start` again costs little.
 * Seeders register here as capabilities that need data arrive (the gazetteer, for one).
 */
export interface Seeder {
  name: string;
  run(options: { persistTo?: string }): Promise<void>;
}

export const seeders: Seeder[] = [];

export async function seedLocal(options: { persistTo?: string } = {}): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.run(options);
    console.log(`• seeded ${seeder.name} in ${Date.now() - started} ms`);
  }
}
