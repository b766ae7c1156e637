/** The names and phrases more than one part of the Simplified Chinese coach texts uses. */
import { GRAMMAR_ZH as g } from '../../../i18n/grammar/zh';
import type { CoachPoint, LunationSlots, NumerologyKind } from '../../texts';

const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = { ascendant: '上升点', midheaven: '天顶' };
export const isAngle = (p: CoachPoint): p is 'ascendant' | 'midheaven' => p === 'ascendant' || p === 'midheaven';
/** '金星', '上升点', '天顶': a point's name in prose. */
export const point = (p: CoachPoint) => (isAngle(p) ? ANGLE[p] : g.planet(p));

const pad = (n: number) => String(n).padStart(2, '0');
/** 14°22′ */
export const deg = (d: number, m: number) => `${d}°${pad(m)}′`;

/** 新月 / 满月: neither is a name of the Moon in the lexicon, so "射手座新月" places nothing. */
export const PHASE: Readonly<Record<LunationSlots['phase'], string>> = { new: '新月', full: '满月' };

export const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: '生命灵数',
  expression: '表达数',
  soulUrge: '灵魂渴望数',
  personality: '人格数',
  birthDay: '生日数',
};
