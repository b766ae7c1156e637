/**
 * The offline writer (decision 030): Stella's answer with no language model, composed from the
 * same selected facts a model would get, in the reader's language. Each paragraph states its
 * facts in one of the language's hand-written sentence grammars, reads them with our
 * interpretation texts (core/interpretations, core/sky texts), and ends with their ids, so the
 * verifier checks it exactly as it checks a model's answer.
 */
import { GRAMMAR } from '../i18n/grammar/index';
import { stableHash } from '../hash';
import type { Locale } from '../i18n/locales';
import { houseText, moonText, pairText, planetInSign, risingText, sunText } from '../interpretations/index';
import type { StationBody } from '../sky/events';
import { transitReading } from '../sky/contacts';
import type { SkyTexts } from '../sky/texts';
import type { ProgressedPoint } from '../sky/progressions';
import type { TransitAspect, TransitingPlanet } from '../sky/transits';
import { type ReaderCalendar, passesAgainst } from './calendar';
import { type Fact, type FactTable, formatOrb } from './facts';
import { Said } from './sentences';
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
  /**
   * What the reader has been told already that day: a wording not said yet is chosen where there
   * is a choice, and a reading already given in full is not given again.
   */
  readonly said?: Said;
}

/** What the sentence makers read: the texts, the seed, the reader's calendar, and what was said. */
type Voice = Pick<WriterInput, 'texts' | 'sky' | 'seed' | 'calendar' | 'said'>;

/** Where a sentence meets the next: a space, or nothing in Chinese. */
export const sentenceGap = (locale: Locale) => GRAMMAR[locale].sentenceGap;

function pick<T>(list: readonly T[], seed: number, salt: string): T {
  return list[stableHash(`${seed}:${salt}`) % list.length] as T;
}

/**
 * One of the wordings, said: the seed's, unless the reader has heard it (today, or earlier in this
 * answer) or this answer already used that wording for another fact; then the next one that is
 * fresh on both counts, else the next one the reader has not heard. When they have heard every
 * one, the seed's again, or nothing for a sentence the answer can do without (`optional`). With
 * no record of what was said, the seed's.
 */
function choose<T>(
  list: readonly T[],
  input: Pick<WriterInput, 'seed' | 'said'>,
  salt: string,
  render: (item: T) => string,
  optional = false,
): string {
  const start = stableHash(`${input.seed}:${salt}`) % list.length;
  const { said } = input;
  if (!said) return render(list[start] as T);
  const order = list.map((_, i) => (start + i) % list.length);
  const fresh = order.map((index) => ({ index, text: render(list[index] as T) })).filter((w) => !said.any(w.text));
  const pick = fresh.find((w) => !said.usedWording(list, w.index)) ?? fresh[0];
  if (!pick) return optional ? '' : said.take(render(list[start] as T));
  said.useWording(list, pick.index);
  return said.take(pick.text);
}

/** A text with no other wording, noted as said. */
const once = (text: string, said: Said | undefined) => (said ? said.take(text) : text);

const join = (parts: readonly string[], gap: string) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(gap);

const marker = (ids: readonly string[]) => `[[${ids.join(' ')}]]`;

/**
 * The fact said as a sentence in the reader's language; with `optional`, nothing when the reader
 * has heard every wording of a placement, house or aspect today.
 */
