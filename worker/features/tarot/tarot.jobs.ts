import { TAROT_DEAL_TTL_MS } from '@schema/tarot';
import type { Job } from '@worker/lib/jobs';
import { pruneDeals } from './tarot.repository';

/** Removes the deals nobody read before they expired (a read deal stays with its reading). */
export const pruneTarotDeals: Job = {
  name: 'prune-tarot-deals',
  async run({ db, scheduledAt }) {
    const removed = await pruneDeals(db, new Date(scheduledAt.getTime() - TAROT_DEAL_TTL_MS));
    return `removed ${removed} unread tarot deals`;
  },
};
