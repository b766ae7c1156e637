/**
 * Astro Gems (docs/product.md#astro-gems, docs/decisions/042-astro-gems.md): the day's gems, a
 * player's progress, collecting a gem, and the month's leaderboard. Every function takes the
 * instant it runs at: the routes pass the server's clock, the tests any other.
 */
import {
  addDays,
  dayStart,
  GAME_TRIAL_DAYS,
  GEM_POINTS,
  GEM_TYPES,
  type GemType,
  gemsOfDay,
  monthOf,
  QUEST_DAYS,
  utcDay,
} from '@core/game';
import type { MessageId } from '@core/i18n/catalog';
import { GRAMMAR } from '@core/i18n/grammar/index';
import type { Locale } from '@core/i18n/locales';
import { canUse } from '@core/plans';
import type { UserRow } from '@schema/db';
import {
  type CollectGemResult,
  type DailyGems,
  GAME_MESSAGES,
  type GameDisabledReason,
  type GameProgress,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardEntry,
} from '@schema/game';
import type { Database } from '@worker/lib/db';
import { preferencesOf } from '@worker/features/profile';
import { ApiError } from '@worker/lib/errors';
import type { ServerTranslate } from '@worker/lib/i18n';
import { memo } from '@worker/lib/memo';
import { tierOf } from '@worker/lib/tiers';
import {
  boardEntryOf,
  boardRows,
  collect,
  collectionCount,
  collectionsSince,
  completionOf,
  questStart,
  rotationOf,
  writeRotation,
} from './game.repository';

const DAY_MS = 86_400_000;

const isGemType = (value: string): value is GemType => (GEM_TYPES as readonly string[]).includes(value);

/**
 * The days' rotations as stored. A day's row is written once and never changed, so the isolate
 * keeps it after the first request reads it: reading the day's gems costs no statement after that
 * (rotationOf writes the row when absent, which would make every view a write).
 */
const storedRotations = memo<Promise<GemType[]>>({ size: 8 });

/** The day's gems: the stored rotation, written from the day's pure rotation when absent. */
export function gemsOn(db: Database, now: Date): Promise<GemType[]> {
  const day = utcDay(now);
  return storedRotations.get(day, async () => (await rotationOf(db, day, gemsOfDay(day), now)).filter(isGemType));
}

/** The daily job: writes the day's gems once; a second run, or a run racing it, changes nothing. */
export async function rotateGems(db: Database, scheduledAt: Date): Promise<string> {
  const day = utcDay(scheduledAt);
  const gems = gemsOfDay(day);
  const wrote = await writeRotation(db, day, gems, scheduledAt);
  return `${day}: ${gems.join(', ')}${wrote ? '' : ' (already written)'}`;
}

const gemName = (t: ServerTranslate, gem: GemType) => t(`game.gem.${gem}` as MessageId);

export async function dailyGems(db: Database, now: Date, t: ServerTranslate, locale: Locale): Promise<DailyGems> {
  const gems = await gemsOn(db, now);
  const day = utcDay(now);
  return {
    availableGems: gems,
    // The language's own list ("A, B and C"; Italian "ed", Hindi without the comma before और).
    message: t('game.daily.message', { gems: GRAMMAR[locale].list(gems.map((g) => gemName(t, g))) }),
    day,
    nextRotationAt: dayStart(addDays(day, 1)).toISOString(),
  };
}

/** Why the player cannot collect, if they cannot: the quest is done, or a paid plan holds. */
function disabledReason(user: UserRow, completed: boolean, now: Date): GameDisabledReason | null {
  if (completed) return 'completed';
  return canUse(tierOf(user, now), 'astroGems') ? null : 'premium';
}

