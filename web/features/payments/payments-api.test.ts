import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api';
import { MissingRedirectError, billingFailure, checkoutFailure, redirectTarget } from './payments-api';

const PAYMENTS_NOT_READY = 'Payment system is being set up. Please try again later.';
const CHECKOUT_FAILED = 'Unable to process upgrade. Please try again later.';

const apiError = (status: number, message: string, code = 'INTERNAL') =>
  new ApiRequestError(status, `${status}: ${message}`, { message, code: code as never, requestId: 'r' });

describe('checkoutFailure (docs/product.md#validation, docs/product.md#errors)', () => {
  it('says payments are being set up for the 501 not-configured answer', () => {
    expect(checkoutFailure(apiError(501, 'Payment system is not configured', 'PAYMENTS_NOT_CONFIGURED'))).toEqual({
      title: 'Upgrade Failed',
      description: PAYMENTS_NOT_READY,
      variant: 'destructive',
    });
    // The marker is the word in the message, whatever the status.
    expect(checkoutFailure(apiError(500, 'Stripe is not configured')).description).toBe(PAYMENTS_NOT_READY);
  });

  it('names the spec texts for a signed-out buyer and a bad plan', () => {
    expect(checkoutFailure(apiError(401, 'You must be logged in to make a purchase', 'UNAUTHORIZED')).description).toBe(
      'You must be logged in to make a purchase',
    );
    expect(checkoutFailure(apiError(422, 'Invalid Plan', 'VALIDATION_FAILED'))).toMatchObject({
      title: 'Invalid Plan',
      description: 'Please select a valid subscription plan.',
    });
  });

  it("passes on the server's reason for a conflict and falls back for anything else", () => {
    expect(checkoutFailure(apiError(409, 'You are already on the Master plan', 'CONFLICT')).description).toBe(
      'You are already on the Master plan',
    );
    expect(checkoutFailure(apiError(500, 'Internal error')).description).toBe(CHECKOUT_FAILED);
    expect(checkoutFailure(new TypeError('Failed to fetch')).description).toBe(CHECKOUT_FAILED);
    expect(checkoutFailure(new MissingRedirectError('No redirect address')).description).toBe(CHECKOUT_FAILED);
  });
});

describe('billingFailure', () => {
  const fallback = {
    title: 'Cancellation Failed',
    description: 'Failed to cancel your subscription. Please try again.',
  };
  it("shows a 4xx reason, never a 5xx one's", () => {
    expect(billingFailure(apiError(404, 'No subscription to cancel', 'NOT_FOUND'), fallback).description).toBe(
      'No subscription to cancel',
    );
    expect(billingFailure(apiError(500, 'stack trace'), fallback).description).toBe(fallback.description);
    expect(billingFailure(apiError(501, 'Payments are not configured', 'NOT_CONFIGURED'), fallback).description).toBe(
      PAYMENTS_NOT_READY,
    );
  });
});

describe('redirectTarget', () => {
  const base = 'https://stella.example/premium';
  it('follows Stripe and our own pages', () => {
    expect(redirectTarget('https://checkout.stripe.com/c/pay/cs_test_1', base)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(redirectTarget('/premium/success?plan=master&upgraded=1', base)).toBe(
      'https://stella.example/premium/success?plan=master&upgraded=1',
    );
  });

  it('refuses a missing, empty or script address', () => {
    for (const value of [undefined, null, '', '   ', 42, 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(() => redirectTarget(value, base), String(value)).toThrow(MissingRedirectError);
    }
  });
});
