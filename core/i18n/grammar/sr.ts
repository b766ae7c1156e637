/**
 * Serbian (Latin script, ekavian; docs/i18n/glossary-sr.md): the names in their cases, the house
 * ordinals, dates, lists and the clock every Serbian text uses. A sentence picks the case its
 * preposition or verb governs: position the locative (u Ribama), movement the accusative (ulazi u
 * Ovna), "od", "do", "iz" and a degree the genitive (na 14° Vage), "sa" the instrumental (sa
 * Venerom). The locative stands for the dative too: the two are alike for every name here.
 */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import { SERBIAN_MONTHS_GENITIVE, SERBIAN_MONTHS_LOCATIVE } from '../serbian-dates';
import type { Day, Grammar, Month } from './grammar';
import { clockOf, dateIn, intlDefaults, intlMonthName, namesYear, utcDigits } from './shared';

const TAG = 'sr-Latn';

/** The cases a name is declined into beyond the nominative (the bare name). */
type Case = 'gen' | 'acc' | 'loc' | 'ins';

const SIGN: Readonly<Record<SignId, Readonly<Record<'name' | Case, string>>>> = {
  aries: { name: 'Ovan', gen: 'Ovna', acc: 'Ovna', loc: 'Ovnu', ins: 'Ovnom' },
  taurus: { name: 'Bik', gen: 'Bika', acc: 'Bika', loc: 'Biku', ins: 'Bikom' },
  gemini: { name: 'Blizanci', gen: 'Blizanaca', acc: 'Blizance', loc: 'Blizancima', ins: 'Blizancima' },
  cancer: { name: 'Rak', gen: 'Raka', acc: 'Raka', loc: 'Raku', ins: 'Rakom' },
  leo: { name: 'Lav', gen: 'Lava', acc: 'Lava', loc: 'Lavu', ins: 'Lavom' },
  virgo: { name: 'Devica', gen: 'Device', acc: 'Devicu', loc: 'Devici', ins: 'Devicom' },
  libra: { name: 'Vaga', gen: 'Vage', acc: 'Vagu', loc: 'Vagi', ins: 'Vagom' },
  scorpio: { name: 'Škorpija', gen: 'Škorpije', acc: 'Škorpiju', loc: 'Škorpiji', ins: 'Škorpijom' },
  sagittarius: { name: 'Strelac', gen: 'Strelca', acc: 'Strelca', loc: 'Strelcu', ins: 'Strelcem' },
  capricorn: { name: 'Jarac', gen: 'Jarca', acc: 'Jarca', loc: 'Jarcu', ins: 'Jarcem' },
  aquarius: { name: 'Vodolija', gen: 'Vodolije', acc: 'Vodoliju', loc: 'Vodoliji', ins: 'Vodolijom' },
  pisces: { name: 'Ribe', gen: 'Riba', acc: 'Ribe', loc: 'Ribama', ins: 'Ribama' },
};

/** A name's grammatical gender, which the adjectives, participles and pronouns about it agree with. */
export type Gender = 'm' | 'f' | 'n';

/** The cases the sentences use of a planet; its locative is never written. */
type PlanetCase = 'gen' | 'acc' | 'ins';

const PLANET: Readonly<Record<PlanetId, Readonly<Record<'name' | PlanetCase, string> & { gender: Gender }>>> = {
  sun: { name: 'Sunce', gen: 'Sunca', acc: 'Sunce', ins: 'Suncem', gender: 'n' },
  moon: { name: 'Mesec', gen: 'Meseca', acc: 'Mesec', ins: 'Mesecom', gender: 'm' },
  mercury: { name: 'Merkur', gen: 'Merkura', acc: 'Merkur', ins: 'Merkurom', gender: 'm' },
  venus: { name: 'Venera', gen: 'Venere', acc: 'Veneru', ins: 'Venerom', gender: 'f' },
  mars: { name: 'Mars', gen: 'Marsa', acc: 'Mars', ins: 'Marsom', gender: 'm' },
  jupiter: { name: 'Jupiter', gen: 'Jupitera', acc: 'Jupiter', ins: 'Jupiterom', gender: 'm' },
  saturn: { name: 'Saturn', gen: 'Saturna', acc: 'Saturn', ins: 'Saturnom', gender: 'm' },
  uranus: { name: 'Uran', gen: 'Urana', acc: 'Uran', ins: 'Uranom', gender: 'm' },
  neptune: { name: 'Neptun', gen: 'Neptuna', acc: 'Neptun', ins: 'Neptunom', gender: 'm' },
  pluto: { name: 'Pluton', gen: 'Plutona', acc: 'Pluton', ins: 'Plutonom', gender: 'm' },
};

