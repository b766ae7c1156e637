/**
 * The offline writer (decision 030): Stella's answer with no language model, composed from the
 * same selected facts a model would get, in the reader's language. Each paragraph states its
 * facts in one of the language's hand-written sentence grammars, reads them with our
 * interpretation texts (core/interpretations, core/sky texts), and ends with their ids, so the
 * verifier checks it exactly as it checks a model's answer.
 */
import { stableHash } from '../hash';
import type { Locale } from '../i18n/locales';
import { aspectText, houseText, moonText, planetInSign, risingText, sunText } from '../interpretations/index';
import type { StationBody } from '../sky/events';
import type { SkyTexts } from '../sky/texts';
import type { ProgressedPoint } from '../sky/progressions';
import type { TransitAspect, TransitingPlanet } from '../sky/transits';
import { type ReaderCalendar, passesAgainst } from './calendar';
import { type Fact, type FactTable, formatOrb } from './facts';
import type { Question } from './intent';
import type { CoachTexts, ReadingIntent } from './texts';
import type { AnswerPlan } from './plan';
import { addDays } from '../horoscope/index';

export interface WriterInput {
  readonly question: Question;
  readonly table: FactTable;
  /** The facts chosen for the question, most relevant first (core/coach/intent.ts `selectFacts`). */
  readonly selected: readonly Fact[];
  readonly texts: CoachTexts;
  readonly sky: SkyTexts;
  readonly locale: Locale;
  /** Turns the wording over: the same question asked again reads differently. */
  readonly seed: number;
  /** The reader's today, and dates in their language and zone. */
  readonly calendar: ReaderCalendar;
  /** False when the reader has no chart of their own yet. */
  readonly hasChart: boolean;
}

/** Where a sentence meets the next: a space, or nothing in Chinese. */
export const sentenceGap = (locale: Locale) => (locale === 'zh' ? '' : ' ');

function pick<T>(list: readonly T[], seed: number, salt: string): T {
  return list[stableHash(`${seed}:${salt}`) % list.length] as T;
}

const join = (parts: readonly string[], gap: string) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(gap);

const marker = (ids: readonly string[]) => `[[${ids.join(' ')}]]`;

/** The fact said as a sentence in the reader's language. */
export function statement(fact: Fact, input: Pick<WriterInput, 'texts' | 'sky' | 'seed' | 'calendar'>): string {
  const { writing } = input.texts;
  switch (fact.kind) {
    case 'placement':
      return pick(
        writing.placement,
        input.seed,
        fact.id,
      )({
        point: fact.point,
        sign: fact.sign,
        degree: fact.degree,
        minute: fact.minute,
        house: fact.point === 'ascendant' || fact.point === 'midheaven' ? null : fact.house,
        retrograde: fact.point === 'ascendant' || fact.point === 'midheaven' ? false : fact.retrograde,
      });
    case 'house':
      return pick(writing.house, input.seed, fact.id)({ house: fact.house, sign: fact.sign, points: fact.occupants });
    case 'aspect':
      return pick(
        writing.aspect,
        input.seed,
        fact.id,
      )({ a: fact.a, b: fact.b, type: fact.type, orb: formatOrb(fact.orb) });
    case 'transit': {
      const text = input.sky.transit(fact.planet as TransitingPlanet, fact.type as TransitAspect, fact.point, false);
      const when = transitWhen(fact.passes, input);
      return when ? `${text}${gapOf(input)}${when}` : text;
    }
    case 'event':
      return eventStatement(fact, input);
    case 'progression':
      return input.sky.progression(fact.point as ProgressedPoint, fact.sign);
    case 'numerology':
      return writing.numerology(fact.numerology, fact.value);
    case 'balance':
      return writing.balance({
        elements: fact.elements,
        modalities: fact.modalities,
        element: fact.element,
        modality: fact.modality,
      });
  }
}

