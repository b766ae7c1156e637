import { LinkActions } from '@web/components/link-actions';
import { TIER_NAMES } from '@core/plans';
import { addedByPhrase } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useSubscriptionStatus } from './payments-api';
import { isPaid } from './subscription-state';
import { PaidPlan } from './paid-plan';
import { formatBillingDate } from './subscription-state';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';

/**
 * The profile's subscription section (docs/product.md#real-payments): the plan and where it stands (trial end,
 * renewal or end date, a failed payment), with cancelling, Stripe's billing portal and, for
 * Oracle, the move up to Master. A free user gets the way to the plans.
 */
export function SubscriptionPanel() {
  const t = useT(paymentsMessages);
  const { user } = useAuth();
  const { data, error, mutate } = useSubscriptionStatus();

  if (error && !data) {
    return (
      <div className="subscription">
        <p className="muted">{t('payments.panel.loadFailed')}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void mutate()}>
          {t('payments.panel.tryAgain')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="subscription subscription--loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('payments.panel.loading')}</span>
      </div>
    );
  }
  if (isPaid(data)) return <PaidPlan sub={data} />;

  const trialEnds = user && user.tier !== 'free' ? formatBillingDate(user.trialEndsAt) : null;
  return (
    <div className="subscription">
      <p className="subscription__plan">
        <strong>{TIER_NAMES.free}</strong>
        <span className="subscription__badge subscription__badge--muted">{t('payments.panel.free')}</span>
      </p>
      {trialEnds && user ? (
        <p className="subscription__line">
          {t('payments.panel.trying', {
            plan: TIER_NAMES[user.tier === 'master' ? 'master' : 'oracle'],
            date: trialEnds,
          })}
        </p>
      ) : null}
      <p className="subscription__line">
        {t(data.status === 'canceled' ? 'payments.panel.ended' : 'payments.panel.upgradeFor', {
          plan: TIER_NAMES.oracle,
          features: addedByPhrase('oracle') ?? '',
        })}
      </p>
      <LinkActions
        className="subscription__actions"
        links={[{ to: paths.premium, label: t('payments.panel.seePlans'), look: 'primary' }]}
      />
    </div>
  );
}
