/**
 * Astro Gems' calls, polled as the spec has them (progress every 30 s, today's gems and the board
 * every 60 s), only while the page is in view: SWR skips its intervals while the document is
 * hidden and catches up when it is shown again.
 */
import useSWR from 'swr';
import type { GemType } from '@core/game/gems';
import { api, call } from '@web/lib/api';
import { activeTag } from '@web/lib/i18n';

export const PROGRESS_KEY = 'game-progress';
export const LEADERBOARD_KEY = 'game-leaderboard';

const every = (ms: number) => ({ refreshInterval: ms, refreshWhenHidden: false, revalidateOnFocus: true });

export const useProgress = (enabled: boolean) =>
  useSWR(enabled ? PROGRESS_KEY : null, () => call(api.game.progress.$get()), every(30_000));

/** Today's gems; the message is in the reader's language, so the key changes with it. */
export const useDailyGems = (enabled: boolean) =>
  useSWR(enabled ? ['game-daily', activeTag()] : null, () => call(api.game['daily-gem'].$get()), every(60_000));

export const useLeaderboard = (enabled: boolean) =>
  useSWR(enabled ? [LEADERBOARD_KEY, activeTag()] : null, () => call(api.game.leaderboard.$get()), every(60_000));

export const collectGem = (gemType: GemType) => call(api.game['collect-gem'].$post({ json: { gemType } }));

/** The reader's choice to be listed on the board: a profile preference (PATCH /api/user/profile). */
export async function setLeaderboardVisibility(showOnLeaderboard: boolean): Promise<void> {
  await call(api.user.profile.$patch({ json: { preferences: { showOnLeaderboard } } }));
}
