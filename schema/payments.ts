import { z } from 'zod';
import { TierSchema } from './auth';

export const PAID_PLANS = ['oracle', 'master'] as const;
export const PaidPlanSchema = z.enum(PAID_PLANS);
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

/** POST /api/payments/create-checkout (001 §7). */
/** The plan itself is checked by the route, so that any wrong value gets the spec's 'Invalid Plan'. */
export const CreateCheckoutSchema = z.object({ plan: z.unknown().optional() });
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