export function statement(fact: Fact, input: Voice, optional = false): string {
  const { writing } = input.texts;
  switch (fact.kind) {
    case 'placement': {
      const angle = fact.point === 'ascendant' || fact.point === 'midheaven';
      return choose(
        writing.placement,
        input,
        fact.id,
        (say) =>
          say({
            point: fact.point,
            sign: fact.sign,
            degree: fact.degree,
            minute: fact.minute,
            house: angle ? null : fact.house,
            retrograde: angle ? false : fact.retrograde,
          }),
        optional,
      );
    }
    case 'house':
      return choose(
        writing.house,
        input,
        fact.id,
        (say) => say({ house: fact.house, sign: fact.sign, points: fact.occupants }),
        optional,
      );
    case 'aspect':
      return choose(
        writing.aspect,
        input,
        fact.id,
        (say) => say({ a: fact.a, b: fact.b, type: fact.type, orb: formatOrb(fact.orb) }),
        optional,
      );
    case 'transit':
      // The contact, what it does, when it is exact against the reader's today, what to do.
      return once(
        transitReading(
          input.sky,
          {
            planet: fact.planet as TransitingPlanet,
            aspect: fact.type as TransitAspect,
            point: fact.point,
            solar: false,
          },
          { when: transitWhen(fact, input) },
        ).interpretation,
        input.said,
      );
    case 'event':
      return eventStatement(fact, input);
    case 'progression':
      return once(input.sky.progression(fact.point as ProgressedPoint, fact.sign), input.said);
    case 'numerology':
      return once(writing.numerology(fact.numerology, fact.value), input.said);
    case 'balance':
      return once(
        writing.balance({
          elements: fact.elements,
          modalities: fact.modalities,
          element: fact.element,
          modality: fact.modality,
        }),
        input.said,
      );
  }
}

/** A station or a New or Full Moon, said against the reader's today, with where it falls in the chart. */
function eventStatement(fact: Extract<Fact, { kind: 'event' }>, input: Voice): string {
  const { writing } = input.texts;
  const { tense, station, lunation } = eventSlots(fact, input);
  const salt = `event:${fact.id}`;
  const where = fact.house;
  return join(
    [
      fact.event === 'station'
        ? choose(writing.station, input, salt, (say) => say[tense](station))
        : choose(writing.lunation, input, salt, (say) => say[tense](lunation)),
      where !== null ? choose(writing.eventHouse, input, `house:${fact.id}`, (say) => say(where)) : '',
      fact.touches.length > 0
        ? choose(writing.eventTouches, input, `touches:${fact.id}`, (say) => say(fact.touches))
        : '',
    ],
    gapOf(input),
  );
}

/** What a station's or a New or Full Moon's sentences are made of: the tense against the reader's today, and the slots. */
function eventSlots(fact: Extract<Fact, { kind: 'event' }>, input: Pick<Voice, 'calendar'>) {
  const { past, today } = passesAgainst(fact.passes, input.calendar);
  const date = input.calendar.format(fact.exact);
  return {
    tense: today ? ('today' as const) : past ? ('past' as const) : ('next' as const),
    station: { body: fact.body, direction: fact.direction ?? 'direct', sign: fact.sign, date } as const,
    lunation: { phase: fact.event === 'newMoon' ? 'new' : 'full', sign: fact.sign, date } as const,
  };
}

/** Whether the reader has heard of this station or lunation today, in any of its wordings (its house aside). */
function eventHeard(fact: Extract<Fact, { kind: 'event' }>, input: Voice): boolean {
  const { said } = input;
  if (!said) return false;
  const { tense, station, lunation } = eventSlots(fact, input);
  const wordings =
    fact.event === 'station'
      ? input.texts.writing.station.map((say) => say[tense](station))
      : input.texts.writing.lunation.map((say) => say[tense](lunation));
  return wordings.some((text) => said.any(text));
}

/** When a transit is exact, said against the reader's today: past, today, next, or last and next. */
function transitWhen(fact: Extract<Fact, { kind: 'transit' }>, input: Voice): string {
  const { past, today, next } = passesAgainst(fact.passes, input.calendar);
  const date = input.calendar.format;
  if (!today && !past && !next) return '';
  return choose(input.texts.writing.transitWhen, input, `when:${fact.id}`, (when) => {
    if (today) return when.today;
    if (past && next) return when.pastAndNext(date(past), date(next));
    if (next) return when.next(date(next));
    return when.past(date(past as string));
  });
}

const gapOf = (input: Pick<WriterInput, 'texts'>) => (input.texts.lexicon.wordBoundaries ? ' ' : '');

