/**
 * Sessions (docs/decisions/010-sessions.md): one `sessions` row per sign-in; the cookie is a
 * JWT (HS256, jose) naming the user (`sub`) and the row (`sid`). Every request checks the
 * token and then its row, so ending a session takes effect at once. Lifetime slides: 7 days
 * from the last use, renewed at most every 5 minutes to keep writes off the hot path, and never
 * beyond 30 days from the sign-in (the absolute lifetime, checked on every request).
 *
 * A second, longer-lived token marks a browser as a device its owner has used to sign in or
 * reset the password: it has sign-in tries of its own, outside the account's lockout
 * (docs/decisions/021-lockout-and-known-devices.md).
 *
 * Plain functions over the database and the signing secret; the cookie that carries the token
 * is read and written by the request side (auth-context.ts).
 */
import { and, eq, gt, type Placeholder, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { type SessionRow, sessions, type UserRow, users } from '@schema/db';
import type { BatchItem } from 'drizzle-orm/batch';
import { batch, type Database, distinctColumns, preparedQuery } from './db';
import { randomToken } from './encoding';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The idle window: a session unused for this long has ended. */
export const SESSION_LIFETIME_MS = 7 * DAY_MS;
/** The absolute lifetime: however often it is used, a session ends this long after its sign-in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** How long a browser stays a known device of its owner. */
export const DEVICE_TRUST_MS = 365 * DAY_MS;
const RENEW_AFTER_MS = 5 * 60 * 1000;
const AUDIENCE = 'stella:web';
const DEVICE_AUDIENCE = 'stella:device';
const ISSUER = 'stella';

/**
 * The secret's HMAC key, imported once per isolate: given the secret's bytes, jose imports a new
 * CryptoKey for every token it signs or checks, a runtime object per request for the garbage
 * collector (docs/performance.md).
 */
const keyCache = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    key.catch(() => keyCache.delete(secret));
    keyCache.set(secret, key);
  }
  return key;
}

/**
 * A token for `audience` naming a subject and a session row, valid until `expiresAt`. Each kind
 * of session has its own audience, so no token is accepted where another kind is expected.
 */
export async function signSessionToken(
  secret: string,
  audience: string,
  token: { subject: string; sessionId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: token.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(token.subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(token.expiresAt.getTime() / 1000))
    .sign(await signingKey(secret));
}

function issueToken(secret: string, session: SessionRow): Promise<string> {
  return signSessionToken(secret, AUDIENCE, {
    subject: session.userId,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });
}

/**
 * The claims of a token this server signed for `audience` (HS256 only, issuer, expiry), with the
 * string claims named in `claims` present; null for anything else.
 */
async function verifiedClaims<K extends string>(
  secret: string,
  token: string,
  audience: string,
  claims: readonly K[],
): Promise<Record<K, string> | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: ['HS256'],
      audience,
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', ...claims],
    });
    const values = claims.map((name) => payload[name]);
    if (!values.every((v) => typeof v === 'string')) return null;
    return Object.fromEntries(claims.map((name, i) => [name, values[i]])) as Record<K, string>;
  } catch {
    return null;
  }
}

/** The subject and session row a token of `audience` names, or null. */
export async function readSessionToken(
  secret: string,
  token: string,
  audience: string,
): Promise<{ subject: string; sessionId: string } | null> {
  const claims = await verifiedClaims(secret, token, audience, ['sub', 'sid'] as const);
  return claims ? { subject: claims.sub, sessionId: claims.sid } : null;
}

async function readToken(secret: string, token: string): Promise<{ userId: string; sessionId: string } | null> {
  const claims = await readSessionToken(secret, token, AUDIENCE);
  return claims ? { userId: claims.subject, sessionId: claims.sessionId } : null;
}

/** A session's end when used at `now`: the idle window from now, capped by the absolute lifetime. */
function expiryAt(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
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
    expiresAt: expiryAt(now, now),
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db.insert(sessions).values(session);
  return { session, token: await issueToken(secret, session) };
}

/**
 * The session's and the user's columns, each under a name of its own: a batch's rows come back
 * keyed by name, where `id` and `created_at` of the two tables would be one (distinctColumns).
 * Made once: the batched lookup builds its query on every request that reads ahead.
 */
