/**
 * Ask Stella's Italian texts (decision 030), one file per section of the contract
 * (core/coach/texts.ts). Second person (tu), never certain, no gendered endings for the reader
 * (docs/i18n/glossary-it.md); names and their forms come from the grammar (core/i18n/grammar/it.ts).
 */
import { GRAMMAR_IT as g } from '../../../i18n/grammar/it';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_IT: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
