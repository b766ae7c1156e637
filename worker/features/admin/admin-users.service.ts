/**
 * What the admin's actions on users mean (docs/decisions/043-admin-portal.md). Each is one batch
 * with its audit row: the change and the record of it are written together or not at all.
 * - premium: a complimentary plan with an end date, the entitlement `npm run user:plan` writes;
 *   a Stripe subscription is never edited (it shows in the user's plan);
 * - active: deactivating ends every session of the user in the same batch;
 * - unlock: the failure count and the lock cleared;
 * - create: a verified account; a non-free subscription type is a complimentary plan of it;
 * - delete: running subscriptions cancelled in Stripe first, then every row of the user.
 */
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { PaidTier } from '@core/plans';
import {
  ADMIN_MESSAGES,
  type AdminActionAnswer,
  type AdminCreateUserRequestSchema,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditLogPage,
  USERS_PAGE_SIZE,
} from '@schema/admin';
import { PASSWORD_TOO_COMMON } from '@schema/auth';
import { sessions, type UserRow, users } from '@schema/db';
import { cancelSubscriptionsNow, type StripeSettings } from '@worker/features/payments';
import { userDeletion } from '@worker/features/profile';
import { batch, type Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { hashPassword, isCommonPassword } from '@worker/lib/passwords';
import { tierOf } from '@worker/lib/tiers';
import type { z } from 'zod';
import {
  type Actor,
  auditedUserChange,
  auditedUserCreation,
  auditedUserDeletion,
  auditPage,
  listUsers,
  type UserAction,
  userStats,
  userWithPresence,
} from './admin.repository';

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function toAdminUser(user: UserRow, online: boolean, now: Date): AdminUser {
  const tier = tierOf(user, now);
  const subscribed = user.isPremium && user.subscriptionType !== 'free';
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: user.isActive,
    isLocked: Boolean(user.lockedUntil && user.lockedUntil > now),
    lockedUntil: user.lockedUntil && user.lockedUntil > now ? user.lockedUntil.toISOString() : null,
    isPremium: tier !== 'free',
    plan: {
      tier,
      subscription: subscribed ? { tier: user.subscriptionType as PaidTier, until: iso(user.premiumUntil) } : null,
      trialUntil: user.trialEndsAt && user.trialEndsAt > now ? user.trialEndsAt.toISOString() : null,
      complimentary: user.complimentaryPlan
        ? { tier: user.complimentaryPlan, until: iso(user.complimentaryUntil) }
        : null,
    },
    emailVerified: user.emailVerifiedAt !== null,
    isOnline: online,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
  };
}

export async function statsOf(db: Database, now = new Date()): Promise<AdminStats> {
  const stats = await userStats(db, now, startOfUtcDay(now));
  return {
    totalUsers: stats.total,
    currentlyLoggedIn: stats.online,
    premiumUsers: stats.premium,
    freeUsers: stats.total - stats.premium,
    lockedAccounts: stats.locked,
    todayRegistrations: stats.today,
  };
}

export async function usersPage(db: Database, search: string, page: number, now = new Date()): Promise<AdminUsersPage> {
  const { rows, total } = await listUsers(db, search, page, USERS_PAGE_SIZE, now);
  return {
    users: rows.map((row) => toAdminUser(row.user, row.online, now)),
    total,
    page,
    pageSize: USERS_PAGE_SIZE,
    search,
  };
}

async function existingUser(db: Database, userId: string): Promise<UserRow> {
  const row = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return row;
}

/** Runs an audited change and answers with the account as it is now. */
async function change(
  db: Database,
  actor: Actor,
  action: UserAction,
  userId: string,
  statements: readonly BatchItem<'sqlite'>[],
  message: string,
  now: Date,
): Promise<AdminActionAnswer> {
  await existingUser(db, userId);
  await batch(db, auditedUserChange(db, actor, action, userId, statements, now));
  const after = await userWithPresence(db, userId, now);
  if (!after) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return { success: true, message, user: toAdminUser(after.user, after.online, now) };
}

