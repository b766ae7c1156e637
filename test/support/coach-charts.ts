/**
 * Ten births for the coach's sweeps: every continent, both hemispheres, the far north, and one
 * without a birth time (no Ascendant, no houses).
 */
import { castNatal } from '@core/astro/natal';
import type { AnsweredChart } from '@core/astro/natal-types';

export const BIRTHS = [
  {
    date: '1990-05-17',
    time: '14:30',
    place: { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' },
  },
  {
    date: '1985-11-02',
    time: '06:10',
    place: { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  },
  {
    date: '2001-02-28',
    time: '23:45',
    place: { name: 'Paris', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  },
  {
    date: '1972-08-09',
    time: '12:00',
    place: { name: 'Rome', latitude: 41.9028, longitude: 12.4964, timezone: 'Europe/Rome' },
  },
  {
    date: '1996-12-21',
    time: '03:20',
    place: { name: 'Madrid', latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' },
  },
  {
    date: '1968-03-30',
    time: '18:05',
    place: { name: 'Shanghai', latitude: 31.2304, longitude: 121.4737, timezone: 'Asia/Shanghai' },
  },
  {
    date: '2010-07-04',
    time: '09:15',
    place: { name: 'New York', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  },
  {
    date: '1955-01-15',
    time: '21:40',
    place: {
      name: 'Buenos Aires',
      latitude: -34.6037,
      longitude: -58.3816,
      timezone: 'America/Argentina/Buenos_Aires',
    },
  },
  {
    date: '1979-06-21',
    time: '01:05',
    place: { name: 'Tromsø', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' },
  },
  // No birth time: no Ascendant, no houses.
  {
    date: '1993-09-23',
    time: null,
    place: { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
  },
] as const;

export type CoachBirth = (typeof BIRTHS)[number];

export function chartOf(birth: CoachBirth): AnsweredChart {
  const outcome = castNatal(
    {
      birthDate: birth.date,
      birthTime: birth.time ?? '12:00',
      birthTimeUnknown: birth.time === null,
      houseSystem: 'placidus',
    },
    birth.place,
  );
  if (outcome.kind !== 'ok') throw new Error(`cannot cast ${birth.date}`);
  return outcome.result.chart;
}
