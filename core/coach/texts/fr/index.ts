/**
 * Ask Stella in French (decision 030; docs/i18n/glossary-fr.md). The reader is « vous », nothing agrees
 * with the reader's gender, the sky describes tendencies and never a certainty. Signs take « en »
 * without article for a position (« Vénus en Balance »), or « du / de la / des » after a degree
 * (« à 14°22′ de la Balance »); planets take no article, the Sun, the Moon and the angles do
 * (« le Soleil », « la Lune », « l’Ascendant », « le Milieu du Ciel »). Houses are « maison 7 ».
 * Templates are written with plain spaces before « : », « ; », « ! » and « ? »: the writers finish
 * them with the no-break spaces of French typography (`g.finish`).
 */
import { GRAMMAR_FR as g } from '../../../i18n/grammar/fr';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_FR: CoachTexts = {
  grammar: g,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
