/**
 * The upsell prompts of 000 §3: one per moment a free user meets a premium feature. Each has a
 * title, a message, a call to action and a highlight, and greets the user by first name when
 * known. Operators edit the words here (DEVIATIONS #17).
 */
export type UpsellType = 'chart_created' | 'horoscope_viewed' | 'compatibility_checked';

export interface UpsellPrompt {
  title: (firstName: string | null) => string;
  message: string;
  cta: string;
  highlight: string;
}

const greet = (firstName: string | null, rest: string) => (firstName ? `${firstName}, ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1));

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
