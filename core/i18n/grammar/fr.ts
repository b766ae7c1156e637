/**
 * French: the names in the forms every French text uses (docs/i18n/glossary-fr.md), dates and
 * clock, and the typography a finished text gets.
 */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Day, Grammar } from './grammar';
import { clockOf, intlDay, intlDefaults, intlShortDay } from './shared';

const TAG = 'fr';

interface SignForms {
  /** 'Bélier', as a title or a list shows it. */
  readonly name: string;
  /** 'le Bélier', 'la Vierge', 'les Gémeaux' */
  readonly the: string;
  /** 'du Bélier', 'de la Vierge', 'des Gémeaux' */
  readonly of: string;
}
const SIGN: Readonly<Record<SignId, SignForms>> = {
  aries: { name: 'Bélier', the: 'le Bélier', of: 'du Bélier' },
  taurus: { name: 'Taureau', the: 'le Taureau', of: 'du Taureau' },
  gemini: { name: 'Gémeaux', the: 'les Gémeaux', of: 'des Gémeaux' },
  cancer: { name: 'Cancer', the: 'le Cancer', of: 'du Cancer' },
  leo: { name: 'Lion', the: 'le Lion', of: 'du Lion' },
  virgo: { name: 'Vierge', the: 'la Vierge', of: 'de la Vierge' },
  libra: { name: 'Balance', the: 'la Balance', of: 'de la Balance' },
  scorpio: { name: 'Scorpion', the: 'le Scorpion', of: 'du Scorpion' },
  sagittarius: { name: 'Sagittaire', the: 'le Sagittaire', of: 'du Sagittaire' },
  capricorn: { name: 'Capricorne', the: 'le Capricorne', of: 'du Capricorne' },
  aquarius: { name: 'Verseau', the: 'le Verseau', of: 'du Verseau' },
  pisces: { name: 'Poissons', the: 'les Poissons', of: 'des Poissons' },
};

interface PlanetForms {
  /** 'Soleil', 'Vénus', as a title or a label shows it. */
  readonly name: string;
  /** 'le Soleil', 'Vénus': only the lights take the article (glossary, section 3). */
  readonly the: string;
  /** 'du Soleil', 'de la Lune', 'd’Uranus' */
  readonly of: string;
}
const PLANET: Readonly<Record<PlanetId, PlanetForms>> = {
  sun: { name: 'Soleil', the: 'le Soleil', of: 'du Soleil' },
  moon: { name: 'Lune', the: 'la Lune', of: 'de la Lune' },
  mercury: { name: 'Mercure', the: 'Mercure', of: 'de Mercure' },
  venus: { name: 'Vénus', the: 'Vénus', of: 'de Vénus' },
  mars: { name: 'Mars', the: 'Mars', of: 'de Mars' },
  jupiter: { name: 'Jupiter', the: 'Jupiter', of: 'de Jupiter' },
  saturn: { name: 'Saturne', the: 'Saturne', of: 'de Saturne' },
  uranus: { name: 'Uranus', the: 'Uranus', of: 'd’Uranus' },
  neptune: { name: 'Neptune', the: 'Neptune', of: 'de Neptune' },
  pluto: { name: 'Pluton', the: 'Pluton', of: 'de Pluton' },
};
const FEMININE = new Set<PlanetId>(['moon', 'venus']);

/** Whether a planet's name is feminine, for what agrees with it (« Vénus directe », « placée », « elle »). */
export const feminine = (planet: PlanetId) => FEMININE.has(planet);
/** Whether a sign's name is plural, for the verb it governs (« les Gémeaux vous demandent »). */
export const pluralSign = (sign: SignId) => sign === 'gemini' || sign === 'pisces';
/** Whether a word takes an elided « d’ » or « qu’ » before it: it opens with a vowel (« d’Uranus », « qu’un message »). */
export const elides = (word: string) => /^[aàâeéèêëiîïoôuùûy]/iu.test(word);

/**
 * A direction as an adjective: with a planet, agreeing with it (« Mars direct », « Vénus
 * directe »); without one, agreeing with « la station » (« la station directe », glossary section 5).
 */
export const direction = (d: 'retrograde' | 'direct', planet?: PlanetId) =>
  d === 'retrograde' ? 'rétrograde' : planet && !feminine(planet) ? 'direct' : 'directe';
/** A planet turning, as a verb phrase: « devient rétrograde », « redevient directe ». */
export const turns = (planet: PlanetId, d: 'retrograde' | 'direct') =>
  d === 'retrograde' ? 'devient rétrograde' : `redevient ${direction(d, planet)}`;

/**
 * « 15 h 06 », « 9 h 05 », « 0 h 15 »: French running text writes the hour without a leading zero
 * and « h » between no-break spaces (glossary §7); « 15:06 » belongs to tables, not to sentences.
 */
const spoken = (hour: number, minute: number) => `${hour % 24}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
/** « 1er » for the first of a month: French writes it as an ordinal. */
const first = (text: string) => text.replace(/^1(?=\s)/u, '1er');
/** A day's weekday, lowercase as French writes it: « samedi » (« le samedi 19 »). */
export const weekday = (day: Day) =>
  dateTimeFormat(TAG, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );

/**
 * Signs: `the` « le Bélier », `of` « du Bélier », `in` « en Bélier » (a position, never an
 * article: glossary section 2). Planets: `the` « le Soleil », « Vénus », `of` « du Soleil »,
 * « d’Uranus ».
 */
export const GRAMMAR_FR: Grammar<{ sign: 'the' | 'of' | 'in'; planet: 'the' | 'of'; ordinal: never; month: never }> = {
  locale: 'fr',
  tag: TAG,
  sign: (id, form = 'name') => (form === 'in' ? `en ${SIGN[id].name}` : SIGN[id][form]),
  planet: (id, form = 'name') => PLANET[id][form],
  ordinal: (n) => (n === 1 ? '1re' : `${n}e`),
  ...intlDefaults(TAG),
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
  shortDay: (day) => first(intlShortDay(TAG, day)),
  // No-break spaces: a thin one before ; ! ?, a full one before : and inside « » (glossary §7).
  finish: (text) =>
    text
      .replace(/ :/g, '\u00a0:')
      .replace(/ ([;!?])/g, '\u202f$1')
      .replace(/« /g, '«\u00a0')
      .replace(/ »/g, '\u00a0»'),
};
