import type { Database } from './db';

/** What a scheduled job gets: the database, KV, and the instant its schedule fired for. */
export interface JobContext {
  db: Database;
  kv: KVNamespace;
  /** The instant the schedule fired for (not when the job started). */
  scheduledAt: Date;
}

/** A daily (or other scheduled) job a feature offers; worker/jobs maps schedules to jobs. */
export interface Job {
  name: string;
  run(ctx: JobContext): Promise<string | undefined>;
}
