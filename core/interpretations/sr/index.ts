import { GRAMMAR_SR as g } from '../../i18n/grammar/sr';
import { SIGN_IDS } from '../../zodiac';
import type { InterpretationCatalog, SignTexts } from '../types';
import { ASPECTS } from './aspects';
import { FALLBACKS } from './fallbacks';
import { HOUSES } from './houses';
import { JUPITER } from './jupiter';
import { MARS } from './mars';
import { MERCURY } from './mercury';
import { MOON } from './moon';
import { PAIRS } from './pairs';
import { NEPTUNE } from './neptune';
import { PLUTO } from './pluto';
import { RISING } from './rising';
import { SATURN } from './saturn';
import { SUN } from './sun';
import { URANUS } from './uranus';
import { VENUS } from './venus';

/** Every Serbian interpretation text (latinica). */
export const SR: InterpretationCatalog = {
  signNames: Object.fromEntries(SIGN_IDS.map((id) => [id, g.sign(id)])) as SignTexts,
  sun: SUN,
  moon: MOON,
  rising: RISING,
  planets: {
    mercury: MERCURY,
    venus: VENUS,
    mars: MARS,
    jupiter: JUPITER,
    saturn: SATURN,
    uranus: URANUS,
    neptune: NEPTUNE,
    pluto: PLUTO,
  },
  houses: HOUSES,
  aspects: ASPECTS,
  pairs: PAIRS,
  fallbacks: FALLBACKS,
};
