import { describe, expect, it } from 'vitest';
import { SKY_TEXTS } from '@core/sky/texts/index';
import type { HoroscopeAnswer, TimelineAnswer } from '@schema/horoscope';
import { type Client, PASSWORD, createUser, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';

const PREMIUM_SECTIONS = ['transits', 'planetary_hours', 'progressions', 'void_moon', 'retrogrades'];

async function day(client: Client, path: string): Promise<HoroscopeAnswer> {
  const res = await client.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as HoroscopeAnswer;
}

async function trialClient(): Promise<Client> {
  const user = await createUser({ tier: 'free', trialDays: 3 });
  const client = newClient();
  expect((await client.post('/api/auth/email/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  return client;
}

/** A signed-in client whose "my chart" is a chart cast in Belgrade with a known birth time. */
async function withMyChart(client: Client): Promise<void> {
  const saved = await client.post('/api/birth-charts', {
    name: 'Me',
    birthDate: '1990-05-04',
    birthTime: '12:30',
    latitude: 44.8176,
    longitude: 20.4569,
    timezone: 'Europe/Belgrade',
  });
  expect(saved.status).toBe(201);
  const { chart } = (await saved.json()) as { chart: { id: string } };
  expect(
    (
      await client.request('/api/user/my-chart', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chartId: chart.id }),
      })
    ).status,
  ).toBe(200);
}

describe('GET /api/astrology/horoscope/{sign}/{period}: who gets the premium insights', () => {
  it('gives them to Oracle, Master and a running trial, and to nobody else', async () => {
    const path = '/api/astrology/horoscope/leo/today?premium=true&timeZone=Europe/Paris';
    const visitor = await expectError(await newClient().request(path), 401, 'UNAUTHORIZED');
    expect(visitor.message).toBe('Please sign in to continue');
    const free = await expectError(await (await signedInClient('free')).request(path), 403, 'FORBIDDEN');
    expect(free.message).toBe('This feature needs the Oracle plan or higher');
    for (const client of [await signedInClient('oracle'), await signedInClient('master'), await trialClient()]) {
      const answer = await day(client, path);
      expect(Object.keys(answer.premium ?? {})).toEqual(expect.arrayContaining(PREMIUM_SECTIONS));
    }
  });

  it('gives everyone the basic section, and nobody premium data without asking', async () => {
    for (const client of [newClient(), await signedInClient('free'), await signedInClient('master')]) {
      const answer = await day(client, '/api/astrology/horoscope/pisces/today');
      expect(answer.premium).toBeUndefined();
      expect(Object.keys(answer.basic)).toEqual(
        expect.arrayContaining(['description', 'mood', 'color', 'lucky_number', 'lucky_time']),
      );
      expect(answer.basic.description.length).toBeGreaterThan(80);
      expect(answer.basic.lucky_number).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /api/astrology/horoscope/{sign}/{period}: the reader calendar', () => {
  it('reads yesterday, today and tomorrow on the reader calendar, in their zone', async () => {
    const client = newClient();
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      const today = await day(client, `/api/astrology/horoscope/aries/today?timeZone=${timeZone}`);
      const after = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      expect([before, after]).toContain(today.date);
      expect(today.timeZone).toBe(timeZone);
      const shift = (date: string, days: number) =>
        new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const yesterday = await day(client, `/api/astrology/horoscope/aries/yesterday?timeZone=${timeZone}`);
      const tomorrow = await day(client, `/api/astrology/horoscope/aries/tomorrow?timeZone=${timeZone}`);
      expect([shift(before, -1), shift(after, -1)]).toContain(yesterday.date);
      expect([shift(before, 1), shift(after, 1)]).toContain(tomorrow.date);
    }
  });

  it('reads any date of 1900-2100 for the archive, the same for every reader', async () => {
    const a = await day(newClient(), '/api/astrology/horoscope/virgo/today?date=1969-07-20&timeZone=UTC');
    const b = await day(newClient(), '/api/astrology/horoscope/virgo/tomorrow?date=1969-07-20&timeZone=UTC');
    expect(a.date).toBe('1969-07-20');
    expect(b.basic).toEqual(a.basic);
    const late = await newClient().request('/api/astrology/horoscope/virgo/today?date=2101-01-01');
    const body = await expectError(late, 422, 'VALIDATION_FAILED');
    expect(body.issues?.[0]?.message).toBe('The date must lie between 1900-01-01 and 2100-12-31');
  });

  it('names a wrong sign or period in the reader language', async () => {
    const res = await newClient().request('/api/astrology/horoscope/Leo/someday', {
      headers: { 'Accept-Language': 'es' },
    });
    const body = await expectError(res, 422, 'VALIDATION_FAILED');
    expect(Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]))).toEqual({
      sign: 'Elige uno de los doce signos, en minúsculas (de aries a pisces)',
      period: 'El periodo es yesterday, today o tomorrow (ayer, hoy o mañana)',
    });
  });
});

