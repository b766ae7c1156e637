import { describe, expect, it } from 'vitest';
import tropicalSample from '../../test/fixtures/charts-sample.json' with { type: 'json' };
import sample from '../../test/fixtures/sidereal-sample.json' with { type: 'json' };
import { SIGN_IDS } from '../zodiac';
import { PLANET_IDS, castChart } from './chart';
import { diff180 } from './math';
import { epochFromJulianDayUT } from './positions';
import { NAKSHATRA_NAMES, lahiriAyanamsa, nakshatraOf } from './sidereal';

/**
 * Swiss Ephemeris' Lahiri charts of the same births as charts-sample.json
 * (test/fixtures/sidereal-sample.json, from shared/reference): sidereal = tropical - ayanamsa.true.
 */
const tropicalById = new Map(tropicalSample.cases.map((c) => [c.id, c]));
const arcsec = (a: number, b: number) => Math.abs(diff180(a, b)) * 3600;
/** The bodies the reference gives (Lilith and the south node are not in it). */
const BODIES = [...PLANET_IDS, 'meanNode', 'trueNode'] as const;

describe.each(sample.cases.map((c) => [c.id, c] as const))('Lahiri reference %s', (id, c) => {
  const tropicalRef = tropicalById.get(id);
  if (!tropicalRef) throw new Error(`${id} is not in charts-sample.json`);
  const place = { utc: tropicalRef.utc, latitude: c.latitude, longitude: c.longitude };
  const tropical = castChart(place);
  const sidereal = castChart({ ...place, zodiac: 'sidereal' });

  it('has the ayanamsa within 0.1", with and without nutation', () => {
    const ayanamsa = lahiriAyanamsa(epochFromJulianDayUT(c.jdUT));
    expect(Math.abs(ayanamsa.mean - c.ayanamsa.mean) * 3600).toBeLessThanOrEqual(0.1);
    expect(Math.abs(ayanamsa.true - c.ayanamsa.true) * 3600).toBeLessThanOrEqual(0.1);
    expect(sidereal.ayanamsa).toBe(ayanamsa.true);
  });

  it('places every body within its tropical accuracy plus 1", with its speed', () => {
    for (const body of BODIES) {
      const tropicalError = arcsec(tropical.planets[body].longitude, tropicalRef.planets[body].longitude);
      const got = sidereal.planets[body];
      const ref = c.planets[body];
      expect(arcsec(got.longitude, ref.longitude), body).toBeLessThanOrEqual(tropicalError + 1);
      const tropicalSpeedError = Math.abs(tropical.planets[body].speed - tropicalRef.planets[body].speed);
      expect(Math.abs(got.speed - ref.speed) * 3600, `${body} speed`).toBeLessThanOrEqual(
        tropicalSpeedError * 3600 + 0.5,
      );
    }
  });

  it('has the angles and cusps within their tropical accuracy plus 1", whole-sign houses by default', () => {
    expect(arcsec(sidereal.ascendant, c.ascendant)).toBeLessThanOrEqual(
      arcsec(tropical.ascendant, tropicalRef.ascendant) + 1,
    );
    expect(arcsec(sidereal.midheaven, c.midheaven)).toBeLessThanOrEqual(
      arcsec(tropical.midheaven, tropicalRef.midheaven) + 1,
    );
    expect(sidereal.houseSystem).toBe('whole-sign');
    expect(sidereal.houses.cusps).toEqual(c.houses.wholeSign);
    const placidus = castChart({ ...place, zodiac: 'sidereal', houseSystem: 'placidus' });
    const tropicalPlacidus = castChart({ ...place, houseSystem: 'placidus' });
    if (c.houses.placidus === null) expect(placidus.houses.system).toBe('porphyry');
    else
      c.houses.placidus.forEach((cusp, i) => {
        const tropicalError = arcsec(
          tropicalPlacidus.houses.cusps[i] ?? Number.NaN,
          tropicalRef.houses.placidus?.[i] ?? 0,
        );
        expect(arcsec(placidus.houses.cusps[i] ?? Number.NaN, cusp), `cusp ${i + 1}`).toBeLessThanOrEqual(
          tropicalError + 1,
        );
      });
  });

  it('names the lagna, the Moon sign and the nakshatra with its pada', () => {
    expect(SIGN_IDS[Math.floor(sidereal.ascendant / 30)]).toBe(c.lagnaSign);
    expect(sidereal.planets.moon.sign).toBe(c.moonSign);
    const nakshatra = nakshatraOf(sidereal.planets.moon.longitude);
    expect({ index: nakshatra.index, pada: nakshatra.pada }).toEqual(c.nakshatra);
  });
});

