/** Today's insight and the signs of the reader's own chart, for the Ask Stella page. */
import { readerCalendar } from '@core/coach/calendar';
import { dailyInsight } from '@core/coach/daily';
import { receiptOf } from '@core/coach/labels';
import { COACH_TEXTS } from '@core/coach/texts/index';
import type { Locale } from '@core/i18n/locales';
import { SKY_TEXTS } from '@core/sky/texts/index';
import type { UserRow } from '@schema/db';
import type { DailyInsightAnswer, UserChartAnswer } from '@schema/stella';
import { myChartOf } from '@worker/features/birth-chart';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { readerFacts } from './ask.service';

/** The day's insight from the reader's own chart, dated on their clock; 404 when they have given no birth data. */
export async function todaysInsight(
  db: Database,
  user: UserRow,
  reader: { locale: Locale; timeZone: string; now: Date },
): Promise<DailyInsightAnswer> {
  const { locale, timeZone, now } = reader;
  const { table, hasChart } = await readerFacts(db, user, null, now);
  if (!hasChart) {
    throw new ApiError(
      'NOT_FOUND',
      'Add your birth date and place to your profile first, or make a saved chart "my chart".',
    );
  }
  const calendar = readerCalendar(locale, timeZone, now);
  const texts = COACH_TEXTS[locale];
  const insight = dailyInsight(table, { texts, sky: SKY_TEXTS[locale], calendar });
  return {
    insight: insight.text,
    date: calendar.today,
    facts: insight.facts.map((f) => receiptOf(f, texts, calendar.format)),
  };
}

/** The signs and id of the reader's own chart; nulls when they have given no birth data. */
export async function userChartOf(db: Database, user: UserRow): Promise<UserChartAnswer> {
  const chart = await myChartOf(db, user);
  return chart
    ? { sunSign: chart.sunSign, moonSign: chart.moonSign, risingSign: chart.risingSign, chartId: chart.id }
    : { sunSign: null, moonSign: null, risingSign: null, chartId: null };
}
