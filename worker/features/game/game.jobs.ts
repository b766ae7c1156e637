import type { Job } from '@worker/lib/jobs';
import { rotateGems } from './game.service';

/** 00:00 UTC: the new day's gems, written once (a second or racing run leaves the same row). */
export const rotateAstroGems: Job = {
  name: 'rotate-astro-gems',
  run: ({ db, scheduledAt }) => rotateGems(db, scheduledAt),
};
