import { SIGN_IDS, type SignId } from '@core/zodiac';

/**
 * Astro Gems (docs/product.md#astro-gems, decision 042): twelve gems, one per sign, in zodiac
 * order. A gem is named by its sign's key everywhere the API speaks (`gemType`,
 * `availableGems`); the stone is what a reader is shown.
 */
export const GEM_STONES = {
  aries: 'ruby',
  taurus: 'emerald',
  gemini: 'sapphire',
  cancer: 'moonstone',
  leo: 'sunstone',
  virgo: 'peridot',
  libra: 'opal',
  scorpio: 'topaz',
  sagittarius: 'turquoise',
  capricorn: 'garnet',
  aquarius: 'amethyst',
  pisces: 'aquamarine',
} as const satisfies Record<SignId, string>;
export type GemType = SignId;
export type GemStone = (typeof GEM_STONES)[GemType];

export const GEM_TYPES: readonly GemType[] = SIGN_IDS;

/** Points a collected gem is worth. */
export const GEM_POINTS = 100;
/** The gems of a complete collection. */
export const GEMS_TO_COMPLETE = GEM_TYPES.length;
/**
 * A gem counts towards the quest for this many UTC days, the day it was collected included:
 * all twelve must be held within one such window, so the quest is "twelve gems within 30 days"
 * however a player starts or pauses (decision 042).
 */
export const QUEST_DAYS = 30;
/** How many gems each UTC day offers. */
export const GEMS_PER_DAY = 3;
/** The Oracle trial a completed quest grants, in days. */
export const GAME_TRIAL_DAYS = 7;
