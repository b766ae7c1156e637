import type { ActivityKind } from '@schema/profile';
import { api, send } from './api';

/**
 * Counts one use of a free tool in a signed-in user's profile stats (POST /api/user/activity).
 * Visitors' tools make no call. A failed count never disturbs the reading the user asked for.
 */
export function recordActivity(kind: ActivityKind, signedIn: boolean): void {
  if (!signedIn) return;
  send(api.user.activity.$post({ json: { kind } })).catch(() => {});
}
