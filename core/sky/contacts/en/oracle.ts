/** The English frames of the Oracle reading (core/sky/oracle-frames.ts). */
import { GRAMMAR_EN as g, countWord } from '../../../i18n/grammar/en';
import type { Day } from '../../contacts';
import type { Dated, HouseRef, OracleFrames } from '../../oracle-frames';
import { type NatalPoint, TRANSITING, type TransitAspect, type TransitingPlanet } from '../../transits';
import { ASPECT_VERB, HOUSE_TOPIC, yourPoint } from './frames';

/** "on 9 December", "today" */
const on = (d: Dated) => (d.tense === 'now' ? 'today' : `on ${g.day(d.day, d.today)}`);
/** "Jupiter’s", "the Sun’s" (capitalise at the start of a sentence). */
const whose = (p: TransitingPlanet) => `${g.planet(p, 'the')}’s`;
/** An aspect as a noun with its preposition: "square to", "conjunction with". */
const ASPECT_NOUN: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'conjunction with',
  sextile: 'sextile to',
  square: 'square to',
  trine: 'trine to',
  opposition: 'opposition to',
};
/** "your 5th house of romance, children and play" or "the 5th house from your sign, the house of romance, children and play". */
const houseName = (h: HouseRef) => {
  const topic = HOUSE_TOPIC[h.house];
  if (h.solar) return `the ${g.ordinal(h.house)} house from your sign${topic ? `, the house of ${topic}` : ''}`;
  return `your ${g.ordinal(h.house)} house${topic ? ` of ${topic}` : ''}`;
};
/** The same, as the subject's place in the middle of a sentence: an apposition closes with a comma. */
const houseMid = (h: HouseRef) => `${houseName(h)}${h.solar && HOUSE_TOPIC[h.house] ? ',' : ''}`;
/** What a planet stands for (a noun phrase). */
const NATURE: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'the sense of purpose',
  mercury: 'the working mind',
  venus: 'the sense of what you value',
  mars: 'drive',
  jupiter: 'the urge to grow',
  saturn: 'discipline',
  uranus: 'the urge for change',
  neptune: 'imagination',
  pluto: 'the power to transform',
};
/** A chart point as a part of life, after "in", "for" or "to" (also the key themes list). */
const THEME: Readonly<Record<NatalPoint, string>> = {
  sun: 'identity and purpose',
  moon: 'feelings and home',
  mercury: 'thinking and communication',
  venus: 'love and values',
  mars: 'drive and courage',
  jupiter: 'growth and faith',
  saturn: 'duty and structure',
  uranus: 'freedom and change',
  neptune: 'dreams and intuition',
  pluto: 'power and renewal',
  ascendant: 'how you come across',
  midheaven: 'career and direction',
};
/** The target of a contact: a natal point, or for a reader without a chart their sign. */
const targetOf = (point: NatalPoint, solar: boolean, ofSign = 'your sign') => (solar ? ofSign : yourPoint(point));
/** A lunation's name. */
const LUNATION = { new: 'New Moon', full: 'Full Moon' } as const;
/** What an hour's ruler is best given, when beginnings are free, and when they are held back. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: { free: 'put yourself forward where it counts', hold: 'show what you have already done' },
  moon: { free: 'reach out to the people close to you', hold: 'look after the people close to you' },
  mercury: { free: 'send the message or make the call', hold: 'reread, check and reply to what is waiting' },
  venus: { free: 'ask for a favour or make peace', hold: 'mend things with someone you have fallen out with' },
  mars: { free: 'tackle the hardest task first', hold: 'clear the task you keep putting off' },
  jupiter: { free: 'ask for what you need', hold: 'thank the people who have helped you' },
  saturn: { free: 'plan the next step carefully', hold: 'finish a long job' },
};
/** How a contact acts on its theme, by harmony, in each of the three shapes of a contact line. */
const CONTACT_VERB: Readonly<Record<'easy' | 'tense' | 'blend', readonly [string, string, string]>> = {
  easy: ['favours', 'supports', 'can draw on'],
  tense: ['tests', 'puts pressure on', 'may be tested by'],
  blend: ['brings focus to', 'highlights', 'may be sharpened by'],
};
const STILL: readonly [string, string, string] = ['still tests', 'still puts pressure on', 'may still be tested by'];
/** An aspect's bare name, for "Saturn’s square" when the point it reaches has just been named. */
const ASPECT_NAME: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'conjunction',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposition',
};
/**
 * What a planet adds to a point the line before has already named and themed, by harmony (a noun
 * phrase after "adds" or "brings"): the second contact says only what is new.
 */
