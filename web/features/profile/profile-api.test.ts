import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './profile-api';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, the bare and the extended file name', () => {
    expect(fileNameFromDisposition('attachment; filename="stella-profile-2026-01-02.json"')).toBe(
      'stella-profile-2026-01-02.json',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.json')).toBe('plain.json');
    expect(fileNameFromDisposition(`attachment; filename="a.json"; filename*=UTF-8''%C3%A9t%C3%A9.json`)).toBe(
      'été.json',
    );
  });

  it('answers null without a name and never a path', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
});
