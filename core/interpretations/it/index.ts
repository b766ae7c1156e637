import type { InterpretationCatalog } from '../types';
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
import { SIGN_NAMES } from './signs';
import { SUN } from './sun';
import { URANUS } from './uranus';
import { VENUS } from './venus';

/** Tutti i testi italiani delle interpretazioni. */
export const IT: InterpretationCatalog = {
  signNames: SIGN_NAMES,
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
