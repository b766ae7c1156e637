/** Where seed data goes, and what a seeder is (scripts/seed.ts runs them). */
export interface SeedTarget {
  /** The local database's directory (wrangler's default when absent). */
  persistTo?: string;
  /** The hosted database of wrangler.toml, through the logged-in wrangler. */
  remote?: boolean;
  /** The wrangler.toml environment of the hosted database (`staging`); the top level when absent. */
  env?: string;
  /** A libSQL/Turso database instead of D1 (docs/decisions/004). */
  libsql?: { url: string; authToken?: string };
}

export interface Seeder {
  name: string;
  /** The version of its data (a hash of what it is built from), stamped into seed_state under `name`. */
  version(): string;
  /**
   * The full load as one SQL file (one statement a line: clear, insert, then stamp `version`
   * into seed_state under `name`), built once per version and cached (scripts/lib/sql-cache.ts).
   */
  sqlFile(): { file: string; version: string; built: boolean };
  /** Resolves true when it loaded data, false when the data was already there. */
  run(target: SeedTarget): Promise<boolean>;
}
