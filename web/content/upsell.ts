/**
 * The upsell prompts of docs/product.md#data: one per moment a free user meets a premium feature. Each has a
 * title, a message, a call to action and a highlight, and greets the user by first name when
 * known. Operators edit the words here (docs/product.md#one-content-module).
 */
export type UpsellType = 'chart_created';

export interface UpsellPrompt {
  title: (firstName: string | null) => string;
  message: string;
  cta: string;
  highlight: string;
}

const greet = (firstName: string | null, rest: string) =>
  firstName ? `${firstName}, ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);

/**
 * One prompt per moment a free user meets a premium capability that exists (core/plans.ts); a
 * capability's issue adds its prompt when it is built (horoscope_viewed with the premium
 * horoscope, compatibility_checked with advanced synastry).
 */
export const UPSELL_PROMPTS: Record<UpsellType, UpsellPrompt> = {
  chart_created: {
    title: (name) => greet(name, 'your chart has more to say'),
    message:
      'Your Sun, Moon and Rising are the beginning. Oracle reads every planet in its sign and its house with its ' +
      'key influences, each of your twelve houses, and what the aspects between your planets mean.',
    cta: 'Explore Oracle',
    highlight: 'Complete birth chart interpretation',
  },
};

/**
 * The upgrade modal (001 "Upgrade modal"): what a free user is told when a premium action stops
 * them, by the trigger that opened it. The price line under the message comes from core/pricing.
 */
export type UpgradeTrigger = 'chart_limit';

export const UPGRADE_TRIGGERS: readonly UpgradeTrigger[] = ['chart_limit'];

export interface UpgradeModalCopy {
  title: string;
  message: string;
}

/** A trigger per premium capability that stops a free user; each capability's issue adds its own. */
export const UPGRADE_MODAL_COPY: Record<UpgradeTrigger, UpgradeModalCopy> = {
  chart_limit: {
    title: 'Your chart has more to say',
    message:
      'The free chart shows where everything sits. Oracle interprets every planet in its sign, with your house ' +
      'cusps and the aspects between your planets.',
  },
};
