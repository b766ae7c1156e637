/** Subscriptions through Stripe: checkout, upgrades, cancellation, the portal and the webhook. */
export { paymentsRoutes } from './payments.routes';
export { cancelSubscriptionsNow } from './payments.service';
export type { StripeSettings } from './stripe';
