/**
 * The admin's session (docs/decisions/043-admin-portal.md): its own table, its own cookie
 * (`__Host-stella_admin` in production, SameSite=Strict) and its own token audience, so a
 * user's cookie is worthless on /api/admin and the admin's on every other route. Short: 30
 * minutes idle, 8 hours at most from the sign-in, both checked on every request.
 */
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { ADMIN_MESSAGES } from '@schema/admin';
import { type AdminRow, type AdminSessionRow, adminSessions, admins } from '@schema/db';
import { cookieOptions, readCookie } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import type { Database } from '@worker/lib/db';
import { randomToken } from '@worker/lib/encoding';
import { ApiError } from '@worker/lib/errors';
import { readSessionToken, signSessionToken } from '@worker/lib/sessions';

export const ADMIN_COOKIE = 'stella_admin';
const AUDIENCE = 'stella:admin';
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** A used session's idle window moves forward at most once a minute (a write per minute, not per request). */
const RENEW_AFTER_MS = 60 * 1000;

const expiryAt = (createdAt: Date, now: Date) =>
  new Date(Math.min(now.getTime() + ADMIN_IDLE_MS, createdAt.getTime() + ADMIN_MAX_AGE_MS));

/** A new session row for the admin (inserted by the caller, in the batch with its audit row) and its token. */
export async function newAdminSession(
  secret: string,
  adminId: string,
  now: Date,
): Promise<{ session: AdminSessionRow; token: string }> {
  const session: AdminSessionRow = {
    id: randomToken(16),
    adminId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryAt(now, now),
  };
  const token = await signSessionToken(secret, AUDIENCE, {
    subject: adminId,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });
  return { session, token };
}

async function resumeAdminSession(db: Database, secret: string, token: string, now: Date) {
  const claims = await readSessionToken(secret, token, AUDIENCE);
  if (!claims) return null;
  const row = await db
    .select({ session: adminSessions, admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, claims.sessionId),
        eq(adminSessions.adminId, claims.subject),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.createdAt, new Date(now.getTime() - ADMIN_MAX_AGE_MS)),
      ),
    )
    .get();
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() <= RENEW_AFTER_MS) return { ...row, token: null };
  const session = { ...row.session, lastSeenAt: now, expiresAt: expiryAt(row.session.createdAt, now) };
  await db
    .update(adminSessions)
    .set({ lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
    .where(eq(adminSessions.id, session.id));
  const renewed = await signSessionToken(secret, AUDIENCE, {
    subject: session.adminId,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });
  return { admin: row.admin, session, token: renewed };
}

export function setAdminCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, ADMIN_COOKIE, token, { ...cookieOptions(c), sameSite: 'Strict', expires: expiresAt });
}

export function clearAdminCookie(c: Context<AppEnv>): void {
  deleteCookie(c, ADMIN_COOKIE, { ...cookieOptions(c), sameSite: 'Strict' });
}

/** Reads the admin cookie (and only it) on /api/admin; a valid session sets `admin` and `adminSession`. */
export const loadAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readCookie(c, ADMIN_COOKIE);
  if (token) {
    const resumed = await resumeAdminSession(c.get('db'), c.get('config').JWT_SECRET, token, new Date());
    if (resumed) {
      c.set('admin', resumed.admin);
      c.set('adminSession', resumed.session);
      if (resumed.token) setAdminCookie(c, resumed.token, resumed.session.expiresAt);
    } else {
      clearAdminCookie(c);
    }
  }
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};

/** The signed-in admin, or 401 in the error shape. */
export function requireAdmin(c: Context<AppEnv>): { admin: AdminRow; session: AdminSessionRow } {
  const admin = c.get('admin');
  const session = c.get('adminSession');
  if (!admin || !session) throw new ApiError('UNAUTHORIZED', ADMIN_MESSAGES.signInRequired);
  return { admin, session };
}

/** Route middleware: 401 before validation when no admin is signed in. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

/** Sessions that ended (idle or absolute limit): removed by the daily job. */
export async function pruneAdminSessions(db: Database, now: Date): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.expiresAt, now), lt(adminSessions.createdAt, new Date(now.getTime() - ADMIN_MAX_AGE_MS))),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
