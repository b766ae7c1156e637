/** The daily horoscope: `dailyHoroscope(sign, date)` and the date helper the page uses. */
import { finishAll } from '../i18n/grammar/shared';
import type { Zodiac } from '../astro/zodiacs';
import type { SignId } from '../zodiac';
import { dayStart } from './sky';
import type { HoroscopeTexts } from './texts';
import type { HoroscopeReading } from './types';
import { writeHoroscope } from './writer';

export { LUCKY_COLORS } from './types';
export type { HoroscopeTexts } from './texts';
export type { HoroscopeReading, LuckyColor, MoonPhase, SkyFact } from './types';

/**
 * A sign's free reading for a calendar date (YYYY-MM-DD, 1900-2100), the same for everyone who
 * reads it in the same language and zone. With `timeZone` (the reader's IANA zone) the date is
 * the reader's own day, local midnight to midnight, and the times it names are their clock
 * times; without it, the UTC day, with times labelled UTC. `texts` is the language (English by
 * default). `zodiac` 'sidereal' reads the sign as a Moon sign (rashi) in the sidereal sky (Lahiri),
 * with the lord of the tradition (decision 047).
 */
export function dailyHoroscope(
  sign: SignId,
  date: string,
  timeZone?: string,
  texts?: HoroscopeTexts,
  zodiac: Zodiac = 'tropical',
): HoroscopeReading {
  const reading = writeHoroscope(sign, date, texts, timeZone, zodiac);
  return texts ? finishAll(reading, texts.grammar.finish) : reading;
}

/** The calendar date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(dayStart(date) + days * 86_400_000).toISOString().slice(0, 10);
}
