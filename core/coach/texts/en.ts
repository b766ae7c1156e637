/**
 * Ask Stella's English texts (decision 030; the shape and every field's contract: core/coach/texts.ts).
 * English is the source language: the words are those of core/horoscope/en.ts, core/sky/texts/en.ts
 * and core/interpretations/en. Style: second person ("you"), warm, plain, British spelling, never
 * certain about outcomes.
 */
import { GRAMMAR_EN } from '../../i18n/grammar/en';
import type { AspectType } from '../../astro/aspects';
import type { PlanetId } from '../../astro/positions';
import { HOROSCOPE_EN, cap, sign } from '../../horoscope/en';
import type { Element, Modality, SignId } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type { AspectSlots, CoachPoint, CoachTexts, HouseSlots, NumerologyKind, PlacementSlots } from '../texts';

// ---------------------------------------------------------------------------------------------
// Names

/** A point's bare name: 'Sun', 'Venus', 'Ascendant'. */
const NAME: Readonly<Record<CoachPoint, string>> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};
const WITH_ARTICLE = new Set<CoachPoint>(['sun', 'moon', 'ascendant', 'midheaven']);
/** A point inside a sentence: 'the Sun', 'Venus', 'the Ascendant'. */
const the = (p: CoachPoint) => (WITH_ARTICLE.has(p) ? `the ${NAME[p]}` : NAME[p]);
const isAngle = (p: CoachPoint) => p === 'ascendant' || p === 'midheaven';
/** '1st', '2nd', '3rd', '11th'. */
const ord = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** '14°22′', as the chart tables write a position. */
const deg = (p: { degree: number; minute: number }) => `${p.degree}°${pad2(p.minute)}′`;
/** 'the Sun, Venus and Mars' (no serial comma, as the rest of the English content). */
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const COUNT = [
  'none',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const count = (n: number) => COUNT[n] ?? String(n);

/** The aspect as a noun with its article: 'a square', 'an opposition'. */
const A_NOUN: Readonly<Record<AspectType, string>> = {
  conjunction: 'a conjunction',
  sextile: 'a sextile',
  square: 'a square',
  trine: 'a trine',
  opposition: 'an opposition',
};
/** The aspect as the verb of "Venus ... Saturn". */
const VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'is conjunct',
  sextile: 'is sextile',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};
