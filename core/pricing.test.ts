import { describe, expect, it } from 'vitest';
import { PLANS, formatMonthlyPrice, formatPrice } from './pricing';

describe('price configuration', () => {
  it('defaults to EUR 9.99 and 19.99 (DEVIATIONS #7)', () => {
    expect(PLANS.oracle.monthlyPriceCents).toBe(999);
    expect(PLANS.master.monthlyPriceCents).toBe(1999);
    expect(formatMonthlyPrice('oracle')).toBe('€9.99/month');
    expect(formatMonthlyPrice('master')).toBe('€19.99/month');
    expect(formatMonthlyPrice('explorer')).toBe('Free');
  });

  it('formats in the reader’s locale', () => {
    expect(formatPrice(999, 'fr')).toMatch(/^9,99\s€$/);
  });
});
