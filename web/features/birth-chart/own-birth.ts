import useSWR, { mutate } from 'swr';
import { defaultHouseSystem } from '@core/astro/houses';
import type { Zodiac } from '@core/astro/zodiacs';
import { api, call } from '@web/lib/api';
import { rememberZodiac } from '@web/lib/zodiac';
import type { BirthForm } from './use-birth-chart';

const PROFILE_KEY = '/api/user/profile';

/**
 * The signed-in reader's own birth, as the profile keeps it ("my chart": docs/product.md#one-chart-per-person),
 * and the zodiac their account casts in, to open the form with: nobody who gave their birth data
 * types it again. Null until the profile is known.
 */
export function useOwnBirth(enabled: boolean): Partial<BirthForm> | null {
  // The profile page reads the same key: one request for both.
  const { data } = useSWR(enabled ? PROFILE_KEY : null, () => call(api.user.profile.$get()), {
    revalidateOnFocus: false,
  });
  if (!data) return null;
  const { zodiac } = data.preferences;
  const cast = { zodiac, houseSystem: defaultHouseSystem(zodiac) };
  if (!data.birthDate || !data.birthLocation) return cast;
  return {
    ...cast,
    birthDate: data.birthDate,
    birthTime: data.birthTime ?? '',
    birthTimeUnknown: data.birthTime === null,
    birthLocation: data.birthLocation,
    place: null,
  };
}

/** Keeps a signed-in reader's zodiac on their account (and on this device); a failure leaves the account's as it was. */
export async function saveZodiac(zodiac: Zodiac): Promise<void> {
  rememberZodiac(zodiac);
  try {
    const profile = await call(api.user.profile.$patch({ json: { preferences: { zodiac } } }));
    await mutate(PROFILE_KEY, profile, { revalidate: false });
  } catch {
    // The chart is still cast in the zodiac chosen; the account keeps its own until the next change.
  }
}