describe('GET /api/astrology/horoscope/{sign}/{period}: clock times', () => {
  it('says UTC when the reader gave no zone, and the reader’s own clock when they did', async () => {
    // 2025-06-16: the Moon enters Pisces at 18:08 UTC (20:08 in Paris).
    const utc = await day(newClient(), '/api/astrology/horoscope/aries/today?date=2025-06-16');
    expect(utc.reading.overall).toContain('18:08 UTC');
    const paris = await day(newClient(), '/api/astrology/horoscope/aries/today?date=2025-06-16&timeZone=Europe/Paris');
    expect(paris.reading.overall).toContain('20:08');
    expect(paris.reading.overall).not.toContain('UTC');
  });
});

describe('GET /api/astrology/horoscope/{sign}/{period}: to the reader own chart', () => {
  it('reads transits and progressions to the chart, and the hours at the birth place', async () => {
    const client = await signedInClient('oracle');
    await withMyChart(client);
    const answer = await day(
      client,
      '/api/astrology/horoscope/taurus/today?premium=true&date=2026-11-26&timeZone=Europe/Belgrade',
    );
    const premium = answer.premium!;
    expect(premium.basis).toBe('natal');
    expect(premium.progressions.map((p) => p.planet)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'ascendant',
      'midheaven',
    ]);
    expect(premium.planetary_hours).toHaveLength(24);
    // 2026-11-26 is a Thursday: the first hour after sunrise belongs to Jupiter.
    expect(premium.planetary_hours[0]?.planet).toBe('jupiter');
    expect(premium.transits.length).toBeGreaterThan(0);
    expect(premium.transits[0]).toMatchObject({
      planet: expect.any(String),
      aspect: expect.any(String),
      orb: expect.any(Number),
    });
    expect(answer.personal_transit).toEqual(premium.transits[0]);
    expect(premium.retrogrades.map((r) => r.planet)).toEqual([
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
    ]);
  });

  it('reads to the sign when there is no chart, and the hours where the reader asks', async () => {
    const client = await signedInClient('master');
    const answer = await day(
      client,
      '/api/astrology/horoscope/leo/today?premium=true&date=2026-03-29&timeZone=Europe/London&latitude=51.5074&longitude=-0.1278&placeTimeZone=Europe/London',
    );
    expect(answer.premium?.basis).toBe('solar');
    expect(answer.premium?.progressions).toEqual([]);
    expect(answer.personal_transit).toBeNull();
    // The reference sunrise in London that day (Swiss Ephemeris): 05:42:55 UTC.
    expect(answer.premium?.planetary_hours[0]?.start_time).toBe('2026-03-29T05:42:55Z');
    const noPlace = await day(client, '/api/astrology/horoscope/leo/today?premium=true&date=2026-03-29');
    expect(noPlace.premium?.planetary_hours).toEqual([]);
    expect(noPlace.premium?.planetary_hours_note).toBe('no-place');
  });

  it('gives a free reader with a chart the strongest transit, and no more', async () => {
    const client = await signedInClient('free');
    await withMyChart(client);
    const answer = await day(client, '/api/astrology/horoscope/taurus/today?date=2026-11-26&timeZone=Europe/Belgrade');
    expect(answer.personal_transit).toMatchObject({ planet: 'saturn', aspect: 'square', natal_point: 'jupiter' });
    expect(answer.premium).toBeUndefined();
    // The card reads this contact, where it falls in the reader's houses and when, then what to do.
    const card = answer.personal_transit!;
    const meaning = SKY_TEXTS.en.contacts.saturn.jupiter.tense;
    expect(card.houses).toEqual({ planet: expect.any(Number), point: expect.any(Number) });
    const where = SKY_TEXTS.en.frames.transitHouses({
      planet: 'saturn',
      aspect: 'square',
      planetHouse: card.houses!.planet,
      point: 'jupiter',
      pointHouse: card.houses!.point,
    });
    expect(card.meaning.startsWith(`${meaning.text} ${where} `)).toBe(true);
    expect(card.meaning.endsWith(meaning.advice)).toBe(true);
    expect(card.interpretation).toBe(`${card.title}. ${card.meaning}`);
  });

  it('speaks the reader language', async () => {
    const client = await signedInClient('oracle');
    const res = await client.request('/api/astrology/horoscope/leo/today?premium=true&date=2026-03-29', {
      headers: { 'Accept-Language': 'fr-FR' },
    });
    const answer = (await res.json()) as HoroscopeAnswer;
    expect(answer.basic.mood).toMatch(/^(Lumineux|Serein|Exigeant)$/);
    expect(answer.premium?.retrogrades[0]?.effects).toMatch(/Mercure/);
  });
});

