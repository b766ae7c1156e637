import type { Job } from '@worker/lib/jobs';
import { pruneAdminSessions } from './admin-session';
import { rollUpVisits } from './visits';

/** 00:00 UTC: yesterday's visits become counts, and its salt and visitor hashes are gone. */
export const rollUpPageVisits: Job = {
  name: 'roll-up-page-visits',
  run: ({ db, scheduledAt }) => rollUpVisits(db, scheduledAt),
};

/** Admin sessions past their idle or absolute limit are removed. */
export const pruneAdminSessionRows: Job = {
  name: 'prune-admin-sessions',
  async run({ db, scheduledAt }) {
    return `removed ${await pruneAdminSessions(db, scheduledAt)} ended admin sessions`;
  },
};
