/**
 * The search key of a place name: accents and case folded, punctuation to spaces, so
 * "São Paulo", "SAO PAULO" and "sao-paulo" meet. Letters of every script are kept.
 */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

export function placeKey(text: string): string {
  return text
    .replace(/[ßøØæÆœŒđĐłŁıþð]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that say what kind of area a name is ("Sverdlovsk Oblast", "Story County"), as keys. */
const TRAILING_DESIGNATORS = [
  'autonomous okrug',
  'autonomous oblast',
  'autonomous region',
  'oblast',
  'krai',
  'kray',
  'okrug',
  'prefecture',
  'province',
  'county',
  'region',
  'governorate',
  'voivodeship',
  'republic',
  'department',
  'district',
  'parish',
  'canton',
  'territory',
  'state',
  'municipality',
  'rayon',
  'raion',
];
const LEADING_DESIGNATORS = ['county', 'province of', 'state of', 'prefecture of', 'republic of', 'canton of'];
/** What is left of names like "Capital Region" or "North District" names no area by itself. */
const GENERIC = new Set([
  'capital',
  'central',
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'federal',
  'autonomous',
  'special',
  'national',
  'metropolitan',
]);

/**
 * An area's key without the word that says what kind of area it is: "hokkaido prefecture" →
 * "hokkaido", "county cork" → "cork", "stavropol kray" → "stavropol"; "" when it has none, or
 * what is left is too short or generic to name an area ("capital region").
 */
export function withoutDesignator(key: string): string {
  let rest = '';
  for (const d of TRAILING_DESIGNATORS) {
    if (key.endsWith(` ${d}`)) {
      rest = key.slice(0, -d.length - 1);
      break;
    }
  }
  if (!rest) {
    for (const d of LEADING_DESIGNATORS) {
      if (key.startsWith(`${d} `)) {
        rest = key.slice(d.length + 1);
        break;
      }
    }
  }
  return rest.length >= 3 && !GENERIC.has(rest) ? rest : '';
}
