import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatMonthlyPrice, TIER_NAMES } from '@core/plans';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { AUTH_USER_KEY } from '@web/features/auth';
import {
  SUBSCRIPTION_STATUS_KEY,
  billingFailure,
  cancelSubscription,
  checkoutFailure,
  createCheckout,
  createPortalSession,
  goTo,
} from './payments-api';
import { Processing } from './payment-ui';
import {
  type PaidStatus,
  type Badge,
  badgeOf,
  statusLines,
  formatBillingDate,
  CANCELLABLE,
} from './subscription-state';

export function PaidPlan({ sub }: { sub: PaidStatus }) {
  const { mutate } = useSWRConfig();
  const [confirm, setConfirm] = useState<'cancel' | 'upgrade' | null>(null);
  const [busy, setBusy] = useState<'cancel' | 'upgrade' | 'portal' | null>(null);
  const name = TIER_NAMES[sub.plan];
  const badge: Badge =
    sub.cancelAtPeriodEnd && sub.status !== 'canceled' ? { label: 'Ending', tone: 'muted' } : badgeOf(sub.status);
  const endsOn = formatBillingDate(sub.currentPeriodEnd ?? sub.trialEnd);
  const canCancel = !sub.cancelAtPeriodEnd && CANCELLABLE.includes(sub.status);
  const canUpgrade = sub.plan === 'oracle' && (sub.status === 'active' || sub.status === 'trialing');

  const cancel = async () => {
    setBusy('cancel');
    try {
      const next = await cancelSubscription();
      await mutate(SUBSCRIPTION_STATUS_KEY, next, { revalidate: true });
      const date = formatBillingDate(next.currentPeriodEnd ?? next.trialEnd);
      toast({
        title: 'Subscription Cancelled',
        description: date ? `Your ${name} plan ends on ${date}.` : `Your ${name} plan ends at the end of this period.`,
        variant: 'success',
      });
      setConfirm(null);
      // The account stays premium until that date; the user record says so from now on.
      void mutate(AUTH_USER_KEY);
    } catch (err) {
      toast(
        billingFailure(err, {
          title: 'Cancellation Failed',
          description: 'Failed to cancel your subscription. Please try again.',
        }),
      );
      void mutate(SUBSCRIPTION_STATUS_KEY);
    } finally {
      setBusy(null);
    }
  };

  const upgrade = async () => {
    setBusy('upgrade');
    try {
      goTo(await createCheckout('master'));
    } catch (err) {
      toast(checkoutFailure(err));
      setBusy(null);
      setConfirm(null);
    }
  };

  const portal = async () => {
    setBusy('portal');
    try {
      goTo(await createPortalSession());
    } catch (err) {
      toast(
        billingFailure(err, { title: 'Billing Unavailable', description: 'Failed to open billing. Please try again.' }),
      );
      setBusy(null);
    }
  };

  return (
    <div className="subscription">
      <p className="subscription__plan">
        <strong>{name}</strong>
        <span className={`subscription__badge subscription__badge--${badge.tone}`}>{badge.label}</span>
        <span className="muted">{formatMonthlyPrice(sub.plan)}</span>
      </p>
      {statusLines(sub).map((line) =>
        line.warn ? (
          <p key={line.text} className="subscription__warning" role="alert">
            {line.text}
          </p>
        ) : (
          <p key={line.text} className="subscription__line">
            {line.text}
          </p>
        ),
      )}
      <div className="subscription__actions">
        {canUpgrade ? (
          <button
            type="button"
            className="btn btn--gold"
            disabled={busy !== null}
            onClick={() => setConfirm('upgrade')}
          >
            Upgrade to {TIER_NAMES.master}
          </button>
        ) : null}
        <button type="button" className="btn btn--outline" disabled={busy !== null} onClick={() => void portal()}>
          {busy === 'portal' ? <Processing /> : 'Manage billing'}
        </button>
        {canCancel ? (
          <button
            type="button"
            className="btn btn--outline subscription__cancel"
            disabled={busy !== null}
            onClick={() => setConfirm('cancel')}
          >
            Cancel subscription
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={`Cancel your ${name} plan?`}
        description={
          <p>
            {endsOn
              ? `You keep ${name} until ${endsOn}; after that your account moves to the free ${TIER_NAMES.free} plan. `
              : `You keep ${name} until the end of this period; after that your account moves to the free ${TIER_NAMES.free} plan. `}
            Your charts and history stay.
          </p>
        }
        confirmLabel="Cancel Subscription"
        pendingLabel="Cancelling…"
        cancelLabel={`Keep ${name}`}
        pending={busy === 'cancel'}
        onConfirm={() => void cancel()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'upgrade'}
        title={`Upgrade to ${TIER_NAMES.master}?`}
        description={
          <p>
            {TIER_NAMES.master} starts right away. You pay only the prorated difference for the rest of this billing
            period, then {formatMonthlyPrice('master')}.
          </p>
        }
        confirmLabel={`Upgrade to ${TIER_NAMES.master}`}
        pendingLabel="Processing..."
        cancelLabel="Not now"
        tone="primary"
        pending={busy === 'upgrade'}
        onConfirm={() => void upgrade()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
