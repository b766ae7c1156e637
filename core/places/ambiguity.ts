/**
 * When typed text names one place and when it names several about equally (decision 022).
 *
 * Matches come ranked as the search ranks them: match quality (`score`), then population.
 * Only the matches of the best quality compete. Among them the most populous is a clear best
 * match when it has at least CLEAR_RATIO times the people of every other one ("Paris": Paris,
 * France has 86 times the people of Paris, Texas); otherwise the text is ambiguous
 * ("Springfield": Missouri 167,000, Massachusetts 154,000, Illinois 117,000, Oregon 61,000,
 * Ohio 60,000) and the candidates are the most populous one and every other match of the
 * same quality with more than a CLEAR_RATIO-th of its people. Two matches closer than
 * SAME_PLACE_DEGREES in the same zone give the same chart, so they count as one place. When
 * the best match is called by its own name what was typed, matches by an old or foreign name
 * do not compete with it.
 */

/** The most populous match is the clear best when it has at least this many times the people of the next. */
export const CLEAR_RATIO = 4;
/** Matches this close (in latitude and longitude) in one zone are one place for a birth chart. */
export const SAME_PLACE_DEGREES = 0.25;
/** At most this many candidates are offered. */
export const MAX_CANDIDATES = 8;

export interface RankedMatch {
  /** Match quality: higher is better (an exact name beats a prefix). */
  score: number;
  population: number;
  latitude: number;
  longitude: number;
  timezone: string;
  /** Matched by another name than its own: an old or foreign name ("Bombay" for Mumbai). */
  alias?: boolean;
}

export type Resolution<T> = { kind: 'none' } | { kind: 'clear'; place: T } | { kind: 'ambiguous'; candidates: T[] };

const samePlace = (a: RankedMatch, b: RankedMatch) =>
  a.timezone === b.timezone &&
  Math.abs(a.latitude - b.latitude) < SAME_PLACE_DEGREES &&
  Math.abs(a.longitude - b.longitude) < SAME_PLACE_DEGREES;

/** Whether `best` has so many more people than `other` that nobody would mean `other` by the same words. */
export function clearlyLarger(best: RankedMatch, other: RankedMatch): boolean {
  return best.population > 0 && best.population >= CLEAR_RATIO * other.population;
}

/** One place, several about equal places, or none, from the matches of some text (any order). */
export function resolveMatches<T extends RankedMatch>(matches: readonly T[]): Resolution<T> {
  const ranked = [...matches].sort((a, b) => b.score - a.score || b.population - a.population);
  const best = ranked[0];
  if (!best) return { kind: 'none' };
  const distinct: T[] = [];
  for (const match of ranked) {
    if (match.score !== best.score) break;
    // A place called what was typed is not rivalled by one that was called so once, or in
    // another language ("Rome" is not Lomé, whatever some alphabet writes for it).
    if (!best.alias && match.alias) continue;
    if (!distinct.some((kept) => samePlace(kept, match))) distinct.push(match);
  }
  const rivals = distinct.slice(1).filter((other) => !clearlyLarger(best, other));
  if (rivals.length === 0) return { kind: 'clear', place: best };
  return { kind: 'ambiguous', candidates: [best, ...rivals].slice(0, MAX_CANDIDATES) };
}
