/**
 * The admin's sign-in and sign-out (docs/decisions/043-admin-portal.md): the password checked
 * after the attempt is counted (5 failures lock the admin for 15 minutes, as users' accounts),
 * then the authenticator's code when one is enrolled, accepted once. Every way of failing gets
 * the same answer; a session and its audit row are written together.
 */
import { verifyTotp } from '@core/admin/totp';
import { ADMIN_MESSAGES, type AdminLoginRequest } from '@schema/admin';
import type { AdminRow } from '@schema/db';
import { batch, type Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { decoyHash, verifyPassword } from '@worker/lib/passwords';
import { newAdminSession } from './admin-session';
import {
  type Actor,
  claimAdminAttempt,
  claimTotpStep,
  findAdminByUsername,
  signInStatements,
  signOutStatements,
} from './admin.repository';

export const MAX_FAILED_ADMIN_LOGINS = 5;
export const ADMIN_LOCKOUT_MS = 15 * 60 * 1000;

export interface AdminDeps {
  readonly db: Database;
  readonly pepper: string;
  readonly jwtSecret: string;
  readonly requestId: string;
}

const invalid = () => new ApiError('UNAUTHORIZED', ADMIN_MESSAGES.invalidCredentials);

export const actorOf = (admin: AdminRow, requestId: string): Actor => ({
  adminId: admin.id,
  username: admin.username,
  requestId,
});

export async function adminLogin(
  deps: AdminDeps,
  { username, password, code }: AdminLoginRequest,
  now = new Date(),
): Promise<{ admin: AdminRow; token: string; expiresAt: Date }> {
  const { db, pepper } = deps;
  const admin = await findAdminByUsername(db, username);
  if (!admin) {
    // An unknown name takes as long as a wrong password.
    await verifyPassword(password, await decoyHash(pepper), pepper);
    throw invalid();
  }
  const lockUntil = new Date(now.getTime() + ADMIN_LOCKOUT_MS);
  if (!(await claimAdminAttempt(db, admin.id, now, MAX_FAILED_ADMIN_LOGINS, lockUntil))) throw invalid();
  if (!(await verifyPassword(password, admin.passwordHash, pepper))) throw invalid();
  if (admin.totpSecret) {
    // The password was right and counted; the next try with the code clears the count.
    if (!code) throw new ApiError('UNAUTHORIZED', ADMIN_MESSAGES.codeRequired, { details: { codeRequired: true } });
    const step = await verifyTotp(admin.totpSecret, code, now, { after: admin.totpLastStep ?? undefined });
    if (step === null || !(await claimTotpStep(db, admin.id, step))) throw invalid();
  }
  const { session, token } = await newAdminSession(deps.jwtSecret, admin.id, now);
  await batch(db, signInStatements(db, actorOf(admin, deps.requestId), session, now));
  return { admin, token, expiresAt: session.expiresAt };
}

export async function adminLogout(db: Database, actor: Actor, sessionId: string, now = new Date()): Promise<void> {
  await batch(db, signOutStatements(db, actor, sessionId, now));
}
