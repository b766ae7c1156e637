/**
 * Today's insight on Ask Stella's screen (docs/product.md#ask-stella-page): what peaks in the
 * reader's chart today or tomorrow (a transit exact then) leads; only when nothing is that sharp
 * does the slower background of these weeks head the card, and the card says which it is. The
 * background changes at least every three days (the strongest few take turns), so a transit of
 * months does not head every day of them.
 */
import { addDays } from '../horoscope/index';
import { stableHash } from '../hash';
import type { SkyTexts } from '../sky/texts';
import type { ReaderCalendar } from './calendar';
import type { Fact, FactTable } from './facts';
import { statement } from './offline';
import type { CoachTexts } from './texts';

export interface DailyInsight {
  readonly text: string;
  readonly facts: readonly Fact[];
  /** What heads the card: a contact exact today or tomorrow, the background of these weeks, or nothing close. */
  readonly kind: 'peak' | 'background' | 'quiet';
}

type Transit = Extract<Fact, { kind: 'transit' }>;

/** How many of the strongest background transits take turns, three days each. */
const BACKGROUND_TURNS = 3;
const DAYS_PER_TURN = 3;

/** The transits exact on the reader's today or tomorrow, today's first, then the strongest. */
function peaksOf(table: FactTable, calendar: ReaderCalendar): Transit[] {
  const tomorrow = addDays(calendar.today, 1);
  const dayOfPeak = (t: Transit) => {
    const days = t.passes.map(calendar.dayOf);
    return days.includes(calendar.today) ? 0 : days.includes(tomorrow) ? 1 : null;
  };
  return table.facts
    .filter((f): f is Transit => f.kind === 'transit' && dayOfPeak(f) !== null)
    .sort((a, b) => (dayOfPeak(a) ?? 2) - (dayOfPeak(b) ?? 2) || b.weight - a.weight);
}

/**
 * The background: one of the strongest transits in orb, a different one every three days. A
 * contact that was exact yesterday or the day before has just headed the card as a peak, so it
 * waits its turn.
 */
function backgroundOf(table: FactTable, calendar: ReaderCalendar): Transit | undefined {
  const justPeaked = [addDays(calendar.today, -1), addDays(calendar.today, -2)];
  const inOrb = table.facts
    .filter((f): f is Transit => f.kind === 'transit' && f.orb !== null)
    .filter((f) => !f.passes.some((p) => justPeaked.includes(calendar.dayOf(p))))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, BACKGROUND_TURNS);
  if (inOrb.length === 0) return undefined;
  const turn = Math.floor(Date.parse(`${calendar.today}T00:00:00Z`) / 86_400_000 / DAYS_PER_TURN);
  return inOrb[turn % inOrb.length];
}

export function dailyInsight(
  table: FactTable,
  input: { texts: CoachTexts; sky: SkyTexts; calendar: ReaderCalendar },
): DailyInsight {
  const insight = writeInsight(table, input);
  return { ...insight, text: input.texts.grammar.finish(insight.text) };
}

function writeInsight(
  table: FactTable,
  input: { texts: CoachTexts; sky: SkyTexts; calendar: ReaderCalendar },
): DailyInsight {
  const { calendar } = input;
  const seed = stableHash(calendar.today);
  const { daily } = input.texts.writing;
  const gap = input.texts.lexicon.wordBoundaries ? ' ' : '';
  const say = (lead: readonly string[], fact: Transit) =>
    `${lead[seed % lead.length]}${gap}${statement(fact, { ...input, seed })}`;

  const [peak] = peaksOf(table, calendar);
  if (peak) {
    const today = peak.passes.some((p) => calendar.dayOf(p) === calendar.today);
    return { text: say(today ? daily.peakToday : daily.peakTomorrow, peak), facts: [peak], kind: 'peak' };
  }
  const background = backgroundOf(table, calendar);
  if (background) return { text: say(daily.background, background), facts: [background], kind: 'background' };
  return { text: daily.quiet[seed % daily.quiet.length] as string, facts: [], kind: 'quiet' };
}
