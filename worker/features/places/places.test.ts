import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/places-sample.json' with { type: 'json' };
import { PlaceSearchResponseSchema } from '@schema/places';
import { api, expectError, postJson } from '../../../test/api/helpers';

const search = async (q: string, limit?: number) => {
  const res = await api(`/api/places?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.status).toBe(200);
  return PlaceSearchResponseSchema.parse(await res.json()).places;
};

describe('GET /api/places: long queries', () => {
  it('answers any text up to the field limit without a server error', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i} springfield`).join(' ');
    for (const q of [
      words.slice(0, 200),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z',
      'Springfield, '.repeat(15).slice(0, 200),
    ]) {
      const res = await api(`/api/places?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBeLessThan(500);
    }
    // The same text as a birth place: a clear 422 with alternatives, not a server error.
    const chart = await postJson('/api/birth-chart', {
      birthDate: '1990-05-17',
      birthTime: '14:30',
      birthLocation: words.slice(0, 200),
    });
    expect(chart.status).toBe(422);
  });
});

describe('GET /api/places', () => {
  it.each(sample.places.map((p) => [p.input, p] as const))(
    '%s: the top result is the place, with its zone',
    async (_, place) => {
      const [top] = await search(place.input);
      expect(top).toBeDefined();
      expect(Math.abs(top!.latitude - place.latitude)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(top!.longitude - place.longitude)).toBeLessThanOrEqual(0.5);
      expect([place.timeZone, ...(place.timeZoneAliases ?? [])]).toContain(top!.timezone);
    },
  );

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

  it('reads postal and ISO region abbreviations, with or without commas', async () => {
    expect((await search('Austin TX'))[0]?.displayName).toBe('Austin, Texas, United States');
    expect((await search('Sydney NSW'))[0]?.region).toBe('New South Wales');
    expect((await search('Portland, OR'))[0]?.region).toBe('Oregon');
    expect((await search('Portland, Maine'))[0]?.region).toBe('Maine');
    expect((await search('Victoria, BC'))[0]?.region).toBe('British Columbia');
    expect((await search('Springfield Illinois USA'))[0]?.region).toBe('Illinois');
    expect((await search('Springfield, Mass'))[0]?.region).toBe('Massachusetts');
  });

  it.each([
    ['Bombay', 'Mumbai'],
    ['Saigon', 'Ho Chi Minh City'],
    ['Peking', 'Beijing'],
    ['Calcutta', 'Kolkata'],
    ['Leningrad', 'Saint Petersburg'],
    ['Madras', 'Chennai'],
    ['Kiev, Ukraine', 'Kyiv'],
    ['Leningrad, USSR', 'Saint Petersburg'],
  ])('knows the old name %s', async (q, name) => {
    expect((await search(q))[0]?.name).toBe(name);
  });

  it.each([
    ['München, Deutschland', 'Munich'],
    ['Beograd, Srbija', 'Belgrade'],
    ['Москва', 'Moscow'],
    ['Pariz, Francuska', 'Paris'],
    ['Londres, Royaume-Uni', 'London'],
    ['मुंबई', 'Mumbai'],
    ['北京', 'Beijing'],
    ['Munich, West Germany', 'Munich'],
  ])('reads names in other languages: %s', async (q, name) => {
    expect((await search(q))[0]?.name).toBe(name);
  });

  it('tells same-named towns apart by region or country', async () => {
    expect((await search('Birmingham, UK'))[0]?.countryCode).toBe('GB');
    expect((await search('Birmingham, AL'))[0]?.region).toBe('Alabama');
    expect((await search('London, Ontario'))[0]?.countryCode).toBe('CA');
    expect((await search('Paris, Texas'))[0]?.region).toBe('Texas');
    expect((await search('San Jose, Costa Rica'))[0]?.countryCode).toBe('CR');
    expect((await search('San Jose, CA'))[0]?.region).toBe('California');
    expect((await search('Perth, Scotland'))[0]?.region).toBe('Scotland');
  });

  it('finds words within names, short prefixes and Saint/St forms', async () => {
    expect((await search('Petersburg', 5)).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Saint Petersburg', 'Petersburg']),
    );
    expect((await search('Lon'))[0]?.name).toBe('London');
    const typed = await search('m', 20);
    expect(typed).toHaveLength(20);
    // Own names come before alternate names that share the prefix (Istanbul is also "Miklagard").
    expect(typed.slice(0, 5).every((p) => p.name.toLowerCase().startsWith('m'))).toBe(true);
    expect((await search('Saint Louis'))[0]?.name).toBe('St. Louis');
  });

  it('takes a bare region for its seat, and shortens display names', async () => {
    expect((await search('Texas'))[0]?.name).toBe('Austin');
    expect((await search('Moscow, Russia'))[0]?.displayName).toBe('Moscow, Russia');
  });

  it('takes a region for its seat when its country follows, with or without a comma', async () => {
    for (const q of [
      'Chatham Islands',
      'Chatham Islands, New Zealand',
      'Chatham Islands, NZ',
      'Chatham Islands New Zealand',
    ]) {
      const [top] = await search(q);
      expect(top?.name, q).toBe('Waitangi');
      expect(top?.timezone, q).toBe('Pacific/Chatham');
    }
    expect((await search('Texas, USA'))[0]?.name).toBe('Austin');
    expect((await search('Georgia, United States'))[0]?.name).toBe('Atlanta');
    // The country still chooses: Georgia the country is not in the United States, nor Chatham in Australia.
    expect((await search('Georgia, United States')).map((p) => p.countryCode)).not.toContain('GE');
    expect(await search('Chatham Islands, Australia')).toEqual([]);
  });

  it('still reads "Town, Region, Country" and "Town, Country" as a town there', async () => {
    expect((await search('Springfield, Illinois, USA'))[0]?.region).toBe('Illinois');
    expect((await search('Perth, Australia'))[0]?.region).toBe('Western Australia');
    expect((await search('Paris, Texas, USA'))[0]?.region).toBe('Texas');
    expect((await search('Victoria, British Columbia, Canada'))[0]?.region).toBe('British Columbia');
  });

  it('finds nothing when a qualifier names nowhere or contradicts another', async () => {
    expect(await search('Springfield, Narnia')).toEqual([]);
    expect(await search('Paris, Texas, France')).toEqual([]);
  });

  it('respects the limit and refuses bad queries', async () => {
    expect(await search('San', 3)).toHaveLength(3);
    await expectError(await api('/api/places'), 422, 'VALIDATION_FAILED');
    await expectError(await api('/api/places?q=x&limit=50'), 422, 'VALIDATION_FAILED');
    expect(await search('qqqqxxzz')).toEqual([]);
  });
});