const ADDS: Readonly<Record<TransitingPlanet, Readonly<Record<'easy' | 'tense' | 'blend', string>>>> = {
  sun: { easy: 'attention and warmth', tense: 'a push to assert yourself', blend: 'a spotlight' },
  mercury: { easy: 'clear words and good ideas', tense: 'crossed wires and second thoughts', blend: 'a busy mind' },
  venus: {
    easy: 'ease and goodwill',
    tense: 'a tug between what you want and what you have',
    blend: 'warmth and charm',
  },
  mars: { easy: 'the energy to act', tense: 'heat and impatience', blend: 'a surge of drive' },
  jupiter: { easy: 'room to grow', tense: 'the risk of overdoing it', blend: 'optimism and a sense of scale' },
  saturn: { easy: 'patience and staying power', tense: 'delay and weight', blend: 'a call for structure' },
  uranus: { easy: 'welcome surprises', tense: 'jolts and restlessness', blend: 'a sudden change of course' },
  neptune: { easy: 'inspiration', tense: 'fog and doubt', blend: 'a softer, dreamier mood' },
  pluto: { easy: 'a quiet strength to change', tense: 'pressure to let go', blend: 'a deeper intensity' },
};

/** A day as a count of days, to measure the gap between two dates of the weeks ahead. */
const dayCount = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
/** Monday 0 to Sunday 6: "later that week" only within one calendar week. */
const weekday = (d: Day) => (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
/** The lunations' titles are noun phrases ("New Moon in Sagittarius"); the others are clauses ("Venus enters Capricorn"). */
const NOUN_TITLE = /^(?:New|Full|First quarter|Last quarter|Void-of-course) Moon\b/;

/**
 * How a date of the weeks ahead opens its sentence, said against the date told before it. The
 * first names its full date. After it, odd and even places draw on two sets of openings that
 * share none, so no opening follows itself: the odd ones may count from the date before ("the
 * next day", "two days later", "a week later", and name the month when they cross into a new
 * one), the even ones always name the day of the month ("on the 18th"), so that a reader who
 * skims is never more than one step from a date.
 */
function openingOf(date: Dated, index: number, previous: Dated | null): string {
  if (date.tense === 'now') return 'Today';
  if (!previous || index === 0) return `On ${g.day(date.day, date.today)}`;
  const gap = dayCount(date.day) - dayCount(previous.day);
  const nth = `the ${g.ordinal(date.day.day)}`;
  // Once the year has turned, a date of the weeks ahead needs no year to be read right.
  const dayMonth = g.day(date.day, date.day);
  const month = g.monthName(date.day.month);
  const newYear = date.day.year !== previous.day.year;
  const newMonth = date.day.month !== previous.day.month;
  // Two events on one day: the second says so in the other set's way, so the opening does not repeat.
  if (gap <= 0) return index % 2 === 1 ? 'The same day' : `Also on ${nth}`;
  if (index % 2 === 1) {
    // Every other odd place takes the second word, so "the next day" does not pile up.
    const alt = index % 4 === 3;
    if (newYear) return `In the new year, on ${dayMonth}`;
    const counted =
      gap === 1
        ? alt
          ? 'The following day'
          : 'The next day'
        : gap <= 3
          ? `${g.capitalize(countWord(gap))} days later`
          : gap === 7
            ? 'A week later'
            : gap === 14
              ? 'A fortnight later'
              : '';
    // A step over the month's end names the new month, or the next "on the 4th" would read as the old one.
    if (counted) return newMonth ? `${counted}, on ${dayMonth}` : counted;
    // The odd places that land here are often every fourth one: turn on the day, not the place.
    const then = date.day.day % 2 === 0 ? (gap < 7 ? 'A few days later' : 'After that') : 'Then';
    return newMonth ? `${then}, on ${dayMonth}` : `${then}, on ${nth}`;
  }
  if (newYear) return `After the turn of the year, on ${dayMonth}`;
  if (newMonth) {
    const part = date.day.day <= 10 ? `Early in ${month}` : date.day.day <= 20 ? `In mid-${month}` : `Late in ${month}`;
    return `${part}, on ${nth}`;
  }
  if (gap === 1) return `On ${nth}`;
  if (gap < 7) {
    if (weekday(date.day) > weekday(previous.day)) return `Later that week, on ${nth}`;
    // Monday or Tuesday is early in the week; later days are simply soon after.
    return weekday(date.day) <= 1 ? `Early the next week, on ${nth}` : `Shortly after, on ${nth}`;
  }
  return `Later in ${month}, on ${nth}`;
}

export const ORACLE_EN: OracleFrames = {
  theme: THEME,

  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house, solar }) => {
    const turns = `${date.tense === 'past' ? 'turned' : 'turns'} ${direction}`;
    const where = `at ${degree}° ${g.sign(s)}`;
    const target = yourPoint(point);
    const contact =
      aspect === 'conjunction'
        ? `right on ${target}`
        : `within a degree or two of an exact ${ASPECT_NOUN[aspect]} ${target}`;
    const place = solar && house ? `in ${houseName(house)}` : contact;
    const P = g.capitalize(g.planet(p, 'the'));
    // A past date is said after its past verb ("turned … on 1 April"), as the tense checker reads a date.
    if (role === 'support')
      // Told after the headline, in another shape than it: the station as a noun, then the day.
      return date.tense === 'now'
        ? `${P} ${turns} today ${where}, ${place}.`
        : `${g.capitalize(whose(p))} ${direction} station ${date.tense === 'past' ? 'came' : 'comes'} ${on(date)} ${where}, ${place}.`;
    const story = `the story of these weeks${solar && house ? ' for your sign' : ''}`;
    if (date.tense === 'past') return `${P} ${turns} ${on(date)} ${where}, ${place}: ${story}.`;
    const when = date.tense === 'now' ? 'Today' : g.capitalize(on(date));
    return `${when} ${P} ${turns} ${where}, ${place}: ${story}.`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house, solar }) => {
    const theme = solar && house ? (HOUSE_TOPIC[house.house] ?? THEME.sun) : THEME[point];
    // Told after a date in any tense: the participle and the present of meaning hold for all of them.
    // Mercury lingers within a degree of its station for about a week either side; the others for weeks.
    const held = `A planet at its station lingers near one degree for ${p === 'mercury' ? 'a week or more' : 'weeks'}`;
    const P = g.capitalize(g.planet(p, 'the'));
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held}; turning retrograde, ${P} takes ${NATURE[p]} back over matters of ${theme} and asks you to revisit what is stuck there rather than force it.`
        : `${held}; turning retrograde, ${P} takes ${NATURE[p]} back over matters of ${theme}, a review that can pay off later.`;
    return harmony === 'tense'
      ? `${held}; turning direct, ${P} sets ${NATURE[p]} moving again in matters of ${theme}, and the pressure built up there looks for a way out.`
      : `${held}; turning direct, ${P} sets ${NATURE[p]} moving again in matters of ${theme}, and what has been waiting there can go ahead.`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const story = role === 'headline' ? ': the story of this month' : '';
    // A past date follows its past verb ("was on 24 December"), as the tense checker reads a date.
    const verb = date.tense === 'past' ? 'and fell' : 'falls';
    const name =
      date.tense === 'now'
        ? `Today’s ${LUNATION[phase]}, at ${degree}° ${g.sign(s)},`
        : date.tense === 'past'
          ? `The ${LUNATION[phase]} was on ${g.day(date.day, date.today)}, at ${degree}° ${g.sign(s)},`
          : `The ${LUNATION[phase]} of ${g.day(date.day, date.today)}, at ${degree}° ${g.sign(s)},`;
    if (solar)
      return aspect === 'conjunction'
        ? `${name} ${verb} in your own sign${story ? `${story} for you` : ''}.`
        : `${name} ${verb} in the sign opposite yours, lighting up your partnerships${story ? `${story} for you` : ''}.`;
    const target =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? 'on your Ascendant'
          : 'on your Descendant, opposite your Ascendant'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? 'on your Midheaven'
            : 'on your IC, the root of your chart, opposite your Midheaven'
          : aspect === 'conjunction'
            ? `on ${yourPoint(point)}`
            : `opposite ${yourPoint(point)}`;
    const why = ruler ? ', the planet that rules your chart' : '';
    return `${name} ${verb} ${target}${why}${story}.`;
  },

  lunationWhy: ({ phase, point, house }) => {
    const theme = THEME[point];
    const there = house ? `in ${houseMid(house)}` : 'there';
    return phase === 'new'
      ? `A New Moon ${there} is a seed for ${theme}: what you begin in the fortnight after it has the waxing Moon behind it.`
      : `A Full Moon ${there} is a moment of truth for ${theme}: what has grown since the last New Moon comes into view, ready to be finished or let go.`;
  },

  progressedSignStory: ({ point, from, to, when }) => {
    const verb = when.tense === 'past' ? 'moved' : when.tense === 'now' ? 'is moving' : 'moves';
    const month = when.tense === 'now' ? 'this month' : `in ${g.month(when.month)}`;
    return point === 'sun'
      ? `Your progressed Sun ${verb} from ${g.sign(from)} into ${g.sign(to)} ${month}, a change that comes about once every thirty years: the years ahead take on the colour of ${g.sign(to)}, and much of what happens now is that change settling in.`
      : `Your progressed Moon ${verb} from ${g.sign(from)} into ${g.sign(to)} ${month}: for the next two and a half years your emotional needs take a ${g.sign(to)} turn, and the weeks around the change are when you feel it most.`;
  },

  progressedContactStory: ({ role, point, aspect, natal, when }) => {
    const reaches = when.tense === 'past' ? 'reached' : 'reaches';
    const month = when.tense === 'now' ? 'this month' : `in ${g.month(when.month)}`;
    const fact = `Your progressed ${g.planet(point)} ${reaches} an exact ${ASPECT_NOUN[aspect]} ${yourPoint(natal)} ${month}`;
    if (role === 'support') return `${fact}.`;
    return `${fact}: a slow contact that lasts ${point === 'sun' ? 'about two years' : 'a couple of months'} and puts ${THEME[natal]} at the centre of what you are working through.`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact, solar }) => {
    const target = targetOf(point, solar, 'the heart of your sign');
    const when = exact
      ? exact.tense === 'past'
        ? `, which was exact ${on(exact)}`
        : exact.tense === 'now'
          ? ', exact today'
          : `, exact ${on(exact)}`
      : '';
    return role === 'headline'
      ? `The contact that shapes today is ${whose(p)} ${ASPECT_NOUN[aspect]} ${target}${when}.`
      : `${g.capitalize(whose(p))} ${ASPECT_NOUN[aspect]} ${target}${when}${when ? ',' : ''} also plays a part.`;
  },

  transitWhy: ({ slow, house, fades }) => {
    const tone = slow
      ? 'A slow planet holds a point of your chart for months, so this contact sets the tone of the season, not only of today'
      : 'A fast planet passes in a few days, so this contact colours today more than the season';
    const topic = house ? HOUSE_TOPIC[house.house] : undefined;
    // Where and until when in a clause of their own: after "not only of today", an "until" would read as today's.
    const where = house
      ? `works through ${topic ? `${topic} in ` : ''}${house.solar ? `the ${g.ordinal(house.house)} house from your sign` : `your ${g.ordinal(house.house)} house`}`
      : '';
    const until = fades ? (fades.tense === 'now' ? 'fades today' : `fades ${on(fades)}`) : '';
    const rest = where && until ? `${where} and ${until}` : where || until;
    return `${tone}${rest ? `; it ${rest}` : ''}.`;
  },

  supportsLead: (count) => (count === 1 ? 'One more story runs alongside it.' : 'Two more stories run alongside it.'),

  contactsLead: ({ count, others, solar }) => {
    const above = 'Beyond your sign’s reading above,';
    if (solar)
      return count === 0
        ? `${above} no planet makes a close aspect to your sign today.`
        : count === 1
          ? others === 0
            ? `${above} no other planet makes a close aspect to your sign today.`
            : `${above} one planet makes a close aspect to your sign today.`
          : `${above} ${countWord(count)} planets make close aspects to your sign today.`;
    if (count === 0) return `${above} no contact to your own chart is in orb today.`;
    if (others === 0) return `${above} no other contact to your own chart is in orb today.`;
    return `${above} your own chart has ${countWord(count)} ${count === 1 ? 'contact' : 'contacts'} in orb today.`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact, solar, variant, again }) => {
    const target = targetOf(point, solar);
    const when =
      phase === 'exact'
        ? 'exact today'
        : phase === 'building' && exact
          ? `exact ${on(exact)}`
          : phase === 'fading'
            ? 'now past its peak'
            : '';
    const shape = ((variant % 3) + 3) % 3;
    if (again) {
      // The line before named this point and its theme: point back to it and say only what this planet adds.
      const adds = ADDS[p][harmony];
      if (shape === 0)
        return solar
          ? `${g.capitalize(whose(p))} ${ASPECT_NOUN[aspect]} your sign${when ? `, ${when},` : ''} adds ${adds} too.`
          : `${g.capitalize(whose(p))} ${ASPECT_NOUN[aspect]} the same point${when ? `, ${when},` : ''} adds ${adds}.`;
      if (shape === 1)
        return `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_VERB[aspect]} ${target} as well${when ? ` (${when})` : ''} and brings ${adds}.`;
      return `${g.capitalize(target)} also receives ${whose(p)} ${ASPECT_NAME[aspect]}${when ? ` (${when})` : ''}, and with it ${adds}.`;
    }
    // A reader without a chart has one theme, the Sun's: said in three ways, as the lines turn.
    const theme = solar
      ? (['your sense of purpose', 'the way you shine', 'your sense of self'][shape] as string)
      : THEME[point];
    const verb = (phase === 'fading' && harmony === 'tense' ? STILL : CONTACT_VERB[harmony])[shape] as string;
    // Three shapes in turn, so that neighbouring lines do not read alike.
    if (shape === 0)
      return `${g.capitalize(whose(p))} ${ASPECT_NOUN[aspect]} ${target}${when ? `, ${when},` : ''} ${verb} ${theme}.`;
    if (shape === 1)
      return `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_VERB[aspect]} ${target}${when ? ` (${when})` : ''} and ${verb} ${theme}.`;
    const after = phase === 'fading' ? 'which has passed its peak' : when;
    return `${g.capitalize(theme)} ${verb} ${whose(p)} ${ASPECT_NOUN[aspect]} ${target}${after ? `, ${after}` : ''}.`;
  },

  samePlanet: ({ planet: p, count }) =>
    `${g.capitalize(g.planet(p, 'the'))} is behind ${countWord(count)} of them, so ${NATURE[p]} colours the whole day.`,

  houseFocus: ({ house, count }) => {
    const topic = HOUSE_TOPIC[house.house];
    const where = house.solar
      ? `the ${g.ordinal(house.house)} house from your sign`
      : `your ${g.ordinal(house.house)} house`;
    return topic
      ? `${g.capitalize(countWord(count))} of these planets are in ${where}, so the day leans towards ${topic}.`
      : `${g.capitalize(countWord(count))} of these planets are in ${where}, so the day leans towards that part of life.`;
  },

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'The easy contacts outnumber the tense ones: the help on offer outweighs the friction.'
      : tense > easy
        ? 'The tense contacts outnumber the easy ones: expect friction, and let it show you what needs adjusting.'
        : easy === 0
          ? 'None of them is simply easy or simply hard: they ask for attention more than effort.'
          : 'Easy and tense contacts balance out: what helps in one area asks for effort in another.',

  voidWindow: (start, end) =>
    // A start with its own date ("22:10 on 6 December") is the day before: said in the past.
    / on /.test(start)
      ? `The Moon turned void of course at ${start} and stays so until ${end}, hours for routine rather than beginnings.`
      : `From ${start} to ${end} the Moon is void of course, hours for routine rather than beginnings.`,

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? HOUR_USE.sun;
    return `The day’s best hour is ${g.planet(ruler, 'the')}’s, from ${start} to ${end}: ${hold ? use?.hold : use?.free}.`;
  },

  slowHour: ({ ruler, start, end }) =>
    `${g.capitalize(g.planet(ruler, 'the'))}’s hour, from ${start} to ${end}, suits steady work better than new starts.`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const verb = aspect === 'trine' ? 'trines' : aspect === 'sextile' ? 'sextiles' : 'meets';
    return hold
      ? `At ${time} the Moon ${verb} ${g.planet(p, 'the')}, the day’s power moment: a good time to settle something that is nearly done.`
      : `At ${time} the Moon ${verb} ${g.planet(p, 'the')}, the day’s power moment: a good time to ask, send or begin.`;
  },

  retrogradesLead: (count, told) => {
    if (count === 0) return 'No planet is retrograde today, so nothing in the sky asks you to go back over old ground.';
    if (told.length === 0)
      return count === 1
        ? 'One planet is retrograde, asking you to look again at the part of your life where it stands.'
        : `${g.capitalize(countWord(count))} planets are retrograde, asking you to look again at the parts of your life where they stand.`;
    // The told planets are named and counted; only the others have a line below.
    const names = g.list(told.map((p) => g.planet(p, 'the')));
    const turns =
      told.length === 1 ? 'whose turn you have already read about' : 'whose turns you have already read about';
    const others = count - told.length;
    if (others <= 0)
      return `${g.capitalize(names)} ${told.length === 1 ? 'is' : 'are'} retrograde, as you have already read.`;
    const lead = `${g.capitalize(countWord(count))} planets are`;
    return others === 1
      ? `${lead} retrograde: ${names}, ${turns}, and one other that asks you to look again at the part of your life where it stands.`
      : `${lead} retrograde: ${names}, ${turns}, and ${countWord(others)} others that ask you to look again at the parts of your life where they stand.`;
  },

  retrogradeLine: ({ planet: p, sign: s, house, until, previous }) => {
    const end = until
      ? until.tense === 'now'
        ? ' until it turns direct today'
        : ` until ${g.day(until.day, until.today)}`
      : '';
    const P = g.capitalize(g.planet(p, 'the'));
    const same = previous !== null && previous.house.house === house.house && previous.house.solar === house.solar;
    if (same)
      return `${P}, ${previous.sign === s ? 'also ' : ''}retrograde in ${g.sign(s)}${end}, adds to the review in the same house.`;
    // Neighbouring lines take turns between two shapes; the house comes after its topic, so that
    // the line shares no run with the transit cards' "your 9th house of travel, study and belief".
    const inHouse = house.solar
      ? `the ${g.ordinal(house.house)} house from your sign`
      : `your ${g.ordinal(house.house)} house`;
    const topic = HOUSE_TOPIC[house.house];
    const over = topic ? `${topic} in ${inHouse}` : inHouse;
    return TRANSITING.indexOf(p) % 2 === 0
      ? `${P}, retrograde in ${g.sign(s)}${end}, takes you back over ${over}.`
      : `${P} is retrograde in ${g.sign(s)}${end}, revisiting ${over}.`;
  },

  aheadLead: 'These dates in the weeks ahead are worth marking in your diary.',
  onDate: (date, title, { index, previous }) => {
    const opening = openingOf(date, index, previous);
    if (NOUN_TITLE.test(title)) {
      // A lunation is a noun phrase: it comes, or the reader looks out for it, in turn.
      const noun = `the ${title.replace(/^(First|Last) quarter/, (m) => m.toLowerCase())}`;
      if (index % 2 === 1) return `${opening}, look out for ${noun}.`;
      return `${opening}${opening.includes(',') ? ',' : ''} comes ${noun}.`;
    }
    return `${opening}, ${title.replace(/^The /, 'the ')}.`;
  },
  inHouse: ({ phase, house }) => {
    const where = house.solar
      ? `the ${g.ordinal(house.house)} house from your sign`
      : `your ${g.ordinal(house.house)} house`;
    const topic = HOUSE_TOPIC[house.house];
    if (!topic)
      return phase === 'new'
        ? `It falls in ${where}, ready for a fresh start.`
        : `It falls in ${where}, where something may come to a head.`;
    return phase === 'new'
      ? `It falls in ${where}, where ${topic} are ready for a fresh start.`
      : `It falls in ${where}, where ${topic} may come to a head.`;
  },

  backdropLead: 'Behind the day-to-day, the slow planets set the backdrop of the year for your sign.',
  backdrop: ({ planet: p, sign: s, house, until }) => {
    const topic = HOUSE_TOPIC[house.house] ?? '';
    const where = `the ${g.ordinal(house.house)} house from your sign`;
    const stay = until
      ? until.tense === 'past'
        ? ''
        : until.tense === 'now'
          ? ' until later this month'
          : ` until ${g.month(until.month)}`
      : ' for years to come';
    const P = g.capitalize(g.planet(p, 'the'));
    // Five planets in a row: each in its own verb and shape.
    switch (p) {
      case 'jupiter':
        return `${P}, in ${g.sign(s)}${stay}, is in ${where}: ${topic} are where growth comes most easily while it is there, and where it is easiest to overdo.`;
      case 'saturn':
        return `${P} is in ${g.sign(s)}${stay}, in ${where}, where ${topic} ask for structure and patience; what you build there slowly tends to last.`;
      case 'uranus':
        return `${P}, in ${g.sign(s)}${stay}, crosses ${where}: in ${topic} the unexpected keeps arriving, and some of it may set you free.`;
      case 'neptune':
        return `${P}, in ${g.sign(s)}${stay}, softens ${where}: ideals run high and edges blur in ${topic}, so check the facts there twice.`;
      default:
        return `${P}, in ${g.sign(s)}${stay}, works on ${where}: ${topic} are being remade from the ground up, slowly, in a way you feel over years more than days.`;
    }
  },

  progressionsLead: 'Behind the day runs a slower story, the one your progressed chart tells over years.',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part = moonPart === 'early' ? 'early in' : moonPart === 'middle' ? 'in the middle of' : 'late in';
    return `Your progressed Sun is in ${g.sign(sun)}, and your progressed Moon is ${part} ${g.sign(moon)}, which it leaves in ${g.month(moonLeaves)}; the cards below say what each asks of you.`;
  },

  ruler: (p, s, retrograde) =>
    retrograde
      ? `${g.capitalize(g.planet(p, 'the'))}, your ruling planet, is retrograde in ${g.sign(s)}: today you are likely to get further by reviewing than by pushing ahead.`
      : `${g.capitalize(g.planet(p, 'the'))}, your ruling planet, is in ${g.sign(s)}, lending a touch of ${g.sign(s)} to how you act today.`,

  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    if (voidEnd)
      return `Until ${voidEnd}, while the Moon is void, keep to what is in hand; anything new in ${theme} can wait.`;
    if (hold) {
      // The theme may be a house topic that holds "plans" itself ("personal plans and the way you come across").
      const next = nextNewMoon ? `, and save what comes next for the New Moon ${on(nextNewMoon)}` : '';
      return `Taken together, the day favours finishing over starting: for ${theme}, see through what is under way${next}.`;
    }
    const lines = {
      bright: [
        `Taken together, the sky opens doors for ${theme}: walk through the one that matters most to you.`,
        `It is a generous day for ${theme}: act on what feels right, and move something you care about a step further.`,
        `The sky favours ${theme} today: begin what you have been meaning to start.`,
      ],
      steady: [
        `Taken together, it is a day for steady progress in ${theme}: small, well-made steps count.`,
        `Nothing here forces your hand; use the calm to tend to ${theme}, and finish what you have started.`,
        `An even day for ${theme}: keep your rhythm, and get one thing done properly.`,
      ],
      demanding: [
        `Taken together, the day asks for patience with ${theme}: go slowly, and keep your promises small.`,
        `There is friction around ${theme} today; meet it with care rather than force.`,
        `A testing day for ${theme}: protect your energy, and leave big decisions for a clearer sky.`,
      ],
    }[tone];
    return lines[variant % lines.length] as string;
  },
  pushes: [
    'ask, send or begin',
    'walk through the one',
    'act on what feels right',
    'begin what you have',
    'put yourself forward',
    'send the message or make the call',
    'ask for a favour',
    'tackle the hardest task first',
    'ask for what you need',
  ],

  affirmation: {
    bright: [
      'I meet what the day offers with an open heart.',
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
};
