/**
 * The plan of an answer, made before a word is written and shared by both writers: the span
 * the question asks about, the one fact that answers it (the headline), at most two that support
 * it, and the natal placements that explain why it lands as it does. A question about "this
 * month" is answered with the month's dated sky, a question about a raise with the houses of work
 * and money and their rulers; when nothing fits, the plan says so and the writer asks back.
 */
import { addDays } from '../horoscope/index';
import { getSign } from '../zodiac';
import type { Frame } from './asking/read';
import type { LifeTopic } from './asking/types';
import type { ReaderCalendar } from './calendar';
import type { Fact, FactTable } from './facts';
import { AREA_HOUSES, AREA_POINTS, type Question, relevance } from './intent';
import type { CoachPoint } from './texts';

/** Reader days, both ends included. */
export interface PlanWindow {
  readonly from: string;
  readonly to: string;
}

export interface AnswerPlan {
  readonly frame: Frame;
  readonly window: PlanWindow | null;
  readonly areas: readonly LifeTopic[];
  readonly headline: Fact | null;
  readonly supports: readonly Fact[];
  readonly because: readonly Fact[];
  /** Why the headline speaks to the asked part of life, in this chart: null when no part of life was asked. */
  readonly reason: Reason | null;
  /** False when nothing in the chart or its sky speaks to the question in its span. */
  readonly fits: boolean;
  /** The question asks when about death: no date and no window is given. */
  readonly noDates?: true;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The days a frame covers, counted from the reader's today; null for a question about the chart itself. */
export function windowOf(frame: Frame, today: string): PlanWindow | null {
  const year = Number(today.slice(0, 4));
  switch (frame.kind) {
    case 'natal':
      return null;
    case 'now':
      return { from: addDays(today, -1), to: addDays(today, 2) };
    case 'lately':
      return { from: addDays(today, -30), to: today };
    case 'week':
      return frame.offset
        ? { from: addDays(today, 7), to: addDays(today, 13) }
        : { from: today, to: addDays(today, 6) };
    case 'month':
      return frame.offset
        ? { from: addDays(today, 30), to: addDays(today, 59) }
        : { from: today, to: addDays(today, 29) };
    case 'year':
      return frame.offset
        ? { from: `${year + 1}-01-01`, to: `${year + 1}-12-31` }
        : { from: today, to: addDays(today, 364) };
    case 'when':
      return { from: today, to: addDays(today, 364) };
    case 'date': {
      if (frame.month === undefined) {
        const day = addDays(today, frame.offset);
        return { from: day, to: day };
      }
      // The named month's next occurrence: this year's, unless it is already over.
      const monthEnd = (y: number) =>
        `${y}-${pad(frame.month as number)}-${pad(lastDayOfMonth(y, frame.month as number))}`;
      const y = monthEnd(year) < today ? year + 1 : year;
      if (frame.day !== undefined) {
        const day = `${y}-${pad(frame.month)}-${pad(Math.min(frame.day, lastDayOfMonth(y, frame.month)))}`;
        return { from: addDays(day, -1), to: addDays(day, 1) };
      }
      return { from: `${y}-${pad(frame.month)}-01`, to: monthEnd(y) };
    }
  }
}

/** The instants to compute the window's sky over (a day's margin either side covers every zone). */
export function windowInstants(window: PlanWindow): { from: Date; to: Date } {
  return {
    from: new Date(`${addDays(window.from, -1)}T00:00:00Z`),
    to: new Date(`${addDays(window.to, 2)}T00:00:00Z`),
  };
}

/**
 * How a natal point ties the headline to an asked part of life: it rules a house of that part of
 * life in this chart (`ruler`), it stands in one (`placed`), or it is that part of life's planet in
 * any chart (`significator`).
 */
export interface Reason {
  readonly kind: 'ruler' | 'placed' | 'significator';
  readonly point: CoachPoint;
  readonly area: LifeTopic;
}

type Dated = Extract<Fact, { kind: 'transit' | 'event' }>;
const isDated = (f: Fact): f is Dated => f.kind === 'transit' || f.kind === 'event';

/** The planets that rule the houses of the asked parts of life in this chart (with a birth time). */
function rulersOf(table: FactTable, areas: readonly LifeTopic[]): Set<CoachPoint> {
  const rulers = new Set<CoachPoint>();
  for (const area of areas) {
    for (const house of AREA_HOUSES[area]) {
      const fact = table.byId.get(`H.${house}`);
      if (fact?.kind === 'house') rulers.add(getSign(fact.sign).rulingPlanet.toLowerCase() as CoachPoint);
    }
  }
  return rulers;
}

/** The natal points a fact is about: a transit's or progression's point, the points an event falls on, a placement's point. */
function natalPointsOf(fact: Fact): CoachPoint[] {
  if (fact.kind === 'transit' || fact.kind === 'progression') return [fact.point];
  if (fact.kind === 'event') return [...fact.touches];
  return [...fact.points];
}

/** Why the headline reaches the asked part of life: the first natal point of it that rules, stands in or signifies that part of life. */
function reasonOf(headline: Fact, table: FactTable, areas: readonly LifeTopic[]): Reason | null {
  const points = natalPointsOf(headline);
  const rulers = new Map(areas.map((area) => [area, rulersOf(table, [area])]));
  for (const kind of ['ruler', 'placed', 'significator'] as const) {
    for (const area of areas) {
      for (const point of points) {
        const placement = table.byId.get(`P.${point}`);
        const house = placement?.kind === 'placement' ? placement.house : null;
        const holds =
          kind === 'ruler'
            ? (rulers.get(area)?.has(point) ?? false)
            : kind === 'placed'
              ? house !== null && AREA_HOUSES[area].includes(house)
              : AREA_POINTS[area].includes(point);
        if (holds) return { kind, point, area };
      }
    }
  }
  return null;
}

/** How strongly a fact speaks to the asked parts of life: 1 when none was asked. */
function areaFit(fact: Fact, areas: readonly LifeTopic[], rulers: ReadonlySet<CoachPoint>): number {
  if (areas.length === 0) return 1;
  let fit = 0;
  for (const area of areas) {
    if (fact.points.some((p) => AREA_POINTS[area].includes(p))) fit += 1;
    if (fact.houses.some((h) => AREA_HOUSES[area].includes(h))) fit += 1.5;
  }
  // A transit or event to the ruler of an asked house (the natal point, not the moving planet).
  const natal = fact.kind === 'transit' ? [fact.point] : fact.kind === 'event' ? fact.touches : fact.points;
  if (natal.some((p) => rulers.has(p))) fit += 1;
  return fit;
}

/**
 * The parts of life a placement's reading speaks to (core/interpretations: Venus's sign reads how
 * one loves, Mercury's how one thinks). A placement heads a natal answer about a part of life only
 * when its reading speaks to it: Venus's love text is no answer about money.
 */
const SPEAKS_TO: Readonly<Record<CoachPoint, readonly LifeTopic[]>> = {
  sun: ['self', 'work', 'creativity'],
  moon: ['self', 'home', 'family', 'health'],
  ascendant: ['self', 'health'],
  midheaven: ['work'],
  mercury: ['study', 'work', 'self'],
  venus: ['love', 'creativity'],
  mars: ['work', 'health', 'self'],
  jupiter: ['money', 'work', 'study', 'spirituality', 'move'],
  saturn: ['work', 'family', 'self'],
  uranus: ['move'],
  neptune: ['spirituality', 'creativity'],
  pluto: [],
};

/** A support must touch the asked life more than in passing: its house, or a significator and a ruler. */
const STRONG_FIT = 1.5;

const HARMONIOUS = new Set(['trine', 'sextile']);
const TENSE = new Set(['square', 'opposition']);
const BENEFICS = new Set<CoachPoint>(['venus', 'jupiter']);

/** Spans this short are read with the transits in orb now as well as the contacts exact in them. */
const SHORT_SPAN_DAYS = 3;

/**
 * Whether a dated fact falls within the window: exact in it, or, for "now", "lately" and a span
 * of a few days ("tomorrow"), a transit in orb.
 */
export function within(fact: Fact, window: PlanWindow, frame: Frame, calendar: ReaderCalendar): boolean {
  if (fact.kind === 'progression') return frame.kind === 'year' || frame.kind === 'lately';
  if (!isDated(fact)) return false;
  const inOrb = fact.kind === 'transit' && fact.orb !== null;
  const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 + 1;
  // A contact in orb today still holds over a short span that begins within a day or two (not on 14 February).
  const near = window.from <= addDays(calendar.today, SHORT_SPAN_DAYS - 1);
  if ((frame.kind === 'now' || frame.kind === 'lately' || (days <= SHORT_SPAN_DAYS && near)) && inOrb) return true;
  return fact.passes.some((p) => {
    const day = calendar.dayOf(p);
    return day >= window.from && day <= window.to;
  });
}

function timingWeight(fact: Dated, frame: Frame, window: PlanWindow, calendar: ReaderCalendar): number {
  const first = fact.passes.map(calendar.dayOf).find((d) => d >= window.from && d <= window.to);
  if (frame.kind === 'now') return first === calendar.today ? 2 : first ? 1.5 : 1;
  // "Lately": what has been building, a contact exact in the weeks behind or still separating. People
  // ask "why have I felt…" about what weighs on them, so a tense contact explains more than an easy one.
  if (frame.kind === 'lately') {
    const recent = first ? 1.6 : fact.kind === 'transit' && fact.applying === false ? 1.3 : 1;
    return recent * (fact.kind === 'transit' && TENSE.has(fact.type) ? 1.3 : 1);
  }
  // A day named ("tomorrow", "on 14 February"): what is exact that day comes first.
  if (frame.kind === 'date' && (frame.day !== undefined || frame.month === undefined)) return first ? 2 : 1;
  if (frame.kind !== 'when') return 1;
  // "When…": the kind windows first, the sooner the better.
  const kind =
    fact.kind === 'transit'
      ? HARMONIOUS.has(fact.type) || (fact.type === 'conjunction' && BENEFICS.has(fact.planet))
        ? 1.6
        : 0.6
      : 0.8;
  const span = Date.parse(window.to) - Date.parse(window.from) || 1;
  const soon = first ? 1 - (0.4 * (Date.parse(first) - Date.parse(window.from))) / span : 0.6;
  return kind * soon;
}

/** The natal placements that explain why a fact lands where it does: its natal points, then the asked life's significator. */
function becauseOf(headline: Fact, table: FactTable, areas: readonly LifeTopic[], taken: ReadonlySet<string>): Fact[] {
  const points = natalPointsOf(headline);
  for (const area of areas) {
    const first = AREA_POINTS[area][0];
    if (first && !points.includes(first)) points.push(first);
  }
  const facts: Fact[] = [];
  for (const point of points) {
    const fact = table.byId.get(`P.${point}`);
    if (fact && !taken.has(fact.id) && facts.length < 2) facts.push(fact);
  }
  return facts;
}

/** Different contacts, not the same one twice: another planet or another natal point. */
function distinct(chosen: readonly Fact[], fact: Fact): boolean {
  return chosen.every((c) => c.id !== fact.id && c.points.join() !== fact.points.join());
}

/**
 * A question that asks for a time ahead about death ("when will I die?", "will she live through
 * the year?") gets no date: no chart can tell it, and none is given. A question about a loss in
 * the past ("my father died last year, how do I cope?") is answered, with its caution.
 */
const datesWithheld = (question: Question): boolean =>
  question.sensitive.includes('death') && question.frame.kind !== 'natal' && question.frame.kind !== 'lately';

/**
 * How much less a fact counts for each earlier answer today that rested on it: a fresh contact of
 * nearly the same weight leads instead, and after a few answers even a much stronger one gives way.
 */
const HEARD = 0.5;

/**
 * The plan of the answer to a question. `heard` tells how many earlier answers to this reader
 * today rested on a fact: others that fit nearly as well are preferred, so a reader who asks
 * several questions learns several things.
 */
export function planAnswer(
  table: FactTable,
  question: Question,
  calendar: ReaderCalendar,
  heard: (id: string) => number = () => 0,
): AnswerPlan {
  const { frame, areas } = question;
  const window = windowOf(frame, calendar.today);
  if (datesWithheld(question)) {
    return {
      frame,
      window,
      areas,
      headline: null,
      supports: [],
      because: [],
      reason: null,
      fits: false,
      noDates: true,
    };
  }
  const rulers = rulersOf(table, areas);
  const named = (f: Fact) => (question.points.length > 0 && f.points.some((p) => question.points.includes(p)) ? 3 : 1);

  let ranked: { fact: Fact; score: number; fit: number }[];
  if (!window) {
    ranked = table.facts
      .filter((f) => f.kind === 'placement' || f.kind === 'house' || f.kind === 'aspect' || f.kind === 'balance')
      .map((fact) => {
        const fit = areaFit(fact, areas, rulers);
        // The asked life's first significator and house (Venus and the 5th for love, the Sun and the 10th for work) speak for it first.
        const primary = areas.some((area) =>
          fact.kind === 'house' ? fact.house === AREA_HOUSES[area][0] : fact.points[0] === AREA_POINTS[area][0],
        )
          ? 1.5
          : 1;
        // With a part of life asked, its fit decides; otherwise the question's own words (a named planet or house).
        const score = areas.length
          ? fact.weight * (0.3 + fit) * primary * named(fact)
          : fact.weight * relevance(fact, question);
        // A house heads an answer about its own part of life; an aspect's reading is its kind's (what a
        // square is), so it supports a part of life but does not head it.
        const speaks =
          areas.length === 0 ||
          (fact.kind === 'house' && areas.some((a) => AREA_HOUSES[a].includes(fact.house))) ||
          (fact.kind === 'placement' && areas.some((a) => SPEAKS_TO[fact.point].includes(a)));
        return { fact, fit, score: speaks ? score : score * 0.2 };
      });
  } else {
    const dated = table.facts
      .filter(isDated)
      .filter((f) => within(f, window, frame, calendar))
      .map((fact) => {
        const fit = areaFit(fact, areas, rulers);
        const score =
          fact.weight * (areas.length ? 0.3 + fit : 1) * named(fact) * timingWeight(fact, frame, window, calendar);
        return { fact: fact as Fact, fit, score };
      });
    // A year or "lately" also reads the progressed Moon and Sun, which change over months.
    const progressed =
      frame.kind === 'year' || frame.kind === 'lately'
        ? table.facts
            .filter((f) => f.kind === 'progression' && (f.point === 'moon' || f.point === 'sun'))
            .map((fact) => ({ fact, fit: areaFit(fact, areas, rulers), score: fact.weight * 0.8 }))
        : [];
    ranked = [...dated, ...progressed];
  }
  ranked = ranked.map((r) => ({ ...r, score: r.score * HEARD ** heard(r.fact.id) }));
  ranked.sort((a, b) => b.score - a.score);

  const top = ranked[0];
  if (!top) return { frame, window, areas, headline: null, supports: [], because: [], reason: null, fits: false };
  const fitting = areas.length === 0 ? top : ranked.find((r) => r.fit > 0);
  // Nothing touches the asked part of life: the span's strongest contact is still told, as what the span holds.
  if (!fitting) {
    return {
      frame,
      window,
      areas,
      headline: window ? top.fact : null,
      supports: [],
      because: [],
      reason: null,
      fits: false,
    };
  }
  if (fitting !== top) {
    ranked.splice(ranked.indexOf(fitting), 1);
    ranked.unshift(fitting);
  }
  // Supports speak to the asked part of life too; with none asked, one is enough, or two when the
  // headline is one the reader heard earlier today. A support they heard today is not given again.
  const supports: Fact[] = [];
  const most = areas.length > 0 || heard(fitting.fact.id) > 0 ? 2 : 1;
  for (const { fact, fit } of ranked.slice(1)) {
    if (supports.length === most) break;
    const fits = areas.length === 0 || fit >= STRONG_FIT;
    if (fits && heard(fact.id) === 0 && distinct([fitting.fact, ...supports], fact)) supports.push(fact);
  }
  const taken = new Set([fitting.fact.id, ...supports.map((f) => f.id)]);
  return {
    frame,
    window,
    areas,
    headline: fitting.fact,
    supports,
    because: window ? becauseOf(fitting.fact, table, areas, taken) : [],
    reason: reasonOf(fitting.fact, table, areas),
    fits: true,
  };
}

/** Whether a question is answered to a plan: every reading question is; greetings, questions about Stella, off-topic ones and numerology have replies of their own. */
export const planned = (question: Question): boolean =>
  !question.crisis && !['greeting', 'meta', 'offTopic', 'numerology'].includes(question.intent);

/** The facts a writer receives: the plan's first (headline, supports, because), then the rest of the selection. */
export function planFirst(plan: AnswerPlan, selected: readonly Fact[], max = 40): Fact[] {
  const first = [plan.headline, ...plan.supports, ...plan.because].filter((f): f is Fact => f !== null);
  const ids = new Set(first.map((f) => f.id));
  return [...first, ...selected.filter((f) => !ids.has(f.id))].slice(0, max);
}

/** The plan in English, for a model's prompt: what to lead with, what supports it, and what explains it. */
export function planBrief(plan: AnswerPlan): string {
  const span = plan.window
    ? `${plan.frame.kind} (${plan.window.from} to ${plan.window.to})`
    : 'the natal chart itself (no time asked)';
  const lines = [
    `Time frame asked: ${span}.`,
    `Parts of life asked: ${plan.areas.length ? plan.areas.join(', ') : 'none named'}.`,
  ];
  if (plan.headline) lines.push(`Lead with ${plan.headline.id} (${plan.headline.label}): it answers the question.`);
  if (plan.supports.length) lines.push(`Support with at most: ${plan.supports.map((f) => f.id).join(', ')}.`);
  if (plan.because.length)
    lines.push(`Explain why it lands this way with the natal: ${plan.because.map((f) => f.id).join(', ')}.`);
  if (plan.reason) {
    const how = { ruler: 'rules a house of', placed: 'stands in a house of', significator: 'is the significator of' };
    lines.push(
      `Say why it concerns ${plan.reason.area}: natal ${plan.reason.point} ${how[plan.reason.kind]} ${plan.reason.area}.`,
    );
  }
  if (plan.headline === null && plan.window && !plan.fits && plan.supports.length === 0) {
    lines.push(
      'If the question asks when someone will die: name no date and no window; answer with care, as the rules say.',
    );
  }
  if (!plan.fits) {
    lines.push(
      'NO FIT: nothing in the chart or its sky speaks to the asked part of life in this time frame. Say so plainly in one sentence, never claim relevance you have not found, tell what the time frame does hold if a lead is given, and end with one clarifying question.',
    );
  }
  return lines.join('\n');
}