/** A station or a New or Full Moon, said against the reader's today, with where it falls in the chart. */
function eventStatement(
  fact: Extract<Fact, { kind: 'event' }>,
  input: Pick<WriterInput, 'texts' | 'calendar'>,
): string {
  const { writing } = input.texts;
  const { past, today } = passesAgainst(fact.passes, input.calendar);
  const tense = today ? 'today' : past ? 'past' : 'next';
  const date = input.calendar.format(fact.exact);
  const said =
    fact.event === 'station'
      ? writing.station[tense]({ body: fact.body, direction: fact.direction ?? 'direct', sign: fact.sign, date })
      : writing.lunation[tense]({ phase: fact.event === 'newMoon' ? 'new' : 'full', sign: fact.sign, date });
  return join(
    [
      said,
      fact.house !== null ? writing.eventHouse(fact.house) : '',
      fact.touches.length > 0 ? writing.eventTouches(fact.touches) : '',
    ],
    gapOf(input),
  );
}

/** When a transit is exact, said against the reader's today: past, today, next, or last and next. */
export function transitWhen(passes: readonly string[], input: Pick<WriterInput, 'texts' | 'calendar'>): string {
  const { transitWhen: when } = input.texts.writing;
  const { past, today, next } = passesAgainst(passes, input.calendar);
  const date = input.calendar.format;
  if (today) return when.today;
  if (past && next) return when.pastAndNext(date(past), date(next));
  if (next) return when.next(date(next));
  if (past) return when.past(date(past));
  return '';
}

const gapOf = (input: Pick<WriterInput, 'texts'>) => (input.texts.lexicon.wordBoundaries ? ' ' : '');

/** What the fact means: our interpretation text for it (empty when the statement already reads it). */
export function meaning(fact: Fact, input: Pick<WriterInput, 'texts' | 'locale' | 'sky'>): string {
  const { locale } = input;
  const { writing } = input.texts;
  switch (fact.kind) {
    case 'event':
      return fact.event === 'station'
        ? input.sky.stationMeaning[fact.body as StationBody][fact.direction ?? 'direct']
        : input.sky.phaseMeaning[fact.event === 'newMoon' ? 'new' : 'full'];
    case 'placement':
      if (fact.point === 'sun') return sunText(fact.sign, locale);
      if (fact.point === 'moon') return moonText(fact.sign, locale);
      if (fact.point === 'ascendant') return risingText(fact.sign, locale);
      if (fact.point === 'midheaven') return houseText(10, locale).governs;
      return planetInSign(fact.point, fact.sign, locale).text;
    case 'house': {
      const text = houseText(fact.house, locale);
      return fact.occupants.length > 0 ? join([text.governs, text.occupied], gapOf(input)) : text.governs;
    }
    case 'aspect':
      return aspectText(fact.type, locale).text;
    case 'numerology':
      return join([writing.numerologyKind[fact.numerology], writing.numberMeaning[fact.value] ?? ''], gapOf(input));
    case 'balance':
      return join([writing.elementMeaning[fact.element], writing.modalityMeaning[fact.modality]], gapOf(input));
    default:
      return '';
  }
}

/** How many paragraphs of facts an answer of each intent has. */
const BODY: Readonly<Record<ReadingIntent, number>> = {
  love: 3,
  career: 3,
  wellbeing: 3,
  timing: 3,
  placement: 3,
  aspect: 3,
  numerology: 3,
  general: 4,
};

/** Whether the question is about something the birth time decides (houses, the Ascendant, life areas). */
function needsHouses(q: Question): boolean {
  return (
    q.houses.length > 0 ||
    q.points.includes('ascendant') ||
    q.points.includes('midheaven') ||
    q.topics.some((t) => t === 'love' || t === 'career' || t === 'wellbeing')
  );
}

