import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Saved synastry readings (decision 039): what the reader was shown, kept as it was answered (the
 * request that made it, to make it again in another language or after a correction), removed
 * with the account.
 */
export const synastryReadings = sqliteTable(
  'synastry_readings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Alex & Sam": how the list names it. */
    title: text('title').notNull(),
    score: integer('score').notNull(),
    mode: text('mode', { enum: ['exact', 'signs'] }).notNull(),
    language: text('language').notNull(),
    /** JSON: the request as parsed. */
    request: text('request').notNull(),
    /** JSON: the answer as shown. */
    result: text('result').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('synastry_readings_user_created_idx').on(t.userId, t.createdAt)],
);
