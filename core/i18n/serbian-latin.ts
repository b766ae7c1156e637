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
