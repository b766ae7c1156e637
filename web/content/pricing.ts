/**
 * Plan copy for the plans, pricing and upgrade pages and the upgrade modal (docs/product.md#tiers).
 * What a plan includes comes from the capability list of core/plans.ts only, prices from its one
 * price configuration, the words from the catalogue (payments.plan.*), read in the active language
 * when a page shows them.
 */
import type { PagePath } from '@core/pages';
import {
  CAPABILITY_IDS,
  type Capability,
  capabilitiesAddedBy,
  canUse,
  MONTHLY_PRICE_CENTS,
  PAID_TIERS,
  type PaidTier,
  REFUND_WINDOW_DAYS,
  TIER_NAMES,
  TRIAL_DAYS,
  type Tier,
  formatPrice,
  tierBelow,
} from '@core/plans';
import { activeTag, translate } from '@web/lib/i18n';
import type { FeatureIcon } from './marketing';
import { type PaymentsMessageId, localized, paymentsMessages } from './messages';
import type { Faq } from './types';

const say = (key: PaymentsMessageId, values?: Record<string, string | number>) =>
  translate(paymentsMessages, key, values);

/** "€9.99/month" in the reader's language, or "Free" for Explorer. */
export function monthlyPrice(tier: Tier): string {
  const cents = MONTHLY_PRICE_CENTS[tier];
  return cents === 0
    ? say('payments.price.free')
    : say('payments.price.monthly', { price: formatPrice(cents, activeTag()) });
}

/** What a page says of one capability of core/plans.ts. */
export interface CapabilityCopy {
  /** The line in a plan's list and the row of the comparison table. */
  readonly name: string;
  /** The card of the landing and plans pages. */
  readonly description: string;
  /** Where the capability is used. */
  to: PagePath;
  icon: FeatureIcon;
}

const capability = (id: Capability, to: PagePath, icon: FeatureIcon): CapabilityCopy =>
  Object.assign(
    localized({
      name: `payments.plan.capability.${id}.name`,
      description: `payments.plan.capability.${id}.description`,
    }),
    { to, icon },
  );

/**
 * Every capability of the one list, in words (payments.plan.capability.* of the catalogue, read
 * in the active language); a page lists a plan from this and nothing else.
 */
export const CAPABILITY_COPY: Record<Capability, CapabilityCopy> = {
  birthChart: capability('birthChart', '/birth-chart', 'chart'),
  dailyHoroscope: capability('dailyHoroscope', '/horoscope', 'sun'),
  basicCompatibility: capability('basicCompatibility', '/compatibility', 'hearts'),
  savedCharts: capability('savedCharts', '/profile', 'orbit'),
  dataExport: capability('dataExport', '/profile', 'numbers'),
  astroGems: capability('astroGems', '/astro-gems', 'gem'),
  premiumChartAnalysis: capability('premiumChartAnalysis', '/birth-chart', 'chart'),
  premiumHoroscope: capability('premiumHoroscope', '/premium-horoscope', 'sun'),
  aiCoach: capability('aiCoach', '/ask-stella', 'chat'),
  aiChartAnalysis: capability('aiChartAnalysis', '/birth-chart', 'chart'),
  advancedSynastry: capability('advancedSynastry', '/compatibility', 'hearts'),
  numerology: capability('numerology', '/numerology', 'numbers'),
  unlimitedAiCoach: capability('unlimitedAiCoach', '/ask-stella', 'chat'),
  tarot: capability('tarot', '/tarot', 'cards'),
  customReports: capability('customReports', '/birth-chart', 'chart'),
};

export const planTaglines: Readonly<Record<Tier, string>> = localized({
  free: 'payments.plan.tagline.free',
  oracle: 'payments.plan.tagline.oracle',
  master: 'payments.plan.tagline.master',
});

