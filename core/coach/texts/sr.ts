/**
 * Ask Stella in Serbian (latinica, ekavski, the reader addressed as "ti"; docs/i18n/glossary-sr.md).
 * Never assumes the reader's gender: present tense and nouns for "ti", no gendered participles.
 *
 * Signs come declined from core/horoscope/sr.ts: position takes the locative (Venera je u Vagi),
 * a degree the genitive (na 14°22′ Vage), the rising sign the nominative (podznak ti je Vaga).
 * Houses are spelled out as declined feminine ordinals (u sedmoj kući), labels write "7. kuća".
 * An aspect is "u kvadratu sa" + instrumental (Venera je u kvadratu sa Saturnom).
 *
 * The lexicon lists every case of every point and sign (nominative, genitive, dative/locative,
 * accusative, instrumental, the plurals), the forms without diacritics that people type, and the
 * Croatian and ijekavian forms a model may slip into (Škorpion, Strijelac, Vodenjak, Mjesec).
 */
import { GRAMMAR_SR } from '../../i18n/grammar/sr';
import type { AspectType } from '../../astro/aspects';
import { ORD_STEM, SIGN, stem } from '../../horoscope/sr';
import type { Element, Modality, SignId } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type {
  AspectSlots,
  CoachIntents,
  CoachPoint,
  CoachTexts,
  HouseSlots,
  NumerologyKind,
  PlacementSlots,
} from '../texts';
import { serbianOnDay as onDay, SERBIAN_MONTHS_LOCATIVE } from '../../i18n/serbian-dates';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

/**
 * Latin to Cyrillic, letter for letter (the app may answer in Cyrillic, and a model answers a
 * Cyrillic question in Cyrillic). "lj", "nj", "dž" are one letter, except the n+j of
 * "konjunkcija" (конјункција, glossary §8).
 */
const CYR: Readonly<Record<string, string>> = {
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
const cyrWord = (text: string) =>
  text
    .replace(/konj(?=unk)/gi, (m) => `${m.slice(0, 3)}\uE000`)
    .replace(/dž|lj|nj|[a-zčćđšž]/gi, (m) => {
      const t = CYR[m.toLowerCase()];
      if (!t) return m;
      return m[0] === m[0]?.toUpperCase() && m[0] !== m[0]?.toLowerCase() ? t.toUpperCase() : t;
    })
    .replace(/\uE000/g, 'ј');
/** A form and its Cyrillic twin; forms in capitals (MC, ASC) stay as they are in both scripts. */
const withCyr = (forms: readonly string[]) => [
  ...new Set(forms.flatMap((f) => (f === f.toUpperCase() ? [f] : [f, cyrWord(f)]))),
];
/** A regular expression's source with its letters in Cyrillic, escapes (\s, \p{L}, \d) kept. */
const cyrSource = (source: string) =>
  source
    .split(/(\\p\{[^}]*\}|\\.)/)
    .map((part, i) => (i % 2 === 1 ? part : cyrWord(part)))
    .join('');
/** A pattern in both scripts: (?:latin|ćirilica). */
const both = (source: string) => `(?:${source}|${cyrSource(source)})`;

// ---------------------------------------------------------------------------------------------
// Points: cases and gender

type Gender = 'm' | 'f' | 'n';
interface PointForms {
  readonly nom: string;
  readonly gen: string;
  /** Dative and locative (they are the same for every point): (o) Veneri. */
  readonly loc: string;
  readonly acc: string;
  readonly ins: string;
  readonly g: Gender;
}

const POINT: Readonly<Record<CoachPoint, PointForms>> = {
  sun: { nom: 'Sunce', gen: 'Sunca', loc: 'Suncu', acc: 'Sunce', ins: 'Suncem', g: 'n' },
  moon: { nom: 'Mesec', gen: 'Meseca', loc: 'Mesecu', acc: 'Mesec', ins: 'Mesecom', g: 'm' },
  mercury: { nom: 'Merkur', gen: 'Merkura', loc: 'Merkuru', acc: 'Merkur', ins: 'Merkurom', g: 'm' },
  venus: { nom: 'Venera', gen: 'Venere', loc: 'Veneri', acc: 'Veneru', ins: 'Venerom', g: 'f' },
  mars: { nom: 'Mars', gen: 'Marsa', loc: 'Marsu', acc: 'Mars', ins: 'Marsom', g: 'm' },
  jupiter: { nom: 'Jupiter', gen: 'Jupitera', loc: 'Jupiteru', acc: 'Jupiter', ins: 'Jupiterom', g: 'm' },
  saturn: { nom: 'Saturn', gen: 'Saturna', loc: 'Saturnu', acc: 'Saturn', ins: 'Saturnom', g: 'm' },
  uranus: { nom: 'Uran', gen: 'Urana', loc: 'Uranu', acc: 'Uran', ins: 'Uranom', g: 'm' },
  neptune: { nom: 'Neptun', gen: 'Neptuna', loc: 'Neptunu', acc: 'Neptun', ins: 'Neptunom', g: 'm' },
  pluto: { nom: 'Pluton', gen: 'Plutona', loc: 'Plutonu', acc: 'Pluton', ins: 'Plutonom', g: 'm' },
  ascendant: { nom: 'Ascendent', gen: 'Ascendenta', loc: 'Ascendentu', acc: 'Ascendent', ins: 'Ascendentom', g: 'm' },
  midheaven: {
    nom: 'Sredina neba',
    gen: 'Sredine neba',
    loc: 'Sredini neba',
    acc: 'Sredinu neba',
    ins: 'Sredinom neba',
    g: 'f',
  },
};
const P = (id: CoachPoint) => POINT[id];
/** By the point's gender: pick('tvoj', 'tvoja', 'tvoje'). */
const by = (id: CoachPoint, m: string, f: string, n: string) => ({ m, f, n })[P(id).g];
/** tvoj Mesec, tvoja Venera, tvoje Sunce */
const yourNom = (id: CoachPoint) => `${by(id, 'tvoj', 'tvoja', 'tvoje')} ${P(id).nom}`;
/** sa tvojim Mesecom, sa tvojom Venerom */
const yourIns = (id: CoachPoint) => `${by(id, 'tvojim', 'tvojom', 'tvojim')} ${P(id).ins}`;

// ---------------------------------------------------------------------------------------------
// Signs: the horoscope module's cases, with the instrumental and the plurals

/** Instrumental: (sa) Ovnom. */
const SIGN_INS: Readonly<Record<SignId, string>> = {
  aries: 'Ovnom',
  taurus: 'Bikom',
  gemini: 'Blizancima',
  cancer: 'Rakom',
  leo: 'Lavom',
  virgo: 'Devicom',
  libra: 'Vagom',
  scorpio: 'Škorpijom',
  sagittarius: 'Strelcem',
  capricorn: 'Jarcem',
  aquarius: 'Vodolijom',
  pisces: 'Ribama',
};
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
const nom = (s: SignId) => SIGN[s].nom;
const loc = (s: SignId) => SIGN[s].loc;
const gen = (s: SignId) => SIGN[s].gen;

const signForms = (s: SignId) =>
  withAscii([SIGN[s].nom, SIGN[s].gen, SIGN[s].loc, SIGN[s].acc, SIGN_INS[s], ...SIGN_MORE[s]]);

// ---------------------------------------------------------------------------------------------
// Houses: feminine ordinals (kuća), neuter for the older "polje"

/** sedma (kuća) */
const oNom = (n: number) => `${stem(n)}a`;
/** (u) sedmoj (kući) */
const oLoc = (n: number) => `${stem(n)}oj`;
/** (vrh) sedme (kuće) */
const oGen = (n: number) => `${stem(n)}e`;