export function setPremium(
  db: Database,
  actor: Actor,
  request: { userId: string; isPremium: boolean; plan: PaidTier; days: number },
  now = new Date(),
): Promise<AdminActionAnswer> {
  const grant = request.isPremium
    ? { complimentaryPlan: request.plan, complimentaryUntil: new Date(now.getTime() + request.days * DAY_MS) }
    : { complimentaryPlan: null, complimentaryUntil: null };
  const update = db
    .update(users)
    .set({ ...grant, updatedAt: now })
    .where(eq(users.id, request.userId));
  return change(db, actor, 'user.premium', request.userId, [update], ADMIN_MESSAGES.statusUpdated, now);
}

export function unlockAccount(
  db: Database,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<AdminActionAnswer> {
  const update = db
    .update(users)
    .set({ failedLoginAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, userId));
  return change(db, actor, 'user.unlock', userId, [update], ADMIN_MESSAGES.unlocked, now);
}

export function setActive(
  db: Database,
  actor: Actor,
  request: { userId: string; isActive: boolean },
  now = new Date(),
): Promise<AdminActionAnswer> {
  const update = db
    .update(users)
    .set({ isActive: request.isActive, updatedAt: now })
    .where(eq(users.id, request.userId));
  // Deactivated: every open session of the user ends with the change.
  const statements = request.isActive
    ? [update]
    : [update, db.delete(sessions).where(eq(sessions.userId, request.userId))];
  return change(db, actor, 'user.active', request.userId, statements, ADMIN_MESSAGES.activeUpdated, now);
}

export async function createUser(
  db: Database,
  pepper: string,
  actor: Actor,
  input: z.output<typeof AdminCreateUserRequestSchema>,
  now = new Date(),
): Promise<AdminActionAnswer> {
  if (isCommonPassword(input.password)) {
    throw new ApiError('VALIDATION_FAILED', PASSWORD_TOO_COMMON, {
      issues: [{ path: 'password', message: PASSWORD_TOO_COMMON }],
    });
  }
  // The spec's rule: a paid subscription type makes the account premium; premium without a type is Oracle.
  const plan: PaidTier | null =
    input.subscriptionType !== 'free' ? input.subscriptionType : input.isPremium ? 'oracle' : null;
  const id = crypto.randomUUID();
  const insert = db
    .insert(users)
    .values({
      id,
      email: input.email,
      passwordHash: await hashPassword(input.password, pepper),
      emailVerifiedAt: now,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      complimentaryPlan: plan,
      complimentaryUntil: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email });
  await batch(db, auditedUserCreation(db, actor, id, insert, now));
  const created = await userWithPresence(db, id, now);
  if (!created)
    throw new ApiError('CONFLICT', ADMIN_MESSAGES.emailTaken, {
      issues: [{ path: 'email', message: ADMIN_MESSAGES.emailTaken }],
    });
  return { success: true, message: ADMIN_MESSAGES.created, user: toAdminUser(created.user, created.online, now) };
}

export async function deleteUser(
  db: Database,
  stripe: StripeSettings,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<AdminActionAnswer> {
  const user = await existingUser(db, userId);
  // A deleted account must stop being charged: Stripe first, then the rows.
  await cancelSubscriptionsNow(db, stripe, user.id);
  await batch(db, auditedUserDeletion(db, actor, user.id, userDeletion(db, user), now));
  return { success: true, message: ADMIN_MESSAGES.deleted, user: null };
}

const parsed = (json: string | null): Record<string, unknown> | null => (json ? JSON.parse(json) : null);

export async function auditLog(db: Database, page: number, userId: string | undefined): Promise<AuditLogPage> {
  const { rows, total } = await auditPage(db, page, AUDIT_PAGE_SIZE, userId);
  const entries: AuditEntry[] = rows.map(({ entry, email }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    admin: entry.adminUsername,
    action: entry.action as AuditAction,
    targetUserId: entry.targetUserId,
    targetEmail: email,
    before: parsed(entry.before),
    after: parsed(entry.after),
    requestId: entry.requestId,
  }));
  return { entries, total, page, pageSize: AUDIT_PAGE_SIZE };
}
