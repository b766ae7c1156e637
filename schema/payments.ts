import { PAID_TIERS, type PaidTier } from '@core/plans';
import { z } from 'zod';
import { TierSchema } from './auth';

export const PaidPlanSchema = z.enum(PAID_TIERS);
export type PaidPlan = PaidTier;

/** A refused plan answers the spec's 'Invalid Plan' (the route's message), naming the field. */
export const INVALID_PLAN_MESSAGE = 'Invalid Plan';

/** POST /api/payments/create-checkout (docs/product.md#api). */
export const CreateCheckoutSchema = z.object({
  plan: z.enum(PAID_TIERS, { error: 'Please select a valid subscription plan.' }),
});
export const CheckoutResponseSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** GET /api/payments/subscription-status: the user's current subscription, from our copy of Stripe's. */
export const SubscriptionStatusSchema = z.object({
  plan: TierSchema,
  /** Stripe's status, or 'none' without a subscription. */
  status: z.string(),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const PortalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponseSchema>;

/** A Stripe Checkout Session id, as Stripe writes it into the success address. */
export const CheckoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);

/** The answer for a checkout that is not this user's, or does not exist. */
export const NO_CHECKOUT_MESSAGE = 'We found no checkout of yours with this reference';

/**
 * GET /api/payments/checkout/:sessionId: what became of one of the user's checkouts, asked of
 * Stripe (the success page shows success only when this says so).
 */
export const CheckoutResultSchema = z.object({
  /** Stripe's state of the session: paid or trial started (complete), still open, or expired. */
  status: z.enum(['complete', 'open', 'expired']),
  plan: PaidPlanSchema,
  /** The account has the plan now. */
  active: z.boolean(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
