import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The admin portal (docs/decisions/043-admin-portal.md). Admins are their own accounts, never
 * users with a flag: created by `npm run admin:create`, with a password hashed as users' are, a
 * lockout, and an optional TOTP second factor.
 */
export const admins = sqliteTable('admins', {
  id: text('id').primaryKey(),
  /** Trimmed and lower-cased; unique. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret (core/admin/totp.ts); null when no authenticator is enrolled. */
  totpSecret: text('totp_secret'),
  /** The last 30-second step a code was accepted for: a code is good once (the replay guard). */
  totpLastStep: integer('totp_last_step'),
  failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
});

/** One row per admin sign-in; the admin cookie names its row (short idle and absolute limits). */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Who did what: one row per admin action, written in the same batch as the change it records.
 * No foreign keys: the record outlives the admin and the user it names. A deleted user's row
 * keeps only their opaque id and plan, never their email or name.
 */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    /** JSON of the fields the action changes, as they were and as they became (null: none). */
    before: text('before'),
    after: text('after'),
    requestId: text('request_id').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetUserId)],
);

/**
 * Page visits as they arrive (today's, until the daily job rolls them up): the page's route
 * pattern, the UTC day, and the visitor as a hash under that day's salt. No address, no agent.
 */
export const pageVisits = sqliteTable(
  'page_visits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    day: text('day').notNull(),
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    index('page_visits_day_path_idx').on(t.day, t.path),
    index('page_visits_day_visitor_idx').on(t.day, t.visitor),
  ],
);

/** A day's salt for the visitor hash; the daily job deletes every salt but today's. */
export const visitSalts = sqliteTable('visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Rolled-up days: visits and distinct visitors per day. */
export const visitDays = sqliteTable('visit_days', {
  day: text('day').primaryKey(),
  visits: integer('visits').notNull(),
  visitors: integer('visitors').notNull(),
});

/** Rolled-up days: visits per page and day. */
export const visitPages = sqliteTable(
  'visit_pages',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

export type AdminRow = typeof admins.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
