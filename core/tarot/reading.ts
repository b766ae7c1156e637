/**
 * A tarot reading, planned before it is written (docs/decisions/040-a-fair-deal.md). The plan
 * reads the question as Ask Stella does (core/coach/intent.ts: its part of life and its time
 * frame) and decides which card answers it (the present of a three-card spread, its future for
 * "when…" and the coming weeks, its past for "lately"; the heart or the outcome of a Celtic
 * Cross; the bond or the potential of a love spread), lays the other cards in the spread's
 * order, keeps a pattern of the spread only when it holds (half of it major, a leading suit,
 * half of it reversed), and takes the guidance from the answering card and the card of where
 * things go, unless their advice pulls opposite ways (core/tarot/stance.ts). The card's meaning is on the card itself: the interpretation reads each card's
 * theme in its position instead, so nothing on the screen is said twice. Wordings come in twos,
 * and a wording the reader was shown earlier that day gives way to the other; a framing sentence
 * whose every wording was shown that day is left out. Every paragraph
 * ends with the facts it rests on and passes the verifier before it is kept.
 */
import { ASKING } from '../coach/asking/index';
import type { FrameKind } from '../coach/asking/types';
import { readQuestion } from '../coach/intent';
import { COACH_TEXTS } from '../coach/texts/index';
import { type VerifiedParagraph, verifyAnswer } from '../coach/verify';
import type { Locale } from '../i18n/locales';
import type { DealtCard } from './deal';
import { type TarotFact, cardFactId, drawnName, patternFactIds, patternsOf, tarotTable } from './facts';
import { type PositionId, SPREADS, type SpreadId } from './spreads';
import { ADVICE_STANCE, clash } from './stance';
import type { ReadingTopic, TarotTexts } from './texts/contract';
import { TAROT_TEXTS } from './texts/index';

export interface TarotReadingInput {
  readonly spread: SpreadId;
  readonly question: string;
  /** The cards in the spread's positions, in order. */
  readonly cards: readonly DealtCard[];
  readonly locale: Locale;
  /** Chooses between the two wordings of each sentence (the deal's seed as a number). */
  readonly variety: number;
  /** Sentences the reader was shown earlier today: a wording among them gives way to the other. */
  readonly said?: ReadonlySet<string>;
}

export interface TarotPlan {
  readonly topic: ReadingTopic;
  readonly frame: FrameKind;
  /** The position (index) of the card that answers the question. */
  readonly lead: number;
  /** The other positions, in the spread's order, as the paragraphs read them. */
  readonly groups: readonly (readonly number[])[];
  /**
   * Whose advice the guidance gives: the lead's, or for a lead that lies behind the reader (a
   * "lately" question) the card of the present; then the card of where things go, if the spread
   * has one.
   */
  readonly advice: readonly [number, number | null];
  readonly patterns: { readonly majors?: string; readonly suit?: string; readonly reversed?: string };
  /** The question speaks of self-harm: no cards are read, the crisis reply is given. */
  readonly crisis: boolean;
}

export interface TarotReading {
  readonly plan: TarotPlan;
  readonly interpretation: readonly VerifiedParagraph[];
  readonly guidance: readonly VerifiedParagraph[];
  readonly facts: readonly TarotFact[];
}

/**
 * The sentences of texts a reader was shown, as `said` takes them: a reading's wording is compared
 * sentence by sentence.
 */
export function saidSentences(texts: Iterable<string>): Set<string> {
  const said = new Set<string>();
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?。！？।])\s*/u)) if (sentence.trim()) said.add(sentence.trim());
  }
  return said;
}

const AHEAD: ReadonlySet<FrameKind> = new Set(['week', 'month', 'year', 'date', 'when']);

/** Which card answers the question, by spread and time frame. */
function leadOf(spread: SpreadId, frame: FrameKind): number {
  const at = (position: PositionId) => (SPREADS[spread] as readonly PositionId[]).indexOf(position);
  const ahead = AHEAD.has(frame);
  switch (spread) {
    case 'single-card':
      return 0;
    case 'three-card':
      return at(ahead ? 'future' : frame === 'lately' ? 'past' : 'present');
    case 'love-spread':
      return at(ahead ? 'potential' : 'bond');
    case 'celtic-cross':
      return at(ahead ? 'outcome' : frame === 'lately' ? 'behind' : 'heart');
  }
}

/** The card of where things go, whose advice follows the lead's (none for a single card). */
function secondOf(spread: SpreadId, lead: number): number | null {
  const at = (position: PositionId) => (SPREADS[spread] as readonly PositionId[]).indexOf(position);
  const pick = (first: PositionId, otherwise: PositionId) => (at(first) === lead ? at(otherwise) : at(first));
  switch (spread) {
    case 'single-card':
      return null;
    case 'three-card':
      return pick('future', 'present');
    case 'love-spread':
      return pick('potential', 'bond');
    case 'celtic-cross':
      return pick('outcome', 'heart');
  }
}

/** The question's part of life: the first the asking lexicon finds, else its intent's, else none. */
function topicOf(areas: readonly string[], intent: string): ReadingTopic {
  const first = areas[0];
  if (first) return first as ReadingTopic;
  if (intent === 'love') return 'love';
  if (intent === 'career') return 'work';
  if (intent === 'wellbeing') return 'health';
  return 'general';
}

