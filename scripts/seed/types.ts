/** Where seed data goes, and what a seeder is (scripts/seed.ts runs them). */
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
