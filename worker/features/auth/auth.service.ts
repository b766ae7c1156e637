import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { AUTH_MESSAGES, PASSWORD_TOO_COMMON, type User } from '@schema/auth';
import { emailTokens, sessions, users } from '@schema/db';
import type { AppEnv } from '@worker/lib/context';
import type { Database } from '@worker/lib/db';
import { randomToken, sha256Base64Url } from '@worker/lib/encoding';
import { ApiError } from '@worker/lib/errors';
import { sendMail } from '@worker/lib/mail';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from '@worker/lib/passwords';
import { endAllSessions, startSession, type SessionRow, type UserRow } from '@worker/lib/sessions';
import { tierOf } from '@worker/lib/tiers';
import { siteUrl } from '@worker/lib/site-url';
import { accountExistsMail, lockoutMail, passwordResetMail, verificationMail } from './auth.mail';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The bare user object of GET /api/auth/user (001 §3 User, plus emailVerified and the server's tier). */
export function toUser(user: UserRow, now = new Date()): User {
  const tier = tierOf(user, now);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isPremium: tier !== 'free',
    // The paid plan while it is paid up (a lapsed subscription reads as free).
    subscriptionType:
      user.isPremium && (!user.premiumUntil || user.premiumUntil > now) ? user.subscriptionType : 'free',
    tier,
    trialEndsAt: iso(user.trialEndsAt),
    authProvider: user.authProvider,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
    failedLoginAttempts: user.failedLoginAttempts,
    lockedUntil: iso(user.lockedUntil),
    isActive: user.isActive,
    isCurrentlyLoggedIn: true,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError('VALIDATION_FAILED', PASSWORD_TOO_COMMON, {
      issues: [{ path: field, message: PASSWORD_TOO_COMMON }],
    });
  }
}

