/** हिन्दी: the names and phrases every Hindi text uses. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, intlShortDay } from './shared';

const TAG = 'hi';

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

const clock = (timeZone: string) =>
  dateTimeFormat(TAG, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone });

export const GRAMMAR_HI: Grammar<{ sign: 'rashi'; planet: never; ordinal: never; month: never }> = {
  locale: 'hi',
  tag: TAG,
  // 'मेष', or with राशि where a sentence names the sign as a sign: 'मेष राशि'.
  sign: (id, form) => (form === 'rashi' ? `${SIGN[id]} राशि` : SIGN[id]),
  planet: (id) => PLANET[id],
  ordinal: (n) => `${n}वां`,
  capitalize,
  // 'क, ख और ग': Hindi puts no comma before और.
  list: (items, kind) => intlList(TAG, items, kind, (between) => between.replace(/^,\s*/u, ' ')),
  clock: clockOf({
    local: (at, timeZone, otherDay) =>
      otherDay
        ? `${dateTimeFormat(TAG, { day: 'numeric', month: 'long', timeZone }).format(at)}, ${clock(timeZone).format(at)}`
        : clock(timeZone).format(at),
    utc: (at) => `${clock('UTC').format(at)} UTC`,
  }),
  day: (day, today) => intlDay(TAG, day, today),
  month: (month) => intlMonth(TAG, month),
  shortDay: (day) => intlShortDay(TAG, day),
  sentenceGap: ' ',
  finish: (text) => text,
};
