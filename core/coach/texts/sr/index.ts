/**
 * Ask Stella in Serbian (latinica, ekavski, the reader addressed as "ti"; docs/i18n/glossary-sr.md).
 * Never assumes the reader's gender: present tense and nouns for "ti", no gendered participles.
 *
 * Signs and planets come declined from the grammar (core/i18n/grammar/sr.ts): position takes the
 * locative (Venera je u Vagi), a degree the genitive (na 14°22′ Vage), the rising sign the
 * nominative (podznak ti je Vaga). Houses are spelled out as declined feminine ordinals (u sedmoj
 * kući), labels write "7. kuća". An aspect is "u kvadratu sa" + instrumental (Venera je u kvadratu
 * sa Saturnom).
 */
import { GRAMMAR_SR as g } from '../../../i18n/grammar/sr';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_SR: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
