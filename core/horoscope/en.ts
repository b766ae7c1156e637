import type { AspectType } from '../astro/aspects';
import { GRAMMAR_EN as g } from '../i18n/grammar/en';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

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
  grammar: g,
  names: {
    planet: (id) => [g.planet(id)],
    sign: (id) => [g.sign(id)],
    phase: (id) => [PHASE[id]],
    direction: (id) => [id],
  },
  houseTopic: {
    1: 'personal plans and the way you come across',
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
    2: 'comfort comes from steady, practical gestures, and reliability feels romantic',
    3: 'easy talk and a quick, kind message keep affection moving',
    4: 'closeness grows at home, away from the crowd',
    5: 'love wants to be fun, and a playful hour may say more than a serious talk',
    6: 'moods settle when daily chores are shared, and a small irritation deserves a kind word',
    7: 'you feel most yourself in company, and a partner’s mood may set your own',
    8: 'feelings run deep, and honesty draws you closer than charm',
    9: 'curiosity draws you closer, and shared plans or a new idea can spark something',
    10: 'your public life and private life may pull at each other',
    11: 'you feel safest among friends, and easy company does you good',
    12: 'you may need time alone to sort out what you feel',
  },
  signRelation: {
    conjunction: 'is in your own sign',
    sextile: 'sextiles your sign',
    square: 'squares your sign',
    trine: 'trines your sign',
    opposition: 'stands opposite your sign',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `meets ${g.planet(ruler, 'the')}, your ruling planet, in ${g.sign(at)}`,
    sextile: (ruler, at) => `forms a sextile to ${g.planet(ruler, 'the')} in ${g.sign(at)}, your ruling planet`,
    square: (ruler, at) => `squares ${g.planet(ruler, 'the')} in ${g.sign(at)}, your ruling planet`,
    trine: (ruler, at) => `trines ${g.planet(ruler, 'the')} in ${g.sign(at)}, your ruling planet`,
    opposition: (ruler, at) => `opposes ${g.planet(ruler, 'the')} in ${g.sign(at)}, your ruling planet`,
  },
  effect: {
    sun: {
      easy: [
        'your confidence has a tailwind and effort is more likely to be seen',
        'it is easier to be yourself in public, and people tend to take you at your word',
        'a little self-belief goes a long way, and others are ready to back you',
      ],
      tense: [
        'your resolve may meet someone else’s, and patience serves you better than force',
        'pride is easily pricked, so let a small slight pass',
        'you may feel pulled between what you want and what is expected of you',
      ],
      blend: [
        'the spotlight leans your way and it is a good moment to show what you intend',
        'you are more visible than usual, so let what you show be what you mean',
        'purpose sharpens, and it is clearer where you want to put your effort',
      ],
    },
    mercury: {
      easy: [
        'words come readily and conversations tend to go where you hope',
        'the right phrase arrives on time, and a tricky message is easier to send',
        'your thinking is clear and quick, good for writing, planning and deciding',
      ],
      tense: [
        'misunderstandings are likelier than usual, so check the details twice',
        'a careless word travels further than you mean, so read before you send',
        'mixed signals are common, and a question saves a quarrel',
      ],
      blend: [
        'your mind is quick and busy, a help for lists and messages',
        'thoughts race ahead, so write them down before they scatter',
        'talk fills the hours, and the useful part is what you decide',
      ],
    },
    venus: {
      easy: [
        'warmth flows easily and small kindnesses tend to be returned',
        'your charm is close to the surface, and people respond to it',
        'good company is easy to find, and pleasure asks little of you',
      ],
      tense: [
        'what you want and what others want may not line up at first',
        'a wish for peace can cost too much, in love or in money',
        'taste and affection are at odds with someone close, and patience helps',
      ],
      blend: [
        'affection is in the air, and beauty is easier to notice',
        'you are drawn to what is pleasant, and a small treat feels earned',
        'love and comfort ask for room, and a gentle word carries weight',
      ],
    },
    mars: {
      easy: [
        'energy is plentiful and goes where you point it',
        'drive runs high and a hard task looks smaller',
        'courage comes easily, good for the thing you have put off',
      ],
      tense: [
        'tempers run short and the body strains more easily, so pace yourself',
        'irritation is close to the surface, and a short walk helps more than an argument',
        'you may push harder than the moment needs, so save some strength',
      ],
      blend: [
        'the urge to act is strong, and it needs a clear target to stay constructive',
        'heat builds quickly, best spent on effort rather than on people',
        'you feel the push to move first, so choose where it goes',
      ],
    },
    jupiter: {
      easy: [
        'openings appear, and generosity, given or received, tends to come back',
        'hope is reasonable, and one confident step can lead to another',
        'help may be nearer than you think when you ask for it plainly',
      ],
      tense: [
        'it is easy to promise or spend more than you mean to',
        'enthusiasm outruns the plan, so keep the size of your promises in check',
        'too much of a good thing is the risk, in effort as in indulgence',
      ],
      blend: [
        'optimism swells, so aim high but keep one foot on the ground',
        'the horizon widens, and a bigger plan asks for a realistic first step',
        'faith in yourself grows, and good sense keeps it honest',
      ],
    },
    saturn: {
      easy: [
        'steady effort tends to be rewarded and structure feels supportive rather than confining',
        'patience is an asset, and a plan built slowly holds',
        'a serious commitment feels right, and the work shows its worth',
      ],
      tense: [
        'duties and delays may weigh on you, and slow progress is still progress',
        'limits are felt sharply, and a realistic plan beats a brave one',
        'someone in charge may ask more of you, so keep to what you can deliver',
      ],
      blend: [
        'responsibility is in focus and commitments made now tend to last',
        'the mood turns sober, which suits finishing what you started',
        'the weight of duty is real, and carrying it well tends to earn respect',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        'old conversations come back in a useful way, though replies may be slow and plans are best confirmed in writing',
        'a second look at an old plan turns up something worth keeping',
        'rereading pays more than rushing, and an old contact may help',
      ],
      tense: [
        'crossed wires and delays are likely, and signing can wait until every detail is checked',
        'messages may go astray, so confirm times and places twice',
        'a misunderstanding from the past may resurface and ask to be cleared up',
      ],
      blend: [
        'your thoughts circle back to unfinished business, better for revising than for deciding',
        'old ideas return, better sorted than announced',
        'the mind looks back, and notes from before are worth reading again',
      ],
    },
    venus: {
      easy: [
        'old affections may stir gently, and quiet kindness works better than a grand gesture',
        'a past bond may warm again, slowly and on honest terms',
        'what you value is worth reconsidering before you spend on it',
      ],
      tense: [
        'old hurts may resurface, and decisions about love or money are better made slowly',
        'a past disagreement in love may return, and patience keeps it small',
        'regret over an old choice is possible, so spend and promise with care',
      ],
      blend: [
        'feelings turn inward and want to be understood before they are spoken',
        'love looks back, and an old memory may colour the mood',
        'desire is quieter and more reflective, better felt than acted on',
      ],
    },
    mars: {
      easy: [
        'energy returns slowly, and moderate, steady effort works better than a big push',
        'an unfinished task is the right place for what strength you have',
        'repair and practice suit the mood better than a new start',
      ],
      tense: [
        'frustration builds easily and energy runs low, which makes this a day to ease off and rest',
        'old anger may flare, so walk away before you answer',
        'the body asks for less, and forcing things tends to backfire',
      ],
      blend: [
        'drive turns inward, better spent finishing and repairing than starting',
        'effort goes back over old ground, and that is where it counts',
        'impatience with yourself is likely, so lower the bar and rest',
      ],
    },
  },
  planetHouse: {
    sun: {
      1: 'your own initiative is what others notice, and work that carries your name may count for more',
      2: 'earnings, resources and what your skills are worth come into focus',
      3: 'calls, short trips and clear messages move work along more than long meetings',
      4: 'work done from home or for the family takes more of your attention than the office',
      5: 'creative work and projects you enjoy get the light, and play can solve a problem',
      6: 'daily tasks, routines and the small craft of the job are where progress is made',
      7: 'work moves through partners, clients and agreements, so cooperation matters more than going alone',
      8: 'shared money, debts and other people’s resources ask for a clear look',
      9: 'study, travel, publishing or a wider plan draw your ambition beyond the usual',
      10: 'your reputation and your place at work are in view, and the people above you are paying attention',
      11: 'colleagues, networks and long-term goals help more than solo effort',
      12: 'quiet work behind the scenes and tying up loose ends suit the moment better than the spotlight',
    },
    mercury: {
      1: 'you think on your feet, and speaking up for yourself comes more naturally',
      2: 'thoughts turn to money, from prices and budgets to what a task is really worth',
      3: 'messages, calls and paperwork multiply, and the details of the everyday fill your mind',
      4: 'plans for home and family occupy your thinking, and work may follow you there',
      5: 'ideas come through play, and a creative pitch or a lighter tone can win a point',
      6: 'lists, schedules and the fine print of the job get your sharpest attention',
      7: 'talks with a partner or a client take the lead, and negotiation is the real work',
      8: 'research, contracts about shared money and difficult conversations ask for your full attention',
      9: 'your thinking reaches further, towards courses, travel plans, publishing or a big question',
      10: 'what you say at work is heard by those who decide, so choose your words for the record',
      11: 'conversations with friends, groups and networks spark useful ideas',
      12: 'thinking turns inward, and notes kept for yourself are worth more than announcements',
    },
    venus: {
      1: 'others find you easy to warm to, and how you present yourself becomes part of how you are loved',
      2: 'love speaks through what you share and spend, and a small comfort can mean more than a grand gift',
      3: 'a message, a walk or a chat close to home can carry more tenderness than a planned evening',
      4: 'affection gathers at home, where family ties and shared meals ask for your warmth',
      5: 'romance, flirting and play come forward, and pleasure is easier to give and to take',
      6: 'care shows in everyday help, and a kind gesture at work or at home is noticed',
      7: 'partners and close one-to-one bonds take the stage, and meeting halfway comes more easily',
      8: 'intimacy deepens where trust is real, and what you share with a partner asks for an honest look',
      9: 'love looks beyond the familiar, drawn to someone from elsewhere or a talk that widens your view',
      10: 'how you are seen in public colours love, and warmth at work can open doors',
      11: 'friendship and love overlap, and a group or a friend may bring a welcome meeting',
      12: 'feelings prefer privacy, and a quiet kindness or an unspoken longing matters more than display',
    },
    mars: {
      1: 'your energy goes into your own body and plans, and impatience shows quickly',
      2: 'effort goes into earning and spending, and the body responds to practical work',
      3: 'energy scatters across errands, messages and short trips, and walking helps clear the head',
      4: 'energy goes into the home, and repairs, cleaning or family matters claim your strength',
      5: 'sport, dance, play and creative work are where your energy wants to go',
      6: 'work routines and health habits absorb your energy, and the body notices how you treat it',
      7: 'energy goes into partners and rivals, and friction with others can tire you',
      8: 'energy runs deep, into intimacy, shared burdens or a private struggle',
      9: 'energy seeks open space, in travel, the outdoors or learning something physical',
      10: 'ambition takes much of your energy, and the body feels the pace of work',
      11: 'energy goes into friends, teams and group activity, and moving with others helps',
      12: 'energy turns inward, and sleep, solitude and quiet movement matter more than usual',
    },
    jupiter: {
      1: 'confidence grows, and so does the room you give yourself to try something larger',
      2: 'income and resources can grow, though generosity with money asks for limits',
      3: 'learning, writing and local contacts open more doors than usual',
      4: 'growth starts at home, and space, family support or a move may shape your plans',
      5: 'creative and speculative ventures tempt you, and enthusiasm is best matched with sense',
      6: 'work expands, and a better routine or a helpful colleague can make the load lighter',
      7: 'a partner, client or adviser may widen what you can do together',
      8: 'shared resources, investments or support from others come into play, with small print worth reading',
      9: 'studies, travel and bigger ideas carry your ambition furthest',
      10: 'recognition and a step up are possible where you have already done the work',
      11: 'friends and networks bring openings, and a long-term goal looks more reachable',
      12: 'help may come quietly, and work done out of sight can prepare a later step',
    },
    saturn: {
      1: 'you carry more responsibility for yourself, and self-discipline is what others see',
      2: 'money feels tighter, and careful budgeting builds what lasts',
      3: 'communication needs precision, and routine paperwork rewards patience',
      4: 'duties at home or to family weigh on work time, and boundaries help',
      5: 'creative work asks for discipline, and play takes a back seat to craft',
      6: 'the workload is heavy but real, and a steady routine carries it',
      7: 'contracts and partnerships are tested, and clear terms protect both sides',
      8: 'debts, taxes and shared money ask to be put in order',
      9: 'study and long plans demand discipline, and shortcuts in learning cost time',
      10: 'authority and ambition are in focus, and the work you do is judged on its merits',
      11: 'group commitments and long-term goals call for realism about what you can carry',
      12: 'behind-the-scenes work and rest are both duties, and finishing matters more than starting',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: 'you may second-guess how you come across, so rehearse before you speak up',
      2: 'old bills, refunds and budget errors come back to be corrected',
      3: 'messages go astray more easily, so confirm times and reread before you send',
      4: 'plans at home are revised, and an old family conversation may return',
      5: 'a creative project from the past asks to be revisited before anything new',
      6: 'routines and tools need checking, and backlogs are better cleared than new tasks begun',
      7: 'agreements with partners or clients come back for another reading before anyone signs',
      8: 'paperwork about shared money or debts needs a careful second look',
      9: 'travel plans and courses are better confirmed twice, and an old idea may return',
      10: 'work decisions are revised, and it helps to put the key points in writing',
      11: 'old contacts resurface, and group plans may change before they settle',
      12: 'thoughts circle back to unfinished business, better for reflection than for announcements',
    },
    venus: {
      1: 'old questions about how you show yourself in love return, and a gentle second look helps',
      2: 'past choices about money, and about what comforts you in love, come back for review',
      3: 'an old message or a familiar face nearby may stir feelings you thought were settled',
      4: 'family memories and old ties at home ask to be understood before anything changes',
      5: 'a former flame or an old pleasure may call, and it is wiser to look than to leap',
      6: 'small frictions in daily care come back to be mended, patiently and without blame',
      7: 'a partnership revisits its terms, and an old disagreement wants an honest, slow conversation',
      8: 'old questions of trust and sharing return, better talked through than decided in a hurry',
      9: 'a distant bond or an old belief about love comes back to be looked at again',
      10: 'past choices about love and reputation resurface, and discretion serves better than display',
      11: 'an old friend may reappear, and a friendship asks to be valued again rather than replaced',
      12: 'hidden feelings rise to the surface, and quiet reflection is kinder than confession',
    },
    mars: {
      1: 'your drive turns back on itself, and old frustrations about your own plans resurface',
      2: 'effort goes into fixing old money matters, and the body prefers moderation',
      3: 'errands and trips stall more easily, and short walks serve better than rushing',
      4: 'old household tasks and family tensions come back to be dealt with slowly',
      5: 'an old hobby or sport may return, best taken up gently',
      6: 'health routines need review, and old strains ask for care rather than effort',
      7: 'old disputes with others may flare again, and stepping back saves energy',
      8: 'buried anger or old shared burdens surface, better worked through than fought',
      9: 'plans for travel or training are delayed, and patience spares the body',
      10: 'work battles from the past return, and pacing yourself matters more than winning',
      11: 'group efforts slow, and an old friendship may need repair',
      12: 'energy retreats, and rest, sleep and reflection are what the body asks for',
    },
  },
  flowing: {
    mercury: [
      'words come readily',
      'conversations tend to go where you hope',
      'your thinking is clear and quick',
      'the right phrase arrives on time',
      'speaking up for yourself comes more naturally',
      'spark useful ideas',
    ],
    venus: [
      'warmth flows easily',
      'small kindnesses tend to be returned',
      'your charm is close to the surface',
      'good company is easy to find',
      'others find you easy to warm to',
      'pleasure is easier to give and to take',
      'meeting halfway comes more easily',
    ],
    mars: ['energy is plentiful', 'drive runs high', 'courage comes easily'],
  },
  phaseNote: {
    new: 'a time for quiet beginnings and for setting an intention',
    'waxing-crescent': 'a time for first steps on whatever you set in motion lately',
    'first-quarter': 'a time for decisions and for pushing past the first obstacle',
    'waxing-gibbous': 'a time for refining and adjusting what is already under way',
    full: 'a time when things come to light and feelings come to a head',
    'waning-gibbous': 'a time for sharing what you have learned and for saying thank you',
    'last-quarter': 'a time for letting go of what no longer fits',
    'waning-crescent': 'a time for rest, review and clearing space before the next cycle',
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
  beginnings: ['take the first'],
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
        'choose one clear aim and let it lead',
        'check in with someone you have not heard from lately',
        'give your full attention to what is in front of you',
        'write down one thing that went well',
      ],
      demanding: [
        'choose your battles and let the small ones go',
        'leave room in your schedule for the unexpected',
        'ask for help before you need it',
        'say no to one request that would stretch you too thin',
        'sleep on any decision that feels rushed',
        'lower the stakes where you can and keep your footing',
        'tackle the hardest task while you are fresh',
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
        'volunteer to lead the job nobody wants',
        'set a date for the launch and tell the team',
      ],
      steady: [
        'clear the small tasks that slow everything down',
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
        'get up and stretch between long spells of sitting',
        'drink water before you reach for coffee',
        'eat something green with every meal',
        'take a short walk after you eat',
        'keep your usual routine, no more and no less',
        'stand up and move once an hour',
        'get some daylight on your face',
        'cook one simple, fresh meal for yourself',
      ],
      demanding: [
        'trade one obligation for an early night',
        'choose gentle movement over a punishing workout',
        'put your phone away an hour before sleep',
        'take a break without waiting to earn it',
        'swap the hard session for a slow walk',
        'take a warm bath or a quiet hour to unwind',
        'skip the late coffee and go to bed earlier',
        'breathe slowly for five minutes when tension rises',
        'keep the evening free of anything strenuous',
      ],
    },
  },

  sentences: {
    moon: [
      (p) => `The Moon is in ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house, turning attention to ${p.topic}.`,
      (p) =>
        `With the Moon passing through ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house, ${p.topic} ask for your attention.`,
      (p) => `Today’s Moon in ${g.sign(p.moon)} lights your ${g.ordinal(p.house)} house: ${p.topic}.`,
      (p) =>
        `The Moon travels through ${g.sign(p.moon)}, the ${g.ordinal(p.house)} house from your sign, where ${p.topic} take centre stage.`,
      (p) =>
        `Emotionally, the day centres on ${p.topic}, as the Moon moves through ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house.`,
      (p) => `Your ${g.ordinal(p.house)} house holds the Moon in ${g.sign(p.moon)}, so ${p.topic} colour the mood.`,
      (p) => `Feelings gather around ${p.topic}: the Moon is in ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house.`,
      (p) =>
        `In ${g.sign(p.moon)}, the Moon crosses your ${g.ordinal(p.house)} house and brings ${p.topic} to the front of your mind.`,
    ],
    moonIngress: [
      (p) =>
        `At ${p.time} the Moon enters ${g.sign(p.to)}, your ${g.ordinal(p.house)} house, and the focus moves to ${p.topic}.`,
      (p) =>
        `The mood shifts at ${p.time}, when the Moon moves into ${g.sign(p.to)} and your ${g.ordinal(p.house)} house of ${p.topic}.`,
      (p) =>
        `Watch for a change of tone at ${p.time}: the Moon enters ${g.sign(p.to)}, your ${g.ordinal(p.house)} house, stirring ${p.topic}.`,
      (p) =>
        `From ${p.time} the Moon is in ${g.sign(p.to)}, your ${g.ordinal(p.house)} house, where ${p.topic} come forward.`,
      (p) =>
        `The Moon’s move into ${g.sign(p.to)} at ${p.time} opens your ${g.ordinal(p.house)} house, and with it ${p.topic}.`,
      (p) =>
        `Later, at ${p.time}, the Moon reaches ${g.sign(p.to)}, the ${g.ordinal(p.house)} house from your sign: ${p.topic}.`,
      (p) =>
        `A new emotional note sounds at ${p.time} as the Moon crosses into ${g.sign(p.to)}, your ${g.ordinal(p.house)} house of ${p.topic}.`,
      (p) =>
        `When the Moon enters ${g.sign(p.to)} at ${p.time}, your ${g.ordinal(p.house)} house wakes up, and ${p.topic} want a say.`,
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
      (p) => `${g.capitalize(g.planet(p.planet, 'the'))} in ${g.sign(p.planetSign)} ${p.relation}, so ${p.effect}.`,
      (p) => `Today ${g.planet(p.planet, 'the')}, in ${g.sign(p.planetSign)}, ${p.relation}; ${p.effect}.`,
      (p) => `${g.capitalize(g.planet(p.planet, 'the'))}, now in ${g.sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Look to ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, which ${p.relation}: ${p.effect}.`,
      (p) => `With ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, which ${p.relation}, ${p.effect}.`,
      (p) => `Moving through ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} ${p.relation}; ${p.effect}.`,
      (p) =>
        `The placement to watch is ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, which ${p.relation}: ${p.effect}.`,
      (p) => `As ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    houseAspect: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, in your ${g.ordinal(p.house)} house (${g.sign(p.planetSign)}), ${p.relation}: ${p.clause}.`,
      (p) =>
        `From your ${g.ordinal(p.house)} house, ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} ${p.relation}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} ${p.relation} from your ${g.ordinal(p.house)} house, ${g.sign(p.planetSign)}; ${p.clause}.`,
      (p) =>
        `Your ${g.ordinal(p.house)} house holds ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, which ${p.relation}: ${p.clause}.`,
      (p) =>
        `In your ${g.ordinal(p.house)} house, ${g.planet(p.planet, 'the')} ${p.relation} from ${g.sign(p.planetSign)}: ${p.clause}.`,
      (p) =>
        `Look to your ${g.ordinal(p.house)} house, where ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)} ${p.relation}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} crosses ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house, and ${p.relation}; ${p.clause}.`,
      (p) =>
        `As ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)} ${p.relation} from your ${g.ordinal(p.house)} house, ${p.clause}.`,
    ],
    house: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} is in ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house: ${p.clause}.`,
      (p) =>
        `With ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house, ${p.clause}.`,
      (p) =>
        `Your ${g.ordinal(p.house)} house hosts ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} moves through ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house; ${p.clause}.`,
      (p) =>
        `In ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} lights your ${g.ordinal(p.house)} house: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} sets the tone from ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} in ${g.sign(p.planetSign)} falls in your ${g.ordinal(p.house)} house, so ${p.clause}.`,
      (p) =>
        `Since ${g.planet(p.planet, 'the')} is in ${g.sign(p.planetSign)}, your ${g.ordinal(p.house)} house, ${p.clause}.`,
    ],
    loveMoon: [
      (p) => `With the Moon in ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house, ${p.love}.`,
      (p) => `The Moon in ${g.sign(p.moon)} touches your ${g.ordinal(p.house)} house: ${p.love}.`,
      (p) =>
        `In matters of the heart, the Moon in ${g.sign(p.moon)} (your ${g.ordinal(p.house)} house) suggests that ${p.love}.`,
      (p) => `Your ${g.ordinal(p.house)} house hosts the Moon in ${g.sign(p.moon)}, where ${p.love}.`,
      (p) => `As the Moon crosses ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house, ${p.love}.`,
      (p) => `For love, watch the Moon in ${g.sign(p.moon)}, your ${g.ordinal(p.house)} house: ${p.love}.`,
      (p) => `The Moon in your ${g.ordinal(p.house)} house, ${g.sign(p.moon)}, hints that ${p.love}.`,
      (p) =>
        `Romantically, the Moon in ${g.sign(p.moon)} works through your ${g.ordinal(p.house)} house, so ${p.love}.`,
    ],
    ingress: [
      (p) =>
        `At ${p.time} ${g.planet(p.planet, 'the')} enters ${g.sign(p.sign)}, opening a new chapter for ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} moves into ${g.sign(p.sign)} at ${p.time}, and ${p.theme} take on a new colour.`,
      (p) =>
        `A shift arrives at ${p.time}: ${g.planet(p.planet, 'the')} enters ${g.sign(p.sign)}, changing the tone of ${p.theme}.`,
      (p) =>
        `From ${p.time}, ${g.planet(p.planet, 'the')} is in ${g.sign(p.sign)}, so expect ${p.theme} to feel different.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} crosses into ${g.sign(p.sign)} at ${p.time}, a fresh start for ${p.theme}.`,
      (p) =>
        `Mark ${p.time}, when ${g.planet(p.planet, 'the')} enters ${g.sign(p.sign)}: ${p.theme} begin to move in a new direction.`,
      (p) =>
        `The day turns at ${p.time} as ${g.planet(p.planet, 'the')} reaches ${g.sign(p.sign)}, bringing a change to ${p.theme}.`,
      (p) => `When ${g.planet(p.planet, 'the')} enters ${g.sign(p.sign)} at ${p.time}, ${p.theme} enter a new season.`,
    ],
    station: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} stations ${p.direction} at ${p.time}, so ${p.theme} ${p.direction === 'retrograde' ? 'ask for review rather than new starts' : 'can move forward again'}.`,
      (p) =>
        `At ${p.time} ${g.planet(p.planet, 'the')} turns ${p.direction}; ${p.direction === 'retrograde' ? 'slow down on' : 'pick up the pace again on'} ${p.theme}.`,
      (p) =>
        `A turning point at ${p.time}: ${g.planet(p.planet, 'the')} goes ${p.direction}, and ${p.theme} ${p.direction === 'retrograde' ? 'turn inward' : 'start to untangle'}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} stands still and turns ${p.direction} at ${p.time}, which ${p.direction === 'retrograde' ? 'puts the brakes on' : 'releases'} ${p.theme}.`,
      (p) =>
        `Note ${p.time}, when ${g.planet(p.planet, 'the')} stations ${p.direction}: ${p.theme} ${p.direction === 'retrograde' ? 'want a second look' : 'regain momentum'}.`,
      (p) =>
        `With ${g.planet(p.planet, 'the')} turning ${p.direction} at ${p.time}, ${p.direction === 'retrograde' ? 'revisit' : 'return to'} ${p.theme} with fresh eyes.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}’s station ${p.direction} at ${p.time} makes ${p.theme} ${p.direction === 'retrograde' ? 'a place for reflection' : 'easier to act on'}.`,
      (p) =>
        `The sky pauses at ${p.time} as ${g.planet(p.planet, 'the')} turns ${p.direction}, ${p.direction === 'retrograde' ? 'slowing' : 'freeing'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} is retrograde in ${g.sign(p.sign)}, so ${p.theme} are better reviewed than rushed.`,
      (p) => `With ${g.planet(p.planet, 'the')} retrograde in ${g.sign(p.sign)}, give ${p.theme} a second look.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} is still retrograde in ${g.sign(p.sign)}; old questions about ${p.theme} may return.`,
      (p) => `Retrograde ${g.planet(p.planet, 'the')} in ${g.sign(p.sign)} asks for patience with ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} moves backward through ${g.sign(p.sign)} (retrograde), a time to revisit ${p.theme}.`,
      (p) =>
        `Since ${g.planet(p.planet, 'the')} is retrograde in ${g.sign(p.sign)}, double-check anything touching ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}’s retrograde in ${g.sign(p.sign)} favours finishing over starting where ${p.theme} are concerned.`,
      (p) =>
        `Keep in mind that ${g.planet(p.planet, 'the')} is retrograde in ${g.sign(p.sign)}: ${p.theme} may take longer than planned.`,
    ],
    closer: [
      (p) => `Your best move: ${p.advice}.`,
      (p) => `If you do nothing else, ${p.advice}.`,
      (p) => `${g.capitalize(p.advice)}; the rest can wait.`,
      (p) => `A good use of the day: ${p.advice}.`,
      (p) => `Use the hours ahead to ${p.advice}.`,
      (p) => `Where you can, ${p.advice}.`,
      (p) => `Today, ${p.advice}.`,
      (p) => `This is a day to ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Moon in ${g.sign(moon)}, your ${g.ordinal(house)} house`,
    moonIngress: (to, time) => `Moon enters ${g.sign(to)} at ${time}`,
    phase: (id, time) => (time ? `${g.capitalize(phase(id))} at ${time}` : g.capitalize(phase(id))),
    aspect: (p, aspect, ruler) =>
      `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_LABEL[aspect]} ${ruler ? `${g.planet(ruler, 'the')}, your ruler` : 'your sign'}`,
    ingress: (p, to, time) => `${g.capitalize(g.planet(p, 'the'))} enters ${g.sign(to)} at ${time}`,
    station: (p, direction, time) => `${g.capitalize(g.planet(p, 'the'))} turns ${direction} at ${time}`,
    retrograde: (p, at) => `${g.capitalize(g.planet(p, 'the'))} retrograde in ${g.sign(at)}`,
  },
};
