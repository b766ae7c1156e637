import { AUTH_MESSAGES, PASSWORD_TOO_COMMON, type SessionInfo, type User } from '@schema/auth';
import type { UserRow } from '@schema/db';
import type { Database } from '@worker/lib/db';
import { randomToken, sha256Base64Url } from '@worker/lib/encoding';
import { ApiError } from '@worker/lib/errors';
import { takeAllowance } from '@worker/lib/counters';
import { type MailMessage, type MailSettings, sendMail } from '@worker/lib/mail';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from '@worker/lib/passwords';
import {
  endAllSessions,
  endSession,
  endSessionOf,
  type IssuedSession,
  type KnownDevice,
  listSessions,
  startSession,
} from '@worker/lib/sessions';
import { siteUrl } from '@worker/lib/site-url';
import { tierOf } from '@worker/lib/tiers';
import { accountExistsMail, lockoutMail, passwordResetMail, verificationMail } from './auth.mail';
import { DEFAULT_LOCALE, type Locale } from '@core/i18n/locales';
import { type ServerTranslate, preferredLocale, translator } from '@worker/lib/i18n';
import { loadTexts } from '@core/i18n/texts';
import {
  claimSignInAttempt,
  clearFailuresUnlessLocked,
  deleteToken,
  discardTokens,
  findUserByEmail,
  findUserById,
  insertToken,
  insertUserWithToken,
  type TokenPurpose,
  type TokenRow,
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
  /** The request's language: a new account's, and the mails' where the account has none. */
  locale: Locale;
}

/** The words of a mail to `user`: the account's language (loaded first), else the request's. */
async function mailWords(deps: AuthDeps, user: Pick<UserRow, 'preferences'>) {
  const locale = preferredLocale(user.preferences) ?? deps.locale;
  await loadTexts(locale);
  return translator(locale);
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

/** A new single-use link to `path` for the user: its address, and the token's row (only its hash). */
async function newLink(origin: string, userId: string, purpose: TokenPurpose, path: string) {
  const token = randomToken(32);
  const now = Date.now();
  const row: TokenRow = {
    tokenHash: await sha256Base64Url(token),
    userId,
    purpose,
    createdAt: new Date(now),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS),
  };
  return { url: siteUrl(origin, `${path}?token=${encodeURIComponent(token)}`), row };
}

/** Sends a message carrying a stored link; when the mail limit holds it back, the token nobody received goes again. */
async function deliverLink(deps: AuthDeps, row: TokenRow, message: MailMessage): Promise<void> {
  if ((await sendMail(deps.db, deps.mail, message)) === 'throttled') await deleteToken(deps.db, row.tokenHash);
}

/**
 * Mails the user a message carrying a new single-use link to `path`. Only the token's hash is
 * stored, and earlier unexpired links stay valid.
 */
async function mailWithLink(
  deps: AuthDeps,
  user: UserRow,
  purpose: TokenPurpose,
  path: string,
  compose: (words: ServerTranslate, link: string) => MailMessage,
): Promise<void> {
  const link = await newLink(deps.origin, user.id, purpose, path);
  await insertToken(deps.db, link.row);
  await deliverLink(deps, link.row, compose(await mailWords(deps, user), link.url));
}

/** Uses a token once: the first caller gets its user id; a used, unknown or expired token fails. */
async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string> {
  const used = await useToken(db, await sha256Base64Url(token), purpose);
  if (!used) throw new ApiError('TOKEN_INVALID', AUTH_MESSAGES.tokenInvalid);
  if (used.expiresAt.getTime() <= Date.now()) throw new ApiError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
  return used.userId;
}

const VERIFY_PATH = '/verify-email';
const sendVerification = (deps: AuthDeps, user: UserRow) =>
  mailWithLink(deps, user, 'verify_email', VERIFY_PATH, (words, link) => verificationMail(words, user.email, link));

const RESET_PATH = '/reset-password';

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
  const id = crypto.randomUUID();
  const link = await newLink(deps.origin, id, 'verify_email', VERIFY_PATH);
  // The account and its verification token are written together or not at all.
  const created = await insertUserWithToken(
    db,
    {
      id,
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      // The language the reader signed up in is the account's, until they choose another.
      preferences: deps.locale === DEFAULT_LOCALE ? null : JSON.stringify({ language: deps.locale }),
    },
    link.row,
  );
  // Two sign-ups of one address at once: the second finds the first's account.
  if (!created) {
    const winner = await findUserByEmail(db, input.email);
    if (winner) await notifyExisting(deps, winner);
    return;
  }
  await deliverLink(deps, link.row, verificationMail(await mailWords(deps, created), created.email, link.url));
}

async function notifyExisting(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!user.emailVerifiedAt) return sendVerification(deps, user);
  const signInLink = siteUrl(deps.origin, '/signin');
  await mailWithLink(deps, user, 'reset_password', RESET_PATH, (words, link) =>
    accountExistsMail(words, user.email, signInLink, link),
  );
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
  await mailWithLink(deps, user, 'reset_password', RESET_PATH, (words, link) =>
    passwordResetMail(words, user.email, link),
  );
}

const invalidCredentials = () => new ApiError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);

type PasswordAttempt = 'match' | 'wrong' | 'locked';

