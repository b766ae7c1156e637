import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { TIER_NAMES, parsePaidTier, tierIncludes, type PaidTier } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { planFeatures } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { AUTH_USER_KEY, useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { PREMIUM_STATUS_KEY, SUBSCRIPTION_STATUS_KEY } from './payments-api';
import { StateCard, seconds, useRedirectCountdown } from './payment-ui';

const CONFIRMING_STEPS: readonly LinkAction[] = [
  { to: paths.settings, label: 'Go to your profile', look: 'primary' },
  { to: paths.home, label: 'Back to Home', look: 'outline' },
];
const CANCELLED_STEPS: readonly LinkAction[] = [
  { to: paths.upgrade, label: 'Try Again', look: 'primary' },
  { to: paths.home, label: 'Back to Home', look: 'outline' },
];

/** docs/product.md#constants timers. */
export const SUCCESS_REDIRECT_MS = 10_000;
export const CANCEL_REDIRECT_MS = 8_000;
/** Stripe's webhook may land a moment after the browser: the user is asked for again meanwhile. */
export const CONFIRM_POLL_MS = 1_500;
export const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * /premium/success and /payment/success (001 "Payment success"). On arrival the user, the
 * subscription and the premium status are refreshed; until the account shows the plan (the one
 * in `?plan=`, else any paid plan) the user is asked for again every 1.5 s for up to 30 s. Then
 * the welcome, with a countdown home.
 */
export function PaymentSuccessPage() {
  const { status, user } = useAuth();
  const { mutate } = useSWRConfig();
  const query = useQuery();
  const wanted = parsePaidTier(query.get('plan')) ?? 'oracle';
  const upgradedAtOnce = query.get('upgraded') === '1';
  const confirmed = user !== null && tierIncludes(user.subscriptionType, wanted);
  const [timedOut, setTimedOut] = useState(false);
  const arrivedAt = useRef(Date.now());

  useEffect(() => {
    void mutate(AUTH_USER_KEY).catch(() => undefined);
    void mutate(SUBSCRIPTION_STATUS_KEY).catch(() => undefined);
    void mutate(PREMIUM_STATUS_KEY).catch(() => undefined);
  }, [mutate]);

  useEffect(() => {
    if (confirmed || timedOut || status !== 'authenticated') return;
    const timer = setInterval(() => {
      if (Date.now() - arrivedAt.current >= CONFIRM_TIMEOUT_MS) setTimedOut(true);
      else void mutate(AUTH_USER_KEY).catch(() => undefined);
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [confirmed, timedOut, status, mutate]);

  // The subscription panel should show the new plan too, once the account has it.
  useEffect(() => {
    if (confirmed) void mutate(SUBSCRIPTION_STATUS_KEY).catch(() => undefined);
  }, [confirmed, mutate]);

  const left = useRedirectCountdown(paths.home, SUCCESS_REDIRECT_MS, confirmed);

  if (status === 'loading') {
    return (
      <StateCard title="Confirming your subscription…" pageTitle="Payment received" icon="pending">
        <p className="muted">One moment while we check your account.</p>
      </StateCard>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <StateCard title="Sign in to see your plan" pageTitle="Payment received" icon="lock">
        <p className="muted">
          This browser is no longer signed in. Sign in with the account you paid with and your plan will be there.
        </p>
        <div className="pay-state__actions">
          <Link to={`${paths.login}?returnTo=${encodeURIComponent(paths.premiumSuccess)}`} className="btn btn--primary">
            Sign In
          </Link>
        </div>
      </StateCard>
    );
  }

  if (!confirmed) {
    return timedOut ? (
      <StateCard title="Your payment is being confirmed" pageTitle="Payment received" icon="success">
        <p>
          Stripe is still confirming your payment with us. Your account will update shortly, usually within a few
          minutes; there is no need to pay again.
        </p>
        <p className="muted">You can check your plan at any time in your profile.</p>
        <LinkActions className="pay-state__actions" links={CONFIRMING_STEPS} />
      </StateCard>
    ) : (
      <StateCard title="Confirming your subscription…" pageTitle="Payment received" icon="pending">
        <p className="muted" role="status">
          Your payment went through. We're switching on {TIER_NAMES[wanted]} for your account; this usually takes a few
          seconds.
        </p>
      </StateCard>
    );
  }

  const tier: PaidTier = user.subscriptionType === 'master' ? 'master' : 'oracle';
  const plan = { id: tier, name: TIER_NAMES[tier] };
  return (
    <StateCard title="Welcome to Premium!" icon="success">
      <p className="pay-state__lead" role="status">
        Welcome to {plan.name}
        {user.firstName ? `, ${user.firstName}` : ''}! Your account has been upgraded.
      </p>
      {upgradedAtOnce ? (
        <p className="muted">
          {plan.name} is active now. You paid only the prorated difference for the rest of this billing period.
        </p>
      ) : null}
      <div className="pay-unlocked">
        <h2 className="pay-unlocked__title">Now unlocked</h2>
        <ul className="pay-unlocked__list">
          {planFeatures[plan.id].map((feature) => (
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
        <Link to={paths.premiumHoroscope} className="btn btn--gold">
          Premium Horoscope
        </Link>
      </div>
      <p className="pay-state__countdown muted">Taking you home in {seconds(left)}.</p>
    </StateCard>
  );
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
