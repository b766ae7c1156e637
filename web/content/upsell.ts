/**
 * The upsell prompts of docs/product.md#data: one per moment a free user meets a premium feature. Each has a
 * title, a message, a call to action and a highlight, and greets the user by first name when
 * known. Operators edit the words in the catalogue (core/i18n/messages/en/payments.json, payments.upsell.*).
 */
import { translate } from '@web/lib/i18n';
import { localized, paymentsMessages } from './messages';

export type UpsellType = 'chart_created';

export interface UpsellPrompt {
  title: (firstName: string | null) => string;
  readonly message: string;
  readonly cta: string;
  readonly highlight: string;
}

/**
 * One prompt per moment a free user meets a premium capability that exists (core/plans.ts); a
 * capability's issue adds its prompt when it is built (horoscope_viewed with the premium
 * horoscope, compatibility_checked with advanced synastry). The words are the catalogue's
 * payments.upsell.* messages, read in the active language.
 */
export const UPSELL_PROMPTS: Record<UpsellType, UpsellPrompt> = {
  chart_created: Object.assign(
    localized({
      message: 'payments.upsell.chartCreated.message',
      cta: 'payments.upsell.chartCreated.cta',
      highlight: 'payments.upsell.chartCreated.highlight',
    }),
    {
      title: (name: string | null) =>
        name
          ? translate(paymentsMessages, 'payments.upsell.chartCreated.titleName', { name })
          : translate(paymentsMessages, 'payments.upsell.chartCreated.title'),
    },
  ),
};

/**
 * The upgrade modal (docs/product.md#upgrade-page-and-modal): what a free user is told when a
 * premium action stops them, by the trigger that opened it. The price line under the message comes
 * from core/plans.ts.
 */
export type UpgradeTrigger = 'chart_limit' | 'ai_coach';

export const UPGRADE_TRIGGERS: readonly UpgradeTrigger[] = ['chart_limit', 'ai_coach'];

export interface UpgradeModalCopy {
  readonly title: string;
  readonly message: string;
}

/** A trigger per premium capability that stops a free user; each capability's issue adds its own. */
export const UPGRADE_MODAL_COPY: Record<UpgradeTrigger, UpgradeModalCopy> = {
  chart_limit: localized({
    title: 'payments.upsell.modal.chartLimit.title',
    message: 'payments.upsell.modal.chartLimit.message',
  }),
  ai_coach: localized({
    title: 'payments.upsell.modal.aiCoach.title',
    message: 'payments.upsell.modal.aiCoach.message',
  }),
};
