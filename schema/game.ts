import { z } from 'zod';
import { GEM_TYPES, type GemType } from '@core/game/gems';

/**
 * Astro Gems (docs/product.md#astro-gems, docs/decisions/042-astro-gems.md): the spec's four
 * calls. The server's clock decides the day: a date or time a client sends is never read.
 */
export const GAME_MESSAGES = {
  gemType: 'Choose one of the twelve zodiac gems',
  premium: 'Astro Gems is for Explorer members: your plan already includes the Oracle features the game rewards.',
  completed: 'You have completed the Astro Gems quest. It is a one-time journey, and its reward is yours.',
  notToday: 'That gem is not available today. Choose one of today’s gems.',
  collectedToday: 'You have already collected a gem today. Come back tomorrow for the next one!',
  owned: 'That gem is already in your collection. Choose another of today’s gems.',
  leaderboardHidden: 'You are hidden from the leaderboard',
} as const;

export const CollectGemRequestSchema = z.object({
  gemType: z.enum(GEM_TYPES as [GemType, ...GemType[]], { error: GAME_MESSAGES.gemType }),
});
export type CollectGemRequest = z.infer<typeof CollectGemRequestSchema>;

/** GET /api/game/daily-gem: the spec's availableGems and message, with the day they are for. */
export interface DailyGems {
  readonly availableGems: readonly GemType[];
  readonly message: string;
  /** The UTC day they are offered on, "YYYY-MM-DD". */
  readonly day: string;
  /** When the next day's gems replace them (the next 00:00 UTC). */
  readonly nextRotationAt: string;
}

/** A gem of the player's quest: collected on `day` (UTC), counted until `countsUntil` (UTC, last day). */
export interface CollectedGem {
  readonly gemType: GemType;
  readonly day: string;
  readonly collectedAt: string;
  readonly countsUntil: string;
}

/** Why a player cannot collect: a paid plan (not the game's own trial), or the quest is done. */
export type GameDisabledReason = 'premium' | 'completed';

/** GET /api/game/progress: the spec's progress, gems, gameDisabled and hasCompleted, and the quest's calendar. */
export interface GameProgress {
  readonly progress: {
    /** Gems held in the quest now (each counts for 30 days). */
    readonly gemsCollected: number;
    /** 100 for every gem ever collected. */
    readonly totalPoints: number;
    /** Days from the first of the twelve gems to the last, once complete. */
    readonly daysToComplete: number | null;
    readonly completedAt: string | null;
    readonly trialGranted: boolean;
    /** When the trial the quest granted ends (or ended). */
    readonly trialEndsAt: string | null;
  };
  readonly gems: readonly CollectedGem[];
  readonly gameDisabled: boolean;
  readonly disabledReason: GameDisabledReason | null;
  readonly hasCompleted: boolean;
  /** The gem collected today (UTC), if any. */
  readonly collectedToday: GemType | null;
  /** The UTC day it is on the server. */
  readonly today: string;
}

/** The spec's leaderboard entry, with its rank; names are a first name and an initial. */
export interface LeaderboardEntry {
  readonly rank: number;
  readonly userId: string;
  readonly userName: string;
  readonly gemsCollected: number;
  readonly totalPoints: number;
  readonly daysToComplete: number | null;
  readonly completedAt: string | null;
  /** The signed-in reader's own entry. */
  readonly isYou: boolean;
}

/** GET /api/game/leaderboard: this UTC month's board. */
export interface Leaderboard {
  /** "YYYY-MM". */
  readonly month: string;
  readonly entries: readonly LeaderboardEntry[];
  /** The reader's entry when it is below the list shown; null when they have none (or hide). */
  readonly you: LeaderboardEntry | null;
  /** Whether the signed-in reader hides from the board (their preference). */
  readonly hidden: boolean;
}

/** POST /api/game/collect-gem: the spec's answer. */
export interface CollectGemResult {
  readonly message: string;
  readonly trialGranted: boolean;
  readonly gameCompleted: boolean;
  readonly gemType: GemType;
  readonly points: number;
}

/** How many entries the board lists. */
export const LEADERBOARD_SIZE = 50;
