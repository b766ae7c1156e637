/**
 * How the verifier reads French (CoachLexicon): every form of the points, signs and aspects, the
 * houses as numbers, ordinals and Roman numerals, and what may stand between a point and its sign
 * or house in a sentence that places it.
 */
import { GRAMMAR_FR as g } from '../../../i18n/grammar/fr';
import { SIGN_IDS } from '../../../zodiac';
import type { CoachLexicon } from '../../texts';

const APOS = "[’']";
/** 14°22′, 14°, 14° 22', 14 degrés. */
const DEGREE = `\\d{1,2}(?:[,.]\\d+)?\\s*(?:°|degrés?)(?:\\s*\\d{1,2}\\s*(?:[′'’]|minutes?)?)?`;
/** « natal », « de votre thème »: what may follow the point's name. */
const QUALIFIER = `(?:\\s*\\))?(?:\\s+natale?|\\s+de\\s+votre\\s+thème(?:\\s+natal)?)?`;
const RETRO = `(?:\\s*,\\s*(?:alors\\s+|aussi\\s+)?rétrograde\\s*,?|\\s+rétrograde|\\s*\\(\\s*(?:rétrograde|R|℞)\\s*\\)|\\s*℞)?`;
const PARENTHESIS = `(?:\\s*\\(\\s*${DEGREE}\\s*\\))?`;
/** « lui », « elle »: « votre Soleil, lui, est en Lion ». */
const ASIDE = `(?:\\s*,\\s*(?:lui|elle)\\s*,)?`;
const ADVERB = `(?:aussi|également|donc|ici|bien|alors|justement|pour\\s+sa\\s+part|tous\\s+(?:les\\s+)?deux|toutes\\s+(?:les\\s+)?deux)`;
/** The verbs of a placement, with « qui » optionally before (never « entre », « traverse »: those are transits). */
const VERB =
  `(?:est|était|sont|se\\s+trouvent|se\\s+trouve|se\\s+trouvait|se\\s+situent|se\\s+situe|se\\s+situait|se\\s+place|se\\s+tient|siège|réside|habite|loge|demeure|occupe|figure|tombe|` +
  `(?:est\\s+|sont\\s+)?(?:placée?s?|située?s?|logée?s?|positionnée?s?|installée?s?))`;
const VERB_PHRASE = `(?:\\s*,?\\s+(?:qui\\s+)?(?:${ADVERB}\\s+)?${VERB}(?:\\s+${ADVERB})?)?`;
const AT_DEGREE = `(?:\\s*,?\\s+à\\s+${DEGREE}\\s*,?|\\s*,\\s*${DEGREE}\\s*,?|\\s+${DEGREE})?`;
const RETRO_AFTER = `(?:\\s*,?\\s+(?:et\\s+)?rétrograde\\s*,?)?`;
/** « en », « dans (le signe de) la », « du / de la / des » after a degree only, or nothing (« Ascendant Balance »). */
const PREPOSITION = `(?:(?:\\s*,)?\\s+(?:en|dans(?:\\s+le\\s+signe)?(?:\\s+(?:du|de\\s+la|des|de|le|la|les))?|au\\s+signe\\s+(?:du|de\\s+la|des)|est\\s+(?:le|la|les))|\\s*:)?`;
const OF_AFTER_DEGREE = `(?:(?<=[°′'’s])\\s+(?:du|de\\s+la|des|en))?`;
const placementSource = `^${QUALIFIER}${PARENTHESIS}${RETRO}${ASIDE}${VERB_PHRASE}${AT_DEGREE}${RETRO_AFTER}${OF_AFTER_DEGREE}${PREPOSITION}\\s*$`;

/** « en », « dans votre », « dans la », « occupe votre », « se trouve en »… before « maison 7 » or « septième maison ». */
const HOUSE_PREPOSITION = `(?:en|dans|dans\\s+(?:votre|la|sa)|dans\\s+le\\s+secteur\\s+de\\s+(?:votre|la)|(?:qui\\s+)?(?:occupe|habite)(?:\\s+(?:votre|la))?|en\\s+(?:votre|sa))`;
const houseGapSource =
  `^${QUALIFIER}${PARENTHESIS}${RETRO}${ASIDE}(?:\\s*,?\\s+(?:qui\\s+)?(?:${ADVERB}\\s+)?(?:est|était|se\\s+trouve|se\\s+trouvait|se\\s+situe|se\\s+tient|siège|réside|loge|demeure|(?:est\\s+)?(?:placée?|située?|logée?|positionnée?|installée?)))?` +
  `${AT_DEGREE}${RETRO_AFTER}(?:\\s*,?\\s+${HOUSE_PREPOSITION}|\\s*\\(|\\s*,)\\s*$`;

