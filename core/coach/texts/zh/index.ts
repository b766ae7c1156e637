/**
 * Ask Stella in Simplified Chinese (decision 030; docs/i18n/glossary-zh.md). The reader is 你; signs
 * are always their full 座 name in prose, houses are 第N宫 in Chinese numerals (N宫 in labels),
 * degrees follow the sign with one half-width space (天秤座 14°22′), sentences end in full-width
 * punctuation and follow one another with no space. Chinese is written without spaces, so the
 * lexicon is matched anywhere (`wordBoundaries: false`): no form is a single character
 * (日, 月, 合 alone are too common), and the gaps between names are kept narrow.
 */
import { GRAMMAR_ZH } from '../../../i18n/grammar/zh';
import type { CoachTexts } from '../../texts';
import { CRISIS } from './crisis';
import { EXAMPLES } from './examples';
import { INTENTS } from './intents';
import { LABELS } from './labels';
import { LEXICON } from './lexicon';
import { PLAN } from './plan';
import { WRITING } from './writing';

export const COACH_ZH: CoachTexts = {
  grammar: GRAMMAR_ZH,
  lexicon: LEXICON,
  intents: INTENTS,
  crisis: CRISIS,
  writing: WRITING,
  plan: PLAN,
  labels: LABELS,
  examples: EXAMPLES,
};
