import { describe, expect, it } from 'vitest';
import { tierOf } from './tiers';

const NOW = new Date('2026-11-21T12:00:00Z');
const user = (over: Partial<Parameters<typeof tierOf>[0] & object> = {}) => ({
  isPremium: false,
  subscriptionType: 'free' as const,
  trialEndsAt: null,
  ...over,
});

describe('tierOf', () => {
  it('reads the subscription only when it is premium', () => {
    expect(tierOf(user({ isPremium: true, subscriptionType: 'master' }), NOW)).toBe('master');
    expect(tierOf(user({ isPremium: true, subscriptionType: 'oracle' }), NOW)).toBe('oracle');
    expect(tierOf(user({ isPremium: false, subscriptionType: 'master' }), NOW)).toBe('free');
    expect(tierOf(undefined, NOW)).toBe('free');
  });

  it('grants Oracle during a trial, never less than the subscription, and nothing after it ends', () => {
    expect(tierOf(user({ trialEndsAt: new Date(NOW.getTime() + 1000) }), NOW)).toBe('oracle');
    expect(tierOf(user({ trialEndsAt: new Date(NOW.getTime() - 1000) }), NOW)).toBe('free');
    expect(
      tierOf(user({ isPremium: true, subscriptionType: 'master', trialEndsAt: new Date(NOW.getTime() + 1000) }), NOW),
    ).toBe('master');
  });

  it('grants a complimentary plan until its end, or for good without one, and the highest entitlement wins', () => {
    const later = new Date(NOW.getTime() + 1000);
    const earlier = new Date(NOW.getTime() - 1000);
    expect(tierOf(user({ complimentaryPlan: 'master', complimentaryUntil: later }), NOW)).toBe('master');
    expect(tierOf(user({ complimentaryPlan: 'master', complimentaryUntil: null }), NOW)).toBe('master');
    expect(tierOf(user({ complimentaryPlan: 'master', complimentaryUntil: earlier }), NOW)).toBe('free');
    expect(tierOf(user({ complimentaryPlan: null, complimentaryUntil: later }), NOW)).toBe('free');
    // An Oracle subscriber given Master for a while has Master; when it ends, Oracle again.
    const oracle = { isPremium: true, subscriptionType: 'oracle' as const };
    expect(tierOf(user({ ...oracle, complimentaryPlan: 'master', complimentaryUntil: later }), NOW)).toBe('master');
    expect(tierOf(user({ ...oracle, complimentaryPlan: 'master', complimentaryUntil: earlier }), NOW)).toBe('oracle');
    // A complimentary Oracle never lowers a Master subscription or a trial.
    expect(tierOf(user({ isPremium: true, subscriptionType: 'master', complimentaryPlan: 'oracle' }), NOW)).toBe(
      'master',
    );
    expect(tierOf(user({ trialEndsAt: later, complimentaryPlan: 'oracle', complimentaryUntil: earlier }), NOW)).toBe(
      'oracle',
    );
  });
});
