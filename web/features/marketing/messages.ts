/** Marketing pieces speak in the payments area (plans, upsell, testimonials: web/content/messages.ts). */
export { type PaymentsMessageId, paymentsMessages } from '@web/content/messages';
