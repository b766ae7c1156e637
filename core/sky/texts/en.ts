/** The English sky texts. Style: second person, plain, specific, never certain. */
import { GRAMMAR_EN as g } from '../../i18n/grammar/en';
import { ASPECT_VERB, yourPoint } from '../contacts/en/frames';
import { CONTACTS_EN, FRAMES_EN } from '../contacts/en/index';
import { ORACLE_EN } from '../contacts/en/oracle';
import { PROGRESSED } from '../contacts/en/progressed';
import type { SkyTexts } from '../texts';
import type { TransitAspect } from '../transits';

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
  grammar: g,
  calendarName: 'Stella sky calendar',
  calendarDescription:
    'Retrograde and direct stations, sign ingresses, Moon phases and void-of-course Moons, computed by Stella.',

  stationTitle: (body, direction, s) => `${g.capitalize(g.planet(body, 'the'))} ${STATION[direction]} in ${g.sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${g.capitalize(g.planet(body, 'the'))} enters ${g.sign(s)}`
      : `${g.capitalize(g.planet(body, 'the'))} moves back into ${g.sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} in ${g.sign(s)}`,
  voidTitle: (s) => `Void-of-course Moon in ${g.sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `The Moon's last aspect in ${g.sign(s)} is a ${ASPECT_NAME[last.aspect]} to ${g.planet(last.planet, 'the')}; it makes no other before it enters ${g.sign(next)}.`
      : `The Moon makes no major aspect in ${g.sign(s)}: it is void of course until it enters ${g.sign(next)}.`,

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
    // Said under every one of the Sun's twelve sign changes: only four of them open a season.
    sun: 'The month takes on a new mood and a different focus.',
    moon: 'The emotional weather shifts for the next two and a half days.',
    mercury: 'The way people think, talk and decide takes a new tone.',
    venus: 'Tastes in love, pleasure and money shift for the next few weeks.',
    mars: 'Energy and ambition head somewhere new for the coming weeks.',
    jupiter: 'Growth and opportunity find a new field for about a year.',
    saturn: 'The lessons of responsibility move to new ground for two to three years.',
    uranus: 'A new chapter of change and invention opens, lasting seven years.',
    neptune: 'The collective dream and its illusions take a new form for over a decade.',
    pluto: 'A generation-long transformation begins.',
  },
  phaseMeaning: {
    new: 'A time to set intentions and begin quietly.',
    firstQuarter: 'A time to act on your intentions and deal with the first obstacles.',
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
    const target = solar ? `the heart of your sign (standing in for your Sun)` : yourPoint(point);
    return `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_VERB[aspect]} ${target}`;
  },

  reading: ORACLE_EN,
  progression: (point, s) => PROGRESSED[point][s],
};
