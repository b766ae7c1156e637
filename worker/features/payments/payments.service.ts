/**
 * Subscriptions (docs/product.md#server-enforced-tiers, docs/product.md#real-payments): Stripe
 * Checkout for a new subscription with the 7-day trial, an immediate prorated Oracle-to-Master
 * upgrade, cancellation at period end, the customer portal, and the sync that turns Stripe's state
 * into the user's tier.
 */
import Stripe from 'stripe';
import { PAID_TIERS, TIER_NAMES, TRIAL_DAYS, parsePaidTier, tierIncludes } from '@core/plans';
import type { UserRow } from '@schema/db';
import { type CheckoutResult, NO_CHECKOUT_MESSAGE, type PaidPlan, type SubscriptionStatus } from '@schema/payments';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { tierOf } from '@worker/lib/tiers';
import {
  customerIdOfUser,
  linkCustomer,
  recentSubscriptions,
  type SubscriptionRow,
  setUserPlan,
  subscriptionsOf,
  upsertSubscription,
  userExists,
  userIdOfCustomer,
} from './payments.repository';
import { planOfLookupKey, priceFor, type StripeSettings, stripeClient } from './stripe';

/** Days a past-due subscription keeps its access while Stripe retries the payment. */
export const PAYMENT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;
/** Stripe statuses that grant the plan. past_due does too, until the grace period ends. */
const GRANTING = new Set(['trialing', 'active', 'past_due']);

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/** The user's current subscription: the newest that still grants access, else the newest of all. */
async function currentSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const rows = await recentSubscriptions(db, userId);
  return rows.find((row) => GRANTING.has(row.status)) ?? rows[0] ?? null;
}

export function statusOf(row: SubscriptionRow | null): SubscriptionStatus {
  if (!row) return { plan: 'free', status: 'none', trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    plan: GRANTING.has(row.status) ? row.plan : 'free',
    status: row.status,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function subscriptionStatus(db: Database, userId: string): Promise<SubscriptionStatus> {
  return statusOf(await currentSubscription(db, userId));
}

async function customerFor(db: Database, stripe: Stripe, user: UserRow): Promise<string> {
  const known = await customerIdOfUser(db, user.id);
  if (known) return known;
  const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
  // Two first checkouts at once: the first insert wins and both use its customer.
  await linkCustomer(db, user.id, customer.id);
  return (await customerIdOfUser(db, user.id)) ?? customer.id;
}

/**
 * Starts a subscription through Stripe Checkout, or upgrades an Oracle subscription to Master at
 * once with proration. Answers the URL the browser goes to next.
 */
export async function createCheckout(
  db: Database,
  stripe: Stripe,
  user: UserRow,
  plan: PaidPlan,
  origin: string,
): Promise<string> {
  const current = await currentSubscription(db, user.id);
  const subscribed = current && GRANTING.has(current.status) ? current.plan : null;
  // A plan granted without a subscription (by an operator) counts too; the gem game's trial does not.
  const granted = tierOf({ ...user, trialEndsAt: null });
  const holds = subscribed ?? (granted === 'free' ? null : granted);
  if (holds === 'master') {
    throw new ApiError('CONFLICT', `You already have the ${TIER_NAMES.master} plan, the highest there is`);
  }
  if (holds === plan) throw new ApiError('CONFLICT', `You already have the ${TIER_NAMES[plan]} plan`);
  if (current && subscribed === 'oracle' && plan === 'master') {
    await upgradeToMaster(db, stripe, current);
    return `${origin}/premium/success?plan=master&upgraded=1`;
  }

  const customer = await customerFor(db, stripe, user);
  const metadata = { userId: user.id, plan };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: await priceFor(stripe, plan), quantity: 1 }],
    // The free trial is for a first subscription only (`current` is any earlier one, running or not).
    subscription_data: { metadata, ...(current ? {} : { trial_period_days: TRIAL_DAYS }) },
    metadata,
    success_url: `${origin}/premium/success?plan=${plan}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/premium/cancel`,
  });
  if (!session.url) throw new ApiError('UNAVAILABLE', 'The payment provider did not return a checkout page');
  return session.url;
}

/**
 * What became of one of the user's checkouts, read from Stripe: a session of someone else, or
 * none, is "not found" alike. A completed one is applied at once (the webhook may come later;
 * applying twice changes nothing), so the answer says whether the account has the plan now.
 */
export async function checkoutResult(
  db: Database,
  stripe: Stripe,
  userId: string,
  sessionId: string,
): Promise<CheckoutResult> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new ApiError('NOT_FOUND', NO_CHECKOUT_MESSAGE);
    }
    throw error;
  }
  const plan = parsePaidTier(session.metadata?.plan);
  if (session.client_reference_id !== userId || session.mode !== 'subscription' || !plan) {
    throw new ApiError('NOT_FOUND', NO_CHECKOUT_MESSAGE);
  }
  const status: CheckoutResult['status'] =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  let active = false;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (status === 'complete' && subscriptionId) {
    const row = await applySubscription(db, await stripe.subscriptions.retrieve(subscriptionId), userId);
    active = row !== null && GRANTING.has(row.status) && tierIncludes(row.plan, plan);
  }
  return { status, plan, active };
}

