import { dailyHoroscope, type HoroscopeReading } from '@core/horoscope';
import { HOROSCOPE_TEXTS } from '@core/horoscope/all';
import { DEFAULT_LOCALE, type Locale } from '@core/i18n/locales';
import type { SignId } from '@core/zodiac';
import { recordActivity } from '@worker/lib/activity';
import type { Database } from '@worker/lib/db';
import { memo } from '@worker/lib/memo';

const readings = memo<HoroscopeReading>({ size: 512 });

/**
 * A sign's free reading of a calendar date (YYYY-MM-DD), written for a zone's clock times (none:
 * UTC's): the same for every reader of the sign, language and zone (decision 017), so the isolate
 * keeps the last ones asked for (a day has 12 signs × 7 languages, and a few zones). Shared: not
 * to be changed by its caller.
 */
export function signReading(
  sign: SignId,
  date: string,
  timeZone: string | undefined,
  locale: Locale,
): HoroscopeReading {
  return readings.get(`${sign}|${date}|${timeZone ?? ''}|${locale}`, () =>
    dailyHoroscope(sign, date, timeZone, HOROSCOPE_TEXTS[locale]),
  );
}

/** A sign's free daily reading for a calendar date in UTC's clock; English unless another is asked for. */
export function horoscopeFor(sign: SignId, date: string, locale: Locale = DEFAULT_LOCALE): HoroscopeReading {
  return signReading(sign, date, undefined, locale);
}

/** Counts a reading the signed-in user opened (the profile's "horoscopes read"). */
export async function recordHoroscopeRead(db: Database, userId: string): Promise<void> {
  await recordActivity(db, userId, 'horoscope_read');
}
