import { describe, expect, it } from 'vitest';
import { compileMessage } from './icu';
import { englishMessageMatcher } from './match';

const SOURCE = {
  'errors.plain': 'Invalid email or password',
  'errors.quoted': "We could not find that place: try 'City, Country' or enter coordinates",
  'errors.plan': 'This feature needs the {plan} plan or higher',
  'errors.time': '{time} did not exist on {date} in {zone}: the clocks moved forward.',
  'errors.count': '{n, plural, one {# chart} other {# charts}}',
};

describe('englishMessageMatcher', () => {
  for (const [form, catalogue] of [
    ['source', SOURCE],
    ['compiled', Object.fromEntries(Object.entries(SOURCE).map(([id, m]) => [id, compileMessage(m)]))],
  ] as const) {
    it(`finds the message an English text was written from (${form} catalogue)`, () => {
      const match = englishMessageMatcher(catalogue);
      expect(match('Invalid email or password')).toEqual({ id: 'errors.plain', values: {} });
      expect(match("We could not find that place: try 'City, Country' or enter coordinates")?.id).toBe('errors.quoted');
      expect(match('This feature needs the Oracle plan or higher')).toEqual({
        id: 'errors.plan',
        values: { plan: 'Oracle' },
      });
      expect(match('02:30 did not exist on 2024-03-31 in Europe/Paris: the clocks moved forward.')?.values).toEqual({
        time: '02:30',
        date: '2024-03-31',
        zone: 'Europe/Paris',
      });
      // A text no message was written from, and plural messages, are not matched.
      expect(match('Something else entirely')).toBeNull();
      expect(match('3 charts')).toBeNull();
    });
  }
});
