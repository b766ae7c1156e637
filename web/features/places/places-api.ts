import type { Place } from '@schema/places';
import { ApiRequestError, api, call } from '@web/lib/api';

/** GET /api/places: the best matches for typed text, best first; none when the search answers with an error. */
async function findPlaces(
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<{ places: Place[]; ambiguous: boolean }> {
  try {
    return await call(api.places.$get({ query: { q, limit: String(limit) } }, { init: { signal } }));
  } catch (err) {
    if (err instanceof ApiRequestError) return { places: [], ambiguous: false };
    throw err;
  }
}

/** The best matches for typed text, best first; [] when the search answers with an error. */
export async function searchPlaces(q: string, limit: number, signal?: AbortSignal): Promise<Place[]> {
  return (await findPlaces(q, limit, signal)).places;
}

/**
 * The one place typed text names, as the server resolves a birth place; null when it names
 * none, or several about equally ("Springfield": the server will ask which, so nothing is guessed).
 */
export async function bestPlace(q: string, signal?: AbortSignal): Promise<Place | null> {
  const { places, ambiguous } = await findPlaces(q, 1, signal);
  return ambiguous ? null : (places[0] ?? null);
}

// A light guard rather than the zod schema: the pages that read error details do not load zod.
const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Place>).displayName === 'string';

/** The places a PLACE_NOT_FOUND answer offers instead (its `details.alternatives`); [] otherwise. */
export function placeAlternatives(details: Record<string, unknown> | undefined): Place[] {
  const list = details?.alternatives;
  return Array.isArray(list) ? list.filter(isPlace) : [];
}

/** The places a PLACE_AMBIGUOUS answer asks the reader to choose from (its `details.candidates`); [] otherwise. */
export function placeCandidates(details: Record<string, unknown> | undefined): Place[] {
  const list = details?.candidates;
  return Array.isArray(list) ? list.filter(isPlace) : [];
}
