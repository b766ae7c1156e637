/** Plan copy for the plans, pricing and upgrade pages (docs/product.md#tiers tiers). Prices come from core/pricing only. */
import {
  ORACLE_DAILY_CONVERSATIONS,
  type Tier,
  REFUND_WINDOW_DAYS,
  TRIAL_DAYS,
  formatMonthlyPrice,
  TIER_NAMES,
} from '@core/plans';
import type { FeatureIcon } from './marketing';
import type { Faq } from './types';

export interface ComparisonRow {
  feature: string;
  free: boolean | string;
  oracle: boolean | string;
  master: boolean | string;
}

export const planTaglines: Record<Tier, string> = {
  free: 'The essentials of your chart and your day, free for as long as you like.',
  oracle: 'Complete readings, numerology and a daily AI coach for everyday guidance.',
  master: 'Everything Stella offers, with tarot, unlimited coaching and priority help.',
};

export const planFeatures: Record<Tier, string[]> = {
  free: [
    'Basic birth chart',
    'Daily horoscope for every sign',
    'Basic compatibility',
    'Zodiac sign profiles',
    'Astro Gems game and community leaderboard',
  ],
  oracle: [
    'Complete birth chart interpretation',
    'Transits and progressions',
    'Numerology calculator',
    `${ORACLE_DAILY_CONVERSATIONS} AI coach conversations per day`,
    'Export your data',
    'Standard support',
    'Detailed compatibility',
    'Advanced synastry analysis',
    '600-700 word daily horoscopes',
  ],
  master: [
    `Everything in ${TIER_NAMES.oracle}`,
    'Tarot readings with the full 78-card deck',
    'Unlimited AI coach conversations',
    'Priority support',
    'Advanced forecasting',
    'Custom reports',
    'Early access to new features',
  ],
};

export const comparisonRows: readonly ComparisonRow[] = [
  {
    feature: 'Birth chart',
    free: 'Planets, houses, aspects',
    oracle: 'Full interpretation',
    master: 'Full interpretation',
  },
  { feature: 'Daily horoscope', free: 'Short daily reading', oracle: '600-700 words', master: '600-700 words' },
  { feature: 'Zodiac sign profiles', free: true, oracle: true, master: true },
  { feature: 'Compatibility', free: 'Sign to sign', oracle: 'Detailed', master: 'Detailed' },
  { feature: 'Advanced synastry', free: false, oracle: true, master: true },
  { feature: 'Transits and progressions', free: false, oracle: true, master: true },
  { feature: 'Numerology', free: false, oracle: true, master: true },
  {
    feature: 'Ask Stella AI coach',
    free: false,
    oracle: `${ORACLE_DAILY_CONVERSATIONS} conversations a day`,
    master: 'Unlimited',
  },
  { feature: 'Tarot readings', free: false, oracle: false, master: true },
  { feature: 'Advanced forecasting', free: false, oracle: false, master: true },
  { feature: 'Custom reports', free: false, oracle: false, master: true },
  { feature: 'Early access to new features', free: false, oracle: false, master: true },
  { feature: 'Download your data (JSON)', free: true, oracle: true, master: true },
  { feature: 'Support', free: 'Email', oracle: 'Standard', master: 'Priority' },
];

const oracle = TIER_NAMES.oracle;
const master = TIER_NAMES.master;

const cancelAnswer =
  'Yes. Cancel from your profile page whenever you like, with no fee and no questions. Cancelling stops the next ' +
  'renewal; you keep your premium features until the end of the period you have already paid for, then your ' +
  `account returns to the free ${TIER_NAMES.free} plan with your charts and history intact.`;

const securityAnswer =
  'Payments are handled by Stripe, a certified PCI DSS Level 1 payment provider. You enter your card details on ' +
  "Stripe's secure checkout page, so Stella never sees or stores your card number. We only receive what we need to " +
  'run your subscription: the plan, its status and the billing dates.';

