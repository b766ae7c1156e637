import { describe, expect, it } from 'vitest';
import { heldPlan, planButtons } from './plan-state';

const LOGIN = '/login?returnTo=%2Fpremium';

describe('planButtons (docs/product.md#plan-state)', () => {
  it('signed out: every plan leads to login', () => {
    const b = planButtons(null, LOGIN);
    for (const id of ['free', 'oracle', 'master'] as const) expect(b[id]).toMatchObject({ kind: 'login', to: LOGIN });
  });

  it('free: Explorer is current, Oracle and Master can be bought', () => {
    const b = planButtons('free', LOGIN);
    expect(b.free.kind).toBe('current');
    expect(b.oracle).toEqual({ kind: 'checkout', label: 'Subscribe to Oracle', plan: 'oracle' });
    expect(b.master).toEqual({ kind: 'checkout', label: 'Subscribe to Master', plan: 'master' });
  });

  it('Oracle: current, and may upgrade to Master', () => {
    const b = planButtons('oracle', LOGIN);
    expect(b.oracle.kind).toBe('current');
    expect(b.master).toEqual({ kind: 'checkout', label: 'Upgrade to Master', plan: 'master' });
    expect(b.free.kind).toBe('included');
  });

  it('Master: current, nothing to buy', () => {
    const b = planButtons('master', LOGIN);
    expect(b.master.kind).toBe('current');
    expect(b.oracle.kind).toBe('included');
    expect(b.free.kind).toBe('included');
  });
});

describe('heldPlan', () => {
  const NOW = Date.parse('2026-11-25T12:00:00Z');
  const later = '2026-11-30T12:00:00Z';
  it('is the server tier: a subscription or a complimentary plan', () => {
    expect(heldPlan({ tier: 'master', subscriptionType: 'free', trialEndsAt: null }, NOW)).toBe('master');
    expect(heldPlan({ tier: 'oracle', subscriptionType: 'oracle', trialEndsAt: null }, NOW)).toBe('oracle');
    expect(heldPlan({ tier: 'free', subscriptionType: 'free', trialEndsAt: null }, NOW)).toBe('free');
  });

  it('does not count a running trial as a plan held, so Oracle can still be bought', () => {
    expect(heldPlan({ tier: 'oracle', subscriptionType: 'free', trialEndsAt: later }, NOW)).toBe('free');
    expect(heldPlan({ tier: 'master', subscriptionType: 'master', trialEndsAt: later }, NOW)).toBe('master');
  });
});
