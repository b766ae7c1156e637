import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Ask Stella's conversations (decision 030): a thread of at most 20 messages. Starting one takes one
 * of the day's conversations (`stella_usage`); `message_count` is taken two at a time (the
 * question and its answer) by one guarded update, so a full thread can never grow.
 */
export const stellaConversations = sqliteTable(
  'stella_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: how the list names the thread. */
    title: text('title').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('stella_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** One message of a thread: the user's question, or Stella's answer with its receipts. */
export const stellaMessages = sqliteTable(
  'stella_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => stellaConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** What the reader saw: for an answer, the released paragraphs (markers removed). */
    content: text('content').notNull(),
    /** JSON: an answer's paragraphs with their status and cited fact ids. */
    paragraphs: text('paragraphs'),
    /** JSON: { relevantPlanets, astrologyTopics }. */
    insights: text('insights'),
    /** Who wrote an answer: the model, the offline writer, or the crisis reply. */
    writer: text('writer', { enum: ['model', 'offline', 'crisis'] }),
    /** complete; stopped by the reader; interrupted by the provider. */
    status: text('status', { enum: ['complete', 'stopped', 'interrupted'] })
      .notNull()
      .default('complete'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('stella_messages_conversation_idx').on(t.conversationId, t.createdAt),
    // What Stella told a reader in the last day, across threads: the writer does not say it again.
    index('stella_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Conversations started per user per UTC day: the Oracle allowance and Master's fair-use ceiling. */
export const stellaUsage = sqliteTable(
  'stella_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, UTC: the allowance resets at 00:00 UTC (decision 030). */
    day: text('day').notNull(),
    conversations: integer('conversations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** What the language model cost per UTC day, in millionths of a dollar: the daily spend ceiling. */
export const aiSpend = sqliteTable('ai_spend', {
  day: text('day').primaryKey(),
  microdollars: integer('microdollars').notNull().default(0),
});

export type StellaMessageRow = typeof stellaMessages.$inferSelect;
