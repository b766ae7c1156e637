/** English (British spelling and dates, decision 037): the names and phrases every English text uses. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { clockOf, intlDefaults, utcDigits } from './shared';

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

/** 'the Sun', 'Mercury' with `'the'`; the bare name otherwise. */
const planet = (id: PlanetId, form?: 'the' | 'name') =>
  form === 'the' && THE.has(id) ? `the ${PLANET[id]}` : PLANET[id];

/**
 * The forms an English sentence names a sign or a planet in: `sign(id, 'a')` with its indefinite
 * article ('an Aries', 'a Libra': "yours is a Libra Venus"), `planet(id, 'the')` with the article
 * the lights take ('the Sun', 'Mercury').
 */
export const GRAMMAR_EN: Grammar<{ sign: 'a'; planet: 'the'; ordinal: never; month: never }> = {
  locale: 'en',
  tag: TAG,
  sign: (id, form) => (form === 'a' ? `${/^[AEIOU]/.test(SIGN[id]) ? 'an' : 'a'} ${SIGN[id]}` : SIGN[id]),
  planet,
  ordinal: (n) =>
    `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`,
  ...intlDefaults(TAG),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      return otherDay
        ? `${time} on ${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}`
        : time;
    },
    utc: (at) => `${utcDigits(at)} UTC`,
  }),
};

/** The two angles a chart names beside its planets. */
export type Angle = 'ascendant' | 'midheaven';
const ANGLE: Readonly<Record<Angle, string>> = { ascendant: 'Ascendant', midheaven: 'Midheaven' };

/**
 * A chart point's name, a planet's or an angle's ('Venus', 'Ascendant'), or with `'the'` as a
 * sentence says it ('the Sun', 'Venus', 'the Ascendant'): the coach and the sky frames name the
 * angles beside the planets.
 */
export function chartPoint(id: PlanetId | Angle, form?: 'the' | 'name'): string {
  if (id === 'ascendant' || id === 'midheaven') return form === 'the' ? `the ${ANGLE[id]}` : ANGLE[id];
  return planet(id, form);
}

const COUNT = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A count as prose spells it: 'one' to 'ten' in words, larger ones in digits (the coach and
 * the Oracle frames count planets, contacts and houses; each says its own word for none).
 */
export const countWord = (n: number) => COUNT[n - 1] ?? String(n);
