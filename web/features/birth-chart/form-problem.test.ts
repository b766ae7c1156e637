import { describe, expect, it } from 'vitest';
import { readingLabel } from './form-problem';

describe('readingLabel: the readings of a local time in a DST gap or fold, in the birth place’s own time', () => {
  it('says what the clocks showed for each reading of a time that did not exist (Berlin, 2021-03-28 02:30)', () => {
    const candidates = [
      { utc: '2021-03-28T01:30:00.000Z', utcOffsetMinutes: 60 },
      { utc: '2021-03-28T00:30:00.000Z', utcOffsetMinutes: 120 },
    ];
    const labels = candidates.map((c) => readingLabel(c, candidates, true, '02:30'));
    expect(labels).toEqual([
      '02:30 at UTC+1, which the clocks showed as 03:30',
      '02:30 at UTC+2, which the clocks showed as 01:30',
    ]);
    expect(labels.join(' ')).not.toMatch(/\d\d:\d\d UTC/);
  });

  it('names the first and the second of a time that happened twice (Berlin, 2021-10-31 02:30)', () => {
    const candidates = [
      { utc: '2021-10-31T01:30:00.000Z', utcOffsetMinutes: 60 },
      { utc: '2021-10-31T00:30:00.000Z', utcOffsetMinutes: 120 },
    ];
    expect(candidates.map((c) => readingLabel(c, candidates, false, '02:30'))).toEqual([
      'The second 02:30 (UTC+1)',
      'The first 02:30 (UTC+2)',
    ]);
  });
});
