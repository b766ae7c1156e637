/**
 * A sign's day (GET /api/astrology/horoscope/{sign}/{period}): the free reading's basic facts for
 * anyone, the strongest transit to a signed-in reader's own chart, and the premium insights for
 * Oracle and Master (decision 029).
 */
import { addDays } from '@core/horoscope';
import { HOROSCOPE_TEXTS } from '@core/horoscope/all';
import { dateTimeFormat } from '@core/i18n/intl-cache';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { PLANET_IDS } from '@core/astro/positions';
import type { NatalPoint } from '@core/sky/transits';
import { localDayStart } from '@core/sky/hours';
import { type LuckyMoment, luckyMoment } from '@core/sky/lucky';
import { type NatalData, type Place, dayTransits, premiumHoroscope, solarPoints } from '@core/sky/premium';
import { oracleReading } from '@core/sky/reading';
import { skyTimeline } from '@core/sky/timeline';
import { SKY_TEXTS } from '@core/sky/texts/index';
import { instant, jdFromMs } from '@core/sky/time';
import type { SignId } from '@core/zodiac';
import type { UserRow } from '@schema/db';
import type {
  HoroscopeAnswer,
  HoroscopePeriod,
  HoroscopeQuery,
  Mood,
  TimelineAnswer,
  TimelineQuery,
} from '@schema/horoscope';
import { myChartOf } from '@worker/features/birth-chart';
import { signReading } from '@worker/features/horoscope';
import type { Database } from '@worker/lib/db';
import { translator } from '@worker/lib/i18n';
import { memo } from '@worker/lib/memo';

const PERIOD_DAYS: Readonly<Record<HoroscopePeriod, number>> = { yesterday: -1, today: 0, tomorrow: 1 };

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function calendarDate(at: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A reader's own chart, and where they were born (their planetary hours' place by default). */
type ReaderChart = NatalData & { place: Place };

/** The reader's own chart ("my chart", or the profile's birth data), if they gave one. */
async function natalOf(db: Database, user: UserRow | undefined): Promise<ReaderChart | undefined> {
  const chart = user ? await myChartOf(db, user) : null;
  if (!chart) return undefined;
  const answered = chart.result.chart;
  const points: Partial<Record<NatalPoint, number>> = {};
  for (const body of PLANET_IDS) points[body] = answered.planets[body].longitude;
  // A chart cast without a birth time has no angles: transits and progressions leave them out.
  if (!chart.birthTimeUnknown && answered.ascendant !== null && answered.midheaven !== null) {
    points.ascendant = answered.ascendant;
    points.midheaven = answered.midheaven;
  }
  const cusps = points.ascendant !== undefined ? answered.houses?.cusps.slice(0, 12) : undefined;
  return {
    birthJdUT: jdFromMs(Date.parse(answered.utc)),
    latitude: answered.location.latitude,
    longitude: answered.location.longitude,
    points,
    ...(cusps ? { cusps } : {}),
    place: {
      latitude: answered.location.latitude,
      longitude: answered.location.longitude,
      timeZone: answered.location.timezone,
    },
  };
}

export interface DailyOptions {
  user: UserRow | undefined;
  locale: Locale;
  /** The server's decision that the reader may have the premium insights. */
  premium: boolean;
  now?: Date;
}

/**
 * A sign's lucky moment of a local day: the same for every reader of the sign and zone, so the
 * isolate keeps the last ones asked for instead of searching the sky for each request.
 */
const luckyMoments = memo<LuckyMoment | null>({ size: 256 });

function luckyMomentOf(sign: SignId, date: string, timeZone: string): LuckyMoment | null {
  return luckyMoments.get(`${sign}|${date}|${timeZone}`, () =>
    luckyMoment(sign, localDayStart(date, timeZone), localDayStart(addDays(date, 1), timeZone)),
  );
}

export async function horoscopeDay(
  db: Database,
  sign: SignId,
  period: HoroscopePeriod,
  query: HoroscopeQuery,
  options: DailyOptions,
): Promise<HoroscopeAnswer> {
  const timeZone = query.timeZone ?? 'UTC';
  const date = query.date ?? addDays(calendarDate(options.now ?? new Date(), timeZone), PERIOD_DAYS[period]);
  const t = translator(options.locale);
  const sky = SKY_TEXTS[options.locale];
  // Without the reader's zone the day is UTC's, and the reading's clock times say so.
  const reading = signReading(sign, date, query.timeZone, options.locale);
  const moment = luckyMomentOf(sign, date, timeZone);
  const start = localDayStart(date, timeZone);
  const end = localDayStart(addDays(date, 1), timeZone);
  const natal = options.user ? await natalOf(db, options.user) : undefined;
  const place: Place | undefined =
    query.latitude !== undefined && query.longitude !== undefined && query.placeTimeZone !== undefined
      ? { latitude: query.latitude, longitude: query.longitude, timeZone: query.placeTimeZone }
      : natal?.place;

  const mood: Mood = reading.tones.overall;
  const answer: HoroscopeAnswer = {
    sign,
    period,
    date,
    timeZone,
    basic: {
      description: reading.overall,
      mood: t(`horoscope.mood.${mood}`),
      mood_id: mood,
      color: t(`horoscope.color.${reading.luckyColor.toLowerCase()}` as 'horoscope.color.red'),
      color_id: reading.luckyColor.toLowerCase(),
      lucky_number: reading.luckyNumber,
      lucky_time: moment?.utc ?? null,
      lucky_time_note: moment
        ? t('horoscope.luckyTime.note', { aspect: moment.aspect, planet: t(`astro.body.${moment.planet}`) })
        : null,
    },
    reading: {
      sky: reading.sky,
      overall: reading.overall,
      love: reading.love,
      career: reading.career,
      wellness: reading.wellness,
      highlights: reading.highlights,
    },
    personal_transit: natal ? (dayTransits(sign, (start + end) / 2, natal, sky, { date, timeZone })[0] ?? null) : null,
  };
  if (options.premium) {
    const premium = premiumHoroscope({ sign, date, timeZone, natal, place, voc: query.voc, texts: sky });
    const oracle = oracleReading({
      sign,
      date,
      timeZone,
      zoneGiven: query.timeZone !== undefined,
      tag: LOCALE_INFO[options.locale].tag,
      free: reading,
      premium,
      lucky: moment,
      color: answer.basic.color,
      texts: sky,
      horoscope: HOROSCOPE_TEXTS[options.locale],
      points: natal?.points ?? solarPoints(sign),
      ...(natal ? { natal } : {}),
    });
    answer.premium = { ...premium, ...oracle };
  }
  return answer;
}

/** The reader's next days of the sky, from the start of their today (Oracle and Master). */
export async function horoscopeTimeline(
  db: Database,
  query: TimelineQuery,
  options: { user: UserRow; locale: Locale; now?: Date },
): Promise<TimelineAnswer> {
  const timeZone = query.timeZone ?? 'UTC';
  const from = localDayStart(calendarDate(options.now ?? new Date(), timeZone), timeZone);
  const natal = await natalOf(db, options.user);
  const points = natal?.points ?? solarPoints(query.sign);
  const entries = skyTimeline({ from, days: query.days, points, texts: SKY_TEXTS[options.locale], voc: query.voc });
  return {
    from: instant(from).utc,
    to: instant(from + query.days).utc,
    timeZone,
    basis: natal ? 'natal' : 'solar',
    entries,
  };
}
