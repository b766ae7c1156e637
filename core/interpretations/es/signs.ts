import { GRAMMAR_ES as g } from '../../i18n/grammar/es';
import { SIGN_IDS } from '../../zodiac';
import type { SignTexts } from '../types';

/** Los nombres de los signos del catálogo, los de la gramática (siempre con mayúscula: "Aries", "Cáncer"). */
export const SIGN_NAMES = Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts;
