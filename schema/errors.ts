import { z } from 'zod';

/**
 * The one error body of every failed /api request. Flat, so that clients written against
 * the spec (which read `message`) keep working; `code` is for programs.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  NONEXISTENT_LOCAL_TIME: 422,
  AMBIGUOUS_LOCAL_TIME: 422,
  PLACE_NOT_FOUND: 422,
  PLACE_AMBIGUOUS: 422,
  EMAIL_NOT_VERIFIED: 403,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 501,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const ValidationIssueSchema = z.object({
  /** Dotted path of the offending field ("birthDate", "person1.sunSign"); "" for the body itself. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  requestId: z.string(),
  issues: z.array(ValidationIssueSchema).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Turns zod's issues into the body's `issues`, one per field. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
