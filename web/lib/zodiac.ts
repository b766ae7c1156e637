import type { Zodiac } from '@core/astro/zodiacs';

/**
 * Where the device keeps the reader's zodiac: a visitor's next chart is cast in it; a signed-in
 * reader's is the account's preference, which the device mirrors (decision 047).
 */
const ZODIAC_STORAGE_KEY = 'stella.zodiac';

/** The zodiac this device last chose; null until the reader chooses. */
export function chosenZodiac(): Zodiac | null {
  try {
    const stored = localStorage.getItem(ZODIAC_STORAGE_KEY);
    return stored === 'sidereal' || stored === 'tropical' ? stored : null;
  } catch {
    return null;
  }
}

/** The zodiac this device last chose; tropical until the reader chooses. */
export function storedZodiac(): Zodiac {
  return chosenZodiac() ?? 'tropical';
}

export function rememberZodiac(zodiac: Zodiac): void {
  try {
    localStorage.setItem(ZODIAC_STORAGE_KEY, zodiac);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
