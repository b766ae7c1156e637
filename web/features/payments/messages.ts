/** The payments area is defined with the content modules it shares (web/content/messages.ts). */
export { type PaymentsMessageId, paymentsMessages } from '@web/content/messages';
