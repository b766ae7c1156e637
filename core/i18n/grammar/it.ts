/**
 * Italiano: the names, in the forms Italian sentences need, and the phrases every Italian text
 * uses (docs/i18n/glossary-it.md). Italian fuses the article with a preposition («dello
 * Scorpione», «all’Ascendente», «dall’1:10»), so every such form is built here from one table of
 * fused articles, and a name's article is written once.
 */
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import { dateTimeFormat } from '../intl-cache';
import type { Day, Grammar } from './grammar';
import { clockOf, intlDay, intlDefaults, intlList, intlMonth, intlMonthName, intlShortDay, utcDigits } from './shared';

const TAG = 'it';

type Article = 'il' | 'lo' | 'la' | 'l’' | 'i' | 'le';
/** The prepositions Italian fuses with an article: «di», «a», «da», «in», «su». */
type Preposition = 'of' | 'to' | 'from' | 'in' | 'on';
const FUSED: Readonly<Record<Preposition, Readonly<Record<Article, string>>>> = {
  of: { il: 'del', lo: 'dello', la: 'della', 'l’': 'dell’', i: 'dei', le: 'delle' },
  to: { il: 'al', lo: 'allo', la: 'alla', 'l’': 'all’', i: 'ai', le: 'alle' },
  from: { il: 'dal', lo: 'dallo', la: 'dalla', 'l’': 'dall’', i: 'dai', le: 'dalle' },
  in: { il: 'nel', lo: 'nello', la: 'nella', 'l’': 'nell’', i: 'nei', le: 'nelle' },
  on: { il: 'sul', lo: 'sullo', la: 'sulla', 'l’': 'sull’', i: 'sui', le: 'sulle' },
};
/** A word with its article, alone or fused with a preposition: «lo Scorpione», «dell’Ariete», «alle 15:06». */
const articled = (article: Article, word: string, preposition?: Preposition) => {
  const head = preposition ? FUSED[preposition][article] : article;
  return head.endsWith('’') ? `${head}${word}` : `${head} ${word}`;
};

/** The sign's name; after «in» it stays bare (glossary §2: «Luna in Cancro»). */
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
/** The article each sign takes: «l’Ariete», «i Gemelli», «lo Scorpione». */
const SIGN_ARTICLE: Readonly<Record<SignId, Article>> = {
  aries: 'l’',
  taurus: 'il',
  gemini: 'i',
  cancer: 'il',
  leo: 'il',
  virgo: 'la',
  libra: 'la',
  scorpio: 'lo',
  sagittarius: 'il',
  capricorn: 'il',
  aquarius: 'l’',
  pisces: 'i',
};
/** The two signs whose names are plural take a plural verb: «i Gemelli ti chiedono», «ci sono i Pesci». */
export const pluralSign = (id: SignId) => SIGN_ARTICLE[id] === 'i';

/** A point of a chart: a planet, or one of the two angles Stella names. */
type Point = PlanetId | 'ascendant' | 'midheaven';
const POINT: Readonly<Record<Point, string>> = {
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
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
};
/** The lights and the angles take the article inside a sentence; the other planets are names without one. */
const POINT_ARTICLE: Readonly<Partial<Record<Point, Article>>> = {
  sun: 'il',
  moon: 'la',
  ascendant: 'l’',
  midheaven: 'il',
};
/** The Moon and Venus are feminine: their adjectives agree («Venere retrograda», «la tua Luna»). */
export const feminine = (id: Point) => id === 'moon' || id === 'venus';

/**
 * A point of the chart by name, or as a sentence uses it: `the` «il Sole», «la Luna», «Mercurio»,
 * «l’Ascendente»; `of` «del Sole», «di Mercurio»; `to` «al Sole», «a Mercurio», «all’Ascendente».
 */
export function point(id: Point, form?: 'the' | 'of' | 'to' | 'name'): string {
  const name = POINT[id];
  const article = POINT_ARTICLE[id];
  if (!form || form === 'name') return name;
  if (article) return articled(article, name, form === 'the' ? undefined : form);
  return form === 'of' ? `di ${name}` : form === 'to' ? `a ${name}` : name;
}

/**
 * A point of the reader's chart with the possessive, alone or after a preposition: «la tua
 * Venere», «del tuo Sole», «alla tua Luna», «sul tuo Ascendente», «con il tuo Marte».
 */
export function yours(id: Point, preposition?: 'of' | 'to' | 'on' | 'with'): string {
  const mine = `${feminine(id) ? 'tua' : 'tuo'} ${POINT[id]}`;
  const article: Article = feminine(id) ? 'la' : 'il';
  return preposition === 'with' ? `con ${articled(article, mine)}` : articled(article, mine, preposition);
}
/** The same for a point as it stood at the reader's birth: «la tua Venere natale», «al tuo Ascendente» (an angle is natal by itself). */
export const natal = (id: Point, preposition?: 'of' | 'to' | 'on' | 'with') =>
  id === 'ascendant' || id === 'midheaven' ? yours(id, preposition) : `${yours(id, preposition)} natale`;