/** A plan's list: Explorer's capabilities, or "Everything in <the plan below>" and what the plan adds. */
export function featuresOf(tier: Tier): string[] {
  const added = capabilitiesAddedBy(tier).map((id) => CAPABILITY_COPY[id].name);
  return tier === 'free' ? added : [say('payments.plan.everythingIn', { plan: TIER_NAMES[tierBelow(tier)] }), ...added];
}

/** Each plan's list, read in the active language. */
export const planFeatures: Readonly<Record<Tier, string[]>> = Object.defineProperties({} as Record<Tier, string[]>, {
  free: { get: () => featuresOf('free'), enumerable: true },
  oracle: { get: () => featuresOf('oracle'), enumerable: true },
  master: { get: () => featuresOf('master'), enumerable: true },
});

/**
 * What a tier adds over the one below, as a phrase for a sentence ("complete birth chart
 * interpretation"); null when it adds nothing yet.
 */
export function addedByPhrase(tier: PaidTier): string | null {
  const names = capabilitiesAddedBy(tier).map((id) => say(`payments.plan.capability.${id}.phrase`));
  return names.length ? new Intl.ListFormat(activeTag(), { type: 'conjunction' }).format(names) : null;
}

/** Everything a paid plan opens that Explorer does not: the welcome after a payment lists these. */
export function paidFeatures(tier: PaidTier): string[] {
  return CAPABILITY_IDS.filter((id) => !canUse('free', id) && canUse(tier, id)).map((id) => CAPABILITY_COPY[id].name);
}

export interface ComparisonRow {
  readonly feature: string;
  free: boolean;
  oracle: boolean;
  master: boolean;
}

/** The comparison table: one row per capability, ticked for each plan that includes it. */
export const comparisonRows: readonly ComparisonRow[] = CAPABILITY_IDS.map((id) =>
  Object.assign(localized({ feature: `payments.plan.capability.${id}.name` }), {
    free: canUse('free', id),
    oracle: canUse('oracle', id),
    master: canUse('master', id),
  }),
);

/** The figures the answers quote, formatted for the active language when read. */
const faqValues = () => ({
  trialDays: TRIAL_DAYS,
  refundDays: REFUND_WINDOW_DAYS,
  oraclePrice: monthlyPrice('oracle'),
  masterPrice: monthlyPrice('master'),
});

type FaqId = 'trial' | 'cancel' | 'change' | 'currency' | 'refund' | 'data' | 'security' | 'midMonth';
const faq = (id: FaqId): Faq =>
  localized({ question: `payments.plan.faq.${id}.question`, answer: `payments.plan.faq.${id}.answer` }, faqValues);

export const pricingFaq: readonly Faq[] = [
  faq('trial'),
  faq('cancel'),
  faq('change'),
  faq('currency'),
  faq('refund'),
  faq('data'),
  faq('security'),
];

export const upgradeFaq: readonly Faq[] = [faq('cancel'), faq('security'), faq('midMonth')];

/** A card of what a paid plan opens (the plans page's preview, the landing's premium cards). */
export interface PlanPreview extends CapabilityCopy {
  readonly title: string;
  /** The lowest plan that includes it. */
  plan: PaidTier;
}

/** Every capability a paid plan adds, as a card linking to where it is used. */
export const planPreviews: readonly PlanPreview[] = PAID_TIERS.flatMap((plan) =>
  capabilitiesAddedBy(plan).map((id) => {
    const copy = CAPABILITY_COPY[id];
    return Object.assign(
      localized({
        name: `payments.plan.capability.${id}.name`,
        title: `payments.plan.capability.${id}.name`,
        description: `payments.plan.capability.${id}.description`,
      }),
      { to: copy.to, icon: copy.icon, plan },
    );
  }),
);

/** Shown beside every checkout button (the secure-payment note: docs/product.md#upgrade-page-and-modal). */
export const securePaymentNote = (): string => say('payments.plan.securePaymentNote');

/** The trial line of the plans and upgrade pages. */
export const trialNote = (): string => say('payments.plan.trialNote', { trialDays: TRIAL_DAYS });
