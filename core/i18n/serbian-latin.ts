/** Serbian Cyrillic letters in Gaj's Latin alphabet. */
const SERBIAN_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

/** Serbian written in Cyrillic, in the Latin alphabet ("Ђорђе" → "Đorđe"); other text as it is. */
export function serbianLatin(text: string): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = SERBIAN_LATIN[lower];
      if (latin === undefined) return ch;
      return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/**
 * Gaj's Latin letters in Serbian Cyrillic, letter for letter. "lj", "nj", "dž" are one letter,
 * except the n+j of "konjunkcija" (конјункција, docs/i18n/glossary-sr.md §8).
 */
const SERBIAN_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  lj: 'љ',
  nj: 'њ',
  dž: 'џ',
};

/** Serbian written in the Latin alphabet, in Cyrillic ("Đorđe" → "Ђорђе"); other letters as they are. */
export function serbianCyrillic(text: string): string {
  // The j of "konj-unkcija" is held aside (U+E000) so that its n and j are not read as "nj".
  return text
    .replace(/konj(?=unk)/gi, (m) => `${m.slice(0, 3)}\uE000`)
    .replace(/dž|lj|nj|[a-zčćđšž]/gi, (m) => {
      const t = SERBIAN_CYRILLIC[m.toLowerCase()];
      if (!t) return m;
      return m[0] === m[0]?.toUpperCase() && m[0] !== m[0]?.toLowerCase() ? t.toUpperCase() : t;
    })
    .replace(/\uE000/g, 'ј');
}
