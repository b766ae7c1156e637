/**
 * Plan copy for the plans, pricing and upgrade pages and the upgrade modal (docs/product.md#tiers).
 * What a plan includes comes from the capability list of core/plans.ts only, prices from its one
 * price configuration.
 */
import type { PagePath } from '@core/pages';
import {
  CAPABILITY_IDS,
  type Capability,
  capabilitiesAddedBy,
  canUse,
  PAID_TIERS,
  type PaidTier,
  REFUND_WINDOW_DAYS,
  TIER_NAMES,
  TRIAL_DAYS,
  type Tier,
  formatMonthlyPrice,
  tierBelow,
} from '@core/plans';
import type { FeatureIcon } from './marketing';
import type { Faq } from './types';

/** What a page says of one capability of core/plans.ts. */
export interface CapabilityCopy {
  /** The line in a plan's list and the row of the comparison table. */
  name: string;
  /** The card of the landing and plans pages. */
  description: string;
  /** Where the capability is used. */
  to: PagePath;
  icon: FeatureIcon;
}

/** Every capability of the one list, in words; a page lists a plan from this and nothing else. */
export const CAPABILITY_COPY: Record<Capability, CapabilityCopy> = {
  birthChart: {
    name: 'Birth chart with planets, houses and aspects',
    description:
      'Your Sun, Moon and Rising signs, every planet by sign, degree and house, and an aspect grid with the orbs, ' +
      'from the real sky.',
    to: '/birth-chart',
    icon: 'chart',
  },
  dailyHoroscope: {
    name: 'Daily horoscope for every sign',
    description: "A reading for every sign, drawn from today's Moon and planetary transits.",
    to: '/horoscope',
    icon: 'sun',
  },
  basicCompatibility: {
    name: 'Sign compatibility',
    description: 'Two signs, their elements and an overall score with passion, communication and balance.',
    to: '/compatibility',
    icon: 'hearts',
  },
  savedCharts: {
    name: 'Saved charts in your profile',
    description: 'The charts you keep are in your profile, to open again at any time.',
    to: '/profile',
    icon: 'orbit',
  },
  dataExport: {
    name: 'Download all your data (JSON)',
    description: 'Everything Stella holds about you, in one file, whenever you ask for it.',
    to: '/profile',
    icon: 'numbers',
  },
  premiumChartAnalysis: {
    name: 'Complete birth chart interpretation',
    description:
      'Every planet read in its sign and its house with its key influences, what each of your twelve houses ' +
      'governs, and what the aspects between your planets mean.',
    to: '/birth-chart',
    icon: 'chart',
  },
};

export const planTaglines: Record<Tier, string> = {
  free: 'The essentials of your chart and your day, free for as long as you like.',
  oracle: `Everything in ${TIER_NAMES.free}, and your birth chart read in full.`,
  master: `Everything in ${TIER_NAMES.oracle}, on the plan that will carry every premium tool as it arrives.`,
};

/** A plan's list: Explorer's capabilities, or "Everything in <the plan below>" and what the plan adds. */
function featuresOf(tier: Tier): string[] {
  const added = capabilitiesAddedBy(tier).map((capability) => CAPABILITY_COPY[capability].name);
  return tier === 'free' ? added : [`Everything in ${TIER_NAMES[tierBelow(tier)]}`, ...added];
}

export const planFeatures: Record<Tier, string[]> = {
  free: featuresOf('free'),
  oracle: featuresOf('oracle'),
  master: featuresOf('master'),
};

/**
 * What a tier adds over the one below, as a phrase for a sentence ("complete birth chart
 * interpretation"); null when it adds nothing yet.
 */
export function addedByPhrase(tier: PaidTier): string | null {
  const names = capabilitiesAddedBy(tier).map((capability) => {
    const name = CAPABILITY_COPY[capability].name;
    return name.charAt(0).toLowerCase() + name.slice(1);
  });
  return names.length ? new Intl.ListFormat('en', { type: 'conjunction' }).format(names) : null;
}

/** Everything a paid plan opens that Explorer does not: the welcome after a payment lists these. */
export function paidFeatures(tier: PaidTier): string[] {
  return CAPABILITY_IDS.filter((capability) => !canUse('free', capability) && canUse(tier, capability)).map(
    (capability) => CAPABILITY_COPY[capability].name,
  );
}

export interface ComparisonRow {
  feature: string;
  free: boolean;
  oracle: boolean;
  master: boolean;
}

/** The comparison table: one row per capability, ticked for each plan that includes it. */
export const comparisonRows: readonly ComparisonRow[] = CAPABILITY_IDS.map((capability) => ({
  feature: CAPABILITY_COPY[capability].name,
  free: canUse('free', capability),
  oracle: canUse('oracle', capability),
  master: canUse('master', capability),
}));

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

/** A card of what a paid plan opens (the plans page's preview, the landing's premium cards). */
export interface PlanPreview extends CapabilityCopy {
  title: string;
  /** The lowest plan that includes it. */
  plan: PaidTier;
}

/** Every capability a paid plan adds, as a card linking to where it is used. */
export const planPreviews: readonly PlanPreview[] = PAID_TIERS.flatMap((plan) =>
  capabilitiesAddedBy(plan).map((capability) => ({
    ...CAPABILITY_COPY[capability],
    title: CAPABILITY_COPY[capability].name,
    plan,
  })),
);

/** Shown beside every checkout button (the secure-payment note of 001 "Upgrade page"). */
export const securePaymentNote =
  "Payments are handled by Stripe. Your card details go straight to Stripe's secure checkout, so Stella never " +
  'sees or stores your card number.';

/** The trial line of the plans and upgrade pages. */
export const trialNote =
  `Your first subscription to ${oracle} or ${master} starts with a ${TRIAL_DAYS}-day free trial. Prices are in ` +
  'euros, billed monthly; cancel anytime from your profile.';
