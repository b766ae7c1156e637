import { GRAMMAR_ZH as g } from '../../i18n/grammar/zh';
import { type SignId, isSignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** The sign's Chinese name (with 座); the id itself for one we do not know. */
const name = (sign: SignId) => (isSignId(sign) ? g.sign(sign) : sign);

/**
 * The spec's fallback sentences (docs/product.md#errors) in Chinese, used where a text is
 * missing, and the generic texts for an unknown house or aspect.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `你身上的${name(sign)}特质塑造着你性格的核心。`,
  moon: (sign) => `你的月亮落在${name(sign)}，影响着你的情感天性。`,
  rising: (sign) => `你的上升星座是${name(sign)}，影响着别人眼中的你。`,
  house: (n) => ({
    name: g.ordinal(n, 'house'),
    governs: '每个宫位主管生活中的一个领域，从自我及其资源，到伴侣关系、工作和更广阔的世界。',
    occupied: '落在某个宫位的行星，会把它的能量带到你生活中的这个领域。',
  }),
  aspect: {
    name: '相位',
    text: '这个相位把两颗行星联结在一起，让它们的主题相互作用，各自影响着对方在你生活中的表现方式。',
  },
};
