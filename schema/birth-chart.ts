import { z } from 'zod';
import { ASPECT_TYPES, ORB_LABELS } from '@core/astro/aspects';
import { HOUSE_SYSTEMS, defaultHouseSystem } from '@core/astro/houses';
import type { AnsweredChart, NatalAnswer } from '@core/astro/natal-types';
import { BODY_IDS, type BodyId } from '@core/astro/positions';
import { AYANAMSAS, NAKSHATRA_NAMES, SIGN_LORD_IDS, ZODIACS } from '@core/astro/zodiacs';
import { SIGN_IDS } from '@core/zodiac';

/** Request and response of POST /api/birth-chart (docs/product.md#data, docs/product.md#api), shared by the Worker and the web. */
export const HouseSystemSchema = z.enum(HOUSE_SYSTEMS);
export type HouseSystem = z.infer<typeof HouseSystemSchema>;

const MIN_DATE = '1900-01-01';
const MAX_DATE = '2100-12-31';

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const BirthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isRealDate, 'This date does not exist')
  .refine((v) => v >= MIN_DATE && v <= MAX_DATE, `The date must lie between ${MIN_DATE} and ${MAX_DATE}`);

export const BirthTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the format HH:MM or HH:MM:SS (24-hour clock)');

export const BirthChartRequestSchema = z
  .object({
    birthDate: BirthDateSchema,
    birthTime: BirthTimeSchema,
    birthLocation: z.string().trim().max(200, 'At most 200 characters').default(''),
    /** Sent by the spec's client; accepted and ignored (the session decides). */
    userId: z.unknown().optional(),
    isPremium: z.unknown().optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    timezone: z.string().trim().min(1).max(64).optional(),
    placeId: z.union([z.string().min(1).max(64), z.number().int().positive()]).optional(),
    utcOffsetMinutes: z
      .number()
      .min(-16 * 60)
      .max(16 * 60)
      .optional(),
    /** Placidus in the tropical zodiac, whole-sign houses in the sidereal one, unless given. */
    houseSystem: HouseSystemSchema.optional(),
    /** The tropical zodiac unless told; the sidereal one is Lahiri's (decision 047). */
    zodiac: z.enum(ZODIACS, { error: 'Choose the tropical or the sidereal zodiac' }).default('tropical'),
    ayanamsa: z.enum(AYANAMSAS, { error: 'The ayanamsa is lahiri, the only one Stella computes' }).optional(),
    birthTimeUnknown: z.boolean().default(false),
    /** The day of `horoscopeData`; today in UTC when absent. */
    date: BirthDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const hasLat = value.latitude !== undefined;
    const hasLon = value.longitude !== undefined;
    if (hasLat !== hasLon) {
      ctx.addIssue({
        code: 'custom',
        path: [hasLat ? 'longitude' : 'latitude'],
        message: 'Give latitude and longitude together',
      });
    }
    if (value.ayanamsa !== undefined && value.zodiac !== 'sidereal') {
      ctx.addIssue({
        code: 'custom',
        path: ['ayanamsa'],
        message: 'An ayanamsa applies to the sidereal zodiac only',
      });
    }
    if (hasLat && hasLon && value.timezone === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['timezone'],
        message: 'Give the time zone (IANA name, e.g. Europe/Paris) with coordinates',
      });
    }
  })
  .transform((value) => ({ ...value, houseSystem: value.houseSystem ?? defaultHouseSystem(value.zodiac) }));
export type BirthChartRequest = z.input<typeof BirthChartRequestSchema>;
export type ParsedBirthChartRequest = z.output<typeof BirthChartRequestSchema>;

export const SignIdSchema = z.enum(SIGN_IDS);

