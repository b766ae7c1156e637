import { describe, expect, it } from 'vitest';
import { CLEAR_RATIO, MAX_CANDIDATES, type RankedMatch, resolveMatches } from './ambiguity';

let made = 0;
const place = (name: string, population: number, extra: Partial<RankedMatch> = {}) => ({
  name,
  score: 6,
  population,
  latitude: (made++ % 80) - 40, // a degree or more apart unless a test says otherwise
  longitude: 0,
  timezone: 'America/Chicago',
  ...extra,
});

const names = (r: ReturnType<typeof resolveMatches<ReturnType<typeof place>>>) =>
  r.kind === 'ambiguous' ? r.candidates.map((c) => c.name) : r.kind === 'clear' ? [r.place.name] : [];

describe('resolveMatches', () => {
  it('finds nothing in no matches, and the one match of one', () => {
    expect(resolveMatches([])).toEqual({ kind: 'none' });
    expect(resolveMatches([place('Tórshavn', 13_200)])).toMatchObject({ kind: 'clear', place: { name: 'Tórshavn' } });
  });

  it('takes the clearly most populous of equally good matches (Paris, France over Paris, Texas)', () => {
    const r = resolveMatches([place('Paris TX', 24_782), place('Paris', 2_138_551), place('Paris ON', 12_310)]);
    expect(r).toMatchObject({ kind: 'clear', place: { name: 'Paris' } });
  });

  it('asks when equally good matches are about as populous (Springfield), best first', () => {
    const r = resolveMatches([
      place('Springfield IL', 116_565),
      place('Springfield MO', 166_810),
      place('Springfield MA', 154_341),
      place('Springfield OR', 60_870),
      place('Springfield OH', 59_680),
      place('Springfield VA', 30_484),
    ]);
    expect(r.kind).toBe('ambiguous');
    // Virginia's 30,484 is less than a fourth of Missouri's 166,810: nobody means it by "Springfield" alone.
    expect(names(r)).toEqual([
      'Springfield MO',
      'Springfield MA',
      'Springfield IL',
      'Springfield OR',
      'Springfield OH',
    ]);
  });

  it('draws the line at exactly CLEAR_RATIO times the people', () => {
    expect(resolveMatches([place('A', CLEAR_RATIO * 1000), place('B', 1000)]).kind).toBe('clear');
    expect(resolveMatches([place('A', CLEAR_RATIO * 1000 - 1), place('B', 1000)]).kind).toBe('ambiguous');
  });

  it('lets only the best match quality compete: a better-named small town beats a prefix of a big one', () => {
    const r = resolveMatches([place('Springfield', 5_000), place('Springfield Gardens', 900_000, { score: 4 })]);
    expect(r).toMatchObject({ kind: 'clear', place: { name: 'Springfield' } });
  });

  it('counts two matches a few kilometres apart in one zone as one place', () => {
    const r = resolveMatches([
      place('Town', 50_000, { latitude: 10, longitude: 10 }),
      place('Town (district)', 40_000, { latitude: 10.1, longitude: 10.05 }),
    ]);
    expect(r).toMatchObject({ kind: 'clear', place: { name: 'Town' } });
    // The same distance across a zone line gives another chart: then the reader is asked.
    const across = resolveMatches([
      place('Town', 50_000, { latitude: 10, longitude: 10 }),
      place('Town (over the line)', 40_000, { latitude: 10.1, longitude: 10.05, timezone: 'America/Denver' }),
    ]);
    expect(across.kind).toBe('ambiguous');
  });

  it('asks between places with no recorded people, and offers at most MAX_CANDIDATES', () => {
    expect(resolveMatches([place('A', 0), place('B', 0)]).kind).toBe('ambiguous');
    const many = Array.from({ length: 12 }, (_, i) => place(`P${i}`, 10_000 + i * 100));
    const r = resolveMatches(many);
    expect(r.kind === 'ambiguous' && r.candidates).toHaveLength(MAX_CANDIDATES);
    expect(names(r)[0]).toBe('P11');
  });

  it('lets a place called what was typed win over places once or elsewhere called so', () => {
    // GeoNames gives Richmond, Virginia the old name Manchester, and Lomé an alternate "Rome".
    expect(resolveMatches([place('Manchester', 395_515), place('Richmond', 226_610, { alias: true })])).toMatchObject({
      kind: 'clear',
      place: { name: 'Manchester' },
    });
    // An old name still resolves when it is the best match ("Bombay"), weighed against all.
    expect(resolveMatches([place('Mumbai', 12_691_836, { alias: true }), place('Bombay', 1_500)])).toMatchObject({
      kind: 'clear',
      place: { name: 'Mumbai' },
    });
    expect(resolveMatches([place('Old name', 100_000, { alias: true }), place('Own name', 90_000)]).kind).toBe(
      'ambiguous',
    );
  });
});
