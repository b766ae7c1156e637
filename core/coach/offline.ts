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
import type { SkyTexts } from '../sky/texts';
import type { ProgressedPoint } from '../sky/progressions';
import type { TransitAspect, TransitingPlanet } from '../sky/transits';
import { type ReaderCalendar, passesAgainst } from './calendar';
import { type Fact, type FactTable, formatOrb } from './facts';
import type { Question } from './intent';
import type { CoachTexts, ReadingIntent } from './texts';

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
export function meaning(fact: Fact, input: Pick<WriterInput, 'texts' | 'locale'>): string {
  const { locale } = input;
  const { writing } = input.texts;
  switch (fact.kind) {
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
