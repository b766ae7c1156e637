/**
 * What a question is about (decision 030): its intent, the points, signs, houses and aspects it
 * names, the sensitive topics it touches, and whether it speaks of self-harm. Then the facts an
 * answer may rest on: at most 40, the most relevant first.
 */
import type { AspectType } from '../astro/aspects';
import type { Locale } from '../i18n/locales';
import type { SignId } from '../zodiac';
import { mentions } from './claims';
import type { Fact, FactTable } from './facts';
import type { CoachIntents, CoachPoint, CoachTexts, Intent, ReadingIntent, SensitiveTopic } from './texts';
import { type Frame, readAsked } from './asking/read';
import type { AskingLexicon, LifeTopic } from './asking/types';

export interface Question {
  readonly intent: Intent;
  /** When the question is about: the chart itself, now, lately, a week, month or year, a date, or "when…". */
  readonly frame: Frame;
  /** The parts of life it asks about (at most two). */
  readonly areas: readonly LifeTopic[];
  /** Every reading intent the question touches (love and timing in "when will I meet someone?"). */
  readonly topics: readonly ReadingIntent[];
  readonly points: readonly CoachPoint[];
  readonly signs: readonly SignId[];
  readonly houses: readonly number[];
  readonly aspects: readonly AspectType[];
  readonly sensitive: readonly SensitiveTopic[];
  /** The message speaks of suicide or self-harm: the crisis reply, and nothing else. */
  readonly crisis: boolean;
}

