/**
 * Spanish (neutral international Spanish, docs/i18n/glossary-es.md): the names and their forms
 * every Spanish text uses. Signs take no article ("en Aries", "de Leo"); of the planets only the
 * lights do ("el Sol", "la Luna", but "Mercurio"), and "de" and "a" always contract with "el"
 * ("del Sol", "al Sol").
 */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { clockOf, intlDefaults, utcDigits } from './shared';

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
/** The lights take the article inside a sentence ("el Sol", "la Luna"); the planets do not ("Mercurio"). */
const ARTICLE: Readonly<Partial<Record<PlanetId, 'el' | 'la'>>> = { sun: 'el', moon: 'la' };

/** "de" before a noun phrase, contracted with "el" (glossary §3): "del Sol", "del 9 de diciembre", "de la Luna", "de tu casa". */
export const of = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** "a" before a noun phrase, contracted with "el": "al Sol", "al corazón de tu signo", "a la Luna", "a tu Luna natal". */
export const to = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

/** A clock time with its article, as it follows "a", "de" or "hasta": "la 01:15" at one o'clock, "las 13:15" otherwise. */
export const theTime = (time: string) => (/^0?1[:.]/.test(time) ? `la ${time}` : `las ${time}`);

/** The noun a body is counted under: the Sun and the Moon are lights ("tu astro regente"), the rest "planeta". */
export const bodyNoun = (id: PlanetId) => (id === 'sun' || id === 'moon' ? 'astro' : 'planeta');

/**
 * Planets: `the` with their article as a subject or object ("el Sol", "la Luna", "Mercurio"),
 * `of` after "de" ("del Sol", "de la Luna", "de Mercurio"), `to` after "a" ("al Sol", "a la
 * Luna", "a Mercurio"). Months: `yearless`, the month alone, whatever the year ("marzo",
 * as in "en marzo").
 */
export const GRAMMAR_ES: Grammar<{ sign: never; planet: 'the' | 'of' | 'to'; ordinal: never; month: never }> = {
  locale: 'es',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id, form) => {
    if (!form || form === 'name') return PLANET[id];
    const article = ARTICLE[id];
    const the = article ? `${article} ${PLANET[id]}` : PLANET[id];
    return form === 'the' ? the : form === 'of' ? of(the) : to(the);
  },
  ordinal: (n) => `${n}.ª`,
  ...intlDefaults(TAG),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      return otherDay
        ? `${time} del ${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}`
        : time;
    },
    utc: (at) => `${utcDigits(at)} UTC`,
  }),
};