/** The whole answer, paragraphs separated by blank lines, each fact paragraph ending with its ids. */
export function offlineAnswer(input: WriterInput): string {
  const { question, texts, seed } = input;
  const { writing } = texts;
  const gap = gapOf(input);
  if (question.intent === 'greeting') return pick(writing.greeting, seed, 'greeting');
  if (question.intent === 'meta') return pick(writing.meta, seed, 'meta');
  if (question.intent === 'offTopic') return pick(writing.offTopic, seed, 'offTopic');

  const intent: ReadingIntent = question.intent;
  const paragraphs: string[] = [];
  const cautions = question.sensitive.map((topic) => writing.caution[topic]);
  if (!input.hasChart) {
    paragraphs.push(writing.noChart);
    const numbers = input.selected.filter((f) => f.kind === 'numerology');
    if (numbers.length > 0) paragraphs.push(...numbers.slice(0, 3).map((f) => factParagraph([f], input)));
    if (cautions[0]) paragraphs.push(cautions[0]);
    return paragraphs.join('\n\n');
  }

  paragraphs.push(pick(writing.opener[intent], seed, `opener:${intent}`));
  if (cautions[0]) paragraphs.push(cautions[0]);
  if (!input.table.birthTimeKnown && needsHouses(question)) paragraphs.push(writing.unknownTime);

  const used = new Set<string>();
  const usedPoints = new Set<string>();
  let count = 0;
  for (const fact of input.selected) {
    if (count >= BODY[intent]) break;
    if (used.has(fact.id)) continue;
    // One paragraph per point: a second placement or aspect of the same points adds little.
    if (fact.kind === 'placement' && usedPoints.has(fact.point)) continue;
    if (fact.kind === 'aspect' && usedPoints.has(fact.a) && usedPoints.has(fact.b)) continue;
    if (fact.kind === 'numerology' && intent !== 'numerology' && count > 0) continue;
    const group: Fact[] = [fact];
    // A placement is read with its closest aspect among the chosen facts, when there is one.
    if (fact.kind === 'placement') {
      const aspect = input.selected.find(
        (f) => f.kind === 'aspect' && !used.has(f.id) && (f.a === fact.point || f.b === fact.point),
      );
      if (aspect) group.push(aspect);
    }
    for (const f of group) {
      used.add(f.id);
      // A house's planets may still get their own paragraph.
      if (f.kind !== 'house') for (const p of f.points) usedPoints.add(p);
    }
    paragraphs.push(factParagraph(group, input));
    count += 1;
  }
  paragraphs.push(pick(writing.closing[intent], seed, `closing:${intent}`));
  return paragraphs
    .map((p) => p.trim())
    .join('\n\n')
    .replace(/ {2,}/g, gap || ' ');
}

/** A paragraph of facts: each stated, the first one read, the ids at the end. */
function factParagraph(group: readonly Fact[], input: WriterInput): string {
  const gap = gapOf(input);
  const [first, ...rest] = group as [Fact, ...Fact[]];
  const parts = [statement(first, input), meaning(first, input), ...rest.map((f) => statement(f, input))];
  return `${join(parts, gap)} ${marker(group.map((f) => f.id))}`;
}

/** The answer in pieces as a writer streams them: a word (or a few characters) at a time. */
export function* pieces(text: string): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  for (const part of parts) {
    if (/[\p{Script=Han}]/u.test(part) && part.length > 6) {
      for (let i = 0; i < part.length; i += 4) yield part.slice(i, i + 4);
    } else yield part;
  }
}

/** The kind of a contact, for reading it in a part of life: null for what is not a contact. */
function toneOf(fact: Fact): 'easy' | 'hard' | 'meeting' | null {
  if (fact.kind === 'event') return 'meeting';
  if (fact.kind !== 'transit') return null;
  if (fact.type === 'trine' || fact.type === 'sextile') return 'easy';
  if (fact.type === 'square' || fact.type === 'opposition') return 'hard';
  return 'meeting';
}

/** A fact in one or two sentences: a transit's title and when it is exact; anything else as stated. */
function brief(fact: Fact, input: Pick<WriterInput, 'texts' | 'sky' | 'seed' | 'calendar' | 'locale'>): string {
  if (fact.kind !== 'transit') return statement(fact, input);
  const title = input.sky.transitTitle(fact.planet as TransitingPlanet, fact.type as TransitAspect, fact.point, false);
  const dated = input.texts.writing.transitDated;
  const { past, today, next } = passesAgainst(fact.passes, input.calendar);
  const date = input.calendar.format;
  if (today) return dated.today(title);
  if (past && next) return dated.pastAndNext(title, date(past), date(next));
  if (next) return dated.next(title, date(next));
  if (past) return dated.past(title, date(past));
  // In orb with no exact pass followed: the contact alone.
  return `${title}${FULL_STOP[input.locale]}`;
}

