import { dailyHoroscope, type HoroscopeReading } from '@core/horoscope';
import type { SignId } from '@core/zodiac';
import { recordActivity } from '@worker/lib/activity';
import type { Database } from '@worker/lib/db';

/** A sign's free daily reading for a calendar date (YYYY-MM-DD), the same for every reader (decision 017). */
export function horoscopeFor(sign: SignId, date: string): HoroscopeReading {
  return dailyHoroscope(sign, date);
}

/** Counts a reading the signed-in user opened (the profile's "horoscopes read"). */
export async function recordHoroscopeRead(db: Database, userId: string): Promise<void> {
  await recordActivity(db, userId, 'horoscope_read');
}
