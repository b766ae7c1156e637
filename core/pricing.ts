/**
 * The one price configuration (DEVIATIONS #7): every page that shows a price and the
 * checkout that charges it read these values, so what a user sees is what they pay.
 */
export const CURRENCY = 'EUR';

export const PLAN_IDS = ['explorer', 'oracle', 'master'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'explorer'>;

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per month in the smallest currency unit (cents). */
  monthlyPriceCents: number;
}

export const PLANS: Record<PlanId, Plan> = {
  explorer: { id: 'explorer', name: 'Explorer', monthlyPriceCents: 0 },
  oracle: { id: 'oracle', name: 'Oracle', monthlyPriceCents: 999 },
  master: { id: 'master', name: 'Master', monthlyPriceCents: 1999 },
};

export const TRIAL_DAYS = 7;
export const ORACLE_DAILY_CONVERSATIONS = 25;
export const REFUND_WINDOW_DAYS = 30;

/** "€9.99" in English; other locales place the symbol and separator their own way. */
export function formatPrice(cents: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** "€9.99/month" */
export function formatMonthlyPrice(planId: PlanId, locale = 'en'): string {
  const plan = PLANS[planId];
  return plan.monthlyPriceCents === 0 ? 'Free' : `${formatPrice(plan.monthlyPriceCents, locale)}/month`;
}