export function planReading(input: Pick<TarotReadingInput, 'spread' | 'question' | 'cards' | 'locale'>): TarotPlan {
  const coach = COACH_TEXTS[input.locale];
  const question = readQuestion(input.question, coach, ASKING[input.locale]);
  const frame = question.frame.kind;
  const lead = leadOf(input.spread, frame);
  const positions = SPREADS[input.spread] as readonly PositionId[];
  // Advice is for what is still to be done: a card of the past gives way to the present's.
  const adviser =
    positions[lead] === 'past'
      ? positions.indexOf('present')
      : positions[lead] === 'behind'
        ? positions.indexOf('heart')
        : lead;
  const others = input.cards.map((_, i) => i).filter((i) => i !== lead);
  // A Celtic Cross reads its other nine in two paragraphs: the cross, then the staff.
  const groups = others.length > 5 ? [others.slice(0, 4), others.slice(4)] : others.length > 0 ? [others] : [];
  return {
    topic: topicOf(question.areas, question.intent),
    frame,
    lead,
    groups,
    advice: [adviser, secondOf(input.spread, adviser)],
    patterns: patternFactIds(input.cards),
    crisis: question.crisis,
  };
}

/** Writes the plan in the reader's language and verifies it. */
export function writeReading(input: TarotReadingInput, plan: TarotPlan = planReading(input)): TarotReading {
  const texts: TarotTexts = TAROT_TEXTS[input.locale];
  const coach = COACH_TEXTS[input.locale];
  const boundaries = coach.lexicon.wordBoundaries;
  const gap = boundaries ? ' ' : '';
  const { table, scope, facts } = tarotTable(input.spread, input.cards, texts, boundaries);
  const said = input.said ?? new Set<string>();
  let bit = 0;
  /** One of two wordings: the one the variety picks, unless the reader saw it today and not the other. */
  const choose = (pair: readonly [string, string]): string => {
    const preferred = (input.variety >>> (bit++ % 31)) & 1;
    const [a, b] = preferred ? [pair[1], pair[0]] : pair;
    return said.has(a) && !said.has(b) ? b : a;
  };
  /**
   * A framing sentence (an opening, why the lead answers, the guidance's first and last words):
   * left out when every wording of it was shown to the reader earlier that day. A sentence that
   * lays a card or gives its advice is always said.
   */
  const frame = (wordings: string | readonly [string, string]): string => {
    const chosen = typeof wordings === 'string' ? wordings : choose(wordings);
    return said.has(chosen) ? '' : chosen;
  };
  const positions = SPREADS[input.spread] as readonly PositionId[];
  const place = (i: number) => {
    const dealt = input.cards[i] as DealtCard;
    const frames = texts.positions[positions[i] as PositionId].place;
    const theme = texts.cards[dealt.card].theme[dealt.reversed ? 'reversed' : 'upright'];
    const name = drawnName(texts, dealt);
    return choose([frames[0](name, theme), frames[1](name, theme)]);
  };
  const cite = (ids: readonly string[]) => ` [[${ids.join(' ')}]]`;
  const idOf = (i: number) => cardFactId(i, input.cards[i] as DealtCard);
  const join = (sentences: readonly string[]) => sentences.filter(Boolean).join(gap);

  const interpretation: string[] = [
    join([
      // An opening names what the spread will look at: a single card is its own answer.
      input.cards.length > 1 ? frame(texts.reading.opening[plan.topic]) : '',
      place(plan.lead),
      // Why this card answers: said only when other cards lie beside it.
      input.cards.length > 1 ? frame(texts.reading.leadWhy[plan.topic]) : '',
    ]) + cite([idOf(plan.lead)]),
    ...plan.groups.map((group) => join(group.map(place)) + cite(group.map(idOf))),
  ];
  const p = patternsOf(input.cards);
  const patterns: [string, string][] = [];
  if (plan.patterns.majors) patterns.push([texts.reading.majors(p.majors, input.cards.length), plan.patterns.majors]);
  if (plan.patterns.suit && p.suit) patterns.push([texts.reading.suit[p.suit.suit](p.suit.count), plan.patterns.suit]);
  if (plan.patterns.reversed) {
    patterns.push([texts.reading.reversals(p.reversed, input.cards.length), plan.patterns.reversed]);
  }
  if (patterns.length > 0) interpretation.push(join(patterns.map(([s]) => s)) + cite(patterns.map(([, id]) => id)));

  const advice = (dealt: DealtCard) => texts.cards[dealt.card].advice[dealt.reversed ? 'reversed' : 'upright'];
  const [first, next] = plan.advice;
  const side = (dealt: DealtCard) => ADVICE_STANCE[dealt.card][dealt.reversed ? 'reversed' : 'upright'];
  // Two pieces of advice that pull opposite ways (act and pause) are not set side by side: the
  // answering card's is given alone.
  const other = next === null ? null : (input.cards[next] as DealtCard);
  const second = other && !clash(side(input.cards[first] as DealtCard), side(other)) ? other : null;
  const guidance =
    join([
      frame(texts.reading.guidanceOpening[plan.topic]),
      advice(input.cards[first] as DealtCard),
      second ? texts.reading.alsoFrom(drawnName(texts, second)) : '',
      second ? advice(second) : '',
      frame(texts.reading.closing),
    ]) + cite(second === null || next === null ? [idOf(first)] : [idOf(first), idOf(next)]);

  const verify = (paragraphs: readonly string[]) =>
    verifyAnswer(paragraphs.join('\n\n'), table, coach.lexicon, gap, scope);
  return { plan, interpretation: verify(interpretation), guidance: verify([guidance]), facts };
}
