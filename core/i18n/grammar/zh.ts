/** 简体中文: the names and phrases every Chinese text uses. */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { capitalize, clockOf, intlDay, intlList, intlMonth, utcDigits } from './shared';

const TAG = 'zh-Hans';

const SIGN: Readonly<Record<SignId, string>> = {
  aries: '白羊座',
  taurus: '金牛座',
  gemini: '双子座',
  cancer: '巨蟹座',
  leo: '狮子座',
  virgo: '处女座',
  libra: '天秤座',
  scorpio: '天蝎座',
  sagittarius: '射手座',
  capricorn: '摩羯座',
  aquarius: '水瓶座',
  pisces: '双鱼座',
};
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: '太阳',
  moon: '月亮',
  mercury: '水星',
  venus: '金星',
  mars: '火星',
  jupiter: '木星',
  saturn: '土星',
  uranus: '天王星',
  neptune: '海王星',
  pluto: '冥王星',
};

export const GRAMMAR_ZH: Grammar<{ sign: never; planet: never; ordinal: never; month: never }> = {
  locale: 'zh',
  tag: TAG,
  sign: (id) => SIGN[id],
  planet: (id) => PLANET[id],
  ordinal: (n) => `第${n}`,
  capitalize,
  list: (items, kind) => intlList(TAG, items, kind),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      // 11月17日 06:08: the reader's clock is already on another day.
      return otherDay ? `${dateTimeFormat(TAG, { month: 'long', day: 'numeric', timeZone }).format(at)} ${time}` : time;
    },
    utc: (at) => `UTC ${utcDigits(at)}`,
  }),
  day: (day, today) => intlDay(TAG, day, today),
  month: (month) => intlMonth(TAG, month),
  shortDay: (day) => `${day.month}月${day.day}日`,
  sentenceGap: '',
  finish: (text) => text,
};
