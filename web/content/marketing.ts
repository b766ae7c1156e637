/**
 * Marketing copy and figures (docs/product.md#one-content-module): the spec's claims live here and only here,
 * so an operator changes a number in one place and every page follows.
 */
import type { SignId } from '@core/zodiac';

/** Keys the UI maps to an SVG icon (web/components/icons.tsx `featureIcons`). */
export type FeatureIcon = 'chart' | 'sun' | 'hearts' | 'chat' | 'orbit' | 'cards' | 'numbers';

export interface CallToAction {
  label: string;
  to: string;
}

export interface ToolCard {
  title: string;
  description: string;
  to: string;
  icon: FeatureIcon;
}

export interface Testimonial {
  name: string;
  sign: SignId;
  text: string;
  rating: 4 | 5;
}

export interface Stat {
  value: string;
  label: string;
}

export const supportEmail = 'support@stella.app';
export const privacyEmail = 'privacy@stella.app';
export const refundEmail = 'billing@stella.app';

export const languagesClaimed = 7;

export const hero: {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: CallToAction & { to: '/birth-chart' };
  secondaryCta: CallToAction & { to: '/premium' };
} = {
  eyebrow: 'Personal astrology, calculated from the real sky',
  title: 'Know your chart. Understand your day.',
  subtitle:
    'Stella works out your birth chart from the exact time and place you were born, then turns it into clear ' +
    'readings for today, for your relationships and for the questions on your mind. Free to start, and it works offline.',
  primaryCta: { label: 'Get your free chart', to: '/birth-chart' },
  secondaryCta: { label: 'Explore Premium', to: '/premium' },
};

export const freeTools: readonly ToolCard[] = [
  {
    title: 'Birth Chart Calculator',
    description:
      'Your Sun, Moon and Rising signs, every planet by sign and house, and the aspects between them, ' +
      'for the place and moment you were born.',
    to: '/birth-chart',
    icon: 'chart',
  },
  {
    title: 'Daily Horoscope',
    description:
      "A reading for every sign, drawn from today's Moon and planetary transits, with a lucky number and colour " +
      'that stay the same all day.',
    to: '/horoscope',
    icon: 'sun',
  },
  {
    title: 'Compatibility Analysis',
    description:
      'Pick two signs and see how their elements meet: an overall score plus passion, communication and balance.',
    to: '/compatibility',
    icon: 'hearts',
  },
];

export const premiumTools: readonly ToolCard[] = [
  {
    title: 'Ask Stella AI Coach',
    description:
      'Talk through work, love or a hard week with a coach that knows your chart and answers in plain language.',
    to: '/ask-stella',
    icon: 'chat',
  },
  {
    title: 'Advanced Synastry Analysis',
    description:
      'Compare two full charts planet by planet: the aspects between you, your strengths and friction points, ' +
      'and long-term outlook.',
    to: '/compatibility',
    icon: 'orbit',
  },
  {
    title: 'Tarot Insights',
    description:
      'Draw from the full 78-card deck, shuffled fairly, in single-card, three-card, love and Celtic Cross spreads.',
    to: '/tarot',
    icon: 'cards',
  },
];

export const reviewsBanner = { count: '75K+', text: 'five-star reviews' } as const;

/** Plans page (001 "Plans page"). */
export const stats: readonly Stat[] = [
  { value: '50,000+', label: 'Users' },
  { value: '4.9', label: 'Rating' },
  { value: '94%', label: 'Accuracy' },
  { value: '120+', label: 'Countries' },
];

