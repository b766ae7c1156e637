import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { ApiError } from './errors';
import type { AppEnv } from './context';
import { SECURITY_HEADERS } from './security-headers';
import { parseServerEnv } from './env';
import { openDatabase, readSession } from './db';
import { DEFAULT_LOCALE, isLocale } from '@core/i18n/locales';
import { loadTexts } from '@core/i18n/texts';
import { requestLocale } from './i18n';
import { currentTrace, defaultLogLevel, LOG_LEVELS, type LogLevel, logger, newTrace, traced } from './log';

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** LOG_LEVEL, or the default for APP_ENV (an invalid value is reported by serverContext). */
export function levelOf(env: { LOG_LEVEL?: unknown; APP_ENV?: unknown }): LogLevel {
  return LOG_LEVELS.includes(env.LOG_LEVEL as LogLevel) ? (env.LOG_LEVEL as LogLevel) : defaultLogLevel(env.APP_ENV);
}

/**
 * A request id on every response, also the one error bodies carry and every log line of the
 * request. At debug level (the default outside production) the request's last line says what it
 * was (the route's pattern, never its path, which may hold an id), how it ended, how long it took
 * and the D1 statements it ran; production's platform logs each invocation already, and a line
 * per request was the largest cost of a request in the local runtime (docs/performance.md).
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set('requestId', id);
  const trace = newTrace(id, levelOf(c.env ?? {}));
  const started = performance.now();
  await traced(trace, next);
  c.res.headers.set(REQUEST_ID_HEADER, id);
  traced(trace, () =>
    logger.debug('request', {
      method: c.req.method,
      route: routePath(c, -1),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      d1: { reads: trace.reads, writes: trace.writes, trips: trace.trips },
    }),
  );
};

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};

/** A reader's or an admin's session cookie, by either name (production's carries the __Host- prefix). */
const SIGNED_IN = /(?:^|;\s*)(?:__Host-)?stella_(?:session|admin)=/;

/**
 * The texts a request can read, loaded before any handler runs (core/i18n/texts.ts): its
 * language, a calendar feed's `lang`, and English, which fills any message a language lacks.
 * After an isolate's first request in a language this is a resolved promise.
 */
export const requestTexts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.query('lang');
  await Promise.all([
    loadTexts(DEFAULT_LOCALE),
    loadTexts(requestLocale(c)),
    ...(isLocale(lang) && lang !== DEFAULT_LOCALE ? [loadTexts(lang)] : []),
  ]);
  await next();
};

/** Parses the configuration and opens the database; refuses to serve when secrets are missing. */
export const serverContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = parseServerEnv(c.env);
  if (!result.ok) {
    logger.error('config.invalid', { problems: result.problems });
    throw new ApiError('UNAVAILABLE', 'The service is not configured yet. Please try again later.');
  }
  c.set('config', result.env);
  c.set('db', await openDatabase(result.env, c.env.DB));
  const trace = currentTrace();
  if (trace && !result.env.DATABASE_URL) {
    trace.d1 = readSession(c.env.DB, { method: c.req.method, signedIn: SIGNED_IN.test(c.req.header('Cookie') ?? '') });
  }
  await next();
};

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The guards every /api request passes before routing: 413 above the size limit, 415 for a
 * non-empty body that is not JSON. A route may declare a larger limit by path. The body is
 * measured by its bytes (read at most limit + 1 of them); a declared Content-Length only lets
 * an honest oversize request be refused before it is read, and a false one changes nothing.
 */
export function bodyGuards(limits: Readonly<Record<string, number>> = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const req = c.req.raw;
    if (req.body === null) return next();
    const limit = limits[c.req.path] ?? DEFAULT_BODY_LIMIT_BYTES;
    const declared = Number(req.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

    const buffer = await readAtMost(req, limit);
    if (buffer === null) throw tooLarge(limit);
    if (buffer.byteLength === 0) {
      c.req.raw = new Request(req, { body: null });
      return next();
    }
    const contentType = req.headers.get('Content-Type') ?? '';
    if (!JSON_TYPE.test(contentType)) {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON (Content-Type: application/json)');
    }
    c.req.raw = new Request(req, { body: buffer });
    return next();
  };
}

function tooLarge(limit: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `Request body is larger than ${Math.round(limit / 1024)} KiB`);
}

async function readAtMost(req: Request, limit: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
