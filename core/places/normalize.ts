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
