import { type AnyColumn, and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AuditAction } from '@schema/admin';
import { type AdminRow, type AdminSessionRow, adminAuditLog, adminSessions, admins, sessions, users } from '@schema/db';
import type { Database } from '@worker/lib/db';

/** Who acts, and the request the action came in (kept with the audit row). */
export interface Actor {
  readonly adminId: string;
  readonly username: string;
  readonly requestId: string;
}

export async function findAdminByUsername(db: Database, username: string): Promise<AdminRow | undefined> {
  return db.select().from(admins).where(eq(admins.username, username)).get();
}

const adminNotLockedAt = (now: Date) =>
  sql`(${admins.lockedUntil} IS NULL OR ${admins.lockedUntil} <= ${now.getTime()})`;

/**
 * Counts a login attempt before the password is checked, in one guarded statement (as the
 * users' lockout does): while locked no attempt gets a turn; the attempt that reaches `limit`
 * locks the admin until `lockUntil`. Of any number of attempts at once, exactly `limit` get one.
 */
export async function claimAdminAttempt(
  db: Database,
  adminId: string,
  now: Date,
  limit: number,
  lockUntil: Date,
): Promise<boolean> {
  const attempts = sql`(CASE WHEN ${admins.lockedUntil} IS NOT NULL THEN 1 ELSE ${admins.failedLoginAttempts} + 1 END)`;
  const turn = await db
    .update(admins)
    .set({
      failedLoginAttempts: sql`${attempts}`,
      lockedUntil: sql`(CASE WHEN ${attempts} >= ${limit} THEN ${lockUntil.getTime()} ELSE NULL END)`,
    })
    .where(and(eq(admins.id, adminId), adminNotLockedAt(now)))
    .returning({ id: admins.id })
    .get();
  return turn !== undefined;
}

/** Accepts a TOTP step once: only a step later than the last accepted one is written (the replay guard). */
export async function claimTotpStep(db: Database, adminId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), sql`(${admins.totpLastStep} IS NULL OR ${admins.totpLastStep} < ${step})`))
    .returning({ id: admins.id })
    .get();
  return claimed !== undefined;
}

function newAuditId(): string {
  return crypto.randomUUID();
}

const iso = (column: AnyColumn) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`;
const bool = (column: AnyColumn) => sql`json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;

/** What each action records of the user, before and after: the fields it changes (never a password). */
const RECORDED: Record<Exclude<AuditAction, 'admin.login' | 'admin.logout'>, SQL> = {
  'user.premium': sql`json_object('complimentaryPlan', ${users.complimentaryPlan}, 'complimentaryUntil', ${iso(users.complimentaryUntil)})`,
  'user.unlock': sql`json_object('failedLoginAttempts', ${users.failedLoginAttempts}, 'lockedUntil', ${iso(users.lockedUntil)})`,
  'user.active': sql`json_object('isActive', ${bool(users.isActive)})`,
  'user.create': sql`json_object('email', ${users.email}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'subscriptionType', ${users.subscriptionType}, 'isPremium', ${bool(users.isPremium)}, 'complimentaryPlan', ${users.complimentaryPlan}, 'emailVerified', ${bool(users.emailVerifiedAt)})`,
  // A deleted account's record keeps no email or name: its opaque id, its plan and its age.
  'user.delete': sql`json_object('subscriptionType', ${users.subscriptionType}, 'isPremium', ${bool(users.isPremium)}, 'complimentaryPlan', ${users.complimentaryPlan}, 'createdAt', ${iso(users.createdAt)})`,
};
export type UserAction = keyof typeof RECORDED;

/**
 * The audit row as a SELECT over the user's row: inserted only when the user exists, with the
 * fields the database holds at that moment.
 */
function auditFromUser(
  db: Database,
  row: { id: string; actor: Actor; action: UserAction; userId: string; now: Date },
  fields: { before: SQL | null; after: SQL | null },
) {
  const value = (field: SQL | null, name: string) =>
    field ? sql<string>`${field}`.as(name) : sql<null>`NULL`.as(name);
  return db.insert(adminAuditLog).select(
    db
      .select({
        id: sql<string>`${row.id}`.as('id'),
        adminId: sql<string>`${row.actor.adminId}`.as('admin_id'),
        adminUsername: sql<string>`${row.actor.username}`.as('admin_username'),
        action: sql<string>`${row.action}`.as('action'),
        targetUserId: users.id,
        before: value(fields.before, 'before'),
        after: value(fields.after, 'after'),
        requestId: sql<string>`${row.actor.requestId}`.as('request_id'),
        createdAt: sql<Date>`${row.now.getTime()}`.as('created_at'),
      })
      .from(users)
      .where(eq(users.id, row.userId)),
  );
}

/**
 * The statements of an audited change to a user, for one batch: the audit row with the user's
 * fields as they are (read by the database, so a concurrent change cannot slip between), the
 * change, then the fields as they became. A user that does not exist gets no row.
 */
export function auditedUserChange<T extends readonly BatchItem<'sqlite'>[]>(
  db: Database,
  actor: Actor,
  action: UserAction,
  userId: string,
  change: T,
  now: Date,
) {
  const id = newAuditId();
  const recorded = RECORDED[action];
  const open = auditFromUser(db, { id, actor, action, userId, now }, { before: recorded, after: null });
  const close = db
    .update(adminAuditLog)
    .set({ after: sql`(SELECT ${recorded} FROM ${users} WHERE ${users.id} = ${userId})` })
    .where(eq(adminAuditLog.id, id));
  return [open, ...change, close] as const;
}

