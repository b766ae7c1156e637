import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** 主要相位：每种相位在两颗行星之间的含义。 */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: '合相',
    text: '合相把两颗行星融合成一股集中的力量，所以在你的生活中，它们的主题往往难以分开。两者相互强化，而这种融合给人的感受，取决于两颗行星的本性是否合得来。',
  },
  opposition: {
    name: '对分相',
    text: '对分相让两颗行星在星盘上隔空相望，在彼此的需求之间形成拉扯。你可能会在两者之间来回摇摆，或是通过他人遇见其中的一方，而功课在于培养觉察、找到平衡。',
  },
  trine: {
    name: '三分相',
    text: '三分相让两颗行星以轻松、和谐的方式相连，它们的能量自然而然地相互支持。它常常指向一些你可能习以为常的天赋，直到你决定把它们用起来。',
  },
  square: {
    name: '四分相',
    text: '四分相让两颗行星处在紧张的角度，产生需要你采取行动的摩擦。它可能让人感觉像是内心的冲突，然而在应对它的过程中，你往往会锻炼出力量、决心和技能。',
  },
  sextile: {
    name: '六分相',
    text: '六分相以合作、鼓励的方式连接两颗行星。它带来一些机会，只要你稍加努力去运用，它们往往就会成长起来。',
  },
};
