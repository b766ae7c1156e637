import { dailyHoroscope, type HoroscopeReading } from '@core/horoscope';
import { HOROSCOPE_TEXTS } from '@core/horoscope/all';
import { DEFAULT_LOCALE, type Locale } from '@core/i18n/locales';
import type { SignId } from '@core/zodiac';
import { recordActivity } from '@worker/lib/activity';
import type { Database } from '@worker/lib/db';

/**
 * A sign's free daily reading for a calendar date (YYYY-MM-DD), the same for every reader of
 * a language (decision 017); English unless another is asked for.
 */
export function horoscopeFor(sign: SignId, date: string, locale: Locale = DEFAULT_LOCALE): HoroscopeReading {
  return dailyHoroscope(sign, date, undefined, HOROSCOPE_TEXTS[locale]);
}

/** Counts a reading the signed-in user opened (the profile's "horoscopes read"). */
export async function recordHoroscopeRead(db: Database, userId: string): Promise<void> {
  await recordActivity(db, userId, 'horoscope_read');
}
