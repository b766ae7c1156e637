import { PLANS, PLAN_IDS, type PaidPlanId, type PlanId } from '@core/pricing';
import type { Tier } from '@schema/auth';

/** What a plan card's button does for the reader (001 §4 "Plan state"). */
export type PlanButton =
  | { kind: 'login'; label: string; to: string }
  | { kind: 'checkout'; label: string; plan: PaidPlanId }
  | { kind: 'current'; label: string }
  | { kind: 'included'; label: string };

const RANK: Record<PlanId, number> = { explorer: 0, oracle: 1, master: 2 };

/** The plan of a subscription type: the free tier is the Explorer plan. */
export const planOf = (tier: Tier): PlanId => (tier === 'free' ? 'explorer' : tier);

/** A paid plan named in an address (`?plan=`), else null. */
export function paidPlanParam(value: string | null): PaidPlanId | null {
  const v = value?.toLowerCase();
  return v === 'oracle' || v === 'master' ? v : null;
}

/** Whether a subscription type includes the plan (Master includes Oracle). */
export function includesPlan(tier: Tier, plan: PlanId): boolean {
  return RANK[planOf(tier)] >= RANK[plan];
}

/**
 * 001 §4: signed out (`subscription` null), every plan leads to login; Explorer may take Oracle
 * or Master; Oracle is current and may move up to Master; Master is current and the top.
 * Plans below the current one are part of it.
 */
export function planButtons(subscription: Tier | null, loginTo: string): Record<PlanId, PlanButton> {
  const buttons = {} as Record<PlanId, PlanButton>;
  const current = subscription === null ? null : planOf(subscription);
  for (const id of PLAN_IDS) {
    const name = PLANS[id].name;
    if (current === null) {
      buttons[id] = {
        kind: 'login',
        label: id === 'explorer' ? 'Get Started Free' : `Subscribe to ${name}`,
        to: loginTo,
      };
    } else if (id === current) {
      buttons[id] = { kind: 'current', label: 'Current Plan' };
    } else if (RANK[id] < RANK[current] || id === 'explorer') {
      buttons[id] = { kind: 'included', label: `Included in ${PLANS[current].name}` };
    } else {
      buttons[id] = {
        kind: 'checkout',
        label: current === 'explorer' ? `Subscribe to ${name}` : `Upgrade to ${name}`,
        plan: id,
      };
    }
  }
  return buttons;
}
