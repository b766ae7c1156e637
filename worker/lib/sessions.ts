/**
 * Sessions (docs/decisions/010-sessions.md): one `sessions` row per sign-in; the cookie is a
 * JWT (HS256, jose) naming the user (`sub`) and the row (`sid`). Every request checks the
 * token and then its row, so ending a session takes effect at once. Lifetime slides: 7 days
 * from the last use, renewed at most every 5 minutes to keep writes off the hot path.
 *
 * Plain functions over the database and the signing secret; the cookie that carries the token
 * is read and written by the request side (auth-context.ts).
 */
import { and, eq, gt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { type SessionRow, sessions, type UserRow, users } from '@schema/db';
import type { Database } from './db';
import { randomToken } from './encoding';

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

/** A started session: its row, and the signed token the cookie carries. */
export interface IssuedSession {
  session: SessionRow;
  token: string;
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

/**
 * The session a token names: a valid token whose row exists, has not expired and belongs to an
 * active user; null otherwise. A session last used more than 5 minutes ago slides forward, and
 * `renewed` then holds the token its cookie must carry from now on.
 */
export async function resumeSession(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<{ user: UserRow; session: SessionRow; renewed: IssuedSession | null } | null> {
  const claims = await readToken(secret, token);
  if (!claims) return null;
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, now)))
    .get();
  if (!row?.user.isActive) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() <= RENEW_AFTER_MS) {
    return { user: row.user, session: row.session, renewed: null };
  }
  const session = { ...row.session, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await db
    .update(sessions)
    .set({ lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
    .where(eq(sessions.id, session.id));
  return { user: row.user, session, renewed: { session, token: await issueToken(secret, session) } };
}

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
