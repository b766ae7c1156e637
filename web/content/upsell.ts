import { ORACLE_DAILY_CONVERSATIONS } from '@core/plans';

/**
 * The upsell prompts of docs/product.md#data: one per moment a free user meets a premium feature. Each has a
 * title, a message, a call to action and a highlight, and greets the user by first name when
 * known. Operators edit the words here (docs/product.md#one-content-module).
 */
export type UpsellType = 'chart_created' | 'horoscope_viewed' | 'compatibility_checked';

export interface UpsellPrompt {
  title: (firstName: string | null) => string;
  message: string;
  cta: string;
  highlight: string;
}

const greet = (firstName: string | null, rest: string) =>
  firstName ? `${firstName}, ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);

export const UPSELL_PROMPTS: Record<UpsellType, UpsellPrompt> = {
  chart_created: {
    title: (name) => greet(name, 'your chart has more to say'),
    message:
      'Your Sun, Moon and Rising are the beginning. Oracle reads every planet in its sign and house, the aspects ' +
      'between them, and what they mean for you, in plain words.',
    cta: 'Explore Oracle',
    highlight: 'Detailed planetary analysis, houses and aspects',
  },
  horoscope_viewed: {
    title: (name) => greet(name, 'go deeper than your sign'),
    message: 'Oracle turns the day’s sky into a reading for your own chart: the transits that touch you, and when.',
    cta: 'Explore Oracle',
    highlight: 'Personal transits and timing',
  },
  compatibility_checked: {
    title: (name) => greet(name, 'two charts tell the full story'),
    message: 'Sun signs are a start. Advanced synastry compares both full charts: Moon, Venus, Mars and more.',
    cta: 'Explore Oracle',
    highlight: 'Advanced synastry for both charts',
  },
};

/**
 * The upgrade modal (001 "Upgrade modal"): what a free user is told when a premium action stops
 * them, by the trigger that opened it. The price line under the message comes from core/pricing.
 */
export type UpgradeTrigger = 'ai_coach' | 'chart_limit' | 'compatibility_limit' | 'daily_insight';

export const UPGRADE_TRIGGERS: readonly UpgradeTrigger[] = [
  'ai_coach',
  'chart_limit',
  'compatibility_limit',
  'daily_insight',
];

export interface UpgradeModalCopy {
  title: string;
  message: string;
}

export const UPGRADE_MODAL_COPY: Record<UpgradeTrigger, UpgradeModalCopy> = {
  ai_coach: {
    title: 'Ask Stella is a premium feature',
    message:
      `Oracle gives you ${ORACLE_DAILY_CONVERSATIONS} conversations a day with Stella, the AI coach who reads your ` +
      'chart before she answers. Master makes them unlimited.',
  },
  chart_limit: {
    title: 'Your chart has more to say',
    message:
      'The free chart shows where everything sits. Oracle interprets every planet, house and aspect, and follows ' +
      'the transits and progressions moving through your chart now.',
  },
  compatibility_limit: {
    title: 'See the whole relationship',
    message:
      'Sun signs are only the start. Oracle adds detailed compatibility and advanced synastry, comparing both ' +
      'full charts planet by planet: Moon, Venus, Mars, Mercury and Rising.',
  },
  daily_insight: {
    title: 'Unlock your daily insight',
    message:
      'Oracle writes each day for your own chart, not just your sign: the transits that touch you, their timing, ' +
      'and a 600-700 word horoscope every morning.',
  },
};
