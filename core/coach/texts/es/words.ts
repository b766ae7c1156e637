/**
 * The words several sections of the Spanish coach texts share: the points' names with their
 * articles (the planets' from the grammar, core/i18n/grammar/es.ts), degrees, the aspects,
 * elements, stations, lunations and numerology names that both the sentences and the labels use.
 */
import type { AspectType } from '../../../astro/aspects';
import { GRAMMAR_ES as g } from '../../../i18n/grammar/es';
import type { Element } from '../../../zodiac';
import type { CoachPoint, NumerologyKind } from '../../texts';

/** The angles' names (the planets' are the grammar's); with their article both are masculine. */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
};
/** The bare name, as in labels and after "tu": "Sol", "Medio Cielo". */
export const bare = (p: CoachPoint) => (p === 'ascendant' || p === 'midheaven' ? ANGLE[p] : g.planet(p));
/** "el Sol", "la Luna", "Mercurio", "el Ascendente". */
export const the = (p: CoachPoint) => (p === 'ascendant' || p === 'midheaven' ? `el ${ANGLE[p]}` : g.planet(p, 'the'));
/** Only the Moon is feminine ("la Luna progresada"); Venus agrees with "el planeta" (glossary §3). */
export const fem = (p: CoachPoint) => p === 'moon';

/** "14°22′": whole degrees, two-digit minutes, prime. */
export const dm = (degree: number, minute: number) => `${degree}°${String(minute).padStart(2, '0')}′`;

/** An aspect with its indefinite article ("un trígono", "una cuadratura") and its bare name. */
export const ASPECT: Readonly<Record<AspectType, { a: string; name: string }>> = {
  conjunction: { a: 'una conjunción', name: 'conjunción' },
  opposition: { a: 'una oposición', name: 'oposición' },
  trine: { a: 'un trígono', name: 'trígono' },
  square: { a: 'una cuadratura', name: 'cuadratura' },
  sextile: { a: 'un sextil', name: 'sextil' },
};

/** The elements with their article ("el agua" is feminine but takes "el") and as labels. */
export const ELEMENT: Readonly<Record<Element, { the: string; label: string }>> = {
  fire: { the: 'el fuego', label: 'Fuego' },
  earth: { the: 'la tierra', label: 'Tierra' },
  air: { the: 'el aire', label: 'Aire' },
  water: { the: 'el agua', label: 'Agua' },
};

/**
 * A station is feminine: "la estación directa", "la estación retrógrada" (glossary §5). The turn
 * as each wording of `station` says it: today ("inicia su retrogradación"), past ("retomó su
 * movimiento directo"), ahead ("empezará a retrogradar"), after "para" ("retomar su movimiento
 * directo"), and the retrograde phase it begins or ends.
 */
export const STATION: Readonly<
  Record<
    'retrograde' | 'direct',
    {
      noun: string;
      today: string;
      start: string;
      past: string;
      ahead: string;
      phase: string;
      phasePast: string;
      phaseAhead: string;
    }
  >
> = {
  retrograde: {
    noun: 'retrógrada',
    today: 'inicia su retrogradación',
    start: 'iniciar su retrogradación',
    past: 'inició su retrogradación',
    ahead: 'empezará a retrogradar',
    phase: 'comienza su fase retrógrada',
    phasePast: 'al comenzar su fase retrógrada',
    phaseAhead: 'comenzará su fase retrógrada',
  },
  direct: {
    noun: 'directa',
    today: 'retoma su movimiento directo',
    start: 'retomar su movimiento directo',
    past: 'retomó su movimiento directo',
    ahead: 'volverá a avanzar en sentido directo',
    phase: 'deja atrás su fase retrógrada',
    phasePast: 'al dejar atrás su fase retrógrada',
    phaseAhead: 'dejará atrás su fase retrógrada',
  },
};
/** "Luna nueva", "Luna llena": capital L by house style (glossary §5). */
export const PHASE: Readonly<Record<'new' | 'full', string>> = { new: 'Luna nueva', full: 'Luna llena' };

/** A numerology number's name: as a sentence opens with it ("Tu número del alma") and as a label. */
export const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, { sentence: string; label: string }>> = {
  lifePath: { sentence: 'Tu número del camino de vida', label: 'Camino de vida' },
  expression: { sentence: 'Tu número de expresión', label: 'Expresión' },
  soulUrge: { sentence: 'Tu número del alma', label: 'Número del alma' },
  personality: { sentence: 'Tu número de personalidad', label: 'Personalidad' },
  birthDay: { sentence: 'Tu número del día de nacimiento', label: 'Día de nacimiento' },
};