/** How a sentence ends in each language. */
const FULL_STOP: Readonly<Record<Locale, string>> = { en: '.', sr: '.', hi: '।', fr: '.', it: '.', es: '.', zh: '。' };

/** The words that name the span a plan covers: "this month", "in March", "on 14 February", "tomorrow". */
function whenOf(plan: AnswerPlan, input: Pick<WriterInput, 'texts' | 'calendar'>): string | null {
  const { period, inMonth, onDate } = input.texts.plan;
  const { frame } = plan;
  switch (frame.kind) {
    case 'natal':
      return null;
    case 'now':
    case 'lately':
    case 'when':
      return period[frame.kind];
    case 'week':
      return period[frame.offset ? 'nextWeek' : 'week'];
    case 'month':
      return period[frame.offset ? 'nextMonth' : 'month'];
    case 'year':
      return period[frame.offset ? 'nextYear' : 'year'];
    case 'date':
      if (frame.month === undefined) return period[frame.offset === 2 ? 'dayAfterTomorrow' : 'tomorrow'];
      if (frame.day === undefined || !plan.window) return inMonth(frame.month);
      return onDate(input.calendar.format(`${addDays(plan.window.from, 1)}T12:00:00Z`));
  }
}

/** The asked parts of life as the openers name them: one, two joined, or none. */
function areaOf(plan: AnswerPlan, texts: CoachTexts): string | null {
  const [a, b] = plan.areas.map((area) => texts.plan.area[area]);
  if (!a) return null;
  return b ? texts.plan.areas(a, b) : a;
}

/**
 * The answer written to its plan: what it looks at (the asked span and part of life), the
 * headline read in full, its supports stated, the natal placements that explain it, and a
 * closing for the span. When nothing fits the asked part of life, it says so plainly, still tells
 * what the span holds when it holds something, and asks one question back.
 */
export function plannedAnswer(input: WriterInput & { plan: AnswerPlan }): string {
  const { plan, texts, seed, question } = input;
  const words = texts.plan;
  const gap = gapOf(input);
  const area = areaOf(plan, texts);
  const when = whenOf(plan, input);
  const paragraphs: string[] = [];
  const kind = plan.frame.kind === 'natal' ? 'natal' : plan.frame.kind === 'when' ? 'when' : 'timed';

  if (plan.fits) {
    if (kind === 'natal') paragraphs.push(pick(words.opener.natal, seed, 'opener')({ area }));
    else if (kind === 'when') paragraphs.push(pick(words.opener.when, seed, 'opener')({ area }));
    else paragraphs.push(pick(words.opener.timed, seed, 'opener')({ area, when: when ?? '' }));
  } else {
    paragraphs.push(pick(words.noFit, seed, 'noFit')({ area, when }));
    if (plan.headline && when) paragraphs.push(pick(words.opener.timed, seed, 'opener')({ area: null, when }));
  }
  for (const topic of question.sensitive) paragraphs.push(texts.writing.caution[topic]);
  if (!input.table.birthTimeKnown && plan.areas.length > 0) paragraphs.push(texts.writing.unknownTime);

  if (plan.headline) {
    const headline = plan.headline;
    // With a part of life asked, the contact is read for it; otherwise in full.
    const tone = toneOf(headline);
    const reading =
      tone && plan.areas.length > 0
        ? [brief(headline, input), ...plan.areas.map((area) => words.areaReading[area][tone])]
        : [statement(headline, input), meaning(headline, input)];
    paragraphs.push(`${join(reading, gap)} ${marker([headline.id])}`);
  }
  // A support is named and dated; its full reading belongs to answers it heads.
  const supports = plan.supports.map((f) => brief(f, input));
  if (supports.length > 0) paragraphs.push(`${join(supports, gap)} ${marker(plan.supports.map((f) => f.id))}`);
  if (plan.because.length > 0) {
    const said = plan.because.map((f) => statement(f, input));
    paragraphs.push(
      `${join([pick(words.because, seed, 'because'), ...said], gap)} ${marker(plan.because.map((f) => f.id))}`,
    );
  }
  paragraphs.push(
    plan.fits ? pick(words.closing[kind], seed, `closing:${kind}`) : pick(words.clarify, seed, 'clarify'),
  );
  return paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/ {2,}/g, gap || ' ');
}
