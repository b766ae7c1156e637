/**
 * How the verifier reads Hindi (core/coach/texts.ts, CoachLexicon): every written form of a point,
 * a sign and an aspect, the house ordinals, and what may stand between a point and the sign or
 * house that places it, in both word orders (./index.ts).
 */
import type { AspectType } from '../../../astro/aspects';
import type { SignId } from '../../../zodiac';
import type { CoachLexicon, CoachPoint } from '../../texts';

const POINT_FORMS: Readonly<Record<CoachPoint, readonly string[]>> = {
  sun: ['सूर्य', 'सूरज', 'रवि'],
  moon: ['चंद्रमा', 'चन्द्रमा', 'चंद्र', 'चन्द्र', 'चाँद', 'चांद'],
  mercury: ['बुध'],
  venus: ['शुक्र'],
  mars: ['मंगल'],
  jupiter: ['बृहस्पति', 'गुरु', 'ज्यूपिटर'],
  saturn: ['शनि'],
  uranus: ['यूरेनस', 'युरेनस', 'अरुण', 'हर्षल'],
  neptune: ['नेपच्यून', 'नेप्च्यून', 'नेपच्युन', 'वरुण'],
  pluto: ['प्लूटो', 'प्लुटो', 'यम'],
  ascendant: ['लग्न', 'लग्न राशि', 'उदय राशि', 'असेंडेंट', 'एसेंडेंट', 'असेंडेन्ट', 'राइजिंग साइन', 'राइजिंग', 'Ascendant', 'ASC'],
  midheaven: ['मध्य आकाश', 'मध्याकाश', 'MC', 'एमसी', 'मिडहेवन', 'Midheaven', 'मीडियम कोएली', 'Medium Coeli'],
};

/** Sign names: they do not inflect; the short and spelling variants, and the transliterations a model may use. */
const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['मेष', 'एरीज़', 'एरीज'],
  taurus: ['वृषभ', 'वृष', 'टॉरस'],
  gemini: ['मिथुन', 'जेमिनी'],
  // Never कैंसर: it is the illness too (glossary §2).
  cancer: ['कर्क'],
  leo: ['सिंह', 'लियो'],
  virgo: ['कन्या', 'वर्गो'],
  libra: ['तुला', 'लिब्रा'],
  scorpio: ['वृश्चिक', 'स्कॉर्पियो'],
  sagittarius: ['धनु', 'सैजिटेरियस'],
  capricorn: ['मकर', 'कैप्रिकॉर्न'],
  aquarius: ['कुंभ', 'कुम्भ', 'एक्वेरियस'],
  pisces: ['मीन', 'पाइसीज़', 'पाइसीज'],
};

const ASPECT_FORMS: Readonly<Record<AspectType, readonly string[]>> = {
  conjunction: ['युति', 'युतियाँ', 'युतियां', 'युतियों', 'संयोजन', 'कंजंक्शन', 'कन्जंक्शन'],
  sextile: ['षट्कोण', 'षट्कोणों', 'षटकोण', 'सेक्सटाइल', 'सेक्स्टाइल'],
  square: ['चतुष्कोण', 'चतुष्कोणों', 'चतुष्कोणीय', 'स्क्वेयर', 'स्क्वायर', 'समकोण'],
  trine: ['त्रिकोण', 'त्रिकोणों', 'त्रिकोणीय', 'ट्राइन', 'नवपंचम', 'नव-पंचम'],
  opposition: ['प्रतियुति', 'प्रतियुतियाँ', 'प्रतियुतियां', 'प्रतियुतियों', 'अपोज़िशन', 'अपोजिशन', 'समसप्तक'],
};

/**
 * House ordinals as words: the everyday ordinals in both cases and the common spellings
 * (with and without chandrabindu, anusvara dropped), the Sanskrit ordinals of jyotish texts,
 * Devanagari digits, and लग्न भाव (the first house).
 */
