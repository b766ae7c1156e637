import { GRAMMAR_EN as g } from '../../i18n/grammar/en';
import { SIGN_IDS } from '../../zodiac';
import type { SignTexts } from '../types';

/** Sign names as the fallback sentences print them: the grammar's. */
export const SIGN_NAMES: SignTexts = Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts;
