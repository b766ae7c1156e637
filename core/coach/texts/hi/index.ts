/**
 * Ask Stella's Hindi texts (decision 030; the shape and every field's contract: core/coach/texts.ts).
 * Terms and register: docs/i18n/glossary-hi.md. The names and their forms are the grammar's
 * (core/i18n/grammar/hi.ts). Style: आप, polite -एँ imperatives, hedged, sentences ending with the
 * पूर्ण विराम "।", and never a verb that agrees with the reader (no "आप … करेंगे"): verbs agree
 * with a planet, a thing, or are passive. Planets and angles are masculine singular ("शुक्र … में
 * है", "लग्न … बनाता है"); युति and प्रतियुति are feminine.
 *
 * Grammar of the claims: sign names do not inflect ("तुला राशि में"); a placement is written
 * point-first ("शुक्र तुला राशि में है", gap " ") or sign-first with a possessive ("तुला राशि का
 * शुक्र", "तुला राशि के शुक्र से"); house ordinals inflect ("सातवाँ भाव", "सातवें भाव में").
 * The claim reader (core/coach/claims.ts) only pairs neighbouring names, so the templates that
 * name a house put it right after the point ("तुला राशि का शुक्र आपके सातवें भाव में है").
 */
import { GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_HI: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
