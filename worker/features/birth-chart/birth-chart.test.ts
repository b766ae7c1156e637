import { dailyHoroscope } from '@core/horoscope';
import { bigThreeTexts } from '@core/interpretations';
import { describe, expect, it } from 'vitest';
import places from '../../../test/fixtures/places-sample.json' with { type: 'json' };
import { BirthChartResponseSchema } from '@schema/birth-chart';
import { api, expectError, postJson } from '../../../test/api/helpers';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', birthLocation: 'New York' };
let address = 0;
/** Each test casts from its own client address, so the per-address limit never couples tests. */
const cast = (body: unknown, ip = `198.51.100.${++address}`) =>
  postJson('/api/birth-chart', body, { headers: { 'CF-Connecting-IP': ip } });

describe('POST /api/birth-chart: input', () => {
  it('names each missing or malformed field', async () => {
    const body = await expectError(await cast({}), 422, 'VALIDATION_FAILED');
    expect(body.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['birthDate', 'birthTime']));
  });

  it.each([
    ['1899-12-31', 'birthDate'],
    ['2101-01-01', 'birthDate'],
    ['2021-02-30', 'birthDate'],
    ['21-02-03', 'birthDate'],
  ])('refuses the date %s', async (birthDate, path) => {
    const body = await expectError(
      await cast({ ...NEW_YORK, birthDate, birthTime: '12:00' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(body.issues?.[0]?.path).toBe(path);
  });

  it.each(['24:00', '7:5', '12:60', 'noon'])('refuses the time %s', async (birthTime) => {
    const body = await expectError(
      await cast({ ...NEW_YORK, birthDate: '1990-05-17', birthTime }),
      422,
      'VALIDATION_FAILED',
    );
    expect(body.issues?.[0]?.path).toBe('birthTime');
  });

  it('asks for a place when there is neither text, place id nor coordinates', async () => {
    const body = await expectError(
      await cast({ birthDate: '1990-05-17', birthTime: '14:30' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['birthLocation', 'latitude', 'longitude', 'timezone']);
  });

  it('wants latitude with longitude, and a zone with coordinates', async () => {
    const a = await expectError(
      await cast({ birthDate: '1990-05-17', birthTime: '14:30', latitude: 44.8 }),
      422,
      'VALIDATION_FAILED',
    );
    expect(a.issues?.map((i) => i.path)).toContain('longitude');
    const b = await expectError(
      await cast({ birthDate: '1990-05-17', birthTime: '14:30', latitude: 44.8, longitude: 20.46 }),
      422,
      'VALIDATION_FAILED',
    );
    expect(b.issues?.map((i) => i.path)).toContain('timezone');
  });

  it('refuses an unknown time zone and out-of-range coordinates', async () => {
    const a = await expectError(
      await cast({ ...NEW_YORK, timezone: 'Europe/Atlantis', birthDate: '1990-05-17', birthTime: '14:30' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(a.issues?.[0]?.path).toBe('timezone');
    const b = await expectError(
      await cast({ ...NEW_YORK, latitude: 91, birthDate: '1990-05-17', birthTime: '14:30' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(b.issues?.[0]?.path).toBe('latitude');
  });

  it('refuses an unknown house system', async () => {
    const body = await expectError(
      await cast({ ...NEW_YORK, birthDate: '1990-05-17', birthTime: '14:30', houseSystem: 'topocentric' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(body.issues?.[0]?.path).toBe('houseSystem');
  });
});

describe('POST /api/birth-chart: the zodiac', () => {
  const BELGRADE = { latitude: 44.8176, longitude: 20.4569, timezone: 'Europe/Belgrade', birthLocation: 'Belgrade' };
  const BIRTH = { ...BELGRADE, birthDate: '1990-04-15', birthTime: '14:30' };

  it('refuses a zodiac or an ayanamsa it does not compute, and an ayanamsa without the sidereal zodiac', async () => {
    const zodiac = await expectError(await cast({ ...BIRTH, zodiac: 'draconic' }), 422, 'VALIDATION_FAILED');
    expect(zodiac.issues?.[0]).toMatchObject({ path: 'zodiac', message: 'Choose the tropical or the sidereal zodiac' });
    const ayanamsa = await expectError(
      await cast({ ...BIRTH, zodiac: 'sidereal', ayanamsa: 'raman' }),
      422,
      'VALIDATION_FAILED',
    );
    expect(ayanamsa.issues?.[0]).toMatchObject({
      path: 'ayanamsa',
      message: 'The ayanamsa is lahiri, the only one Stella computes',
    });
    const tropical = await expectError(await cast({ ...BIRTH, ayanamsa: 'lahiri' }), 422, 'VALIDATION_FAILED');
    expect(tropical.issues?.[0]).toMatchObject({
      path: 'ayanamsa',
      message: 'An ayanamsa applies to the sidereal zodiac only',
    });
  });

  it("casts the kundli of the sidereal zodiac: Leo lagna, Venus in Aquarius, the Moon's nakshatra, whole-sign houses", async () => {
    const tropical = BirthChartResponseSchema.parse(await (await cast(BIRTH)).json());
    const res = await cast({ ...BIRTH, zodiac: 'sidereal', ayanamsa: 'lahiri' });
    expect(res.status).toBe(200);
    const body = BirthChartResponseSchema.parse(await res.json());
    expect(tropical.risingSign).toBe('Virgo');
    expect(tropical.zodiac).toBeUndefined();
    expect(body).toMatchObject({ zodiac: 'sidereal', lagnaSign: 'Leo', lagnaLord: 'sun', risingSign: 'Leo' });
    expect(body.ayanamsa).toBeCloseTo(23.72, 1);
    expect(body.chart).toMatchObject({ zodiac: 'sidereal', ayanamsa: body.ayanamsa, houseSystem: 'whole-sign' });
    expect(body.chart.planets.venus.sign).toBe('aquarius');
    expect(body.chart.planets.mercury.sign).toBe('aries');
    const ayanamsa = body.ayanamsa ?? Number.NaN;
    const moon = body.chart.planets.moon.longitude;
    expect(moon).toBeCloseTo((tropical.chart.planets.moon.longitude - ayanamsa + 360) % 360, 8);
    const pada = Math.floor((moon * 108) / 360);
    expect(body.nakshatra).toMatchObject({ index: Math.floor(pada / 4) + 1, pada: (pada % 4) + 1 });
    expect(body.chart.houses?.cusps[0]).toBe(120);
    // Any house system is still there for the asking.
    const placidus = BirthChartResponseSchema.parse(
      await (await cast({ ...BIRTH, zodiac: 'sidereal', houseSystem: 'placidus' })).json(),
    );
    expect(placidus.chart.houseSystem).toBe('placidus');
    expect(placidus.chart.houses?.cusps[0]).toBeCloseTo(placidus.chart.ascendant ?? Number.NaN, 8);
  });

  it("has no lagna without a birth time, but the Moon's nakshatra of noon", async () => {
    const body = BirthChartResponseSchema.parse(
      await (await cast({ ...BIRTH, birthTimeUnknown: true, zodiac: 'sidereal' })).json(),
    );
    expect(body.lagnaSign).toBeNull();
    expect(body.lagnaLord).toBeNull();
    expect(body.chart.houses).toBeNull();
    expect(body.nakshatra?.index).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/birth-chart: local time', () => {
  it('answers a spring-forward gap with NONEXISTENT_LOCAL_TIME and both candidates; a candidate can be chosen', async () => {
    const request = { ...NEW_YORK, birthDate: '2021-03-14', birthTime: '02:30' };
    const body = await expectError(await cast(request), 422, 'NONEXISTENT_LOCAL_TIME');
    expect(body.details?.candidates).toEqual([
      { utc: '2021-03-14T06:30:00.000Z', utcOffsetMinutes: -240 },
      { utc: '2021-03-14T07:30:00.000Z', utcOffsetMinutes: -300 },
    ]);
    const res = await cast({ ...request, utcOffsetMinutes: -300 });
    expect(res.status).toBe(200);
    const chart = BirthChartResponseSchema.parse(await res.json()).chart;
    expect(chart.utc).toBe('2021-03-14T07:30:00.000Z');
    expect(chart.utcOffsetMinutes).toBe(-300);
    expect(chart.timeNotes[0]).toMatch(/did not exist/);
  });

  it('answers a fall-back fold with AMBIGUOUS_LOCAL_TIME and both candidates; a candidate can be chosen', async () => {
    const request = { ...NEW_YORK, birthDate: '2021-11-07', birthTime: '01:30' };
    const body = await expectError(await cast(request), 422, 'AMBIGUOUS_LOCAL_TIME');
    expect(body.details?.candidates).toEqual([
      { utc: '2021-11-07T05:30:00.000Z', utcOffsetMinutes: -240 },
      { utc: '2021-11-07T06:30:00.000Z', utcOffsetMinutes: -300 },
    ]);
    const res = await cast({ ...request, utcOffsetMinutes: -240 });
    expect(BirthChartResponseSchema.parse(await res.json()).chart.utc).toBe('2021-11-07T05:30:00.000Z');
  });

  const timed = places.places.filter((p) => p.birth);
  it.each(timed.map((p) => [p.input, p] as const))(
    '%s: the listed UTC offset, with explicit coordinates and zone',
    async (_, place) => {
      const [birthDate, birthTime] = place.birth!.localDateTime.split('T');
      const res = await cast({
        birthDate,
        birthTime,
        birthLocation: place.input,
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timeZone,
      });
      expect(res.status).toBe(200);
      const { chart } = BirthChartResponseSchema.parse(await res.json());
      expect(chart.utcOffsetMinutes).toBe(place.birth!.utcOffsetMinutes);
      expect(chart.utc.replace('.000', '')).toBe(place.birth!.utc);
      expect(chart.location).toEqual({
        name: place.input,
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timeZone,
      });
    },
  );
});

describe('POST /api/birth-chart: limits', () => {
  it('casts 600 charts a minute per client address, then answers 429 with Retry-After', async () => {
    // The limiter counts in fixed one-minute windows, so a run that straddles a window
    // boundary may pass more than 600 before the first refusal; never fewer.
    const ip = '203.0.113.77';
    const body = { ...NEW_YORK, birthDate: '1990-05-17', birthTime: '99:99' };
    let accepted = 0;
    let refused: Response | undefined;
    while (!refused && accepted < 1300) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => cast(body, ip)));
      for (const res of batch) {
        if (res.status === 429) refused ??= res;
        else {
          expect(res.status).toBe(422);
          if (!refused) accepted++;
        }
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(600);
    expect(refused).toBeDefined();
    await expectError(refused!, 429, 'RATE_LIMITED');
    expect(refused!.headers.get('Retry-After')).toBe('60');
    // Another address is not affected.
    expect((await cast(body, '203.0.113.78')).status).toBe(422);
  });
});

describe('POST /api/birth-chart: the answer', () => {
  const BELGRADE = {
    latitude: 44.8125,
    longitude: 20.4612,
    timezone: 'Europe/Belgrade',
    birthLocation: 'Belgrade, Serbia',
  };

  it('gives the spec fields and the full chart (Belgrade, 1990-05-17 14:30)', async () => {
    const res = await cast({
      ...BELGRADE,
      birthDate: '1990-05-17',
      birthTime: '14:30',
      userId: null,
      isPremium: true,
      date: '2026-11-21',
    });
    expect(res.status).toBe(200);
    const body = BirthChartResponseSchema.parse(await res.json());
    expect([body.sunSign, body.moonSign, body.risingSign]).toEqual(['Taurus', 'Aquarius', 'Virgo']);
    // The Sun sign's daily horoscope for the asked day, as the horoscope page writes it.
    expect(body.horoscopeData).toEqual(dailyHoroscope('taurus', '2026-11-21'));
    expect(body.chart.utcOffsetMinutes).toBe(120);
    expect(body.chart.utc).toBe('1990-05-17T12:30:00.000Z');
    expect(body.chart.houseSystem).toBe('placidus');
    expect(body.chart.houses?.cusps).toHaveLength(12);

    const chartData = JSON.parse(body.chartData);
    // Our own texts for each sign (core/interpretations), not the spec's fallbacks.
    expect(chartData.interpretation).toEqual(bigThreeTexts('taurus', 'aquarius', 'virgo'));
    expect(chartData.interpretation.sun).not.toBe('Your Taurus nature shapes your core personality.');
    expect(Object.keys(chartData.planets)).toHaveLength(10);
    expect(chartData.planets.sun).toMatchObject({ sign: 'Taurus', house: body.chart.planets.sun.house });

    for (const aspect of body.chart.aspects) {
      const limit = { conjunction: 8, opposition: 8, trine: 6, square: 6, sextile: 4 }[aspect.type];
      expect(aspect.orb).toBeLessThanOrEqual(limit);
      expect(aspect.orbLabel).toBe(aspect.orb < 3 ? 'Very tight' : aspect.orb < 6 ? 'Tight' : 'Wide');
    }
  });

  it('casts a noon chart without houses or rising sign when the birth time is unknown', async () => {
    const res = await cast({ ...BELGRADE, birthDate: '1990-05-17', birthTime: '00:00', birthTimeUnknown: true });
    const body = BirthChartResponseSchema.parse(await res.json());
    expect(body.risingSign).toBeNull();
    expect(body.chart.ascendant).toBeNull();
    expect(body.chart.houses).toBeNull();
    expect(body.chart.utc).toBe('1990-05-17T10:00:00.000Z');
    expect(Object.values(body.chart.planets).every((p) => p.house === null)).toBe(true);
    expect(body.chart.aspects.some((a) => a.planet1 === 'ascendant' || a.planet2 === 'ascendant')).toBe(false);
    expect(body.chart.timeNotes.join(' ')).toMatch(/unknown/);
  });

  it('answers every date the form accepts, before 1970 too, with the reading of the asked day', async () => {
    for (const [birthDate, date] of [
      ['1931-07-04', '1931-07-04'],
      ['1900-01-01', '1969-12-31'],
      ['2100-12-31', '2100-12-31'],
    ] as const) {
      const res = await cast({ ...BELGRADE, birthDate, birthTime: '06:15', date });
      expect(res.status, `${birthDate} ${date}`).toBe(200);
      const body = BirthChartResponseSchema.parse(await res.json());
      expect(body.horoscopeData).toEqual(dailyHoroscope(body.chart.planets.sun.sign, date));
    }
  });

  it('uses the house system asked for', async () => {
    const res = await cast({ ...BELGRADE, birthDate: '1990-05-17', birthTime: '14:30', houseSystem: 'whole-sign' });
    const { chart } = BirthChartResponseSchema.parse(await res.json());
    expect(chart.houseSystem).toBe('whole-sign');
    expect(chart.houses?.cusps.every((c) => c % 30 === 0)).toBe(true);
  });
});

describe('POST /api/birth-chart: the place as text', () => {
  const timed = places.places.filter((p) => p.birth);
  it.each(timed.map((p) => [p.input, p] as const))(
    '%s, sent as text, converts with the listed offset',
    async (_, place) => {
      const [birthDate, birthTime] = place.birth!.localDateTime.split('T');
      const res = await cast({ birthDate, birthTime, birthLocation: place.input });
      expect(res.status).toBe(200);
      const { chart } = BirthChartResponseSchema.parse(await res.json());
      expect(chart.utcOffsetMinutes).toBe(place.birth!.utcOffsetMinutes);
      expect(Math.abs(chart.location.latitude - place.latitude)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(chart.location.longitude - place.longitude)).toBeLessThanOrEqual(0.5);
    },
  );

  it('answers PLACE_NOT_FOUND with close alternatives', async () => {
    const body = await expectError(
      await cast({ birthDate: '1990-05-17', birthTime: '14:30', birthLocation: 'Springfield, Atlantis' }),
      422,
      'PLACE_NOT_FOUND',
    );
    expect(body.message).toBe("We could not find that place: try 'City, Country' or enter coordinates");
    const alternatives = body.details?.alternatives as { name: string }[];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.every((a) => a.name === 'Springfield')).toBe(true);
  });

  it('uses a place id from the search', async () => {
    const search = (await (await api('/api/places?q=Belgrade')).json()) as {
      places: { id: number; timezone: string }[];
    };
    const placeId = search.places[0]!.id;
    const res = await cast({ birthDate: '1990-05-17', birthTime: '14:30', placeId });
    const { chart, sunSign } = BirthChartResponseSchema.parse(await res.json());
    expect(chart.location.timezone).toBe('Europe/Belgrade');
    expect(sunSign).toBe('Taurus');
  });
});
