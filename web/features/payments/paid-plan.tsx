import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { TIER_NAMES } from '@core/plans';
import { monthlyPrice } from '@web/content/pricing';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
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
  const t = useT(paymentsMessages);
  const { mutate } = useSWRConfig();
  const [confirm, setConfirm] = useState<'cancel' | 'upgrade' | null>(null);
  const [busy, setBusy] = useState<'cancel' | 'upgrade' | 'portal' | null>(null);
  const name = TIER_NAMES[sub.plan];
  const badge: Badge =
    sub.cancelAtPeriodEnd && sub.status !== 'canceled'
      ? { label: t('payments.badge.ending'), tone: 'muted' }
      : badgeOf(sub.status);
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
        title: t('payments.paid.cancelledToast'),
        description: date
          ? t('payments.paid.cancelledOn', { plan: name, date })
          : t('payments.paid.cancelledAtPeriodEnd', { plan: name }),
        variant: 'success',
      });
      setConfirm(null);
      // The account stays premium until that date; the user record says so from now on.
      void mutate(AUTH_USER_KEY);
    } catch (err) {
      toast(
        billingFailure(err, {
          title: t('payments.paid.cancelFailedTitle'),
          description: t('payments.paid.cancelFailed'),
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
        billingFailure(err, {
          title: t('payments.paid.billingUnavailableTitle'),
          description: t('payments.paid.billingUnavailable'),
        }),
      );
      setBusy(null);
    }
  };

  return (
    <div className="subscription">
      <p className="subscription__plan">
        <strong>{name}</strong>
        <span className={`subscription__badge subscription__badge--${badge.tone}`}>{badge.label}</span>
        <span className="muted">{monthlyPrice(sub.plan)}</span>
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
            {t('payments.paid.upgradeTo', { plan: TIER_NAMES.master })}
          </button>
        ) : null}
        <button type="button" className="btn btn--outline" disabled={busy !== null} onClick={() => void portal()}>
          {busy === 'portal' ? <Processing /> : t('payments.paid.manageBilling')}
        </button>
        {canCancel ? (
          <button
            type="button"
            className="btn btn--outline subscription__cancel"
            disabled={busy !== null}
            onClick={() => setConfirm('cancel')}
          >
            {t('payments.paid.cancelSubscription')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t('payments.paid.confirmCancelTitle', { plan: name })}
        description={
          <p>
            {endsOn
              ? t('payments.paid.confirmCancelUntil', { plan: name, date: endsOn })
              : t('payments.paid.confirmCancelPeriod', { plan: name })}
          </p>
        }
        confirmLabel={t('payments.paid.confirmCancel')}
        pendingLabel={t('payments.paid.cancelling')}
        cancelLabel={t('payments.paid.keepPlan', { plan: name })}
        pending={busy === 'cancel'}
        onConfirm={() => void cancel()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'upgrade'}
        title={t('payments.paid.confirmUpgradeTitle', { plan: TIER_NAMES.master })}
        description={<p>{t('payments.paid.confirmUpgrade', { price: monthlyPrice('master') })}</p>}
        confirmLabel={t('payments.paid.upgradeTo', { plan: TIER_NAMES.master })}
        pendingLabel={t('payments.processing')}
        cancelLabel={t('payments.paid.notNow')}
        tone="primary"
        pending={busy === 'upgrade'}
        onConfirm={() => void upgrade()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
