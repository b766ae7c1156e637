import { EmailOnlyRequestSchema } from '@schema/auth';
import { type Failure, validateForm } from '@web/components/forms/failure';
import { translate } from '@web/lib/i18n';
import { authMessages } from './messages';

/** docs/product.md#errors: the sign-in error mentions verifying the email (the API also names it by code). */
export function needsVerification(failure: Failure): boolean {
  return failure.code === 'EMAIL_NOT_VERIFIED' || /verify your email/i.test(failure.message ?? '');
}

/** docs/product.md#states: a verification link whose error message contains 'expired'. */
export function isExpired(failure: Failure): boolean {
  return failure.code === 'TOKEN_EXPIRED' || /expired/i.test(failure.message ?? '');
}

/** An email-only form (forgot password, resend the link): the address as the server reads it, or the field's message. */
export function readEmail(email: string): { email: string; error?: undefined } | { email?: undefined; error: string } {
  const required = translate(authMessages, 'auth.required.email');
  const checked = validateForm(EmailOnlyRequestSchema, { email }, { email: required });
  return checked.errors ? { error: checked.errors.email ?? required } : { email: checked.data.email };
}
