import { describe, expect, it } from 'vitest';
import { localBirthDate } from './wheel-panel';

describe('localBirthDate: the downloaded wheel is named for the birth place’s date', () => {
  it('is the local date, not the UTC one', () => {
    // 00:30 on 17 May 1990 in Tokyo (UTC+9) is 15:30 on 16 May in UTC.
    expect(localBirthDate('1990-05-16T15:30:00.000Z', 540)).toBe('1990-05-17');
    expect(localBirthDate('1990-05-17T03:30:00.000Z', -300)).toBe('1990-05-16');
  });
});