describe('nakshatraOf', () => {
  it('turns at every 3°20′: a second of arc before and after each boundary', () => {
    for (let pada = 0; pada < 108; pada++) {
      const boundary = (pada * 10) / 3;
      const before = nakshatraOf(boundary - 1 / 3600);
      const after = nakshatraOf(boundary + 1 / 3600);
      expect((after.index - 1) * 4 + after.pada - 1).toBe(pada);
      expect((before.index - 1) * 4 + before.pada - 1).toBe((pada + 107) % 108);
    }
  });

  it('runs from Ashwini at 0° to Revati before 360°', () => {
    expect(nakshatraOf(0)).toEqual({ index: 1, pada: 1, name: 'Ashwini' });
    expect(nakshatraOf(359.9999)).toEqual({ index: 27, pada: 4, name: 'Revati' });
    expect(nakshatraOf(360)).toEqual({ index: 1, pada: 1, name: 'Ashwini' });
    expect(NAKSHATRA_NAMES).toHaveLength(27);
  });

  it('reads a Moon within 1′ of a boundary on the side the engine puts it', () => {
    // Charts whose sidereal Moon lies 30" either side of a pada boundary (found by bisection on
    // the engine's Moon, which is within a few arcseconds of Swiss Ephemeris'): the pada flips
    // between the two instants, a minute or so apart.
    const place = { latitude: 28.6139, longitude: 77.209 };
    const moonAt = (ms: number) =>
      castChart({ utc: new Date(ms), ...place, zodiac: 'sidereal' }).planets.moon.longitude;
    let start = Date.UTC(1990, 3, 15, 9);
    for (let n = 0; n < 5; n++) {
      const target = (Math.ceil((moonAt(start) * 108) / 360) * 360) / 108;
      let lo = start;
      let hi = start + 6 * 3600_000;
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (diff180(moonAt(mid), target) < 0) lo = mid;
        else hi = mid;
      }
      // The Moon moves about 0.5" a second.
      const before = nakshatraOf(moonAt(hi - 60_000));
      const after = nakshatraOf(moonAt(hi + 60_000));
      expect(arcsec(moonAt(hi - 60_000), target)).toBeLessThanOrEqual(60);
      expect((after.index - 1) * 4 + after.pada - 1).toBe(((before.index - 1) * 4 + before.pada) % 108);
      start = hi + 3 * 3600_000;
    }
  });
});

describe('castChart in the sidereal zodiac', () => {
  it('shifts every longitude of the tropical chart by the ayanamsa and keeps its aspects', () => {
    const place = { utc: '1990-04-15T12:30:00Z', latitude: 44.8176, longitude: 20.4569 };
    const tropical = castChart(place);
    const sidereal = castChart({ ...place, zodiac: 'sidereal', houseSystem: 'placidus' });
    const ayanamsa = sidereal.ayanamsa ?? Number.NaN;
    expect(tropical.zodiac).toBe('tropical');
    expect(tropical.ayanamsa).toBeNull();
    expect(ayanamsa).toBeGreaterThan(23.7);
    expect(ayanamsa).toBeLessThan(23.8);
    expect(diff180(tropical.planets.venus.longitude - ayanamsa, sidereal.planets.venus.longitude)).toBeCloseTo(0, 9);
    expect(sidereal.aspects.map((a) => [a.planet1, a.planet2, a.type])).toEqual(
      tropical.aspects.map((a) => [a.planet1, a.planet2, a.type]),
    );
    // The editor's sample reader: Virgo rising tropical, Leo lagna sidereal; Venus in Aquarius, Mercury in Aries.
    expect(SIGN_IDS[Math.floor(tropical.ascendant / 30)]).toBe('virgo');
    expect(SIGN_IDS[Math.floor(sidereal.ascendant / 30)]).toBe('leo');
    expect(sidereal.planets.venus.sign).toBe('aquarius');
    expect(sidereal.planets.mercury.sign).toBe('aries');
  });

  it('refuses a zodiac it does not know', () => {
    expect(() =>
      castChart({ utc: '2000-01-01T00:00:00Z', latitude: 0, longitude: 0, zodiac: 'draconic' as never }),
    ).toThrow('Unknown zodiac');
  });
});
