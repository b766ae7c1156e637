import useSWR from 'swr';
import type { PaidTier } from '@core/plans';
import type { SubscriptionStatus as SubscriptionStatusDto } from '@schema/payments';
import type { ToastInput } from '@web/components/toast-store';
import { ApiRequestError, api, call } from '@web/lib/api';
import { translate } from '@web/lib/i18n';
import { type PaymentsMessageId, paymentsMessages } from './messages';

/**
 * The payment calls (docs/product.md#api, docs/product.md#real-payments): Stripe Checkout behind our API. Each fetcher sits
 * beside its SWR hook; a failure is an ApiRequestError from the shared client.
 */
export const SUBSCRIPTION_STATUS_KEY = '/api/payments/subscription-status';
/** The spec's premium-status call (docs/product.md#api): refreshed with the user after a payment. */
export const PREMIUM_STATUS_KEY = '/api/premium-test-status';

/** Stripe's subscription states we word for the reader; another value is shown as it comes. */
export type SubscriptionState =
  | 'none'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'incomplete'
  | 'unpaid'
  | 'paused';

/** GET /api/payments/subscription-status (schema/payments.ts); the instants are ISO strings. */
export type SubscriptionStatus = SubscriptionStatusDto;

/** The SWR key of one checkout's result (GET /api/payments/checkout/:sessionId). */
export const checkoutResultKey = (sessionId: string) => `/api/payments/checkout/${sessionId}`;

/**
 * What became of one of the user's checkouts, asked of the server (which asks Stripe). While a
 * completed checkout is not yet on the account, it is asked for again every `pollMs`.
 */
export const useCheckoutResult = (sessionId: string | null, pollMs: number) =>
  useSWR(
    sessionId ? checkoutResultKey(sessionId) : null,
    () => call(api.payments.checkout[':sessionId'].$get({ param: { sessionId: sessionId ?? '' } })),
    {
      refreshInterval: (result) => (result?.status === 'complete' && !result.active ? pollMs : 0),
      shouldRetryOnError: (error) => !(error instanceof ApiRequestError && error.status < 500),
      revalidateOnFocus: false,
      // Each poll asks again: SWR's default would fold a poll into the previous request's 2 s.
      dedupingInterval: 0,
    },
  );

export const useSubscriptionStatus = (enabled = true) =>
  useSWR(enabled ? SUBSCRIPTION_STATUS_KEY : null, () => call(api.payments['subscription-status'].$get()));

/** The answer named no place to go (docs/product.md#errors: treated as an error). */
export class MissingRedirectError extends Error {
  override name = 'MissingRedirectError';
}

/**
 * Where the browser may be sent: an http(s) address, or a path on this site. Anything else
 * (an empty value, a `javascript:` URL) is refused rather than followed.
 */
export function redirectTarget(value: unknown, base: string = window.location.href): string {
  if (typeof value !== 'string' || value.trim() === '') throw new MissingRedirectError('No redirect address');
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new MissingRedirectError('Unreadable redirect address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new MissingRedirectError('Refused redirect address');
  return url.href;
}

/**
 * POST /api/payments/create-checkout: the address of Stripe's checkout page, or of our own
 * success page when an Oracle subscriber moves up to Master (that upgrade happens at once).
 */
export async function createCheckout(plan: PaidTier): Promise<string> {
  const answer = await call(api.payments['create-checkout'].$post({ json: { plan } }));
  return redirectTarget(answer?.checkoutUrl);
}

/** POST /api/payments/cancel-subscription: stops the renewal; the plan runs to its period's end. */
export const cancelSubscription = () => call(api.payments['cancel-subscription'].$post());

/** POST /api/payments/portal: Stripe's customer portal (card, invoices, resuming). */
export async function createPortalSession(): Promise<string> {
  const answer = await call(api.payments.portal.$post());
  return redirectTarget(answer?.url);
}

/** Leaves the app for the given address (Stripe, or our own success page). */
export function goTo(url: string): void {
  window.location.assign(url);
}

const say = (key: PaymentsMessageId) => translate(paymentsMessages, key);

/** docs/product.md#errors: payments without Stripe keys answer 501 with a message containing 'configured'. */
export function isNotConfigured(err: unknown): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  const code = String(err.body?.code ?? '');
  return err.status === 501 || code.endsWith('NOT_CONFIGURED') || /configured/i.test(err.body?.message ?? '');
}

/** The toast for a checkout that did not start (docs/product.md#validation and docs/product.md#errors). */
export function checkoutFailure(err: unknown): ToastInput {
  const failed = { title: say('payments.error.upgradeFailed'), variant: 'destructive' } as const;
  if (isNotConfigured(err)) return { ...failed, description: say('payments.error.notReady') };
  if (err instanceof ApiRequestError) {
    if (err.status === 401)
      return { ...failed, title: say('payments.error.signInRequired'), description: say('payments.error.mustLogIn') };
    if (err.status === 422)
      return {
        ...failed,
        title: say('payments.error.invalidPlan'),
        description: say('payments.error.selectValidPlan'),
      };
    // Already on that plan, or nothing higher to move to: the server says which.
    if (err.status === 409 && err.body?.message) return { ...failed, description: err.body.message };
  }
  return { ...failed, description: say('payments.error.checkoutFailed') };
}

/** The toast for a billing action (portal, cancellation) that failed: the server's reason when it gave one. */
export function billingFailure(err: unknown, fallback: { title: string; description: string }): ToastInput {
  if (isNotConfigured(err)) {
    return { title: fallback.title, description: say('payments.error.notReady'), variant: 'destructive' };
  }
  const known =
    err instanceof ApiRequestError && err.status < 500 && err.status !== 401 ? err.body?.message : undefined;
  return { title: fallback.title, description: known ?? fallback.description, variant: 'destructive' };
}
