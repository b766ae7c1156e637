/** French: the names and phrases every French text uses, and the typography a finished text gets. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Day, Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, intlShortDay } from './shared';

const TAG = 'fr';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Bélier',
  taurus: 'Taureau',
  gemini: 'Gémeaux',
  cancer: 'Cancer',
  leo: 'Lion',
  virgo: 'Vierge',
  libra: 'Balance',
  scorpio: 'Scorpion',
  sagittarius: 'Sagittaire',
  capricorn: 'Capricorne',
  aquarius: 'Verseau',
  pisces: 'Poissons',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'Soleil',
  moon: 'Lune',
  mercury: 'Mercure',
  venus: 'Vénus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturne',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluton',
};

/**
 * « 15 h 06 », « 9 h 05 », « 0 h 15 »: French running text writes the hour without a leading zero
 * and « h » between no-break spaces (glossary §7); « 15:06 » belongs to tables, not to sentences.
 */
const spoken = (hour: number, minute: number) => `${hour % 24}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
/** « 1er » for the first of a month: French writes it as an ordinal. */
const first = (text: string) => text.replace(/^1(?=\s)/u, '1er');

export const GRAMMAR_FR: Grammar<{ sign: never; planet: never; ordinal: never; month: never }> = {
  locale: 'fr',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id) => PLANET[id],
  ordinal: (n) => (n === 1 ? '1re' : `${n}e`),
  capitalize,
  list: (items, kind) => intlList(TAG, items, kind),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const parts = dateTimeFormat(TAG, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }).formatToParts(at);
      const time = spoken(
        Number(parts.find((p) => p.type === 'hour')?.value ?? 0),
        Number(parts.find((p) => p.type === 'minute')?.value ?? 0),
      );
      // « 15 h 06 le 17 juin », « 0 h 15 le 1er juin »: after « à » in every template.
      return otherDay
        ? `${time} le ${first(dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at))}`
        : time;
    },
    utc: (at) => `${spoken(at.getUTCHours(), at.getUTCMinutes())} UTC`,
  }),
  day: (day: Day, today: Day) => first(intlDay(TAG, day, today)),
  month: (month) => intlMonth(TAG, month),
  shortDay: (day) => first(intlShortDay(TAG, day)),
  sentenceGap: ' ',
  // No-break spaces: a thin one before ; ! ?, a full one before : and inside « » (glossary §7).
  finish: (text) =>
    text
      .replace(/ :/g, '\u00a0:')
      .replace(/ ([;!?])/g, '\u202f$1')
      .replace(/« /g, '«\u00a0')
      .replace(/ »/g, '\u00a0»'),
};