/** Oracle to Master at once: the price of the subscription's item changes, the difference is invoiced now. */
async function upgradeToMaster(db: Database, stripe: Stripe, current: SubscriptionRow): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(current.id);
  const item = subscription.items.data[0];
  if (!item) throw new ApiError('CONFLICT', 'This subscription has no plan to change');
  const updated = await stripe.subscriptions.update(current.id, {
    items: [{ id: item.id, price: await priceFor(stripe, 'master') }],
    proration_behavior: 'always_invoice',
    // Moving up is a wish to stay: a cancellation pending at period end is withdrawn.
    cancel_at_period_end: false,
    metadata: { ...subscription.metadata, plan: 'master' },
  });
  await applySubscription(db, updated, current.userId);
}

export async function cancelAtPeriodEnd(db: Database, stripe: Stripe, userId: string): Promise<SubscriptionStatus> {
  const current = await currentSubscription(db, userId);
  if (!current || !GRANTING.has(current.status)) throw new ApiError('NOT_FOUND', 'You have no subscription to cancel');
  const updated = await stripe.subscriptions.update(current.id, { cancel_at_period_end: true });
  return statusOf(await applySubscription(db, updated, userId));
}

/** Ends every running subscription of a user in Stripe at once (the account is being deleted). */
export async function cancelSubscriptionsNow(
  db: Database,
  stripeSettings: StripeSettings,
  userId: string,
): Promise<void> {
  const rows = await subscriptionsOf(db, userId);
  const running = rows.filter((row) => row.status !== 'canceled' && row.status !== 'incomplete_expired');
  if (running.length === 0) return;
  const stripe = stripeClient(stripeSettings);
  for (const row of running) await stripe.subscriptions.cancel(row.id);
}

export async function portalUrl(db: Database, stripe: Stripe, userId: string, origin: string): Promise<string> {
  const customer = await customerIdOfUser(db, userId);
  if (!customer) throw new ApiError('NOT_FOUND', 'There is no billing account to manage yet');
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${origin}/profile?tab=preferences`,
  });
  return session.url;
}

/** The plan a Stripe subscription is for: its price's lookup key, else its metadata. */
function planOf(subscription: Stripe.Subscription): PaidPlan | null {
  const item = subscription.items.data[0];
  return (
    planOfLookupKey(item?.price.lookup_key) ?? PAID_TIERS.find((plan) => plan === subscription.metadata?.plan) ?? null
  );
}

/** The subscription's period end (on its item in current API versions, on the subscription in older ones). */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items.data[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  return seconds(item?.current_period_end ?? legacy);
}

async function userIdFor(db: Database, subscription: Stripe.Subscription, hint?: string): Promise<string | null> {
  const byCustomer = await userIdOfCustomer(db, customerIdOf(subscription));
  if (byCustomer) return byCustomer;
  const id = hint ?? subscription.metadata?.userId;
  if (!id) return null;
  return (await userExists(db, id)) ? id : null;
}

/**
 * Writes Stripe's state of a subscription (read fresh from Stripe by the caller) into our copy
 * and the user's tier. Idempotent: the same state written twice changes nothing more.
 */
export async function applySubscription(
  db: Database,
  subscription: Stripe.Subscription,
  userIdHint?: string,
): Promise<SubscriptionRow | null> {
  const plan = planOf(subscription);
  const userId = await userIdFor(db, subscription, userIdHint);
  if (!plan || !userId) return null;
  const customerId = customerIdOf(subscription);
  const row: SubscriptionRow = {
    id: subscription.id,
    userId,
    customerId,
    plan,
    status: subscription.status,
    trialEnd: seconds(subscription.trial_end),
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: seconds(subscription.canceled_at),
    updatedAt: new Date(),
  };
  await upsertSubscription(db, row);
  await linkCustomer(db, userId, customerId);
  await syncUserTier(db, userId);
  return row;
}

/**
 * The user's isPremium, subscriptionType and access deadline, from their current subscription:
 * a renewing one is good until its period's end plus the grace period (so access lapses on its
 * own should renewals stop arriving), one cancelled at period end until that end exactly.
 */
async function syncUserTier(db: Database, userId: string): Promise<void> {
  const current = await currentSubscription(db, userId);
  const granting = current && GRANTING.has(current.status) ? current : null;
  const end = granting?.currentPeriodEnd ?? null;
  const grace = granting?.cancelAtPeriodEnd ? 0 : PAYMENT_GRACE_DAYS * DAY_MS;
  await setUserPlan(
    db,
    userId,
    granting
      ? {
          isPremium: true,
          subscriptionType: granting.plan,
          premiumUntil: end && new Date(end.getTime() + grace),
          updatedAt: new Date(),
        }
      : { isPremium: false, subscriptionType: 'free', premiumUntil: null, updatedAt: new Date() },
  );
}
