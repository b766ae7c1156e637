/**
 * How the Serbian coach reads a chart in any answer (core/coach/texts.ts, `CoachLexicon`): every
 * case of every point and sign (nominative, genitive, dative/locative, accusative, instrumental,
 * the plurals), the forms without diacritics that people type, the Croatian and ijekavian forms a
 * model may slip into (Škorpion, Strijelac, Vodenjak, Mjesec), and all of them in Cyrillic too.
 */
import { GRAMMAR_SR as g } from '../../../i18n/grammar/sr';
import { serbianCyrillic } from '../../../i18n/serbian-latin';
import type { SignId } from '../../../zodiac';
import type { CoachLexicon } from '../../texts';
import { cyrRecord } from './words';

/** The forms people type without diacritics: č ć → c, š → s, ž → z, đ → dj. */
const ascii = (s: string) =>
  s
    .replace(/[čć]/g, 'c')
    .replace(/[ČĆ]/g, 'C')
    .replace(/š/g, 's')
    .replace(/Š/g, 'S')
    .replace(/ž/g, 'z')
    .replace(/Ž/g, 'Z')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj');
/** Every form once, with its diacritic-free twin. */
const withAscii = (forms: readonly string[]) => [...new Set(forms.flatMap((f) => [f, ascii(f)]))];

/** A regular expression's source with its letters in Cyrillic, escapes (\s, \p{L}, \d) kept. */
const cyrSource = (source: string) =>
  source
    .split(/(\\p\{[^}]*\}|\\.)/)
    .map((part, i) => (i % 2 === 1 ? part : serbianCyrillic(part)))
    .join('');
/** A pattern in both scripts: (?:latin|ćirilica). */
const both = (source: string) => `(?:${source}|${cyrSource(source)})`;

// ---------------------------------------------------------------------------------------------
// Signs: the grammar's cases, with the plurals and other spellings

/** The plural of people of a sign, all its cases (Ovnovi, Ovnova, Ovnovima, Ovnove), and other spellings. */
const SIGN_MORE: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['Ovnovi', 'Ovnova', 'Ovnovima', 'Ovnove'],
  taurus: ['Bikovi', 'Bikova', 'Bikovima', 'Bikove'],
  gemini: ['Blizanac', 'Blizanca', 'Blizancu', 'Blizancem'],
  cancer: ['Rakovi', 'Rakova', 'Rakovima', 'Rakove'],
  leo: ['Lavovi', 'Lavova', 'Lavovima', 'Lavove'],
  virgo: ['Devicama', 'Djevica', 'Djevice', 'Djevici', 'Djevicu', 'Djevicom'],
  libra: ['Vagama'],
  scorpio: ['Škorpijama', 'Škorpion', 'Škorpiona', 'Škorpionu', 'Škorpionom', 'Škorpioni', 'Škorpione'],
  sagittarius: ['Strelci', 'Strelaca', 'Strelcima', 'Strelce', 'Strijelac', 'Strijelca', 'Strijelcu', 'Strijelcem'],
  capricorn: ['Jarčevi', 'Jarčeva', 'Jarčevima', 'Jarčeve'],
  aquarius: ['Vodolijama', 'Vodenjak', 'Vodenjaka', 'Vodenjaku', 'Vodenjakom'],
  pisces: ['Riba'],
};
const signForms = (s: SignId) =>
  withAscii([g.sign(s), g.sign(s, 'gen'), g.sign(s, 'loc'), g.sign(s, 'acc'), g.sign(s, 'ins'), ...SIGN_MORE[s]]);

// ---------------------------------------------------------------------------------------------
// Houses: feminine ordinals (kuća), neuter for the older "polje"