const SESSION_AND_USER = {
  session: distinctColumns(sessions, 's_'),
  user: distinctColumns(users, 'u_'),
} as unknown as { session: typeof sessions; user: typeof users };

/** A session and its user by the token's claims, alive at `now` and begun after `oldest`. */
function sessionWithUserWhere(
  db: Database,
  by: {
    sessionId: string | Placeholder;
    userId: string | Placeholder;
    now: Date | Placeholder;
    oldest: Date | Placeholder;
  },
) {
  return db
    .select(SESSION_AND_USER)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, by.sessionId),
        eq(sessions.userId, by.userId),
        gt(sessions.expiresAt, by.now),
        gt(sessions.createdAt, by.oldest),
      ),
    );
}

/**
 * The lookup prepared once per isolate. Its placeholders take milliseconds, as the columns store
 * them: drizzle passes a placeholder's value as it is, where it maps a Date through the column.
 */
const sessionWithUser = preparedQuery((db) =>
  sessionWithUserWhere(db, {
    sessionId: sql.placeholder('sessionId'),
    userId: sql.placeholder('userId'),
    now: sql.placeholder('now'),
    oldest: sql.placeholder('oldest'),
  }).prepare(),
);

/**
 * A read the request's route makes first, by the user the token names: sent to the database in
 * the same round trip as the session's lookup (one batch, one snapshot), and used only when the
 * session holds. Null when this request is not one it reads ahead for.
 */
export type ReadAhead<T> = (userId: string) => (BatchItem<'sqlite'> & PromiseLike<T>) | null;

/**
 * The session a token names: a valid token whose row exists, has neither expired nor outlived
 * the absolute lifetime, and belongs to an active user; null otherwise. A session last used
 * more than 5 minutes ago slides forward, and `renewed` then holds the token its cookie must
 * carry from now on. With `readAhead`, `ahead` holds that read's answer (when it made one).
 */
export async function resumeSession<T = never>(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
  readAhead?: ReadAhead<T>,
): Promise<{ user: UserRow; session: SessionRow; renewed: IssuedSession | null; ahead?: T } | null> {
  const claims = await readToken(secret, token);
  if (!claims) return null;
  const oldest = new Date(now.getTime() - SESSION_MAX_AGE_MS);
  const aheadRead = readAhead?.(claims.userId) ?? null;
  let row: { session: SessionRow; user: UserRow } | undefined;
  let ahead: T | undefined;
  if (aheadRead) {
    const lookup = sessionWithUserWhere(db, { ...claims, now, oldest });
    const [rows, answer] = await batch(db, [lookup, aheadRead] as const);
    row = rows[0];
    ahead = answer as T;
  } else {
    row = await sessionWithUser(db).get({ ...claims, now: now.getTime(), oldest: oldest.getTime() });
  }
  if (!row?.user.isActive) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() <= RENEW_AFTER_MS) {
    return { user: row.user, session: row.session, renewed: null, ahead };
  }
  const session = { ...row.session, lastSeenAt: now, expiresAt: expiryAt(row.session.createdAt, now) };
  await db
    .update(sessions)
    .set({ lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
    .where(eq(sessions.id, session.id));
  return { user: row.user, session, renewed: { session, token: await issueToken(secret, session) }, ahead };
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

/** A browser its user signed in or reset the password on before: whose it is, and its own id. */
export type KnownDevice = { userId: string; deviceId: string };

/** A token marking this browser as a device the user has proven to be theirs, and when it lapses. */
export async function trustDevice(secret: string, userId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + DEVICE_TRUST_MS);
  const token = await new SignJWT({})
    .setJti(randomToken(16))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey(secret));
  return { token, expiresAt };
}

/** The device a token names, or null for anything but a valid, unexpired device token. */
export async function knownDevice(secret: string, token: string): Promise<KnownDevice | null> {
  const claims = await verifiedClaims(secret, token, DEVICE_AUDIENCE, ['sub', 'jti'] as const);
  return claims ? { userId: claims.sub, deviceId: claims.jti } : null;
}
