import { useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { formatMonthlyPrice, TIER_NAMES, type PaidTier } from '@core/plans';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { AUTH_USER_KEY, useAuth } from '@web/features/auth';
import {
  SUBSCRIPTION_STATUS_KEY,
  type SubscriptionState,
  type SubscriptionStatus,
  billingFailure,
  cancelSubscription,
  checkoutFailure,
  createCheckout,
  createPortalSession,
  goTo,
  useSubscriptionStatus,
} from './payments-api';
import { Processing } from './payment-ui';

/** "December 21, 2026" in English; each locale writes its own long date (DEVIATIONS #16). */
const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
export function formatBillingDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : longDate.format(d);
}

type PaidStatus = SubscriptionStatus & { plan: PaidTier };

const isPaid = (status: SubscriptionStatus): status is PaidStatus => status.plan !== 'free';

type Badge = { label: string; tone: 'ok' | 'warn' | 'muted' };

const BADGES: Record<SubscriptionState, Badge> = {
  none: { label: 'Free', tone: 'muted' },
  trialing: { label: 'Free trial', tone: 'ok' },
  active: { label: 'Active', tone: 'ok' },
  past_due: { label: 'Payment overdue', tone: 'warn' },
  unpaid: { label: 'Unpaid', tone: 'warn' },
  incomplete: { label: 'Payment incomplete', tone: 'warn' },
  paused: { label: 'Paused', tone: 'muted' },
  canceled: { label: 'Ended', tone: 'muted' },
};

const badgeOf = (status: string): Badge =>
  Object.hasOwn(BADGES, status)
    ? BADGES[status as SubscriptionState]
    : { label: status.replace(/_/g, ' '), tone: 'muted' };

/** The lines that say where the subscription stands, newest concern first. */
function statusLines(sub: PaidStatus): { text: string; warn?: boolean }[] {
  const name = TIER_NAMES[sub.plan];
  const periodEnd = formatBillingDate(sub.currentPeriodEnd);
  const trialEnd = formatBillingDate(sub.trialEnd);
  const endsOn = periodEnd ?? trialEnd;
  const lines: { text: string; warn?: boolean }[] = [];
  if (sub.status === 'past_due' || sub.status === 'unpaid') {
    lines.push({
      text: `We couldn't take your last payment. Update your card in billing to keep ${name}; we'll try the card again in the meantime.`,
      warn: true,
    });
  } else if (sub.status === 'incomplete') {
    lines.push({
      text: 'Your first payment has not gone through yet. Finish it in billing, or choose a plan again.',
      warn: true,
    });
  } else if (sub.status === 'paused') {
    lines.push({ text: `Your ${name} plan is paused. Resume it in billing.` });
  } else if (sub.status === 'canceled') {
    lines.push({ text: `Your ${name} plan has ended.` });
  }
  if (sub.status === 'canceled') return lines;
  if (sub.cancelAtPeriodEnd) {
    lines.push({
      text: endsOn
        ? `Your ${name} plan ends on ${endsOn}. You keep every ${name} feature until then, and nothing more is charged.`
        : `Your ${name} plan ends at the end of this period. Nothing more is charged.`,
    });
  } else if (sub.status === 'trialing') {
    lines.push({
      text: trialEnd
        ? `Your free trial ends on ${trialEnd}. After that, ${formatMonthlyPrice(sub.plan)}.`
        : `You're on a free trial. After it, ${formatMonthlyPrice(sub.plan)}.`,
    });
  } else if (sub.status === 'active' && periodEnd) {
    lines.push({ text: `Renews on ${periodEnd} at ${formatMonthlyPrice(sub.plan)}.` });
  }
  return lines;
}

const CANCELLABLE: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

function PaidPlan({ sub }: { sub: PaidStatus }) {
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

/**
 * The profile's subscription section (DEVIATIONS #6): the plan and where it stands (trial end,
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
        Upgrade for the complete chart interpretation, Ask Stella, numerology and tarot.
      </p>
      <div className="subscription__actions">
        <Link to={paths.premium} className="btn btn--primary">
          See Premium Plans
        </Link>
      </div>
    </div>
  );
}