const ORD_ENDINGS = ['a', 'e', 'oj', 'u', 'om', 'o', 'og', 'oga', 'omu'] as const;
const ROMAN = ['', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'] as const;
const HOUSE_NUMBER: Record<string, number> = {};
for (let n = 1; n <= 12; n++) {
  // The grammar's feminine ordinal (sedma) less its -a: the stem every gender's and case's ending takes.
  const s = g.ordinal(n, 'nom').slice(0, -1);
  for (const e of ORD_ENDINGS) {
    HOUSE_NUMBER[`${s}${e}`] = n;
    HOUSE_NUMBER[`${ascii(s)}${e}`] = n;
    HOUSE_NUMBER[serbianCyrillic(`${s}${e}`)] = n;
  }
  // "I" alone is left out: it is the word "and".
  if (ROMAN[n - 1]) HOUSE_NUMBER[ROMAN[n - 1] as string] = n;
}
const HOUSE_WORDS = Object.keys(HOUSE_NUMBER)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NOUN = both('(?:kuć(?:ama|om|a|e|i|u)|kuc(?:ama|om|a|e|i|u)|polj(?:ima|em|e|a|u))');
const DIGIT = '(?:1[0-2]|[1-9])';
/** A digit ordinal: "7." or "7-oj"; a bare "7" only before a singular-only case ("u 7 kući"). */
const ORD_SUFFIX = `(?:\\.|-?${both('(?:toj|oj|ta|tu|te|om|a|u|e)')})`;
const DIGIT_ORD = `${DIGIT}${ORD_SUFFIX}`;
const ANY_NUM = `(?:${HOUSE_WORDS}|${DIGIT_ORD})`;
const HOUSE = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])',
    '(?:',
    // "kuća 7", "u kući broj 7"
    `${NOUN}\\s+(?:${both('broj')}\\s+)?(?=\\d)`,
    '|',
    // "7. kuća", "sedmoj kući", "7. i 8. kuća", "u 7 kući"
    `(?=(?:${ANY_NUM}(?:\\s*,\\s*|\\s+${both('(?:i|ili)')}\\s+))*(?:${ANY_NUM}\\s+${NOUN}|${DIGIT}\\s+${both('(?:kući|kuću|kućom|kuci|kucu|kucom)')})(?![\\p{L}]))`,
    ')',
    `(${DIGIT}|${HOUSE_WORDS})`,
    `${ORD_SUFFIX}?`,
    `(?:\\s+${NOUN})?`,
    '(?![\\p{L}\\p{N}])',
  ].join(''),
  'giu',
);

// ---------------------------------------------------------------------------------------------
// Gaps: what stands between a point and its sign or house when a sentence places it

/** 14°22′, 14°, 14° 22', 14°22′05″, or "14 stepeni (i 22 minuta)". */
const DEG =
  '(?:\\d{1,2}\\s?°(?:\\s?\\d{1,2}\\s?[\'′’])?(?:\\s?\\d{1,2}\\s?["″”])?|\\d{1,2}\\s+stepen[aie]?(?:\\s+i\\s+\\d{1,2}\\s+minut[aie]?)?)';
/** The words that may sit in a placing phrase, in any order. */
const ITEM = [
  // clitics and verbs of position: "ti je", "se nalazi", "stoji", "je bila", "smeštena je"
  'ti',
  'je',
  'jeste',
  'su',
  'se',
  'nalazi',
  'nalaze',
  'stoji',
  'stoje',
  'boravi',
  'bio',
  'bila',
  'bilo',
  'nalazio',
  'nalazila',
  'nalazilo',
  'stajao',
  'stajala',
  'stajalo',
  'sme[šs]ten[aoi]?',
  'postavljen[aoi]?',
  'koji',
  'koja',
  'koje',
  'takođe',
  'takodje',
  // the natal frame
  'u\\s+tvojoj\\s+(?:natalnoj\\s+)?karti(?:\\s+rođenja)?',
  'u\\s+tvom\\s+(?:natalnom\\s+)?horoskopu',
  'kod\\s+tebe',
  'u\\s+(?:trenutku|času|vreme)\\s+tvog(?:a)?\\s+rođenja',
  'pri\\s+tvom\\s+rođenju',
  // motion and degree
  'retrograd(?:an|na|no|ni)',
  '℞',
  'Rx',
  'R',
  `(?:na\\s+)?${DEG}`,
].join('|');
const SEP = '[\\s,()]*';
const ITEMS = `(?:(?:${ITEM})(?![\\p{L}])${SEP})`;
/**
 * A gap that opens with a comma and goes straight to a verb follows an apposition, not the
 * subject: in "Mars, vladar tvog Ascendenta, stoji u Lavu" it is Mars, not the Ascendant, that
 * stands in Leo (Serbian puts no comma between a subject and its verb). A closing parenthesis
 * stays allowed, for "Sredina neba (MC) je u Jarcu".
 */
