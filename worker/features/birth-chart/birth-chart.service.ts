import { type NatalPlace, UNKNOWN_TIME, castNatal } from '@core/astro/natal';
import { dailyHoroscope } from '@core/horoscope';
import { natalTexts } from '@core/interpretations/natal-texts';
import { isValidTimeZone } from '@core/time/civil-time';
import type { BirthChartResponse, ParsedBirthChartRequest } from '@schema/birth-chart';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { getPlace, searchPlaces } from '@worker/lib/gazetteer';

type ResolvedPlace = NatalPlace;

const PLACE_NOT_FOUND_MESSAGE = "We could not find that place: try 'City, Country' or enter coordinates";

/** Explicit coordinates with a zone, then the place id, then the text (the best match). */
async function resolvePlace(db: Database, input: ParsedBirthChartRequest): Promise<ResolvedPlace> {
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

/** Casts the chart of a birth and answers in the spec's shape plus the full `chart`. */
export async function createBirthChart(
  db: Database,
  input: ParsedBirthChartRequest,
  options: { premium?: boolean } = {},
): Promise<BirthChartResponse> {
  const place = await resolvePlace(db, input);
  // The Sun sign's daily horoscope for the asked day (the reader's own date), else today in UTC.
  const day = input.date ?? new Date().toISOString().slice(0, 10);
  const outcome = castNatal(input, place, {
    ...options,
    texts: natalTexts,
    horoscope: (sun) => dailyHoroscope(sun, day),
  });
  const time = input.birthTimeUnknown ? UNKNOWN_TIME : input.birthTime;
  switch (outcome.kind) {
    case 'ok':
      return outcome.result;
    case 'nonexistent':
      throw new ApiError(
        'NONEXISTENT_LOCAL_TIME',
        `${time} did not exist on ${input.birthDate} in ${place.timezone}: the clocks moved forward. Choose one of the two readings.`,
        { details: { candidates: outcome.candidates } },
      );
    case 'ambiguous':
      throw new ApiError(
        'AMBIGUOUS_LOCAL_TIME',
        `${time} happened twice on ${input.birthDate} in ${place.timezone}: the clocks moved back. Choose one of the two readings.`,
        { details: { candidates: outcome.candidates } },
      );
    case 'offset-mismatch':
      throw new ApiError('VALIDATION_FAILED', 'The UTC offset does not match the time zone at that time', {
        issues: [
          {
            path: 'utcOffsetMinutes',
            message: `${place.timezone} was at UTC offset ${outcome.utcOffsetMinutes} minutes then`,
          },
        ],
        details: { candidates: outcome.candidates },
      });
  }
}
