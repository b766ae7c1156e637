import { describe, expect, it } from 'vitest';
import {
  canUse,
  formatMonthlyPrice,
  formatPrice,
  MONTHLY_PRICE_CENTS,
  parsePaidTier,
  TIER_NAMES,
  tierIncludes,
} from './plans';

describe('plans', () => {
  it('price Oracle and Master at EUR 9.99 and 19.99, Explorer free', () => {
    expect(MONTHLY_PRICE_CENTS.oracle).toBe(999);
    expect(MONTHLY_PRICE_CENTS.master).toBe(1999);
    expect(formatMonthlyPrice('oracle')).toBe('€9.99/month');
    expect(formatMonthlyPrice('master')).toBe('€19.99/month');
    expect(formatMonthlyPrice('free')).toBe('Free');
  });

  it('format prices in the reader’s locale', () => {
    expect(formatPrice(999, 'fr')).toMatch(/^9,99\s€$/);
  });

  it('name the free tier Explorer', () => {
    expect(TIER_NAMES).toEqual({ free: 'Explorer', oracle: 'Oracle', master: 'Master' });
  });

  it('rank the tiers: Master includes Oracle, every tier includes Explorer', () => {
    expect(tierIncludes('master', 'oracle')).toBe(true);
    expect(tierIncludes('oracle', 'master')).toBe(false);
    expect(tierIncludes('free', 'oracle')).toBe(false);
    expect(tierIncludes('oracle', 'free')).toBe(true);
    expect(canUse('free', 'premiumChartAnalysis')).toBe(false);
    expect(canUse('oracle', 'premiumChartAnalysis')).toBe(true);
  });

  it('read a paid tier from an address, case-insensitively', () => {
    expect(parsePaidTier('Master')).toBe('master');
    expect(parsePaidTier('explorer')).toBeNull();
    expect(parsePaidTier('free')).toBeNull();
    expect(parsePaidTier(null)).toBeNull();
  });
});
