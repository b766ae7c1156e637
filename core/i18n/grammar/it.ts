/** Italiano: i nomi e le frasi che ogni testo italiano usa. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, intlShortDay, utcDigits } from './shared';

const TAG = 'it';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Ariete',
  taurus: 'Toro',
  gemini: 'Gemelli',
  cancer: 'Cancro',
  leo: 'Leone',
  virgo: 'Vergine',
  libra: 'Bilancia',
  scorpio: 'Scorpione',
  sagittarius: 'Sagittario',
  capricorn: 'Capricorno',
  aquarius: 'Acquario',
  pisces: 'Pesci',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'Sole',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
};

/** «15:06», «1:10», «00:15»: l’ora senza zero iniziale, tranne la mezzanotte. */
const time = (hour: number, minute: string) => `${hour === 0 ? '00' : hour}:${minute}`;
/** «1º» per il primo del mese (decisione 037). */
const first = (text: string) => text.replace(/^1(?=\s)/u, '1º');

export const GRAMMAR_IT: Grammar<{ sign: never; planet: never; ordinal: never; month: never }> = {
  locale: 'it',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id) => PLANET[id],
  ordinal: (n) => `${n}ª`,
  capitalize,
  // «a, b e c», ma «a ed Europa»: la «d» eufonica davanti a una «e».
  list: (items, kind) =>
    intlList(TAG, items, kind, (between, item) => (/^[eè]/iu.test(item) && between === ' e ' ? ' ed ' : between)),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const parts = dateTimeFormat(TAG, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }).formatToParts(at);
      const clock = time(
        Number(parts.find((p) => p.type === 'hour')?.value ?? '0'),
        parts.find((p) => p.type === 'minute')?.value ?? '00',
      );
      if (!otherDay) return clock;
      const day = dateTimeFormat(TAG, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).formatToParts(at);
      const part = (type: string) => day.find((x) => x.type === type)?.value ?? '';
      // «di mercoledì 17 giugno»: con il giorno della settimana non serve l’articolo (glossario §3).
      return `${clock} di ${part('weekday')} ${part('day') === '1' ? '1º' : part('day')} ${part('month')}`;
    },
    utc: (at) => `${time(at.getUTCHours(), utcDigits(at).slice(3))} UTC`,
  }),
  day: (day, today) => first(intlDay(TAG, day, today)),
  month: (month) => intlMonth(TAG, month),
  shortDay: (day) => first(intlShortDay(TAG, day)),
  sentenceGap: ' ',
  finish: (text) => text,
};
