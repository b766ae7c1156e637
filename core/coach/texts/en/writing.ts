/** The offline writer's sentences (core/coach/texts.ts, `CoachWriting`). */
import type { AspectType } from '../../../astro/aspects';
import { HOROSCOPE_EN } from '../../../horoscope/en';
import { GRAMMAR_EN as g, chartPoint, countWord } from '../../../i18n/grammar/en';
import type { Element, Modality } from '../../../zodiac';
import type { AspectSlots, CoachTexts, HouseSlots, PlacementSlots } from '../../texts';
import { ASPECT_FORMS } from './lexicon';
import { NUMEROLOGY_NAME, PHASE, deg, isAngle, retro } from './words';

/** A count in words, 'none' for zero: "none are in fire signs". */
const count = (n: number) => (n === 0 ? 'none' : countWord(n));

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
const ELEMENT: Readonly<Record<Element, string>> = { fire: 'fire', earth: 'earth', air: 'air', water: 'water' };
const MODALITY: Readonly<Record<Modality, string>> = { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' };

/** ", in your 7th house" or nothing when the house is unknown (and always for the angles). */
const inHouse = (p: PlacementSlots, article: 'the' | 'your') =>
  p.house !== null && !isAngle(p.point) ? `, in ${article} ${g.ordinal(p.house)} house` : '';

const PLACEMENT: readonly ((p: PlacementSlots) => string)[] = [
  // "Your Venus is in Libra at 14°22′, in the 7th house, and it was retrograde when you were born."
  (p) =>
    `Your ${chartPoint(p.point)} is in ${g.sign(p.sign)} at ${deg(p)}${inHouse(p, 'the')}${
      retro(p) ? ', and it was retrograde when you were born' : ''
    }.`,
  // "In your chart, Venus stands at 14°22′ Libra, moving retrograde, in your 7th house."
  (p) =>
    `In your chart, ${chartPoint(p.point, 'the')} stands at ${deg(p)} ${g.sign(p.sign)}${retro(p) ? ', moving retrograde' : ''}${inHouse(p, 'your')}.`,
  // "You were born with Venus retrograde in Libra, at 14°22′ of the sign, in the 7th house."
  // The angles: "You were born with Libra rising, at 14°22′." / "with Capricorn on the Midheaven".
  (p) =>
    p.point === 'ascendant'
      ? `You were born with ${g.sign(p.sign)} rising, at ${deg(p)} of the sign.`
      : p.point === 'midheaven'
        ? `You were born with ${g.sign(p.sign)} on the Midheaven, at ${deg(p)} of the sign.`
        : `You were born with ${chartPoint(p.point, 'the')}${retro(p) ? ' retrograde' : ''} in ${g.sign(p.sign)}, at ${deg(p)} of the sign${inHouse(p, 'the')}.`,
  // "Your Venus, retrograde at 14°22′ Libra, lies in the 7th house." / "Your Venus lies at 14°22′ Libra."
  (p) => {
    const at = `${retro(p) ? 'retrograde at' : 'at'} ${deg(p)} ${g.sign(p.sign)}`;
    return p.house !== null && !isAngle(p.point)
      ? `Your ${chartPoint(p.point)}, ${at}, lies in the ${g.ordinal(p.house)} house.`
      : `Your ${chartPoint(p.point)} lies ${at}.`;
  },
  // "Yours is a Libra Venus, 14°22′ into the sign, placed in your 7th house; it was retrograde at your birth."
  (p) =>
    `Yours is ${g.sign(p.sign, 'a')} ${chartPoint(p.point)}, ${deg(p)} into the sign${
      p.house !== null && !isAngle(p.point) ? `, placed in your ${g.ordinal(p.house)} house` : ''
    }${retro(p) ? '; it was retrograde at your birth' : ''}.`,
];

const ASPECT: readonly ((p: AspectSlots) => string)[] = [
  // "Your Venus and your Saturn form a square, with an orb of 1°12′."
  (p) => `Your ${chartPoint(p.a)} and your ${chartPoint(p.b)} form ${A_NOUN[p.type]}, with an orb of ${p.orb}.`,
  // "Venus squares Saturn in your chart, 1°12′ from exact."
  (p) =>
    `${g.capitalize(chartPoint(p.a, 'the'))} ${VERB[p.type]} ${chartPoint(p.b, 'the')} in your chart, ${p.orb} from exact.`,
  // "In your birth chart, Venus and Saturn are linked by a square (orb 1°12′)."
  (p) =>
    `In your birth chart, ${chartPoint(p.a, 'the')} and ${chartPoint(p.b, 'the')} are linked by ${A_NOUN[p.type]} (orb ${p.orb}).`,
  // "Your Venus–Saturn square has an orb of 1°12′."
  (p) => `Your ${chartPoint(p.a)}–${chartPoint(p.b)} ${ASPECT_FORMS[p.type][0]} has an orb of ${p.orb}.`,
  // "Venus makes a square to Saturn, within 1°12′."
  (p) =>
    `${g.capitalize(chartPoint(p.a, 'the'))} makes ${A_NOUN[p.type]} ${p.type === 'conjunction' ? 'with' : 'to'} ${chartPoint(p.b, 'the')}, within ${p.orb}.`,
];

/** The planets of a house, the angles left out (an angle is never said to be in a house). */
const residents = (p: HouseSlots) => p.points.filter((x) => !isAngle(x)).map((x) => chartPoint(x, 'the'));

const HOUSE_SENTENCES: readonly ((p: HouseSlots) => string)[] = [
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `Your ${g.ordinal(p.house)} house begins in ${g.sign(p.sign)} and holds no planets, so its cusp sign and that sign’s ruler tell its story.`
      : `Your ${g.ordinal(p.house)} house begins in ${g.sign(p.sign)}, and ${g.list(who)} ${who.length === 1 ? 'sits' : 'sit'} inside it.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `${g.sign(p.sign)} is on the cusp of your ${g.ordinal(p.house)} house, where no planet stands.`
      : `${g.sign(p.sign)} is on the cusp of your ${g.ordinal(p.house)} house, which is home to ${g.list(who)}.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `No planet falls in your ${g.ordinal(p.house)} house, whose cusp is in ${g.sign(p.sign)}.`
      : `${g.capitalize(g.list(who))} ${who.length === 1 ? 'is' : 'are'} placed in your ${g.ordinal(p.house)} house, whose cusp is in ${g.sign(p.sign)}.`;
  },
  (p) => {
    const who = residents(p);
    return who.length === 0
      ? `In your chart the ${g.ordinal(p.house)} house opens in ${g.sign(p.sign)} and is empty of planets, which is common and means nothing is missing.`
      : `In your chart the ${g.ordinal(p.house)} house opens in ${g.sign(p.sign)}, with ${g.list(who)} inside it.`;
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

export const WRITING: CoachTexts['writing'] = {
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
      today: (p) => `${g.planet(p.body)} turns ${p.direction} in ${g.sign(p.sign)} today.`,
      past: (p) => `${g.planet(p.body)} turned ${p.direction} in ${g.sign(p.sign)} on ${p.date}.`,
      next: (p) => `${g.planet(p.body)} will turn ${p.direction} in ${g.sign(p.sign)} on ${p.date}.`,
    },
    {
      today: (p) => `Today ${g.planet(p.body)} stands still in ${g.sign(p.sign)} and turns ${p.direction}.`,
      past: (p) => `${g.planet(p.body)} stood still in ${g.sign(p.sign)} on ${p.date} and turned ${p.direction}.`,
      next: (p) => `${g.planet(p.body)} will stand still in ${g.sign(p.sign)} on ${p.date}, then move ${p.direction}.`,
    },
    {
      today: (p) => `${g.planet(p.body)}, in ${g.sign(p.sign)}, makes its station today and goes ${p.direction}.`,
      past: (p) => `${g.planet(p.body)} was stationary in ${g.sign(p.sign)} on ${p.date} before going ${p.direction}.`,
      next: (p) =>
        `${g.planet(p.body)} comes to a halt in ${g.sign(p.sign)} on ${p.date} and will go ${p.direction} from there.`,
    },
  ],
  lunation: [
    {
      today: (p) => `The ${PHASE[p.phase]} in ${g.sign(p.sign)} is today.`,
      past: (p) => `The ${PHASE[p.phase]} in ${g.sign(p.sign)} was on ${p.date}.`,
      next: (p) => `The ${PHASE[p.phase]} in ${g.sign(p.sign)} will be on ${p.date}.`,
    },
    {
      today: (p) => `Today brings the ${PHASE[p.phase]} in ${g.sign(p.sign)}.`,
      past: (p) => `There was a ${PHASE[p.phase]} in ${g.sign(p.sign)} on ${p.date}.`,
      next: (p) => `There will be a ${PHASE[p.phase]} in ${g.sign(p.sign)} on ${p.date}.`,
    },
    {
      today: (p) => `The ${PHASE[p.phase]} in ${g.sign(p.sign)} falls today.`,
      past: (p) => `The ${PHASE[p.phase]} fell in ${g.sign(p.sign)}; it was on ${p.date}.`,
      next: (p) => `The next ${PHASE[p.phase]} falls in ${g.sign(p.sign)}; it will be on ${p.date}.`,
    },
  ],
  eventHouse: [
    (house) => `Its degree sits in your ${g.ordinal(house)} house.`,
    (house) => `In your chart it falls in the ${g.ordinal(house)} house.`,
    (house) => `For you, that part of the sky is the ${g.ordinal(house)} house.`,
  ],
  eventTouches: [
    (points) => `It lands on your natal ${g.list(points.map((p) => chartPoint(p)))}.`,
    (points) => `It touches your natal ${g.list(points.map((p) => chartPoint(p)))} directly.`,
    (points) => `It falls exactly on your natal ${g.list(points.map((p) => chartPoint(p)))}.`,
  ],
  chartRuler: ({ ruler, rising, sign: at, house }) =>
    `With ${g.sign(rising)} rising, your chart ruler is ${g.planet(ruler, 'the')}, which sits in ${g.sign(at)}, in your ${g.ordinal(house)} house, so its themes colour your whole chart.`,
  balance: ({ elements, modalities, element, modality }) => {
    const e = elements;
    const m = modalities;
    return `Of your ten planets, ${count(e.fire)} ${e.fire === 1 ? 'is' : 'are'} in fire signs, ${count(e.earth)} in earth, ${count(e.air)} in air and ${count(e.water)} in water; ${count(m.cardinal)} ${m.cardinal === 1 ? 'is' : 'are'} cardinal, ${count(m.fixed)} fixed and ${count(m.mutable)} mutable. ${g.capitalize(ELEMENT[element])} and the ${MODALITY[modality]} mode set the tone.`;
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
      ? `${g.capitalize(g.list(points.map((p) => (isAngle(p) ? chartPoint(p) : g.planet(p, 'the')))))} gather in your ${g.ordinal(house)} house, the house of ${HOROSCOPE_EN.houseTopic[house]}, so that part of life carries extra weight for you.`
      : `Your planets are spread across the chart, and your ${g.ordinal(house)} house, the house of ${HOROSCOPE_EN.houseTopic[house]}, is one of the places where they land.`,
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
