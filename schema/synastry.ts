import { z } from 'zod';
import { ASPECT_TYPES } from '@core/astro/aspects';
import { SIGN_IDS } from '@core/zodiac';
import { BirthChartRequestSchema, ChartSchema } from './birth-chart';

/**
 * Advanced synastry (docs/product.md#advanced-synastry, decision 039): POST
 * /api/synastry/advanced-analysis with the spec's request and answer, and the saved readings.
 * Each person is the spec's six signs, or, instead, one of: the reader's own chart (`myChart`),
 * one of their saved charts (`chartId`) or birth data typed on the spot (`birth`); with a chart
 * for both people the reading uses exact positions.
 */
export const SYNASTRY_MESSAGES = {
  /** The spec's alert, and the 400's message, when a person lacks a Sun or a Moon sign. */
  sunAndMoon: 'Please fill at least Sun and Moon signs for both people',
  /** The spec's 403. */
  forbidden: 'Advanced Synastry Analysis requires Oracle or Master subscription',
  /** The spec's alert on any other failure. */
  failed: 'Failed to generate analysis. Please try again.',
  invalid: 'Some fields are missing or invalid',
  oneSource: 'Choose one source for each person: signs, your chart, a saved chart or birth data',
  noChart: 'Add your birth data to your profile to use your chart',
  notFound: 'That reading does not exist or is not yours',
} as const;

export const SYNASTRY_NAME_MAX = 60;
/** The most readings one account keeps. */
export const SYNASTRY_READINGS_LIMIT = 200;
export const SYNASTRY_READINGS_FULL = `You already keep ${SYNASTRY_READINGS_LIMIT} synastry readings, the most one account holds. Delete some to save new ones.`;

/** A sign as the pickers send it: 'aries' or 'Aries'; empty means not chosen. */
const SignFieldSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
  z.enum(SIGN_IDS, { error: 'Choose a zodiac sign' }).optional(),
);

export const SynastryPersonSchema = z.object({
  name: z
    .string()
    .trim()
    .max(SYNASTRY_NAME_MAX, `The name is too long (at most ${SYNASTRY_NAME_MAX} characters)`)
    .nullish(),
  sunSign: SignFieldSchema,
  moonSign: SignFieldSchema,
  risingSign: SignFieldSchema,
  venus: SignFieldSchema,
  mars: SignFieldSchema,
  mercury: SignFieldSchema,
  /** The reader's own chart ("my chart"). */
  myChart: z.boolean().optional(),
  /** One of the reader's saved charts. */
  chartId: z.string().trim().min(1).max(64).optional(),
  /** Birth data typed on the spot, as POST /api/birth-chart takes it. */
  birth: BirthChartRequestSchema.optional(),
});
export type SynastryPersonInput = z.input<typeof SynastryPersonSchema>;
export type SynastryPerson = z.output<typeof SynastryPersonSchema>;

export const SynastryRequestSchema = z
  .object({ person1: SynastryPersonSchema, person2: SynastryPersonSchema })
  .superRefine((value, ctx) => {
    for (const key of ['person1', 'person2'] as const) {
      const person = value[key];
      const sources = [person.myChart === true, person.chartId !== undefined, person.birth !== undefined];
      const count = sources.filter(Boolean).length;
      if (count > 1) ctx.addIssue({ code: 'custom', path: [key], message: SYNASTRY_MESSAGES.oneSource });
      if (count === 0) {
        for (const field of ['sunSign', 'moonSign'] as const) {
          if (!person[field])
            ctx.addIssue({ code: 'custom', path: [key, field], message: SYNASTRY_MESSAGES.sunAndMoon });
        }
      }
    }
  });
export type SynastryRequest = z.input<typeof SynastryRequestSchema>;
export type ParsedSynastryRequest = z.output<typeof SynastryRequestSchema>;

const ScoreSchema = z.number().int().min(0).max(100);

/** One person as the reading took them: the name used, the signs, and where they came from. */
export const SynastryPersonAnswerSchema = z.object({
  name: z.string(),
  source: z.enum(['signs', 'myChart', 'savedChart', 'birth']),
  sunSign: z.enum(SIGN_IDS),
  moonSign: z.enum(SIGN_IDS),
  risingSign: z.enum(SIGN_IDS).nullable(),
  venus: z.enum(SIGN_IDS).nullable(),
  mars: z.enum(SIGN_IDS).nullable(),
  mercury: z.enum(SIGN_IDS).nullable(),
  timeKnown: z.boolean(),
  /** The chart for the bi-wheel (birth data, a saved chart or my chart); null for signs alone. */
  chart: ChartSchema.nullable(),
});
export type SynastryPersonAnswer = z.infer<typeof SynastryPersonAnswerSchema>;

const SynastryPointSchema = z.string();

export const SynastryAnswerSchema = z.object({
  overallCompatibility: z.object({ score: ScoreSchema, rating: z.string(), description: z.string() }),
  planetaryAspects: z.record(
    z.string(),
    z.object({ score: ScoreSchema, aspect: z.string(), interpretation: z.string() }),
  ),
  relationshipDynamics: z.record(
    z.string(),
    z.object({
      score: ScoreSchema,
      strengths: z.array(z.string()),
      challenges: z.array(z.string()),
      guidance: z.string(),
    }),
  ),
  longTermPotential: z.object({
    score: ScoreSchema,
    outlook: z.string(),
    keyFactors: z.array(z.string()),
    advice: z.string(),
  }),
  cosmicInsights: z.array(z.string()),
  /** 'exact' with birth data for both people, else 'signs' (and the insights say so). */
  mode: z.enum(['exact', 'signs']),
  people: z.tuple([SynastryPersonAnswerSchema, SynastryPersonAnswerSchema]),
  crossAspects: z.array(
    z.object({
      id: z.string(),
      a: SynastryPointSchema,
      b: SynastryPointSchema,
      type: z.enum(ASPECT_TYPES),
      angle: z.number(),
      orb: z.number(),
    }),
  ),
  overlays: z.array(
    z.object({ id: z.string(), side: z.enum(['a', 'b']), point: z.string(), house: z.number().int().min(1).max(12) }),
  ),
  composite: z.array(
    z.object({
      id: z.string(),
      point: z.string(),
      longitude: z.number(),
      sign: z.enum(SIGN_IDS),
      degree: z.number().int(),
      minute: z.number().int(),
    }),
  ),
  /** The facts each written part rests on, by its path ('overallCompatibility.description', 'cosmicInsights.2'). */
  receipts: z.record(z.string(), z.array(z.string())),
  /** Every fact id the reading names, with its label in the reading's language. */
  facts: z.record(z.string(), z.string()),
  language: z.string(),
  writer: z.enum(['offline', 'model']),
});
export type SynastryAnswer = z.infer<typeof SynastryAnswerSchema>;

/** A saved reading in the list: who, when, the score. */
export const SynastryReadingItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: ScoreSchema,
  mode: z.enum(['exact', 'signs']),
  language: z.string(),
  createdAt: z.string(),
});
export type SynastryReadingItem = z.infer<typeof SynastryReadingItemSchema>;

export const SynastryReadingSchema = SynastryReadingItemSchema.extend({ result: SynastryAnswerSchema });
export type SynastryReading = z.infer<typeof SynastryReadingSchema>;

export const SynastryReadingIdSchema = z.object({ id: z.string().min(1).max(64) });
