import { TIER_NAMES, type PaidTier } from '@core/plans';
import { monthlyPrice } from '@web/content/pricing';
import { activeTag, translate } from '@web/lib/i18n';
import { type PaymentsMessageId, paymentsMessages } from './messages';
import type { SubscriptionState, SubscriptionStatus } from './payments-api';

export type PaidStatus = SubscriptionStatus & { plan: PaidTier };

export const isPaid = (status: SubscriptionStatus): status is PaidStatus => status.plan !== 'free';

export type Badge = { label: string; tone: 'ok' | 'warn' | 'muted' };

const say = (key: PaymentsMessageId, values?: Record<string, string>) => translate(paymentsMessages, key, values);

/** A status's badge in the active language; a status the web does not know shows as the server names it. */
export function badgeOf(status: string): Badge {
  if (!Object.hasOwn(BADGES, status)) return { label: status.replace(/_/g, ' '), tone: 'muted' };
  const badge = BADGES[status as SubscriptionState];
  return { label: say(badge.label), tone: badge.tone };
}

/** The lines that say where the subscription stands, newest concern first. */
export function statusLines(sub: PaidStatus): { text: string; warn?: boolean }[] {
  const name = TIER_NAMES[sub.plan];
  const price = monthlyPrice(sub.plan);
  const periodEnd = formatBillingDate(sub.currentPeriodEnd);
  const trialEnd = formatBillingDate(sub.trialEnd);
  const endsOn = periodEnd ?? trialEnd;
  const lines: { text: string; warn?: boolean }[] = [];
  if (sub.status === 'past_due' || sub.status === 'unpaid') {
    lines.push({
      text: say('payments.status.pastDue', { plan: name }),
      warn: true,
    });
  } else if (sub.status === 'incomplete') {
    lines.push({
      text: say('payments.status.incomplete'),
      warn: true,
    });
  } else if (sub.status === 'paused') {
    lines.push({ text: say('payments.status.paused', { plan: name }) });
  } else if (sub.status === 'canceled') {
    lines.push({ text: say('payments.status.canceled', { plan: name }) });
  }
  if (sub.status === 'canceled') return lines;
  if (sub.cancelAtPeriodEnd) {
    lines.push({
      text: endsOn
        ? say('payments.status.endsOn', { plan: name, date: endsOn })
        : say('payments.status.endsAtPeriodEnd', { plan: name }),
    });
  } else if (sub.status === 'trialing') {
    lines.push({
      text: trialEnd
        ? say('payments.status.trialEndsOn', { date: trialEnd, price })
        : say('payments.status.onTrial', { price }),
    });
  } else if (sub.status === 'active' && periodEnd) {
    lines.push({ text: say('payments.status.renews', { date: periodEnd, price }) });
  }
  return lines;
}

/** "December 21, 2026" in English; each language writes its own long date (docs/product.md#seven-languages). */
export function formatBillingDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : new Intl.DateTimeFormat(activeTag(), { dateStyle: 'long' }).format(d);
}

/** Each status's badge: its words (a key of the payments area) and tone. */
export const BADGES: Record<SubscriptionState, { label: PaymentsMessageId; tone: Badge['tone'] }> = {
  none: { label: 'payments.badge.free', tone: 'muted' },
  trialing: { label: 'payments.badge.trialing', tone: 'ok' },
  active: { label: 'payments.badge.active', tone: 'ok' },
  past_due: { label: 'payments.badge.pastDue', tone: 'warn' },
  unpaid: { label: 'payments.badge.unpaid', tone: 'warn' },
  incomplete: { label: 'payments.badge.incomplete', tone: 'warn' },
  paused: { label: 'payments.badge.paused', tone: 'muted' },
  canceled: { label: 'payments.badge.ended', tone: 'muted' },
};

export const CANCELLABLE: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];
