/**
 * Sessions (docs/decisions/010-sessions.md): one `sessions` row per sign-in; the cookie is a
 * JWT (HS256, jose) naming the user (`sub`) and the row (`sid`). Every request checks the
 * token and then its row, so ending a session takes effect at once. Lifetime slides: 7 days
 * from the last use, renewed at most every 5 minutes to keep writes off the hot path.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import { type SessionRow, sessions, type UserRow, users } from '@schema/db';
import type { AppEnv } from './context';
import type { Database } from './db';
import { randomToken } from './encoding';
import { AUTH_MESSAGES } from '@schema/auth';
import { ApiError } from './errors';

export const SESSION_COOKIE = 'stella_session';
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const RENEW_AFTER_MS = 5 * 60 * 1000;
const AUDIENCE = 'stella:web';
const ISSUER = 'stella';

const keyCache = new Map<string, Uint8Array>();
function signingKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

async function issueToken(secret: string, session: SessionRow): Promise<string> {
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(signingKey(secret));
}

/** A started session: its row, and the signed token the cookie carries. */
export interface IssuedSession {
  session: SessionRow;
  token: string;
}

export function setSessionCookie(c: Context<AppEnv>, { token, session }: IssuedSession): void {
  const expiresAt = session.expiresAt;
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
}

/** Starts a session for the user on a device; the route sets its cookie (`setSessionCookie`). */
export async function startSession(
  db: Database,
  secret: string,
  userId: string,
  userAgent: string | undefined,
): Promise<IssuedSession> {
  const now = new Date();
  const session: SessionRow = {
    id: randomToken(16),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db.insert(sessions).values(session);
  return { session, token: await issueToken(secret, session) };
}

/** The device's own description of itself, kept with its session. */
export const userAgentOf = (c: Context<AppEnv>) => c.req.header('User-Agent');

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends one of the user's own sessions; false when the user has no such session. */
export async function endSessionOf(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id })
    .get();
  return ended !== undefined;
}

/** The user's sessions, least recently used first. */
export async function listSessions(db: Database, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.lastSeenAt).all();
}

/** Ends every session of the user (sign out everywhere, password change or reset, deactivation). */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

async function readToken(secret: string, token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/**
 * Reads the session cookie on every request: a valid token whose row exists, has not expired
 * and belongs to an active user sets `user` and `session`; anything else leaves them unset
 * (and drops a stale cookie). Routes that need a user call `requireUser`.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const claims = await readToken(c.get('config').JWT_SECRET, token);
    const db = c.get('db');
    const now = new Date();
    const row = claims
      ? await db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, now)),
          )
          .get()
      : undefined;
    if (row?.user.isActive) {
      let session = row.session;
      if (now.getTime() - session.lastSeenAt.getTime() > RENEW_AFTER_MS) {
        session = { ...session, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
        await db
          .update(sessions)
          .set({ lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
          .where(eq(sessions.id, session.id));
        setSessionCookie(c, { session, token: await issueToken(c.get('config').JWT_SECRET, session) });
      }
      c.set('user', row.user);
      c.set('session', session);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
  // A response that sets a cookie is never stored by a shared cache (even a public place search).
  if (c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', 'private, no-store');
};

/** The signed-in user, or 401 in the error shape. */
export function requireUser(c: Context<AppEnv>): { user: UserRow; session: SessionRow } {
  const user = c.get('user');
  const session = c.get('session');
  if (!user || !session) throw new ApiError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return { user, session };
}

/** Route middleware: 401 before anything else (validation included) when nobody is signed in. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
