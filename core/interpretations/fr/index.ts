import { GRAMMAR_FR as g } from '../../i18n/grammar/fr';
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

/** Every French interpretation text (docs/i18n/glossary-fr.md). */
export const FR: InterpretationCatalog = {
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