export async function progressOf(db: Database, user: UserRow, now: Date): Promise<GameProgress> {
  const today = utcDay(now);
  const [held, total, completion] = await Promise.all([
    collectionsSince(db, user.id, questStart(today)),
    collectionCount(db, user.id),
    completionOf(db, user.id),
  ]);
  // A completed quest keeps the twelve gems that completed it, whenever it is looked at.
  const gems = completion
    ? await collectionsSince(db, user.id, addDays(completion.completedDay, 1 - completion.daysToComplete))
    : held;
  const shown = completion ? gems.filter((g) => g.day <= completion.completedDay) : gems;
  const reason = disabledReason(user, completion !== null, now);
  return {
    progress: {
      gemsCollected: shown.length,
      totalPoints: total * GEM_POINTS,
      daysToComplete: completion?.daysToComplete ?? null,
      completedAt: completion?.completedAt.toISOString() ?? null,
      trialGranted: completion !== null,
      trialEndsAt: completion?.trialEndsAt.toISOString() ?? null,
    },
    gems: shown.map((g) => ({
      gemType: g.gem as GemType,
      day: g.day,
      collectedAt: g.collectedAt.toISOString(),
      countsUntil: addDays(g.day, QUEST_DAYS - 1),
    })),
    gameDisabled: reason !== null,
    disabledReason: reason,
    hasCompleted: completion !== null,
    collectedToday: (held.find((g) => g.day === today)?.gem as GemType | undefined) ?? null,
    today,
  };
}

/**
 * Collects a gem for a free player: one of today's (UTC, the server's clock), not already in
 * their quest, one a day. The write is one guarded batch (game.repository.ts `collect`); when it
 * collects nothing, the reason is read afterwards for the error.
 */
export async function collectGem(
  db: Database,
  user: UserRow,
  gem: GemType,
  now: Date,
  t: ServerTranslate,
): Promise<CollectGemResult> {
  const completed = await completionOf(db, user.id);
  const reason = disabledReason(user, completed !== null, now);
  if (reason) {
    throw new ApiError('FORBIDDEN', reason === 'completed' ? GAME_MESSAGES.completed : GAME_MESSAGES.premium, {
      details: { reason },
    });
  }
  const today = utcDay(now);
  if (!(await gemsOn(db, now)).includes(gem)) throw new ApiError('BAD_REQUEST', GAME_MESSAGES.notToday);

  const outcome = await collect(db, {
    userId: user.id,
    gem,
    today,
    now,
    trialEndsAt: new Date(now.getTime() + GAME_TRIAL_DAYS * DAY_MS),
  });
  if (!outcome.collected) {
    const [held, done] = await Promise.all([
      collectionsSince(db, user.id, questStart(today)),
      completionOf(db, user.id),
    ]);
    if (held.some((g) => g.day === today)) throw new ApiError('CONFLICT', GAME_MESSAGES.collectedToday);
    if (done) throw new ApiError('FORBIDDEN', GAME_MESSAGES.completed, { details: { reason: 'completed' } });
    throw new ApiError('CONFLICT', GAME_MESSAGES.owned);
  }
  const completedNow = outcome.completion !== null;
  const name = gemName(t, gem);
  return {
    message: completedNow
      ? t('game.collect.completed', { gem: name, days: GAME_TRIAL_DAYS })
      : t('game.collect.collected', { gem: name, points: GEM_POINTS }),
    trialGranted: completedNow,
    gameCompleted: completedNow,
    gemType: gem,
    points: GEM_POINTS,
  };
}

/** "Maria M.": a first name and the last name's initial, or the reader's word for a player with neither. */
function shortName(t: ServerTranslate, first: string | null, last: string | null): string {
  const given = first?.trim();
  const initial = last?.trim().charAt(0);
  if (!given) return initial ? `${initial.toUpperCase()}.` : t('game.leaderboard.anonymous');
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
}

export async function leaderboardOf(
  db: Database,
  reader: UserRow | undefined,
  now: Date,
  t: ServerTranslate,
): Promise<Leaderboard> {
  const { month, first, next } = monthOf(utcDay(now));
  const rows = await boardRows(db, first, next, LEADERBOARD_SIZE);
  const entry = (row: (typeof rows)[number], rank: number): LeaderboardEntry => ({
    rank,
    userId: row.user_id,
    userName: shortName(t, row.first_name, row.last_name),
    gemsCollected: row.gems,
    totalPoints: row.gems * GEM_POINTS,
    daysToComplete: row.days_to_complete,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
    isYou: row.user_id === reader?.id,
  });
  const entries = rows.map((row, i) => entry(row, i + 1));
  const hidden = reader ? !preferencesOf(reader).showOnLeaderboard : false;
  let you: LeaderboardEntry | null = null;
  if (reader && !hidden && !entries.some((e) => e.isYou)) {
    const mine = await boardEntryOf(db, first, next, reader.id);
    if (mine) you = entry(mine, mine.rank);
  }
  return { month, entries, you, hidden };
}
