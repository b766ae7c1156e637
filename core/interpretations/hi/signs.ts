import { GRAMMAR_HI as g } from '../../i18n/grammar/hi';
import { SIGN_IDS } from '../../zodiac';
import type { SignTexts } from '../types';

/** The signs' names as the grammar gives them bare, for the catalog's lists and titles. */
export const SIGN_NAMES = Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts;
