/**
 * Places this device has used for a chart, newest first, so a chart can be cast for them at
 * once and offline (their coordinates and zone are all the engine needs).
 */
import type { Place } from '@schema/places';

const KEY = 'stella-recent-places';
const MAX = 8;

export type KnownPlace = Pick<
  Place,
  'id' | 'name' | 'displayName' | 'latitude' | 'longitude' | 'timezone' | 'countryCode'
>;

export function recentPlaces(): KnownPlace[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as KnownPlace[]).filter((p) => typeof p?.displayName === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberPlace(place: KnownPlace): void {
  try {
    const rest = recentPlaces().filter((p) => p.displayName !== place.displayName);
    localStorage.setItem(KEY, JSON.stringify([place, ...rest].slice(0, MAX)));
  } catch {
    // storage blocked: nothing remembered
  }
}

/** A recent place whose name is exactly what was typed (so typing it again needs no search). */
export function recentMatch(text: string): KnownPlace | undefined {
  const typed = text.trim().toLowerCase();
  return recentPlaces().find((p) => p.displayName.toLowerCase() === typed || p.name.toLowerCase() === typed);
}
