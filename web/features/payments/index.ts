/** Plans and subscriptions: what other features show (the profile's subscription panel). */
export { SubscriptionPanel } from './subscription-panel';