const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/** Whether any of the words (stems, matched at a word's start) occurs in the text. */
function countWords(text: string, words: readonly string[], boundaries: boolean): number {
  const folded = fold(text);
  const bare = stripMarks(folded);
  let count = 0;
  for (const word of words) {
    const w = fold(word.trim());
    if (!w) continue;
    for (const haystack of w === stripMarks(w) ? [folded, bare] : [folded]) {
      const found = boundaries ? startsAWord(haystack, w) : haystack.includes(w);
      if (found) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

function startsAWord(haystack: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(word, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : haystack[at - 1];
    if (!before || !/[\p{L}\p{M}\p{N}]/u.test(before)) return true;
    from = at + 1;
  }
}

const SENSITIVE: readonly SensitiveTopic[] = ['health', 'death', 'pregnancy', 'money', 'legal'];

/**
 * The reading intent each part of life is answered under (the offline writer's openers and
 * closings). A question about oneself is a portrait of the chart, the general answer.
 */
const AREA_INTENT: Readonly<Record<LifeTopic, 'love' | 'career' | 'wellbeing' | null>> = {
  love: 'love',
  money: 'career',
  work: 'career',
  study: 'career',
  home: 'wellbeing',
  family: 'wellbeing',
  health: 'wellbeing',
  move: 'wellbeing',
  creativity: 'love',
  spirituality: 'wellbeing',
  self: null,
};

/** Reads a question in one language's words: `texts` for what it names, `asking` for its frame and parts of life. */
export function readQuestion(message: string, texts: CoachTexts, asking: AskingLexicon): Question {
  const words: CoachIntents = texts.intents;
  const boundaries = texts.lexicon.wordBoundaries;
  const has = (list: readonly string[]) => countWords(message, list, boundaries);
  const { frame, topics: areas } = readAsked(message, asking, boundaries);
  const named = mentions(message, texts.lexicon);
  const crisis = has(texts.crisis.triggers) > 0;
  const sensitive = SENSITIVE.filter((topic) => has(words.sensitive[topic]) > 0);

  const counts = { love: has(words.love), career: has(words.career), wellbeing: has(words.wellbeing) };
  // The parts of life weigh twice: the asking lexicon knows how people name them.
  for (const area of areas) {
    const intent = AREA_INTENT[area];
    if (intent) counts[intent] += 2;
  }
  // A sensitive question is read in its life area: health, death and pregnancy in wellbeing, money in career.
  for (const topic of sensitive) {
    if (topic === 'money') counts.career += 1;
    else if (topic !== 'legal') counts.wellbeing += 1;
  }
  const timing = frame.kind !== 'natal' || has(words.timing) > 0;
  const numerology = has(words.numerology) > 0;
  const aspect = has(words.aspect) > 0 || named.aspects.length > 0;
  const placement = named.points.length > 0 || named.signs.length > 0 || named.houses.length > 0;
  const topics: ReadingIntent[] = [];
  if (numerology) topics.push('numerology');
  if (aspect) topics.push('aspect');
  const life = (['love', 'career', 'wellbeing'] as const)
    .filter((t) => counts[t] > 0)
    .sort((a, b) => counts[b] - counts[a]);
  topics.push(...life);
  if (timing) topics.push('timing');
  if (placement) topics.push('placement');

  let intent: Intent;
  const short = boundaries ? message.trim().split(/\s+/).length <= 5 : [...message.trim()].length <= 8;
  if (topics.length === 0 && short && has(words.greeting) > 0) intent = 'greeting';
  // "How do you work?" is about Stella, not a career, unless the chart is named.
  else if (has(words.meta) > 0 && !placement && !numerology && !aspect) intent = 'meta';
  else if (topics.length > 0) intent = topics[0] as ReadingIntent;
  else if (has(words.offTopic) > 0) intent = 'offTopic';
  else intent = 'general';
  if (sensitive.length > 0 && intent === 'offTopic') intent = 'general';

  return {
    intent,
    frame,
    areas,
    topics,
    points: named.points,
    signs: named.signs,
    houses: named.houses,
    aspects: named.aspects,
    sensitive,
    crisis,
  };
}

/**
 * The language a message is written in, when it is clearly one of ours: Han characters are
 * Chinese, Devanagari Hindi, Cyrillic Serbian; Latin text by its most frequent small words.
 * Null when unclear (the reader's interface language is used then).
 */
export function languageOf(message: string): Locale | null {
  const letters = [...message].filter((ch) => /\p{L}/u.test(ch));
  if (letters.length === 0) return null;
  const share = (re: RegExp) => letters.filter((ch) => re.test(ch)).length / letters.length;
  if (share(/\p{Script=Han}/u) > 0.3) return 'zh';
  if (share(/\p{Script=Devanagari}/u) > 0.3) return 'hi';
  if (share(/\p{Script=Cyrillic}/u) > 0.3) return 'sr';
  const tokens = fold(message)
    .split(/[^\p{L}’']+/u)
    .filter(Boolean);
  if (tokens.length < 3) return null;
  let best: Locale | null = null;
  let bestScore = 0;
  let second = 0;
  for (const [locale, list] of Object.entries(SMALL_WORDS) as [Locale, ReadonlySet<string>][]) {
    const score = tokens.filter((t) => list.has(t)).length + (locale === 'sr' ? serbianLetters(message) : 0);
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = locale;
    } else if (score > second) second = score;
  }
  return bestScore >= 2 && bestScore > second ? best : null;
}

const serbianLetters = (text: string) => (/[čćđšž]/i.test(text) ? 2 : 0);

const SMALL_WORDS: Readonly<Partial<Record<Locale, ReadonlySet<string>>>> = {
  en: new Set(
    'the a an is are my me i what how when will should does do of in to and for with about your you this that'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des est sont mon ma mes je que quoi comment quand est-ce de du dans et pour avec sur votre vous ce cette qui'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le un una è sono mio mia miei io che cosa come quando di del della nel nella e per con sul tuo tua questo questa chi'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una es son mi mis yo qué que cómo cuándo de del en y para con sobre tu tus este esta quién por'.split(
      ' ',
    ),
  ),
  sr: new Set(
    'je su moj moja moje ja šta sta kako kada kad će ce da li u i za sa o tvoj tvoja ovo ova ko mi me se'.split(' '),
  ),
};

/** What makes a fact more relevant to a topic: its points, its houses, its kind. */
const TOPIC_POINTS: Readonly<Partial<Record<ReadingIntent, readonly CoachPoint[]>>> = {
  love: ['venus', 'moon', 'mars'],
  career: ['sun', 'saturn', 'midheaven', 'jupiter', 'mars', 'mercury'],
  wellbeing: ['moon', 'sun', 'mars', 'ascendant', 'saturn'],
};
const TOPIC_HOUSES: Readonly<Partial<Record<ReadingIntent, readonly number[]>>> = {
  love: [5, 7, 8],
  career: [10, 6, 2],
  wellbeing: [6, 1, 12],
};

/** The houses of each part of life and the planets that signify it. */
export const AREA_HOUSES: Readonly<Record<LifeTopic, readonly number[]>> = {
  love: [5, 7],
  money: [2, 8],
  work: [10, 6],
  home: [4],
  health: [6, 1],
  family: [4, 3],
  study: [3, 9],
  move: [9, 4],
  creativity: [5],
  spirituality: [12, 9],
  self: [1],
};
export const AREA_POINTS: Readonly<Record<LifeTopic, readonly CoachPoint[]>> = {
  love: ['venus', 'moon', 'mars'],
  money: ['venus', 'jupiter', 'saturn'],
  work: ['sun', 'saturn', 'midheaven', 'mars', 'mercury'],
  home: ['moon'],
  health: ['sun', 'moon', 'mars', 'ascendant'],
  family: ['moon', 'saturn'],
  study: ['mercury', 'jupiter'],
  move: ['jupiter', 'mercury', 'uranus'],
  creativity: ['venus', 'sun', 'neptune'],
  spirituality: ['neptune', 'jupiter', 'moon'],
  self: ['sun', 'moon', 'ascendant'],
};

export function relevance(fact: Fact, q: Question): number {
  let score = 1;
  for (const area of q.areas) {
    if (fact.points.some((p) => AREA_POINTS[area].includes(p))) score *= fact.kind === 'placement' ? 2.5 : 2;
    if (fact.houses.some((h) => AREA_HOUSES[area].includes(h))) score *= fact.kind === 'house' ? 3 : 2;
  }
  for (const topic of q.topics) {
    const points = TOPIC_POINTS[topic] ?? [];
    const houses = TOPIC_HOUSES[topic] ?? [];
    const touchesPoint = fact.points.some((p) => points.includes(p));
    const touchesHouse = fact.houses.some((h) => houses.includes(h));
    if (touchesPoint) score *= fact.kind === 'placement' ? 3 : 2;
    if (touchesHouse) score *= fact.kind === 'house' ? 3 : 1.5;
    if (topic === 'timing' && fact.kind === 'transit') score *= 4;
    if (topic === 'timing' && fact.kind === 'progression') score *= 3;
    if (topic === 'numerology' && fact.kind === 'numerology') score *= 10;
    if (topic === 'aspect' && fact.kind === 'aspect') score *= 3;
  }
  if (q.points.length > 0 && fact.points.some((p) => q.points.includes(p))) {
    score *= fact.kind === 'placement' ? 8 : 3;
  }
  if (q.houses.length > 0 && fact.houses.some((h) => q.houses.includes(h))) score *= fact.kind === 'house' ? 8 : 3;
  if (q.signs.length > 0 && 'sign' in fact && q.signs.includes(fact.sign)) score *= 4;
  if (q.aspects.length > 0 && fact.kind === 'aspect' && q.aspects.includes(fact.type)) score *= 3;
  // Without a question about the moment, transits and progressions stay in the background.
  if (!q.topics.includes('timing') && (fact.kind === 'transit' || fact.kind === 'progression')) score *= 0.5;
  if (q.intent === 'general' && fact.kind === 'balance') score *= 1.5;
  return score;
}

/** The facts an answer to the question may rest on: at most `max`, the most relevant first. */
export function selectFacts(table: FactTable, question: Question, max = 40): Fact[] {
  return table.facts
    .map((fact, index) => ({ fact, index, score: fact.weight * relevance(fact, question) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((x) => x.fact);
}
