/** Español: los nombres y las frases que usan todos los textos en español. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, intlShortDay, utcDigits } from './shared';

const TAG = 'es';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Aries',
  taurus: 'Tauro',
  gemini: 'Géminis',
  cancer: 'Cáncer',
  leo: 'Leo',
  virgo: 'Virgo',
  libra: 'Libra',
  scorpio: 'Escorpio',
  sagittarius: 'Sagitario',
  capricorn: 'Capricornio',
  aquarius: 'Acuario',
  pisces: 'Piscis',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'Sol',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Neptuno',
  pluto: 'Plutón',
};

export const GRAMMAR_ES: Grammar<{ sign: never; planet: never; ordinal: never; month: never }> = {
  locale: 'es',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id) => PLANET[id],
  ordinal: (n) => `${n}.ª`,
  capitalize,
  list: (items, kind) => intlList(TAG, items, kind),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      return otherDay
        ? `${time} del ${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}`
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
