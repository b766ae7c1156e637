/**
 * The one place that decides a user's tier (docs/product.md#server-enforced-tiers), from the three
 * entitlements on the user's own row, the highest of them:
 * - the subscription (payments write it from Stripe, with the instant its access ends);
 * - a running Oracle trial (the gem game grants one);
 * - a complimentary plan, until its end if it has one (an operator's `npm run user:plan`).
 * Every premium route asks `requireTier`; the browser only mirrors the answer.
 */
import type { Context } from 'hono';
import { higherTier, type PaidTier, TIER_NAMES, type Tier, tierIncludes } from '@core/plans';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import type { UserRow } from '@schema/db';
import { requireUser } from './auth-context';

type TierFields = Pick<UserRow, 'isPremium' | 'subscriptionType' | 'trialEndsAt'> &
  Partial<Pick<UserRow, 'premiumUntil' | 'complimentaryPlan' | 'complimentaryUntil'>>;

export function tierOf(user: TierFields | undefined, now = new Date()): Tier {
  if (!user) return 'free';
  const paidUp = !user.premiumUntil || user.premiumUntil > now;
  const subscribed = user.isPremium && user.subscriptionType !== 'free' && paidUp ? user.subscriptionType : 'free';
  const trial: Tier = user.trialEndsAt && user.trialEndsAt > now ? 'oracle' : 'free';
  const running = !user.complimentaryUntil || user.complimentaryUntil > now;
  const complimentary: Tier = user.complimentaryPlan && running ? user.complimentaryPlan : 'free';
  return higherTier(higherTier(subscribed, trial), complimentary);
}

/** The signed-in user if their tier is at least `minimum`; else 401 (signed out) or 403. */
export function requireTier(c: Context<AppEnv>, minimum: PaidTier) {
  const signedIn = requireUser(c);
  if (!tierIncludes(tierOf(signedIn.user), minimum)) {
    throw new ApiError('FORBIDDEN', `This feature needs the ${TIER_NAMES[minimum]} plan or higher`, {
      details: { requiredTier: minimum },
    });
  }
  return signedIn;
}
