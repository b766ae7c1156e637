import { describe, expect, it } from 'vitest';
import {
  REFERENCE_RANGES,
  SKY_REFERENCE,
  compareIngresses,
  compareMoonPhases,
  comparePlanetaryHours,
  compareProgressions,
  compareStations,
  compareVoidOfCourse,
} from '../../test/support/sky-reference';
import { INGRESS_BODIES, STATION_BODIES, ingressesOf, moonPhases, stationsOf, voidOfCourse } from './events';
import { localIso, planetaryHours } from './hours';
import { progress } from './progressions';
import { jdFromMs } from './time';

const range = ([from, to]: readonly [string, string]) =>
  [jdFromMs(Date.parse(`${from}T00:00:00Z`)), jdFromMs(Date.parse(`${to}T00:00:00Z`))] as const;

/**
 * The engine against Swiss Ephemeris' public sample (decision 029): nothing missing, nothing extra,
 * each within tolerance.
 */
describe('sky events against the reference', () => {
  it('finds every station of Mercury-Pluto and no other', () => {
    const [from, to] = range(REFERENCE_RANGES.stations);
    const found = STATION_BODIES.flatMap((body) => stationsOf(body, from, to));
    expect(compareStations(found)).toEqual([]);
    expect(found).toHaveLength(SKY_REFERENCE.stations.length);
  }, 60_000);

  it('finds every sign ingress of every body and no other', () => {
    const [from, to] = range(REFERENCE_RANGES.ingresses);
    const found = INGRESS_BODIES.flatMap((body) => ingressesOf(body, from, to));
    expect(compareIngresses(found)).toEqual([]);
    expect(found.length).toBe(SKY_REFERENCE.ingresses.length);
  }, 60_000);

  it('finds every Moon phase and no other', () => {
    const [from, to] = range(REFERENCE_RANGES.moonPhases);
    expect(compareMoonPhases(moonPhases(from, to))).toEqual([]);
  });

  it('finds every void-of-course period, for both sets of planets', () => {
    const [from, to] = range(REFERENCE_RANGES.voidOfCourse);
    for (const variant of ['sunToSaturn', 'sunToPluto'] as const) {
      const found = voidOfCourse(from, to, variant);
      expect(compareVoidOfCourse(variant, found), variant).toEqual([]);
      // Every passage of the Moon has exactly one period: they follow each other without a gap.
      for (let i = 1; i < found.length; i++) {
        expect(found[i]?.signIngressJdUT).toBeCloseTo(found[i - 1]?.endJdUT as number, 9);
      }
    }
  }, 60_000);

  it('gives the planetary hours of every reference place and date', () => {
    for (const reference of SKY_REFERENCE.planetaryHours) {
      const hours = planetaryHours(reference.date, reference.latitude, reference.longitude, reference.timeZone);
      expect(comparePlanetaryHours(reference, hours)).toEqual([]);
      expect(hours.weekday).toBe(reference.weekday);
      expect(hours.nextDayRuler).toBe(reference.nextDayRuler);
      // Local times are written in the place's zone, with its offset on that date.
      expect(hours.sunriseLocal.slice(-6)).toBe(reference.sunriseLocal.slice(-6));
    }
  });

  it('progresses a chart within 60" of the reference', () => {
    for (const reference of SKY_REFERENCE.progressions) {
      const p = progress({
        birthJdUT: reference.natal.jdUT,
        latitude: reference.natal.latitude,
        longitude: reference.natal.longitude,
        targetJdUT: reference.targetJdUT,
      });
      expect(compareProgressions(reference, p.progressed)).toEqual([]);
      expect(p.ageYears).toBeCloseTo(reference.ageYears, 9);
    }
  });
});

describe('local times', () => {
  it('writes an instant in a zone with the offset in force then', () => {
    const jd = jdFromMs(Date.parse('2026-03-29T05:42:55Z'));
    expect(localIso(jd, 'Europe/London')).toBe('2026-03-29T06:42:55+01:00');
    expect(localIso(jd, 'Asia/Kolkata')).toBe('2026-03-29T11:12:55+05:30');
    expect(localIso(jd, 'UTC')).toBe('2026-03-29T05:42:55+00:00');
  });
});
