import type { Database } from './db';
import type { ServerEnv } from './env';

/** What every handler sees: the bindings, and per request the id, parsed env and database. */
export interface AppEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    requestId: string;
    config: ServerEnv;
    db: Database;
  };
}