const HOUSE_NUMBER: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  const add = (n: number, ...words: string[]) => {
    for (const w of words) out[w] = n;
  };
  const ending = (stem: string) => [`${stem}वाँ`, `${stem}वां`, `${stem}वा`, `${stem}वें`, `${stem}वे`];
  add(1, 'पहला', 'पहले', 'प्रथम', 'लग्न');
  add(2, 'दूसरा', 'दूसरे', 'दुसरे', 'द्वितीय');
  add(3, 'तीसरा', 'तीसरे', 'तृतीय');
  add(4, 'चौथा', 'चौथे', 'चतुर्थ');
  add(5, ...ending('पाँच'), ...ending('पांच'), 'पंचम');
  add(6, 'छठा', 'छठे', 'छटा', 'छटे', ...ending('छठ'), 'षष्ठ', 'षष्टम');
  add(7, ...ending('सात'), 'सप्तम');
  add(8, ...ending('आठ'), 'अष्टम');
  add(9, ...ending('नौ'), ...ending('न'), 'नवम');
  add(10, ...ending('दस'), 'दशम');
  add(11, ...ending('ग्यारह'), 'एकादश');
  add(12, ...ending('बारह'), 'द्वादश');
  const deva = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];
  const toDeva = (n: number) => [...String(n)].map((d) => deva[Number(d)]).join('');
  for (let n = 1; n <= 12; n++) {
    out[toDeva(n)] = n;
    if (n < 10) out[`०${toDeva(n)}`] = n;
  }
  return out;
})();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';
/** The ordinal words, longest first (so 'सातवाँ' is never read as 'सातवा'); digits are not words. */
const HOUSE_WORDS = Object.keys(HOUSE_NUMBER)
  .filter((w) => !/^[०-९]+$/.test(w))
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const DIGITS = '[0-9०-९]{1,2}';
/** The ordinal suffix after digits: '7वें', '7 वाँ', '7-वें', '7th'. */
const SUFFIX = '\\s?-?\\s?(?:वाँ|वां|वा|वें|वे|th|st|nd|rd)';
const HOUSE_NOUN = `(?:भावों|भाव|घर|हाउस)${NOT_WORD_AFTER}`;
/**
 * 'सातवें भाव', 'सातवाँ भाव', 'सप्तम भाव', '7वें भाव', '7 वाँ घर', '7th हाउस', 'भाव 7', 'भाव संख्या 7',
 * 'लग्न भाव'. Digits take a suffix ('12 भाव' is "the twelve houses"); with the noun first they stand alone.
 * One capturing group, the number: a lookahead picks the word order before it is read.
 */
const HOUSE = new RegExp(
  `${NOT_WORD_BEFORE}(?:` +
    `(?:भाव|घर|हाउस)\\s?(?:संख्या\\s|नंबर\\s|नं\\.\\s?)?(?=${DIGITS}(?![\\p{L}\\p{M}\\p{N}°]))` +
    `|(?=(?:${HOUSE_WORDS})\\s${HOUSE_NOUN}|${DIGITS}${SUFFIX}\\s${HOUSE_NOUN})` +
    `)(${HOUSE_WORDS}|${DIGITS})(?:(?:${SUFFIX})?\\s${HOUSE_NOUN})?`,
  'giu',
);

