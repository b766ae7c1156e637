/** How English names the chart, for the verifier (core/coach/texts.ts, `CoachLexicon`). */
import type { AspectType } from '../../../astro/aspects';
import type { SignId } from '../../../zodiac';
import type { CoachPoint, CoachTexts } from '../../texts';

/** Every form of a point: name, possessives, and the names models use for the angles. */
const POINT_FORMS: Readonly<Record<CoachPoint, readonly string[]>> = {
  sun: ['Sun', 'Sun’s', "Sun's"],
  moon: ['Moon', 'Moon’s', "Moon's"],
  mercury: ['Mercury', 'Mercury’s', "Mercury's"],
  venus: ['Venus', 'Venus’s', "Venus's", 'Venus’', "Venus'"],
  mars: ['Mars', 'Mars’s', "Mars's", 'Mars’', "Mars'"],
  jupiter: ['Jupiter', 'Jupiter’s', "Jupiter's"],
  saturn: ['Saturn', 'Saturn’s', "Saturn's"],
  uranus: ['Uranus', 'Uranus’s', "Uranus's", 'Uranus’', "Uranus'"],
  neptune: ['Neptune', 'Neptune’s', "Neptune's"],
  pluto: ['Pluto', 'Pluto’s', "Pluto's"],
  ascendant: [
    'Ascendant',
    'Ascendant’s',
    "Ascendant's",
    'rising sign',
    'rising sign’s',
    "rising sign's",
    'Asc',
    'ascendent',
  ],
  midheaven: ['Midheaven', 'Midheaven’s', "Midheaven's", 'Mid-heaven', 'MC', 'Medium Coeli', 'Medium Caeli'],
};

/** Every form of a sign: the name, the possessive, the adjective and its plural ("Libra", "Libran", "Librans"). */
const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['Aries', 'Arian', 'Arians'],
  taurus: ['Taurus', 'Taurean', 'Taureans', 'Taurian'],
  gemini: ['Gemini', 'Geminian', 'Geminis'],
  cancer: ['Cancer', 'Cancerian', 'Cancerians'],
  leo: ['Leo', 'Leonian', 'Leos'],
  virgo: ['Virgo', 'Virgoan', 'Virgoans', 'Virgos'],
  libra: ['Libra', 'Libran', 'Librans', 'Libras'],
  scorpio: ['Scorpio', 'Scorpionic', 'Scorpian', 'Scorpios'],
  sagittarius: ['Sagittarius', 'Sagittarian', 'Sagittarians'],
  capricorn: ['Capricorn', 'Capricornian', 'Capricornean', 'Capricorns'],
  aquarius: ['Aquarius', 'Aquarian', 'Aquarians'],
  pisces: ['Pisces', 'Piscean', 'Pisceans'],
};

/** Every form of an aspect: noun, verb, participle, adjective. */
export const ASPECT_FORMS: Readonly<Record<AspectType, readonly string[]>> = {
  conjunction: [
    'conjunction',
    'conjunctions',
    'conjunct',
    'conjuncts',
    'conjuncting',
    'conjuncted',
    'conjoins',
    'conjoin',
    'conjoined',
    'conjoining',
  ],
  sextile: ['sextile', 'sextiles', 'sextiling', 'sextiled'],
  square: ['square', 'squares', 'squaring', 'squared', 'quadrature'],
  trine: ['trine', 'trines', 'trining', 'trined'],
  opposition: ['opposition', 'oppositions', 'opposes', 'oppose', 'opposing', 'opposed', 'opposite'],
};

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};
const ROMAN: Readonly<Record<string, number>> = {
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
};

const ORDINAL = `(?:\\d{1,2}(?:st|nd|rd|th)|${Object.keys(ORDINAL_WORDS).join('|')})`;
/** What a number after "house" may be: digits or Roman numerals ("house 7", "House VII"; not "house I": "the house I grew up in"). */
const AFTER_HOUSE = `(?:\\d{1,2}|${Object.keys(ROMAN).join('|')})`;
/** Not a house when the number after "house" counts something else ("a house 2 years ago"). */
const NOT_UNITS =
  '(?!\\s*(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|times?|km|miles?|%|percent|people|rooms?|floors?))';
const NO_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NO_LETTER_AFTER = '(?![\\p{L}\\p{N}])';
/** "first", "second", "third", but not in "my first house", "a second house" (a home, not a chart's house). */
const EVERYDAY_ORDINALS = '(?<!(?<!\\p{L})(?:my|our|their|his|her|a)\\s+)(?:first|second|third)';
/**
 * A numbered house: "7th house", "seventh house", "7th-house", "house 7", "House VII", and each
 * number of a list before "houses" ("the 7th and 8th houses"). The one group is the number: the
 * digits of "7th" or "house 7", or the word. A bare count ("twelve houses", "all 12 houses") is
 * not a numbered house.
 */
