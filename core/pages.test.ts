import { describe, expect, it } from 'vitest';
import { isPagePath, pagePattern } from './pages';

describe('isPagePath', () => {
  it.each(['/', '/about', '/about/', '/ABOUT', '/ask-stella', '/u/abc123', '/premium/success', '/payment/cancel/'])(
    '%s is a page',
    (path) => expect(isPagePath(path)).toBe(true),
  );

  it.each([
    '/numerology/x',
    '/tarot/x',
    '/about/x',
    '/u/',
    '/u/a/b',
    '//about',
    '/premium/successful',
    '/birth-chart.',
  ])('%s is not a page', (path) => expect(isPagePath(path)).toBe(false));

  it('reads a parameter as one segment only', () => {
    expect(pagePattern('/u/:id').test('/u/a%2Fb')).toBe(true);
    expect(pagePattern('/u/:id').test('/u/a/b')).toBe(false);
  });
});

describe('pagePattern with a query', () => {
  it('reads a page path followed by a query string', () => {
    const pattern = pagePattern('/birth-chart', { query: true });
    expect(pattern.test('/birth-chart?tab=x')).toBe(true);
    expect(pattern.test('/birth-chart')).toBe(true);
    expect(pattern.test('/birth-chart-x?tab=x')).toBe(false);
    expect(pagePattern('/', { query: true }).test('/?utm=1')).toBe(true);
    expect(pagePattern('/', { query: true }).test('/x')).toBe(false);
  });
});
