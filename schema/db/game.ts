import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Astro Gems (docs/decisions/042-astro-gems.md). The day's gems are written once per UTC day (the
 * daily job, or the first request of a day it has not reached: the same set either way). A
 * collection is one row per player and UTC day, so the database itself refuses a second gem on
 * the same day; a completion is one row per player, so the trial is granted once.
 */
export const gameRotations = sqliteTable('game_rotations', {
  /** The UTC day, "YYYY-MM-DD". */
  day: text('day').primaryKey(),
  /** JSON: the day's gem types (zodiac keys), in zodiac order. */
  gems: text('gems').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

export const gameCollections = sqliteTable(
  'game_collections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day of the server's clock when it was collected. */
    day: text('day').notNull(),
    gem: text('gem').notNull(),
    collectedAt: integer('collected_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('game_collections_user_gem_idx').on(t.userId, t.gem, t.day),
    index('game_collections_day_idx').on(t.day),
  ],
);

export const gameCompletions = sqliteTable('game_completions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  completedAt: integer('completed_at', { mode: 'timestamp_ms' }).notNull(),
  /** The UTC day of the twelfth gem. */
  completedDay: text('completed_day').notNull(),
  /** Days from the first of the twelve gems to the last, both counted. */
  daysToComplete: integer('days_to_complete').notNull(),
  /** The Oracle trial granted: it ends at this instant (copied to users.trial_ends_at). */
  trialEndsAt: integer('trial_ends_at', { mode: 'timestamp_ms' }).notNull(),
});
