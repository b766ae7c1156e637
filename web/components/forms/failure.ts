import type { z } from 'zod';
import type { ValidationIssue } from '@schema/errors';
import { ApiRequestError } from '@web/lib/api';
import { translate } from '@web/lib/i18n';
import { schemaMessage } from '@web/lib/schema-messages';
import { commonMessages } from '../messages';

/** docs/product.md#errors, the alternative login's network failure; the other forms say the same. */
export function networkErrorMessage(): string {
  return translate(commonMessages, 'common.networkError');
}

/** What went wrong with a call, in the terms the forms decide on. */
export interface Failure {
  /** The server was not reached (offline, DNS, refused): no status at all. */
  network: boolean;
  status?: number;
  code?: string;
  /** The server's own words, when it answered in the error shape. */
  message?: string;
  issues: ValidationIssue[];
}

export function describeFailure(err: unknown): Failure {
  if (err instanceof ApiRequestError) {
    return {
      network: false,
      status: err.status,
      code: err.body?.code,
      message: err.body?.message,
      issues: err.body?.issues ?? [],
    };
  }
  return { network: true, issues: [] };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by the issue's top-level path ("" for the whole form). */
export function issuesByField(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The shared schemas' English messages in the reader's language (web/lib/schema-messages.ts). */
export { schemaMessage } from '@web/lib/schema-messages';

/**
 * Checks a form with the same zod schema the server uses (one schema serves both). An empty
 * required field gets its "is required" message first, which reads better than a format error.
 */
export function validateForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, string>,
  required: Record<string, string> = {},
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(required)) {
    if ((values[field] ?? '').trim() === '') errors[field] = message;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= schemaMessage(issue.message);
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { data: parsed.data, errors: null };
  return { data: null, errors };
}
