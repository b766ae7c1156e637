/** English (British spelling and dates, decision 037): the names and phrases every English text uses. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, intlShortDay, utcDigits } from './shared';

const TAG = 'en-GB';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Aries',
  taurus: 'Taurus',
  gemini: 'Gemini',
  cancer: 'Cancer',
  leo: 'Leo',
  virgo: 'Virgo',
  libra: 'Libra',
  scorpio: 'Scorpio',
  sagittarius: 'Sagittarius',
  capricorn: 'Capricorn',
  aquarius: 'Aquarius',
  pisces: 'Pisces',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
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
};
/** The lights take the article inside a sentence: 'the Sun', but 'Mercury'. */
const THE = new Set<PlanetId>(['sun', 'moon']);

export const GRAMMAR_EN: Grammar<{ sign: never; planet: 'the'; ordinal: never; month: never }> = {
  locale: 'en',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id, form) => (form === 'the' && THE.has(id) ? `the ${PLANET[id]}` : PLANET[id]),
  ordinal: (n) =>
    `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`,
  capitalize,
  list: (items, kind) => intlList(TAG, items, kind),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      return otherDay
        ? `${time} on ${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}`
        : time;
    },
    utc: (at) => `${utcDigits(at)} UTC`,
  }),
  day: (day, today) => intlDay(TAG, day, today),
  month: (month) => intlMonth(TAG, month),
  shortDay: (day) => intlShortDay(TAG, day),
  sentenceGap: ' ',
  finish: (text) => text,
};
