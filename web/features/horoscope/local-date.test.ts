import { describe, expect, it } from 'vitest';
import { formatLongDate } from './local-date';

describe('the date heading', () => {
  it('is written in long US English form', () => {
    expect(formatLongDate('2025-06-16', 'en-US')).toBe('Monday, June 16, 2025');
    expect(formatLongDate('2024-02-29', 'en-US')).toBe('Thursday, February 29, 2024');
    expect(formatLongDate('2100-12-31', 'en-US')).toBe('Friday, December 31, 2100');
  });
});
