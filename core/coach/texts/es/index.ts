/**
 * Ask Stella's Spanish texts (decision 030): neutral international Spanish for Spain and Latin
 * America, "tú", as docs/i18n/glossary-es.md fixes it: "el Sol", "la Luna", "Mercurio" without
 * article, the obligatory "al"/"del", "Venus retrógrado", "en Libra", "la casa 7", "el Ascendente",
 * "el Medio Cielo", "una cuadratura", "un trígono", "orbe". The names and their forms are the
 * grammar's (core/i18n/grammar/es.ts); each section of the contract (core/coach/texts.ts) has its
 * file here, and ./words.ts holds what several of them share.
 */
import { GRAMMAR_ES as g } from '../../../i18n/grammar/es';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_ES: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