const NOT_APPOSITION =
  '(?!\\s*,[\\s,()]*(?:ti|je|jeste|su|se|nalazi|nalaze|stoji|stoje|boravi|bio|bila|bilo|nalazio|nalazila|nalazilo|stajao|stajala|stajalo|sme[šs]ten[aoi]?|postavljen[aoi]?|takođe|takodje)(?![\\p{L}]))';
/** Point, then a sign: "je u", "ti je u", "u znaku" (+ genitive), "na 14°22′" (+ genitive), "ti je" (+ nominative). */
const PLACEMENT_SRC = `^${NOT_APPOSITION}(?:${SEP}${ITEMS}*u(?:\\s+znaku)?\\s+|${SEP}${ITEMS}+|\\s+|\\s*:\\s*)$`;
const PLACEMENT_GAP = new RegExp(`${PLACEMENT_SRC}|${cyrSource(PLACEMENT_SRC)}`, 'iu');
/** Point, then a numbered house: "u", "je u tvojoj", ", retrogradna, u". */
const HOUSE_GAP_SRC = `^${NOT_APPOSITION}${SEP}${ITEMS}*u(?:\\s+(?:tvojoj|tvoju|tvojem|tvom))?\\s+$`;
const HOUSE_GAP = new RegExp(`${HOUSE_GAP_SRC}|${cyrSource(HOUSE_GAP_SRC)}`, 'iu');
const REV_MOD = '(?:(?:natalni|natalna|natalno|natalnu|retrogradni|retrogradna|retrogradno|retrogradnu)\\s+)*';
/** Sign, then the point it holds: "Vaga ti je podznak", "U Vagi se nalazi tvoja Venera", "U Vagi imaš Veneru". */
const REVERSE_SRC = [
  `^\\s+(?:ti\\s+(?:je|su|stoji|stoje|se\\s+nalazi)|(?:je|su)\\s+ti)\\s+${REV_MOD}$`,
  `^\\s+(?:je|su|stoji|stoje|se\\s+nalazi|nalazi\\s+se)\\s+(?:ti\\s+)?(?:tvoj|tvoja|tvoje|tvoji)\\s+${REV_MOD}$`,
  `^\\s+ima(?:š|s)\\s+${REV_MOD}$`,
].join('|');
const REVERSE_GAP = new RegExp(`${REVERSE_SRC}|${cyrSource(REVERSE_SRC)}`, 'iu');
/** "Vaga u podznaku", "Vaga na Ascendentu", "Vaga kao tvoj podznak". */
const RISING_SRC =
  '^\\s+(?:u\\s+podznaku|na\\s+(?:tvom\\s+)?Ascendentu|kao\\s+(?:tvoj\\s+)?podznak|podznak(?![\\p{L}]))';
const RISING_AFTER = new RegExp(`${RISING_SRC}|${cyrSource(RISING_SRC)}`, 'iu');

