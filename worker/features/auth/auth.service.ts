import { AUTH_MESSAGES, PASSWORD_TOO_COMMON, type SessionInfo, type User } from '@schema/auth';
import type { UserRow } from '@schema/db';
import type { Database } from '@worker/lib/db';
import { randomToken, sha256Base64Url } from '@worker/lib/encoding';
import { ApiError } from '@worker/lib/errors';
import { type MailSettings, sendMail } from '@worker/lib/mail';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from '@worker/lib/passwords';
import {
  endAllSessions,
  endSession,
  endSessionOf,
  type IssuedSession,
  listSessions,
  startSession,
} from '@worker/lib/sessions';
import { siteUrl } from '@worker/lib/site-url';
import { tierOf } from '@worker/lib/tiers';
import { accountExistsMail, lockoutMail, passwordResetMail, verificationMail } from './auth.mail';
import {
  claimSignInAttempt,
  findUserByEmail,
  findUserById,
  insertUser,
  replaceToken,
  type TokenPurpose,
  updateUser,
  useToken,
} from './auth.repository';

/**
 * What the account services need: the database, the secrets (the password pepper, the session
 * signing key), the mail provider (null: the outbox only), and the site's origin for links.
 */
export interface AuthDeps {
  db: Database;
  pepper: string;
  jwtSecret: string;
  mail: MailSettings | null;
  origin: string;
}

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The bare user object of GET /api/auth/user (docs/product.md#data User, plus emailVerified and the server's tier). */
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
  await replaceToken(db, {
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
  const used = await useToken(db, await sha256Base64Url(token), purpose);
  if (!used) throw new ApiError('TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
  if (used.expiresAt.getTime() <= Date.now()) throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
  return used.userId;
}

async function sendVerification({ db, mail, origin }: AuthDeps, user: UserRow): Promise<void> {
  const token = await issueToken(db, user.id, 'verify_email');
  const link = siteUrl(origin, `/verify-email?token=${encodeURIComponent(token)}`);
  await sendMail(db, mail, verificationMail(user.email, link));
}

async function resetLink({ db, origin }: AuthDeps, user: UserRow): Promise<string> {
  const token = await issueToken(db, user.id, 'reset_password');
  return siteUrl(origin, `/reset-password?token=${encodeURIComponent(token)}`);
}

/**
 * Both sign-ups. A new address gets an account and a verification link; a registered one
 * gets the same answer while its owner gets a mail instead (no account enumeration).
 */
export async function signUp(
  deps: AuthDeps,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  refuseCommonPassword(input.password, 'password');
  const { db, pepper } = deps;
  const passwordHash = await hashPassword(input.password, pepper);
  const existing = await findUserByEmail(db, input.email);
  if (existing) return notifyExisting(deps, existing);
  const created = await insertUser(db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
  // Two sign-ups of one address at once: the second finds the first's account.
  if (!created) {
    const winner = await findUserByEmail(db, input.email);
    if (winner) await notifyExisting(deps, winner);
    return;
  }
  await sendVerification(deps, created);
}

async function notifyExisting(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!user.emailVerifiedAt) return sendVerification(deps, user);
  const mail = accountExistsMail(user.email, siteUrl(deps.origin, '/signin'), await resetLink(deps, user));
  await sendMail(deps.db, deps.mail, mail);
}

export async function verifyEmail(db: Database, token: string): Promise<UserRow> {
  const userId = await consumeToken(db, token, 'verify_email');
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError('TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
  if (user.emailVerifiedAt) return user;
  return (await updateUser(db, userId, { emailVerifiedAt: new Date(), updatedAt: new Date() })) ?? user;
}

export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt && user.isActive) await sendVerification(deps, user);
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  await sendMail(deps.db, deps.mail, passwordResetMail(user.email, await resetLink(deps, user)));
}

const invalidCredentials = () => new ApiError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);

/**
 * Sign-in. Unknown address, wrong password and locked account answer alike and each costs
 * one password hash. The fifth failure in a row locks the account for 15 minutes and mails
 * its owner a reset link. Only the right password learns that the address is unverified.
 */
export async function signIn(
  deps: AuthDeps,
  credentials: { email: string; password: string; userAgent: string | undefined },
): Promise<{ user: UserRow; issued: IssuedSession }> {
  const { db, pepper } = deps;
  const { email, password } = credentials;
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyPassword(password, await decoyHash(pepper), pepper);
    throw invalidCredentials();
  }
  const now = new Date();
  // The attempt is counted before the password is checked (see claimSignInAttempt), and the
  // hash is computed either way, so a locked account answers like a wrong password, in the same time.
  const turn = await claimSignInAttempt(db, user.id, now, MAX_FAILED_LOGINS, new Date(now.getTime() + LOCKOUT_MS));
  const matches = await verifyPassword(password, user.passwordHash, pepper);
  if (!turn) throw invalidCredentials();
  if (!matches) {
    if (turn.attempts === MAX_FAILED_LOGINS) {
      const mail = lockoutMail(user.email, LOCKOUT_MS / 60_000, await resetLink(deps, user));
      await sendMail(db, deps.mail, mail);
    }
    throw invalidCredentials();
  }
  // The right password proves the owner: the count starts again, whatever answer follows.
  await updateUser(db, user.id, { failedLoginAttempts: 0, lockedUntil: null });
  if (!user.isActive) throw new ApiError('FORBIDDEN', 'This account has been deactivated. Please contact support.');
  if (!user.emailVerifiedAt) throw new ApiError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.verifyFirst);

  const signedIn = await updateUser(db, user.id, { lastLoginAt: now });
  const issued = await startSession(db, deps.jwtSecret, user.id, credentials.userAgent);
  return { user: signedIn ?? user, issued };
}

