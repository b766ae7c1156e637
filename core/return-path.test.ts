import { describe, expect, it } from 'vitest';
import { sameSitePath } from './return-path';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(sameSitePath('/profile?tab=preferences#sessions')).toBe('/profile?tab=preferences#sessions');
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c');
  });

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'profile',
    '',
  ])('refuses %s, also once it is normalised', (value) => {
    const path = sameSitePath(value);
    expect(path === null || (!path.startsWith('//') && !path.startsWith('/\\'))).toBe(true);
    expect(path).toBeNull();
  });
});
