/**
 * 简体中文 (docs/i18n/glossary-zh.md): the names and phrases every Chinese text uses. Chinese has
 * no case, article or gender, so a name has few forms: a sign is always its full 座 name in prose,
 * with the short one only in the colloquial 日月升 line, and houses are 第N宫 in Chinese numerals.
 */
import type { AspectType } from '../../astro/aspects';
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Grammar } from './grammar';
import { clockOf, intlDefaults, utcDigits } from './shared';

const TAG = 'zh-Hans';

/** Prose always uses the full name with 座 (白羊 alone reads as the animal). */
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
/** The same as core/i18n/messages/zh/astro.json. */
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

const NUMERAL = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/**
 * The forms: `g.sign(id, 'short')` is the name without 座 ('天秤'), as the colloquial “金星天秤”
 * and “上升处女” say it; `g.ordinal(n, 'house')` is a house in prose, in Chinese numerals ('第七宫';
 * a number outside 1-12 keeps its digits).
 */
export const GRAMMAR_ZH: Grammar<{ sign: 'short'; planet: never; ordinal: 'house'; month: never }> = {
  locale: 'zh',
  tag: TAG,
  sign: (id, form) => (form === 'short' ? SIGN[id].replace(/座$/u, '') : SIGN[id]),
  planet: (id) => PLANET[id],
  ordinal: (n, form) => (form === 'house' ? `第${NUMERAL[n] ?? String(n)}宫` : `第${n}`),
  ...intlDefaults(TAG),
  clock: clockOf({
    local: (at, timeZone, otherDay) => {
      const time = dateTimeFormat(TAG, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
      // 11月17日 06:08: the reader's clock is already on another day.
      return otherDay ? `${dateTimeFormat(TAG, { month: 'long', day: 'numeric', timeZone }).format(at)} ${time}` : time;
    },
    utc: (at) => `UTC ${utcDigits(at)}`,
  }),
  monthName: (month) => `${month}月`,
  shortDay: (day) => `${day.month}月${day.day}日`,
  sentenceGap: '',
};

/**
 * An aspect as the glossary's compact verb between two names, in titles and labels: “行运木星三分你的
 * 本命金星”, “木星合你的星座”.
 */
export const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: '合',
  sextile: '六分',
  square: '四分',
  trine: '三分',
  opposition: '对分',
};
/** An aspect's full name in prose, a noun: “形成三分相”, “呈对分相”. */
export const ASPECT_NAME: Readonly<Record<AspectType, string>> = {
  conjunction: `${ASPECT_VERB.conjunction}相`,
  sextile: `${ASPECT_VERB.sextile}相`,
  square: `${ASPECT_VERB.square}相`,
  trine: `${ASPECT_VERB.trine}相`,
  opposition: `${ASPECT_VERB.opposition}相`,
};
/** 停滞转逆 / 停滞转顺: a station, in titles, labels and prose alike (glossary §5). */
export const STATION: Readonly<Record<'retrograde' | 'direct', string>> = {
  retrograde: '停滞转逆',
  direct: '停滞转顺',
};