/** A user's creation: the account, then its audit row with the account as written. */
export function auditedUserCreation<T extends BatchItem<'sqlite'>>(
  db: Database,
  actor: Actor,
  userId: string,
  insert: T,
  now: Date,
) {
  const row = { id: newAuditId(), actor, action: 'user.create' as const, userId, now };
  return [insert, auditFromUser(db, row, { before: null, after: RECORDED['user.create'] })] as const;
}

/** A user's deletion: the audit row (plan and age only), then every row of the user. */
export function auditedUserDeletion<T extends readonly BatchItem<'sqlite'>[]>(
  db: Database,
  actor: Actor,
  userId: string,
  deletion: T,
  now: Date,
) {
  const row = { id: newAuditId(), actor, action: 'user.delete' as const, userId, now };
  return [auditFromUser(db, row, { before: RECORDED['user.delete'], after: null }), ...deletion] as const;
}

/** An admin's own action (sign-in, sign-out): no user, nothing before or after. */
export function adminAuditRow(db: Database, actor: Actor, action: 'admin.login' | 'admin.logout', now: Date) {
  return db.insert(adminAuditLog).values({
    id: newAuditId(),
    adminId: actor.adminId,
    adminUsername: actor.username,
    action,
    targetUserId: null,
    before: null,
    after: null,
    requestId: actor.requestId,
    createdAt: now,
  });
}

/** The sign-in: failures cleared (a lock in force stays), the session row, and the audit row. */
export function signInStatements(db: Database, actor: Actor, session: AdminSessionRow, now: Date) {
  return [
    db
      .update(admins)
      .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now })
      .where(and(eq(admins.id, actor.adminId), adminNotLockedAt(now))),
    db.insert(adminSessions).values(session),
    adminAuditRow(db, actor, 'admin.login', now),
  ] as const;
}

export function signOutStatements(db: Database, actor: Actor, sessionId: string, now: Date) {
  return [
    db.delete(adminSessions).where(eq(adminSessions.id, sessionId)),
    adminAuditRow(db, actor, 'admin.logout', now),
  ] as const;
}

/** A session used this recently marks its user online (sessions move their last use every 5 minutes). */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;

/** The tier decision of worker/lib/tiers.ts as SQL: any running entitlement makes a user premium. */
export function premiumAt(now: Date): SQL {
  const t = now.getTime();
  return sql`((${users.isPremium} AND ${users.subscriptionType} <> 'free' AND (${users.premiumUntil} IS NULL OR ${users.premiumUntil} > ${t}))
    OR (${users.trialEndsAt} IS NOT NULL AND ${users.trialEndsAt} > ${t})
    OR (${users.complimentaryPlan} IS NOT NULL AND (${users.complimentaryUntil} IS NULL OR ${users.complimentaryUntil} > ${t})))`;
}

export async function userStats(db: Database, now: Date, dayStart: Date) {
  const [totals, online] = await Promise.all([
    db
      .select({
        total: count(),
        premium: sql<number>`coalesce(sum(CASE WHEN ${premiumAt(now)} THEN 1 ELSE 0 END), 0)`,
        locked: sql<number>`coalesce(sum(CASE WHEN ${users.lockedUntil} > ${now.getTime()} THEN 1 ELSE 0 END), 0)`,
        today: sql<number>`coalesce(sum(CASE WHEN ${users.createdAt} >= ${dayStart.getTime()} THEN 1 ELSE 0 END), 0)`,
      })
      .from(users)
      .get(),
    db
      .select({ online: sql<number>`count(DISTINCT ${sessions.userId})` })
      .from(sessions)
      .where(and(gt(sessions.lastSeenAt, new Date(now.getTime() - ONLINE_WINDOW_MS)), gt(sessions.expiresAt, now)))
      .get(),
  ]);
  return {
    total: totals?.total ?? 0,
    premium: Number(totals?.premium ?? 0),
    locked: Number(totals?.locked ?? 0),
    today: Number(totals?.today ?? 0),
    online: Number(online?.online ?? 0),
  };
}

/**
 * Whether a session of the user has been used within the online window and is still running.
 * Written with its own names: drizzle leaves a selected column unqualified, which inside the
 * subquery would name the session's own id.
 */
const onlineAt = (now: Date) =>
  sql<number>`EXISTS (SELECT 1 FROM sessions AS s WHERE s.user_id = "users"."id" AND s.last_seen_at > ${now.getTime() - ONLINE_WINDOW_MS} AND s.expires_at > ${now.getTime()})`;

/** `%text%` for LIKE with the text's own % and _ taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function userSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) LIKE ${pattern} ESCAPE '\\'`,
    eq(users.id, search),
  );
}

/** A page of users, newest first, each with whether a session of theirs is in use. */
export async function listUsers(db: Database, search: string, page: number, pageSize: number, now: Date) {
  const where = userSearch(search);
  const [rows, total] = await Promise.all([
    db
      .select({
        user: users,
        online: onlineAt(now),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .all(),
    db.select({ n: count() }).from(users).where(where).get(),
  ]);
  return { rows: rows.map((row) => ({ user: row.user, online: Boolean(row.online) })), total: total?.n ?? 0 };
}

export async function userWithPresence(db: Database, userId: string, now: Date) {
  const row = await db
    .select({
      user: users,
      online: onlineAt(now),
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row ? { user: row.user, online: Boolean(row.online) } : undefined;
}

export async function auditPage(db: Database, page: number, pageSize: number, userId: string | undefined) {
  const where = userId ? eq(adminAuditLog.targetUserId, userId) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ entry: adminAuditLog, email: users.email })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.targetUserId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .all(),
    db.select({ n: count() }).from(adminAuditLog).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}
