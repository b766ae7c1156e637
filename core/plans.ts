/**
 * The plan vocabulary, once for every layer: the tier ids the API speaks (`free`, `oracle`,
 * `master`, the user's `subscriptionType`), their display names (the free tier is called
 * Explorer), the one price configuration (what a page shows is what checkout charges), and
 * what each tier unlocks. The Worker's tier decision and every page that lists a plan read
 * these values.
 */
export const TIERS = ['free', 'oracle', 'master'] as const;
export type Tier = (typeof TIERS)[number];

export const PAID_TIERS = ['oracle', 'master'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const TIER_NAMES: Record<Tier, string> = { free: 'Explorer', oracle: 'Oracle', master: 'Master' };

const RANK: Record<Tier, number> = { free: 0, oracle: 1, master: 2 };

/** Whether a tier includes another (Master includes Oracle, every tier includes Explorer). */
export function tierIncludes(tier: Tier, minimum: Tier): boolean {
  return RANK[tier] >= RANK[minimum];
}

/** The higher of two tiers. */
export function higherTier(a: Tier, b: Tier): Tier {
  return RANK[a] >= RANK[b] ? a : b;
}

/** A paid tier named in text (an address's `?plan=`, compared case-insensitively), else null. */
export function parsePaidTier(value: string | null | undefined): PaidTier | null {
  const v = value?.toLowerCase();
  return v === 'oracle' || v === 'master' ? v : null;
}

export const CURRENCY = 'EUR';

/** Price per month in the smallest currency unit (cents). */
export const MONTHLY_PRICE_CENTS: Record<Tier, number> = { free: 0, oracle: 999, master: 1999 };

export const TRIAL_DAYS = 7;
export const ORACLE_DAILY_CONVERSATIONS = 25;
/** Master's conversations are unlimited under this fair-use ceiling a day (the terms say so). */
export const MASTER_FAIR_USE_CONVERSATIONS = 200;
/** A conversation with Stella is a thread of at most this many messages (questions and answers). */
export const STELLA_THREAD_MESSAGES = 20;
export const REFUND_WINDOW_DAYS = 30;

/**
 * What the server unlocks, each with the lowest tier that has it, in the order pages list them.
 * This is the one list of what a plan includes: a route that refuses a lower tier and every page
 * that says what a plan includes (plan cards, comparison, upgrade modal, landing cards) read it,
 * so nothing is advertised that a subscriber cannot open. A capability is added here when it is
 * built, never before.
 */
export const CAPABILITIES = {
  birthChart: 'free',
  dailyHoroscope: 'free',
  basicCompatibility: 'free',
  savedCharts: 'free',
  dataExport: 'free',
  astroGems: 'free',
  premiumChartAnalysis: 'oracle',
  premiumHoroscope: 'oracle',
  aiCoach: 'oracle',
  aiChartAnalysis: 'oracle',
  advancedSynastry: 'oracle',
  numerology: 'oracle',
  unlimitedAiCoach: 'master',
  tarot: 'master',
  customReports: 'master',
} as const satisfies Record<string, Tier>;
export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_IDS = Object.keys(CAPABILITIES) as Capability[];

/**
 * Capabilities only their own tier has, not the tiers above it: the gem game is how Explorer
 * members earn a week of Oracle, and a paid plan already holds what it rewards (decision 042).
 */
const ONLY_AT_ITS_TIER: ReadonlySet<Capability> = new Set(['astroGems']);

export function canUse(tier: Tier, capability: Capability): boolean {
  const lowest = CAPABILITIES[capability];
  return ONLY_AT_ITS_TIER.has(capability) ? tier === lowest : tierIncludes(tier, lowest);
}

/** What a tier unlocks beyond the tier below it (everything Explorer has, for Explorer). */
export function capabilitiesAddedBy(tier: Tier): Capability[] {
  return CAPABILITY_IDS.filter((capability) => CAPABILITIES[capability] === tier);
}

/** The tier below a paid one (Master includes Oracle, Oracle includes Explorer). */
export function tierBelow(tier: PaidTier): Tier {
  return TIERS[RANK[tier] - 1] ?? 'free';
}

/** "€9.99" in English; other locales place the symbol and separator their own way. */
export function formatPrice(cents: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** "€9.99/month", or "Free" for Explorer. */
export function formatMonthlyPrice(tier: Tier, locale = 'en'): string {
  const cents = MONTHLY_PRICE_CENTS[tier];
  return cents === 0 ? 'Free' : `${formatPrice(cents, locale)}/month`;
}
