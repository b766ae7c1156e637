import { z } from 'zod';
import { VOID_OF_COURSE_VARIANTS } from '@core/sky/events';
import type { PremiumHoroscope, PremiumTransit } from '@core/sky/premium';
import type { OracleReading } from '@core/sky/reading';
import type { TimelineEntry } from '@core/sky/timeline';
import { SIGN_IDS } from '@core/zodiac';
import { BirthDateSchema } from './birth-chart';
import { LatitudeSchema, LongitudeSchema, TimeZoneSchema } from './sky';

/**
 * GET /api/astrology/horoscope/{sign}/{period} (docs/product.md#premium-horoscope-page, decision
 * 029): the day's basic reading for anyone, and with ?premium=true the premium insights for Oracle
 * and Master.
 */
export const HOROSCOPE_PERIODS = ['yesterday', 'today', 'tomorrow'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

export const HoroscopeParamsSchema = z.object({
  sign: z.enum(SIGN_IDS, { error: 'Choose one of the twelve signs, in lowercase (aries to pisces)' }),
  period: z.enum(HOROSCOPE_PERIODS, { error: 'The period is yesterday, today or tomorrow' }),
});

export const HoroscopeQuerySchema = z
  .object({
    premium: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    /** Any date 1900-2100 instead of the period (the archive and the calendar). */
    date: BirthDateSchema.optional(),
    /** The reader's zone: "today" is their calendar date, and times are read in it. UTC when absent. */
    timeZone: TimeZoneSchema.optional(),
    /** Where the planetary hours are reckoned (with its zone); a chart's birth place otherwise. */
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
    placeTimeZone: TimeZoneSchema.optional(),
    voc: z.enum(VOID_OF_COURSE_VARIANTS, { error: 'Choose sunToSaturn or sunToPluto' }).optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.latitude, value.longitude, value.placeTimeZone].filter((v) => v !== undefined).length;
    if (given > 0 && given < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['placeTimeZone'],
        message: 'Give the time zone (IANA name, e.g. Europe/Paris) with coordinates',
      });
    }
  });
export type HoroscopeQuery = z.output<typeof HoroscopeQuerySchema>;

export const MOODS = ['bright', 'steady', 'demanding'] as const;
export type Mood = (typeof MOODS)[number];

export interface HoroscopeBasic {
  /** The day's reading for the sign, in the reader's language. */
  description: string;
  /** The day's tone, in words, and as an id. */
  mood: string;
  mood_id: Mood;
  color: string;
  color_id: string;
  lucky_number: number;
  /** The instant of the Moon's most helpful exact aspect of the day (ISO UTC), and what it is. */
  lucky_time: string | null;
  lucky_time_note: string | null;
}

export interface HoroscopeAnswer {
  sign: (typeof SIGN_IDS)[number];
  period: HoroscopePeriod;
  /** The reader's calendar date the reading is for, and the zone it is reckoned in. */
  date: string;
  timeZone: string;
  basic: HoroscopeBasic;
  /** The free reading as on /horoscope: the day's sky (the same for every sign), then the sign's four sections. */
  reading: { sky: string; overall: string; love: string; career: string; wellness: string; highlights: string[] };
  /** The strongest transit to the reader's own chart today (signed in, with a chart; free). */
  personal_transit: PremiumTransit | null;
  /**
   * Only with ?premium=true, for Oracle and Master: the five sections, and the day's Oracle
   * reading (comprehensive_reading, key_themes, cosmic_advice, optimal_timing, affirmation,
   * lucky_elements; docs/product.md#premium-horoscope-page).
   */
  premium?: PremiumHoroscope & OracleReading;
}

/** GET /api/astrology/timeline: the reader's next days of the sky (Oracle and Master). */
export const TimelineQuerySchema = z.object({
  /** The sign whose middle stands in for the Sun when the reader has no chart of their own. */
  sign: z.enum(SIGN_IDS, { error: 'Choose one of the twelve signs, in lowercase (aries to pisces)' }),
  timeZone: TimeZoneSchema.optional(),
  days: z.coerce
    .number({ error: 'Choose between 1 and 60 days' })
    .int('Choose between 1 and 60 days')
    .min(1, 'Choose between 1 and 60 days')
    .max(60, 'Choose between 1 and 60 days')
    .default(30),
  voc: z.enum(VOID_OF_COURSE_VARIANTS, { error: 'Choose sunToSaturn or sunToPluto' }).optional(),
});
export type TimelineQuery = z.output<typeof TimelineQuerySchema>;

export interface TimelineAnswer {
  /** From the start of the reader's today, for `days` days. */
  from: string;
  to: string;
  timeZone: string;
  basis: 'natal' | 'solar';
  entries: TimelineEntry[];
}
