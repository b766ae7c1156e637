/**
 * Today's insight on Ask Stella's screen (001 §3 "Daily insight"): the strongest transit to the
 * reader's chart at this moment, read in their language, with its receipt; a quiet day says so.
 */
import { stableHash } from '../hash';
import type { SkyTexts } from '../sky/texts';
import type { Fact, FactTable } from './facts';
import { statement } from './offline';
import type { CoachTexts } from './texts';

export interface DailyInsight {
  readonly text: string;
  readonly facts: readonly Fact[];
}

export function dailyInsight(
  table: FactTable,
  input: { texts: CoachTexts; sky: SkyTexts; date: string; formatDate: (iso: string) => string },
): DailyInsight {
  const seed = stableHash(input.date);
  const { daily } = input.texts.writing;
  const gap = input.texts.lexicon.wordBoundaries ? ' ' : '';
  const lead = daily.lead[seed % daily.lead.length] as string;
  const strongest = table.facts
    .filter((f) => f.kind === 'transit' && f.orb !== null)
    .sort((a, b) => b.weight - a.weight)[0];
  if (!strongest) return { text: `${lead}${gap}${daily.quiet[seed % daily.quiet.length]}`, facts: [] };
  return {
    text: `${lead}${gap}${statement(strongest, { ...input, seed })}`,
    facts: [strongest],
  };
}