/** The aspect in a chip: 'Venus square Saturn'. */
const LABEL_WORD: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};
const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
  birthDay: 'Birthday',
};
const ELEMENT: Readonly<Record<Element, string>> = { fire: 'fire', earth: 'earth', air: 'air', water: 'water' };
const MODALITY: Readonly<Record<Modality, string>> = { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' };

// ---------------------------------------------------------------------------------------------
// Lexicon

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
const ASPECT_FORMS: Readonly<Record<AspectType, readonly string[]>> = {
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

const LEXICON: CoachTexts['lexicon'] = {
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

// ---------------------------------------------------------------------------------------------
// Offline writer

/** ", in your 7th house" or nothing when the house is unknown (and always for the angles). */
const inHouse = (p: PlacementSlots, article: 'the' | 'your') =>
  p.house !== null && !isAngle(p.point) ? `, in ${article} ${ord(p.house)} house` : '';
const retro = (p: PlacementSlots) => p.retrograde && !isAngle(p.point);

const PLACEMENT: readonly ((p: PlacementSlots) => string)[] = [
  // "Your Venus is in Libra at 14°22′, in the 7th house, and it was retrograde when you were born."
  (p) =>
    `Your ${NAME[p.point]} is in ${sign(p.sign)} at ${deg(p)}${inHouse(p, 'the')}${
      retro(p) ? ', and it was retrograde when you were born' : ''
    }.`,
  // "In your chart, Venus stands at 14°22′ Libra, moving retrograde, in your 7th house."
  (p) =>
    `In your chart, ${the(p.point)} stands at ${deg(p)} ${sign(p.sign)}${retro(p) ? ', moving retrograde' : ''}${inHouse(p, 'your')}.`,
  // "You were born with Venus retrograde in Libra, at 14°22′ of the sign, in the 7th house."
  // The angles: "You were born with Libra rising, at 14°22′." / "with Capricorn on the Midheaven".
  (p) =>
    p.point === 'ascendant'
      ? `You were born with ${sign(p.sign)} rising, at ${deg(p)} of the sign.`
      : p.point === 'midheaven'
        ? `You were born with ${sign(p.sign)} on the Midheaven, at ${deg(p)} of the sign.`
        : `You were born with ${the(p.point)}${retro(p) ? ' retrograde' : ''} in ${sign(p.sign)}, at ${deg(p)} of the sign${inHouse(p, 'the')}.`,
  // "Your Venus, retrograde at 14°22′ Libra, lies in the 7th house." / "Your Venus lies at 14°22′ Libra."
  (p) => {
    const at = `${retro(p) ? 'retrograde at' : 'at'} ${deg(p)} ${sign(p.sign)}`;
    return p.house !== null && !isAngle(p.point)
      ? `Your ${NAME[p.point]}, ${at}, lies in the ${ord(p.house)} house.`
      : `Your ${NAME[p.point]} lies ${at}.`;
  },
  // "Yours is a Libra Venus, 14°22′ into the sign, placed in your 7th house; it was retrograde at your birth."
  (p) =>
    `Yours is ${/^[AEIOU]/.test(sign(p.sign)) ? 'an' : 'a'} ${sign(p.sign)} ${NAME[p.point]}, ${deg(p)} into the sign${
      p.house !== null && !isAngle(p.point) ? `, placed in your ${ord(p.house)} house` : ''
    }${retro(p) ? '; it was retrograde at your birth' : ''}.`,
];

const ASPECT: readonly ((p: AspectSlots) => string)[] = [
  // "Your Venus and your Saturn form a square, with an orb of 1°12′."
  (p) => `Your ${NAME[p.a]} and your ${NAME[p.b]} form ${A_NOUN[p.type]}, with an orb of ${p.orb}.`,
  // "Venus squares Saturn in your chart, 1°12′ from exact."
  (p) => `${cap(the(p.a))} ${VERB[p.type]} ${the(p.b)} in your chart, ${p.orb} from exact.`,
  // "In your birth chart, Venus and Saturn are linked by a square (orb 1°12′)."
  (p) => `In your birth chart, ${the(p.a)} and ${the(p.b)} are linked by ${A_NOUN[p.type]} (orb ${p.orb}).`,
  // "Your Venus–Saturn square has an orb of 1°12′."
  (p) => `Your ${NAME[p.a]}–${NAME[p.b]} ${ASPECT_FORMS[p.type][0]} has an orb of ${p.orb}.`,
  // "Venus makes a square to Saturn, within 1°12′."
  (p) =>
    `${cap(the(p.a))} makes ${A_NOUN[p.type]} ${p.type === 'conjunction' ? 'with' : 'to'} ${the(p.b)}, within ${p.orb}.`,
];

/** The planets of a house, the angles left out (an angle is never said to be in a house). */
const residents = (p: HouseSlots) => p.points.filter((x) => !isAngle(x)).map(the);

const HOUSE_SENTENCES: readonly ((p: HouseSlots) => string)[] = [
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `Your ${ord(p.house)} house begins in ${sign(p.sign)} and holds no planets, so its cusp sign and that sign’s ruler tell its story.`
      : `Your ${ord(p.house)} house begins in ${sign(p.sign)}, and ${list(who)} ${who.length === 1 ? 'sits' : 'sit'} inside it.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `${sign(p.sign)} is on the cusp of your ${ord(p.house)} house, where no planet stands.`
      : `${sign(p.sign)} is on the cusp of your ${ord(p.house)} house, which is home to ${list(who)}.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `No planet falls in your ${ord(p.house)} house, whose cusp is in ${sign(p.sign)}.`
      : `${cap(list(who))} ${who.length === 1 ? 'is' : 'are'} placed in your ${ord(p.house)} house, whose cusp is in ${sign(p.sign)}.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `In your chart the ${ord(p.house)} house opens in ${sign(p.sign)} and is empty of planets, which is common and means nothing is missing.`
      : `In your chart the ${ord(p.house)} house opens in ${sign(p.sign)}, with ${list(who)} inside it.`;
  },
];

const NUMBER_MEANING: Readonly<Record<number, string>> = {
  1: 'One is the number of the pioneer: independence, initiative and the will to lead. Its lesson is to stand on your own feet without shutting other people out.',
  2: 'Two is the number of partnership, tact and quiet sensitivity, at its best in cooperation. Its lesson is to value your own needs as much as you value harmony.',
  3: 'Three is the number of expression: words, art, humour and an easy, sociable charm. Its challenge is to focus those gifts rather than scatter them.',
  4: 'Four is the number of the builder: order, patience, loyalty and steady work. It lays solid foundations, and its lesson is not to let caution harden into rigidity.',
  5: 'Five is the number of freedom, change and the senses, curious and restless. It thrives on variety and learns that freedom grows stronger with a little discipline.',
  6: 'Six is the number of care and responsibility: home, family, service and a love of beauty and harmony. Its lesson is to help without taking over or losing yourself.',
  7: 'Seven is the number of the seeker: analysis, solitude, intuition and a hunger for deeper truths. It needs time alone to think, and learns to let trusted people into its inner world.',
  8: 'Eight is the number of achievement in the material world: ambition, authority and sound judgement in practical affairs. Its lesson is to use power and resources with integrity.',
  9: 'Nine is the number of compassion and completion, broad-minded, idealistic and generous. It is drawn to serve something larger than itself and learns to let go when a chapter closes.',
  11: 'Eleven is a master number of intuition and inspiration, a more intense form of the Two. It brings vision and heightened sensitivity, and asks you to ground them so they do not turn into nervous strain.',
  22: 'Twenty-two is the master builder, the practical Four on a far larger scale. It can turn a big vision into something lasting when ambition is matched by patience.',
  33: 'Thirty-three is the master teacher, a higher form of the caring Six, devoted to compassion and healing. It asks you to give generously but wisely, without sacrificing yourself.',
};

const PHASE = { new: 'New Moon', full: 'Full Moon' } as const;
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WRITING: CoachTexts['writing'] = {
  opener: {
    love: [
      'Love in a chart is read first through Venus and the Moon: what draws you, and what makes you feel safe.',
      'Here is what your chart says about how you love and what you need from the people closest to you.',
      'Relationships show up in several places in a birth chart. These are the ones that speak loudest in yours.',
      'Let’s look at the heart of it: the placements that describe how you give affection and how you like to receive it.',
    ],
    career: [
      'Work and vocation are read through the Sun, Mars and Saturn, among others. Here is what yours suggest.',
      'Here is what your chart suggests about the kind of work that suits you and how you go after it.',
      'Ambition comes in many styles. These placements describe yours.',
      'Let’s look at what drives you at work, and where your chart points your effort.',
    ],
    wellbeing: [
      'Your chart can’t diagnose anything, but it can describe your rhythms: what drains you and what restores you.',
      'Here are the placements that speak to your energy, your moods and the way you recover.',
      'Looking after yourself works best when it suits your nature. This is what your chart says about yours.',
      'Let’s look at what helps you stay steady, according to your chart.',
    ],
    timing: [
      'Timing in astrology comes from the moving sky meeting your birth chart. Here is what stands out for you.',
      'Here is how the sky of these days meets your own chart.',
      'A chart speaks in seasons more than in fixed dates, and these are the movements worth watching for you.',
      'Let’s look at what the planets are doing now in relation to your chart.',
    ],
    placement: [
      'Here is that part of your chart, as it stood at the moment you were born.',
      'Each placement is a planet, a sign and, when the birth time is known, a house. Here is what yours says.',
      'Let’s read that placement closely.',
      'This is where it sits in your chart, and what it tends to mean.',
    ],
    aspect: [
      'Aspects are the conversations between your planets. Here is how these ones talk to each other.',
      'Here are the angles between your planets that bear on your question.',
      'No planet acts alone. These are the links in your chart that matter here.',
      'Let’s look at how these parts of your chart connect.',
    ],
    numerology: [
      'Numerology reads your birth date and your name as numbers. Here is what yours say.',
      'Here are your core numbers and what each one suggests.',
      'Your numbers, worked out from your birth date and your name, add another layer to your chart.',
      'Let’s look at the numbers in your profile.',
    ],
    general: [
      'Here is what your chart has to say about that.',
      'Let’s look at your birth chart for this.',
      'Your chart offers several threads on this question. Here are the strongest.',
      'Here is how I read it, one placement at a time.',
    ],
  },
  closing: {
    love: [
      'What you do with this is up to you: a chart describes patterns in love, never who or when.',
      'Which of these feels most like you in your relationships right now?',
      'Try naming one need from this reading to someone close to you this week, and see how it lands.',
      'If you like, tell me about a pattern you keep meeting in love and I’ll look at it more closely.',
    ],
    career: [
      'Use this as a lens, not a verdict: your choices shape your path more than any placement does.',
      'Which part of this fits the work you do now, and which part is asking for more room?',
      'One small, concrete step in the direction this points to will tell you more than any reading.',
      'If you like, ask me about the timing of a work decision and I’ll look at the sky for you.',
    ],
    wellbeing: [
      'Be gentle with yourself as you try any of this, and lean on the people and professionals who can help.',
      'What is one small habit that would honour the rhythm described here?',
      'Notice over the next few days when you feel most like yourself: that is useful information too.',
      'If something feels heavy, talking to someone you trust often helps more than any chart can.',
    ],
    timing: [
      'Timing describes the weather, not the outcome: what you do in it is still yours to choose.',
      'Would you like me to look at a particular week or decision?',
      'Keep a note of how these days actually feel; it will sharpen your sense of your own cycles.',
      'Plans made with the sky in mind still need some give, so leave room for the unexpected.',
    ],
    placement: [
      'Is there another placement you would like me to read?',
      'A placement is one voice in a whole chart, and the others can soften or strengthen it.',
      'See which parts of this ring true, and hold the rest lightly.',
      'If you like, ask how this placement connects with the rest of your chart.',
    ],
    aspect: [
      'Tense links ask for effort and easy ones ask to be used, and both can work in your favour.',
      'Would you like me to look at another pair of planets?',
      'Aspects describe an inner dialogue, and noticing it is often the first step to using it well.',
      'Which side of this pull do you find yourself on more often?',
    ],
    numerology: [
      'Numbers describe tendencies, just as planets do: take what fits and leave the rest.',
      'Would you like me to set one of these numbers beside your birth chart?',
      'Which of these numbers feels closest to who you are right now?',
      'If you like, ask me about a single number and I’ll go deeper.',
    ],
    general: [
      'Is there a part of this you would like me to look at more closely?',
      'Take what resonates and leave the rest: your chart describes tendencies, not fate.',
      'What made you wonder about this today?',
      'You can always ask me about love, work, timing or any single placement.',
    ],
  },
  greeting: [
    'Hello! I’m Stella. I read your own birth chart, so ask me anything about love, work, timing or a placement you’re curious about.',
    'Hi, lovely to hear from you. What’s on your mind today? I can look at your relationships, your work, the days ahead or any part of your chart.',
    'Hello and welcome. Tell me what you’d like to understand better, and I’ll read it from your birth chart.',
    'Hi there! Ask me a question about your life or your chart, big or small, and we’ll look at it together.',
  ],
  meta: [
    'I’m Stella, an AI astrologer. I read your own birth chart, calculated from your date, time and place of birth, and each paragraph I write shows the placements it rests on. If a sentence ever contradicts your chart, it is held back rather than shown.\n\nAstrology describes tendencies and timing, not fate: you always have the final say.',
    'My answers come from your birth chart: the positions of the planets at the moment and place you were born, worked out precisely from your birth data. Under each paragraph you can see the placements it uses, and anything that contradicts your chart is withheld.\n\nI’m an AI, not a person, and I read possibilities rather than certainties.',
    'Think of me as an astrologer who has your chart open on the desk. I’m an AI: I look up the placements that bear on your question, explain what they tend to mean and show you which ones I used. Claims your chart contradicts never reach you.\n\nWhat I offer is a way of reflecting, not a prediction of what must happen.',
  ],
  offTopic: [
    'That’s outside what I can help with, I’m afraid: I’m an astrologer, and what I read is your birth chart. Ask me about love, work, your wellbeing, timing or any planet in your chart.',
    'I’d better leave that to someone else. What I can do is read your chart: your relationships, your work, the days ahead or a placement you’re curious about.',
    'That one isn’t for me, but your chart is. Is there something in your life right now you’d like to look at through it?',
    'I only read birth charts and numbers, so I can’t help with that. Try asking what your chart says about your love life, your career or the weeks ahead.',
  ],
  unknownTime:
    'Since your birth time isn’t known, I can’t read your Ascendant or your houses, which depend on the exact time of birth; the signs of your planets and the aspects between them still hold, and that is what I read here.',
  noChart:
    'I need your own birth chart for that. Open the Birth Chart page, enter your date, time and place of birth, and save the chart with “This is my chart” ticked; then ask me again and I’ll read it for you.',
  caution: {
    health: [
      'A chart can describe tendencies, but it can’t diagnose or predict illness: for anything about your health, please talk to a doctor or another qualified professional.',
      'Astrology is no substitute for medical advice: if something worries you about your body, a doctor is the person to see.',
      'Your chart can speak about energy and habits, never about a diagnosis, so please let a doctor look at anything that troubles you.',
    ],
    death: [
      'No chart can tell when anyone will die, and I won’t guess. If a loss or a fear is weighing on you, talking to someone you trust or to a counsellor can really help.',
      'Nobody can read a lifespan in the stars, and I would never try. If this fear is heavy, please share it with someone close or with a counsellor.',
      'A chart does not hold the date of anyone’s death. If grief or worry is behind the question, a counsellor or a trusted friend can help you carry it.',
    ],
    pregnancy: [
      'Astrology can’t tell whether or when a pregnancy will happen; a doctor or a fertility specialist is the right person to ask.',
      'No chart can promise or rule out a pregnancy; for that, please talk to a doctor or a fertility specialist.',
      'Whether and when a child comes is a question for medicine, not the stars; a doctor can give you real answers.',
    ],
    money: [
      'A chart shows tendencies, not market moves or financial outcomes. For investments, debts or big purchases, please speak to a qualified financial adviser.',
      'Astrology can describe your attitude to money, not what a market or a bank will do; for real decisions, a financial adviser is worth the call.',
      'Treat this as a reading of your tendencies, not financial advice: for debts, investments or large purchases, ask a qualified adviser.',
    ],
    legal: [
      'Astrology can’t predict how a legal matter will turn out; a lawyer or a legal advice service can tell you where you really stand.',
      'No chart decides a case; for where you stand legally, a lawyer or a legal advice service is the right place to ask.',
      'The outcome of a legal matter is not written in the sky; please take advice from a lawyer before you act.',
    ],
  },
  placement: PLACEMENT,
  aspect: ASPECT,
  house: HOUSE_SENTENCES,
  transitWhen: [
    {
      today: 'It is exact today.',
      past: (date) => `It was exact on ${date}.`,
      next: (date) => `It will be exact on ${date}.`,
      pastAndNext: (past, next) => `It was exact on ${past} and will be exact again on ${next}.`,
    },
    {
      today: 'Today is its exact day.',
      past: (date) => `Its exact day was ${date}, and it is easing now.`,
      next: (date) => `Its exact day will come on ${date}.`,
      pastAndNext: (past, next) => `Its exact day was ${past}, and another will come on ${next}.`,
    },
    {
      today: 'It peaks today.',
      past: (date) => `It was at its peak on ${date}.`,
      next: (date) => `It will peak on ${date}.`,
      pastAndNext: (past, next) => `It was at its peak on ${past} and will peak again on ${next}.`,
    },
  ],
  transitDated: [
    {
      inOrb: (title) => `${title}.`,
      today: (title) => `${title}, exact today.`,
      past: (title, date) => `${title}, which was exact on ${date}.`,
      next: (title, date) => `${title}, exact on ${date}.`,
      pastAndNext: (title, past, next) => `${title}, which was exact on ${past} and will be exact again on ${next}.`,
    },
    {
      inOrb: (title) => `${title}, a slow contact that is with you now.`,
      today: (title) => `${title}; the exact day is today.`,
      past: (title, date) => `${title}; the exact day was ${date}.`,
      next: (title, date) => `${title}, and the exact day is ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title}, a contact that was at its peak on ${past} and comes back to exact on ${next}.`,
    },
    {
      inOrb: (title) => `${title}, and it is within orb these days.`,
      today: (title) => `${title}, and today is the exact day.`,
      past: (title, date) => `${title}; it came to exact on ${date} and is now easing.`,
      next: (title, date) => `${title}, building to exact on ${date}.`,
      pastAndNext: (title, past, next) => `${title}: it was exact on ${past} and will be exact once more on ${next}.`,
    },
    {
      inOrb: (title) => `${title}; it is not exact yet, but close enough to count.`,
      today: (title) => `${title}, and this is its exact day.`,
      past: (title, date) => `${title}, a contact that was exact on ${date} and still lingers.`,
      next: (title, date) => `${title}, a contact that peaks on ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title}; it was exact on ${past}, and the planet will cross that degree again on ${next}.`,
    },
    {
      inOrb: (title) => `${title}, a contact in orb right now.`,
      today: (title) => `${title}, and it peaks today.`,
      past: (title, date) => `${title}, which was at its strongest on ${date}.`,
      next: (title, date) => `${title}; mark ${date}, the day it is exact.`,
      pastAndNext: (title, past, next) => `${title}, which was exact on ${past}; a second pass will come on ${next}.`,
    },
  ],
  station: [
    {
      today: (p) => `${NAME[p.body]} turns ${p.direction} in ${sign(p.sign)} today.`,
      past: (p) => `${NAME[p.body]} turned ${p.direction} in ${sign(p.sign)} on ${p.date}.`,
      next: (p) => `${NAME[p.body]} will turn ${p.direction} in ${sign(p.sign)} on ${p.date}.`,
    },
    {
      today: (p) => `Today ${NAME[p.body]} stands still in ${sign(p.sign)} and turns ${p.direction}.`,
      past: (p) => `${NAME[p.body]} stood still in ${sign(p.sign)} on ${p.date} and turned ${p.direction}.`,
      next: (p) => `${NAME[p.body]} will stand still in ${sign(p.sign)} on ${p.date}, then move ${p.direction}.`,
    },
    {
      today: (p) => `${NAME[p.body]}, in ${sign(p.sign)}, makes its station today and goes ${p.direction}.`,
      past: (p) => `${NAME[p.body]} was stationary in ${sign(p.sign)} on ${p.date} before going ${p.direction}.`,
      next: (p) =>
        `${NAME[p.body]} comes to a halt in ${sign(p.sign)} on ${p.date} and will go ${p.direction} from there.`,
    },
  ],
  lunation: [
    {
      today: (p) => `The ${PHASE[p.phase]} in ${sign(p.sign)} is today.`,
      past: (p) => `The ${PHASE[p.phase]} in ${sign(p.sign)} was on ${p.date}.`,
      next: (p) => `The ${PHASE[p.phase]} in ${sign(p.sign)} will be on ${p.date}.`,
    },
    {
      today: (p) => `Today brings the ${PHASE[p.phase]} in ${sign(p.sign)}.`,
      past: (p) => `There was a ${PHASE[p.phase]} in ${sign(p.sign)} on ${p.date}.`,
      next: (p) => `There will be a ${PHASE[p.phase]} in ${sign(p.sign)} on ${p.date}.`,
    },
    {
      today: (p) => `The ${PHASE[p.phase]} in ${sign(p.sign)} falls today.`,
      past: (p) => `The ${PHASE[p.phase]} fell in ${sign(p.sign)}; it was on ${p.date}.`,
      next: (p) => `The next ${PHASE[p.phase]} falls in ${sign(p.sign)}; it will be on ${p.date}.`,
    },
  ],
  eventHouse: [
    (house) => `Its degree sits in your ${ord(house)} house.`,
    (house) => `In your chart it falls in the ${ord(house)} house.`,
    (house) => `For you, that part of the sky is the ${ord(house)} house.`,
  ],
  eventTouches: [
    (points) => `It lands on your natal ${list(points.map((p) => NAME[p]))}.`,
    (points) => `It touches your natal ${list(points.map((p) => NAME[p]))} directly.`,
    (points) => `It falls exactly on your natal ${list(points.map((p) => NAME[p]))}.`,
  ],
  chartRuler: ({ ruler, rising, sign: at, house }) =>
    `With ${sign(rising)} rising, your chart ruler is ${the(ruler)}, which sits in ${sign(at)}, in your ${ord(house)} house, so its themes colour your whole chart.`,
  balance: ({ elements, modalities, element, modality }) => {
    const e = elements;
    const m = modalities;
    return `Of your ten planets, ${count(e.fire)} ${e.fire === 1 ? 'is' : 'are'} in fire signs, ${count(e.earth)} in earth, ${count(e.air)} in air and ${count(e.water)} in water; ${count(m.cardinal)} ${m.cardinal === 1 ? 'is' : 'are'} cardinal, ${count(m.fixed)} fixed and ${count(m.mutable)} mutable. ${cap(ELEMENT[element])} and the ${MODALITY[modality]} mode set the tone.`;
  },
  elementMeaning: {
    fire: 'A strong fire element gives you warmth, courage and a need to act on whatever inspires you.',
    earth:
      'A strong earth element makes you practical and patient, happiest when you can see and touch what you build.',
    air: 'A strong air element makes you curious and sociable, thinking through ideas and conversations.',
    water: 'A strong water element makes you feeling and intuitive, quick to sense what others don’t say.',
  },
  modalityMeaning: {
    cardinal: 'A cardinal emphasis makes you a starter: you like to take the first step and set things in motion.',
    fixed: 'A fixed emphasis gives you staying power: once you commit, you see things through.',
    mutable: 'A mutable emphasis makes you adaptable, good at adjusting and at moving between people and ideas.',
  },
  busiestHouse: ({ house, count: n, points }) =>
    n >= 2
      ? `${cap(list(points.map((p) => (p === 'sun' || p === 'moon' ? `the ${NAME[p]}` : NAME[p]))))} gather in your ${ord(house)} house, the house of ${HOROSCOPE_EN.houseTopic[house]}, so that part of life carries extra weight for you.`
      : `Your planets are spread across the chart, and your ${ord(house)} house, the house of ${HOROSCOPE_EN.houseTopic[house]}, is one of the places where they land.`,
  numerology: (kind, value) =>
    `Your ${NUMEROLOGY_NAME[kind]} number is ${value}${value === 11 || value === 22 || value === 33 ? ', a master number' : ''}.`,
  numberMeaning: NUMBER_MEANING,
  numerologyKind: {
    lifePath: 'Drawn from your full date of birth, this number describes the road you walk and the lessons along it.',
    expression:
      'Drawn from every letter of your full birth name, this number describes your natural talents and how you use them.',
    soulUrge: 'Drawn from the vowels of your name, this number describes what you long for deep down.',
    personality:
      'Drawn from the consonants of your name, this number describes the side of you that others meet first.',
    birthDay: 'Taken from the day of the month you were born, this number describes a particular gift you bring.',
  },
  daily: {
    peakToday: [
      'Today one contact in the sky reaches its peak in your chart.',
      'This is the day a moving planet meets your chart exactly.',
      'One contact comes to a head in your chart today.',
    ],
    peakTomorrow: [
      'Tomorrow one contact in the sky reaches its peak in your chart, so today is its build-up.',
      'A contact in your chart comes to a head tomorrow; today you may already feel it gathering.',
      'Tomorrow a moving planet meets your chart exactly, and the day before is when it starts to show.',
    ],
    background: [
      'Nothing in your chart peaks today; what colours these weeks is a slower contact.',
      'Today brings no sharp contact of its own, so the background of these weeks speaks loudest.',
      'No contact comes to a head today; the slower weather of these weeks is the one to watch.',
    ],
    quiet: [
      'Nothing in today’s sky touches your chart closely, which makes it a good day for steady, ordinary progress.',
      'The sky is quiet around your chart today: a good moment to rest, tidy up or simply enjoy the day as it comes.',
      'No planet makes a close contact to your chart today, so follow your own rhythm and use the calm.',
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Questions

const INTENTS: CoachTexts['intents'] = {
  love: [
    'love',
    'loving',
    'romance',
    'romantic',
    'relationship',
    'partner',
    'boyfriend',
    'girlfriend',
    'husband',
    'wife',
    'spouse',
    'dating',
    'crush',
    'marriage',
    'marry',
    'married',
    'wedding',
    'soulmate',
    'soul mate',
    'twin flame',
    'breakup',
    'break up',
    'broke up',
    'divorce',
    'heartbreak',
    'attraction',
    'attracted',
    'flirt',
    'still single',
    'being single',
    'am single',
    'compatib',
    'affair',
    'intima',
    'sexual',
    'sex life',
    'jealous',
    'commitment',
    'my ex',
    'feelings for',
  ],
  career: [
    'career',
    'job',
    'jobs',
    'my work',
    'at work',
    'kind of work',
    'line of work',
    'work life',
    'workplace',
    'boss',
    'promotion',
    'business',
    'profession',
    'vocation',
    'calling',
    'colleague',
    'coworker',
    'co-worker',
    'office',
    'interview',
    'hired',
    'fired',
    'resign',
    'quit my',
    'startup',
    'entrepreneur',
    'employ',
    'unemploy',
    'ambition',
    'success',
    'purpose',
    'manager',
    'client',
    'studies',
    'university',
    'talent',
    'skills',
    'creative project',
  ],
  wellbeing: [
    'stress',
    'anxious',
    'anxiety',
    'calm',
    'tired',
    'exhaust',
    'burnout',
    'burn out',
    'burned out',
    'burnt out',
    'sleep',
    'energy',
    'mood',
    'emotion',
    'feeling',
    'sad',
    'lonely',
    'loneliness',
    'overwhelm',
    'self-care',
    'self care',
    'wellbeing',
    'well-being',
    'wellness',
    'health',
    'balance',
    'peace',
    'heal',
    'meditat',
    'relax',
    'motivation',
    'confidence',
    'self-esteem',
    'self esteem',
    'worry',
    'worried',
    'happy',
    'happiness',
  ],
  timing: [
    'when',
    'timing',
    'soon',
    'this week',
    'this month',
    'this year',
    'next week',
    'next month',
    'next year',
    'this evening',
    'days ahead',
    'right now',
    'transit',
    'retrograde',
    'season',
    'phase',
    'upcoming',
    'future',
    'forecast',
    'best time',
    'good time',
    'right time',
    'how long',
    'this spring',
    'this summer',
    'this autumn',
    'this winter',
    'coming weeks',
    'coming months',
    'weekend',
  ],
  numerology: [
    'numerolog',
    'life path',
    'lifepath',
    'expression number',
    'destiny number',
    'soul urge',
    'heart’s desire',
    "heart's desire",
    'hearts desire',
    'personality number',
    'birthday number',
    'birth day number',
    'master number',
    'my number',
    'my numbers',
    'number 11',
    'number 22',
    'number 33',
  ],
  meta: [
    'who are you',
    'what are you',
    'are you an ai',
    'are you ai',
    'are you a bot',
    'are you a robot',
    'are you real',
    'are you human',
    'are you a person',
    'how do you work',
    'how does this work',
    'how does it work',
    'where do your answers',
    'where does this come from',
    'your sources',
    'chatgpt',
    'gpt',
    'language model',
    'llm',
    'artificial intelligence',
    'who made you',
    'who built you',
    'who created you',
    'how accurate',
    'can i trust you',
    'are you reliable',
    'who is stella',
    'what is stella',
    'what can you do',
  ],
  greeting: [
    'hello',
    'hi',
    'hey',
    'hiya',
    'howdy',
    'good morning',
    'good afternoon',
    'good evening',
    'good day',
    'greetings',
    'hola',
    'namaste',
    'what’s up',
    "what's up",
    'whats up',
    'morning',
    'evening',
    'how are you',
    'nice to meet you',
  ],
  offTopic: [
    'recipe',
    'cook',
    'bake',
    'baking',
    'coding',
    'source code',
    'my code',
    'python',
    'javascript',
    'programming',
    'homework',
    'math',
    'equation',
    'translate',
    'weather',
    'football',
    'soccer',
    'basketball',
    'nba',
    'nfl',
    'score',
    'president',
    'election',
    'politic',
    'news',
    'movie',
    'film',
    'lyrics',
    'essay',
    'joke',
    'restaurant',
    'spreadsheet',
    'excel sheet',
    'capital of',
    'write me a',
  ],
  aspect: [
    'my aspects',
    'aspects in my',
    'aspects do i have',
    'aspects between',
    'aspect between',
    'natal aspects',
    'chart aspects',
    'aspected',
    'in aspect',
    'hard aspect',
    'soft aspect',
    'major aspect',
    'tense aspect',
    'challenging aspect',
    'orb',
    'angle between',
    'angles between',
    'how do my planets',
    'planets relate',
    'planets interact',
    'connection between my',
    'link between my',
  ],
  sensitive: {
    health: [
      'health',
      'illness',
      'sick',
      'disease',
      'diagnos',
      'symptom',
      'have cancer',
      'get cancer',
      'got cancer',
      'cancer diagnosis',
      'cancer treatment',
      'cancer scare',
      'breast cancer',
      'lung cancer',
      'skin cancer',
      'prostate cancer',
      'chemo',
      'tumor',
      'tumour',
      'surgery',
      'operation',
      'doctor',
      'medication',
      'medicine',
      'hospital',
      'painful',
      'in pain',
      'chronic',
      'injury',
      'depression',
      'mental health',
      'therapy',
      'treatment',
      'covid',
      'accident',
    ],
    death: [
      'death',
      'die soon',
      'die young',
      'dies',
      'dying',
      'died',
      'will i die',
      'going to die',
      'passed away',
      'pass away',
      'lifespan',
      'life span',
      'how long will i live',
      'how long will he live',
      'how long will she live',
      'how long will they live',
      'grandmother live',
      'grandfather live',
      'grandma live',
      'grandpa live',
      'mother live',
      'father live',
      'mom live',
      'dad live',
      'how long do i have',
      'how long does he have',
      'how long does she have',
      'live much longer',
      'mortal',
      'funeral',
      'fatal',
    ],
    pregnancy: [
      'pregnan',
      'baby',
      'babies',
      'conceive',
      'conception',
      'fertility',
      'fertile',
      'infertil',
      'ivf',
      'miscarr',
      'have kids',
      'have children',
      'have a child',
      'trying for a',
      'expecting a',
    ],
    money: [
      'money',
      'invest',
      'stock',
      'crypto',
      'bitcoin',
      'lottery',
      'gambl',
      'betting',
      'debt',
      'loan',
      'mortgage',
      'salary',
      'income',
      'get rich',
      'become rich',
      'wealth',
      'financ',
      'savings',
      'bankrupt',
      'trading',
      'real estate',
      'inheritance',
    ],
    legal: [
      'lawsuit',
      'sue them',
      'sue him',
      'sue her',
      'sue my',
      'sue the',
      'suing',
      'sued',
      'in court',
      'court case',
      'courtroom',
      'lawyer',
      'attorney',
      'legal',
      'a judge',
      'custody',
      'visa',
      'immigration',
      'contract dispute',
      'on trial',
      'criminal',
      'arrest',
      'police',
      'prison',
      'jail',
      'litigation',
    ],
  },
};

const CRISIS: CoachTexts['crisis'] = {
  triggers: [
    'suicid',
    'kill myself',
    'killing myself',
    'end my life',
    'ending my life',
    'end it all',
    'take my own life',
    'take my life',
    'want to die',
    'wanna die',
    'wish i was dead',
    'wish i were dead',
    'better off dead',
    'better off without me',
    'no reason to live',
    'nothing to live for',
    'don’t want to live',
    "don't want to live",
    'dont want to live',
    'do not want to live',
    'don’t want to be alive',
    "don't want to be alive",
    'dont want to be alive',
    'don’t want to be here anymore',
    "don't want to be here anymore",
    'dont want to be here anymore',
    'can’t go on',
    "can't go on",
    'cant go on',
    'self harm',
    'self-harm',
    'selfharm',
    'hurt myself',
    'hurting myself',
    'cut myself',
    'cutting myself',
    'overdose',
    'hang myself',
    'not worth living',
    'no point living',
    'no point in living',
    'give up on life',
    'unalive',
    'end myself',
    'disappear forever',
    'sewerslide',
    'tired of living',
    'tired of life',
    'want to disappear',
    'wish i could disappear',
    'wish i was never born',
    'wish i had never been born',
    'wish i wasn’t born',
    "wish i wasn't born",
    'hate being alive',
    'no longer want to live',
    'pills to sleep forever',
    'say goodbye to everyone',
  ],
  reply: [
    'I’m really sorry you’re feeling this way, and I’m glad you told me. You don’t have to carry this on your own.',
    'Please reach out to someone right now: a person you trust, or a crisis line where someone will listen. In the US and Canada, call or text 988. In the UK and Ireland, call Samaritans free on 116 123. In Australia, call Lifeline on 13 11 14. In India, call Tele-MANAS on 14416. Anywhere else, https://findahelpline.com lists free, confidential lines in your country.',
    'If you might act on these thoughts or you are in danger, call your local emergency number now: 911 in the US and Canada, 999 or 112 in the UK and Ireland, 000 in Australia, 112 in India.',
    'I’m here to keep talking, but a real person can be with you in ways I can’t.',
  ].join('\n\n'),
};

// ---------------------------------------------------------------------------------------------
// Chips

const LABELS: CoachTexts['labels'] = {
  placement: (p) =>
    `${NAME[p.point]} ${deg(p)} ${sign(p.sign)}${retro(p) ? ' ℞' : ''}${
      p.house !== null && !isAngle(p.point) ? `, ${ord(p.house)} house` : ''
    }`,
  aspect: (p) => `${NAME[p.a]} ${LABEL_WORD[p.type]} ${NAME[p.b]}, orb ${p.orb}`,
  house: (p) => `${ord(p.house)} house, ${sign(p.sign)} cusp`,
  transit: (p: { planet: PlanetId; type: AspectType; point: CoachPoint; date: string }) =>
    `${NAME[p.planet]} ${LABEL_WORD[p.type]} natal ${NAME[p.point]}, ${p.date}`,
  event: (p) =>
    p.event === 'station'
      ? `${NAME[p.station.body]} stations ${p.station.direction} in ${sign(p.station.sign)}, ${p.date}`
      : `${PHASE[p.lunation.phase]} in ${sign(p.lunation.sign)}, ${p.date}`,
  progression: (p) => `Progressed ${NAME[p.point]} ${deg(p)} ${sign(p.sign)}`,
  numerology: (kind, value) => `${NUMEROLOGY_NAME[kind]} ${value}`,
  balance: (e) => `Fire ${e.fire}, Earth ${e.earth}, Air ${e.air}, Water ${e.water}`,
};

// ---------------------------------------------------------------------------------------------
// A planned answer

/** A part of life as the reasons name it: "yourself" reads as "who you are" there. */
const about = (area: string, topic: LifeTopic | null) => (topic === 'self' ? 'who you are' : area);

const PLAN: CoachTexts['plan'] = {
  area: {
    love: 'love',
    money: 'money',
    work: 'your work',
    home: 'your home',
    health: 'your health and energy',
    family: 'your family',
    study: 'your studies',
    move: 'a move',
    creativity: 'your creative life',
    spirituality: 'your inner life',
    self: 'your sense of self',
  },
  areas: (a, b) => `${a} and ${b}`,
  period: {
    now: 'these days',
    lately: 'lately',
    week: 'this week',
    nextWeek: 'next week',
    month: 'this month',
    nextMonth: 'next month',
    year: 'the year ahead',
    nextYear: 'next year',
    tomorrow: 'tomorrow',
    dayAfterTomorrow: 'the day after tomorrow',
    when: 'the months ahead',
  },
  inMonth: (month) => `in ${MONTH[month - 1]}`,
  onDate: (date) => `on ${date}`,
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `You asked about ${area}. This is what your birth chart itself says.`
          : 'This is what your birth chart itself says.',
      ({ area }) =>
        area
          ? `On ${area}, the chart you were born with speaks first, so that is where I will start.`
          : 'The chart you were born with speaks first, so that is where I will start.',
      ({ area }) =>
        area
          ? `For ${area}, one placement in your chart tells most of the story.`
          : 'One placement in your chart tells most of the story.',
      ({ area }) =>
        area
          ? `When it comes to ${area}, your birth chart has a clear answer of its own.`
          : 'Your birth chart has a clear answer of its own.',
      ({ area }) =>
        area
          ? `There is one place in your chart to look first for ${area}.`
          : 'There is one place in your chart to look first.',
      ({ area }) =>
        area
          ? `Your birth chart is the natural place to start with a question about ${area}.`
          : 'Your birth chart is the natural place to start.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `For ${area} ${when}, one thing in your sky matters more than the rest.`
          : `For ${when}, one thing in your sky matters more than the rest.`,
      ({ area, when }) =>
        area
          ? `You asked about ${area} ${when}, so here is what your chart meets in that time.`
          : `Here is what your chart meets ${when}.`,
      ({ area, when }) =>
        area
          ? `Looking at ${when} with ${area} in mind, the sky points to one contact above all.`
          : `Looking at ${when}, the sky points to one contact above all.`,
      ({ area, when }) =>
        area
          ? `Against your chart, the sky ${when} has one contact that bears on ${area}.`
          : `Against your chart, the sky ${when} has one contact worth your attention.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, one contact in your sky bears most directly on ${area}.`
          : `${cap(when)}, one contact in your sky stands out from the rest.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, the sky has one clear thing to say about ${area}.`
          : `${cap(when)}, the sky has one clear thing to say to you.`,
    ],
    when: [
      ({ area }) =>
        area
          ? `You asked when, for ${area}. The sky opens its next window at a date you can plan around.`
          : 'You asked when. The sky opens its next window at a date you can plan around.',
      ({ area }) =>
        area
          ? `Timing for ${area} is read from the dates the moving planets meet your chart. This is the next good one.`
          : 'Timing is read from the dates the moving planets meet your chart. This is the next good one.',
      ({ area }) =>
        area
          ? `For ${area}, the question is not if but when. Here is the first date that helps.`
          : 'Here is the first date in your sky that helps.',
      ({ area }) =>
        area
          ? `I went through the months ahead looking for the best moment for ${area}.`
          : 'I went through the months ahead looking for the best moment.',
      ({ area }) =>
        area
          ? `The right moment for ${area} shows up in your chart as a date, and there is one worth circling.`
          : 'The right moment shows up in your chart as a date, and there is one worth circling.',
      ({ area }) =>
        area
          ? `Looking ahead for ${area}, one date in your sky stands out as a good moment.`
          : 'Looking ahead, one date in your sky stands out as a good moment.',
    ],
  },
  areaReading: {
    love: {
      easy: [
        'In love, a contact like this makes warmth easier to show and to receive.',
        'For your love life, this is a soft, open stretch: say what you feel.',
        'Between you and someone you care about, things flow more easily now.',
      ],
      hard: [
        'In love, this is friction that asks for honesty rather than a quick fix.',
        'For your love life, expect a test of patience more than a break.',
        'In matters of the heart, what was left unsaid tends to surface now.',
      ],
      meeting: [
        'In love, this marks a beginning: a feeling, a person or a new way of meeting them.',
        'For your love life, something starts here, even if quietly.',
        'In matters of the heart, this is a threshold worth noticing.',
      ],
    },
    money: {
      easy: [
        'For money, doors open a little wider: a good time to ask, negotiate or plan.',
        'Financially, this favours a well-prepared request.',
        'Where money is concerned, effort now tends to pay back.',
      ],
      hard: [
        'For money, this calls for a careful look at the numbers before any promise.',
        'Financially, hold off on big commitments until the figures are clear.',
        'Where money is concerned, caution serves you better than speed.',
      ],
      meeting: [
        'For money, this starts a new chapter in what you earn, spend or value.',
        'Financially, a new source or a new habit can begin here.',
        'Where money is concerned, this is a reset point.',
      ],
    },
    work: {
      easy: [
        'For your work, effort meets goodwill: propose, ask and put your name forward.',
        'At work, people are more receptive than usual, so make your case.',
        'Professionally, this is an opening: use it for the conversation you have been postponing.',
      ],
      hard: [
        'For your work, this is pressure that rewards preparation more than speed.',
        'At work, expect resistance; facts and patience will carry you further than force.',
        'Professionally, this is a stretch that tests structures, yours and others’.',
      ],
      meeting: [
        'For your work, this starts something: a task, a role or a new way of doing the old one.',
        'At work, a new responsibility or direction can begin now.',
        'Professionally, this is a starting line more than a finish line.',
      ],
    },
    home: {
      easy: [
        'At home, things settle more easily, and arrangements made now tend to hold.',
        'For your home, this is a good stretch to fix, arrange or invite people in.',
        'Around the house, harmony comes with less effort than usual.',
      ],
      hard: [
        'At home, old tensions or repairs ask for attention before they grow.',
        'For your home, something needs mending, literally or between people.',
        'Around the house, friction is a sign of what needs to change.',
      ],
      meeting: [
        'At home, a change begins: in the place itself or in who shares it.',
        'For your home, a new arrangement is taking shape.',
        'Around the house, a fresh start is possible.',
      ],
    },
    health: {
      easy: [
        'For your body and energy, this supports steady habits more than bursts.',
        'Physically, you recover well now, so build on that.',
        'Your energy is easier to manage in this stretch.',
      ],
      hard: [
        'For your body and energy, strain shows sooner than usual, so pace yourself.',
        'Physically, this asks for rest before you run out.',
        'Your energy may run uneven; small limits protect it.',
      ],
      meeting: [
        'For your body and energy, this is a good point to begin a new routine.',
        'Physically, a new habit started now has a good chance to stay.',
        'Your energy is ready for a reset.',
      ],
    },
    family: {
      easy: [
        'In the family, conversations that stalled can move again.',
        'With your relatives, goodwill comes more easily now.',
        'Family ties feel lighter in this stretch.',
      ],
      hard: [
        'In the family, expectations may clash; patience will do more than argument.',
        'With your relatives, old roles may chafe; say what you need calmly.',
        'Family ties are tested, which is also a chance to reset them.',
      ],
      meeting: [
        'In the family, a new role or a new bond starts to take shape.',
        'With your relatives, something changes in who does what.',
        'Family ties enter a new chapter.',
      ],
    },
    study: {
      easy: [
        'For study, focus comes more readily and what you learn tends to stick.',
        'For learning, this is a receptive stretch: read, ask, take notes.',
        'Your mind takes in new material well now.',
      ],
      hard: [
        'For study, the work is harder going, and method beats cramming.',
        'For learning, expect to struggle a little before it clicks.',
        'Your mind needs structure more than hours now.',
      ],
      meeting: [
        'For study, this is a natural moment to start a course or a new subject.',
        'For learning, a new field or teacher can come into view.',
        'Your mind is ready to take on something new.',
      ],
    },
    move: {
      easy: [
        'For a move, plans made now tend to go smoothly.',
        'If you are thinking of moving, the practical side falls into place more easily.',
        'Relocation plans get a helping hand in this stretch.',
      ],
      hard: [
        'For a move, expect delays and leave room in the schedule.',
        'If you are thinking of moving, check the details twice.',
        'Relocation plans meet obstacles that are better solved than forced.',
      ],
      meeting: [
        'For a move, the idea of a new place takes a firmer shape.',
        'If you are thinking of moving, the decision starts to ripen here.',
        'Relocation becomes a real possibility rather than a wish.',
      ],
    },
    creativity: {
      easy: [
        'For your creative life, ideas flow and sharing them feels natural.',
        'Creatively, this is a generous stretch: make, show, play.',
        'What you create now comes with less effort.',
      ],
      hard: [
        'For your creative life, resistance is part of the work: keep going.',
        'Creatively, the block you feel is a sign of something asking to change.',
        'What you create now takes discipline more than inspiration.',
      ],
      meeting: [
        'For your creative life, a new project wants to begin.',
        'Creatively, a seed is planted here.',
        'A new idea can take hold now, if you give it room.',
      ],
    },
    spirituality: {
      easy: [
        'For your inner life, quiet time gives more back than usual.',
        'Spiritually, this is a clear, peaceful stretch.',
        'Reflection comes easily now; use it.',
      ],
      hard: [
        'For your inner life, doubts surface so that they can be looked at.',
        'Spiritually, old certainties may wobble, which is not a bad thing.',
        'Reflection is harder work now, and more honest for it.',
      ],
      meeting: [
        'For your inner life, a new practice or question takes hold.',
        'Spiritually, a new chapter opens.',
        'Something in how you see meaning begins to shift.',
      ],
    },
    self: {
      easy: [
        'For you, this feels like room to breathe and to be more yourself.',
        'Personally, it is an easier stretch to be seen as you are.',
        'You are likely to feel more like yourself in these days.',
      ],
      hard: [
        'For you, this can feel like restlessness: energy that wants a direction.',
        'Personally, the tension you feel is pushing you to grow.',
        'You may feel at odds with yourself; give it a direction rather than fight it.',
      ],
      meeting: [
        'For you, this is a fresh start in how you see yourself.',
        'Personally, a new chapter begins.',
        'Something in you is ready to begin again.',
      ],
    },
  },
  why: {
    ruler: [
      ({ point, area, topic }) =>
        `In your chart ${the(point)} rules one of the houses that govern ${about(area, topic)}, so what touches ${the(point)} reaches ${about(area, topic)}.`,
      ({ point, area, topic }) =>
        `${cap(the(point))} matters here: in your chart it rules a house that governs ${about(area, topic)}.`,
      ({ point, area, topic }) =>
        `The link to ${about(area, topic)} runs through ${the(point)}, the ruler of one of its houses in your chart.`,
    ],
    placed: [
      ({ point, area, topic }) =>
        `Your ${NAME[point]} stands in one of the houses that govern ${about(area, topic)}, which ties it to the question.`,
      ({ point, area, topic }) =>
        `This reaches ${about(area, topic)} because your ${NAME[point]} was born in a house that governs it.`,
      ({ point, area, topic }) =>
        `You were born with ${the(point)} in a house of ${about(area, topic)}, so anything that moves it is felt there.`,
    ],
    significator: [
      ({ point, area, topic }) => `${cap(the(point))} speaks for ${about(area, topic)} in every chart, yours included.`,
      ({ point, area, topic }) =>
        `Astrologers read ${about(area, topic)} through ${the(point)}, which is why it matters here.`,
      ({ point, area, topic }) =>
        `${cap(the(point))} is the one to watch whenever the question is ${about(area, topic)}.`,
    ],
  },
  unknownTime: [
    ({ area, topic }) =>
      `Without your birth time I cannot place the houses of ${about(area, topic)}, so I read the planets, which hold at any hour.`,
    ({ area, topic }) =>
      `Your birth time would show which houses speak for ${about(area, topic)}; until then, the planets and their contacts are what I can read.`,
    ({ area, topic }) =>
      `I am reading ${about(area, topic)} from the planets alone, since the houses need a birth time I do not have.`,
  ],
  because: [
    'Here is why it lands the way it does for you.',
    'What makes this personal is in your own chart.',
    'It works on these placements of yours.',
    'This is the part of your chart it touches.',
    'Your own chart explains why you feel it this way.',
    'The reason it is personal lies in where it lands in your chart.',
  ],
  closing: {
    natal: [
      'A placement describes a way of being, not a verdict; you choose what you make of it.',
      'Notice where you recognise yourself in this, and where you have already grown past it.',
      'If one part of this rings true, ask me about it and we can go further.',
      'Read this as a starting point for knowing yourself, not a final word.',
      'Your chart sets the tone; how you play it is up to you.',
      'Take what fits and leave the rest: you know your life better than any chart.',
      'A chart is a map of tendencies; the road you take across it is yours.',
      'The strengths here are as real as the difficulties, so lean on them.',
    ],
    lately: [
      'Knowing where a feeling comes from does not make it vanish, but it makes it easier to carry.',
      'What you have been feeling has a shape in your sky, and shapes change: this one will too.',
      'Give yourself some credit: you have been living through a real pressure, not imagining it.',
      'Seeing the pattern is the first step; the next is deciding what you want to do with the energy.',
      'Contacts like this pass; what you learn while they last tends to stay.',
      'If the feeling is still there in a few weeks, ask me again and I will look at what has changed.',
      'Be gentle with yourself while it passes; pressure from the sky is not a verdict on you.',
      'Naming it helps: once you see what has been pulling at you, you can choose how much to give it.',
    ],
    day: [
      'One day is a small window: keep the big decisions for the moments that feel clear.',
      'Notice how the day actually unfolds; your own sense of it counts as much as the sky.',
      'Keep the day simple where you can, and give your attention to what matters most.',
      'If the day feels off, that is information too: slow down rather than push.',
      'A single day rarely decides everything; treat it as a nudge, not a verdict.',
      'Go into it prepared, and leave room for the unexpected.',
    ],
    timed: [
      'Dates show when the sky leans one way; what you do in those days is still yours to decide.',
      'Put the date in your calendar and watch how the days around it actually feel.',
      'Use the build-up to prepare, and the exact day to act or to listen.',
      'A contact is strongest around its exact day and fades after it, so plan the important things accordingly.',
      'Treat this as weather, not destiny: it tells you what to pack, not where to go.',
      'Ask me again closer to the day and I will tell you how it looks then.',
      'Keep the important conversations for the days when the sky is on your side.',
      'The sky sets the conditions; your choices still decide the outcome.',
    ],
    when: [
      'A good window helps; it does not decide for you. Plan around it, and stay open to the days before and after.',
      'Mark the date, prepare in the weeks before, and let the window do the rest.',
      'If that date does not suit you, ask me about another month and I will look again.',
      'Windows come round again; if you miss this one, there will be others, and I can find them.',
      'Use the time until then to get ready, so that the moment finds you prepared.',
      'Timing is an ally, not a command: start when you are ready, ideally near that date.',
      'Good timing multiplies good preparation; it does not replace it.',
      'Write the date down, and let it shape your plans without ruling them.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `I don’t see a contact in your chart that speaks clearly to ${area ?? 'that'}${when ? ` ${when}` : ''}, and I would rather say so than stretch.`,
    ({ area, when }) =>
      `Nothing in your chart${when ? ` or its sky ${when}` : ''} points clearly at ${area ?? 'this question'}, so I can’t give you a reading that would be honest.`,
    ({ area, when }) =>
      `Honestly, your chart is quiet about ${area ?? 'this'}${when ? ` ${when}` : ''}: nothing in it speaks to that.`,
    ({ area, when }) =>
      `I looked for a contact on ${area ?? 'this question'}${when ? ` ${when}` : ''} and found none strong enough to build an answer on.`,
    ({ area, when }) =>
      `Your sky${when ? ` ${when}` : ''} has nothing that clearly concerns ${area ?? 'this'}, and I will not invent a link.`,
  ],
  clarify: [
    'Could you tell me a little more: is there a decision, a date or a person you have in mind?',
    'What would help most: a particular month, or a particular part of your life?',
    'Is there one situation behind the question? If you describe it, I can look at the part of your chart that rules it.',
    'Would it help to ask about a specific date, or about one relationship or project?',
    'With a little context I can look in the right place: what is happening that made you ask?',
    'Which part of your life is this really about? Tell me and I will look there first.',
  ],
};

// ---------------------------------------------------------------------------------------------
// What the verifier must read

const EXAMPLES: CoachTexts['examples'] = [
  // The offline writer's own sentences.
  {
    text: 'Your Venus is in Libra at 14°22′, in the 7th house, and it was retrograde when you were born.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'In your chart, the Moon stands at 3°05′ Cancer, moving retrograde, in your 4th house.',
    signs: [{ point: 'moon', sign: 'cancer' }],
    houses: [{ point: 'moon', house: 4 }],
  },
  {
    text: 'You were born with Mars retrograde in Virgo, at 8°40′ of the sign, in the 6th house.',
    signs: [{ point: 'mars', sign: 'virgo' }],
    houses: [{ point: 'mars', house: 6 }],
  },
  {
    text: 'You were born with Scorpio rising, at 2°10′ of the sign.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'You were born with Capricorn on the Midheaven, at 27°01′ of the sign.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  {
    text: 'Your Saturn, retrograde at 22°40′ Aquarius, lies in the 11th house.',
    signs: [{ point: 'saturn', sign: 'aquarius' }],
    houses: [{ point: 'saturn', house: 11 }],
  },
  {
    text: 'Yours is a Gemini Mercury, 8°03′ into the sign, placed in your 3rd house.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Your Venus–Saturn square has an orb of 1°12′.',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  {
    text: 'In your birth chart, Mercury and Mars are linked by a trine (orb 2°30′).',
    aspects: [{ a: 'mercury', b: 'mars', type: 'trine' }],
  },
  {
    text: 'Mercury makes a sextile to the Ascendant, within 0°42′.',
    aspects: [{ a: 'mercury', b: 'ascendant', type: 'sextile' }],
  },
  {
    text: 'The Sun opposes the Moon in your chart, 3°15′ from exact.',
    aspects: [{ a: 'sun', b: 'moon', type: 'opposition' }],
  },
  {
    text: 'Venus and Mars are placed in your 5th house, whose cusp is in Leo.',
    houses: [{ point: 'mars', house: 5 }],
  },
  { text: 'Libra is on the cusp of your 7th house, which is home to Venus.', houseNumbers: [7] },
  {
    text: 'With Libra rising, your chart ruler is Venus, which sits in Virgo, in your 12th house, so its themes colour your whole chart.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'virgo' },
    ],
    houses: [{ point: 'venus', house: 12 }],
  },
  // The way a model writes.
  {
    text: 'Your Sun is in Leo and your Moon is in Pisces.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  { text: 'Venus at 14°22′ Libra gives you a gift for diplomacy.', signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Your Venus, at 14° in Libra, softens the way you argue.', signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Mars (3°05′) in Aries makes you quick to act.', signs: [{ point: 'mars', sign: 'aries' }] },
  {
    text: 'Mercury, retrograde in Gemini, makes you think twice before you speak.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  {
    text: 'Your rising sign is Sagittarius, and your Midheaven is in Virgo.',
    signs: [
      { point: 'ascendant', sign: 'sagittarius' },
      { point: 'midheaven', sign: 'virgo' },
    ],
  },
  {
    text: 'Your Libra Sun and Scorpio Moon pull you between harmony and intensity.',
    signs: [
      { point: 'sun', sign: 'libra' },
      { point: 'moon', sign: 'scorpio' },
    ],
  },
  { text: 'You have a Taurean Moon, so comfort matters to you.', signs: [{ point: 'moon', sign: 'taurus' }] },
  { text: 'Your Sun sign is Taurus.', signs: [{ point: 'sun', sign: 'taurus' }] },
  {
    text: 'The Ascendant, at 2°10′ Leo, sets the tone of first meetings.',
    signs: [{ point: 'ascendant', sign: 'leo' }],
  },
  { text: 'Your Moon, which is in Taurus, craves comfort.', signs: [{ point: 'moon', sign: 'taurus' }] },
  { text: 'Your Mars ℞ in Virgo turns your drive inward.', signs: [{ point: 'mars', sign: 'virgo' }] },
  { text: 'The Moon in late Virgo likes to be useful.', signs: [{ point: 'moon', sign: 'virgo' }] },
  { text: 'Venus at 14 degrees Libra is graceful under pressure.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Sun: 14°22′ Leo, Moon: 3° Cancer.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'cancer' },
    ],
  },
  { text: 'Saturn sits in your 10th house.', houses: [{ point: 'saturn', house: 10 }] },
  {
    text: 'Venus in Libra in the 7th house makes you a natural partner.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'Venus in Libra and Mars in the 7th house both ask for fairness.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'mars', house: 7 }],
  },
  {
    text: 'The Sun in Leo, like the 5th house, loves play.',
    signs: [{ point: 'sun', sign: 'leo' }],
    houseNumbers: [5],
  },
  { text: 'Venus in Libra rules your 7th house.', signs: [{ point: 'venus', sign: 'libra' }], houseNumbers: [7] },
  {
    text: 'Jupiter in the seventh house widens your circle of partners.',
    houses: [{ point: 'jupiter', house: 7 }],
  },
  { text: 'The Moon is in house 4, close to your roots.', houses: [{ point: 'moon', house: 4 }] },
  { text: 'Your Venus in House VII seeks a true partner.', houses: [{ point: 'venus', house: 7 }] },
  {
    text: 'Uranus in the 11th house and Pluto in Scorpio shape your friendships.',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    houses: [{ point: 'uranus', house: 11 }],
  },
  {
    text: 'Your Venus squares Saturn, so love can feel like a test.',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  { text: 'The Sun is conjunct Mercury in your chart.', aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }] },
  {
    text: 'Mars and Pluto are in opposition, which gives you stamina under pressure.',
    aspects: [{ a: 'mars', b: 'pluto', type: 'opposition' }],
  },
  {
    text: 'Your Sun in Aries squares Saturn in Capricorn.',
    signs: [
      { point: 'sun', sign: 'aries' },
      { point: 'saturn', sign: 'capricorn' },
    ],
    aspects: [{ a: 'sun', b: 'saturn', type: 'square' }],
  },
  {
    text: 'Venus conjunct Mars in Leo in the 5th house makes romance playful.',
    signs: [{ point: 'mars', sign: 'leo' }],
    aspects: [{ a: 'venus', b: 'mars', type: 'conjunction' }],
    houses: [{ point: 'mars', house: 5 }],
  },
  { text: 'Your Moon trines Jupiter, which softens hard days.', aspects: [{ a: 'moon', b: 'jupiter', type: 'trine' }] },
  // Sentences that name things without placing them.
  { text: 'Venus rules Libra and Taurus.' },
  { text: 'Venus and Libra share a love of balance.' },
  {
    text: 'Mars, unlike the Moon in Cancer, acts first and feels later.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  { text: 'Ruled by Venus, Libra seeks harmony.' },
  { text: 'Saturn is the ruler of Capricorn and Aquarius.' },
  { text: 'Venus is exalted in Pisces.' },
  { text: 'Neptune is currently in Pisces, so a whole generation shares it.' },
  { text: 'Venus is not in Scorpio, whatever the app said.' },
  { text: 'There are twelve houses, and all 12 houses matter.' },
  { text: 'The 12th house is about rest and retreat.', houseNumbers: [12] },
  { text: 'The 7th and 8th houses describe your closest bonds.', houseNumbers: [7, 8] },
  { text: 'Your 7th-house Venus longs for partnership.', houseNumbers: [7] },
  {
    text: 'I still live in the house I grew up in, and my Sun is in Cancer.',
    signs: [{ point: 'sun', sign: 'cancer' }],
  },
  { text: 'We bought a house 2 years ago.' },
  { text: 'We sold our first house last spring.' },
  { text: 'Venus in your first house makes you easy to like.', houses: [{ point: 'venus', house: 1 }] },
  {
    text: 'Your Ascendant is Virgo, your Sun is Leo and your Moon is in Aries.',
    signs: [
      { point: 'ascendant', sign: 'virgo' },
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'aries' },
    ],
  },
  {
    text: 'Pluto in Scorpio in the 1st house gives intensity.',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    houses: [{ point: 'pluto', house: 1 }],
  },
  { text: 'Venus describes how you love, and the Moon what makes you feel safe.' },
];

export const COACH_EN: CoachTexts = {
  grammar: GRAMMAR_EN,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
