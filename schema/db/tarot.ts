import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Tarot deals and readings (docs/decisions/040-a-fair-deal.md). A deal is the seed of 30
 * face-down cards, shown to the reader by its fingerprint before any card is picked; a deal is
 * read once (`reading_id` set by one guarded statement) and kept with its reading, whose seed
 * anyone can replay. Both are removed with the account; unread deals go after a day.
 */
export const tarotDeals = sqliteTable(
  'tarot_deals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The 32-byte seed in hex: secret until the deal is read. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed, shown when the deal is made. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** The reading that read it; null while the deal waits. */
    readingId: text('reading_id'),
  },
  (t) => [index('tarot_deals_created_idx').on(t.createdAt)],
);

export const tarotReadings = sqliteTable(
  'tarot_readings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spread: text('spread').notNull(),
    question: text('question').notNull(),
    /** JSON: the face-down positions (0-29) the reader picked, in order. */
    positions: text('positions').notNull(),
    /** JSON: the cards drawn, `[{card, reversed}]`, in the spread's order. */
    cards: text('cards').notNull(),
    /** The deal's seed and fingerprint: the deal can be replayed from them. */
    seed: text('seed').notNull(),
    fingerprint: text('fingerprint').notNull(),
    language: text('language').notNull(),
    /** JSON: the reading as shown (interpretation, guidance, receipts). */
    result: text('result').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('tarot_readings_user_created_idx').on(t.userId, t.createdAt)],
);
