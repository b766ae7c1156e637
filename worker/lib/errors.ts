import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { logger } from '@worker/lib/log';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ValidationIssue, toValidationIssues } from '@schema/errors';
import { AUTH_MESSAGES } from '@schema/auth';
import type { AppEnv } from './context';
import { localizeMessage, requestLocale } from './i18n';

/** The one error class: thrown anywhere, turned into the one error body by `handleError`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ValidationIssue[];
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: ValidationIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.issues = extra.issues;
    this.details = extra.details;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  static validation(
    error: z.ZodError,
    message = 'Some fields are missing or invalid',
    code: 'VALIDATION_FAILED' | 'BAD_REQUEST' = 'VALIDATION_FAILED',
  ): ApiError {
    return new ApiError(code, message, { issues: toValidationIssues(error) });
  }
}

const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  501: 'NOT_CONFIGURED',
  503: 'UNAVAILABLE',
};

/** The one error body, its message and each field's problem in the request's language. */
export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const locale = requestLocale(c);
  const body: ErrorBody = {
    message: localizeMessage(error.message, locale),
    code: error.code,
    requestId: c.get('requestId') ?? 'unknown',
    ...(error.issues
      ? { issues: error.issues.map((issue) => ({ ...issue, message: localizeMessage(issue.message, locale) })) }
      : {}),
    ...(error.details ? { details: error.details } : {}),
  };
  return c.json(body, error.status);
}

/** Whether the message of an error, or of one it wraps (five deep at most), matches. */
function saysSo(err: unknown, pattern: RegExp): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (pattern.test(e.message)) return true;
  }
  return false;
}

/** Whether an error (or one it wraps) is the database refusing a row whose parent row is gone. */
const isMissingParent = (err: unknown) => saysSo(err, /FOREIGN KEY constraint failed/i);

/**
 * Whether an error (or one it wraps) is the database not answering, as D1 says it (its
 * transient errors: the connection lost, overloaded, reset, timed out) or a libSQL server that
 * cannot be reached or stayed busy past every retry, rather than a statement it refused.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return saysSo(
    err,
    /Network connection lost|overloaded|was reset|caused object to be reset|transient issue|timed? ?out|ECONNREFUSED|fetch failed|SQLITE_BUSY|database is locked/i,
  );
}

/** Seconds a client waits before trying again after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** Hono's onError: every failure leaves in the one shape; 5xx bodies never carry internals. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) return errorResponse(c, err);
  // The database is not answering: nothing was done, and trying again soon is the right advice.
  if (isDatabaseUnavailable(err)) {
    logger.error('database.unavailable', { method: c.req.method, route: routePath(c, -1), error: err });
    const res = errorResponse(
      c,
      new ApiError('UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.'),
    );
    res.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return res;
  }
  // The signed-in account was deleted while this request ran (from another tab or device): its
  // write has nothing to belong to, and the caller is signed out now.
  if (c.get('user') && isMissingParent(err)) {
    logger.warn('account.gone', { method: c.req.method, route: routePath(c, -1) });
    return errorResponse(c, new ApiError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired));
  }
  if (err instanceof HTTPException) {
    const code = CODE_FOR_STATUS[err.status] ?? (err.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    const message = err.status >= 500 ? 'Something went wrong on our side. Please try again.' : err.message;
    return errorResponse(c, new ApiError(code, message || 'Bad request'));
  }
  logger.error('unhandled', { method: c.req.method, route: routePath(c, -1), error: err });
  return errorResponse(c, new ApiError('INTERNAL', 'Something went wrong on our side. Please try again.'));
}
