import type { Database } from './db';
import type { ServerEnv } from './env';
import type { SessionRow, UserRow } from '@schema/db';

/** What every handler sees: the bindings, and per request the id, parsed env, database and session. */
export interface AppEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    requestId: string;
    config: ServerEnv;
    db: Database;
    /** Set by loadSession when the request carries a valid session. */
    user?: UserRow;
    session?: SessionRow;
  };
}
