/** Where a birth happened: explicit coordinates and zone, a gazetteer id, or text to search. */
import type { NatalPlace } from '@core/astro/natal';
import { isValidTimeZone } from '@core/time/civil-time';
import type { ParsedBirthChartRequest } from '@schema/birth-chart';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { getPlace, searchPlaces } from './places.repository';

type BirthPlaceInput = Pick<
  ParsedBirthChartRequest,
  'latitude' | 'longitude' | 'timezone' | 'placeId' | 'birthLocation'
>;

const PLACE_NOT_FOUND_MESSAGE = "We could not find that place: try 'City, Country' or enter coordinates";

/** Explicit coordinates with a zone, then the place id, then the text (the best match). */
export async function resolveBirthPlace(db: Database, input: BirthPlaceInput): Promise<NatalPlace> {
  if (input.latitude !== undefined && input.longitude !== undefined && input.timezone !== undefined) {
    if (!isValidTimeZone(input.timezone)) {
      throw new ApiError('VALIDATION_FAILED', 'Unknown time zone', {
        issues: [
          {
            path: 'timezone',
            message: `"${input.timezone}" is not an IANA time zone (for example Europe/Paris or UTC)`,
          },
        ],
      });
    }
    const name = input.birthLocation || `${input.latitude.toFixed(4)}, ${input.longitude.toFixed(4)}`;
    return { name, latitude: input.latitude, longitude: input.longitude, timezone: input.timezone };
  }
  const found =
    input.placeId !== undefined
      ? await getPlace(db, Number(input.placeId))
      : input.birthLocation
        ? ((await searchPlaces(db, input.birthLocation, 1))[0] ?? null)
        : null;
  if (found) {
    return { name: found.displayName, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone };
  }
  if (input.placeId === undefined && !input.birthLocation) {
    const message = 'Enter the birth place, or its latitude, longitude and time zone';
    throw new ApiError('VALIDATION_FAILED', message, {
      issues: ['birthLocation', 'latitude', 'longitude', 'timezone'].map((path) => ({ path, message })),
    });
  }
  // Close alternatives: the town part alone, then its first word, without the qualifiers.
  const town = (input.birthLocation.split(',')[0] ?? '').trim();
  const firstWord = town.split(/\s+/)[0] ?? '';
  const alternatives = town ? await searchPlaces(db, town, 5) : [];
  if (alternatives.length === 0 && firstWord.length >= 3 && firstWord !== town) {
    alternatives.push(...(await searchPlaces(db, firstWord, 5)));
  }
  throw new ApiError('PLACE_NOT_FOUND', PLACE_NOT_FOUND_MESSAGE, { details: { alternatives } });
}
