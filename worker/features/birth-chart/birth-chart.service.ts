import { castNatal, UNKNOWN_TIME } from '@core/astro/natal';
import type { Locale } from '@core/i18n/locales';
import { natalTextsFor } from '@core/interpretations';
import type { BirthChartResponse, ParsedBirthChartRequest } from '@schema/birth-chart';
import { horoscopeFor } from '@worker/features/horoscope';
import { resolveBirthPlace } from '@worker/features/places';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';

/** Casts the chart of a birth and answers in the spec's shape plus the full `chart`. */
export async function createBirthChart(
  db: Database,
  input: ParsedBirthChartRequest,
  options: { premium?: boolean; locale?: Locale } = {},
): Promise<BirthChartResponse> {
  const place = await resolveBirthPlace(db, input);
  // The Sun sign's daily horoscope for the asked day (the reader's own date), else today in UTC.
  const day = input.date ?? new Date().toISOString().slice(0, 10);
  // The texts in the reader's language (English when none is asked for, as the API's data).
  const outcome = castNatal(input, place, {
    premium: options.premium,
    texts: natalTextsFor(options.locale),
    horoscope: (sun) => horoscopeFor(sun, day, options.locale),
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

/** POST /api/birth-chart: the chart for whoever asks, with the premium analysis when the caller's tier has it. */
export async function castForReader(
  db: Database,
  input: ParsedBirthChartRequest,
  reader: { premium: boolean; locale: Locale },
): Promise<BirthChartResponse> {
  return createBirthChart(db, input, reader);
}
