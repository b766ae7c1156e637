/**
 * The request side of sessions (sessions.ts holds the plain side): the session cookie, the
 * middleware that reads it on every request, and the guards routes call for a signed-in user.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { AUTH_MESSAGES } from '@schema/auth';
import type { SessionRow, UserRow } from '@schema/db';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import type { Database } from './db';
import {
  type IssuedSession,
  type KnownDevice,
  knownDevice,
  type ReadAhead,
  resumeSession,
  trustDevice,
} from './sessions';

/** The session cookie's name; production sends it as `__Host-stella_session`. */
export const SESSION_COOKIE = 'stella_session';
/** The known-device cookie's name; production sends it as `__Host-stella_device`. */
export const DEVICE_COOKIE = 'stella_device';

/**
 * Both cookies: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain. In production their names
 * carry the `__Host-` prefix, so the browser accepts them only from this exact host over HTTPS
 * (a sibling subdomain cannot plant or overwrite them); the local http server keeps plain names.
 */
export function cookieOptions(c: Context<AppEnv>): CookieOptions {
  const base = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;
  return c.get('config').APP_ENV === 'production' ? { ...base, prefix: 'host' } : base;
}

export const readCookie = (c: Context<AppEnv>, name: string) =>
  getCookie(c, name, c.get('config').APP_ENV === 'production' ? 'host' : undefined);

export function setSessionCookie(c: Context<AppEnv>, { token, session }: IssuedSession): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), expires: session.expiresAt });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

/** Marks this browser as a known device of the user (after a sign-in or a reset that proved them). */
export async function setDeviceCookie(c: Context<AppEnv>, userId: string): Promise<void> {
  const { token, expiresAt } = await trustDevice(c.get('config').JWT_SECRET, userId);
  setCookie(c, DEVICE_COOKIE, token, { ...cookieOptions(c), expires: expiresAt });
}

/** The known device this browser is, if any. */
export async function knownDeviceOf(c: Context<AppEnv>): Promise<KnownDevice | null> {
  const token = readCookie(c, DEVICE_COOKIE);
  return token ? knownDevice(c.get('config').JWT_SECRET, token) : null;
}

/** The device's own description of itself, kept with its session. */
export const userAgentOf = (c: Context<AppEnv>) => c.req.header('User-Agent');

/**
 * A read a route makes first by the signed-in user's id, which the session's lookup brings in
 * the same round trip to the database (`ReadAhead` in sessions.ts); null for a request of the
 * route it does not read ahead for. The route takes the answer with `readAhead`.
 */
export type FirstRead<T> = (c: Context<AppEnv>, db: Database, userId: string) => ReturnType<ReadAhead<T>>;

/** The routes that read ahead, by method and path as requested (`GET /api/birth-charts`). */
export type FirstReads = Readonly<Record<string, FirstRead<unknown>>>;

/**
 * Reads the session cookie on every request: a valid token whose row exists, has not expired
 * and belongs to an active user sets `user` and `session`; anything else leaves them unset
 * (and drops a stale cookie). Routes that need a user call `requireUser`. A route listed in
 * `firstReads` has its first read made with the session's lookup, in one round trip.
 */
export function loadSession(firstReads: FirstReads = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readCookie(c, SESSION_COOKIE);
    if (token) {
      const db = c.get('db');
      const firstRead = firstReads[`${c.req.method} ${c.req.path}`];
      const ahead = firstRead && ((userId: string) => firstRead(c, db, userId));
      const resumed = await resumeSession(db, c.get('config').JWT_SECRET, token, new Date(), ahead);
      if (resumed) {
        if (resumed.renewed) setSessionCookie(c, resumed.renewed);
        c.set('user', resumed.user);
        c.set('session', resumed.session);
        if (firstRead && resumed.ahead !== undefined) c.set('readAhead', { read: firstRead, answer: resumed.ahead });
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
    // An answer to a signed-in request may carry personal data, and one that sets a cookie carries
    // a session: no cache keeps either (even a public place search asked while signed in).
    if (c.get('user') || c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}

/** The answer of the route's first read when the session's lookup brought it; undefined otherwise. */
export function readAhead<T>(c: Context<AppEnv>, read: FirstRead<T>): T | undefined {
  const ahead = c.get('readAhead');
  return ahead?.read === read ? (ahead.answer as T) : undefined;
}

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