/**
 * What the fact means: our interpretation text for it (empty when the statement already reads it,
 * or when the reader was given this reading already).
 */
export function meaning(fact: Fact, input: Pick<WriterInput, 'texts' | 'locale' | 'sky' | 'said'>): string {
  const text = readingOf(fact, input);
  if (!input.said) return text;
  return input.said.all(text) ? '' : input.said.take(text);
}

function readingOf(fact: Fact, input: Pick<WriterInput, 'texts' | 'locale' | 'sky'>): string {
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
      return pairText(fact.a, fact.b, fact.type, locale);
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
  return input.texts.grammar.finish(writeAnswer(input));
}

function writeAnswer(input: WriterInput): string {
  const { question, texts, seed } = input;
  const { writing } = texts;
  const gap = gapOf(input);
  if (question.intent === 'greeting') return pick(writing.greeting, seed, 'greeting');
  if (question.intent === 'meta') return pick(writing.meta, seed, 'meta');
  if (question.intent === 'offTopic') return pick(writing.offTopic, seed, 'offTopic');

  const intent: ReadingIntent = question.intent;
  const paragraphs: string[] = [];
  const cautions = question.sensitive.map((topic) => pick(writing.caution[topic], seed, `caution:${topic}`));
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

/**
 * A fact in one or two sentences: a transit's title and when it is exact; anything else as
 * stated. With `optional`, nothing for a transit the reader has heard today in every wording, or
 * a station or lunation they have heard of today.
 */
function brief(fact: Fact, input: Voice, optional = false): string {
  if (fact.kind === 'event' && optional && eventHeard(fact, input)) return '';
  if (fact.kind !== 'transit') return statement(fact, input);
  const title = input.sky.transitTitle(fact.planet as TransitingPlanet, fact.type as TransitAspect, fact.point, false);
  const { past, today, next } = passesAgainst(fact.passes, input.calendar);
  const date = input.calendar.format;
  return choose(
    input.texts.writing.transitDated,
    input,
    `dated:${fact.id}`,
    (dated) => {
      if (today) return dated.today(title);
      if (past && next) return dated.pastAndNext(title, date(past), date(next));
      if (next) return dated.next(title, date(next));
      if (past) return dated.past(title, date(past));
      return dated.inOrb(title);
    },
    optional,
  );
}

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

/** Whether the plan is about one day: today and the days around it, tomorrow, or a named date. */
const oneDay = (plan: AnswerPlan) =>
  plan.frame.kind === 'now' ||
  (plan.frame.kind === 'date' && (plan.frame.month === undefined || plan.frame.day !== undefined));

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
export function plannedAnswer(writing: WriterInput & { plan: AnswerPlan }): string {
  return writing.texts.grammar.finish(writePlanned(writing));
}

function writePlanned(writing: WriterInput & { plan: AnswerPlan }): string {
  // What this answer says is remembered as it is written, with what the reader was told earlier.
  const input = { ...writing, said: writing.said ?? new Said() };
  input.said.beginAnswer();
  const { plan, texts, question } = input;
  const words = texts.plan;
  const gap = gapOf(input);
  const area = areaOf(plan, texts);
  const when = whenOf(plan, input);
  const paragraphs: string[] = [];
  const kind = plan.frame.kind === 'natal' ? 'natal' : plan.frame.kind === 'when' ? 'when' : 'timed';
  // "When will I die?": the caution is the whole answer, with no date and no window.
  if (plan.noDates) return pick(texts.writing.caution.death, input.seed, 'caution:death');
  const say = <T>(list: readonly T[], salt: string, render: (item: T) => string, optional = false) =>
    choose(list, input, salt, render, optional);
  const sayIfNew = (list: readonly string[], salt: string) => say(list, salt, (text) => text, true);
  // A reason is given only for what touches the asked life.
  const reason = plan.fits ? plan.reason : null;
  const why = () =>
    reason
      ? say(
          words.why[reason.kind],
          'why',
          (f) => f({ point: reason.point, area: words.area[reason.area], topic: reason.area }),
          true,
        )
      : '';

  if (plan.fits) {
    if (kind === 'natal') paragraphs.push(say(words.opener.natal, 'opener', (f) => f({ area })));
    else if (kind === 'when') paragraphs.push(say(words.opener.when, 'opener', (f) => f({ area })));
    else paragraphs.push(say(words.opener.timed, 'opener', (f) => f({ area, when: when ?? '' })));
  } else {
    paragraphs.push(say(words.noFit, 'noFit', (f) => f({ area, when })));
    if (plan.headline && when) paragraphs.push(say(words.opener.timed, 'opener', (f) => f({ area: null, when })));
  }
  // A caution is given once a day: the reader who has read it today is not told again.
  for (const topic of question.sensitive) paragraphs.push(sayIfNew(texts.writing.caution[topic], `caution:${topic}`));
  if (!input.table.birthTimeKnown && area) {
    const topic = plan.areas.length === 1 ? (plan.areas[0] ?? null) : null;
    // Said once a day, like a caution: the reader who has been told today is not told again.
    paragraphs.push(say(words.unknownTime, 'unknownTime', (f) => f({ area, topic }), true));
  }

  const headline = plan.headline;
  const reading: string[] = [];
  if (headline) {
    // With a part of life asked, the contact is read for it; otherwise in full.
    const tone = toneOf(headline);
    // A contact read in full to this reader today is named again in other words, not read twice.
    const readToday = input.said.any(statement(headline, { ...input, said: undefined }));
    if (tone && ((plan.fits && plan.areas.length > 0) || readToday)) {
      reading.push(brief(headline, input));
      // Read for the asked part of life only when it touches it (with no fit, it is what the span
      // holds). The reading is the answer itself: said again in the seed's words when every wording
      // has been used.
      const areas = plan.fits ? plan.areas : [];
      for (const a of areas) reading.push(say(words.areaReading[a][tone], `reading:${a}`, (t) => t));
    } else reading.push(statement(headline, input), meaning(headline, input));
  }
  // A support is named and dated (its full reading belongs to answers it heads); the placements
  // that explain the headline are stated. Each in a wording the reader has not heard today; one
  // they have heard in every wording is left out.
  const supports = plan.supports.map((fact) => ({ fact, text: brief(fact, input, true) })).filter((s) => s.text);
  const because = plan.because.map((fact) => ({ fact, text: statement(fact, input, true) })).filter((b) => b.text);
  const reasonText = why();
  if (headline) {
    // With no placements after it (a question about the chart itself), the reason closes the headline.
    if (because.length === 0) reading.push(reasonText);
    paragraphs.push(`${join(reading, gap)} ${marker([headline.id])}`);
  }
  if (supports.length > 0) {
    paragraphs.push(
      `${join(
        supports.map((s) => s.text),
        gap,
      )} ${marker(supports.map((s) => s.fact.id))}`,
    );
  }
  if (because.length > 0) {
    // The placements, then why they make it concern the asked life; with no reason, a lead-in first.
    const said = reasonText
      ? [...because.map((b) => b.text), reasonText]
      : [sayIfNew(words.because, 'because'), ...because.map((b) => b.text)];
    paragraphs.push(`${join(said, gap)} ${marker(because.map((b) => b.fact.id))}`);
  }
  // What this answer rested on, so that the next one today leads with something else where it can.
  input.said.cite([...(headline ? [headline.id] : []), ...supports.map((s) => s.fact.id)]);
  const closing = plan.frame.kind === 'lately' ? 'lately' : kind === 'timed' && oneDay(plan) ? 'day' : kind;
  paragraphs.push(
    plan.fits ? sayIfNew(words.closing[closing], `closing:${closing}`) : say(words.clarify, 'clarify', (text) => text),
  );
  return paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/ {2,}/g, gap || ' ');
}
