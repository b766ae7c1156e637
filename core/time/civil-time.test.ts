import { describe, expect, it } from 'vitest';
import places from '../../test/fixtures/places-sample.json' with { type: 'json' };
import { UnknownTimeZoneError, civilTimeToUtc, formatOffset, isValidTimeZone, zoneOffsetMinutes } from './civil-time';

const split = (local: string) => {
  const [date, time] = local.split('T') as [string, string];
  return { date, time };
};

describe('civil time to UTC', () => {
  const timed = places.places.filter((p) => p.birth);
  it.each(timed.map((p) => [p.input, p] as const))('%s converts with the listed UTC offset', (_, place) => {
    const birth = place.birth!;
    const result = civilTimeToUtc({
      ...split(birth.localDateTime),
      timeZone: place.timeZone,
      longitude: place.longitude,
    });
    expect(result).toMatchObject({ kind: 'ok', utcOffsetMinutes: birth.utcOffsetMinutes, notes: [] });
    if (result.kind === 'ok') expect(result.utc.toISOString().replace('.000', '')).toBe(birth.utc);
  });

  it('refuses a spring-forward gap and offers both readings', () => {
    const input = { date: '2021-03-14', time: '02:30', timeZone: 'America/New_York', longitude: -74.006 };
    const result = civilTimeToUtc(input);
    expect(result).toEqual({
      kind: 'nonexistent',
      candidates: [
        { utc: '2021-03-14T06:30:00.000Z', utcOffsetMinutes: -240 },
        { utc: '2021-03-14T07:30:00.000Z', utcOffsetMinutes: -300 },
      ],
    });
    const chosen = civilTimeToUtc({ ...input, utcOffsetMinutes: -300 });
    expect(chosen).toMatchObject({ kind: 'ok', utcOffsetMinutes: -300 });
    if (chosen.kind === 'ok') {
      expect(chosen.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
      expect(chosen.notes[0]).toMatch(/did not exist/);
    }
  });

  it('refuses a fall-back fold and offers both readings', () => {
    const input = { date: '2021-11-07', time: '01:30', timeZone: 'America/New_York', longitude: -74.006 };
    expect(civilTimeToUtc(input)).toEqual({
      kind: 'ambiguous',
      candidates: [
        { utc: '2021-11-07T05:30:00.000Z', utcOffsetMinutes: -240 },
        { utc: '2021-11-07T06:30:00.000Z', utcOffsetMinutes: -300 },
      ],
    });
    const chosen = civilTimeToUtc({ ...input, utcOffsetMinutes: -240 });
    expect(chosen).toMatchObject({ kind: 'ok', utcOffsetMinutes: -240 });
    if (chosen.kind === 'ok') expect(chosen.notes[0]).toMatch(/happened twice/);
  });

  it('does not take an offset that the zone did not have', () => {
    const result = civilTimeToUtc({
      date: '2021-07-01',
      time: '12:00',
      timeZone: 'America/New_York',
      longitude: -74,
      utcOffsetMinutes: -300,
    });
    expect(result).toMatchObject({ kind: 'offset-mismatch', utcOffsetMinutes: -240 });
  });

  it("uses Ulm's local mean time before Germany adopted standard time, not Berlin's", () => {
    const result = civilTimeToUtc({ date: '1879-03-14', time: '11:30', timeZone: 'Europe/Berlin', longitude: 9.99 });
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(result.utcOffsetMinutes).toBeCloseTo(39.96, 6);
    expect(formatOffset(result.utcOffsetMinutes)).toBe('+00:39:58');
    expect(result.utc.toISOString()).toBe('1879-03-14T10:50:02.400Z');
    expect(result.notes[0]).toMatch(/local mean time at longitude 9\.99°/);
    // Berlin's own LMT would have been +00:53:28.
    expect(formatOffset(zoneOffsetMinutes('Europe/Berlin', Date.UTC(1879, 2, 14)))).toBe('+00:53:28');
  });

  it('keeps standard time once adopted (Berlin, 1900)', () => {
    expect(
      civilTimeToUtc({ date: '1900-06-01', time: '12:00', timeZone: 'Europe/Berlin', longitude: 9.99 }),
    ).toMatchObject({
      kind: 'ok',
      utcOffsetMinutes: 60,
      notes: [],
    });
  });

  it('accepts UTC and refuses unknown zones', () => {
    expect(civilTimeToUtc({ date: '1950-01-01', time: '00:00:30', timeZone: 'UTC', longitude: 0 })).toMatchObject({
      kind: 'ok',
      utcOffsetMinutes: 0,
    });
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() =>
      civilTimeToUtc({ date: '2000-01-01', time: '12:00', timeZone: 'Mars/Olympus_Mons', longitude: 0 }),
    ).toThrow(UnknownTimeZoneError);
  });

  it('handles zones whose offset is not whole hours, and war time', () => {
    expect(
      civilTimeToUtc({ date: '2000-01-01', time: '12:00', timeZone: 'Asia/Kathmandu', longitude: 85.3 }),
    ).toMatchObject({
      utcOffsetMinutes: 345,
    });
    expect(
      civilTimeToUtc({ date: '1944-01-15', time: '12:00', timeZone: 'America/New_York', longitude: -74 }),
    ).toMatchObject({
      utcOffsetMinutes: -240,
    });
  });
});
