import type { Database } from './db';
import type { ServerEnv } from './env';
import type { AdminRow, AdminSessionRow, SessionRow, UserRow } from '@schema/db';

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
    /** Set by loadSession when it made the route's first read (a `FirstRead`) with the session's lookup. */
    readAhead?: { read: object; answer: unknown };
    /** Set by the admin portal's own session check, on /api/admin only. */
    admin?: AdminRow;
    adminSession?: AdminSessionRow;
  };
}