const ROMAN = 'xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i';
const ORDINAL_WORDS = [
  ['première', 1],
  ['premiere', 1],
  ['deuxième', 2],
  ['deuxieme', 2],
  ['seconde', 2],
  ['troisième', 3],
  ['troisieme', 3],
  ['quatrième', 4],
  ['quatrieme', 4],
  ['cinquième', 5],
  ['cinquieme', 5],
  ['sixième', 6],
  ['sixieme', 6],
  ['septième', 7],
  ['septieme', 7],
  ['huitième', 8],
  ['huitieme', 8],
  ['neuvième', 9],
  ['neuvieme', 9],
  ['dixième', 10],
  ['dixieme', 10],
  ['onzième', 11],
  ['onzieme', 11],
  ['douzième', 12],
  ['douzieme', 12],
] as const;
const ROMAN_NUMBERS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'] as const;
const ORDINALS = ORDINAL_WORDS.map(([w]) => w).join('|');
/** 1re, 2e, 7ème, 7ᵉ, VIIe: what follows a number that is an ordinal. */
const SUFFIX = '(?:ème|eme|ère|ere|er|re|e|è|ᵉ)';
/**
 * « maison 7 », « Maison VII », « maison n° 7 », « 7e maison », « VIIe maison », « septième maison ».
 * One group, the number: the lookarounds keep « maison » and the suffix out of it.
 */
const HOUSE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:maisons?\\s+(?:n°\\s*)?(?=(?:\\d{1,2}|${ROMAN})(?![\\p{L}\\p{N}]))|(?=(?:(?:\\d{1,2}|${ROMAN})${SUFFIX}|${ORDINALS})\\s+maison))` +
    `(\\d{1,2}|${ROMAN}|${ORDINALS})(?:${SUFFIX}\\s+maisons?|\\s+maisons?)?(?![\\p{L}\\p{N}])`,
  'iu',
);

const SIGN_ALTERNATION = SIGN_IDS.map((id) => g.sign(id))
  .concat(['Belier', 'Gemeaux'])
  .join('|');

export const LEXICON: CoachLexicon = {
  point: {
    sun: ['Soleil'],
    moon: ['Lune'],
    mercury: ['Mercure'],
    venus: ['Vénus', 'Venus'],
    mars: ['Mars'],
    jupiter: ['Jupiter'],
    saturn: ['Saturne'],
    uranus: ['Uranus'],
    neptune: ['Neptune'],
    pluto: ['Pluton'],
    ascendant: ['Ascendant', 'signe ascendant', 'Asc'],
    midheaven: ['Milieu du Ciel', 'Milieu-du-Ciel', 'MC', 'Medium Coeli', 'Medium Cœli', 'Mi-Ciel', 'milieu de ciel'],
  },
  sign: {
    aries: ['Bélier', 'Belier'],
    taurus: ['Taureau', 'taurin', 'taurine', 'taurins', 'taurines'],
    gemini: ['Gémeaux', 'Gemeaux', 'Gémeau', 'Gemeau'],
    cancer: ['Cancer', 'cancérien', 'cancérienne', 'cancériens', 'cancériennes'],
    leo: ['Lion', 'léonin', 'léonine', 'léonins', 'léonines'],
    virgo: ['Vierge'],
    libra: ['Balance'],
    scorpio: ['Scorpion'],
    sagittarius: ['Sagittaire', 'sagittarien', 'sagittarienne'],
    capricorn: ['Capricorne', 'capricornien', 'capricornienne'],
    aquarius: ['Verseau'],
    pisces: ['Poissons', 'Poisson'],
  },
  aspect: {
    conjunction: [
      'conjonction',
      'conjonctions',
      'conjoint à',
      'conjointe à',
      'conjoint au',
      'conjointe au',
      'conjoints',
      'conjointes',
      'se conjugue à',
    ],
    sextile: ['sextile', 'sextiles'],
    square: ['carré', 'carrés', 'quadrature', 'quadratures', 'au carré de'],
    trine: ['trigone', 'trigones'],
    opposition: [
      'opposition',
      'oppositions',
      'opposé à',
      'opposée à',
      'opposé au',
      'opposée au',
      's’oppose à',
      "s'oppose à",
      's’oppose au',
      "s'oppose au",
      's’opposent',
      "s'opposent",
    ],
  },
  house: HOUSE,
  houseNumber: {
    ...Object.fromEntries(ORDINAL_WORDS),
    ...Object.fromEntries(ROMAN_NUMBERS.map((r, i) => [r, i + 1])),
  },
  placementGap: new RegExp(placementSource, 'iu'),
  reverseGap: /^(?!)$/,
  houseGap: new RegExp(houseGapSource, 'iu'),
  risingAfterSign: new RegExp(
    `^(?:\\s+à\\s+l${APOS}\\s*ascendant|\\s+ascendant(?!\\s*(?:,\\s*)?(?:en\\s+)?(?:${SIGN_ALTERNATION})(?![\\p{L}])))(?![\\p{L}])`,
    'iu',
  ),
  wordBoundaries: true,
};
