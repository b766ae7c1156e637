/**
 * The Stripe client the Worker uses (fetch-based, no retries of its own: the caller answers an
 * error and Stripe retries webhooks), pointed at STRIPE_API_URL when set (the tests' Stripe
 * test server). Prices come from the one price configuration by lookup key (docs/product.md#one-price-configuration).
 */
import Stripe from 'stripe';
import { CURRENCY, MONTHLY_PRICE_CENTS, PAID_TIERS, TIER_NAMES } from '@core/plans';
import type { PaidPlan } from '@schema/payments';
import { ApiError } from '@worker/lib/errors';
import type { ServerEnv } from '@worker/lib/env';

/** The 501 of docs/product.md#api: its message carries the "configured" marker the browser looks for. */
export const NOT_CONFIGURED_MESSAGE = 'Payment system is not configured';

/** What the client needs of the configuration: the secret key, and another API host if any. */
export type StripeSettings = Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>;

export function stripeClient(env: StripeSettings): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new ApiError('NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE);
  const host = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(host
      ? {
          host: host.hostname,
          port: host.port || (host.protocol === 'https:' ? 443 : 80),
          protocol: host.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * The price's lookup key names the plan and the amount, so a new amount in the price
 * configuration makes a new price while existing subscribers keep theirs.
 */
export function priceLookupKey(plan: PaidPlan): string {
  return `stella_${plan}_${CURRENCY.toLowerCase()}_${MONTHLY_PRICE_CENTS[plan]}_monthly`;
}

/** The plan a price belongs to, from its lookup key. */
export function planOfLookupKey(key: string | null | undefined): PaidPlan | null {
  return PAID_TIERS.find((plan) => key?.startsWith(`stella_${plan}_`)) ?? null;
}

/** The monthly price of a plan in Stripe: found by its lookup key, created the first time. */
export async function priceFor(stripe: Stripe, plan: PaidPlan): Promise<string> {
  const lookupKey = priceLookupKey(plan);
  const find = async () => (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0]?.id;
  const found = await find();
  if (found) return found;
  try {
    const created = await stripe.prices.create({
      lookup_key: lookupKey,
      currency: CURRENCY.toLowerCase(),
      unit_amount: MONTHLY_PRICE_CENTS[plan],
      recurring: { interval: 'month' },
      product_data: { name: `Stella ${TIER_NAMES[plan]}` },
    });
    return created.id;
  } catch (error) {
    // Two first checkouts at once: Stripe refuses the second price with that key; use the first.
    const winner = await find();
    if (winner) return winner;
    throw error;
  }
}
