import { describe, expect, it } from 'vitest';
import { formatUtcOffset } from './format';
import { formatDegreeMinute } from './wheel/wheel-model';

describe('chart formatting', () => {
  it('writes offsets as people read them', () => {
    expect(formatUtcOffset(120)).toBe('UTC+2');
    expect(formatUtcOffset(-210)).toBe('UTC−3:30');
    expect(formatUtcOffset(345)).toBe('UTC+5:45');
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(81.4667)).toBe('UTC+1:21'); // local mean time, rounded to the minute
  });

  it('writes degrees and whole minutes within the sign', () => {
    expect(formatDegreeMinute(56.1234)).toBe('26°07′');
    expect(formatDegreeMinute(29.9999)).toBe('29°59′');
    expect(formatDegreeMinute(0)).toBe('0°00′');
  });
});
