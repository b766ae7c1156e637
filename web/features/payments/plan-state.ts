import { type PaidTier, TIER_NAMES, TIERS, type Tier, tierIncludes } from '@core/plans';
import { translate } from '@web/lib/i18n';
import { type PaymentsMessageId, paymentsMessages } from './messages';

/** What a plan card's button does for the reader (docs/product.md#plan-state). */
export type PlanButton =
  | { kind: 'login'; label: string; to: string }
  | { kind: 'checkout'; label: string; plan: PaidTier }
  | { kind: 'current'; label: string }
  | { kind: 'included'; label: string };

/**
 * docs/product.md#states: signed out (`subscription` null), every plan leads to login; Explorer may take Oracle
 * or Master; Oracle is current and may move up to Master; Master is current and the top.
 * Plans below the current one are part of it.
 */
export function planButtons(subscription: Tier | null, loginTo: string): Record<Tier, PlanButton> {
  const say = (key: PaymentsMessageId, plan?: string) =>
    translate(paymentsMessages, key, plan === undefined ? undefined : { plan });
  const buttons = {} as Record<Tier, PlanButton>;
  const current = subscription;
  for (const id of TIERS) {
    const name = TIER_NAMES[id];
    if (current === null) {
      buttons[id] = {
        kind: 'login',
        label: id === 'free' ? say('payments.plan.action.getStartedFree') : say('payments.plan.button.subscribe', name),
        to: loginTo,
      };
    } else if (id === current) {
      buttons[id] = { kind: 'current', label: say('payments.plan.button.current') };
    } else if (id === 'free' || tierIncludes(current, id)) {
      buttons[id] = { kind: 'included', label: say('payments.plan.button.included', TIER_NAMES[current]) };
    } else {
      buttons[id] = {
        kind: 'checkout',
        label: say(current === 'free' ? 'payments.plan.button.subscribe' : 'payments.plan.button.upgrade', name),
        plan: id,
      };
    }
  }
  return buttons;
}

/**
 * The plan a reader holds for the plan cards: the server's tier (a subscription or a
 * complimentary plan), except that a running trial is not a plan held: a trial user may still
 * subscribe to Oracle, which keeps it after the trial ends.
 */
export function heldPlan(
  user: { tier: Tier; subscriptionType: Tier; trialEndsAt: string | null },
  now = Date.now(),
): Tier {
  const trialRunning = user.trialEndsAt !== null && Date.parse(user.trialEndsAt) > now;
  return trialRunning && user.tier === 'oracle' ? user.subscriptionType : user.tier;
}
