import { describe, expect, it } from 'vitest';
import { withExtension } from './wheel-export';

describe('withExtension', () => {
  it('adds the extension once, whether or not the caller gave one', () => {
    expect(withExtension('stella-chart-1990-05-17', 'svg')).toBe('stella-chart-1990-05-17.svg');
    expect(withExtension('stella-chart-1990-05-17.svg', 'svg')).toBe('stella-chart-1990-05-17.svg');
    expect(withExtension('stella-chart.PNG', 'png')).toBe('stella-chart.png');
  });

  it('never yields an empty or path-like name', () => {
    expect(withExtension('  ', 'png')).toBe('chart-wheel.png');
    expect(withExtension('a/b:c', 'svg')).toBe('a-b-c.svg');
  });
});
