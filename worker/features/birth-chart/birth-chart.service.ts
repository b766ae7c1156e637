import { PLANET_IDS, castChart } from '../../../core/astro/chart';
import { civilTimeToUtc, isValidTimeZone } from '../../../core/time/civil-time';
import { getSign, signOfLongitude } from '../../../core/zodiac';
import {
  type BirthChartResponse,
  type Chart,
  type ParsedBirthChartRequest,
  fallbackInterpretation,
} from '../../../schema/birth-chart';
import type { Database } from '../../lib/db';
import { ApiError } from '../../lib/errors';
import { getPlace, searchPlaces } from '../../lib/gazetteer';

/** Noon is the least-wrong instant for a day whose hour is unknown: the Moon is off by at most ~7°. */
const UNKNOWN_TIME = '12:00';

interface ResolvedPlace {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

const PLACE_NOT_FOUND_MESSAGE = "We could not find that place: try 'City, Country' or enter coordinates";

/** Explicit coordinates with a zone, then the place id, then the text (the best match). */
async function resolvePlace(db: Database, input: ParsedBirthChartRequest): Promise<ResolvedPlace> {
  if (input.latitude !== undefined && input.longitude !== undefined && input.timezone !== undefined) {
    if (!isValidTimeZone(input.timezone)) {
      throw new ApiError('VALIDATION_FAILED', 'Unknown time zone', {
        issues: [{ path: 'timezone', message: `"${input.timezone}" is not an IANA time zone (for example Europe/Paris or UTC)` }],
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

function resolveInstant(input: ParsedBirthChartRequest, place: ResolvedPlace) {
  const time = input.birthTimeUnknown ? UNKNOWN_TIME : input.birthTime;
  const result = civilTimeToUtc({
    date: input.birthDate,
    time,
    timeZone: place.timezone,
    longitude: place.longitude,
    utcOffsetMinutes: input.utcOffsetMinutes,
  });
  switch (result.kind) {
    case 'ok':
      return result;
    case 'nonexistent':
      throw new ApiError(
        'NONEXISTENT_LOCAL_TIME',
        `${time} did not exist on ${input.birthDate} in ${place.timezone}: the clocks moved forward. Choose one of the two readings.`,
        { details: { candidates: result.candidates } },
      );
    case 'ambiguous':
      throw new ApiError(
        'AMBIGUOUS_LOCAL_TIME',
        `${time} happened twice on ${input.birthDate} in ${place.timezone}: the clocks moved back. Choose one of the two readings.`,
        { details: { candidates: result.candidates } },
      );
    case 'offset-mismatch':
      throw new ApiError('VALIDATION_FAILED', 'The UTC offset does not match the time zone at that time', {
        issues: [{ path: 'utcOffsetMinutes', message: `${place.timezone} was at UTC offset ${result.utcOffsetMinutes} minutes then` }],
        details: { candidates: result.candidates },
      });
  }
}

const signName = (id: Parameters<typeof getSign>[0]) => getSign(id).name;

/** Casts the chart of a birth and answers in the spec's shape plus the full `chart`. */
export async function createBirthChart(db: Database, input: ParsedBirthChartRequest): Promise<BirthChartResponse> {
  const place = await resolvePlace(db, input);
  const instant = resolveInstant(input, place);
  const cast = castChart({
    utc: instant.utc,
    latitude: place.latitude,
    longitude: place.longitude,
    houseSystem: input.houseSystem,
  });
  const timeKnown = !input.birthTimeUnknown;
  const timeNotes = [...instant.notes];
  if (!timeKnown) timeNotes.push('The birth time is unknown: planets are cast for noon, without houses or Ascendant.');

  const planets = Object.fromEntries(
    Object.entries(cast.planets).map(([key, p]) => [key, { ...p, house: timeKnown ? p.house : null }]),
  ) as Chart['planets'];
  const angleNames = new Set(['ascendant', 'midheaven']);
  const chart: Chart = {
    utc: instant.utc.toISOString(),
    utcOffsetMinutes: instant.utcOffsetMinutes,
    timeNotes,
    location: place,
    houseSystem: input.houseSystem,
    planets,
    ascendant: timeKnown ? cast.ascendant : null,
    midheaven: timeKnown ? cast.midheaven : null,
    houses: timeKnown ? cast.houses : null,
    aspects: timeKnown
      ? cast.aspects
      : cast.aspects.filter((a) => !angleNames.has(a.planet1) && !angleNames.has(a.planet2)),
  };

  const sunSign = signName(planets.sun.sign);
  const moonSign = signName(planets.moon.sign);
  const risingSign = chart.ascendant === null ? null : signOfLongitude(chart.ascendant).name;
  const chartData = {
    interpretation: fallbackInterpretation(sunSign, moonSign, risingSign),
    planets: Object.fromEntries(
      PLANET_IDS.map((key) => {
        const p = planets[key];
        return [key, { sign: signName(p.sign), degree: Math.round((p.longitude % 30) * 100) / 100, house: p.house }];
      }),
    ),
  };
  return { sunSign, moonSign, risingSign, chartData: JSON.stringify(chartData), horoscopeData: null, chart };
}
