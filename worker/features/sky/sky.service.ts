import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { type SkyEvents, type VoidOfCourseVariant, skyEvents } from '@core/sky/events';
import { SKY_TEXTS } from '@core/sky/texts/index';
import { NoSunriseError, type PlanetaryHours, planetaryHours } from '@core/sky/hours';
import { type Progression, progress } from '@core/sky/progressions';
import { DAY_MS, type Instant, instant, jdFromMs } from '@core/sky/time';
import type { PlanetaryHoursQuery, ProgressionsRequest } from '@schema/sky';
import { ApiError } from '@worker/lib/errors';
import { skyCalendar } from './ics';

/** The sky calendar of [from, to) (ms): every event whose instant lies in it, every void period that overlaps it. */
export function eventsBetween(
  from: number,
  to: number,
  voc: VoidOfCourseVariant,
): SkyEvents & { from: string; to: string; voidOfCourseVariant: VoidOfCourseVariant } {
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    voidOfCourseVariant: voc,
    ...skyEvents(jdFromMs(from), jdFromMs(to), voc),
  };
}

export function hoursOf(query: PlanetaryHoursQuery): PlanetaryHours {
  try {
    return planetaryHours(query.date, query.latitude, query.longitude, query.timeZone);
  } catch (error) {
    if (error instanceof NoSunriseError) {
      const message = `The Sun does not both rise and set there on ${query.date}: planetary hours need a sunrise and a sunset`;
      throw new ApiError('VALIDATION_FAILED', message, { issues: [{ path: 'latitude', message }] });
    }
    throw error;
  }
}

export function progressionsOf(
  request: ProgressionsRequest,
): Progression & { natal: Instant & { latitude: number; longitude: number }; targetUtc: string; targetJdUT: number } {
  const birthJdUT = jdFromMs(request.natal.utc);
  const targetJdUT = jdFromMs(request.targetUtc);
  return {
    natal: { ...instant(birthJdUT), latitude: request.natal.latitude, longitude: request.natal.longitude },
    targetUtc: instant(targetJdUT).utc,
    targetJdUT,
    ...progress({ birthJdUT, latitude: request.natal.latitude, longitude: request.natal.longitude, targetJdUT }),
  };
}

/** The feed's window: the last month and the next eleven, from the day it is made (UTC). */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 335;

/** The iCalendar feed of the sky around `now`, in a language. */
export function calendarFeed(locale: Locale, voc: VoidOfCourseVariant, now: Date, url: string): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const from = today - FEED_PAST_DAYS * DAY_MS;
  const to = today + FEED_FUTURE_DAYS * DAY_MS;
  return skyCalendar(skyEvents(jdFromMs(from), jdFromMs(to), voc), SKY_TEXTS[locale], {
    generatedAt: new Date(today).toISOString(),
    language: LOCALE_INFO[locale].tag,
    url,
  });
}
