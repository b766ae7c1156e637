import { formatMonthlyPrice, TIER_NAMES, type PaidTier } from '@core/plans';
import type { SubscriptionState, SubscriptionStatus } from './payments-api';

export type PaidStatus = SubscriptionStatus & { plan: PaidTier };

export const isPaid = (status: SubscriptionStatus): status is PaidStatus => status.plan !== 'free';

export type Badge = { label: string; tone: 'ok' | 'warn' | 'muted' };

export const badgeOf = (status: string): Badge =>
  Object.hasOwn(BADGES, status)
    ? BADGES[status as SubscriptionState]
    : { label: status.replace(/_/g, ' '), tone: 'muted' };

/** The lines that say where the subscription stands, newest concern first. */
export function statusLines(sub: PaidStatus): { text: string; warn?: boolean }[] {
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

/** "December 21, 2026" in English; each locale writes its own long date (docs/product.md#seven-languages). */
export const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function formatBillingDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : longDate.format(d);
}

export const BADGES: Record<SubscriptionState, Badge> = {
  none: { label: 'Free', tone: 'muted' },
  trialing: { label: 'Free trial', tone: 'ok' },
  active: { label: 'Active', tone: 'ok' },
  past_due: { label: 'Payment overdue', tone: 'warn' },
  unpaid: { label: 'Unpaid', tone: 'warn' },
  incomplete: { label: 'Payment incomplete', tone: 'warn' },
  paused: { label: 'Paused', tone: 'muted' },
  canceled: { label: 'Ended', tone: 'muted' },
};

export const CANCELLABLE: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];
