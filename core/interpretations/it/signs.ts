import { GRAMMAR_IT as g } from '../../i18n/grammar/it';
import { SIGN_IDS } from '../../zodiac';
import type { SignTexts } from '../types';

/** I nomi dei segni come li scrive la grammatica (glossario §2). */
export const SIGN_NAMES = Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts;