/** A new password from a reset link: unlocks the account, proves the mailbox, ends every session. */
export async function resetPassword(db: Database, pepper: string, token: string, password: string): Promise<void> {
  refuseCommonPassword(password, 'password');
  const userId = await consumeToken(db, token, 'reset_password');
  const passwordHash = await hashPassword(password, pepper);
  const now = new Date();
  const user = await findUserById(db, userId);
  await updateUser(db, userId, {
    passwordHash,
    failedLoginAttempts: 0,
    lockedUntil: null,
    emailVerifiedAt: user?.emailVerifiedAt ?? now,
    updatedAt: now,
  });
  await endAllSessions(db, userId);
}

/** The signed-in user's own password, confirming a sensitive change; else 422 on that field. */
export async function confirmPassword(pepper: string, user: UserRow, password: string, field: string, message: string) {
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash, pepper))) {
    throw new ApiError('VALIDATION_FAILED', message, { issues: [{ path: field, message }] });
  }
}

/** A new password while signed in: every session ends, and this device gets a fresh one. */
export async function changePassword(
  { db, pepper, jwtSecret }: Pick<AuthDeps, 'db' | 'pepper' | 'jwtSecret'>,
  change: { user: UserRow; current: string; next: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  const { user, current, next } = change;
  await confirmPassword(pepper, user, current, 'currentPassword', AUTH_MESSAGES.wrongCurrentPassword);
  refuseCommonPassword(next, 'newPassword');
  await updateUser(db, user.id, { passwordHash: await hashPassword(next, pepper), updatedAt: new Date() });
  await endAllSessions(db, user.id);
  return startSession(db, jwtSecret, user.id, change.userAgent);
}

/** Signing out of this device: its session ends (a request without one has nothing to end). */
export async function signOut(db: Database, sessionId: string | undefined): Promise<void> {
  if (sessionId) await endSession(db, sessionId);
}

/** Signing out everywhere: every session of the user ends. */
export async function signOutEverywhere(db: Database, userId: string): Promise<void> {
  await endAllSessions(db, userId);
}

/** The user's signed-in devices, least recently used first, marking the one asking. */
export async function sessionsOf(db: Database, userId: string, currentSessionId: string): Promise<SessionInfo[]> {
  const rows = await listSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; 404 when the user has no session with that id. */
export async function endOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  if (!(await endSessionOf(db, userId, sessionId))) throw new ApiError('NOT_FOUND', 'No such session');
}
