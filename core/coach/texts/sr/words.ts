/**
 * The words several sections of the Serbian coach share: the chart points in their cases and
 * genders (the planets from the grammar, the two angles here), the Cyrillic twins of the words the
 * coach reads, degrees, the aspects and lunations as nouns, and the names of the numerology numbers.
 */
import type { AspectType } from '../../../astro/aspects';
import { GRAMMAR_SR as g, type Gender, gender } from '../../../i18n/grammar/sr';
import { serbianCyrillic } from '../../../i18n/serbian-latin';
import type { CoachPoint, NumerologyKind } from '../../texts';

/** A form and its Cyrillic twin; forms in capitals (MC, ASC) stay as they are in both scripts. */
export const withCyr = (forms: readonly string[]) => [
  ...new Set(forms.flatMap((f) => (f === f.toUpperCase() ? [f] : [f, serbianCyrillic(f)]))),
];

/** Every list of a record with its Cyrillic twins. */
export function cyrRecord<K extends string>(
  record: Readonly<Record<K, readonly string[]>>,
): Record<K, readonly string[]> {
  const out = {} as Record<K, readonly string[]>;
  for (const key of Object.keys(record) as K[]) out[key] = withCyr(record[key]);
  return out;
}

type Angle = 'ascendant' | 'midheaven';
const isAngle = (id: CoachPoint): id is Angle => id === 'ascendant' || id === 'midheaven';
/**
 * The two angles in the cases the grammar gives the planets: chart points that are no planets,
 * so the grammar, which names planets, does not hold them.
 */
const ANGLE: Readonly<Record<Angle, Readonly<Record<'name' | 'gen' | 'acc' | 'ins', string> & { gender: Gender }>>> = {
  ascendant: { name: 'Ascendent', gen: 'Ascendenta', acc: 'Ascendent', ins: 'Ascendentom', gender: 'm' },
  midheaven: { name: 'Sredina neba', gen: 'Sredine neba', acc: 'Sredinu neba', ins: 'Sredinom neba', gender: 'f' },
};

/** A point's name, bare or in a case: Venera, Venere, Veneru, Venerom; Sredina neba, Sredinom neba. */
export const point = (id: CoachPoint, form: 'name' | 'gen' | 'acc' | 'ins' = 'name') =>
  isAngle(id) ? ANGLE[id][form] : g.planet(id, form);
/** By the point's gender: by(id, 'tvoj', 'tvoja', 'tvoje'). */
export const by = (id: CoachPoint, m: string, f: string, n: string) =>
  ({ m, f, n })[isAngle(id) ? ANGLE[id].gender : gender(id)];
/** tvoj Mesec, tvoja Venera, tvoje Sunce */
export const yourNom = (id: CoachPoint) => `${by(id, 'tvoj', 'tvoja', 'tvoje')} ${point(id)}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** A position within its sign: 14°05′. */
export const deg = (p: { degree: number; minute: number }) => `${p.degree}°${pad(p.minute)}′`;

/** Aspect names in the cases the templates use. */
export const ASPECT: Readonly<Record<AspectType, { nom: string; loc: string; acc: string; g: 'm' | 'f' }>> = {
  conjunction: { nom: 'konjunkcija', loc: 'konjunkciji', acc: 'konjunkciju', g: 'f' },
  sextile: { nom: 'sekstil', loc: 'sekstilu', acc: 'sekstil', g: 'm' },
  square: { nom: 'kvadrat', loc: 'kvadratu', acc: 'kvadrat', g: 'm' },
  trine: { nom: 'trigon', loc: 'trigonu', acc: 'trigon', g: 'm' },
  opposition: { nom: 'opozicija', loc: 'opoziciji', acc: 'opoziciju', g: 'f' },
};

/** The two lunations (glossary §5: the adjective in lower case, Mesec capitalised). */
export const LUNATION: Readonly<Record<'new' | 'full', string>> = { new: 'mlad Mesec', full: 'pun Mesec' };

/** The numerology numbers: as a sentence names them ("Tvoj broj duše je 7.") and as a chip labels them. */
export const KIND: Readonly<Record<NumerologyKind, { phrase: string; label: string }>> = {
  lifePath: { phrase: 'broj životnog puta', label: 'Životni put' },
  expression: { phrase: 'broj izraza', label: 'Broj izraza' },
  soulUrge: { phrase: 'broj duše', label: 'Broj duše' },
  personality: { phrase: 'broj ličnosti', label: 'Broj ličnosti' },
  birthDay: { phrase: 'broj dana rođenja', label: 'Dan rođenja' },
};