export const LEXICON: CoachLexicon = {
  point: cyrRecord({
    sun: withAscii([
      'Sunce',
      'Sunca',
      'Suncu',
      'Suncem',
      'Sunčev znak',
      'Sunčevog znaka',
      'Sunčevom znaku',
      'Sunčevim znakom',
    ]),
    moon: withAscii([
      'Mesec',
      'Meseca',
      'Mesecu',
      'Mesecom',
      'Mjesec',
      'Mjeseca',
      'Mjesecu',
      'Mjesecom',
      'Luna',
      'Lune',
      'Luni',
      'Lunu',
      'Lunom',
      'Mesečev znak',
      'Mesečevog znaka',
      'Mesečevom znaku',
      'Mesečevim znakom',
    ]),
    mercury: ['Merkur', 'Merkura', 'Merkuru', 'Merkurom'],
    venus: ['Venera', 'Venere', 'Veneri', 'Veneru', 'Venerom'],
    mars: ['Mars', 'Marsa', 'Marsu', 'Marsom'],
    jupiter: ['Jupiter', 'Jupitera', 'Jupiteru', 'Jupiterom'],
    saturn: ['Saturn', 'Saturna', 'Saturnu', 'Saturnom'],
    uranus: ['Uran', 'Urana', 'Uranu', 'Uranom', 'Uranus', 'Uranusa', 'Uranusu', 'Uranusom'],
    neptune: ['Neptun', 'Neptuna', 'Neptunu', 'Neptunom'],
    pluto: ['Pluton', 'Plutona', 'Plutonu', 'Plutonom', 'Pluto'],
    ascendant: withAscii([
      'Ascendent',
      'Ascendenta',
      'Ascendentu',
      'Ascendentom',
      'Ascendenti',
      'Asendent',
      'Asendenta',
      'Asendentu',
      'Asendentom',
      'Ascendant',
      'Ascendanta',
      'Ascendantu',
      'Ascendantom',
      'Asc',
      'podznak',
      'podznaka',
      'podznaku',
      'podznakom',
      'podznaci',
      'uzlazni znak',
      'uzlaznog znaka',
      'uzlaznom znaku',
      'uzlaznim znakom',
      'izlazni znak',
      'izlaznog znaka',
      'izlazeći znak',
    ]),
    midheaven: [
      'Sredina neba',
      'Sredine neba',
      'Sredini neba',
      'Sredinu neba',
      'Sredinom neba',
      'MC',
      'Medium Coeli',
      'Medium Caeli',
    ],
  }),
  sign: cyrRecord({
    aries: signForms('aries'),
    taurus: signForms('taurus'),
    gemini: signForms('gemini'),
    cancer: signForms('cancer'),
    leo: signForms('leo'),
    virgo: signForms('virgo'),
    libra: signForms('libra'),
    scorpio: signForms('scorpio'),
    sagittarius: signForms('sagittarius'),
    capricorn: signForms('capricorn'),
    aquarius: signForms('aquarius'),
    pisces: signForms('pisces'),
  }),
  aspect: cyrRecord({
    conjunction: [
      'konjunkcija',
      'konjunkcije',
      'konjunkciji',
      'konjunkciju',
      'konjunkcijom',
      'konjunkcijama',
      'konjunkcijski',
      'konjunkcijska',
    ],
    sextile: [
      'sekstil',
      'sekstila',
      'sekstilu',
      'sekstilom',
      'sekstili',
      'sekstile',
      'sekstilima',
      'sekstilira',
      'sekstiliraju',
    ],
    square: [
      'kvadrat',
      'kvadrata',
      'kvadratu',
      'kvadratom',
      'kvadrati',
      'kvadrate',
      'kvadratima',
      'kvadratura',
      'kvadrature',
      'kvadraturi',
      'kvadraturu',
      'kvadraturom',
      'kvadrira',
      'kvadriraju',
    ],
    trine: [
      'trigon',
      'trigona',
      'trigonu',
      'trigonom',
      'trigoni',
      'trigone',
      'trigonima',
      'trigonira',
      'trigoniraju',
      'trin',
      'trina',
      'trinu',
      'trinom',
    ],
    opposition: [
      'opozicija',
      'opozicije',
      'opoziciji',
      'opoziciju',
      'opozicijom',
      'opozicijama',
      'opoziciona',
      'opozicioni',
    ],
  }),
  house: HOUSE,
  houseNumber: HOUSE_NUMBER,
  placementGap: PLACEMENT_GAP,
  reverseGap: REVERSE_GAP,
  houseGap: HOUSE_GAP,
  risingAfterSign: RISING_AFTER,
  wordBoundaries: true,
};
