/**
 * A name in the letters Pythagorean numerology counts (docs/product.md#numerology-page). The
 * table gives A-Z their values, so a name in another alphabet is first written in Latin letters:
 *
 * - Latin letters lose their accents (é → e, č → c) and a few are spelled out (ß → ss, æ → ae,
 *   œ → oe, đ → dj, ø → o, ł → l, þ → th, ı → i);
 * - Cyrillic is read as Serbian Latin (Ђорђе → Đorđe → Djordje); the letters Serbian lacks as
 *   they are usually romanised (я → ya, ю → yu, й → y, щ → shch, ы → y, э → e, є → ye, ї → yi);
 * - Devanagari is written the way names are usually spelled in Latin letters in India: aspirates
 *   with h (ख kh, भ bh), श and ष as sh, च as ch, छ as chh, long vowels as short ones (आ a, ई i,
 *   ऊ u), the nasal ं as n (m before p, b, m; सिंह Singh), a word's last inherent a dropped after a plain
 *   consonant (राहुल Rahul, राम Ram) and kept after a cluster (कृष्ण Krishna), ज्ञ as gy;
 * - apostrophes, hyphens and dots join or separate parts and count nothing.
 *
 * A name in any other script (Chinese, Arabic…) has no Pythagorean value: `latinName` returns
 * null for it, and the reader is asked to write the name in Latin letters.
 */
import { serbianLatin } from '../i18n/serbian-latin';

const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'dj',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  // Cyrillic letters that Serbian Latin does not cover.
  я: 'ya',
  ю: 'yu',
  ё: 'yo',
  й: 'y',
  щ: 'shch',
  ы: 'y',
  э: 'e',
  ъ: '',
  ь: '',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

const CONSONANT: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant with a nukta, as it sounds in loanwords (ज़ z, फ़ f). */
const NUKTA: Readonly<Record<string, string>> = {
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  य: 'y',
};
const INDEPENDENT_VOWEL: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const VOWEL_SIGN: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const VIRAMA = '्';
const NUKTA_SIGN = '़';
const ANUSVARA = 'ं';
const CANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** One Devanagari word in Latin letters, by the rule above. */
function devanagariWord(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  let nuclei = 0;
  /** Where the pending inherent vowel of the last consonant would go, and whether that consonant ends a cluster. */
  let pending: { cluster: boolean } | null = null;
  let afterVirama = false;
  const settle = () => {
    if (pending) {
      out += 'a';
      nuclei++;
      pending = null;
    }
  };
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const next = chars[i + 1];
    if (ch === 'ज' && next === VIRAMA && chars[i + 2] === 'ञ') {
      settle();
      out += 'gy';
      i += 2;
      pending = { cluster: true };
      afterVirama = false;
      continue;
    }
    const consonant = CONSONANT[ch];
    if (consonant !== undefined) {
      settle();
      const nukta = next === NUKTA_SIGN;
      out += nukta ? (NUKTA[ch] ?? consonant) : consonant;
      if (nukta) i++;
      pending = { cluster: afterVirama };
      afterVirama = false;
      continue;
    }
    if (ch === VIRAMA) {
      pending = null;
      afterVirama = true;
      continue;
    }
    afterVirama = false;
    const sign = VOWEL_SIGN[ch];
    if (sign !== undefined) {
      pending = null;
      out += sign;
      nuclei++;
      continue;
    }
    const vowel = INDEPENDENT_VOWEL[ch];
    if (vowel !== undefined) {
      settle();
      out += vowel;
      nuclei++;
      continue;
    }
    if (ch === ANUSVARA || ch === CANDRABINDU) {
      settle();
      // सिंह is spelled Singh: a nasal before a word's last h is ng.
      const lastH = next === 'ह' && chars[i + 2] === undefined;
      out += next !== undefined && LABIALS.has(next) ? 'm' : lastH ? 'ng' : 'n';
      continue;
    }
    if (ch === VISARGA) {
      settle();
      out += 'h';
      continue;
    }
    settle();
    out += ch;
  }
  // The last inherent vowel is silent after a plain consonant in a word of more than one syllable.
  const last = pending as { cluster: boolean } | null;
  if (last && (last.cluster || nuclei === 0)) settle();
  return out;
}

const DEVANAGARI_RUN = /[\u0900-\u097F]+/g;

/**
 * The name's parts in the letters a-z (lower case), or null when a part holds letters of a
 * script that cannot be read as Latin letters.
 */
export function latinName(fullName: string): string[] | null {
  const parts = serbianLatin(fullName.replace(DEVANAGARI_RUN, devanagariWord))
    .toLocaleLowerCase('en')
    .split(/[\s-]+/)
    .map((part) =>
      [...part]
        .map((ch) => SPELLED[ch] ?? ch)
        .join('')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/['’ʼ`.]/g, ''),
    )
    .filter(Boolean);
  return parts.every((part) => /^[a-z]+$/.test(part)) ? parts : null;
}