/** A planet's grammatical gender: Venera is feminine, Sunce neuter, the others masculine. */
export const gender = (id: PlanetId): Gender => PLANET[id].gender;

const MOTION: Readonly<Record<'retrograde' | 'direct' | 'stationary', Readonly<Record<Gender, string>>>> = {
  retrograde: { m: 'retrogradan', f: 'retrogradna', n: 'retrogradno' },
  direct: { m: 'direktan', f: 'direktna', n: 'direktno' },
  stationary: { m: 'stacionaran', f: 'stacionarna', n: 'stacionarno' },
};
/**
 * How a planet moves, as a predicate agreeing with it: (postaje) retrogradna, (ponovo je)
 * direktan, (bilo je) stacionarno.
 */
export const motion = (id: PlanetId, how: 'retrograde' | 'direct' | 'stationary'): string => MOTION[how][gender(id)];

/**
 * The house ordinals' stems, spelled out as the feminine adjectives that agree with "kuća":
 * sedma, sedme, sedmoj, sedmu, sedmom.
 */
const ORDINAL_STEM = [
  'prv',
  'drug',
  'treć',
  'četvrt',
  'pet',
  'šest',
  'sedm',
  'osm',
  'devet',
  'deset',
  'jedanaest',
  'dvanaest',
] as const;
/** The feminine endings of an ordinal in each case: (tvoja) sedma, (iz) sedme, (u) sedmoj, (u) sedmu, (sa) sedmom. */
const ORDINAL_ENDING: Readonly<Record<'nom' | Case, string>> = { nom: 'a', gen: 'e', loc: 'oj', acc: 'u', ins: 'om' };

/** «17. novembra», «7. januara 2027.»: a day of a month in the genitive, a year with its dot. */
const day = (d: Day, today: Day) => {
  const month = SERBIAN_MONTHS_GENITIVE[d.month - 1] ?? '';
  return namesYear(d, today) ? `${d.day}. ${month} ${d.year}.` : `${d.day}. ${month}`;
};

/** The months in the cases a sentence names them with their year: (od) marta 2027., (u) martu 2027. */
const MONTH: Readonly<Record<'gen' | 'loc', readonly string[]>> = {
  gen: SERBIAN_MONTHS_GENITIVE,
  loc: SERBIAN_MONTHS_LOCATIVE,
};

/**
 * The day of the week of a day, lowercase (glossary §7): bare (sreda) or in the accusative that
 * says when ("u sredu", "u subotu"; the masculine names stay as they are).
 */
export const weekday = (d: Day, form: 'name' | 'acc' = 'name'): string => {
  const name = dateTimeFormat(TAG, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );
  return form === 'acc' ? name.replace(/a$/, 'u') : name;
};

/**
 * A sentence's full stop, unless it already ends in a year's dot: a date that names its year
 * ("7. januara 2027.") closes the sentence with that dot.
 */
export const stop = (sentence: string): string => (sentence.endsWith('.') ? sentence : `${sentence}.`);

/**
 * Serbian declines: `sign` and `planet` take a case (`g.sign('aries', 'loc')` → 'Ovnu'),
 * `ordinal` writes '7.' bare and the feminine ordinal of "kuća" in a case ('sedmoj'), `month`
 * writes 'mart 2027.' bare, 'marta 2027.' and 'martu 2027.' in the genitive and locative.
 */
export const GRAMMAR_SR: Grammar<{ sign: Case; planet: PlanetCase; ordinal: 'nom' | Case; month: 'gen' | 'loc' }> = {
  locale: 'sr',
  tag: TAG,
  sign: (id, form = 'name') => SIGN[id][form],
  planet: (id, form = 'name') => PLANET[id][form],
  ordinal: (n, form = 'name') => (form === 'name' ? `${n}.` : `${ORDINAL_STEM[n - 1] ?? n}${ORDINAL_ENDING[form]}`),
  ...intlDefaults(TAG),
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
  month: (m: Month, form = 'name') =>
    form === 'name'
      ? `${dateTimeFormat(TAG, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(m.year, m.month - 1, 1)))} ${m.year}.`
      : `${MONTH[form][m.month - 1] ?? ''} ${m.year}.`,
  monthName: (month, form = 'name') => (form === 'name' ? intlMonthName(TAG, month) : (MONTH[form][month - 1] ?? '')),
};