describe('GET /api/astrology/timeline', () => {
  it('lists the next days of the sky and the exact transits to the reader chart, in order', async () => {
    const client = await signedInClient('oracle');
    await withMyChart(client);
    const res = await client.request('/api/astrology/timeline?sign=taurus&timeZone=Europe/Belgrade&days=30');
    expect(res.status).toBe(200);
    const timeline = (await res.json()) as TimelineAnswer;
    expect(timeline.basis).toBe('natal');
    const times = timeline.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    // A month holds Moon phases, void-of-course Moons, sign changes and transits (stations come and go).
    for (const kind of ['phase', 'void', 'ingress', 'transit']) {
      expect(
        timeline.entries.some((e) => e.kind === kind),
        kind,
      ).toBe(true);
    }
    // The Moon phases are the calendar's own instants.
    const calendar = (await (
      await client.request(`/api/sky/events?from=${timeline.from}&to=${timeline.to}`)
    ).json()) as {
      moonPhases: { utc: string }[];
    };
    expect(timeline.entries.filter((e) => e.kind === 'phase').map((e) => e.at)).toEqual(
      calendar.moonPhases.map((p) => p.utc),
    );
    // Each exact transit is a real one: its title names the contact in words.
    const transit = timeline.entries.find((e) => e.kind === 'transit');
    expect(transit?.transit).toMatchObject({ planet: expect.any(String), natal_point: expect.any(String) });
    expect(transit?.title).toMatch(/your (natal|Ascendant|Midheaven)/);
  });

  it('is for Oracle and Master, and says what is wrong with a request', async () => {
    await expectError(await newClient().request('/api/astrology/timeline?sign=leo'), 401, 'UNAUTHORIZED');
    await expectError(
      await (await signedInClient('free')).request('/api/astrology/timeline?sign=leo'),
      403,
      'FORBIDDEN',
    );
    const body = await expectError(
      await (await signedInClient('master')).request('/api/astrology/timeline?sign=leo&days=90'),
      422,
      'VALIDATION_FAILED',
    );
    expect(body.issues).toEqual([{ path: 'days', message: 'Choose between 1 and 60 days' }]);
  });
});
