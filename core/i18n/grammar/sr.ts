/** Srpski (latinica): imena i fraze koje koriste svi srpski tekstovi. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import { SERBIAN_MONTHS_GENITIVE } from '../serbian-dates';
import type { Day, Grammar, Month } from './grammar';
import { capitalize, clockOf, dateIn, intlList, intlShortDay, namesYear, utcDigits } from './shared';

const TAG = 'sr-Latn';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Ovan',
  taurus: 'Bik',
  gemini: 'Blizanci',
  cancer: 'Rak',
  leo: 'Lav',
  virgo: 'Devica',
  libra: 'Vaga',
  scorpio: 'Škorpija',
  sagittarius: 'Strelac',
  capricorn: 'Jarac',
  aquarius: 'Vodolija',
  pisces: 'Ribe',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'Sunce',
  moon: 'Mesec',
  mercury: 'Merkur',
  venus: 'Venera',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uran',
  neptune: 'Neptun',
  pluto: 'Pluton',
};

/** «17. novembra», «7. januara 2027.»: a day of a month in the genitive, a year with its dot. */
const day = (d: Day, today: Day) => {
  const month = SERBIAN_MONTHS_GENITIVE[d.month - 1] ?? '';
  return namesYear(d, today) ? `${d.day}. ${month} ${d.year}.` : `${d.day}. ${month}`;
};

export const GRAMMAR_SR: Grammar<{ sign: never; planet: never; ordinal: never; month: never }> = {
  locale: 'sr',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id) => PLANET[id],
  ordinal: (n) => `${n}.`,
  capitalize,
  list: (items, kind) => intlList(TAG, items, kind),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      if (!otherDay) return `u ${time}`;
      const [, month, dayOfMonth] = dateIn(at, timeZone).split('-').map(Number) as [number, number, number];
      return `${dayOfMonth}. ${SERBIAN_MONTHS_GENITIVE[month - 1]} u ${time}`;
    },
    utc: (at) => `u ${utcDigits(at)} UTC`,
  }),
  day,
  month: (m: Month) =>
    `${dateTimeFormat(TAG, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(m.year, m.month - 1, 1)))} ${m.year}.`,
  shortDay: (d) => intlShortDay(TAG, d),
  sentenceGap: ' ',
  finish: (text) => text,
};
