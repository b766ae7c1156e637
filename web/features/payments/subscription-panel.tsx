import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { TIER_NAMES } from '@core/plans';
import { addedByPhrase } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useSubscriptionStatus } from './payments-api';
import { isPaid } from './subscription-state';
import { PaidPlan } from './paid-plan';
import { formatBillingDate } from './subscription-state';

const FREE_PLAN_STEPS: readonly LinkAction[] = [{ to: paths.premium, label: 'See Premium Plans', look: 'primary' }];

/**
 * The profile's subscription section (docs/product.md#real-payments): the plan and where it stands (trial end,
 * renewal or end date, a failed payment), with cancelling, Stripe's billing portal and, for
 * Oracle, the move up to Master. A free user gets the way to the plans.
 */
export function SubscriptionPanel() {
  const { user } = useAuth();
  const { data, error, mutate } = useSubscriptionStatus();

  if (error && !data) {
    return (
      <div className="subscription">
        <p className="muted">Your subscription could not be loaded.</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="subscription subscription--loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">Loading your subscription…</span>
      </div>
    );
  }
  if (isPaid(data)) return <PaidPlan sub={data} />;

  const trialEnds = user && user.tier !== 'free' ? formatBillingDate(user.trialEndsAt) : null;
  return (
    <div className="subscription">
      <p className="subscription__plan">
        <strong>{TIER_NAMES.free}</strong>
        <span className="subscription__badge subscription__badge--muted">Free</span>
      </p>
      {trialEnds && user ? (
        <p className="subscription__line">
          You're trying {TIER_NAMES[user.tier === 'master' ? 'master' : 'oracle']} free until {trialEnds}.
        </p>
      ) : null}
      <p className="subscription__line">
        {data.status === 'canceled' ? 'Your subscription has ended; your charts and history are all still here. ' : ''}
        Upgrade to {TIER_NAMES.oracle} for {addedByPhrase('oracle')}.
      </p>
      <LinkActions className="subscription__actions" links={FREE_PLAN_STEPS} />
    </div>
  );
}
