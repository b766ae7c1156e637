import { userActivity } from '@schema/db';
import type { Database } from './db';

/** What a signed-in user did with the free tools, as the profile's statistics count it. */
export type ActivityKind = 'horoscope_read' | 'compatibility_check' | 'stella_conversation';

/** Appends one entry to the user's activity log. */
export async function recordActivity(db: Database, userId: string, kind: ActivityKind): Promise<void> {
  await db.insert(userActivity).values({ userId, kind, createdAt: new Date() });
}
