import { recordActivity } from '@worker/lib/activity';
import type { Database } from '@worker/lib/db';

/** Counts a compatibility check the signed-in user made (the profile's "compatibility checks"). */
export async function recordCompatibilityCheck(db: Database, userId: string): Promise<void> {
  await recordActivity(db, userId, 'compatibility_check');
}