export const PlacementSchema = z.object({
  longitude: z.number(),
  latitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  sign: SignIdSchema,
  degree: z.number().int().min(0).max(29),
  minute: z.number().int().min(0).max(59),
  house: z.number().int().min(1).max(12).nullable(),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const AspectSchema = z.object({
  planet1: z.string(),
  planet2: z.string(),
  type: z.enum(ASPECT_TYPES),
  angle: z.number(),
  orb: z.number(),
  applying: z.boolean(),
  orbLabel: z.enum(ORB_LABELS),
});
export type Aspect = z.infer<typeof AspectSchema>;

export const ChartSchema = z.object({
  /** Only in a sidereal chart, whose longitudes are all sidereal; a chart without it is tropical. */
  zodiac: z.literal('sidereal').optional(),
  /** The ayanamsa (with nutation) each longitude of a sidereal chart was reduced by, degrees. */
  ayanamsa: z.number().optional(),
  utc: z.string(),
  utcOffsetMinutes: z.number(),
  timeNotes: z.array(z.string()),
  location: z.object({ name: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  houseSystem: HouseSystemSchema,
  planets: z.record(z.enum(BODY_IDS as [BodyId, ...BodyId[]]), PlacementSchema),
  ascendant: z.number().nullable(),
  midheaven: z.number().nullable(),
  houses: z
    .object({ system: HouseSystemSchema, cusps: z.array(z.number()).length(12), note: z.string().optional() })
    .nullable(),
  aspects: z.array(AspectSchema),
});
export type Chart = z.infer<typeof ChartSchema>;

export const BirthChartResponseSchema = z.object({
  sunSign: z.string(),
  moonSign: z.string(),
  risingSign: z.string().nullable(),
  /** A JSON string: { interpretation: { sun, moon, rising }, planets: { [name]: { sign, degree, house } } }. */
  chartData: z.string(),
  horoscopeData: z.unknown().nullable(),
  chart: ChartSchema,
  /** A sidereal answer's: its zodiac, the ayanamsa, the Moon's nakshatra, the lagna (the sidereal rising sign) and its lord. */
  zodiac: z.literal('sidereal').optional(),
  ayanamsa: z.number().optional(),
  nakshatra: z
    .object({
      index: z.number().int().min(1).max(27),
      pada: z.number().int().min(1).max(4),
      name: z.enum(NAKSHATRA_NAMES),
    })
    .optional(),
  lagnaSign: z.string().nullable().optional(),
  lagnaLord: z.enum(SIGN_LORD_IDS).nullable().optional(),
});
export type BirthChartResponse = z.infer<typeof BirthChartResponseSchema>;

// The engine's plain types (core) and these schemas describe one answer: each must fit the other.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const chartTypesAgree: Agrees<Chart, AnsweredChart> = true;
const answerTypesAgree: Agrees<BirthChartResponse, NatalAnswer> = true;
void chartTypesAgree;
void answerTypesAgree;

/** GET /api/birth-charts: the spec's list item fields, newest first. */
export const SavedChartListItemSchema = z.object({
  id: z.string(),
  /** The name the user gave it; null for a chart saved before charts had names. */
  name: z.string().nullable(),
  sunSign: z.string(),
  moonSign: z.string(),
  risingSign: z.string().nullable(),
  createdAt: z.string(),
  birthLocation: z.string(),
  birthDate: z.string(),
  birthTime: z.string(),
  birthTimeUnknown: z.boolean(),
  /** The zodiac its signs (and its answer) are in (decision 047). */
  zodiac: z.enum(ZODIACS),
});
export type SavedChartListItem = z.infer<typeof SavedChartListItemSchema>;

/** The most charts one account keeps. */
export const SAVED_CHARTS_LIMIT = 500;
export const SAVED_CHARTS_FULL = `You already keep ${SAVED_CHARTS_LIMIT} charts, the most one account holds. Delete some from your profile to save new ones.`;

export const CHART_NAME_MAX = 60;
export const ChartNameSchema = z
  .string({ error: 'Give the chart a name' })
  .trim()
  .min(1, 'Give the chart a name')
  .max(CHART_NAME_MAX, `At most ${CHART_NAME_MAX} characters`);

/**
 * POST /api/birth-charts: save a chart under a name (the birth data of POST /api/birth-chart,
 * and `name`). The server casts it again; the same birth (date, time, place, house system) is
 * kept once per account.
 */
export const SaveChartRequestSchema = BirthChartRequestSchema.and(z.object({ name: ChartNameSchema }));
export type SaveChartRequest = z.input<typeof SaveChartRequestSchema>;

/** PATCH /api/birth-charts/:id: a new name. */
export const RenameChartSchema = z.strictObject({ name: ChartNameSchema });

/** The saved chart, and whether it is new (false: the same birth was already saved, under its name). */
export const SaveChartResponseSchema = z.object({ chart: SavedChartListItemSchema, created: z.boolean() });
export type SaveChartResponse = z.infer<typeof SaveChartResponseSchema>;

/** The page size of GET /api/birth-charts, by default and at most. */
export const SAVED_CHARTS_PAGE = 50;
export const SAVED_CHARTS_MAX_PAGE = 100;

/**
 * GET /api/birth-charts?limit=&before=: a page of the list, newest first. `before` is the id of
 * the last chart of the previous page; a page shorter than `limit` is the last.
 */
export const SavedChartsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SAVED_CHARTS_MAX_PAGE, `limit must be at most ${SAVED_CHARTS_MAX_PAGE}`)
    .default(SAVED_CHARTS_PAGE),
  before: z.string().min(1).max(64).optional(),
});

/** GET and DELETE /api/birth-charts/:id: one of the user's saved charts. */
export const SavedChartIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/birth-charts/:id?zodiac=tropical: the chart as the readings read it (decision 047), not as it was saved. */
export const SavedChartQuerySchema = z.object({
  zodiac: z
    .literal('tropical', { error: 'zodiac may only be tropical: a chart is otherwise answered as it was saved' })
    .optional(),
});

/** GET /api/birth-charts/:id: the list item and the chart as it was answered. */
export const SavedChartSchema = SavedChartListItemSchema.extend({ result: BirthChartResponseSchema });
export type SavedChart = z.infer<typeof SavedChartSchema>;
