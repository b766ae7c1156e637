import { describe, expect, it } from 'vitest';
import {
  EmailSignupRequestSchema,
  LoginRequestSchema,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RegisterRequestSchema,
} from '@schema/auth';
import { ApiRequestError } from '@web/lib/api';
import { describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { isExpired, needsVerification } from './auth-errors';

const apiError = (
  status: number,
  body: { message: string; code: string; issues?: { path: string; message: string }[] },
) => new ApiRequestError(status, `${status}: ${JSON.stringify(body)}`, { requestId: 'r', ...body } as never);

describe('describeFailure', () => {
  it('reads the error shape of an API answer', () => {
    const failure = describeFailure(
      apiError(422, {
        message: 'Invalid request',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'password', message: PASSWORD_TOO_SHORT }],
      }),
    );
    expect(failure).toEqual({
      network: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      issues: [{ path: 'password', message: PASSWORD_TOO_SHORT }],
    });
  });

  it('has no message when the answer was not in the error shape', () => {
    const failure = describeFailure(new ApiRequestError(502, '502: Bad Gateway'));
    expect(failure.network).toBe(false);
    expect(failure.message).toBeUndefined();
  });

  it('calls anything else a network failure', () => {
    expect(describeFailure(new TypeError('Failed to fetch')).network).toBe(true);
  });
});

describe('needsVerification and isExpired', () => {
  it('recognise the spec wording and the API codes', () => {
    expect(
      needsVerification(
        describeFailure(apiError(403, { message: 'Please verify your email before signing in.', code: 'FORBIDDEN' })),
      ),
    ).toBe(true);
    expect(needsVerification(describeFailure(apiError(403, { message: 'Not yet', code: 'EMAIL_NOT_VERIFIED' })))).toBe(
      true,
    );
    expect(
      needsVerification(describeFailure(apiError(401, { message: 'Invalid email or password', code: 'UNAUTHORIZED' }))),
    ).toBe(false);
    expect(
      isExpired(
        describeFailure(apiError(410, { message: 'This link has expired. Request a new one.', code: 'TOKEN_EXPIRED' })),
      ),
    ).toBe(true);
    expect(isExpired(describeFailure(apiError(400, { message: 'Link Expired', code: 'BAD_REQUEST' })))).toBe(true);
    expect(
      isExpired(
        describeFailure(
          apiError(400, { message: 'This link is invalid or has already been used.', code: 'TOKEN_INVALID' }),
        ),
      ),
    ).toBe(false);
  });
});

describe('issuesByField', () => {
  it('keeps the first message of each top-level field', () => {
    expect(
      issuesByField([
        { path: 'password', message: 'first' },
        { path: 'password', message: 'second' },
        { path: 'person.email', message: 'nested' },
        { path: '', message: 'form' },
      ]),
    ).toEqual({ password: 'first', person: 'nested', '': 'form' });
  });
});

describe('validateForm with the shared schemas', () => {
  it('asks for required fields before their format', () => {
    const result = validateForm(
      LoginRequestSchema,
      { email: '  ', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    );
    expect(result.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('applies the one password rule to both sign-up forms (docs/product.md#one-password-rule)', () => {
    expect(validateForm(EmailSignupRequestSchema, { email: 'a@example.com', password: 'short' }).errors).toEqual({
      password: PASSWORD_TOO_SHORT,
    });
    expect(
      validateForm(RegisterRequestSchema, {
        email: 'a@example.com',
        password: 'short',
        firstName: 'Ada',
        lastName: 'L',
      }).errors,
    ).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(
      validateForm(EmailSignupRequestSchema, { email: 'a@example.com', password: 'x'.repeat(129) }).errors,
    ).toEqual({
      password: PASSWORD_TOO_LONG,
    });
  });

  it('reports a malformed address and passes normalised data', () => {
    expect(validateForm(EmailSignupRequestSchema, { email: 'not-an-address', password: 'long enough' }).errors).toEqual(
      {
        email: 'Enter a valid email address',
      },
    );
    expect(
      validateForm(EmailSignupRequestSchema, { email: ' Ada@Example.COM ', password: 'long enough' }).data,
    ).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
    });
  });
});
