import useSWR from 'swr';
import type { SignId } from '@core/zodiac';
import type { HoroscopePeriod } from '@schema/horoscope';
import { api, call } from '@web/lib/api';
import { useLocale } from '@web/lib/i18n';
import { readerTimeZone } from '@web/lib/reader-time-zone';

/** A place for the planetary hours, as the reader chose it (remembered on this device). */
export interface HoursPlace {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

const PLACE_KEY = 'stella.hoursPlace';

export function rememberedHoursPlace(): HoursPlace | null {
  try {
    const place = JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null') as HoursPlace | null;
    return place && typeof place.latitude === 'number' && typeof place.timezone === 'string' ? place : null;
  } catch {
    return null;
  }
}

export function rememberHoursPlace(place: HoursPlace | null): void {
  if (place) localStorage.setItem(PLACE_KEY, JSON.stringify(place));
  else localStorage.removeItem(PLACE_KEY);
}

export function fetchHoroscopeDay(
  sign: SignId,
  period: HoroscopePeriod,
  options: { premium: boolean; timeZone: string; place: HoursPlace | null },
) {
  const query: Record<string, string> = { timeZone: options.timeZone };
  if (options.premium) query.premium = 'true';
  if (options.place) {
    query.latitude = String(options.place.latitude);
    query.longitude = String(options.place.longitude);
    query.placeTimeZone = options.place.timezone;
  }
  return call(api.astrology.horoscope[':sign'][':period'].$get({ param: { sign, period }, query }));
}

/** The day of a sign from the server (its language follows the reader's: the key holds it). */
export function useHoroscopeDay(
  sign: SignId | null,
  period: HoroscopePeriod,
  options: { premium: boolean; place: HoursPlace | null; enabled?: boolean },
) {
  const locale = useLocale();
  const timeZone = readerTimeZone();
  const key =
    sign && options.enabled !== false
      ? ['horoscope-day', sign, period, options.premium, timeZone, options.place?.name ?? '', locale]
      : null;
  return useSWR(key, () => fetchHoroscopeDay(sign as SignId, period, { ...options, timeZone }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** The reader's next 30 days of the sky (Oracle and Master): fetched only for them. */
export function useTimeline(sign: SignId, enabled: boolean) {
  const locale = useLocale();
  const timeZone = readerTimeZone();
  return useSWR(
    enabled ? ['sky-timeline', sign, timeZone, locale] : null,
    () => call(api.astrology.timeline.$get({ query: { sign, timeZone } })),
    { revalidateOnFocus: false },
  );
}
