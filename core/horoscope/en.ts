/** The English horoscope texts. Style: second person, specific to the sky, never certain. */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import { type SignId, getSign } from '../zodiac';
import type { MoonPhase } from './types';
import type { HoroscopeTexts } from './texts';

/** The string with its first letter capitalised. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'the Sun', 'Mercury': as a planet reads inside a sentence. */
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'the Sun',
  moon: 'the Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
};
/** 'the Sun', 'Mercury'. */
export const planet = (id: PlanetId) => PLANET[id];
/** 'Aries': a sign's name. */
export const sign = (id: SignId) => getSign(id).name;
/** '1st', '2nd' ... for house numbers 1-12. */
const ord = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const PHASE: Readonly<Record<MoonPhase, string>> = {
  new: 'new Moon',
  'waxing-crescent': 'waxing crescent Moon',
  'first-quarter': 'first quarter Moon',
  'waxing-gibbous': 'waxing gibbous Moon',
  full: 'full Moon',
  'waning-gibbous': 'waning gibbous Moon',
  'last-quarter': 'last quarter Moon',
  'waning-crescent': 'waning crescent Moon',
};
const phase = (id: MoonPhase) => PHASE[id];
/** Short aspect labels for the day's sky list: 'Jupiter trine your sign'. */
const ASPECT_LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: 'in',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export const HOROSCOPE_EN: HoroscopeTexts = {
  names: {
    planet: (id) => [PLANET[id].replace(/^the /, '')],
    sign: (id) => [sign(id)],
    phase: (id) => [PHASE[id]],
    direction: (id) => [id],
  },
  houseTopic: {
    1: 'your own plans and the way you come across',
    2: 'money, possessions and what you value',
    3: 'messages, errands and the people nearby',
    4: 'home, family and your private life',
    5: 'pleasure, creativity and romance',
    6: 'daily work, routines and health',
    7: 'partners and one-to-one dealings',
    8: 'shared money, trust and intimacy',
    9: 'travel, study and the bigger picture',
    10: 'career, standing and ambitions',
    11: 'friends, groups and hopes for the future',
    12: 'rest, solitude and what goes on behind the scenes',
  },
  houseLove: {
    1: 'people notice how you feel before you say a word',
    2: 'love shows itself through steady, practical gestures more than grand words',
    3: 'a quick message or an easy conversation can do more than a planned evening',
    4: 'closeness grows at home, away from the crowd',
    5: 'flirting, play and romance come forward',
    6: 'small acts of help say more than declarations',
    7: 'partners and would-be partners take the lead, and meeting them halfway helps',
    8: 'feelings run deep and trust matters more than charm',
    9: 'attraction follows curiosity, perhaps toward someone from elsewhere',
    10: 'your public life and private life may pull at each other',
    11: 'friendship is the ground that romance grows on',
    12: 'what you feel may stay unspoken for now, and a quiet hour helps',
  },
  signRelation: {
    conjunction: 'is in your own sign',
    sextile: 'forms a friendly sextile to your sign',
    square: 'squares your sign',
    trine: 'trines your sign',
    opposition: 'stands opposite your sign',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `meets ${planet(ruler)}, your ruling planet, in ${sign(at)}`,
    sextile: (ruler, at) => `forms a sextile to ${planet(ruler)} in ${sign(at)}, your ruling planet`,
    square: (ruler, at) => `squares ${planet(ruler)} in ${sign(at)}, your ruling planet`,
    trine: (ruler, at) => `trines ${planet(ruler)} in ${sign(at)}, your ruling planet`,
    opposition: (ruler, at) => `opposes ${planet(ruler)} in ${sign(at)}, your ruling planet`,
  },
  effect: {
    sun: {
      easy: 'your confidence has a tailwind and effort is more likely to be seen',
      tense: 'your will may meet someone else’s, and patience serves you better than force',
      blend: 'the spotlight leans your way and it is a good moment to show what you intend',
    },
    mercury: {
      easy: 'words come readily and conversations tend to go where you hope',
      tense: 'misunderstandings are likelier than usual, so check the details twice',
      blend: 'your mind is quick and busy, good for writing, planning and deciding',
    },
    venus: {
      easy: 'warmth flows easily and small kindnesses are returned',
      tense: 'what you want and what others want may not line up at first',
      blend: 'your charm is close to the surface and people respond to it',
    },
    mars: {
      easy: 'energy is plentiful and well directed, good for starting things',
      tense: 'tempers and muscles can both be strained, so pace yourself',
      blend: 'drive runs high, and it needs a clear target to stay constructive',
    },
    jupiter: {
      easy: 'openings appear and generosity, given or received, pays off',
      tense: 'it is easy to promise or spend more than you mean to',
      blend: 'optimism swells, so aim high but keep one foot on the ground',
    },
    saturn: {
      easy: 'steady effort is rewarded and structure feels supportive rather than confining',
      tense: 'duties and delays may weigh on you, and slow progress is still progress',
      blend: 'responsibility is in focus and commitments made now tend to last',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'old conversations come back in a useful way, though replies may be slow and plans are best confirmed in writing',
      tense: 'crossed wires and delays are likely, and signing can wait until every detail is checked',
      blend: 'your thoughts circle back to unfinished business, better for revising than for deciding',
    },
    venus: {
      easy: 'old affections may stir gently, and quiet kindness works better than a grand gesture',
      tense: 'old hurts may resurface, and decisions about love or money are better made slowly',
      blend: 'feelings turn inward and want to be understood before they are spoken',
    },
    mars: {
      easy: 'energy returns slowly, and moderate, steady effort works better than a big push',
      tense: 'frustration builds easily and energy runs low, which makes this a day to ease off and rest',
      blend: 'drive turns inward, better spent finishing and repairing than starting',
    },
  },
  inElement: {
    sun: {
      fire: 'the working mood favours initiative and visible effort',
      earth: 'the working mood favours careful, practical progress',
      air: 'the working mood favours ideas, contacts and conversation',
      water: 'the working mood favours intuition and reading the room',
    },
    mercury: {
      fire: 'thinking is fast and decisive, good for pitching an idea',
      earth: 'thinking is careful and thorough, good for details and contracts',
      air: 'ideas and talk flow freely, good for meetings and messages',
      water: 'thinking follows intuition, good for reading between the lines',
    },
    venus: {
      fire: 'love likes directness, warmth and a little daring',
      earth: 'love shows itself in practical care and time given freely',
      air: 'conversation is the way into someone’s heart',
      water: 'feelings run deep and want a private, gentle setting',
    },
    mars: {
      fire: 'energy comes in bursts, best spent on something active',
      earth: 'stamina is steady, suited to long, patient effort',
      air: 'the mind is restless, and movement helps it settle',
      water: 'energy follows mood, so listen to what your body asks for',
    },
  },
  inElementRetrograde: {
    mercury: 'plans and messages need a second look, so confirm times and reread before you sign or travel',
    venus: 'love looks back rather than forward, and old feelings want a quiet, honest hearing',
    mars: 'energy is lower than usual, so go gently and let your body recover',
  },
  flowing: {
    mercury: [
      'words come readily',
      'conversations tend to go where you hope',
      'good for writing, planning and deciding',
      'good for details and contracts',
      'ideas and talk flow freely',
      'good for pitching an idea',
    ],
    venus: [
      'warmth flows easily',
      'small kindnesses are returned',
      'your charm is close to the surface',
      'love likes directness',
      'love shows itself in practical care',
      'conversation is the way into someone’s heart',
      'feelings run deep and want a private, gentle setting',
    ],
    mars: [
      'energy is plentiful',
      'drive runs high',
      'energy comes in bursts',
      'energy is building',
      'there is push in the body',
      'stamina is high',
    ],
  },
  phaseNote: {
    new: 'a time for quiet beginnings and for setting an intention',
    'waxing-crescent': 'a time for first steps on whatever you set in motion lately',
    'first-quarter': 'a time for decisions and for pushing past the first obstacle',
    'waxing-gibbous': 'a time for refining and adjusting rather than starting over',
    full: 'a time when things come to light and feelings come to a head',
    'waning-gibbous': 'a time for sharing what you have learned and for saying thank you',
    'last-quarter': 'a time for letting go of what no longer fits',
    'waning-crescent': 'a time for rest, review and clearing space before the next cycle',
  },
  phaseBody: {
    new: 'energy may be low, so start gently',
    'waxing-crescent': 'energy is building, good for easing into a new habit',
    'first-quarter': 'there is push in the body, good for a harder workout',
    'waxing-gibbous': 'stamina is high, but sleep may be lighter than usual',
    full: 'restlessness and vivid dreams are common, so wind down early',
    'waning-gibbous': 'energy is steady, good for finishing rather than starting',
    'last-quarter': 'the body asks for less, so trim the schedule where you can',
    'waning-crescent': 'recovery matters more than output, so rest without guilt',
  },
  planetTheme: {
    sun: 'your aims and your sense of purpose',
    moon: 'moods and needs',
    mercury: 'plans, messages and agreements',
    venus: 'love, pleasure and money',
    mars: 'drive, courage and conflict',
    jupiter: 'growth, luck and belief',
    saturn: 'duty, limits and long-term work',
    uranus: 'change and the need for freedom',
    neptune: 'dreams, ideals and intuition',
    pluto: 'power, depth and transformation',
  },
  advice: {
    overall: {
      bright: [
        'say yes to the opening in front of you',
        'share your plans with someone who can help',
        'start the thing you have been putting off',
        'ask for what you want, plainly and in good time',
        'put your name forward where it counts',
        'take the first step on a plan you believe in',
        'introduce yourself to someone you admire',
        'back your instinct on the choice you keep returning to',
        'make room for a bold idea and give it an hour',
      ],
      steady: [
        'keep to your own pace',
        'finish one thing properly before picking up the next',
        'notice what is working and do more of it',
        'tidy one corner of your life that has been nagging at you',
        'keep your word on the small things',
        'set one clear aim for the day and let the rest follow',
        'check in with someone you have not heard from lately',
        'give your full attention to what is in front of you',
        'end the day by noting one thing that went well',
      ],
      demanding: [
        'choose your battles and let the small ones go',
        'leave room in your schedule for the unexpected',
        'ask for help before you need it',
        'say no to one request that would stretch you too thin',
        'sleep on any decision that feels rushed',
        'lower the stakes where you can and keep your footing',
        'do the hardest task first and keep the rest light',
        'keep your plans flexible and your replies short',
        'step back from an argument that is not yours to win',
      ],
    },
    love: {
      bright: [
        'tell someone what you appreciate about them',
        'make the plan instead of waiting to be asked',
        'let yourself be generous with your time',
        'say the warm thing you usually keep to yourself',
        'suggest something new to do together',
        'reach out first and see what comes back',
        'dress up a little for someone who matters',
        'plan a small surprise for the person on your mind',
        'accept an invitation you would normally turn down',
      ],
      steady: [
        'listen for what is said between the lines',
        'keep a promise, however small',
        'spend an unhurried hour with someone you care about',
        'ask a question and really hear the answer',
        'share a meal without screens at the table',
        'remember a detail someone told you and mention it',
        'let a conversation run at its own pace',
        'show your care through something practical',
        'make time for a friend as well as a partner',
      ],
      demanding: [
        'speak softly even when you feel strongly',
        'give a disagreement a night before you settle it',
        'ask what the other person needs before you answer',
        'keep old arguments out of new conversations',
        'take a breath before you send a heated message',
        'give someone room without going silent on them',
        'say what hurt you without blaming anyone',
        'let a small slight pass rather than keep score',
        'be patient with a slow reply',
      ],
    },
    career: {
      bright: [
        'put your idea in front of the people who decide',
        'follow up on the message you have been meaning to send',
        'take on the task that shows what you can do',
        'pitch the project you have been quietly planning',
        'ask for the responsibility you know you can carry',
        'make the call that moves things forward',
        'share the credit generously and see which doors open',
        'volunteer to lead the job nobody else wants',
        'set a date for the launch and tell the team',
      ],
      steady: [
        'clear the small tasks that slow everything else',
        'write down the next three steps and take the first',
        'check your numbers before you commit',
        'answer the oldest message in your inbox',
        'spend an hour on the work no one sees but everyone needs',
        'tidy your files so tomorrow starts clean',
        'ask one good question in the meeting',
        'keep a steady rhythm rather than a sprint',
        'update the people who depend on your work',
      ],
      demanding: [
        'read twice and sign once',
        'keep your notes, your dates and your temper',
        'settle for progress over perfection',
        'confirm times, names and figures before you act',
        'put off the big decision until you have the facts',
        'keep a written record of what was agreed',
        'let a tense email wait an hour before you reply',
        'protect your time from meetings that could be a message',
        'finish what is open before you take on more',
      ],
    },
    wellness: {
      bright: [
        'get outside and move for the pleasure of it',
        'try the harder version of your usual routine',
        'use the extra energy, then stop before you are spent',
        'take the stairs and the long way round',
        'add a few minutes to your usual workout',
        'choose a sport or a class that makes you work for it',
        'go for a brisk walk at lunchtime',
        'dance, run or swim until you feel properly warm',
        'set yourself a small physical challenge and meet it',
      ],
      steady: [
        'keep regular meals and a regular bedtime',
        'stretch between long stretches of sitting',
        'drink water before you reach for coffee',
        'eat something green with every meal',
        'take a short walk after you eat',
        'keep your usual routine, no more and no less',
        'stand up and move once an hour',
        'get some daylight before noon',
        'cook one simple, fresh meal for yourself',
      ],
      demanding: [
        'trade one obligation for an early night',
        'choose gentle movement over a punishing workout',
        'put your phone away an hour before sleep',
        'rest before you feel you have earned it',
        'swap the hard session for a slow walk',
        'take a warm bath or a quiet hour to unwind',
        'skip the late coffee and go to bed earlier',
        'breathe slowly for five minutes when tension rises',
        'keep the evening free of anything strenuous',
      ],
    },
  },
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = dateTimeFormat('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        });
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return clock.format(at);
        return `${clock.format(at)} on ${dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(at)}`;
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  },

  sentences: {
    moon: [
      (p) => `The Moon is in ${sign(p.moon)}, your ${ord(p.house)} house, turning attention to ${p.topic}.`,
      (p) =>
        `With the Moon passing through ${sign(p.moon)}, your ${ord(p.house)} house, ${p.topic} ask for your attention.`,
      (p) => `Today’s Moon in ${sign(p.moon)} lights your ${ord(p.house)} house: ${p.topic}.`,
      (p) =>
        `The Moon travels through ${sign(p.moon)}, the ${ord(p.house)} house from your sign, where ${p.topic} take centre stage.`,
      (p) =>
        `Emotionally, the day centres on ${p.topic}, as the Moon moves through ${sign(p.moon)}, your ${ord(p.house)} house.`,
      (p) => `Your ${ord(p.house)} house holds the Moon in ${sign(p.moon)}, so ${p.topic} colour the mood.`,
      (p) => `Feelings gather around ${p.topic}: the Moon is in ${sign(p.moon)}, your ${ord(p.house)} house.`,
      (p) =>
        `In ${sign(p.moon)}, the Moon crosses your ${ord(p.house)} house and brings ${p.topic} to the front of your mind.`,
    ],
    moonIngress: [
      (p) =>
        `At ${p.time} the Moon enters ${sign(p.to)}, your ${ord(p.house)} house, and the focus moves to ${p.topic}.`,
      (p) =>
        `The mood shifts at ${p.time}, when the Moon moves into ${sign(p.to)} and your ${ord(p.house)} house of ${p.topic}.`,
      (p) =>
        `Watch for a change of tone at ${p.time}: the Moon enters ${sign(p.to)}, your ${ord(p.house)} house, stirring ${p.topic}.`,
      (p) => `From ${p.time} the Moon is in ${sign(p.to)}, your ${ord(p.house)} house, where ${p.topic} come forward.`,
      (p) =>
        `The Moon’s move into ${sign(p.to)} at ${p.time} opens your ${ord(p.house)} house, and with it ${p.topic}.`,
      (p) =>
        `Later, at ${p.time}, the Moon reaches ${sign(p.to)}, the ${ord(p.house)} house from your sign: ${p.topic}.`,
      (p) =>
        `A new emotional note sounds at ${p.time} as the Moon crosses into ${sign(p.to)}, your ${ord(p.house)} house of ${p.topic}.`,
      (p) =>
        `When the Moon enters ${sign(p.to)} at ${p.time}, your ${ord(p.house)} house wakes up, and ${p.topic} want a say.`,
    ],
    phase: [
      (p) => `It is a ${phase(p.phase)}, ${p.note}.`,
      (p) => `Under a ${phase(p.phase)}, the day is ${p.note}.`,
      (p) => `The ${phase(p.phase)} sets the rhythm: ${p.note}.`,
      (p) => `As for timing, the ${phase(p.phase)} makes this ${p.note}.`,
      (p) => `Tonight brings a ${phase(p.phase)}, ${p.note}.`,
      (p) => `Keep the ${phase(p.phase)} in mind: this is ${p.note}.`,
      (p) => `The sky shows a ${phase(p.phase)}, ${p.note}.`,
      (p) => `With a ${phase(p.phase)} overhead, the hours ahead are ${p.note}.`,
    ],
    phaseExact: [
      (p) => `The ${phase(p.phase)} is exact at ${p.time}, ${p.note}.`,
      (p) => `Today brings the ${phase(p.phase)}, exact at ${p.time}: ${p.note}.`,
      (p) => `Mark ${p.time}, the moment of the ${phase(p.phase)}; it is ${p.note}.`,
      (p) => `The ${phase(p.phase)} falls at ${p.time} today, ${p.note}.`,
    ],
    aspect: [
      (p) => `${cap(planet(p.planet))} in ${sign(p.planetSign)} ${p.relation}, so ${p.effect}.`,
      (p) => `Today ${planet(p.planet)}, in ${sign(p.planetSign)}, ${p.relation}; ${p.effect}.`,
      (p) => `${cap(planet(p.planet))}, now in ${sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Look to ${planet(p.planet)} in ${sign(p.planetSign)}, which ${p.relation}: ${p.effect}.`,
      (p) => `With ${planet(p.planet)} in ${sign(p.planetSign)}, which ${p.relation}, ${p.effect}.`,
      (p) => `Moving through ${sign(p.planetSign)}, ${planet(p.planet)} ${p.relation}; ${p.effect}.`,
      (p) =>
        `The placement to watch is ${planet(p.planet)} in ${sign(p.planetSign)}, which ${p.relation}: ${p.effect}.`,
      (p) => `As ${planet(p.planet)} in ${sign(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    inSign: [
      (p) => `${cap(planet(p.planet))} is in ${sign(p.planetSign)}, and ${p.flavour}.`,
      (p) => `With ${planet(p.planet)} in ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} moves through ${sign(p.planetSign)} today: ${p.flavour}.`,
      (p) => `Take a cue from ${planet(p.planet)} in ${sign(p.planetSign)}: ${p.flavour}.`,
      (p) => `In ${sign(p.planetSign)}, ${planet(p.planet)} sets a clear note, and ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} in ${sign(p.planetSign)} shapes the day: ${p.flavour}.`,
      (p) => `While ${planet(p.planet)} stays in ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `Notice ${planet(p.planet)} in ${sign(p.planetSign)}; ${p.flavour}.`,
    ],
    loveMoon: [
      (p) => `With the Moon in ${sign(p.moon)}, your ${ord(p.house)} house, ${p.love}.`,
      (p) => `The Moon in ${sign(p.moon)} touches your ${ord(p.house)} house: ${p.love}.`,
      (p) =>
        `In matters of the heart, the Moon in ${sign(p.moon)} (your ${ord(p.house)} house) suggests that ${p.love}.`,
      (p) => `Your ${ord(p.house)} house hosts the Moon in ${sign(p.moon)}, and ${p.love}.`,
      (p) => `As the Moon crosses ${sign(p.moon)}, your ${ord(p.house)} house, ${p.love}.`,
      (p) => `For love, the Moon’s place in ${sign(p.moon)} matters: it is your ${ord(p.house)} house, and ${p.love}.`,
      (p) => `The Moon in your ${ord(p.house)} house, ${sign(p.moon)}, hints that ${p.love}.`,
      (p) => `Romantically, the Moon in ${sign(p.moon)} works through your ${ord(p.house)} house, so ${p.love}.`,
    ],
    bodyPhase: [
      (p) => `Under the ${phase(p.phase)}, ${p.body}.`,
      (p) => `The ${phase(p.phase)} is a guide for your body today: ${p.body}.`,
      (p) => `Physically, the ${phase(p.phase)} suggests that ${p.body}.`,
      (p) => `Match your pace to the ${phase(p.phase)}; ${p.body}.`,
      (p) => `With the ${phase(p.phase)} in the sky, ${p.body}.`,
      (p) => `Your energy tends to follow the ${phase(p.phase)}, and ${p.body}.`,
      (p) => `Let the ${phase(p.phase)} set your rhythm: ${p.body}.`,
      (p) => `The body often feels the ${phase(p.phase)}: ${p.body}.`,
    ],
    ingress: [
      (p) => `At ${p.time} ${planet(p.planet)} enters ${sign(p.sign)}, opening a new chapter for ${p.theme}.`,
      (p) => `${cap(planet(p.planet))} moves into ${sign(p.sign)} at ${p.time}, and ${p.theme} take on a new colour.`,
      (p) =>
        `A shift arrives at ${p.time}: ${planet(p.planet)} enters ${sign(p.sign)}, changing the tone of ${p.theme}.`,
      (p) => `From ${p.time}, ${planet(p.planet)} is in ${sign(p.sign)}, so expect ${p.theme} to feel different.`,
      (p) => `${cap(planet(p.planet))} crosses into ${sign(p.sign)} at ${p.time}, a fresh start for ${p.theme}.`,
      (p) =>
        `Mark ${p.time}, when ${planet(p.planet)} enters ${sign(p.sign)}: ${p.theme} begin to move in a new direction.`,
      (p) =>
        `The day turns at ${p.time} as ${planet(p.planet)} reaches ${sign(p.sign)}, bringing a change to ${p.theme}.`,
      (p) => `When ${planet(p.planet)} enters ${sign(p.sign)} at ${p.time}, ${p.theme} enter a new season.`,
    ],
    station: [
      (p) =>
        `${cap(planet(p.planet))} stations ${p.direction} at ${p.time}, so ${p.theme} ${p.direction === 'retrograde' ? 'ask for review rather than new starts' : 'can move forward again'}.`,
      (p) =>
        `At ${p.time} ${planet(p.planet)} turns ${p.direction}; ${p.direction === 'retrograde' ? 'slow down on' : 'pick up the pace again on'} ${p.theme}.`,
      (p) =>
        `A turning point at ${p.time}: ${planet(p.planet)} goes ${p.direction}, and ${p.theme} ${p.direction === 'retrograde' ? 'turn inward' : 'start to untangle'}.`,
      (p) =>
        `${cap(planet(p.planet))} stands still and turns ${p.direction} at ${p.time}, which ${p.direction === 'retrograde' ? 'puts the brakes on' : 'releases'} ${p.theme}.`,
      (p) =>
        `Note ${p.time}, when ${planet(p.planet)} stations ${p.direction}: ${p.theme} ${p.direction === 'retrograde' ? 'want a second look' : 'regain momentum'}.`,
      (p) =>
        `With ${planet(p.planet)} turning ${p.direction} at ${p.time}, ${p.direction === 'retrograde' ? 'revisit' : 'return to'} ${p.theme} with fresh eyes.`,
      (p) =>
        `${cap(planet(p.planet))}’s station ${p.direction} at ${p.time} makes ${p.theme} ${p.direction === 'retrograde' ? 'a place for reflection' : 'easier to act on'}.`,
      (p) =>
        `The sky pauses at ${p.time} as ${planet(p.planet)} turns ${p.direction}, ${p.direction === 'retrograde' ? 'slowing' : 'freeing'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${cap(planet(p.planet))} is retrograde in ${sign(p.sign)}, so ${p.theme} are better reviewed than rushed.`,
      (p) => `With ${planet(p.planet)} retrograde in ${sign(p.sign)}, give ${p.theme} a second look.`,
      (p) =>
        `${cap(planet(p.planet))} is still retrograde in ${sign(p.sign)}; old questions about ${p.theme} may return.`,
      (p) => `Retrograde ${planet(p.planet)} in ${sign(p.sign)} asks for patience with ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} moves backward through ${sign(p.sign)} (retrograde), a time to revisit ${p.theme}.`,
      (p) => `Since ${planet(p.planet)} is retrograde in ${sign(p.sign)}, double-check anything touching ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))}’s retrograde in ${sign(p.sign)} favours finishing over starting where ${p.theme} are concerned.`,
      (p) =>
        `Keep in mind that ${planet(p.planet)} is retrograde in ${sign(p.sign)}: ${p.theme} may take longer than planned.`,
    ],
    closer: [
      (p) => `Your best move: ${p.advice}.`,
      (p) => `If you do one thing, ${p.advice}.`,
      (p) => `${cap(p.advice)}; the rest can wait.`,
      (p) => `Keep it simple and ${p.advice}.`,
      (p) => `A good use of the hours ahead is to ${p.advice}.`,
      (p) => `Where you can, ${p.advice}.`,
      (p) => `Before the day is out, ${p.advice}.`,
      (p) => `Let this be the day you ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Moon in ${sign(moon)}, your ${ord(house)} house`,
    moonIngress: (to, time) => `Moon enters ${sign(to)} at ${time}`,
    phase: (id, time) => (time ? `${cap(phase(id))} at ${time}` : cap(phase(id))),
    aspect: (p, aspect, ruler) =>
      `${cap(planet(p))} ${ASPECT_LABEL[aspect]} ${ruler ? `${planet(ruler)}, your ruler` : 'your sign'}`,
    ingress: (p, to, time) => `${cap(planet(p))} enters ${sign(to)} at ${time}`,
    station: (p, direction, time) => `${cap(planet(p))} turns ${direction} at ${time}`,
    retrograde: (p, at) => `${cap(planet(p))} retrograde in ${sign(at)}`,
  },
};