const ORD_ENDINGS = ['a', 'e', 'oj', 'u', 'om', 'o', 'og', 'oga', 'omu'] as const;
const ROMAN = ['', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'] as const;
const HOUSE_NUMBER: Record<string, number> = {};
for (const [i, s] of ORD_STEM.entries()) {
  for (const e of ORD_ENDINGS) {
    HOUSE_NUMBER[`${s}${e}`] = i + 1;
    HOUSE_NUMBER[`${ascii(s)}${e}`] = i + 1;
    HOUSE_NUMBER[cyrWord(`${s}${e}`)] = i + 1;
  }
  // "I" alone is left out: it is the word "and".
  if (ROMAN[i]) HOUSE_NUMBER[ROMAN[i] as string] = i + 1;
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
/** Point, then a sign: "je u", "ti je u", "u znaku" (+ genitive), "na 14°22′" (+ genitive), "ti je" (+ nominative). */
/**
 * A gap that opens with a comma and goes straight to a verb follows an apposition, not the
 * subject: in "Mars, vladar tvog Ascendenta, stoji u Lavu" it is Mars, not the Ascendant, that
 * stands in Leo (Serbian puts no comma between a subject and its verb). A closing parenthesis
 * stays allowed, for "Sredina neba (MC) je u Jarcu".
 */
const NOT_APPOSITION =
  '(?!\\s*,[\\s,()]*(?:ti|je|jeste|su|se|nalazi|nalaze|stoji|stoje|boravi|bio|bila|bilo|nalazio|nalazila|nalazilo|stajao|stajala|stajalo|sme[šs]ten[aoi]?|postavljen[aoi]?|takođe|takodje)(?![\\p{L}]))';
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

// ---------------------------------------------------------------------------------------------
// Sentence helpers

const pad = (n: number) => String(n).padStart(2, '0');
const deg = (p: { degree: number; minute: number }) => `${p.degree}°${pad(p.minute)}′`;

/** Aspect names in the cases the templates use. */
const ASPECT: Readonly<Record<AspectType, { nom: string; loc: string; acc: string; g: 'm' | 'f' }>> = {
  conjunction: { nom: 'konjunkcija', loc: 'konjunkciji', acc: 'konjunkciju', g: 'f' },
  sextile: { nom: 'sekstil', loc: 'sekstilu', acc: 'sekstil', g: 'm' },
  square: { nom: 'kvadrat', loc: 'kvadratu', acc: 'kvadrat', g: 'm' },
  trine: { nom: 'trigon', loc: 'trigonu', acc: 'trigon', g: 'm' },
  opposition: { nom: 'opozicija', loc: 'opoziciji', acc: 'opoziciju', g: 'f' },
};
/** What the aspect does between two themes, by harmony; no fate in it. */
const ASPECT_TONE: Readonly<Record<AspectType, string>> = {
  conjunction: 'stapa njihove teme u jednu',
  sextile: 'otvara prijateljski, podsticajan kanal između njih',
  square: 'stvara trenje koje traži akciju',
  trine: 'pušta da njihove energije teku lako',
  opposition: 'stavlja njihove teme jednu naspram druge i traži ravnotežu',
};

/** Venera; Venera i Mars; Venera, Mars i Jupiter. */
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} i ${names[names.length - 1]}`;

/** "jedna planeta", "tri planete", "pet planeta", "nijedna planeta". */
const planets = (n: number) => {
  const words = ['nijedna', 'jedna', 'dve', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'];
  const word = words[n] ?? String(n);
  const mod10 = n % 10;
  const mod100 = n % 100;
  const noun =
    mod10 === 1 && mod100 !== 11
      ? 'planeta'
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? 'planete'
        : 'planeta';
  return `${word} ${noun}`;
};

/** The retrograde sentence that follows a planet's placement. */
const retroNote = (id: CoachPoint) =>
  ` ${by(id, 'Retrogradan', 'Retrogradna', 'Retrogradno')} je, pa se ${by(id, 'njegove', 'njene', 'njegove')} teme često najpre razvijaju iznutra, pre nego što se pokažu spolja.`;

const ELEMENT_GEN: Readonly<Record<Element, string>> = {
  fire: 'vatre',
  earth: 'zemlje',
  air: 'vazduha',
  water: 'vode',
};
const MODALITY_PL: Readonly<Record<Modality, string>> = {
  cardinal: 'kardinalni',
  fixed: 'fiksni',
  mutable: 'promenljivi',
};

const KIND: Readonly<Record<NumerologyKind, { phrase: string; label: string }>> = {
  lifePath: { phrase: 'broj životnog puta', label: 'Životni put' },
  expression: { phrase: 'broj izraza', label: 'Broj izraza' },
  soulUrge: { phrase: 'broj duše', label: 'Broj duše' },
  personality: { phrase: 'broj ličnosti', label: 'Broj ličnosti' },
  birthDay: { phrase: 'broj dana rođenja', label: 'Dan rođenja' },
};

// ---------------------------------------------------------------------------------------------

/** Every list of a record with its Cyrillic twins. */
function cyrRecord<K extends string>(record: Readonly<Record<K, readonly string[]>>): Record<K, readonly string[]> {
  const out = {} as Record<K, readonly string[]>;
  for (const key of Object.keys(record) as K[]) out[key] = withCyr(record[key]);
  return out;
}
/** The intent words in both scripts. */
function cyrIntents(intents: CoachIntents): CoachIntents {
  const { sensitive, ...lists } = intents;
  return { ...cyrRecord(lists), sensitive: cyrRecord(sensitive) };
}

// ---------------------------------------------------------------------------------------------
// Stations, New and Full Moons, and the planned answer
/**
 * A date as a predicate noun, in the nominative Intl writes ("to je bio 29. novembar", "dan tačnog
 * aspekta biće 7. januar"). Its year's dot goes at the end of a sentence.
 */
const asNoun = (date: string) => date.replace(/\.$/, '');
/**
 * A date that says when, in the genitive, inside a sentence ("bio je tačan 3. novembra", "nastupa
 * 15. avgusta 2027"); the tense checker reads both cases. Its year's dot goes at the end of a sentence.
 */
const dated = (date: string) => onDay(date).replace(/\.$/, '');
const MONTH_LOC = SERBIAN_MONTHS_LOCATIVE;
/** (u) desetu (kuću): "pada u" takes the accusative. */
const oAcc = (n: number) => `${stem(n)}u`;
/** The direction a planet turns to, agreeing with it: direktan, direktna; retrogradan, retrogradna. */
const turnedTo = (id: CoachPoint, d: 'retrograde' | 'direct') =>
  d === 'direct' ? by(id, 'direktan', 'direktna', 'direktno') : by(id, 'retrogradan', 'retrogradna', 'retrogradno');
/** "ponovo postaje direktan", "postaje retrogradna" (present); "ponovo postao direktan" (past, by gender). */
const becomes = (id: CoachPoint, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}postaje ${turnedTo(id, d)}`;
const became = (id: CoachPoint, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}${by(id, 'postao', 'postala', 'postalo')} ${turnedTo(id, d)}`;
/** After "će": "ponovo postati direktan", "postati retrogradna". */
const toBecome = (id: CoachPoint, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}postati ${turnedTo(id, d)}`;
/** Standing still to turn: stacionaran, stacionarna. */
const stationary = (id: CoachPoint) => by(id, 'stacionaran', 'stacionarna', 'stacionarno');
/** The two lunations (glossary §5: the adjective in lower case, Mesec capitalised). */
const LUNATION: Readonly<Record<'new' | 'full', string>> = { new: 'mlad Mesec', full: 'pun Mesec' };
const LUNATION_GEN: Readonly<Record<'new' | 'full', string>> = { new: 'mladog Meseca', full: 'punog Meseca' };

/** tvoje natalno Sunce, tvoja natalna Venera, tvoj Ascendent (the angles are natal already). */
const natalNom = (id: CoachPoint) =>
  id === 'ascendant' || id === 'midheaven'
    ? yourNom(id)
    : `${by(id, 'tvoj natalni', 'tvoja natalna', 'tvoje natalno')} ${P(id).nom}`;
/** tvoje natalno Sunce, tvoju natalnu Veneru, tvoj Ascendent. */
const natalAcc = (id: CoachPoint) =>
  id === 'ascendant' || id === 'midheaven'
    ? `${by(id, 'tvoj', 'tvoju', 'tvoje')} ${P(id).acc}`
    : `${by(id, 'tvoj natalni', 'tvoju natalnu', 'tvoje natalno')} ${P(id).acc}`;

/**
 * The parts of life as the reasons and the no-fit lines name them: after "o" (locative) and as a
 * genitive ("prirodni pokazatelj ljubavi"). "self" is the personality, which the first house and
 * its planets describe.
 */
const TOPIC: Readonly<Record<LifeTopic, { loc: string; gen: string }>> = {
  love: { loc: 'ljubavi', gen: 'ljubavi' },
  money: { loc: 'novcu', gen: 'novca' },
  work: { loc: 'poslu', gen: 'posla' },
  home: { loc: 'domu', gen: 'doma' },
  health: { loc: 'zdravlju', gen: 'zdravlja' },
  family: { loc: 'porodici', gen: 'porodice' },
  study: { loc: 'učenju', gen: 'učenja' },
  move: { loc: 'selidbi', gen: 'selidbe' },
  creativity: { loc: 'stvaralaštvu', gen: 'stvaralaštva' },
  spirituality: { loc: 'unutrašnjem životu', gen: 'unutrašnjeg života' },
  self: { loc: 'tvojoj ličnosti', gen: 'ličnosti' },
};

const AREA: Readonly<Record<LifeTopic, string>> = {
  love: 'ljubav',
  money: 'novac',
  work: 'posao',
  home: 'dom',
  health: 'zdravlje',
  family: 'porodicu',
  study: 'učenje',
  move: 'selidbu',
  creativity: 'stvaralaštvo',
  spirituality: 'unutrašnji život',
  self: 'tebe lično',
};
/** The `area` words (one part of life or two joined by "i") after "o": "ljubav i novac" → "ljubavi i novcu". */
const AREA_LOC: Readonly<Record<string, string>> = {
  ...Object.fromEntries((Object.keys(AREA) as LifeTopic[]).map((t) => [AREA[t], TOPIC[t].loc])),
  'tebe lično': 'tebi lično',
};
const aboutArea = (area: string) =>
  AREA_LOC[area] ??
  area
    .split(' i ')
    .map((a) => AREA_LOC[a] ?? a)
    .join(' i ');

/** "vladar", or "vladarka" for Venus and the Midheaven. */
const ruler = (id: CoachPoint) => by(id, 'vladar', 'vladarka', 'vladar');
/** A planet, or a point for the two angles. */
const kindOf = (id: CoachPoint) => (id === 'ascendant' || id === 'midheaven' ? 'tačka' : 'planeta');

/**
 * The words of a planned answer. A part of life (`area`) is in the accusative, the case after
 * "za" and "na" and of an object ("za posao", "s osvrtom na porodicu", "gledamo ljubav"); "self" is
 * "tebe lično", so no template may have "ti" as its subject before it (that would want "sebe"). A span
 * (`period`, `inMonth`, `onDate`) is a time adverbial in the genitive or with "u": "ovog meseca",
 * "u martu", "14. februara", "sutra".
 */
const PLAN: CoachTexts['plan'] = {
  area: AREA,
  areas: (a, b) => `${a} i ${b}`,
  period: {
    now: 'ovih dana',
    lately: 'u poslednje vreme',
    week: 'ove nedelje',
    nextWeek: 'sledeće nedelje',
    month: 'ovog meseca',
    nextMonth: 'sledećeg meseca',
    year: 'u godini pred tobom',
    nextYear: 'sledeće godine',
    tomorrow: 'sutra',
    dayAfterTomorrow: 'prekosutra',
    when: 'narednih meseci',
  },
  inMonth: (month) => `u ${MONTH_LOC[month - 1] ?? ''}`,
  onDate: (date) => onDay(date),
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `Gledamo ${area} kroz tvoju natalnu kartu: evo šta ona kaže.`
          : 'Evo šta o tome kaže sama tvoja natalna karta.',
      ({ area }) => `${area ? `Za ${area} prvu` : 'Prvu'} reč ima karta tvog rođenja: od nje i počinjem.`,
      ({ area }) =>
        `${area ? `S osvrtom na ${area}, jedan` : 'Jedan'} položaj u tvojoj karti otkriva najveći deo priče.`,
      ({ area }) =>
        area
          ? `O ${aboutArea(area)} tvoja karta ima da kaže nešto sasvim određeno.`
          : 'Tvoja karta o ovome ima da kaže nešto sasvim određeno.',
      ({ area }) =>
        area
          ? `U tvojoj karti postoji jedno mesto koje za ${area} treba pogledati pre svega ostalog.`
          : 'U tvojoj karti postoji jedno mesto koje treba pogledati pre svega ostalog.',
      ({ area }) => `Odgovor${area ? ` za ${area}` : ''} počinje od rasporeda planeta u trenutku tvog rođenja.`,
    ],
    timed: [
      ({ area, when }) =>
        `${area ? `Za ${area} ${when}` : cap(when)} jedna stvar na tvom nebu važnija je od svih ostalih.`,
      ({ area, when }) => `Evo šta se ${when} dešava na tvom nebu${area ? `, s posebnim osvrtom na ${area}` : ''}.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, za ${area}, nebo pre svega ističe jedan događaj.`
          : `${cap(when)} nebo pre svega ističe jedan događaj.`,
      ({ area, when }) =>
        area
          ? `Uporedila sam ono što se ${when} dešava na nebu sa tvojom kartom, a gledala sam pre svega ${area}.`
          : `Uporedila sam ono što se ${when} dešava na nebu sa tvojom kartom.`,
      ({ area, when }) =>
        area
          ? `${cap(when)} nebo ima nešto jasno da kaže o ${aboutArea(area)}.`
          : `${cap(when)} nebo ima nešto jasno da ti kaže.`,
      ({ area, when }) =>
        area
          ? `Kad pogledam ${area} ${when}, na tvom nebu se izdvaja jedna stvar.`
          : `${cap(when)} se na tvom nebu izdvaja jedna stvar.`,
    ],
    when: [
      ({ area }) =>
        `Pitaš kada. Sledeći povoljan trenutak na tvom nebu${area ? ` za ${area}` : ''} pada na datum oko kog možeš da praviš planove.`,
      ({ area }) =>
        `Pravo vreme${area ? ` za ${area}` : ''} čita se iz datuma kada planete u tranzitu dolaze do tačaka tvoje karte. Ovo je sledeći dobar datum.`,
      ({ area }) =>
        area
          ? `Za ${area} pitanje nije da li, nego kada. Evo prvog datuma koji ti ide naruku.`
          : 'Evo prvog datuma na tvom nebu koji ti ide naruku.',
      ({ area }) => `Prošla sam kroz naredne mesece tražeći najbolji trenutak${area ? ` za ${area}` : ''}.`,
      ({ area }) =>
        `Pravi trenutak${area ? ` za ${area}` : ''} u tvojoj karti ima svoj datum, a jedan od njih vredi zaokružiti u kalendaru.`,
      ({ area }) =>
        area
          ? `Na pitanje „kada“, kad je reč o ${aboutArea(area)}, nebo odgovara datumima, a ne obećanjima.`
          : 'Na pitanje „kada“ nebo odgovara datumima, a ne obećanjima.',
    ],
  },
  // After the contact's title: the part of life first, as Serbian says it ("U ljubavi", "Na poslu"),
  // each reading from another side: what opens, what to do, what it asks of you.
  areaReading: {
    love: {
      easy: [
        'U ljubavi ti ovakav period olakšava da pokažeš toplinu i da je primiš.',
        'U ljubavnom životu ovo je mekši, otvoreniji period: reci šta osećaš, jer će te sada lakše čuti.',
        'Između tebe i osobe do koje ti je stalo stvari sada idu lakše, pa je ovo dobro vreme za zajedničke planove.',
      ],
      hard: [
        'U ljubavi je ovo trenje koje traži iskrenost, a ne brzo rešenje.',
        'U ljubavnom životu ovo je pre proba strpljenja nego znak za kraj.',
        'U stvarima srca sada izlazi na površinu ono što je dugo ostalo neizgovoreno; bolje je da se kaže mirno nego usred svađe.',
      ],
      meeting: [
        'U ljubavi ovo označava početak: novo osećanje, novu osobu ili nov način susretanja.',
        'U ljubavnom životu ovde nešto počinje, makar i tiho, bez velikih najava.',
        'U stvarima srca ovo je prag koji vredi primetiti: ono što sada započne ima dobre izglede da potraje.',
      ],
    },
    money: {
      easy: [
        'Što se novca tiče, vrata se otvaraju malo šire: dobro je vreme da tražiš, pregovaraš ili planiraš.',
        'Kad je novac u pitanju, dobro pripremljen zahtev sada ima više izgleda nego inače.',
        'U finansijama se uložen trud sada brže vraća, pa je pravo vreme da središ ono što odlažeš: račune, ugovore, budžet.',
      ],
      hard: [
        'Što se novca tiče, pre svakog obećanja dobro proveri brojke.',
        'Kad je novac u pitanju, velike obaveze odloži dok ti brojke ne budu potpuno jasne.',
        'U finansijama ti oprez sada služi bolje od brzine, a sitni svakodnevni troškovi govore više nego što misliš.',
      ],
      meeting: [
        'Što se novca tiče, počinje novo poglavlje u tome šta zarađuješ, trošiš i ceniš.',
        'Kad je novac u pitanju, ovde može da počne nov izvor prihoda ili nova navika.',
        'U finansijama je ovo trenutak za nov početak: dobro je iznova postaviti budžet i prioritete.',
      ],
    },
    work: {
      easy: [
        'Na poslu trud nailazi na dobru volju: predloži, pitaj i istakni se.',
        'U poslovnom smislu ljudi su sada prijemčiviji nego inače, pa slobodno iznesi svoje argumente.',
        'Profesionalno gledano, ovo je otvorena prilika za razgovor koji već neko vreme odlažeš.',
      ],
      hard: [
        'Na poslu je ovo pritisak koji više nagrađuje pripremu nego brzinu.',
        'U poslovnom smislu računaj na otpor; činjenice i strpljenje odvešće te dalje nego guranje na silu.',
        'Profesionalno gledano, ovo je period koji proverava strukture, tvoje i tuđe: ono što je čvrsto, izdržaće.',
      ],
      meeting: [
        'Na poslu nešto počinje: zadatak, uloga ili nov način da radiš ono što već radiš.',
        'U poslovnom smislu sada može da počne nova odgovornost ili nov pravac.',
        'Profesionalno gledano, ovo je više startna linija nego cilj.',
      ],
    },
    home: {
      easy: [
        'Kod kuće se stvari lakše sređuju, a dogovori postignuti sada obično traju.',
        'Za dom je ovo dobar period da nešto popraviš, preurediš ili pozoveš ljude u goste.',
        'Pod tvojim krovom sklad sada dolazi uz manje truda nego inače.',
      ],
      hard: [
        'Kod kuće stare napetosti ili odlagane popravke traže pažnju pre nego što narastu.',
        'Za dom ovo znači da nešto treba popraviti, u samom prostoru ili među ljudima koji u njemu žive.',
        'Pod tvojim krovom trenje sada pokazuje šta zapravo treba da se promeni.',
      ],
      meeting: [
        'Kod kuće počinje promena: u samom prostoru ili u tome ko ga deli s tobom.',
        'Za dom se sada oblikuje nov raspored, u prostoru ili u svakodnevnom ritmu.',
        'Pod tvojim krovom moguć je pravi nov početak.',
      ],
    },
    health: {
      easy: [
        'Za telo i energiju ovo više podržava postojane navike nego nagle napore.',
        'Fizički se sada dobro oporavljaš, pa je ovo pravo vreme da na tome gradiš.',
        'Energija ti je sada ravnomernija, pa je dobro vreme za kretanje koje ti prija, a ne za dokazivanje.',
      ],
      hard: [
        'Za telo i energiju umor se javlja ranije nego obično: rasporedi snagu.',
        'Fizički ovo traži odmor pre nego što se potpuno istrošiš.',
        'Energija ti sada može da bude neujednačena; male granice je najbolje čuvaju.',
      ],
      meeting: [
        'Za telo i energiju ovo je dobar trenutak da započneš novu rutinu.',
        'Fizički, navika koju sada započneš ima dobre izglede da se zadrži.',
        'Telo je spremno za nov ritam: dobro je vreme da pogledaš san, ishranu i kretanje.',
      ],
    },
    family: {
      easy: [
        'U porodici razgovori koji su zastali mogu ponovo da krenu.',
        'Sa rodbinom sada lakše nalaziš zajednički jezik, pa je pravi trenutak za posetu ili poziv.',
        'Porodične veze su u ovom periodu lakše, i staro nerazumevanje može da se razreši usput.',
      ],
      hard: [
        'U porodici se očekivanja mogu sudariti; strpljenje tu postiže više od rasprave.',
        'Sa rodbinom stare uloge sada mogu da žuljaju; reci mirno šta ti je potrebno.',
        'Porodične veze su na proveri, a to je i prilika da se postave na zdravije temelje.',
      ],
      meeting: [
        'U porodici počinje da se oblikuje nova uloga ili nova veza.',
        'Sa rodbinom se nešto menja u tome ko šta radi i ko o kome brine.',
        'Porodične veze ulaze u novo poglavlje.',
      ],
    },
    study: {
      easy: [
        'U učenju ti koncentracija lakše dolazi, a naučeno se bolje pamti.',
        'Za učenje je ovo prijemčiv period: čitaj, pitaj, beleži.',
        'Um sada lako upija novo gradivo, pa se uhvati u koštac sa delom koji najduže odlažeš.',
      ],
      hard: [
        'U učenju ide teže, i metod tu vredi više od bubanja.',
        'Za učenje računaj na malo muke pre nego što stvari legnu na svoje mesto.',
        'Umu je sada potrebnija struktura nego više sati: kraći blokovi i jasan plan daće bolji rezultat.',
      ],
      meeting: [
        'Za učenje je ovo prirodan trenutak da upišeš kurs ili počneš novu oblast.',
        'U učenju se sada može pojaviti nova oblast ili osoba od koje ćeš mnogo naučiti.',
        'Um je spreman da prihvati nešto sasvim novo.',
      ],
    },
    move: {
      easy: [
        'Za selidbu, planovi napravljeni sada obično idu glatko.',
        'Ako razmišljaš o selidbi, praktična strana se sada lakše slaže: papiri, termini, pomoć.',
        'Planovi o promeni mesta sada dobijaju vetar u leđa, pa je dobro vreme za obilaske i dogovore.',
      ],
      hard: [
        'Za selidbu računaj na kašnjenja i ostavi rezervu u rasporedu.',
        'Ako razmišljaš o selidbi, svaki detalj proveri dva puta, naročito ugovore i rokove.',
        'Planovi o promeni mesta nailaze na prepreke koje je bolje rešiti nego preskočiti na silu.',
      ],
      meeting: [
        'Za selidbu, ideja o novom mestu dobija čvršći oblik.',
        'Ako razmišljaš o selidbi, odluka sada počinje da sazreva.',
        'Promena mesta sada postaje stvarna mogućnost, a ne samo želja.',
      ],
    },
    creativity: {
      easy: [
        'U stvaralaštvu ideje naviru, a lako ti je i da ih podeliš.',
        'Za stvaranje je ovo darežljiv period: pravi, pokazuj, igraj se.',
        'Ono što sada stvaraš nastaje uz manje muke nego obično, pa ne čekaj savršen trenutak da počneš.',
      ],
      hard: [
        'U stvaralaštvu je otpor deo posla: samo nastavi.',
        'Za stvaranje je blokada koju osećaš znak da nešto u načinu rada traži promenu.',
        'Ono što sada stvaraš traži više discipline nego nadahnuća; redovan sat rada pomoći će više od čekanja.',
      ],
      meeting: [
        'U stvaralaštvu novi projekat traži da počne.',
        'Za stvaranje je ovo vreme setve, čak i ako se plod još ne vidi.',
        'Nova ideja sada može da pusti korenje, ako joj daš prostora.',
      ],
    },
    spirituality: {
      easy: [
        'U unutrašnjem životu vreme provedeno u tišini sada vraća više nego inače.',
        'Na duhovnom planu ovo je bistar i miran period, dobar za molitvu, meditaciju ili dugu šetnju.',
        'Razmišljanje o sebi sada ide lako; zapiši ono što ti dođe, biće ti dragoceno kasnije.',
      ],
      hard: [
        'U unutrašnjem životu sumnje izlaze na površinu, baš da bi mogle da se sagledaju.',
        'Na duhovnom planu stare izvesnosti mogu da se zaljuljaju, i to nije loše.',
        'Pogled u sebe sada traži više truda, ali je zato i iskreniji.',
      ],
      meeting: [
        'U unutrašnjem životu pušta koren nova praksa ili novo pitanje.',
        'Na duhovnom planu otvara se novo poglavlje.',
        'Nešto u tome kako vidiš smisao počinje da se pomera.',
      ],
    },
    self: {
      easy: [
        'Tebi ovo daje prostor da odahneš i pokažeš ko si.',
        'Ovo je period u kome lakše dolazi do izražaja ono što zaista jesi.',
        'Sada ti je lakše da živiš po svom, bez mnogo objašnjavanja.',
      ],
      hard: [
        'Kod tebe se ovo može javiti kao nemir: energija koja traži pravac.',
        'Napetost koju osećaš gura te da rasteš, čak i kada to tako ne izgleda.',
        'Ako se osećaš u raskoraku sa onim što želiš, daj toj energiji pravac umesto da se boriš protiv nje.',
      ],
      meeting: [
        'Za tebe je ovo nov početak u tome kako sebe vidiš.',
        'Na ličnom planu ovde počinje novo poglavlje.',
        'Nešto u tebi je spremno da počne iznova.',
      ],
    },
  },
  // No sign and no house number: "kuća koja govori o ljubavi" is true of either house of love.
  why: {
    ruler: [
      ({ point, topic }) =>
        `U tvojoj karti ${P(point).nom} je ${ruler(point)} kuće koja govori o ${TOPIC[topic].loc}, pa se sve što ${by(point, 'ga', 'je', 'ga')} pokrene oseti i u toj oblasti tvog života.`,
      ({ point, topic }) =>
        `${P(point).nom} ovde ima posebnu težinu, jer u tvojoj karti vlada kućom koja govori o ${TOPIC[topic].loc}.`,
      ({ point, topic }) =>
        `Kuću koja u tvojoj karti govori o ${TOPIC[topic].loc} vodi upravo ${P(point).nom}, zato se ovo tamo i oseća.`,
    ],
    placed: [
      ({ point, topic }) =>
        `${cap(yourNom(point))} stoji u kući koja govori o ${TOPIC[topic].loc}, pa ovo ima veze baš sa tom stranom tvog života.`,
      ({ point, area }) =>
        `Ovo se odnosi na ${area} jer se ${P(point).nom} u tvojoj karti nalazi u kući koja o tome govori.`,
      ({ point, topic }) =>
        `Položaj ${P(point).gen} u kući koja govori o ${TOPIC[topic].loc} čini ${by(point, 'ga ključnim', 'je ključnom', 'ga ključnim')} za ovo pitanje.`,
    ],
    significator: [
      ({ point, topic }) =>
        `${P(point).nom} je u svakoj karti, pa i u tvojoj, ${kindOf(point)} koja govori o ${TOPIC[topic].loc}.`,
      ({ point, topic }) =>
        `U astrologiji se o ${TOPIC[topic].loc} čita pre svega preko ${P(point).gen}, zato ovde gledamo baš ${by(point, 'njega', 'nju', 'njega')}.`,
      ({ point, topic }) =>
        `${P(point).nom} je u svakoj karti prirodni pokazatelj ${TOPIC[topic].gen}, pa je za ovo pitanje ${by(point, 'nezaobilazan', 'nezaobilazna', 'nezaobilazno')}.`,
    ],
  },
  unknownTime: [
    ({ area }) =>
      `Bez tačnog vremena rođenja ne mogu da odredim koje se kuće tvoje karte odnose na ${area}, ali planete i njihove aspekte mogu da pročitam.`,
    ({ area, topic }) =>
      `Vreme rođenja bi pokazalo koje kuće u tvojoj karti govore o ${topic ? TOPIC[topic].loc : aboutArea(area)}; dok ga ne znam, oslanjam se na planete i njihove aspekte.`,
    ({ area }) =>
      `Kuće koje se odnose na ${area} ne mogu da se odrede bez vremena rođenja, ali položaji planeta u znakovima i njihovi aspekti važe i ovako.`,
  ],
  because: [
    'Evo zašto to kod tebe deluje baš ovako.',
    'Evo šta u tvojoj karti ovo čini tako ličnim.',
    'Ovo su tvoji položaji na koje se to odnosi.',
    'Evo dela tvoje karte na koji ovo deluje.',
    'U tvojoj karti ovo nailazi na sledeće položaje.',
  ],
  closing: {
    natal: [
      'Položaj opisuje sklonost, a ne presudu: šta ćeš s njom, biraš ti.',
      'Primeti u čemu se ovde prepoznaješ, a šta je već iza tebe.',
      'Ako ti neki deo ovoga zvuči poznato, pitaj me baš za njega i idemo dublje.',
      'Čitaj ovo kao polaznu tačku za upoznavanje sebe, a ne kao konačnu reč.',
      'Karta daje ton, a kako ćeš ga odsvirati, zavisi od tebe.',
      'Uzmi ono što ti odgovara, a ostalo ostavi: svoj život poznaješ bolje od bilo koje karte.',
    ],
    lately: [
      'Kada znaš odakle neko osećanje dolazi, ono ne nestaje, ali se lakše nosi.',
      'Ono što osećaš ima svoj oblik na tvom nebu, a oblici se menjaju; promeniće se i ovaj.',
      'Priznaj sebi da prolaziš kroz stvaran pritisak, a ne kroz nešto što umišljaš.',
      'Prepoznati obrazac je prvi korak; sledeći je da odlučiš šta želiš da uradiš sa tom energijom.',
      'Ovakvi periodi prolaze, a ono što u njima naučiš obično ostaje.',
      'Ako se osećaj ne promeni ni za nekoliko nedelja, pitaj me ponovo i pogledaću šta se u međuvremenu pomerilo.',
      'Ono što se poslednjih nedelja dešava u tebi ne govori ništa loše o tebi, već o vremenu kroz koje prolaziš.',
    ],
    // One day (today, these few days, tomorrow, a named date): what to do with that day itself.
    day: [
      'Jedan dan je kratak: krupne odluke ostavi za trenutke kada ti je glava bistra.',
      'Prati kako se dan zaista odvija; tvoj osećaj za njega vredi koliko i ono što piše na nebu.',
      'Neka dan bude jednostavan gde god je to moguće, a pažnju sačuvaj za ono što ti je najvažnije.',
      'Ako ti dan ne legne, i to nešto govori: uspori umesto da guraš na silu.',
      'Jedan dan retko odlučuje o svemu; shvati ga kao podsticaj, a ne kao presudu.',
      'Pripremi ono što možeš, a ostavi mesta i za ono što ne može da se isplanira.',
      'Izaberi jednu stvar koju želiš da uradiš kako treba i njoj daj najbolji deo dana.',
      'Dovoljno sna, obrok na vreme i bar pola sata mira pomoći će ti više nego što misliš.',
    ],
    timed: [
      'Datumi pokazuju kada nebo naginje na jednu stranu; šta ćeš tih dana uraditi, i dalje odlučuješ ti.',
      'Upiši datum u kalendar i prati kako se zaista osećaš u danima oko njega.',
      'Dane pre toga iskoristi za pripremu, a sam dan za akciju ili za osluškivanje.',
      'Uticaj je najjači oko dana kada je tačan, a posle slabi, pa važne stvari rasporedi u skladu s tim.',
      'Gledaj na ovo kao na vremensku prognozu, a ne kao na sudbinu: kaže ti šta da poneseš, a ne kuda da ideš.',
      'Pitaj me ponovo kad se dan približi, pa ću ti reći kako tada izgleda.',
    ],
    when: [
      'Dobar trenutak pomaže, ali ne odlučuje umesto tebe: planiraj oko njega i ostavi prostora i za dane pre i posle.',
      'Zapamti datum, pripremi se u nedeljama pre njega i pusti da trenutak uradi ostalo.',
      'Ako ti taj datum ne odgovara, pitaj me za neki drugi mesec i pogledaću ponovo.',
      'Povoljni trenuci se vraćaju; ako ovaj propustiš, biće drugih, a ja mogu da ih pronađem.',
      'Vreme do tada iskoristi za pripremu, pa kad trenutak dođe, nećeš kretati od nule.',
      'Datum nije garancija, nego prednost: ostalo zavisi od onoga što doneseš sa sobom.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `U tvojoj karti ne vidim ništa što se jasno odnosi na ${area ?? 'tvoje pitanje'}${
        when ? ` ${when}` : ''
      }, a radije to kažem otvoreno nego da nategnem tumačenje.`,
    ({ area, when }) =>
      `${when ? `Ni tvoja karta ni nebo ${when} ne ukazuju` : 'Tvoja karta ne ukazuje'} jasno na ${
        area ?? 'ono što pitaš'
      }, zato ti ne mogu dati pošteno tumačenje.`,
    ({ area, when }) =>
      `Iskreno, o ${area ? aboutArea(area) : 'tome'} tvoja karta ${when ? `${when} ` : ''}uglavnom ćuti: ništa se posebno ne izdvaja.`,
    ({ area, when }) =>
      `${when ? `Na tvom nebu ${when}` : 'U tvojoj karti'} tražila sam nešto što govori o ${
        area ? aboutArea(area) : 'tome'
      }, ali nisam našla ništa dovoljno jako da na tome gradim odgovor.`,
  ],
  clarify: [
    'Možeš li da mi kažeš nešto više: da li imaš na umu neku odluku, datum ili osobu?',
    'Šta bi ti najviše pomoglo: određeni mesec ili određena oblast života?',
    'Da li iza pitanja stoji neka konkretna situacija? Ako mi je opišeš, mogu da pogledam deo karte koji njome vlada.',
    'Da li bi pomoglo da pitaš za određeni datum, ili za jednu vezu ili projekat?',
    'Šta te je navelo na ovo pitanje? Uz malo konteksta mogu da pogledam na pravo mesto.',
  ],
};

export const COACH_SR: CoachTexts = {
  grammar: GRAMMAR_SR,
  lexicon: {
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
  },

  intents: cyrIntents({
    love: [
      'ljubav',
      'ljubavn',
      'voli',
      'zaljub',
      'partner',
      'veza',
      'veze',
      'vezi',
      'vezu',
      'brak',
      'venčanj',
      'muž',
      'žena',
      'supru',
      'dečko',
      'devojk',
      'momak',
      'simpatij',
      'romans',
      'srodn',
      'bivš',
      'raskid',
      'razvod',
      'flert',
      'sinastrij',
      'slaganj',
      'slažemo',
      'intim',
      'seks',
      'odnos',
      'srce',
      'srca',
      'emotivn',
      'upozna',
      'samac',
      'sama sam',
      'sam sam',
    ],
    career: [
      'posao',
      'posla',
      'poslu',
      'poslov',
      'karijer',
      'radim',
      'radnom',
      'zaposl',
      'otkaz',
      'šef',
      'koleg',
      'firm',
      'kompanij',
      'biznis',
      'preduzet',
      'struk',
      'profesij',
      'zanimanj',
      'poziv',
      'studij',
      'studir',
      'fakultet',
      'upis',
      'intervju',
      'unapređenj',
      'unapredjenj',
      'napredovanj',
      'plat',
      'ambicij',
      'uspeh',
      'uspeš',
      'talent',
      'svrh',
      'misij',
      'honorar',
      'freelanc',
    ],
    wellbeing: [
      'zdravlj',
      'stres',
      'umor',
      'iscrplj',
      'anksioz',
      'strah',
      'plaš',
      'briga',
      'brine',
      'brinem',
      'tuga',
      'tužn',
      'usamlj',
      'spavanj',
      'nesanic',
      'energij',
      'raspoložen',
      'emocij',
      'osećanj',
      'osećam',
      'mir',
      'balans',
      'ravnotež',
      'samopouzdanj',
      'samopoštovanj',
      'opušt',
      'meditacij',
      'odmor',
      'kriz',
      'telo',
      'tela',
      'sagorev',
      'nervoz',
      'izgubljen',
    ],
    timing: [
      'kad',
      'uskoro',
      'sad',
      'danas',
      'sutra',
      'ove nedelje',
      'ove sedmice',
      'ovog meseca',
      'ovaj mesec',
      'ove godine',
      'ova godina',
      'iduć',
      'sledeć',
      'naredn',
      'period',
      'tranzit',
      'retrograd',
      'pravo vreme',
      'koje vreme',
      'vremensk',
      'trenut',
      'datum',
      'prognoz',
      'predviđ',
      'predvidj',
      'budućnost',
      'progresij',
      'solarn',
      'povratak saturna',
      'čeka',
      'dokle',
      'koliko dugo',
    ],
    numerology: [
      'numerolog',
      'broj životnog puta',
      'životni put',
      'životnog puta',
      'broj izraza',
      'broj sudbine',
      'broj duše',
      'broj srca',
      'broj ličnosti',
      'broj rođendana',
      'broj rodjendana',
      'broj dana rođenja',
      'broj dana rodjenja',
      'master broj',
      'majstorski broj',
      'brojev',
      'moj broj',
      'mog broja',
      'pitagor',
      'vibracij broja',
    ],
    meta: [
      'ko si',
      'šta si',
      'jesi li',
      'da li si',
      'kako radiš',
      'kako funkcioniš',
      'kako to radiš',
      'veštačk',
      'ai',
      'robot',
      'bot',
      'chatgpt',
      'gpt',
      'jezički model',
      'algoritam',
      'odakle ti',
      'odakle znaš',
      'na osnovu čega',
      'kako znaš',
      // Not the bare name: "Ćao Stella, …" greets her and asks about something else.
      'ko je stel',
      'šta je stel',
      'pravi astrolog',
      'živ čovek',
      'izvor',
      'tačno li je',
      'da li je tačno',
      'da li veruješ',
      'izmišljaš',
    ],
    greeting: [
      'zdravo',
      'ćao',
      'čao',
      'hej',
      'ej',
      'pozdrav',
      'dobro jutro',
      'dobar dan',
      'dobro veče',
      'laku noć',
      'hello',
      'hey',
      'hvala',
      'šta ima',
      'kako si',
      'pomaže bog',
      'cao',
      'zdravo stella',
    ],
    offTopic: [
      'recept',
      'kuvanj',
      'kuvam',
      'jelo',
      'program',
      'javascript',
      'python',
      'excel',
      'domaći',
      'zadatak',
      'matematik',
      'jednačin',
      'prevedi',
      'prevod',
      'utakmic',
      'fudbal',
      'košark',
      'tenis',
      'vremenska prognoza',
      'kakvo će biti vreme',
      'temperatur',
      'vesti',
      'politik',
      'izbori',
      'kripto',
      'bitkoin',
      'film',
      'serij',
      'pesm',
      'esej',
      'lektir',
      'restoran',
    ],
    aspect: [
      'aspekt',
      'aspekat',
      'aspekata',
      'orbis',
      'ugao',
      'uglom',
      'harmoničn',
      'izazovn',
      'napet',
      'između planeta',
      'izmedju planeta',
      'veza između',
      'veza izmedju',
      'kako se slažu',
      'povezan',
      'povezuje',
      'tačan aspekt',
      'aplikativ',
      'separativ',
    ],
    sensitive: {
      health: [
        'boli',
        'bole',
        'glavobolj',
        'operacij',
        'zdravlj',
        'bolest',
        'bolestan',
        'bolesna',
        'bolujem',
        'dijagnoz',
        'lekar',
        'doktor',
        'bolnic',
        'operacij',
        'lečenj',
        'terapij',
        'lekove',
        'simptom',
        'tumor',
        'karcinom',
        'srčani udar',
        'krvni pritisak',
        'dijabetes',
        'depresij',
        'psihijat',
        'analiz krvi',
        'infekcij',
        'hronič',
      ],
      death: [
        'smrt',
        'umreti',
        'umrijeti',
        'umreću',
        'umire',
        'umrla',
        'umro',
        'preminu',
        'pogin',
        'koliko ću živeti',
        'životni vek',
        'sahran',
        'kraj života',
        'dužina života',
      ],
      pregnancy: [
        'trudn',
        'zatrudne',
        'bebu',
        'beba',
        'bebe',
        'dobiti dete',
        'imati dete',
        'imati decu',
        'začeć',
        'zaceć',
        'porođaj',
        'porodjaj',
        'plodnost',
        'neplodnost',
        'vantelesn',
        'ivf',
        'vto',
        'abortus',
        'pobačaj',
      ],
      money: [
        'novac',
        'novca',
        'novcu',
        'pare',
        'zarad',
        'plata',
        'platu',
        'investi',
        'ulag',
        'uložim',
        'berz',
        'deonic',
        'kripto',
        'bitkoin',
        'kredit',
        'dugov',
        'zaduž',
        'kamat',
        'lutrij',
        'loto',
        'kladion',
        'bogatstv',
        'obogat',
        'finansij',
        'štednj',
        'nasledstv',
      ],
      legal: [
        'na sudu',
        'sudsk',
        'sudij',
        'tužb',
        'tužil',
        'advokat',
        'parnic',
        'presud',
        'ugovor',
        'zakon',
        'pravn',
        'policij',
        'zatvor',
        'kazn',
        'starateljstv',
        'ostavinsk',
        'vizu',
        'vize',
        'boravišn',
        'državljanstv',
      ],
    },
  }),

  crisis: {
    triggers: withCyr([
      'samoubist',
      'samoubis',
      'samoubic',
      'samoubić',
      'ubiti se',
      'ubijem se',
      'ubiću se',
      'ubicu se',
      'ubila bih se',
      'ubio bih se',
      'da se ubijem',
      'oduzmem sebi život',
      'oduzmem sebi zivot',
      'oduzeti sebi život',
      'oduzeti sebi zivot',
      'oduzmem život',
      'oduzmem zivot',
      'ne želim da živim',
      'ne zelim da zivim',
      'neću da živim',
      'necu da zivim',
      'ne želim više da živim',
      'ne zelim vise da zivim',
      'ne mogu više da živim',
      'ne mogu vise da zivim',
      'želim da umrem',
      'zelim da umrem',
      'hoću da umrem',
      'hocu da umrem',
      'voleo bih da umrem',
      'volela bih da umrem',
      'želim da nestanem',
      'zelim da nestanem',
      'da nestanem zauvek',
      'bolje da me nema',
      'bolje bi bilo da me nema',
      'bolje bi bilo bez mene',
      'svima bi bilo bolje bez mene',
      'nema smisla živeti',
      'nema smisla ziveti',
      'život nema smisla',
      'zivot nema smisla',
      'ne vredi živeti',
      'ne vredi ziveti',
      'kraj svemu',
      'prekratim',
      'skočim sa',
      'skocim sa',
      'skočiti sa mosta',
      'skociti sa mosta',
      'predozir',
      'popijem sve tablete',
      'popiti sve tablete',
      'sečem se',
      'secem se',
      'isečem se',
      'isecem se',
      'seckam se',
      'samopovređ',
      'samopovredj',
      'povređujem sebe',
      'povredjujem sebe',
      'nauditi sebi',
      'naudim sebi',
      'oprostno pismo',
      'oproštajno pismo',
      'oprostajno pismo',
      'suicid',
      'kill myself',
      'suicide',
    ]),
    reply: [
      'Žao mi je što ti je sada ovako teško. Dobro je što mi to govoriš, i važno je da znaš: u ovome nisi bez podrške, i pomoć postoji odmah.',
      'Molim te, javi se nekome sada. U Srbiji možeš besplatno da pozoveš Centar Srce na 0800 300 303. Ako si u drugoj zemlji, broj za svoju zemlju nađi na https://findahelpline.com.',
      'Ako si u neposrednoj opasnosti, odmah pozovi hitnu pomoć: 194 ili 112. Možeš da pozoveš i nekoga kome veruješ, prijatelja ili člana porodice, da bude uz tebe.',
      'Tu sam ako želiš da pišeš dalje, ali razgovor sa osobom koja može odmah da te čuje sada je najvažniji korak.',
    ].join('\n\n'),
  },

  writing: {
    opener: {
      love: [
        'Za pitanja srca najpre gledam Veneru i Mesec u tvojoj karti, a zatim sve što u njoj govori o partnerstvu.',
        'Ljubav se u natalnoj karti čita kroz više slojeva: šta te privlači, šta ti je potrebno da se osećaš sigurno i kako ulaziš u bliske odnose.',
        'Evo šta tvoja karta govori o načinu na koji voliš i šta tražiš u bliskosti.',
        'Kada je reč o odnosima, tvoja karta ne predviđa ko će se pojaviti, ali dobro opisuje šta ti prija i gde ti je potrebno više pažnje.',
        'Pogledajmo šta tvoja karta kaže o ljubavi, počevši od položaja koji najviše govore o naklonosti.',
      ],
      career: [
        'Za posao i poziv gledam Sunce, Saturn i planete koje opisuju tvoje talente, a kada je vreme rođenja poznato, i Sredinu neba.',
        'Tvoja karta ne bira zanimanje umesto tebe, ali pokazuje kako radiš najbolje i šta te dugoročno pokreće.',
        'Evo šta tvoja karta govori o radu, ambicijama i putu kojim ti je prirodno da rasteš.',
        'Kada je reč o karijeri, korisno je pogledati ne samo gde se trudiš, već i šta ti daje osećaj smisla.',
      ],
      wellbeing: [
        'Kada je reč o tome kako se osećaš, tvoja karta može da pokaže šta te iscrpljuje, a šta ti vraća snagu.',
        'Pogledajmo šta ti je, prema tvojoj karti, potrebno za više mira i stabilnosti.',
        'Evo nekoliko položaja koji govore o tvojim emocionalnim potrebama i o tome kako se obnavljaš.',
        'Tvoja karta ne postavlja dijagnoze, ali može da ti pomogne da bolje razumeš svoj ritam, svoje potrebe i svoje granice.',
      ],
      timing: [
        'Za pitanje vremena gledam šta se sada na nebu dešava u odnosu na tvoju natalnu kartu.',
        'Astrologija ne određuje datume sudbine, ali pokazuje periode u kojima su neke teme naglašenije.',
        'Evo šta trenutni tranziti naglašavaju u tvojoj karti i kada su najjači.',
        'Pogledajmo koje se teme sada pokreću u tvojoj karti i koliko dugo mogu da traju.',
      ],
      placement: [
        'Evo kako stoji taj položaj u tvojoj karti i šta obično znači.',
        'Pogledajmo taj deo tvoje karte redom: gde se nalazi i šta može da govori o tebi.',
        'Dobro pitanje: ovaj položaj mnogo govori o tome kako se neke tvoje osobine izražavaju.',
        'Evo šta tvoja karta pokazuje na tom mestu, uz tumačenje koje ide uz taj položaj.',
      ],
      aspect: [
        'Aspekti pokazuju kako planete u tvojoj karti razgovaraju jedna sa drugom; evo onih koji su ovde najvažniji.',
        'Pogledajmo veze između planeta koje se tiču tvog pitanja i koliko su tesne.',
        'Evo aspekata koji najviše oblikuju ovu temu u tvojoj karti.',
        'Kada dve planete stoje pod određenim uglom, njihove teme se prepliću; evo kako to izgleda kod tebe.',
      ],
      numerology: [
        'Numerologija čita tvoje ime i datum rođenja kao niz brojeva, a svaki od njih osvetljava drugu stranu tebe.',
        'Evo šta tvoji brojevi govore, od broja životnog puta do onih koji opisuju tvoju ličnost.',
        'Pogledajmo tvoje brojeve jedan po jedan i šta obično znače.',
        'Brojevi iz tvog imena i datuma rođenja dopunjuju ono što pokazuje karta; evo šta kod tebe ističu.',
      ],
      general: [
        'Evo šta tvoja karta govori o tome, kroz nekoliko položaja koji su ovde najvažniji.',
        'Pogledajmo tvoju natalnu kartu i izdvojimo ono što je za ovo pitanje najvažnije.',
        'Dobro pitanje; evo nekoliko stvari koje se u tvojoj karti ističu.',
        'Tvoja karta ima više slojeva, pa krenimo od onih koji najjasnije odgovaraju na tvoje pitanje.',
      ],
    },
    closing: {
      love: [
        'Možda ti pomaže da razmisliš koje od ovih obrazaca prepoznaješ u svojim odnosima, a koje želiš da menjaš.',
        'Jedan praktičan korak: ove nedelje reci nekome bliskom jednu stvar koja ti je potrebna, jednostavno i bez izvinjavanja.',
        'Karta opisuje sklonosti, a ne ishod; način na koji voliš i dalje biraš ti, iz dana u dan.',
        'Ako želiš, mogu da pogledam i kako tvoja karta opisuje ono što ti je potrebno da se osećaš sigurno u vezi.',
      ],
      career: [
        'Razmisli koji od ovih talenata već koristiš na poslu, a koji još čeka priliku.',
        'Jedan konkretan korak ove nedelje, makar i mali, vredi više od savršenog plana.',
        'Karta pokazuje tvoje sklonosti, a ne granice: odluke i trud su i dalje tvoji.',
        'Ako želiš, mogu da pogledam i koje su ti teme sada naglašene u tranzitima.',
      ],
      wellbeing: [
        'Postupaj sa sobom nežno: i mali rituali odmora mogu mnogo da promene.',
        'Ako ti je teško duže vreme, razgovor sa nekim kome veruješ ili sa stručnjakom može mnogo da pomogne.',
        'Primeti ove nedelje šta te zaista odmara, a šta samo troši vreme, i daj prostora onom prvom.',
        'Karta nudi ogledalo, a ne presudu; ti najbolje znaš šta ti je u ovom trenutku potrebno.',
      ],
      timing: [
        'Tranziti otvaraju periode, a ne zatvaraju vrata: ono što uradiš u tom vremenu i dalje zavisi od tebe.',
        'Možda ti pomogne da ovih nedelja beležiš šta se dešava; kasnije ćeš lakše videti šta je ovaj period doneo.',
        'Ako želiš, mogu da pogledam i koji je sledeći važan tranzit za tvoju kartu.',
        'Nijedan period ne traje zauvek; i zahtevnija vremena obično donose nešto što vredi naučiti.',
      ],
      placement: [
        'Pitaj me slobodno i za druge položaje: karta se najbolje razume kada se delovi povežu.',
        'Razmisli gde u svom životu prepoznaješ ovaj položaj, a gde se on izražava drugačije nego što bi se očekivalo.',
        'Jedan položaj nikada nije cela priča; ostatak karte ga boji i ublažava.',
        'Ako želiš, mogu da objasnim kako se ovaj položaj povezuje sa ostatkom tvoje karte.',
      ],
      aspect: [
        'Izazovni aspekti nisu loši, a harmonični nisu garancija: i jedni i drugi pokazuju gde postoji energija za rad.',
        'Primeti kada se ove dve teme u tvom životu sudaraju, a kada sarađuju; to je najbolji vodič.',
        'Ako želiš, mogu da pogledam i druge aspekte koji se tiču iste teme.',
        'Aspekt opisuje dinamiku, a ne sudbinu; način na koji ga živiš menja se kako rasteš.',
      ],
      numerology: [
        'Brojevi opisuju sklonosti, a ne pravila; uzmi ono što prepoznaješ, a ostalo ostavi.',
        'Ako želiš, mogu da povežem tvoje brojeve sa položajima u tvojoj natalnoj karti.',
        'Zanimljivo je primetiti gde se brojevi i karta slažu, a gde jedno drugo dopunjuju.',
        'Razmisli koji od ovih brojeva najviše liči na tebe danas, a koji na osobu kakva želiš da postaneš.',
      ],
      general: [
        'Pitaj slobodno dalje: mogu da pogledam ljubav, posao, tranzite ili bilo koji položaj posebno.',
        'Karta pokazuje sklonosti i mogućnosti, a izbori ostaju tvoji.',
        'Razmisli šta od ovoga prepoznaješ u sebi, a šta te iznenađuje; i jedno i drugo je korisno.',
        'Ako želiš, mogu da idem dublje u bilo koji od ovih položaja.',
      ],
    },
    greeting: [
      'Zdravo, ja sam Stella. Mogu da ti tumačim natalnu kartu: ljubav, posao, tranzite, pojedinačne položaje ili numerologiju. Šta te zanima?',
      'Ćao! Tu sam da zajedno pogledamo tvoju kartu. Pitaj me, na primer, šta tvoja karta govori o ljubavi ili kakav je ovo period za tebe.',
      'Ja sam Stella i tu sam da čitam tvoju natalnu kartu. Postavi pitanje koje ti je sada na umu, a ja ću potražiti odgovor u tvojim položajima.',
      'Zdravo! Drago mi je što si tu. Šta te danas zanima u tvojoj karti?',
    ],
    meta: [
      'Ja sam Stella, astrološka asistentkinja u aplikaciji. Čitam tvoju natalnu kartu, izračunatu iz tvog datuma, vremena i mesta rođenja, i svaki pasus mog odgovora navodi položaje na kojima počiva. Ako bi neka rečenica tvrdila nešto što se ne slaže sa tvojom kartom, ona se ne prikazuje.',
      'Moji odgovori se zasnivaju na tvojoj karti: položajima planeta u znakovima i kućama i aspektima između njih, izračunatim iz podataka o rođenju. Ispod svakog pasusa vidiš na šta se oslanja. Astrologija opisuje sklonosti, a ne sudbinu, pa i ja govorim o mogućnostima, a ne o izvesnostima.',
      'Ja sam veštačka inteligencija, a ne astrolog od krvi i mesa, ali ne izmišljam: svaki odgovor gradim od činjenica tvoje natalne karte i uz svaki pasus navodim položaje na koje se oslanja. Tvrdnje koje se ne slažu sa kartom odbacuju se pre nego što ih vidiš.',
    ],
    offTopic: [
      'To je izvan onoga što mogu da pročitam, jer se bavim tvojom natalnom kartom. Ako želiš, mogu da pogledam šta karta govori o ljubavi, poslu ili periodu u kome si.',
      'Na to pitanje ne umem dobro da odgovorim, ali tvoju kartu mogu da tumačim do detalja. Šta želiš da pogledamo?',
      'Tu ti nažalost nisam od pomoći; moje polje je astrologija i tvoja karta. Pitaj me, na primer, o nekom položaju ili o tranzitima koji su sada aktivni.',
      'Ovo prelazi ono čime se bavim. Ako te zanima kako se nešto od toga odražava na tebe lično, rado ću pogledati tvoju kartu.',
    ],
    unknownTime:
      'Pošto tvoje vreme rođenja nije poznato, Ascendent, Sredinu neba i kuće ne mogu pouzdano da odredim, pa ih ovde ne pominjem. Položaji planeta u znakovima i aspekti između njih i dalje važe; Mesec se tokom dana pomera, pa je njegov položaj samo približan.',
    noChart:
      'Da bih mogla da ti odgovorim iz tvoje karte, potrebna mi je tvoja natalna karta. Napravi je na stranici natalne karte: unesi datum, vreme i mesto rođenja, sačuvaj kartu i označi je sa „Ovo je moja karta“. Posle toga pitaj šta god želiš.',
    // Tendencies, never outcomes, and who to see instead; kind, never preachy, and no gendered word for the reader.
    caution: {
      health: [
        'Astrologija može da ukaže na sklonosti i ritam, ali ne može da postavi dijagnozu niti da predvidi tok bolesti. Za sve što se tiče zdravlja obrati se lekaru; ovo tumačenje neka bude samo dopuna.',
        'Karta može da govori o energiji i navikama, ali nikada o dijagnozi. Ako te nešto u vezi sa telom brine, neka to pogleda lekar.',
        'Iz karte čitam sklonosti, a ne ishode, dok telo zaslužuje pravi pregled. Ako te nešto muči, ne odlaži razgovor sa lekarom.',
      ],
      death: [
        'Astrologija ne predviđa smrt niti dužinu života, i nijedan položaj u karti to ne može da kaže. Ako te ovo pitanje muči, razgovor sa nekim bliskim ili sa stručnjakom može da pomogne više od bilo koje karte.',
        'Nijedna karta ne nosi datum nečije smrti, i to nikada ne bih pogađala. Ako iza pitanja stoji strah ili gubitak, podeli to sa nekim bliskim ili sa psihologom; to ne moraš da nosiš bez podrške.',
        'Dužina života ne čita se iz zvezda, i astrologija to ne treba ni da pokušava. Ako te ova misao opterećuje, razgovor sa nekim kome veruješ ili sa savetnikom može mnogo da olakša.',
      ],
      pregnancy: [
        'Karta ne može da kaže da li će ili kada će doći do trudnoće. Za to je pravi sagovornik lekar; astrologija ovde može samo da osvetli kako se osećaš u vezi sa porodicom i brigom o drugima.',
        'Nijedna karta ne može da obeća trudnoću niti da je isključi. O tome najpouzdanije govore ginekolog i specijalista za plodnost.',
        'Da li će i kada doći do trudnoće, pitanje je za medicinu, a ne za zvezde. Prave odgovore može da ti da lekar, a karta može samo da pokaže kako doživljavaš bliskost i brigu.',
      ],
      money: [
        'Astrologija ne predviđa dobitke ni gubitke i nije finansijski savet. Pre važnih odluka o novcu posavetuj se sa stručnjakom; karta može da pokaže samo tvoj odnos prema sigurnosti i riziku.',
        'Karta pokazuje sklonosti, a ne kretanja na tržištu ni ishod nekog ulaganja. Za investicije, kredite ili veliku kupovinu posavetuj se sa finansijskim savetnikom.',
        'Ovo čitaj kao opis tvog odnosa prema novcu, a ne kao finansijski savet: šta će uraditi banka ili berza, zvezde ne znaju. Za dugove, ulaganja i krupne odluke pitaj stručnjaka.',
      ],
      legal: [
        'Karta ne može da predvidi ishod sudskog ili pravnog postupka. Za to se obrati advokatu; astrologija može samo da pomogne da razumeš kako se nosiš sa pritiskom i sukobom.',
        'Nijedna karta ne odlučuje o ishodu spora. Gde pravno stojiš, najbolje će ti reći advokat ili služba besplatne pravne pomoći.',
        'Nebo ne čita sitna slova. Pre nego što potpišeš ugovor ili preduzmeš neki pravni korak, neka ga pogleda advokat; karta može samo da pokaže kako podnosiš neizvesnost.',
      ],
    },

    placement: [
      // 1. "Tvoja Venera je u Vagi, na 14°22′, u sedmoj kući."
      (p: PlacementSlots) => {
        if (p.point === 'ascendant')
          return `Tvoj Ascendent je u ${loc(p.sign)}, na ${deg(p)}, pa ti je podznak ${nom(p.sign)}.`;
        const where = p.house ? `, u ${oLoc(p.house)} kući` : '';
        return `${cap(yourNom(p.point))} je u ${loc(p.sign)}, na ${deg(p)}${where}.${p.retrograde ? retroNote(p.point) : ''}`;
      },
      // 2. "Na 14°22′ Vage nalazi se tvoja retrogradna Venera, u sedmoj kući."
      (p: PlacementSlots) => {
        if (p.point === 'ascendant')
          return `Na ${deg(p)} ${gen(p.sign)} nalazi se tvoj Ascendent, što znači da ti je podznak ${nom(p.sign)}.`;
        const retro = p.retrograde ? `${by(p.point, 'retrogradni', 'retrogradna', 'retrogradno')} ` : '';
        const who = `${by(p.point, 'tvoj', 'tvoja', 'tvoje')} ${retro}${P(p.point).nom}`;
        const where = p.house ? `, u ${oLoc(p.house)} kući` : '';
        return `Na ${deg(p)} ${gen(p.sign)} nalazi se ${who}${where}.`;
      },
      // 3. "U trenutku tvog rođenja Venera je bila u Vagi (14°22′), u tvojoj sedmoj kući, i kretala se retrogradno."
      (p: PlacementSlots) => {
        const was = by(p.point, 'je bio', 'je bila', 'je bilo');
        const house = p.house ? `, u tvojoj ${oLoc(p.house)} kući` : '';
        const retro = p.retrograde
          ? `${p.house ? ',' : ''} i ${by(p.point, 'kretao', 'kretala', 'kretalo')} se retrogradno`
          : '';
        if (p.point === 'ascendant')
          return `U trenutku tvog rođenja Ascendent je bio u ${loc(p.sign)} (${deg(p)}); to je tvoj podznak, znak po kome te drugi najpre upoznaju.`;
        return `U trenutku tvog rođenja ${P(p.point).nom} ${was} u ${loc(p.sign)} (${deg(p)})${house}${retro}.`;
      },
      // 4. "Venera ti je u Vagi, na 14°22′, u sedmoj kući, a uz to je i retrogradna."
      (p: PlacementSlots) => {
        if (p.point === 'ascendant')
          return `Podznak ti je ${nom(p.sign)}: Ascendent stoji na ${deg(p)} ${gen(p.sign)}, i to je lice koje prvo pokazuješ svetu.`;
        if (p.point === 'midheaven')
          return `Sredina neba ti je u ${loc(p.sign)}, na ${deg(p)}, i govori o pravcu u kome želiš da te svet vidi.`;
        const retro = p.retrograde ? `, a uz to je i ${by(p.point, 'retrogradan', 'retrogradna', 'retrogradno')}` : '';
        const house = p.house ? `, u ${oLoc(p.house)} kući` : '';
        return `${P(p.point).nom} ti je u ${loc(p.sign)}, na ${deg(p)}${house}${retro}.`;
      },
      // 5. "U tvojoj karti Venera stoji u Vagi (14°22′), u sedmoj kući, i retrogradna je."
      (p: PlacementSlots) => {
        if (p.point === 'ascendant')
          return `U tvojoj karti Ascendent stoji u ${loc(p.sign)}, na ${deg(p)}; drugim rečima, podznak ti je ${nom(p.sign)}.`;
        const house = p.house ? `, u ${oLoc(p.house)} kući` : '';
        const retro = p.retrograde ? `, i ${by(p.point, 'retrogradan', 'retrogradna', 'retrogradno')} je` : '';
        return `U tvojoj karti ${P(p.point).nom} stoji u ${loc(p.sign)} (${deg(p)})${house}${retro}.`;
      },
    ],
    aspect: [
      // "Tvoja Venera je u kvadratu sa Saturnom, uz orbis od 1°12′."
      (p: AspectSlots) => `${cap(yourNom(p.a))} je u ${ASPECT[p.type].loc} sa ${P(p.b).ins}, uz orbis od ${p.orb}.`,
      // "Venera i Saturn grade kvadrat (orbis 1°12′), koji stvara trenje koje traži akciju."
      (p: AspectSlots) =>
        `${P(p.a).nom} i ${P(p.b).nom} grade ${ASPECT[p.type].acc} (orbis ${p.orb}), ${ASPECT[p.type].g === 'f' ? 'koja' : 'koji'} ${ASPECT_TONE[p.type]}.`,
      // "Sa orbisom od 1°12′, Venera stoji u kvadratu sa tvojim Saturnom."
      (p: AspectSlots) => `Sa orbisom od ${p.orb}, ${P(p.a).nom} stoji u ${ASPECT[p.type].loc} sa ${yourIns(p.b)}.`,
      // "U tvojoj karti Venera i Saturn su u kvadratu; orbis iznosi 1°12′."
      (p: AspectSlots) =>
        `U tvojoj karti ${P(p.a).nom} i ${P(p.b).nom} su u ${ASPECT[p.type].loc}, a orbis iznosi ${p.orb}.`,
    ],
    house: [
      // "Tvoja sedma kuća počinje u Vagi, a u njoj stoje Venera i Mars."
      (p: HouseSlots) => {
        const names = p.points.map((x) => P(x).nom);
        const tail =
          names.length === 0
            ? ', a planeta u njoj nema, pa njen ton najviše nosi znak na vrhu kuće i njegov vladar.'
            : `, a u njoj ${names.length === 1 ? 'stoji' : 'stoje'} ${list(names)}.`;
        return `Tvoja ${oNom(p.house)} kuća počinje u ${loc(p.sign)}${tail}`;
      },
      // "Venera i Mars stoje u tvojoj sedmoj kući, čiji je vrh u Vagi."
      (p: HouseSlots) => {
        const names = p.points.map((x) => P(x).nom);
        if (names.length === 0)
          return `Tvoja ${oNom(p.house)} kuća je prazna, a vrh joj je u ${loc(p.sign)}; prazna kuća nije neaktivna, samo se njene teme čitaju preko tog znaka i njegovog vladara.`;
        return `${list(names)} ${names.length === 1 ? 'stoji' : 'stoje'} u tvojoj ${oLoc(p.house)} kući, čiji je vrh u ${loc(p.sign)}.`;
      },
      // "Vrh tvoje sedme kuće je u Vagi. Tu se nalazi Venera."
      (p: HouseSlots) => {
        const names = p.points.map((x) => P(x).nom);
        const second =
          names.length === 0
            ? 'U ovoj kući nema planeta, pa njene teme uglavnom boji taj znak.'
            : names.length === 1
              ? `U toj kući nalazi se ${names[0]}.`
              : `U toj kući nalaze se ${list(names)}.`;
        return `Vrh tvoje ${oGen(p.house)} kuće je u ${loc(p.sign)}. ${second}`;
      },
    ],
    // After a transit's full reading. The subject is the transit or the aspect (masculine), never
    // the planet, whose gender the sentence does not know. A past date stands after "bio" (the tense
    // checker's past marker), a date ahead after "će" or a plain present, never after "bio". A date
    // that says when (not what) is in the genitive ("bio je tačan 3. novembra"); `past` is the latest
    // exact pass, which need not be the first.
    transitWhen: [
      {
        today: 'Tranzit je tačan danas.',
        past: (date: string) => `Dan tačnog tranzita bio je ${asNoun(date)}.`,
        next: (date: string) => `Dan tačnog tranzita biće ${asNoun(date)}.`,
        pastAndNext: (past: string, next: string) =>
          `Dan tačnog tranzita bio je ${asNoun(past)}, a sledeći će biti ${asNoun(next)}.`,
      },
      {
        today: 'Ovaj aspekt je danas tačan, pa se najjasnije oseća upravo sada.',
        past: (date: string) => `Aspekt je bio tačan ${dated(date)}, pa sada polako slabi.`,
        next: (date: string) => `Aspekt će biti tačan ${dated(date)}, a do tada postepeno jača.`,
        pastAndNext: (past: string, next: string) =>
          `Aspekt je bio tačan ${dated(past)}, a ponovo će biti tačan ${dated(next)}.`,
      },
      {
        today: 'Vrhunac ovog tranzita je danas.',
        past: (date: string) => `Vrhunac je bio ${dated(date)}, a sada tranzit jenjava.`,
        next: (date: string) => `Vrhunac tek dolazi, i to ${dated(date)}.`,
        pastAndNext: (past: string, next: string) =>
          `Vrhunac je bio ${dated(past)}, a planeta će ponovo preći isti stepen ${dated(next)}.`,
      },
      {
        today: 'Upravo danas ovaj tranzit dostiže punu snagu.',
        past: (date: string) => `Ovaj tranzit je bio najjači ${dated(date)}, a od tada mu uticaj postepeno bledi.`,
        next: (date: string) => `Ovaj tranzit dostiže punu snagu ${dated(date)}, a do tada mu uticaj raste.`,
        pastAndNext: (past: string, next: string) =>
          `Ovaj tranzit je bio najjači ${dated(past)}, a punu snagu ponovo će dostići ${dated(next)}.`,
      },
    ],
    // The transit's title ("Saturn stoji u kvadratu sa tvojom natalnom Venerom") and when it is exact.
    // The subject of what follows is the aspect or the transit, never the planet (whose gender the
    // template does not know). Each date is a predicate noun in the nominative ("bio je 3. novembar",
    // "biće 7. januar 2027"); a past date must stand after "bio", a date ahead never. `past` is the
    // latest exact pass, not necessarily the first.
    transitDated: [
      {
        inOrb: (title) => `${title}.`,
        today: (title) => `${title}, a aspekt je tačan upravo danas.`,
        past: (title, date) => `${title}, a dan tačnog aspekta bio je ${asNoun(date)}.`,
        next: (title, date) => `${title}, a dan tačnog aspekta biće ${asNoun(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}, a dan tačnog aspekta bio je ${asNoun(past)}, dok će sledeći biti ${asNoun(next)}.`,
      },
      {
        inOrb: (title) => `${title}; taj tranzit traje i ovih dana je stalno uz tebe.`,
        today: (title) => `${title}; vrhunac tog aspekta je danas.`,
        past: (title, date) => `${title}; tranzit polako jenjava, a najjači dan bio mu je ${asNoun(date)}.`,
        next: (title, date) => `${title}, a datum tačnog aspekta je ${asNoun(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: najjači dan bio je ${asNoun(past)}, a sledeći takav biće ${asNoun(next)}.`,
      },
      {
        inOrb: (title) => `${title}, i taj aspekt je ovih dana u orbisu.`,
        today: (title) => `${title}, a danas je dan kada je taj aspekt tačan.`,
        past: (title, date) => `${title}; datum vrhunca bio je ${asNoun(date)}, pa aspekt sada postepeno slabi.`,
        next: (title, date) => `${title}; aspekt još jača, a datum vrhunca biće ${asNoun(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: poslednji datum vrhunca bio je ${asNoun(past)}, a sledeći će biti ${asNoun(next)}.`,
      },
      {
        inOrb: (title) => `${title}; ovaj aspekt deluje tiho i postojano, bez jednog dana koji se posebno izdvaja.`,
        today: (title) => `${title}, a danas je taj aspekt na samom vrhuncu.`,
        past: (title, date) => `${title}; najjači dan ovog tranzita bio je ${asNoun(date)}.`,
        next: (title, date) => `${title}, a najjači dan tek dolazi: ${asNoun(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}; najjači dan ovog tranzita bio je ${asNoun(past)}, a ponovni prolaz preko istog stepena biće ${asNoun(next)}.`,
      },
    ],
    // "Merkur se u Strelcu …": the lexicon reads the planet in its sign ("se u" + locative), which
    // the station's fact makes true. Participles and adjectives agree with the planet (Venera is
    // feminine); a past date stands after "bio", "bila" or "bilo", a date ahead never does.
    station: [
      {
        today: (p) => `Danas se ${P(p.body).nom} u ${loc(p.sign)} zaustavlja i ${becomes(p.body, p.direction)}.`,
        past: (p) =>
          `${P(p.body).nom} se u ${loc(p.sign)} ${by(p.body, 'zaustavio', 'zaustavila', 'zaustavilo')} i ${became(
            p.body,
            p.direction,
          )}; to je bio ${asNoun(p.date)}.`,
        next: (p) =>
          `${P(p.body).nom} se u ${loc(p.sign)} zaustavlja i ${becomes(p.body, p.direction)}; to će biti ${asNoun(p.date)}.`,
      },
      {
        today: (p) =>
          `${P(p.body).nom} je danas ${stationary(p.body)} u ${loc(p.sign)}: to je dan kada ${becomes(p.body, p.direction)}.`,
        past: (p) =>
          `${P(p.body).nom} je ${by(p.body, 'bio', 'bila', 'bilo')} ${stationary(p.body)} u ${loc(p.sign)} ${dated(
            p.date,
          )}, a zatim je ${became(p.body, p.direction)}.`,
        next: (p) =>
          `${P(p.body).nom} će biti ${stationary(p.body)} u ${loc(p.sign)} ${dated(p.date)}, a onda će ${toBecome(
            p.body,
            p.direction,
          )}.`,
      },
      {
        today: (p) => `Upravo danas ${P(p.body).nom} u ${loc(p.sign)} menja smer i ${becomes(p.body, p.direction)}.`,
        past: (p) =>
          `${P(p.body).nom} je u ${loc(p.sign)} ${by(p.body, 'promenio', 'promenila', 'promenilo')} smer i ${became(
            p.body,
            p.direction,
          )}, a to je bilo ${dated(p.date)}.`,
        next: (p) => `${P(p.body).nom} u ${loc(p.sign)} menja smer ${dated(p.date)} i ${becomes(p.body, p.direction)}.`,
      },
    ],
    // "mlad Mesec u Blizancima", always the lunation as one phrase: never a sentence that places
    // the Moon by itself in a sign.
    lunation: [
      {
        today: (p) => `Danas je ${LUNATION[p.phase]} u ${loc(p.sign)}.`,
        past: (p) => `Datum ${LUNATION_GEN[p.phase]} u ${loc(p.sign)} bio je ${asNoun(p.date)}.`,
        next: (p) => `Datum ${LUNATION_GEN[p.phase]} u ${loc(p.sign)} biće ${asNoun(p.date)}.`,
      },
      {
        today: (p) => `${cap(LUNATION[p.phase])} u ${loc(p.sign)} nastupa upravo danas.`,
        past: (p) => `${cap(LUNATION[p.phase])} u ${loc(p.sign)} bio je ${dated(p.date)}.`,
        next: (p) => `${cap(LUNATION[p.phase])} u ${loc(p.sign)} nastupa ${dated(p.date)}.`,
      },
      {
        today: (p) => `Danas je dan ${LUNATION_GEN[p.phase]} u ${loc(p.sign)}.`,
        past: (p) => `${cap(LUNATION[p.phase])} u ${loc(p.sign)} već je iza nas: bio je ${dated(p.date)}.`,
        next: (p) => `${cap(LUNATION[p.phase])} u ${loc(p.sign)} tek dolazi: biće ${dated(p.date)}.`,
      },
    ],
    // No planet named: "it" is the event's degree.
    eventHouse: [
      (house) => `U tvojoj karti to pada u ${oAcc(house)} kuću.`,
      (house) => `Kod tebe to mesto na nebu pada u ${oAcc(house)} kuću.`,
      (house) => `Mesto tog događaja u tvojoj karti je ${oNom(house)} kuća.`,
    ],
    eventTouches: [
      (points) => `U konjunkciji je sa ${list(points.map((id) => P(id).ins))} iz tvoje natalne karte.`,
      (points) =>
        `Tačno na tom mestu u tvojoj karti ${points.length > 1 ? 'stoje' : 'stoji'} ${list(points.map(natalNom))}.`,
      (points) => `Ovaj događaj direktno pogađa ${list(points.map(natalAcc))}.`,
    ],
    chartRuler: (p) => {
      const ruler = P(p.ruler);
      const title = ruler.g === 'f' ? 'vladarka' : 'vladar';
      return `Podznak ti je ${nom(p.rising)}, pa je ${ruler.nom} ${title} tvoje karte. ${cap(yourNom(p.ruler))} stoji u ${loc(p.sign)}, u ${oLoc(p.house)} kući, a ${by(p.ruler, 'njegov', 'njen', 'njegov')} položaj mnogo govori o tome šta te pokreće.`;
    },
    balance: (p) =>
      `Po elementima, tvojih deset planeta raspoređeno je ovako: vatra ${p.elements.fire}, zemlja ${p.elements.earth}, vazduh ${p.elements.air}, voda ${p.elements.water}; po modalitetima: kardinalni znakovi ${p.modalities.cardinal}, fiksni ${p.modalities.fixed}, promenljivi ${p.modalities.mutable}. Najviše je ${ELEMENT_GEN[p.element]}, a među modalitetima preovlađuju ${MODALITY_PL[p.modality]} znakovi.`,
    elementMeaning: {
      fire: 'Jak element vatre obično donosi polet, hrabrost i potrebu da se stvari pokrenu odmah, uz rizik od nestrpljenja.',
      earth: 'Jak element zemlje obično daje strpljenje, praktičnost i osećaj za ono što je opipljivo i trajno.',
      air: 'Jak element vazduha obično daje radoznalost, lakoću u razgovoru i potrebu da se stvari razumeju i podele sa drugima.',
      water: 'Jak element vode obično donosi dubok emotivni život, empatiju i intuiciju koja često zna pre razuma.',
    },
    modalityMeaning: {
      cardinal:
        'Kada preovlađuju kardinalni znakovi, najprirodnije ti je da započinješ i pokrećeš, a završavanje ponekad traži više truda.',
      fixed:
        'Kada preovlađuju fiksni znakovi, tvoja snaga je u istrajnosti i odanosti, a promene obično prihvataš tek kada ih dobro promisliš.',
      mutable:
        'Kada preovlađuju promenljivi znakovi, lako se prilagođavaš i učiš, a izazov je da ostaneš na jednom pravcu dovoljno dugo.',
    },
    busiestHouse: (p) => {
      const names = p.points.length > 1 ? list(p.points.map((q) => POINT[q].nom)) : cap(planets(p.count));
      const verb = p.points.length > 1 ? 'okupljaju se' : 'okuplja se';
      return `${names} ${verb} u tvojoj ${oLoc(p.house)} kući, pa teme te kuće imaju posebnu težinu u tvom životu.`;
    },
    numerology: (kind: NumerologyKind, value: number) => `Tvoj ${KIND[kind].phrase} je ${value}.`,
    numberMeaning: {
      1: 'Jedinica je broj početka, samostalnosti i volje da se ide svojim putem. Često donosi liderstvo i inicijativu, a lekcija joj je da snaga ne mora da znači samoću.',
      2: 'Dvojka je broj saradnje, osetljivosti i diplomatije. Najbolje se izražava u partnerstvu i slušanju, a uči da sopstvene potrebe ne stavlja uvek na drugo mesto.',
      3: 'Trojka je broj izražavanja, kreativnosti i radosti. Donosi dar za reči, umetnost i druženje, a uči da talente usmeri umesto da ih rasipa.',
      4: 'Četvorka je broj temelja, rada i pouzdanosti. Gradi polako i čvrsto, a lekcija joj je da red ne pretvori u krutost.',
      5: 'Petica je broj slobode, promene i radoznalosti. Voli iskustva, putovanja i novo, a uči da sloboda najbolje cveta uz malo odgovornosti.',
      6: 'Šestica je broj brige, ljubavi i odgovornosti prema drugima. Donosi toplinu, osećaj za dom i lepotu, a uči da brigu o drugima uravnoteži brigom o sebi.',
      7: 'Sedmica je broj istraživanja, dubine i unutrašnjeg života. Traži smisao ispod površine i voli tišinu i znanje, a uči da poveri drugima ono što oseća.',
      8: 'Osmica je broj moći, postignuća i materijalnog sveta. Ima dar za organizaciju i vođstvo, a lekcija joj je da uspeh meri i integritetom, ne samo rezultatom.',
      9: 'Devetka je broj saosećanja, širine i završetaka. Nosi humanost i osećaj za celinu, a uči da pusti ono što je završeno kako bi nešto novo moglo da počne.',
      11: 'Jedanaest je master broj intuicije i nadahnuća. Donosi izraženu osetljivost i viziju koja može da inspiriše druge, a traži da tu napetost prizemlji u svakodnevici.',
      22: 'Dvadeset dva je master broj graditelja: spaja velike ideje sa praktičnim radom. Ima potencijal da ostvari nešto trajno za mnoge, a uči da strpljivo nosi tu odgovornost.',
      33: 'Trideset tri je master broj učitelja i nesebične brige. Nosi dar da leči i podržava kroz ljubav, a uči da ne zaboravi sopstvene granice.',
    },
    numerologyKind: {
      lifePath:
        'Broj životnog puta, izračunat iz punog datuma rođenja, opisuje glavni pravac tvog života i lekcije koje te prate.',
      expression:
        'Broj izraza, izračunat iz svih slova punog imena, govori o tvojim talentima i načinu na koji ih pokazuješ svetu.',
      soulUrge: 'Broj duše, izračunat iz samoglasnika imena, otkriva šta duboko želiš i šta te iznutra pokreće.',
      personality:
        'Broj ličnosti, izračunat iz suglasnika imena, opisuje utisak koji ostavljaš na druge pre nego što te bolje upoznaju.',
      birthDay: 'Broj dana rođenja dodaje poseban talenat koji nosiš sa sobom i koji lako koristiš.',
    },
    daily: {
      peakToday: [
        'Danas jedan tranzit dostiže vrhunac u tvojoj karti.',
        'Danas planeta u kretanju tačno pogađa jednu tačku tvoje karte.',
        'Jedan dodir neba danas je u tvojoj karti najjači.',
      ],
      peakTomorrow: [
        'Sutra jedan tranzit dostiže vrhunac u tvojoj karti, pa se danas već oseća kako se sprema.',
        'Sutra planeta u kretanju tačno pogađa jednu tačku tvoje karte; dan uoči već nosi njen ton.',
        'Jedan dodir neba sutra će u tvojoj karti biti najjači, a danas se već naslućuje.',
      ],
      background: [
        'Danas ništa u tvojoj karti ne dostiže vrhunac; ove nedelje boji sporiji tranzit.',
        'Današnji dan ne donosi sopstveni tačan aspekt, pa najglasnije govori pozadina ovih nedelja.',
        'Nijedan tranzit danas nije tačan; vredi pratiti sporije vreme ovih nedelja.',
      ],
      quiet: [
        'Danas nebo ne dodiruje tvoju kartu izbliza, pa je ovo dobar dan za ono što već nosiš u sebi i za miran tempo.',
        'Danas nema tesnih tranzita prema tvojoj karti; iskoristi tu tišinu da završiš započeto ili da se odmoriš.',
        'Danas je nebo prema tvojoj karti mirno, bez tesnih aspekata; dan je po meri tvojih sopstvenih izbora.',
      ],
    },
  },

  plan: PLAN,

  labels: {
    placement: (p) => {
      const house = p.house ? `, ${p.house}. kuća` : '';
      const retro = p.retrograde ? ' ℞' : '';
      return `${P(p.point).nom} ${deg(p)} ${nom(p.sign)}${retro}${house}`;
    },
    aspect: (p) => `${P(p.a).nom} ${ASPECT[p.type].nom} ${P(p.b).nom}, orbis ${p.orb}`,
    house: (p) => `${p.house}. kuća, vrh u ${loc(p.sign)}`,
    transit: (p) =>
      `${P(p.planet).nom} ${ASPECT[p.type].nom} natal${by(p.point, 'ni', 'na', 'no')} ${P(p.point).nom}, ${p.date}`,
    event: (p) =>
      p.event === 'station'
        ? `${P(p.station.body).nom} postaje ${turnedTo(p.station.body, p.station.direction)} u ${loc(p.station.sign)}, ${p.date}`
        : `${cap(LUNATION[p.lunation.phase])} u ${loc(p.lunation.sign)}, ${p.date}`,
    progression: (p) =>
      `${cap(by(p.point, 'progresivni', 'progresivna', 'progresivno'))} ${P(p.point).nom} ${deg(p)} ${nom(p.sign)}`,
    numerology: (kind, value) => `${KIND[kind].label} ${value}`,
    balance: (e) => `Vatra ${e.fire}, zemlja ${e.earth}, vazduh ${e.air}, voda ${e.water}`,
  },

  examples: [
    // The offline writer's own sentences
    { text: 'Tvoja Venera je u Vagi, na 14°22′.', signs: [{ point: 'venus', sign: 'libra' }] },
    {
      text: 'Na 3°57′ Lava nalazi se tvoj retrogradni Merkur, u jedanaestoj kući.',
      signs: [{ point: 'mercury', sign: 'leo' }],
      houses: [{ point: 'mercury', house: 11 }],
    },
    {
      text: 'U trenutku tvog rođenja Mars je bio u Strelcu (12°18′) i kretao se retrogradno.',
      signs: [{ point: 'mars', sign: 'sagittarius' }],
    },
    {
      text: 'Tvoj Ascendent je u Vodoliji, na 10°10′, pa ti je podznak Vodolija.',
      signs: [
        { point: 'ascendant', sign: 'aquarius' },
        { point: 'ascendant', sign: 'aquarius' },
      ],
    },
    {
      text: 'Venera ti je u Raku, na 0°00′ tog znaka, a uz to je i retrogradna.',
      signs: [{ point: 'venus', sign: 'cancer' }],
    },
    {
      text: 'Podznak ti je Vaga, pa je Venera vladarka tvoje karte.',
      signs: [{ point: 'ascendant', sign: 'libra' }],
    },
    {
      text: 'Tvoja Venera je u kvadratu sa Saturnom, sa orbisom od 1°12′.',
      aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
    },
    {
      text: 'Sunce i Mars grade trigon (orbis 2°03′), koji pušta da njihove energije teku lako.',
      aspects: [{ a: 'sun', b: 'mars', type: 'trine' }],
    },
    { text: 'Tvoja šesta kuća je prazna, a vrh joj je u Raku.', houseNumbers: [6] },
    {
      text: 'Sunce, Merkur i Mars stoje u tvojoj šestoj kući, čiji je vrh u Raku.',
      houses: [{ point: 'mars', house: 6 }],
    },
    { text: 'Dve planete okupljaju se u tvojoj devetoj kući.', houseNumbers: [9] },
    // As a model (or a person) writes them
    { text: "Venera na 14° 22' Vage daje ti ukus za lepo i skladno.", signs: [{ point: 'venus', sign: 'libra' }] },
    { text: 'Venera, na 14° u Vagi, traži sklad u odnosima.', signs: [{ point: 'venus', sign: 'libra' }] },
    {
      text: 'Mars, retrogradan u Ovnu, uči te da energiju najpre usmeriš ka unutra.',
      signs: [{ point: 'mars', sign: 'aries' }],
    },
    { text: 'Sunce ti je u znaku Lava.', signs: [{ point: 'sun', sign: 'leo' }] },
    {
      text: 'Vaga ti je podznak, a Sunce ti je u Ovnu.',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'sun', sign: 'aries' },
      ],
    },
    {
      text: 'U Vagi ti je Venera, a Mars ti je u Škorpiji.',
      signs: [
        { point: 'venus', sign: 'libra' },
        { point: 'mars', sign: 'scorpio' },
      ],
    },
    {
      text: 'U Ribama imaš Jupiter, a Neptun ti je u Jarcu.',
      signs: [
        { point: 'jupiter', sign: 'pisces' },
        { point: 'neptune', sign: 'capricorn' },
      ],
    },
    {
      text: 'Lav je tvoj Sunčev znak, a Mesečev znak ti je Rak.',
      signs: [
        { point: 'sun', sign: 'leo' },
        { point: 'moon', sign: 'cancer' },
      ],
    },
    { text: 'Ja sam Ovan sa podznakom Vaga, šta to znači?', signs: [{ point: 'ascendant', sign: 'libra' }] },
    { text: 'Ribe su ti podznak.', signs: [{ point: 'ascendant', sign: 'pisces' }] },
    {
      text: 'Skorpija ti je podznak, a Mesec u Strelcu.',
      signs: [
        { point: 'ascendant', sign: 'scorpio' },
        { point: 'moon', sign: 'sagittarius' },
      ],
    },
    { text: 'Sredina neba (MC) ti je u Jarcu.', signs: [{ point: 'midheaven', sign: 'capricorn' }] },
    { text: 'Tvoj Saturn, koji je u Jarcu, daje ti strpljenje.', signs: [{ point: 'saturn', sign: 'capricorn' }] },
    { text: 'Pluton se u tvojoj karti nalazi u Škorpiji.', signs: [{ point: 'pluto', sign: 'scorpio' }] },
    {
      text: 'Merkur ℞ u Blizancima daje ti brz, ali temeljan um.',
      signs: [{ point: 'mercury', sign: 'gemini' }],
    },
    {
      text: 'Tvoj Merkur stoji na 28°52′ Vage, blizu granice sa Škorpijom.',
      signs: [{ point: 'mercury', sign: 'libra' }],
    },
    {
      text: 'Sunce u Blizancima i Mesec u Ribama daju ti radoznalost i osetljivost.',
      signs: [
        { point: 'sun', sign: 'gemini' },
        { point: 'moon', sign: 'pisces' },
      ],
    },
    {
      text: 'Ascendent u Škorpiji i Sunce u Lavu čine snažnu kombinaciju.',
      signs: [
        { point: 'ascendant', sign: 'scorpio' },
        { point: 'sun', sign: 'leo' },
      ],
    },
    { text: 'Jupiter se nalazi u tvojoj devetoj kući.', houses: [{ point: 'jupiter', house: 9 }] },
    {
      text: 'Mars je u 10. kući, a Jupiter u kući 9.',
      houses: [
        { point: 'mars', house: 10 },
        { point: 'jupiter', house: 9 },
      ],
    },
    {
      text: 'Sunce u 7. kući i Mesec u 4. kući govore koliko su ti važni drugi ljudi i dom.',
      houses: [
        { point: 'sun', house: 7 },
        { point: 'moon', house: 4 },
      ],
    },
    { text: 'Venera u sedmoj kući voli partnerstvo.', houses: [{ point: 'venus', house: 7 }] },
    {
      text: 'Saturn kvadrira tvoju Veneru, pa ljubav traži strpljenje.',
      aspects: [{ a: 'saturn', b: 'venus', type: 'square' }],
    },
    {
      text: 'Mesec je u opoziciji sa Plutonom, a Venera u sekstilu sa Jupiterom.',
      aspects: [
        { a: 'moon', b: 'pluto', type: 'opposition' },
        { a: 'venus', b: 'jupiter', type: 'sextile' },
      ],
    },
    { text: 'Mars je u konjunkciji sa Ascendentom.', aspects: [{ a: 'mars', b: 'ascendant', type: 'conjunction' }] },
    {
      text: 'Tvoj Mesec u Škorpiji u osmoj kući govori o dubokim osećanjima.',
      signs: [{ point: 'moon', sign: 'scorpio' }],
      houses: [{ point: 'moon', house: 8 }],
    },
    {
      text: 'Tvoja Venera je u Vagi, na 14°22′, u sedmoj kući.',
      signs: [{ point: 'venus', sign: 'libra' }],
      houses: [{ point: 'venus', house: 7 }],
    },
    // In Cyrillic, as a model answers a question written in Cyrillic
    { text: 'Твоја Венера је у Ваги, на 14°22′.', signs: [{ point: 'venus', sign: 'libra' }] },
    {
      text: 'Подзнак ти је Вага, а Сунце у Овну.',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'sun', sign: 'aries' },
      ],
    },
    { text: 'Сунце је у конјункцији са Меркуром.', aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }] },
    { text: 'Марс се налази у десетој кући.', houses: [{ point: 'mars', house: 10 }] },
    { text: 'Марс, владар твог Асцендента, стоји у Лаву.' },
    // No placement claim in these
    { text: 'Mars, vladar tvog Ascendenta, stoji u Lavu.' },
    { text: 'Venera vlada Vagom i Bikom.' },
    { text: 'Venera i Vaga dele ljubav prema lepoti i ravnoteži.' },
    { text: 'Venera je vladarka Bika i Vage.' },
    {
      text: 'Mars, za razliku od Meseca u Raku, deluje brzo i direktno.',
      signs: [{ point: 'moon', sign: 'cancer' }],
    },
    { text: 'Saturn sada ulazi u Ribe i tamo ostaje oko dve i po godine.' },
    { text: 'Kada Saturn prođe kroz Vodoliju, mnogo toga može da se sredi.' },
    { text: 'Kvadrat je izazovan aspekt, a trigon harmoničan.' },
    { text: 'Tvoja karta ima dvanaest kuća, a svaka opisuje jednu oblast života.' },
    // The planned answer's reasons name no sign and no house number
    { text: 'Tvoja Venera stoji u kući koja govori o ljubavi, pa ovo ima veze baš sa tom stranom tvog života.' },
    {
      text: 'U tvojoj karti Saturn je vladar kuće koja govori o poslu, pa se sve što ga pokrene oseti i u toj oblasti tvog života.',
    },
    { text: 'Tačno na tom mestu u tvojoj karti stoji tvoje natalno Sunce.' },
    // The placement template that names the moment of birth, the house after the sign
    {
      text: 'U trenutku tvog rođenja Venera je bila u Ribama (9°34′), u tvojoj sedmoj kući, i kretala se retrogradno.',
      signs: [{ point: 'venus', sign: 'pisces' }],
      houses: [{ point: 'venus', house: 7 }],
    },
  ],
};
