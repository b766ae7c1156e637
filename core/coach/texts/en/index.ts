/**
 * Ask Stella's English texts (decision 030; the shape and every field's contract: core/coach/texts.ts).
 * English is the source language: the words are those of core/horoscope/en.ts, core/sky/texts/en.ts
 * and core/interpretations/en. Style: second person ("you"), warm, plain, British spelling, never
 * certain about outcomes.
 */
import { GRAMMAR_EN as g } from '../../../i18n/grammar/en';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_EN: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