/** A new single-use token for the user; earlier unused ones of the same purpose stop working. */
async function issueToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({
    tokenHash: await sha256Base64Url(token),
    userId,
    purpose,
    createdAt: new Date(now),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Uses a token once: the first caller gets its user id; a used, unknown or expired token fails. */
async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string> {
  const tokenHash = await sha256Base64Url(token);
  const used = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    .returning()
    .get();
  if (!used) throw new ApiError('TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
  if (used.expiresAt.getTime() <= Date.now()) throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
  return used.userId;
}

async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

async function sendVerification(c: Context<AppEnv>, user: UserRow): Promise<void> {
  const token = await issueToken(c.get('db'), user.id, 'verify_email');
  const link = siteUrl(c, `/verify-email?token=${encodeURIComponent(token)}`);
  await sendMail(c.get('db'), c.get('config'), verificationMail(user.email, link));
}

async function resetLink(c: Context<AppEnv>, user: UserRow): Promise<string> {
  const token = await issueToken(c.get('db'), user.id, 'reset_password');
  return siteUrl(c, `/reset-password?token=${encodeURIComponent(token)}`);
}

/**
 * Both sign-ups. A new address gets an account and a verification link; a registered one
 * gets the same answer while its owner gets a mail instead (no account enumeration).
 */
export async function signUp(
  c: Context<AppEnv>,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  refuseCommonPassword(input.password, 'password');
  const db = c.get('db');
  const { PASSWORD_PEPPER: pepper } = c.get('config');
  const passwordHash = await hashPassword(input.password, pepper);
  const existing = await findByEmail(db, input.email);
  if (existing) return notifyExisting(c, existing);
  const now = new Date();
  const created = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  // Two sign-ups of one address at once: the second finds the first's account.
  if (!created) {
    const winner = await findByEmail(db, input.email);
    if (winner) await notifyExisting(c, winner);
    return;
  }
  await sendVerification(c, created);
}

async function notifyExisting(c: Context<AppEnv>, user: UserRow): Promise<void> {
  if (!user.emailVerifiedAt) return sendVerification(c, user);
  const mail = accountExistsMail(user.email, siteUrl(c, '/signin'), await resetLink(c, user));
  await sendMail(c.get('db'), c.get('config'), mail);
}

export async function verifyEmail(db: Database, token: string): Promise<UserRow> {
  const userId = await consumeToken(db, token, 'verify_email');
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError('TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
  if (user.emailVerifiedAt) return user;
  const verified = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
    .get();
  return verified ?? user;
}

export async function resendVerification(c: Context<AppEnv>, email: string): Promise<void> {
  const user = await findByEmail(c.get('db'), email);
  if (user && !user.emailVerifiedAt && user.isActive) await sendVerification(c, user);
}

export async function forgotPassword(c: Context<AppEnv>, email: string): Promise<void> {
  const user = await findByEmail(c.get('db'), email);
  if (!user?.isActive) return;
  await sendMail(c.get('db'), c.get('config'), passwordResetMail(user.email, await resetLink(c, user)));
}

const invalidCredentials = () => new ApiError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);

/**
 * Sign-in. Unknown address, wrong password and locked account answer alike and each costs
 * one password hash. The fifth failure in a row locks the account for 15 minutes and mails
 * its owner a reset link. Only the right password learns that the address is unverified.
 */
export async function signIn(
  c: Context<AppEnv>,
  email: string,
  password: string,
): Promise<{ user: UserRow; session: SessionRow }> {
  const db = c.get('db');
  const { PASSWORD_PEPPER: pepper } = c.get('config');
  const user = await findByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyPassword(password, await decoyHash(pepper), pepper);
    throw invalidCredentials();
  }
  const matches = await verifyPassword(password, user.passwordHash, pepper);
  const now = new Date();
  if (user.lockedUntil && user.lockedUntil > now) throw invalidCredentials();

  if (!matches) {
    const failures = (user.lockedUntil ? 0 : user.failedLoginAttempts) + 1;
    const lock = failures >= MAX_FAILED_LOGINS;
    await db
      .update(users)
      .set({ failedLoginAttempts: failures, lockedUntil: lock ? new Date(now.getTime() + LOCKOUT_MS) : null })
      .where(eq(users.id, user.id));
    if (lock) {
      const mail = lockoutMail(user.email, LOCKOUT_MS / 60_000, await resetLink(c, user));
      await sendMail(db, c.get('config'), mail);
    }
    throw invalidCredentials();
  }
  if (!user.isActive) throw new ApiError('FORBIDDEN', 'This account has been deactivated. Please contact support.');
  if (!user.emailVerifiedAt) throw new ApiError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.verifyFirst);

  const signedIn = await db
    .update(users)
    .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  return { user: signedIn ?? user, session: await startSession(c, user.id) };
}

/** A new password from a reset link: unlocks the account, proves the mailbox, ends every session. */
export async function resetPassword(c: Context<AppEnv>, token: string, password: string): Promise<void> {
  refuseCommonPassword(password, 'password');
  const db = c.get('db');
  const userId = await consumeToken(db, token, 'reset_password');
  const passwordHash = await hashPassword(password, c.get('config').PASSWORD_PEPPER);
  const now = new Date();
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  await db
    .update(users)
    .set({
      passwordHash,
      failedLoginAttempts: 0,
      lockedUntil: null,
      emailVerifiedAt: user?.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await endAllSessions(db, userId);
}

/** The signed-in user's own password, confirming a sensitive change; else 422 on that field. */
export async function confirmPassword(
  c: Context<AppEnv>,
  user: UserRow,
  password: string,
  field: string,
  message: string,
) {
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash, c.get('config').PASSWORD_PEPPER))) {
    throw new ApiError('VALIDATION_FAILED', message, { issues: [{ path: field, message }] });
  }
}

/** A new password while signed in: every session ends, and this device gets a fresh one. */
export async function changePassword(c: Context<AppEnv>, user: UserRow, current: string, next: string): Promise<void> {
  await confirmPassword(c, user, current, 'currentPassword', AUTH_MESSAGES.wrongCurrentPassword);
  const { PASSWORD_PEPPER: pepper } = c.get('config');
  refuseCommonPassword(next, 'newPassword');
  const db = c.get('db');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next, pepper), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await endAllSessions(db, user.id);
  await startSession(c, user.id);
}

export async function listSessions(db: Database, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.lastSeenAt).all();
}
