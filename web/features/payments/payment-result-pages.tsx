import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { TIER_NAMES, tierIncludes, type PaidTier } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { paidFeatures } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { AUTH_USER_KEY, useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { ApiRequestError } from '@web/lib/api';
import { PREMIUM_STATUS_KEY, SUBSCRIPTION_STATUS_KEY, useCheckoutResult } from './payments-api';
import { StateCard, seconds, useRedirectCountdown } from './payment-ui';

const CONFIRMING_STEPS: readonly LinkAction[] = [
  { to: paths.settings, label: 'Go to your profile', look: 'primary' },
  { to: paths.home, label: 'Back to Home', look: 'outline' },
];
const CANCELLED_STEPS: readonly LinkAction[] = [
  { to: paths.upgrade, label: 'Try Again', look: 'primary' },
  { to: paths.home, label: 'Back to Home', look: 'outline' },
];

const NO_PAYMENT_STEPS: readonly LinkAction[] = [
  { to: paths.premium, label: 'See the plans', look: 'primary' },
  { to: paths.settings, label: 'Check your plan', look: 'outline' },
];

/** docs/product.md#constants timers. */
export const SUCCESS_REDIRECT_MS = 10_000;
export const CANCEL_REDIRECT_MS = 8_000;
/** Stripe's webhook may land a moment after the browser: the checkout is asked for again meanwhile. */
export const CONFIRM_POLL_MS = 1_500;
export const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * /premium/success and /payment/success (001 "Payment success"). Success is shown only for a
 * payment the server confirms: the checkout named by `?session_id=` (Stripe puts it in the
 * address), asked of the server, which asks Stripe and applies a completed one at once; or, for
 * an Oracle subscriber's immediate move to Master (`?upgraded=1`), the account's own plan. Any
 * other visit is told the truth: no payment found, a checkout not finished, or one still being
 * confirmed.
 */
export function PaymentSuccessPage() {
  const { status, user } = useAuth();
  const { search } = useLocation();
  const query = useQuery();
  const sessionId = query.get('session_id');
  const upgradedAtOnce = query.get('upgraded') === '1' && !sessionId;
  const signedIn = status === 'authenticated' && user !== null;
  const checkout = useCheckoutResult(signedIn ? sessionId : null, CONFIRM_POLL_MS);
  const result = checkout.data;
  const plan: PaidTier | null = upgradedAtOnce ? 'master' : (result?.plan ?? null);
  const confirmed = upgradedAtOnce
    ? user !== null && tierIncludes(user.subscriptionType, 'master')
    : result?.status === 'complete' && result.active;
  const pending = result?.status === 'complete' && !result.active;
  const timedOut = useTimeout(pending, CONFIRM_TIMEOUT_MS);
  const { mutate } = useSWRConfig();

  // The account, the subscription panel and the premium status follow a confirmed plan.
  useEffect(() => {
    if (!confirmed) return;
    for (const key of [AUTH_USER_KEY, SUBSCRIPTION_STATUS_KEY, PREMIUM_STATUS_KEY]) {
      void mutate(key).catch(() => undefined);
    }
  }, [confirmed, mutate]);

  const left = useRedirectCountdown(paths.home, SUCCESS_REDIRECT_MS, confirmed);

  if (status === 'loading' || (signedIn && sessionId && !result && !checkout.error)) {
    return (
      <StateCard title="Checking your payment…" icon="pending">
        <p className="muted" role="status">
          One moment while we ask our payment provider.
        </p>
      </StateCard>
    );
  }

  if (!signedIn) {
    return (
      <StateCard title="Sign in to see your plan" pageTitle="Checking your payment" icon="lock">
        <p className="muted">
          This browser is not signed in. Sign in with the account you paid with, and this page will check your payment.
        </p>
        <div className="pay-state__actions">
          <Link
            to={`${paths.login}?returnTo=${encodeURIComponent(paths.premiumSuccess + search)}`}
            className="btn btn--primary"
          >
            Sign In
          </Link>
        </div>
      </StateCard>
    );
  }

  if (checkout.error && !(checkout.error instanceof ApiRequestError && checkout.error.status === 404)) {
    return (
      <StateCard title="We couldn't check your payment" icon="cancel">
        <p>
          Our payment provider did not answer just now. If you paid, your plan will appear on your account; there is no
          need to pay again.
        </p>
        <div className="pay-state__actions">
          <button type="button" className="btn btn--primary" onClick={() => void checkout.mutate()}>
            Try again
          </button>
          <Link to={paths.settings} className="btn btn--outline">
            Check your plan
          </Link>
        </div>
      </StateCard>
    );
  }

  if (result?.status === 'open' || result?.status === 'expired') {
    return (
      <StateCard title="Your checkout isn't finished" icon="cancel">
        <p className="pay-state__lead">No payment was taken.</p>
        <p className="muted">
          {result.status === 'open'
            ? `The checkout for ${TIER_NAMES[result.plan]} was opened but not completed. You can go back and finish it whenever you like.`
            : `The checkout for ${TIER_NAMES[result.plan]} expired before it was completed. Start again whenever you like.`}
        </p>
        <LinkActions className="pay-state__actions" links={CANCELLED_STEPS} />
      </StateCard>
    );
  }

  if (pending && plan) {
    return timedOut ? (
      <StateCard title="Your payment is being confirmed" icon="pending">
        <p>
          Stripe has your payment, and {TIER_NAMES[plan]} is being switched on for your account. It usually takes a few
          minutes at most; there is no need to pay again.
        </p>
        <p className="muted">You can check your plan at any time in your profile.</p>
        <LinkActions className="pay-state__actions" links={CONFIRMING_STEPS} />
      </StateCard>
    ) : (
      <StateCard title="Confirming your subscription…" icon="pending">
        <p className="muted" role="status">
          Stripe has your payment. We're switching on {TIER_NAMES[plan]} for your account; this usually takes a few
          seconds.
        </p>
      </StateCard>
    );
  }

  if (!confirmed || !plan) {
    return (
      <StateCard title="No payment found" icon="cancel">
        <p className="pay-state__lead">We found no payment to confirm on this page.</p>
        <p className="muted">
          This page confirms a checkout you have just completed. If you paid, your plan shows in your profile; if you
          meant to subscribe, choose a plan first.
        </p>
        <LinkActions className="pay-state__actions" links={NO_PAYMENT_STEPS} />
      </StateCard>
    );
  }

  return (
    <StateCard title="Welcome to Premium!" icon="success">
      <p className="pay-state__lead" role="status">
        Welcome to {TIER_NAMES[plan]}
        {user.firstName ? `, ${user.firstName}` : ''}! Your account has been upgraded.
      </p>
      {upgradedAtOnce ? (
        <p className="muted">
          {TIER_NAMES[plan]} is active now. You paid only the prorated difference for the rest of this billing period.
        </p>
      ) : null}
      <div className="pay-unlocked">
        <h2 className="pay-unlocked__title">Now unlocked</h2>
        <ul className="pay-unlocked__list">
          {paidFeatures(plan).map((feature) => (
            <li key={feature}>
              <CheckIcon size={18} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="pay-state__actions">
        <Link to={paths.home} className="btn btn--outline">
          Go to Home
        </Link>
        <Link to={paths.birthChart} className="btn btn--gold">
          Read your full chart
        </Link>
      </div>
      <p className="pay-state__countdown muted">Taking you home in {seconds(left)}.</p>
    </StateCard>
  );
}

/** True once `running` has held for `ms` without a break. */
function useTimeout(running: boolean, ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [running, ms]);
  return running && done;
}

/**
 * /premium/cancel and /payment/cancel (001 "Payment cancelled"): nothing was charged; try again
 * or go home, and after 8 s the upgrade page opens by itself.
 */
export function PaymentCancelPage() {
  const left = useRedirectCountdown(paths.upgrade, CANCEL_REDIRECT_MS);
  return (
    <StateCard title="Payment Cancelled" icon="cancel">
      <p className="pay-state__lead">No charges were made.</p>
      <p className="muted">Your plan has not changed. Whenever you're ready, you can pick a plan again.</p>
      <LinkActions className="pay-state__actions" links={CANCELLED_STEPS} />
      <p className="pay-state__countdown muted">Returning to the plans in {seconds(left)}.</p>
    </StateCard>
  );
}
