/** Plans and subscriptions: what other features show (the profile's subscription panel). */
export { SubscriptionPanel } from './subscription-panel';
/** The upgrade modal, for a feature that stops a free user (Ask Stella's send). */
export { useUpgradeModal } from './upgrade-modal';
