import { describe, expect, it } from 'vitest';
import { includesPlan, paidPlanParam, planButtons } from './plan-state';

const LOGIN = '/login?returnTo=%2Fpremium';

describe('planButtons (001 §4 "Plan state")', () => {
  it('signed out: every plan leads to login', () => {
    const b = planButtons(null, LOGIN);
    for (const id of ['explorer', 'oracle', 'master'] as const)
      expect(b[id]).toMatchObject({ kind: 'login', to: LOGIN });
  });

  it('free: Explorer is current, Oracle and Master can be bought', () => {
    const b = planButtons('free', LOGIN);
    expect(b.explorer.kind).toBe('current');
    expect(b.oracle).toEqual({ kind: 'checkout', label: 'Subscribe to Oracle', plan: 'oracle' });
    expect(b.master).toEqual({ kind: 'checkout', label: 'Subscribe to Master', plan: 'master' });
  });

  it('Oracle: current, and may upgrade to Master', () => {
    const b = planButtons('oracle', LOGIN);
    expect(b.oracle.kind).toBe('current');
    expect(b.master).toEqual({ kind: 'checkout', label: 'Upgrade to Master', plan: 'master' });
    expect(b.explorer.kind).toBe('included');
  });

  it('Master: current, nothing to buy', () => {
    const b = planButtons('master', LOGIN);
    expect(b.master.kind).toBe('current');
    expect(b.oracle.kind).toBe('included');
    expect(b.explorer.kind).toBe('included');
  });
});

describe('includesPlan and paidPlanParam', () => {
  it('Master includes Oracle; free includes neither', () => {
    expect(includesPlan('master', 'oracle')).toBe(true);
    expect(includesPlan('oracle', 'master')).toBe(false);
    expect(includesPlan('free', 'oracle')).toBe(false);
  });

  it('reads only the two paid plans from an address', () => {
    expect(paidPlanParam('Master')).toBe('master');
    expect(paidPlanParam('explorer')).toBeNull();
    expect(paidPlanParam(null)).toBeNull();
  });
});
