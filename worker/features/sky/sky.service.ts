import { type SkyEvents, type VoidOfCourseVariant, skyEvents } from '@core/sky/events';
import { NoSunriseError, type PlanetaryHours, planetaryHours } from '@core/sky/hours';
import { type Progression, progress } from '@core/sky/progressions';
import { type Instant, instant, jdFromMs } from '@core/sky/time';
import type { PlanetaryHoursQuery, ProgressionsRequest } from '@schema/sky';
import { ApiError } from '@worker/lib/errors';

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