/** A planet's motion, agreeing with its name: «retrogrado», «retrograda», «diretto», «diretta». */
export const motion = (id: PlanetId, direction: 'retrograde' | 'direct') =>
  `${direction === 'retrograde' ? 'retrograd' : 'dirett'}${feminine(id) ? 'a' : 'o'}`;
/** A station as a verb: «diventa retrogrado», «torna diretta». */
export const turns = (id: PlanetId, direction: 'retrograde' | 'direct') =>
  `${direction === 'retrograde' ? 'diventa' : 'torna'} ${motion(id, direction)}`;

/** The houses are feminine: «la prima», «la settima». */
const ORDINAL = [
  'prima',
  'seconda',
  'terza',
  'quarta',
  'quinta',
  'sesta',
  'settima',
  'ottava',
  'nona',
  'decima',
  'undicesima',
  'dodicesima',
];
/** «settima» up to twelve (the houses); a number beyond keeps its figure, «13ª». */
const ordinalWord = (n: number) => ORDINAL[n - 1] ?? `${n}ª`;

/** «a marzo», but «ad aprile», «ad agosto»: the euphonic «ad» before a vowel «a». */
export const aOrAd = (text: string) => (/^[aà]/iu.test(text) ? `ad ${text}` : `a ${text}`);

/**
 * A day as `day` writes it, with its article, alone or fused with a preposition (glossary §7):
 * «il 17 novembre», «l’8 dicembre», «dall’11 marzo», «del 1º aprile», «al 12 dicembre».
 */
export const theDay = (day: string, preposition?: 'of' | 'to' | 'from') =>
  articled(/^(?:8|11)(?!\d)/u.test(day) ? 'l’' : 'il', day, preposition);
/**
 * The day of the month alone, for a sentence whose month is already known to the reader (glossary
 * §7): «20», «1º»; with `theDay` it reads «il 20», «l’8», «il 1º».
 */
export const dayOfMonth = (day: Day) => (day.day === 1 ? '1º' : String(day.day));
/** A day's weekday, lower case as Italian writes it (glossary §1): «venerdì». */
export const weekday = (day: Day) =>
  dateTimeFormat(TAG, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );
/** A clock time as `clock` writes it, after «a» or «da» (glossary §7): «alle 15:06», but «all’1:10», «dalle 9:25». */
export const theTime = (time: string, preposition: 'to' | 'from' = 'to') =>
  articled(time.startsWith('1:') ? 'l’' : 'le', time, preposition);

/** «15:06», «1:10», «00:15»: the hour without a leading zero, except at midnight. */
const time = (hour: number, minute: string) => `${hour === 0 ? '00' : hour}:${minute}`;
/** «1º» for the first of the month (decision 037), never the degree sign. */
const first = (text: string) => text.replace(/^1(?=\s)/u, '1º');

export const GRAMMAR_IT: Grammar<{
  sign: 'the' | 'of';
  planet: 'the' | 'of' | 'to';
  ordinal: 'word' | 'the' | 'in';
  month: 'in';
}> = {
  locale: 'it',
  tag: TAG,
  // `the` «lo Scorpione», «i Pesci»; `of` «dell’Ariete», «dei Gemelli» (glossary §2).
  sign: (id, form) =>
    form === 'the' || form === 'of' ? articled(SIGN_ARTICLE[id], SIGN[id], form === 'of' ? 'of' : undefined) : SIGN[id],
  planet: point,
  // «7ª»; `word` «settima»; `the` «la settima», «l’ottava»; `in` «nella settima», «nell’undicesima».
  ordinal: (n, form) => {
    if (!form || form === 'name') return `${n}ª`;
    const word = ordinalWord(n);
    if (form === 'word') return word;
    return articled(/^[aeiou]/u.test(word) ? 'l’' : 'la', word, form === 'in' ? 'in' : undefined);
  },
  ...intlDefaults(TAG),
  // «a, b e c», but «a ed Europa»: the euphonic «d» before an «e».
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
      // «di mercoledì 17 giugno»: with the weekday the day takes no article (glossary §3).
      return `${clock} di ${part('weekday')} ${part('day') === '1' ? '1º' : part('day')} ${part('month')}`;
    },
    utc: (at) => `${time(at.getUTCHours(), utcDigits(at).slice(3))} UTC`,
  }),
  day: (day, today) => first(intlDay(TAG, day, today)),
  // «marzo 2027»; `in` «a marzo 2027», «ad aprile 2027»; `withoutYear` «marzo», where the sentence knows the year.
  month: (month, form) => (form === 'in' ? aOrAd(intlMonth(TAG, month)) : intlMonth(TAG, month)),
  monthName: (month, form) => (form === 'in' ? aOrAd(intlMonthName(TAG, month)) : intlMonthName(TAG, month)),
  shortDay: (day) => first(intlShortDay(TAG, day)),
};
