/** The English sky texts. Style: second person, plain, specific, never certain. */
import { cap, planet, sign } from '../../horoscope/en';
import type { SignId } from '../../zodiac';
import type { ProgressedPoint } from '../progressions';
import type { SkyTexts } from '../texts';
import { ASPECT_VERB } from '../contacts/en/frames';
import { CONTACTS_EN, FRAMES_EN } from '../contacts/en/index';
import type { NatalPoint, TransitAspect } from '../transits';

const POINT: Readonly<Record<NatalPoint, string>> = {
  sun: 'natal Sun',
  moon: 'natal Moon',
  mercury: 'natal Mercury',
  venus: 'natal Venus',
  mars: 'natal Mars',
  jupiter: 'natal Jupiter',
  saturn: 'natal Saturn',
  uranus: 'natal Uranus',
  neptune: 'natal Neptune',
  pluto: 'natal Pluto',
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};
const PROGRESSED_LEAD: Readonly<Record<ProgressedPoint, (s: string) => string>> = {
  sun: (s) => `Your progressed Sun in ${s} shows where your life is heading over these years:`,
  moon: (s) => `Your progressed Moon in ${s} colours what you need in this emotional chapter:`,
  mercury: (s) => `Your progressed Mercury in ${s} shapes how your thinking is changing:`,
  venus: (s) => `Your progressed Venus in ${s} tells how your way of loving is maturing:`,
  mars: (s) => `Your progressed Mars in ${s} shows where your drive goes now:`,
  ascendant: (s) => `Your progressed Ascendant in ${s} describes the face you are growing into:`,
  midheaven: (s) => `Your progressed Midheaven in ${s} points to the calling that is taking shape:`,
};
/** How each sign does things, to complete the leads above. */
const SIGN_STYLE: Readonly<Record<SignId, string>> = {
  aries: 'towards courage, beginnings and doing things your own way.',
  taurus: 'towards calm, comfort and building something that lasts.',
  gemini: 'towards curiosity, learning and many conversations.',
  cancer: 'towards home, family and caring for your own.',
  leo: 'towards warmth, creativity and being seen for who you are.',
  virgo: 'towards useful work, health and getting the details right.',
  libra: 'towards partnership, fairness and beauty.',
  scorpio: 'towards depth, honesty and letting go of what is finished.',
  sagittarius: 'towards freedom, travel and a bigger picture.',
  capricorn: 'towards responsibility, ambition and patient effort.',
  aquarius: 'towards friendship, ideas and a future of your own design.',
  pisces: 'towards compassion, imagination and quiet time.',
};

const STATION: Readonly<Record<'retrograde' | 'direct', string>> = {
  retrograde: 'turns retrograde',
  direct: 'turns direct',
};
const PHASE: Readonly<Record<'new' | 'firstQuarter' | 'full' | 'lastQuarter', string>> = {
  new: 'New Moon',
  firstQuarter: 'First quarter Moon',
  full: 'Full Moon',
  lastQuarter: 'Last quarter Moon',
};
const ASPECT_NAME: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'conjunction',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposition',
};

