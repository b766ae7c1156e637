import type { Failure } from '@web/components/forms/failure';

/** 001 §8: the sign-in error mentions verifying the email (the API also names it by code). */
export function needsVerification(failure: Failure): boolean {
  return failure.code === 'EMAIL_NOT_VERIFIED' || /verify your email/i.test(failure.message ?? '');
}

/** 001 §4: a verification link whose error message contains 'expired'. */
export function isExpired(failure: Failure): boolean {
  return failure.code === 'TOKEN_EXPIRED' || /expired/i.test(failure.message ?? '');
}
