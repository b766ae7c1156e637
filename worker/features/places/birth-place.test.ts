import { describe, expect, it } from 'vitest';
import { BirthChartResponseSchema } from '@schema/birth-chart';
import { PlaceSchema, PlaceSearchResponseSchema } from '@schema/places';
import { expectError, api, postJson } from '../../../test/api/helpers';

const cast = (place: { birthLocation?: string; placeId?: number }) =>
  postJson('/api/birth-chart', { birthDate: '1990-05-17', birthTime: '14:30', ...place });

async function castAt(birthLocation: string) {
  const res = await cast({ birthLocation });
  expect(res.status, birthLocation).toBe(200);
  return BirthChartResponseSchema.parse(await res.json()).chart.location;
}

describe('POST /api/birth-chart: a place several places are called', () => {
  it('asks which Springfield with PLACE_AMBIGUOUS and the candidates, and casts the chosen one by id', async () => {
    const body = await expectError(await cast({ birthLocation: 'Springfield' }), 422, 'PLACE_AMBIGUOUS');
    expect(body.message).toBe(
      'Several places are called "Springfield". Choose the one you were born in, or add its region or country.',
    );
    const candidates = PlaceSchema.array().parse(body.details?.candidates);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    expect(candidates.every((c) => c.name === 'Springfield' && c.country === 'United States')).toBe(true);
    expect(candidates.map((c) => c.region)).toEqual(
      expect.arrayContaining(['Missouri', 'Massachusetts', 'Illinois', 'Oregon']),
    );
    // Best first: the most populous (Missouri) leads.
    expect(candidates[0]?.region).toBe('Missouri');
    const illinois = candidates.find((c) => c.region === 'Illinois')!;
    expect(illinois.displayName).toBe('Springfield, Illinois, United States');
    expect(illinois.timezone).toBe('America/Chicago');

    const res = await cast({ placeId: illinois.id });
    expect(res.status).toBe(200);
    const { chart } = BirthChartResponseSchema.parse(await res.json());
    expect(chart.location.name).toBe('Springfield, Illinois, United States');
    expect(chart.location.latitude).toBeCloseTo(illinois.latitude, 4);
  });

  it('resolves a clear best match at once', async () => {
    expect((await castAt('Paris')).timezone).toBe('Europe/Paris');
    // Lomé (750,000) is also written "Rome" in some alphabet: a place called Rome wins all the same.
    expect((await castAt('Rome')).timezone).toBe('Europe/Rome');
    expect((await castAt('Springfield, Illinois')).name).toBe('Springfield, Illinois, United States');
    expect((await castAt('Springfield, MA')).name).toBe('Springfield, Massachusetts, United States');
  });

  it('says in the search which texts a chart would ask about', async () => {
    const search = async (q: string) => {
      const res = await api(`/api/places?q=${encodeURIComponent(q)}&limit=1`);
      return PlaceSearchResponseSchema.parse(await res.json());
    };
    expect(await search('Springfield')).toMatchObject({ ambiguous: true, places: [{ name: 'Springfield' }] });
    expect(await search('Paris')).toMatchObject({
      ambiguous: false,
      places: [{ countryCode: 'FR', country: 'France' }],
    });
    expect(await search('Springfield, Illinois')).toMatchObject({ ambiguous: false });
  });
});

describe('POST /api/birth-chart: official region names and remote islands', () => {
  it.each([
    ['Vladivostok, Primorsky Krai', 'Vladivostok', 'Asia/Vladivostok'],
    ['Yekaterinburg, Sverdlovsk Oblast', 'Yekaterinburg', 'Asia/Yekaterinburg'],
    ['Sapporo, Hokkaido Prefecture', 'Sapporo', 'Asia/Tokyo'],
    ['Cork, County Cork', 'Cork', 'Europe/Dublin'],
    ['Ames, Story County', 'Ames', 'America/Chicago'],
    ['Ames, Story County, Iowa', 'Ames', 'America/Chicago'],
  ])('%s resolves to %s', async (text, name, timezone) => {
    const where = await castAt(text);
    expect(where.name.split(',')[0]).toBe(name);
    expect(where.timezone).toBe(timezone);
  });

  it.each([
    ['Tristan da Cunha', 'Edinburgh of the Seven Seas', 'Atlantic/St_Helena'],
    ['Pitcairn', 'Adamstown', 'Pacific/Pitcairn'],
    ['Pitcairn Islands', 'Adamstown', 'Pacific/Pitcairn'],
    ['Tokelau', 'Atafu Village', 'Pacific/Fakaofo'],
    ['Cocos (Keeling) Islands', 'West Island', 'Indian/Cocos'],
    ['Cocos Islands', 'West Island', 'Indian/Cocos'],
    ['Svalbard', 'Longyearbyen', 'Arctic/Longyearbyen'],
    ['Chatham Islands', 'Waitangi', 'Pacific/Chatham'],
    ['Faroe Islands', 'Tórshavn', 'Atlantic/Faroe'],
    ['Wallis and Futuna', 'Mata-Utu', 'Pacific/Wallis'],
  ])('the island group %s resolves to %s', async (text, name, timezone) => {
    const where = await castAt(text);
    expect(where.name.split(',')[0]).toBe(name);
    expect(where.timezone).toBe(timezone);
  });

  it('does not take a second-level area alone for a place', async () => {
    const res = await cast({ birthLocation: 'Story County' });
    await expectError(res, 422, 'PLACE_NOT_FOUND');
  });
});
