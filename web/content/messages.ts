import en from '@core/i18n/messages/en/payments.json';
import type { MessageValues } from '@core/i18n/catalog';
import { defineMessages, translate } from '@web/lib/i18n';

/**
 * The payments area: plans, prices, upsell prompts, testimonials and the marketing copy of the
 * content modules (defined here so that web/content needs no feature).
 */
export const paymentsMessages = defineMessages('payments', en);
export type PaymentsMessageId = keyof typeof en;

/**
 * An object whose fields read their message in the active language each time they are read (at
 * render, never at module load), so the content modules keep their shapes. Never spread one:
 * spreading reads every field once.
 */
export function localized<F extends string>(
  keys: Readonly<Record<F, PaymentsMessageId>>,
  values?: () => MessageValues,
): { readonly [K in F]: string } {
  const out = {} as { [K in F]: string };
  for (const [field, key] of Object.entries(keys) as [F, PaymentsMessageId][]) {
    Object.defineProperty(out, field, { get: () => translate(paymentsMessages, key, values?.()), enumerable: true });
  }
  return out;
}
