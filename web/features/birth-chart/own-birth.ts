import useSWR from 'swr';
import { api, call } from '@web/lib/api';
import type { BirthForm } from './use-birth-chart';

/**
 * The signed-in reader's own birth, as the profile keeps it ("my chart": docs/product.md#one-chart-per-person),
 * to open the form with: nobody who gave their birth data types it again. Null until known, or
 * when the profile holds none.
 */
export function useOwnBirth(enabled: boolean): Partial<BirthForm> | null {
  // The profile page reads the same key: one request for both.
  const { data } = useSWR(enabled ? '/api/user/profile' : null, () => call(api.user.profile.$get()), {
    revalidateOnFocus: false,
  });
  if (!data?.birthDate || !data.birthLocation) return null;
  return {
    birthDate: data.birthDate,
    birthTime: data.birthTime ?? '',
    birthTimeUnknown: data.birthTime === null,
    birthLocation: data.birthLocation,
    place: null,
  };
}