/**
 * One try at the account's password, wherever it is asked for (sign-in, password change,
 * account deletion). The try is counted before the password is checked, in one guarded
 * statement, and the hash is computed either way, so a locked account answers like a wrong
 * password and in the same time. The fifth failure in a row locks the account for 15 minutes
 * and mails its owner a reset link.
 *
 * A known device of the owner counts its tries in its own allowance (5 per 15 minutes) instead,
 * so an attacker who keeps the account locked does not keep its owner out; once that allowance
 * is spent, the device is held to the account's lock like anyone else.
 */
async function attemptPassword(
  deps: AuthDeps,
  user: UserRow & { passwordHash: string },
  password: string,
  device: KnownDevice | null,
): Promise<PasswordAttempt> {
  const { db, pepper } = deps;
  const now = new Date();
  const ownDevice =
    device?.userId === user.id &&
    (await takeAllowance(db, `device:${device.deviceId}`, MAX_FAILED_LOGINS, LOCKOUT_MS, now.getTime()));
  const turn = ownDevice
    ? { attempts: 0 }
    : await claimSignInAttempt(db, user.id, now, MAX_FAILED_LOGINS, new Date(now.getTime() + LOCKOUT_MS));
  const matches = await verifyPassword(password, user.passwordHash, pepper);
  if (!turn) return 'locked';
  if (!matches) {
    if (turn.attempts === MAX_FAILED_LOGINS) {
      await mailWithLink(deps, user, 'reset_password', RESET_PATH, (words, link) =>
        lockoutMail(words, user.email, LOCKOUT_MS / 60_000, link),
      );
    }
    return 'wrong';
  }
  // The right password proves the owner: the count starts again (a lock an attacker caused
  // stays in force for everyone else when the owner came in through a known device).
  if (ownDevice) await clearFailuresUnlessLocked(db, user.id, now);
  else await updateUser(db, user.id, { failedLoginAttempts: 0, lockedUntil: null });
  return 'match';
}

const hasPassword = (user: UserRow | undefined): user is UserRow & { passwordHash: string } =>
  typeof user?.passwordHash === 'string';

/**
 * Sign-in. Unknown address, wrong password and locked account answer alike and each costs
 * one password hash. Only the right password learns that the address is unverified.
 */
export async function signIn(
  deps: AuthDeps,
  credentials: { email: string; password: string; userAgent: string | undefined; device: KnownDevice | null },
): Promise<{ user: UserRow; issued: IssuedSession; firstSignIn: boolean }> {
  const { db, pepper } = deps;
  const { email, password } = credentials;
  const user = await findUserByEmail(db, email);
  if (!hasPassword(user)) {
    await verifyPassword(password, await decoyHash(pepper), pepper);
    throw invalidCredentials();
  }
  if ((await attemptPassword(deps, user, password, credentials.device)) !== 'match') throw invalidCredentials();
  if (!user.isActive) throw new ApiError('FORBIDDEN', 'This account has been deactivated. Please contact support.');
  if (!user.emailVerifiedAt) throw new ApiError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.verifyFirst);

  const now = new Date();
  const signedIn = await updateUser(db, user.id, { lastLoginAt: now });
  const issued = await startSession(db, deps.jwtSecret, user.id, credentials.userAgent);
  return { user: signedIn ?? user, issued, firstSignIn: user.lastLoginAt === null };
}

/**
 * A new password from a reset link: unlocks the account, proves the mailbox, ends every session.
 * Returns the user, whose browser becomes a known device.
 */
export async function resetPassword(db: Database, pepper: string, token: string, password: string): Promise<string> {
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
  // The other reset links in the mailbox are spent with the password they were for.
  await discardTokens(db, userId, 'reset_password');
  return userId;
}

/**
 * The signed-in user's own password, confirming a sensitive change. Each try counts toward the
 * same lockout as sign-in: a wrong one is 422 on the field, and while the account is locked
 * every try is 429.
 */
export async function confirmPassword(
  deps: AuthDeps,
  confirm: { user: UserRow; password: string; device: KnownDevice | null; field: string; message: string },
): Promise<void> {
  const { user, field, message } = confirm;
  const outcome = hasPassword(user) ? await attemptPassword(deps, user, confirm.password, confirm.device) : 'wrong';
  if (outcome === 'locked') throw new ApiError('RATE_LIMITED', AUTH_MESSAGES.passwordLocked);
  if (outcome === 'wrong') throw new ApiError('VALIDATION_FAILED', message, { issues: [{ path: field, message }] });
}

/** A new password while signed in: every session ends, and this device gets a fresh one. */
export async function changePassword(
  deps: AuthDeps,
  change: { user: UserRow; current: string; next: string; userAgent: string | undefined; device: KnownDevice | null },
): Promise<IssuedSession> {
  const { db, pepper, jwtSecret } = deps;
  const { user, current, next } = change;
  await confirmPassword(deps, {
    user,
    password: current,
    device: change.device,
    field: 'currentPassword',
    message: AUTH_MESSAGES.wrongCurrentPassword,
  });
  refuseCommonPassword(next, 'newPassword');
  await updateUser(db, user.id, { passwordHash: await hashPassword(next, pepper), updatedAt: new Date() });
  await endAllSessions(db, user.id);
  await discardTokens(db, user.id, 'reset_password');
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
