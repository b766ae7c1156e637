import { castNatal, UNKNOWN_TIME } from '@core/astro/natal';
import { natalTexts } from '@core/interpretations/natal-texts';
import {
  type BirthChartResponse,
  type ParsedBirthChartRequest,
  SAVED_CHARTS_FULL,
  SAVED_CHARTS_LIMIT,
} from '@schema/birth-chart';
import { horoscopeFor } from '@worker/features/horoscope';
import { resolveBirthPlace } from '@worker/features/places';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { saveChart } from './birth-chart.repository';

/** Casts the chart of a birth and answers in the spec's shape plus the full `chart`. */
export async function createBirthChart(
  db: Database,
  input: ParsedBirthChartRequest,
  options: { premium?: boolean } = {},
): Promise<BirthChartResponse> {
  const place = await resolveBirthPlace(db, input);
  // The Sun sign's daily horoscope for the asked day (the reader's own date), else today in UTC.
  const day = input.date ?? new Date().toISOString().slice(0, 10);
  const outcome = castNatal(input, place, {
    ...options,
    texts: natalTexts,
    horoscope: (sun) => horoscopeFor(sun, day),
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

/**
 * POST /api/birth-chart: the chart for whoever asks. The premium analysis is the caller's tier
 * decision; a signed-in reader's chart is also saved (the spec's client sends userId: null; the session decides).
 */
export async function castForReader(
  db: Database,
  input: ParsedBirthChartRequest,
  reader: { userId: string | null; premium: boolean },
): Promise<BirthChartResponse> {
  const result = await createBirthChart(db, input, { premium: reader.premium });
  if (!reader.userId) return result;
  // A full list does not cost the reader the chart: it is answered, with why it was not kept.
  const savedChartId = await saveChart(db, reader.userId, input, result, SAVED_CHARTS_LIMIT);
  if (savedChartId) result.savedChartId = savedChartId;
  else result.notSaved = SAVED_CHARTS_FULL;
  return result;
}
