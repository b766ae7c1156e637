import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/places-sample.json' with { type: 'json' };
import { PlaceSearchResponseSchema } from '../../../schema/places';
import { api, expectError } from '../../../test/api/helpers';

const search = async (q: string, limit?: number) => {
  const res = await api(`/api/places?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.status).toBe(200);
  return PlaceSearchResponseSchema.parse(await res.json()).places;
};

describe('GET /api/places', () => {
  it.each(sample.places.map((p) => [p.input, p] as const))('%s: the top result is the place, with its zone', async (_, place) => {
    const [top] = await search(place.input);
    expect(top).toBeDefined();
    expect(Math.abs(top!.latitude - place.latitude)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(top!.longitude - place.longitude)).toBeLessThanOrEqual(0.5);
    expect([place.timeZone, ...(place.timeZoneAliases ?? [])]).toContain(top!.timezone);
  });

  it.each(['Paris', 'Tokyo', 'Kathmandu', 'zurich', 'Samoa'])('finds the bare name %s', async (q) => {
    const [top] = await search(q);
    expect(top?.population).toBeGreaterThan(10_000);
  });

  it('ignores accents and case, and knows old names and foreign country names', async () => {
    expect((await search('ZÜRICH'))[0]?.name).toBe('Zürich');
    expect((await search('Bombay'))[0]?.name).toBe('Mumbai');
    expect((await search('Muenchen'))[0]?.name).toBe('Munich');
    expect((await search('Berlin, Deutschland'))[0]?.countryCode).toBe('DE');
    expect((await search('Roma, Italia'))[0]?.name).toBe('Rome');
  });

  it('reads region codes and names, and gives both readings of Springfield and Georgia', async () => {
    expect((await search('Springfield, IL'))[0]?.region).toBe('Illinois');
    expect((await search('Springfield, Missouri'))[0]?.region).toBe('Missouri');
    const springfields = await search('Springfield', 10);
    expect(springfields.map((p) => p.region)).toEqual(expect.arrayContaining(['Illinois', 'Missouri']));
    expect(springfields.filter((p) => p.name === 'Springfield').length).toBeGreaterThanOrEqual(2);
    const georgia = await search('Georgia', 5);
    expect(georgia.map((p) => p.countryCode)).toEqual(expect.arrayContaining(['GE', 'US']));
  });

  it('answers "City, Region, Country" display names', async () => {
    expect((await search('Perth, WA'))[0]?.displayName).toBe('Perth, Western Australia, Australia');
  });

  it('respects the limit and refuses bad queries', async () => {
    expect(await search('San', 3)).toHaveLength(3);
    await expectError(await api('/api/places'), 422, 'VALIDATION_FAILED');
    await expectError(await api('/api/places?q=x&limit=50'), 422, 'VALIDATION_FAILED');
    expect(await search('qqqqxxzz')).toEqual([]);
  });
});
