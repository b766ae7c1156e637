import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAID_TIERS, TIERS } from '../../core/plans';

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/** A person's account (docs/product.md#data User and Profile). The email is stored lower-cased. */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** "pbkdf2-sha256$…" (worker/lib/passwords.ts); null for an account without a password. */
    passwordHash: text('password_hash'),
    authProvider: text('auth_provider').notNull().default('email'),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    birthDate: text('birth_date'),
    birthTime: text('birth_time'),
    birthLocation: text('birth_location'),
    isProfilePublic: integer('is_profile_public', { mode: 'boolean' }).notNull().default(false),
    /** JSON of the signs and signature cast from the profile's birth data (schema/profile.ts). */
    astrologicalProfile: text('astrological_profile'),
    /** JSON of the preferences that differ from their defaults (schema/profile.ts). */
    preferences: text('preferences'),
    isPremium: integer('is_premium', { mode: 'boolean' }).notNull().default(false),
    subscriptionType: text('subscription_type', { enum: TIERS }).notNull().default('free'),
    /** An Oracle trial (the gem game's reward) runs until this instant. */
    trialEndsAt: integer('trial_ends_at', { mode: 'timestamp_ms' }),
    /**
     * The subscription's access ends at this instant unless Stripe renews it (the period's end,
     * plus a grace period while a payment is retried); null keeps a premium account open-ended.
     */
    premiumUntil: integer('premium_until', { mode: 'timestamp_ms' }),
    /**
     * A plan given without payment (an operator's `npm run user:plan`, later the admin portal):
     * it grants `complimentaryPlan` until `complimentaryUntil`, or for good while that is null.
     */
    complimentaryPlan: text('complimentary_plan', { enum: PAID_TIERS }),
    complimentaryUntil: integer('complimentary_until', { mode: 'timestamp_ms' }),
    /**
     * The saved chart the user made "my chart" (a birth_charts id; no foreign key, so a deleted
     * chart simply stops being found). The profile's birth data and signs are copied from it.
     */
    myChartId: text('my_chart_id'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(now),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** One row per sign-in; the session cookie names its row, and a request is only as valid as the row. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use email tokens (verification, password reset), stored as SHA-256 hashes. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Every message we send, and with no mail provider configured the outbox itself: the dev
 * server log prints each message as it is queued (docs/product.md#real-mail).
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to_address').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    error: text('error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);

/** Fixed one-minute windows of requests per client address and route group. */
export const requestCounts = sqliteTable(
  'request_counts',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** What a signed-in user did with the free tools and the coach, one row per use (profile stats, activity). */
export const userActivity = sqliteTable(
  'user_activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('user_activity_user_kind_idx').on(t.userId, t.kind)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