export const SKY_EN: SkyTexts = {
  calendarName: 'Stella sky calendar',
  calendarDescription:
    'Retrograde and direct stations, sign ingresses, Moon phases and void-of-course Moons, computed by Stella.',

  stationTitle: (body, direction, s) => `${cap(planet(body))} ${STATION[direction]} in ${sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${cap(planet(body))} enters ${sign(s)}`
      : `${cap(planet(body))} moves back into ${sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} in ${sign(s)}`,
  voidTitle: (s) => `Void-of-course Moon in ${sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `The Moon's last aspect in ${sign(s)} is a ${ASPECT_NAME[last.aspect]} to ${planet(last.planet)}; it makes no other before it enters ${sign(next)}.`
      : `The Moon makes no major aspect in ${sign(s)}: it is void of course until it enters ${sign(next)}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Three weeks for reviewing, rereading and reconnecting; plans, messages and travel ask for extra checking.',
      direct: 'Plans and messages move again; what was revised can now go ahead.',
    },
    venus: {
      retrograde: 'Six weeks of looking again at love, money and what you value; old feelings may return.',
      direct: 'Affections and spending settle; decisions about love and money can be made with a clearer heart.',
    },
    mars: {
      retrograde: 'About ten weeks when energy turns inward: revise your goals, finish old battles and pace yourself.',
      direct: 'Drive returns; projects that stalled can be pushed forward again.',
    },
    jupiter: {
      retrograde: 'Four months to look inward at your beliefs and plans for growth before expanding further.',
      direct: 'Growth resumes outwardly; the plans you reconsidered can now expand.',
    },
    saturn: {
      retrograde: 'Four and a half months to review commitments and shore up what you have built.',
      direct: 'Responsibilities move forward again; the structures you reviewed can carry weight.',
    },
    uranus: {
      retrograde: 'Five months in which the urge for change works inwardly, loosening old habits from within.',
      direct: 'Change comes out into the open again; breakthroughs gather pace.',
    },
    neptune: {
      retrograde: 'Five months when illusions fade and dreams are tested against reality.',
      direct: 'Inspiration flows outward again; ideals can take a gentle shape in the world.',
    },
    pluto: {
      retrograde: 'Five months of inner transformation: what needs to end shows itself.',
      direct: 'Deep changes move outward; what was transformed within starts to show.',
    },
  },
  ingressMeaning: {
    sun: 'The Sun changes sign: the season of the year, and the mood of the month, turns.',
    moon: 'The Moon changes sign: the emotional weather of the next two and a half days shifts.',
    mercury: 'Mercury changes sign: the way people think, talk and decide takes a new tone.',
    venus: 'Venus changes sign: tastes in love, pleasure and money shift for the next few weeks.',
    mars: 'Mars changes sign: where energy and ambition go changes for the next weeks.',
    jupiter: 'Jupiter changes sign: the field of growth and opportunity moves for about a year.',
    saturn: 'Saturn changes sign: the lessons of responsibility move to new ground for two to three years.',
    uranus: 'Uranus changes sign: a new chapter of change and invention begins for seven years.',
    neptune: 'Neptune changes sign: the collective dream and its illusions take a new form for over a decade.',
    pluto: 'Pluto changes sign: a generation-long transformation begins.',
  },
  phaseMeaning: {
    new: 'A time to set intentions and begin quietly.',
    firstQuarter: 'A time to act on your intentions and meet the first obstacles.',
    full: 'A time of culmination, clarity and release.',
    lastQuarter: 'A time to clear away, forgive and make room.',
  },
  voidAdvice: [
    'Routine tasks go well; leave launches, signatures and big purchases for after the Moon changes sign.',
    'Rest, tidy and reflect; decisions made now tend to come to nothing.',
    'A good moment to finish what is started rather than to begin something new.',
  ],

  hourSignificance: {
    sun: 'Hour of the Sun: for visibility, leadership and meeting people in authority.',
    moon: 'Hour of the Moon: for home, family, the public and anything that needs care.',
    mars: 'Hour of Mars: for effort, courage, sport and tackling what you have put off.',
    mercury: 'Hour of Mercury: for writing, study, calls, trade and short trips.',
    jupiter: 'Hour of Jupiter: for requests, growth, law, teaching and generosity.',
    venus: 'Hour of Venus: for love, beauty, art, friendship and reconciliation.',
    saturn: 'Hour of Saturn: for discipline, planning, property and finishing long tasks.',
  },
  retrogradeEffects: {
    mercury: 'Mercury retrograde: misunderstandings and delays are more likely; review, reread and back up.',
    venus: 'Venus retrograde: old loves and old values return for a second look; hold off on big purchases.',
    mars: 'Mars retrograde: energy runs lower and frustration higher; revise plans rather than start fights.',
    jupiter: 'Jupiter retrograde: growth turns inward; rethink your beliefs and what you want to expand.',
    saturn: 'Saturn retrograde: a time to review commitments and repair foundations.',
    uranus: 'Uranus retrograde: the urge for freedom works quietly from within.',
    neptune: 'Neptune retrograde: illusions fade; what is real becomes easier to see.',
    pluto: 'Pluto retrograde: inner work on power, control and letting go.',
  },
  directEffects: {
    mercury: 'Mercury direct: communication and plans move normally.',
    venus: 'Venus direct: love and money follow their usual course.',
    mars: 'Mars direct: energy goes straight into action.',
    jupiter: 'Jupiter direct: growth and opportunity unfold outwardly.',
    saturn: 'Saturn direct: steady effort builds visible results.',
    uranus: 'Uranus direct: change and innovation move in the open.',
    neptune: 'Neptune direct: inspiration and compassion flow outward.',
    pluto: 'Pluto direct: transformation works its way into the world.',
  },

  contacts: CONTACTS_EN,
  frames: FRAMES_EN,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) => {
    const target = solar ? `the heart of your sign (standing in for your Sun)` : `your ${POINT[point]}`;
    return `${cap(planet(p))} ${ASPECT_VERB[aspect]} ${target}`;
  },

  reading: {
    theme: {
      sun: 'purpose',
      moon: 'feelings and home',
      mercury: 'thinking and talks',
      venus: 'love and values',
      mars: 'drive and courage',
      jupiter: 'growth and faith',
      saturn: 'duty and structure',
      uranus: 'freedom and change',
      neptune: 'dreams and intuition',
      pluto: 'power and renewal',
      ascendant: 'how you come across',
      midheaven: 'career and direction',
    },
    transitsLead: (count, solar) =>
      solar
        ? count === 1
          ? 'One planet speaks to your sign today.'
          : `${count === 2 ? 'Two' : count === 3 ? 'Three' : 'Several'} planets speak to your sign today, read to its middle as if it were your Sun.`
        : count === 1
          ? 'One transit stands out in your own chart today.'
          : `Your own chart is busy today, with ${count === 2 ? 'two' : count === 3 ? 'three' : 'several'} transits in orb; the strongest come first.`,
    retrogradesLead: (count) =>
      count === 0
        ? 'Every planet moves forward today: nothing in the sky asks you to go back over old ground.'
        : count === 1
          ? 'One planet is retrograde, asking for a second look in its part of life.'
          : `${count === 2 ? 'Two planets are' : count === 3 ? 'Three planets are' : 'Several planets are'} retrograde, so some things ask for a second look before they move on.`,
    retrogradeUntil: (p, date) => `${cap(planet(p))} turns direct on ${date}.`,
    voidWindow: (start, end) =>
      `The Moon is void of course from ${start} to ${end}: a time for routine rather than beginnings.`,
    bestHour: (_ruler, start, end) => `Your most promising hour runs from ${start} to ${end}.`,
    slowHour: (_ruler, start, end) => `From ${start} to ${end}, keep to steady work rather than new starts.`,
    powerMoment: (time, p, aspect) =>
      `The day's most helpful moment comes at ${time}, when the Moon ${aspect === 'trine' ? 'trines' : aspect === 'sextile' ? 'sextiles' : 'meets'} ${planet(p)}: a good minute to ask, send or begin.`,
    aheadLead: 'Looking at the weeks ahead, these turns of the sky are worth marking in your diary.',
    onDate: (date, title) => `On ${date}: ${title}.`,
    ruler: (p, s, retrograde) =>
      retrograde
        ? `${cap(planet(p))}, your ruling planet, is retrograde in ${sign(s)}, so your usual way of moving forward works better in review than in haste.`
        : `${cap(planet(p))}, your ruling planet, moves through ${sign(s)}, colouring how you act today with that sign's manner.`,
    progressionsLead: 'Behind the day runs a slower story, the one your progressed chart tells over years.',
    closing: {
      bright: [
        'Taken together, the sky opens doors today: walk through the one that matters most to you.',
        'It is a generous day; let it carry something you care about a step further.',
        'The currents are with you: act on what feels right, and share the good news.',
      ],
      steady: [
        'Taken together, it is a day for steady progress: small, well-made steps count.',
        'Nothing here forces your hand; use the calm to finish and to tend what you have.',
        'An even day: keep your rhythm, and let one thing get properly done.',
      ],
      demanding: [
        'Taken together, the day asks for patience: go slowly, and keep your promises small.',
        'There is friction in the sky today; meet it with care rather than force.',
        'A testing day: protect your energy, and leave big decisions for a clearer sky.',
      ],
    },
    affirmation: {
      bright: [
        'I meet what opens today with an open heart.',
        'I let my light be seen, and I share it freely.',
        'I say yes to what helps me grow.',
      ],
      steady: [
        'I move at my own pace, and my pace is enough.',
        'I tend what I have, and it grows in its own time.',
        'I finish one thing well, and that is a good day.',
      ],
      demanding: [
        'I can be gentle with myself and firm with my time.',
        'I meet what is hard one step at a time.',
        'I do not have to solve everything today.',
      ],
    },
    stone: {
      aries: 'bloodstone',
      taurus: 'emerald',
      gemini: 'agate',
      cancer: 'moonstone',
      leo: 'ruby',
      virgo: 'sapphire',
      libra: 'opal',
      scorpio: 'topaz',
      sagittarius: 'turquoise',
      capricorn: 'garnet',
      aquarius: 'amethyst',
      pisces: 'aquamarine',
    },
    direction: { fire: 'east', water: 'north', air: 'west', earth: 'south' },
  },
  progression: (point, s) => `${PROGRESSED_LEAD[point](sign(s))} ${SIGN_STYLE[s]}`,
};
