import { describe, expect, it } from 'vitest';
import { formatLongDate } from './local-date';

describe('the date heading', () => {
  it('is written in long US English form', () => {
    expect(formatLongDate('2025-06-16')).toBe('Monday, June 16, 2025');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(formatLongDate('2100-12-31')).toBe('Friday, December 31, 2100');
  });
});
