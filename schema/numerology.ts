import { z } from 'zod';
import { NUMEROLOGY_NAME_MAX, NUMEROLOGY_NUMBERS } from '@core/numerology/index';
import { TimeZoneSchema } from './sky';

/**
 * Numerology (docs/product.md#numerology-page): POST /api/numerology with a full name and a birth
 * date answers the spec's numerology result, the five numbers with an interpretation for each,
 * worked out on the server for Oracle and Master. The name's and the date's rules are
 * core/numerology's (the spec's limits), so the page and the server refuse the same input.
 */
export const NUMEROLOGY_MESSAGES = {
  /** The spec's 'Invalid Name Format' text. */
  name: 'Please use only letters, spaces, hyphens, and apostrophes in your name.',
  /** A name in a script numerology cannot read (Chinese, Arabic…). */
  script: 'Numerology reads names in Latin, Cyrillic or Devanagari letters. Please write your name in Latin letters.',
  /** The spec's 'Invalid Birth Date' text. */
  date: 'Please enter a valid birth date between 1900 and today.',
  forbidden: 'Numerology requires Oracle or Master subscription',
} as const;

export const NumerologyRequestSchema = z.object({
  name: z.string({ error: NUMEROLOGY_MESSAGES.name }).max(NUMEROLOGY_NAME_MAX * 2, NUMEROLOGY_MESSAGES.name),
  birthDate: z.string({ error: NUMEROLOGY_MESSAGES.date }).max(10, NUMEROLOGY_MESSAGES.date),
  /** The reader's time zone, for what "today" is (UTC when absent). */
  timeZone: TimeZoneSchema.optional(),
});
export type NumerologyRequest = z.infer<typeof NumerologyRequestSchema>;

const NumberSchema = z.union(NUMEROLOGY_NUMBERS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<number>]);

export const NumerologyResultSchema = z.object({
  name: z.string(),
  birthDate: z.string(),
  /** The name's parts as they were counted, in Latin letters. */
  latinName: z.array(z.string()),
  lifePathNumber: NumberSchema,
  expressionNumber: NumberSchema,
  soulUrgeNumber: NumberSchema,
  personalityNumber: NumberSchema,
  birthDayNumber: NumberSchema,
  /** What each number means where it stands, in the request's language. */
  interpretations: z.object({
    lifePath: z.string(),
    expression: z.string(),
    soulUrge: z.string(),
    personality: z.string(),
    birthDay: z.string(),
  }),
  /** What each kind of number is drawn from and describes, one sentence each. */
  descriptions: z.object({
    lifePath: z.string(),
    expression: z.string(),
    soulUrge: z.string(),
    personality: z.string(),
    birthDay: z.string(),
  }),
  language: z.string(),
});
export type NumerologyResult = z.infer<typeof NumerologyResultSchema>;
