/** हिन्दी: the names and phrases every Hindi text uses. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { clockOf, intlDefaults, intlList } from './shared';

const TAG = 'hi';

/** Sign names do not inflect before a postposition: "मेष में", "मेष राशि का चंद्रमा". */
const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'मेष',
  taurus: 'वृषभ',
  gemini: 'मिथुन',
  cancer: 'कर्क',
  leo: 'सिंह',
  virgo: 'कन्या',
  libra: 'तुला',
  scorpio: 'वृश्चिक',
  sagittarius: 'धनु',
  capricorn: 'मकर',
  aquarius: 'कुंभ',
  pisces: 'मीन',
};
/** Planet names do not inflect either, and every planet is masculine singular ("शुक्र से", "बुध वक्री होता है"). */
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'सूर्य',
  moon: 'चंद्रमा',
  mercury: 'बुध',
  venus: 'शुक्र',
  mars: 'मंगल',
  jupiter: 'बृहस्पति',
  saturn: 'शनि',
  uranus: 'यूरेनस',
  neptune: 'नेपच्यून',
  pluto: 'प्लूटो',
};

/** The ordinals one to twelve in the direct case: "सातवाँ भाव". */
const ORDINAL: readonly string[] = [
  'पहला',
  'दूसरा',
  'तीसरा',
  'चौथा',
  'पाँचवाँ',
  'छठा',
  'सातवाँ',
  'आठवाँ',
  'नौवाँ',
  'दसवाँ',
  'ग्यारहवाँ',
  'बारहवाँ',
];
/** The same before a postposition: "आपके सातवें भाव में". */
const ORDINAL_OBLIQUE: readonly string[] = [
  'पहले',
  'दूसरे',
  'तीसरे',
  'चौथे',
  'पाँचवें',
  'छठे',
  'सातवें',
  'आठवें',
  'नौवें',
  'दसवें',
  'ग्यारहवें',
  'बारहवें',
];

/**
 * 'वक्री' / 'मार्गी': how a planet moves after its station, an adjective that takes होना
 * ("बुध वक्री होता है") or stands before चाल ("मार्गी चाल").
 */
export const DIRECTION = { retrograde: 'वक्री', direct: 'मार्गी' } as const;

const clock = (timeZone: string) =>
  dateTimeFormat(TAG, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone });

export const GRAMMAR_HI: Grammar<{ sign: 'rashi'; planet: never; ordinal: 'oblique'; month: never }> = {
  locale: 'hi',
  tag: TAG,
  // 'मेष', or with राशि where a sentence names the sign as a sign: 'मेष राशि'.
  sign: (id, form) => (form === 'rashi' ? `${SIGN[id]} राशि` : SIGN[id]),
  planet: (id) => PLANET[id],
  // In words up to twelve (the houses), in digits after: 'सातवाँ', 'सातवें'; '13वाँ', '13वें'.
  ordinal: (n, form) => (form === 'oblique' ? (ORDINAL_OBLIQUE[n - 1] ?? `${n}वें`) : (ORDINAL[n - 1] ?? `${n}वाँ`)),
  ...intlDefaults(TAG),
  // 'क, ख और ग': Hindi puts no comma before और.
  list: (items, kind) => intlList(TAG, items, kind, (between) => between.replace(/^,\s*/u, ' ')),
  clock: clockOf({
    local: (at, timeZone, otherDay) =>
      otherDay
        ? `${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}, ${clock(timeZone).format(at)}`
        : clock(timeZone).format(at),
    utc: (at) => `${clock('UTC').format(at)} UTC`,
  }),
  // 'मार्च 2027'; without its year, 'मार्च', where the sentence knows the year ("मार्च में").
};
