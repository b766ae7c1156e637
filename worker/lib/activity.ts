import type { ActivityKind } from '@schema/profile';
import { userActivity } from '@schema/db';
import type { Database } from './db';

/**
 * What a signed-in user did, as the profile's statistics count it: what the free tools report
 * (schema's ActivityKind), and the coach's conversations, which the server is to record itself.
 */
export type LoggedActivity = ActivityKind | 'stella_conversation';

/** Appends one entry to the user's activity log. */
export async function recordActivity(db: Database, userId: string, kind: LoggedActivity): Promise<void> {
  await db.insert(userActivity).values({ userId, kind, createdAt: new Date() });
}
