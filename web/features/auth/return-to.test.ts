import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnTo('/birth-chart')).toBe('/birth-chart');
    expect(safeReturnTo('/profile?tab=preferences')).toBe('/profile?tab=preferences');
    expect(safeReturnTo('/horoscope#today')).toBe('/horoscope#today');
  });

  it('sends anything missing or empty home', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses other hosts, however they are spelled', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /birth-chart',
    ]) {
      expect(safeReturnTo(value), JSON.stringify(value)).toBe('/');
    }
  });

  it('does not return to the sign-in pages, the API or the auth entry points', () => {
    for (const value of [
      '/signin',
      '/login/',
      '/signup?x=1',
      '/verify-email?token=t',
      '/reset-password',
      '/api/auth/user',
      '/auth',
      '/auth/check',
    ]) {
      expect(safeReturnTo(value), value).toBe('/');
    }
    expect(safeReturnTo('/authors')).toBe('/authors');
  });

  it('refuses absurdly long values', () => {
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
