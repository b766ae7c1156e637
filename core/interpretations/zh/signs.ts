import { GRAMMAR_ZH as g } from '../../i18n/grammar/zh';
import { SIGN_IDS } from '../../zodiac';
import type { SignTexts } from '../types';

/** The signs' names as the grammar gives them bare, with 座 (docs/i18n/glossary-zh.md), for the catalog and the fallbacks. */
export const SIGN_NAMES = Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts;
