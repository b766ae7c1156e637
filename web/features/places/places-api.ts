import type { Place } from '@schema/places';
import { ApiRequestError, api, call } from '@web/lib/api';

/** GET /api/places: the best matches for typed text, best first; [] when the search answers with an error. */
export async function searchPlaces(q: string, limit: number, signal?: AbortSignal): Promise<Place[]> {
  try {
    const { places } = await call(api.places.$get({ query: { q, limit: String(limit) } }, { init: { signal } }));
    return places;
  } catch (err) {
    if (err instanceof ApiRequestError) return [];
    throw err;
  }
}

// A light guard rather than the zod schema: the pages that read error details do not load zod.
const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Place>).displayName === 'string';

/** The places a PLACE_NOT_FOUND answer offers instead (its `details.alternatives`); [] otherwise. */
export function placeAlternatives(details: Record<string, unknown> | undefined): Place[] {
  const list = details?.alternatives;
  return Array.isArray(list) ? list.filter(isPlace) : [];
}
