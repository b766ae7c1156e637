/**
 * Marketing copy and figures (docs/product.md#one-content-module): the spec's claims live here and only here,
 * so an operator changes a number in one place and every page follows.
 */
import { CAPABILITIES } from '@core/plans';
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

/**
 * What a testimonial praises that is not built yet: it is shown once the capability is (its key
 * joins core/plans.ts CAPABILITIES; `languages` with the seven-language issue).
 */
export type AwaitedFeature =
  | 'askStella'
  | 'tarot'
  | 'numerology'
  | 'synastry'
  | 'astroGems'
  | 'premiumHoroscope'
  | 'languages';

export interface Testimonial {
  name: string;
  needs?: AwaitedFeature;
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
    'readings for today and for your relationships. Free to start, and it works offline.',
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

/**
 * The figures the marketing pages quote, once: every page that shows a number reads it here, so
 * the pages never disagree.
 */
export const figures = {
  users: '75K+',
  rating: '4.9',
  countries: '120+',
} as const;

/** The landing page's line under the testimonials. */
export const reviewsBanner = {
  count: figures.users,
  text: `stargazers rate Stella ${figures.rating} out of 5`,
} as const;

/** Plans page (001 "Plans page"). */
export const stats: readonly Stat[] = [
  { value: figures.users, label: 'Users' },
  { value: figures.rating, label: 'Rating' },
  { value: figures.countries, label: 'Countries' },
];

/** About page (001 "Static pages"). */
export const aboutStats: readonly Stat[] = [
  { value: figures.users, label: 'Users' },
  { value: figures.rating, label: 'Rating' },
  { value: figures.countries, label: 'Countries' },
];

const allTestimonials: readonly Testimonial[] = [
  {
    name: 'Milica J.',
    needs: 'languages',
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
    needs: 'askStella',
    sign: 'leo',
    text:
      'I asked Ask Stella why I keep clashing with my manager. The answer looked at my Mars placement and ended ' +
      'with two practical ideas for our next meeting.',
    rating: 5,
  },
  {
    name: 'Chloé D.',
    needs: 'tarot',
    sign: 'pisces',
    text: 'The Celtic Cross spread is beautifully done, and reversed cards get their own meanings. Most apps skip it.',
    rating: 5,
  },
  {
    name: 'Giulia R.',
    needs: 'numerology',
    sign: 'virgo',
    text:
      "I'm a numbers person, so I checked the numerology by hand. My Life Path 11 stayed a master number, " +
      'exactly as it should.',
    rating: 5,
  },
  {
    name: 'Wei L.',
    needs: 'synastry',
    sign: 'capricorn',
    text:
      'My wife and I ran the advanced synastry on our two charts. It started a really good conversation about ' +
      'how differently we handle stress.',
    rating: 5,
  },
  {
    name: 'Carmen V.',
    needs: 'astroGems',
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
    needs: 'premiumHoroscope',
    sign: 'taurus',
    text:
      'The Oracle horoscopes are proper readings, not one-liners. I like that each transit comes with the dates ' +
      'it starts and ends.',
    rating: 5,
  },
  {
    name: 'Arjun P.',
    needs: 'languages',
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
    needs: 'askStella',
    sign: 'leo',
    text:
      'I worked out my numerology, then sent the results to Ask Stella. The coach connected my Life Path to my ' +
      "chart in a way I hadn't considered.",
    rating: 5,
  },
  {
    name: 'Diego H.',
    needs: 'tarot',
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
    needs: 'languages',
    sign: 'virgo',
    text: 'The Chinese version is complete, down to the planet descriptions. Master is worth it for the tarot alone.',
    rating: 4,
  },
  {
    name: 'Fatima Z.',
    needs: 'languages',
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

/** The testimonials the pages show: only words about what a user can do in Stella today. */
export const testimonials: readonly Testimonial[] = allTestimonials.filter(
  (testimonial) => !testimonial.needs || testimonial.needs in CAPABILITIES,
);