const HOUSE = new RegExp(
  `${NO_LETTER_BEFORE}(?:houses?\\s+(?:no\\.?\\s*|number\\s+)?(?=${AFTER_HOUSE}${NO_LETTER_AFTER}))?` +
    `(\\d{1,2}|${EVERYDAY_ORDINALS}|${Object.keys(ORDINAL_WORDS).slice(3).join('|')}|${Object.keys(ROMAN).join('|')})(?:st|nd|rd|th)?${NO_LETTER_AFTER}` +
    `(?:(?<=houses?\\s+(?:no\\.?\\s*|number\\s+)?${AFTER_HOUSE})${NOT_UNITS}` +
    `|(?<=${NO_LETTER_BEFORE}${ORDINAL})(?=(?:\\s*(?:,|,?\\s*and|,?\\s*or|&|to|through|[-–])\\s*(?:the\\s+)?${ORDINAL})*[\\s-]+houses?${NO_LETTER_AFTER}))`,
  'giu',
);

/** A degree as written in a text: "14°22′", "14°", "14° 22'", "14 degrees", "29.5°". */
const DEGREE =
  '\\d{1,2}(?:[.,]\\d+)?\\s*(?:°|º|degrees?|deg\\b)(?:\\s*\\d{1,2}\\s*(?:[′’\']|minutes?|mins?\\b))?(?:\\s*\\d{1,2}\\s*(?:[″"”]|seconds?))?';
/** Retrograde as it may stand next to a placement: "retrograde", "Rx", "℞", "(R)". */
const RETRO = '(?:retrograde|retro|rx|℞|\\(r\\))';
/** Words that may stand between a point and the sign or house a sentence places it in. */
const FILLER = `(?:${DEGREE}|${RETRO}|is|are|was|were|being|into|moving|resides|residing|rests|resting|lives|living|sits?|sitting|sat|stands?|standing|lies|lying|falls?|falling|fell|placed|located|found|positioned|posited|situated|natally|natal|also|both|here|which|that|it|at|in|of|the|your|its|their|sign|early|late|mid|middle|last|final|first|degrees?|\\d{1,2}(?:st|nd|rd|th)\\s+degree)`;
/** Spaces and the light punctuation a gap may hold: "Venus, at 14° in Libra", "Mars (3°05′) in Aries", "Sun: Leo". */
const PUNCT = '[\\s,:()–—-]*';
/**
 * A gap made of fillers and light punctuation with at least one word that places ("in", "at 14°",
 * "is"), or a bare "(" or ":" ("Venus (Libra)", "Sun: Leo").
 */
const gapOf = (placing: string) => {
  const fillers = `(?:${PUNCT}(?:${FILLER})${NO_LETTER_AFTER})*`;
  return new RegExp(`^${fillers}${PUNCT}(?:${placing})${NO_LETTER_AFTER}${fillers}${PUNCT}$|^\\s*[(:]\\s*$`, 'iu');
};

export const LEXICON: CoachTexts['lexicon'] = {
  point: POINT_FORMS,
  sign: SIGN_FORMS,
  aspect: ASPECT_FORMS,
  house: HOUSE,
  houseNumber: { ...ORDINAL_WORDS, ...ROMAN },
  /**
   * " is in ", " in ", " at 14°22′ ", ", retrograde in ", " (14°22′) in ", " sign is ", " falls in
   * the sign of ", " occupies "; never " rules ", " and ", ", unlike ... in ".
   */
  placementGap: gapOf(
    `${NO_LETTER_BEFORE}(?:in|into|of|is|was|occupies|occupying|occupied|inhabits)|${DEGREE}|${RETRO}|sign\\s+is`,
  ),
  /** "your Libra Sun", "a Libran Venus", "a Libra-Sun person", "Capricorn on the Midheaven", "Scorpio on your Ascendant". */
  reverseGap: /^(?:[ \u00a0-]|\s+(?:is\s+)?on\s+(?:the|your)\s+|\s+at\s+(?:the|your)\s+)$/iu,
  /**
   * " in the ", " sits in your ", ", retrograde, in the ", " occupies the ", " (" ("Venus (7th house)"); and after a
   * sign, " at 14°22′, in the " ("Venus in Libra at 14°22′, in the 7th house"). Never " rules ", ", ruler of ".
   */
  houseGap: gapOf(`${NO_LETTER_BEFORE}(?:in|into|occupies|occupying|occupied|inhabits)`),
  /** "Libra rising", "Libra-rising" ("a Libra rising sign" is read through the point "rising sign"). */
  risingAfterSign: /^[\s-]+rising(?![\p{L}\p{N}])(?![\s-]+sign(?![\p{L}\p{N}]))/iu,
  wordBoundaries: true,
};