export const pricingFaq: readonly Faq[] = [
  {
    question: 'Is there a free trial?',
    answer:
      `Yes. Your first subscription to ${oracle} or ${master} starts with a ${TRIAL_DAYS}-day free trial. You ` +
      'enter a card at checkout, and nothing is charged before the trial ends; cancel from your profile before ' +
      'then and you pay nothing at all.',
  },
  { question: 'Can I cancel anytime?', answer: cancelAnswer },
  {
    question: 'What happens when I change plans?',
    answer:
      'Plan changes take effect at the start of your next billing cycle, with one exception: upgrading from ' +
      `${oracle} to ${master} is immediate. ${master} unlocks the moment you confirm, and you pay only the ` +
      'prorated difference for the days left in your current period. Moving down from ' +
      `${master} to ${oracle} takes effect at your next renewal, so you keep ${master} until then.`,
  },
  {
    question: 'Which currency will I be charged in?',
    answer:
      `All plans are charged in euros (EUR): ${oracle} is ${formatMonthlyPrice('oracle')} and ${master} is ` +
      `${formatMonthlyPrice('master')}, VAT included where it applies. The price shown is the price charged. If ` +
      'your card is in another currency, your bank converts the amount and may add its own fee.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      `Your first subscription is covered by a ${REFUND_WINDOW_DAYS}-day money-back guarantee. If Stella isn't ` +
      `right for you, ask for a refund within ${REFUND_WINDOW_DAYS} days of your first payment and you get the ` +
      'full amount back. Our Refund Policy page (/refund, linked in the footer) explains the steps and timeline.',
  },
  {
    question: 'What happens to my data?',
    answer:
      'Your birth details, charts and readings belong to you. On any plan you can download everything we hold ' +
      'about you as a JSON file from your profile page, and delete your account there too. We never sell your ' +
      'data, and cancelling a subscription does not delete anything.',
  },
  { question: 'Is my payment secure?', answer: securityAnswer },
];

export const upgradeFaq: readonly Faq[] = [
  { question: 'Can I cancel anytime?', answer: cancelAnswer },
  { question: 'Is my payment secure?', answer: securityAnswer },
  {
    question: 'What if I upgrade in the middle of the month?',
    answer:
      'Your new plan starts as soon as checkout completes, and you are billed monthly from that day. If you ' +
      `already have ${oracle} and move up to ${master}, the upgrade is immediate and you pay only the prorated ` +
      `difference for the rest of your current period; after that you pay ${formatMonthlyPrice('master')}.`,
  },
];

/** The plans page's preview of what premium opens (001 "Plans page"): each card links to its tool. */
export interface PlanPreview {
  title: string;
  description: string;
  to: '/ask-stella' | '/birth-chart' | '/compatibility' | '/numerology' | '/tarot';
  icon: FeatureIcon;
  /** The lowest plan that includes it. */
  plan: 'oracle' | 'master';
}

export const planPreviews: readonly PlanPreview[] = [
  {
    title: 'Ask Stella AI Coach',
    description:
      'Talk through love, work or a hard week with a coach who knows your chart: ' +
      `${ORACLE_DAILY_CONVERSATIONS} conversations a day on ${oracle}, unlimited on ${master}.`,
    to: '/ask-stella',
    icon: 'chat',
    plan: 'oracle',
  },
  {
    title: 'Complete Birth Chart',
    description:
      'Every planet read in its sign and house, the aspects between them, and the transits and progressions ' +
      'moving through it now.',
    to: '/birth-chart',
    icon: 'chart',
    plan: 'oracle',
  },
  {
    title: 'Advanced Synastry',
    description:
      'Two full charts compared planet by planet: Moon, Venus, Mars, Mercury and Rising, with the aspects ' +
      'between you.',
    to: '/compatibility',
    icon: 'hearts',
    plan: 'oracle',
  },
  {
    title: 'Numerology',
    description: 'Your Life Path, Expression, Soul Urge, Personality and Birth Day numbers, with master numbers kept.',
    to: '/numerology',
    icon: 'numbers',
    plan: 'oracle',
  },
  {
    title: 'Tarot Readings',
    description: 'The full 78-card deck, shuffled fairly, in single-card, three-card, love and Celtic Cross spreads.',
    to: '/tarot',
    icon: 'cards',
    plan: 'master',
  },
];

/** Shown beside every checkout button (the secure-payment note of 001 "Upgrade page"). */
export const securePaymentNote =
  "Payments are handled by Stripe. Your card details go straight to Stripe's secure checkout, so Stella never " +
  'sees or stores your card number.';

/** The trial line of the plans and upgrade pages. */
export const trialNote =
  `Your first subscription to ${oracle} or ${master} starts with a ${TRIAL_DAYS}-day free trial. Prices are in ` +
  'euros, billed monthly; cancel anytime from your profile.';
