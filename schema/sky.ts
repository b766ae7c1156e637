import { z } from 'zod';
import { VOID_OF_COURSE_VARIANTS } from '@core/sky/events';
import { DAY_MS } from '@core/sky/time';
import { LOCALES } from '@core/i18n/locales';
import { isValidTimeZone } from '@core/time/civil-time';
import { BirthDateSchema } from './birth-chart';

/**
 * The public sky calendar (decision 029): GET /api/sky/events, GET /api/sky/planetary-hours,
 * POST /api/sky/progressions and GET /api/sky/calendar.ics. Instants are ISO 8601 UTC; a bare
 * date means its 00:00 UTC.
 */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2101, 0, 1);
/** The longest range one request may ask for: a year, a leap year included. */
export const MAX_RANGE_DAYS = 366;

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A date (YYYY-MM-DD, read as 00:00 UTC) or an ISO 8601 instant with its offset, within 1900-2100; as ms. */
export const InstantSchema = z
  .string()
  .trim()
  .regex(INSTANT, 'Use a date (YYYY-MM-DD) or an ISO 8601 instant (2026-01-02T07:09:29Z)')
  .transform((value, ctx) => {
    const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(ms) || (value.length === 10 && new Date(ms).toISOString().slice(0, 10) !== value)) {
      ctx.addIssue({ code: 'custom', message: 'This date does not exist' });
      return z.NEVER;
    }
    if (ms < EARLIEST || ms >= LATEST) {
      ctx.addIssue({ code: 'custom', message: 'The date must lie between 1900-01-01 and 2100-12-31' });
      return z.NEVER;
    }
    return ms;
  });

export const VoidOfCourseVariantSchema = z.enum(VOID_OF_COURSE_VARIANTS, {
  error: 'Choose sunToSaturn or sunToPluto',
});

export const SkyRangeQuerySchema = z
  .object({
    from: InstantSchema,
    to: InstantSchema,
    voc: VoidOfCourseVariantSchema.default('sunToSaturn'),
  })
  .superRefine((value, ctx) => {
    if (value.to <= value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end of the range must come after its start' });
    } else if (value.to - value.from > MAX_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A range can span at most a year (366 days)' });
    }
  });
export type SkyRangeQuery = z.output<typeof SkyRangeQuerySchema>;

export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Give the time zone (IANA name, e.g. Europe/Paris)')
  .max(64)
  .refine(isValidTimeZone, { message: 'Unknown time zone' });

export const LatitudeSchema = z.coerce
  .number({ error: 'Latitude is a number of degrees, -90 to 90' })
  .min(-90, 'Latitude is a number of degrees, -90 to 90')
  .max(90, 'Latitude is a number of degrees, -90 to 90');
export const LongitudeSchema = z.coerce
  .number({ error: 'Longitude is a number of degrees, -180 to 180' })
  .min(-180, 'Longitude is a number of degrees, -180 to 180')
  .max(180, 'Longitude is a number of degrees, -180 to 180');

export const PlanetaryHoursQuerySchema = z.object({
  date: BirthDateSchema,
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  timeZone: TimeZoneSchema,
});
export type PlanetaryHoursQuery = z.output<typeof PlanetaryHoursQuerySchema>;

export const ProgressionsRequestSchema = z.object({
  natal: z.object({
    utc: InstantSchema,
    latitude: z
      .number()
      .min(-90, 'Latitude is a number of degrees, -90 to 90')
      .max(90, 'Latitude is a number of degrees, -90 to 90'),
    longitude: z
      .number()
      .min(-180, 'Longitude is a number of degrees, -180 to 180')
      .max(180, 'Longitude is a number of degrees, -180 to 180'),
  }),
  targetUtc: InstantSchema,
});
export type ProgressionsRequest = z.output<typeof ProgressionsRequestSchema>;

/** GET /api/sky/calendar.ics: the feed's language (the request's otherwise) and void-of-course planets. */
export const CalendarQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: 'Choose a language: en, sr, hi, fr, it, es or zh' }).optional(),
  voc: VoidOfCourseVariantSchema.default('sunToSaturn'),
});