/** A separator: spaces, and the markdown emphasis a model may wrap a name in ("**शुक्र** तुला"). */
const SP = '[*_]*\\s+[*_]*';
/** '14°22′', '14°', '14° 22\'', '14 अंश 22 कला', optionally followed by पर. */
const DEG = `(?:\\d{1,2}°(?:\\s?\\d{1,2}\\s?[′']?)?|\\d{1,2}\\s(?:अंश|डिग्री)(?:\\s\\d{1,2}\\s(?:कला|मिनट))?)(?:${SP}पर)?`;
const RETRO = '(?:वक्री|℞|Rx)(?:\\sहोकर|\\sअवस्था\\sमें|\\sगति\\sमें)?';
/** '(14°22′)', '(वक्री)', '(℞)', '(MC)', '(14°22′, वक्री)'. */
const PAREN = `\\((?:${DEG}|वक्री|℞|R|Rx|MC|एमसी)(?:,\\s?(?:${DEG}|वक्री|℞|R|Rx))?\\)`;
/** What may stand between a point and the sign or house that places it, one piece at a time. */
const PIECE = [
  PAREN,
  DEG,
  RETRO,
  'ग्रह',
  'भी',
  'ही',
  'तो',
  '(?:आपकी\\s)?(?:जन्म\\s)?कुंडली\\sमें',
  '(?:आपके\\s)?जन्म\\sके\\sसमय',
].join('|');
/** A gap made of pieces: a single space, or pieces each after a space or ", ", ending in a space. */
const gapOf = (lead: string, pieces: string) =>
  new RegExp(`^\\)?(?:${lead})?(?:${SP}|(?:,?${SP}(?:${pieces}))+,?${SP})$`, 'iu');

export const LEXICON: CoachLexicon = {
  point: POINT_FORMS,
  sign: SIGN_FORMS,
  aspect: ASPECT_FORMS,
  house: HOUSE,
  houseNumber: HOUSE_NUMBER,
  // "शुक्र तुला राशि में", "शुक्र तुला राशि के 14°22′ पर", "आपकी सूर्य राशि मेष है", "सूर्य राशि: मेष",
  // "शुक्र (14°22′) तुला", "शुक्र, वक्री होकर, तुला", "शुक्र आपकी कुंडली में तुला", "शुक्र 14°22′ तुला".
  // Never "और", "का", "से", "जो", a bare comma: "शुक्र और तुला", "शुक्र, तुला और वृषभ का स्वामी".
  placementGap: gapOf(`[*_]*:|${SP}राशि:?|${SP}की${SP}स्थिति|${SP}का${SP}स्थान`, PIECE),
  // "तुला राशि का शुक्र", "तुला के शुक्र से", "तुला राशि का वक्री शुक्र", "तुला राशि के 14° पर स्थित शुक्र",
  // "तुला राशि में स्थित शुक्र", "तुला राशि में आपका शुक्र". Never "तुला राशि का स्वामी शुक्र", and not a bare
  // "तुला राशि में शुक्र": in "शुक्र तुला राशि में मंगल से …" the sign is Venus's, not Mars's.
  reverseGap: new RegExp(
    `^[*_]*(?:${SP}राशि)?[*_]*(?:` +
      `${SP}(?:का|के)(?:${SP}${DEG}(?:${SP}स्थित)?)?(?:${SP}(?:आपका|आपके))?(?:${SP}वक्री)?` +
      `|${SP}में(?:${SP}स्थित(?:${SP}(?:आपका|आपके))?|${SP}आपका)(?:${SP}वक्री)?` +
      `)${SP}$`,
    'iu',
  ),
  // "शुक्र सातवें भाव में", "शुक्र आपके सातवें भाव में", "शुक्र (14°22′) आपकी कुंडली के सातवें भाव में".
  // Never "शुक्र और सातवें भाव", "शुक्र सातवें भाव का स्वामी" reads as a placement.
  // After a sign as well (claims.ts reads "शुक्र तुला राशि में, सातवें भाव में" as Venus's house):
  // "तुला राशि में, आपके सातवें भाव में", "तुला राशि के 14°22′ पर, सातवें भाव में", "तुला ℞, भाव 7".
  houseGap: gapOf('', `${PIECE}|आपके|(?:आपकी\\s)?(?:जन्म\\s)?कुंडली\\sके|राशि|में|के`),
  // "तुला लग्न", "आपका तुला लग्न", "तुला राइजिंग"; "तुला राशि का लग्न" is a reverse placement already.
  risingAfterSign: /^[*_]*\s+[*_]*(?:राशि\s+)?(?:लग्न|राइजिंग|उदय\s+राशि)(?![\p{L}\p{M}\p{N}])/u,
  wordBoundaries: true,
};