/** About page (001 "Static pages"). */
export const aboutStats: readonly Stat[] = [
  { value: '75K+', label: 'Users' },
  { value: '5-star', label: 'Reviews' },
  { value: String(languagesClaimed), label: 'Languages' },
];

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Milica J.',
    sign: 'libra',
    text:
      'I read my daily horoscope in Serbian every morning with my coffee. It is the first astrology app that ' +
      "doesn't feel like a rough translation.",
    rating: 5,
  },
  {
    name: 'Priya S.',
    sign: 'scorpio',
    text:
      "I entered my birth time from my grandmother's notes and Stella placed me in Pune with the right time zone " +
      'for 1994. My Rising sign finally makes sense.',
    rating: 5,
  },
  {
    name: 'Lucas M.',
    sign: 'leo',
    text:
      'I asked Ask Stella why I keep clashing with my manager. The answer looked at my Mars placement and ended ' +
      'with two practical ideas for our next meeting.',
    rating: 5,
  },
  {
    name: 'Chloé D.',
    sign: 'pisces',
    text: 'The Celtic Cross spread is beautifully done, and reversed cards get their own meanings. Most apps skip it.',
    rating: 5,
  },
  {
    name: 'Giulia R.',
    sign: 'virgo',
    text:
      "I'm a numbers person, so I checked the numerology by hand. My Life Path 11 stayed a master number, " +
      'exactly as it should.',
    rating: 5,
  },
  {
    name: 'Wei L.',
    sign: 'capricorn',
    text:
      'My wife and I ran the advanced synastry on our two charts. It started a really good conversation about ' +
      'how differently we handle stress.',
    rating: 5,
  },
  {
    name: 'Carmen V.',
    sign: 'sagittarius',
    text:
      'Collecting a gem every day became a small ritual. Finishing all twelve earned me a week of Oracle, and ' +
      'I ended up subscribing.',
    rating: 5,
  },
  {
    name: 'Marko P.',
    sign: 'aries',
    text:
      'I checked our compatibility as a joke. The communication part described us so well that we talked about ' +
      'it all evening.',
    rating: 4,
  },
  {
    name: 'Amara O.',
    sign: 'cancer',
    text:
      'The daily horoscope is short enough to read on the bus and specific enough to think about for the rest ' +
      'of the day.',
    rating: 5,
  },
  {
    name: 'Yuki T.',
    sign: 'aquarius',
    text:
      'The chart wheel is clean and the aspect list shows the orbs. As an amateur astrologer, I was glad to see ' +
      'the positions match my own ephemeris.',
    rating: 5,
  },
  {
    name: 'Hannah K.',
    sign: 'taurus',
    text:
      'The Oracle horoscopes are proper readings, not one-liners. I like that each transit comes with the dates ' +
      'it starts and ends.',
    rating: 5,
  },
  {
    name: 'Arjun P.',
    sign: 'gemini',
    text:
      'My parents read their horoscopes in Hindi and I read mine in English, in the same app. That alone made it ' +
      'the family favourite.',
    rating: 5,
  },
  {
    name: 'Tomás G.',
    sign: 'pisces',
    text:
      'I installed Stella on my phone before a hiking trip. With no signal at all, the app still opened and my ' +
      'saved chart was right there.',
    rating: 4,
  },
  {
    name: 'Emily R.',
    sign: 'leo',
    text:
      'I worked out my numerology, then sent the results to Ask Stella. The coach connected my Life Path to my ' +
      "chart in a way I hadn't considered.",
    rating: 5,
  },
  {
    name: 'Diego H.',
    sign: 'scorpio',
    text:
      "I use the three-card spread when I'm stuck on a decision. It doesn't decide for me, but it helps me look " +
      'at the question from another side.',
    rating: 5,
  },
  {
    name: 'Aisha K.',
    sign: 'gemini',
    text:
      'I like that the lucky number and colour stay the same all day, so my sister and I can compare notes in ' +
      'the evening.',
    rating: 4,
  },
  {
    name: 'Lars N.',
    sign: 'capricorn',
    text:
      'I was born the night the clocks went back, and Stella told me my birth time happened twice instead of ' +
      'quietly guessing. That earned my trust.',
    rating: 5,
  },
  {
    name: 'Mei C.',
    sign: 'virgo',
    text: 'The Chinese version is complete, down to the planet descriptions. Master is worth it for the tarot alone.',
    rating: 4,
  },
  {
    name: 'Fatima Z.',
    sign: 'cancer',
    text:
      'I switch between French and English depending on my mood and the app keeps up. The Cancer horoscopes are ' +
      'gentle without being vague.',
    rating: 5,
  },
  {
    name: 'Oliver B.',
    sign: 'sagittarius',
    text:
      "I'm a sceptic who likes the maths. The birth chart shows which planet sits in which house and why, " +
      'without pretending to know my future.',
    rating: 4,
  },
];
