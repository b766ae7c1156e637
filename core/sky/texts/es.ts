/**
 * The Spanish sky texts (neutral international Spanish, tú). Style as in English: second person,
 * plain, specific, never certain. Forms follow docs/i18n/glossary-es.md and core/i18n/grammar/es.ts:
 * "el Sol", "la Luna", "Mercurio" without article, obligatory "al"/"del", "en Aries",
 * "se estaciona retrógrado", "Venus retrógrado", "Luna vacía de curso", "cuarto creciente".
 *
 * Transits are read from core/sky/contacts/es/ (each contact written for itself), and each
 * progressed point in each sign from core/sky/contacts/es/progressed.ts.
 */
import { GRAMMAR_ES as g, to } from '../../i18n/grammar/es';
import type { PtolemaicAspect } from '../events';
import type { SkyTexts } from '../texts';
import { POINT } from '../contacts/es/frames';
import { CONTACTS_ES, FRAMES_ES } from '../contacts/es/index';
import { ORACLE_ES } from '../contacts/es/oracle';
import { PROGRESSED } from '../contacts/es/progressed';
import type { TransitAspect } from '../transits';

/** An aspect with its indefinite article: "una cuadratura", "un trígono". */
const ASPECT_NAME: Readonly<Record<PtolemaicAspect, string>> = {
  conjunction: 'una conjunción',
  sextile: 'un sextil',
  square: 'una cuadratura',
  trine: 'un trígono',
  opposition: 'una oposición',
};
/** "forma una cuadratura con tu Venus natal", "se une al corazón de tu signo". */
const ASPECT_VERB: Readonly<Record<TransitAspect, (target: string) => string>> = {
  conjunction: (t) => `se une ${to(t)}`,
  sextile: (t) => `forma un sextil con ${t}`,
  square: (t) => `forma una cuadratura con ${t}`,
  trine: (t) => `forma un trígono con ${t}`,
  opposition: (t) => `se opone ${to(t)}`,
};
/** The middle of the reader's sign when there is no birth chart (it starts with "el", which `to` contracts). */
const SOLAR_TARGET = 'el corazón de tu signo (que aquí hace las veces de tu Sol)';

const STATION: Readonly<Record<'retrograde' | 'direct', string>> = {
  retrograde: 'se estaciona retrógrado',
  direct: 'se estaciona directo',
};
/** Phase titles: "Luna llena en Leo", "Cuarto creciente en Cáncer". */
const PHASE: Readonly<Record<'new' | 'firstQuarter' | 'full' | 'lastQuarter', string>> = {
  new: 'Luna nueva',
  firstQuarter: 'Cuarto creciente',
  full: 'Luna llena',
  lastQuarter: 'Cuarto menguante',
};

export const SKY_ES: SkyTexts = {
  grammar: g,
  calendarName: 'Calendario del cielo de Stella',
  calendarDescription:
    'Estaciones retrógradas y directas, ingresos en los signos, fases lunares y Lunas vacías de curso, calculados por Stella.',

  stationTitle: (body, direction, s) => `${g.capitalize(g.planet(body, 'the'))} ${STATION[direction]} en ${g.sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${g.capitalize(g.planet(body, 'the'))} entra en ${g.sign(s)}`
      : `${g.capitalize(g.planet(body, 'the'))} retrógrado regresa a ${g.sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} en ${g.sign(s)}`,
  voidTitle: (s) => `Luna vacía de curso en ${g.sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `En ${g.sign(s)}, el último aspecto de la Luna es ${ASPECT_NAME[last.aspect]} con ${g.planet(last.planet, 'the')}; ya no forma ningún otro antes de entrar en ${g.sign(next)}.`
      : `La Luna no forma ningún aspecto mayor en ${g.sign(s)}: está vacía de curso hasta que entre en ${g.sign(next)}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Tres semanas para revisar, releer y retomar contactos; los planes, los mensajes y los viajes piden una comprobación extra.',
      direct: 'Los planes y los mensajes vuelven a avanzar; lo que se revisó ya puede seguir adelante.',
    },
    venus: {
      retrograde:
        'Seis semanas para volver a mirar el amor, el dinero y lo que valoras; pueden regresar sentimientos del pasado.',
      direct:
        'El afecto y los gastos se asientan; las decisiones sobre el amor y el dinero pueden tomarse con el corazón más claro.',
    },
    mars: {
      retrograde:
        'Unas diez semanas en las que la energía se vuelve hacia dentro: revisa tus metas, cierra viejas batallas y dosifica tus fuerzas.',
      direct: 'Vuelve el impulso; los proyectos que se estancaron pueden avanzar de nuevo.',
    },
    jupiter: {
      retrograde:
        'Cuatro meses para revisar por dentro tus creencias y tus planes de crecimiento antes de seguir expandiéndote.',
      direct: 'El crecimiento vuelve a mostrarse hacia fuera; los planes que reconsideraste ya pueden ampliarse.',
    },
    saturn: {
      retrograde: 'Cuatro meses y medio para revisar tus compromisos y reforzar lo que has construido.',
      direct:
        'Las responsabilidades vuelven a avanzar; las estructuras que revisaste ya están listas para sostener más.',
    },
    uranus: {
      retrograde: 'Cinco meses en los que las ganas de cambio actúan por dentro y van aflojando viejos hábitos.',
      direct: 'El cambio vuelve a salir a la luz; los avances decisivos cobran impulso.',
    },
    neptune: {
      retrograde:
        'Cinco meses en los que las ilusiones se desvanecen y los sueños se ponen a prueba frente a la realidad.',
      direct: 'La inspiración vuelve a fluir hacia fuera; los ideales pueden tomar forma en el mundo con suavidad.',
    },
    pluto: {
      retrograde: 'Cinco meses de transformación interior: sale a la luz lo que necesita terminar.',
      direct: 'Los cambios profundos se proyectan hacia fuera; lo que se transformó por dentro empieza a notarse.',
    },
  },
  // Each stands after its own title ("Venus entra en Cáncer"), in the calendar and in the Oracle's weeks ahead.
  ingressMeaning: {
    sun: 'Cambia la temporada del año, y el mes toma otro tono.',
    moon: 'El clima emocional cambia para los próximos dos días y medio.',
    mercury: 'La manera en que la gente piensa, habla y decide adquiere un tono nuevo.',
    venus: 'Los gustos en el amor, el placer y el dinero se renuevan durante las próximas semanas.',
    mars: 'En las próximas semanas, la energía y la ambición se dirigen a otro terreno.',
    jupiter: 'Durante cerca de un año, el crecimiento y las oportunidades se desplazan a otro ámbito.',
    saturn: 'Durante dos o tres años, las lecciones de la responsabilidad se trasladan a un terreno nuevo.',
    uranus: 'Se abre un capítulo de cambios e inventiva que durará siete años.',
    neptune: 'El sueño colectivo y sus ilusiones adoptan una forma nueva durante más de una década.',
    pluto: 'Comienza una transformación que abarca toda una generación.',
  },
  phaseMeaning: {
    new: 'Un momento para fijar intenciones y empezar sin hacer ruido.',
    firstQuarter: 'Un momento para llevar tus intenciones a la práctica y afrontar los primeros obstáculos.',
    full: 'Un momento de culminación, claridad y liberación.',
    lastQuarter: 'Un momento para despejar, perdonar y hacer sitio.',
  },
  voidAdvice: [
    'Las tareas rutinarias salen bien; deja los lanzamientos, las firmas y las compras importantes para cuando la Luna cambie de signo.',
    'Descansa, ordena y reflexiona; las decisiones que se toman ahora suelen quedarse en nada.',
    'Buen momento para terminar lo que ya está empezado, más que para comenzar algo nuevo.',
  ],

  hourSignificance: {
    sun: 'Hora del Sol: para la visibilidad, el liderazgo y los encuentros con quienes tienen autoridad.',
    moon: 'Hora de la Luna: para el hogar, la familia, el público y todo lo que necesita cuidados.',
    mars: 'Hora de Marte: para el esfuerzo, el coraje, el deporte y las tareas que has ido posponiendo.',
    mercury: 'Hora de Mercurio: para la escritura, el estudio, las llamadas, el comercio y los desplazamientos cortos.',
    jupiter:
      'Hora de Júpiter: para las peticiones, el crecimiento, los asuntos legales, la enseñanza y la generosidad.',
    venus: 'Hora de Venus: para el amor, la belleza, el arte, la amistad y la reconciliación.',
    saturn: 'Hora de Saturno: para la disciplina, la planificación, los bienes inmuebles y el cierre de tareas largas.',
  },
  retrogradeEffects: {
    mercury:
      'Mercurio retrógrado: los malentendidos y los retrasos son más probables; revisa, relee y haz copias de seguridad.',
    venus:
      'Venus retrógrado: antiguos amores y antiguos valores vuelven para que los mires de nuevo; pospón las compras importantes.',
    mars: 'Marte retrógrado: la energía baja y la frustración sube; revisa tus planes en lugar de buscar pelea.',
    jupiter:
      'Júpiter retrógrado: el crecimiento se vuelve interior; replantéate tus creencias y lo que quieres ampliar.',
    saturn: 'Saturno retrógrado: un momento para revisar compromisos y reparar los cimientos.',
    uranus: 'Urano retrógrado: el ansia de libertad trabaja en silencio, desde dentro.',
    neptune: 'Neptuno retrógrado: las ilusiones se desvanecen y resulta más fácil ver lo que es real.',
    pluto: 'Plutón retrógrado: trabajo interior sobre el poder, el control y el arte de soltar.',
  },
  directEffects: {
    mercury: 'Mercurio directo: la comunicación y los planes avanzan con normalidad.',
    venus: 'Venus directo: el amor y el dinero siguen su curso habitual.',
    mars: 'Marte directo: la energía se traduce sin rodeos en acción.',
    jupiter: 'Júpiter directo: el crecimiento y las oportunidades se despliegan hacia fuera.',
    saturn: 'Saturno directo: el esfuerzo constante da resultados visibles.',
    uranus: 'Urano directo: el cambio y la innovación avanzan a la vista de todos.',
    neptune: 'Neptuno directo: la inspiración y la compasión fluyen hacia fuera.',
    pluto: 'Plutón directo: la transformación se abre paso en el mundo.',
  },

  contacts: CONTACTS_ES,
  frames: FRAMES_ES,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) =>
    `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_VERB[aspect](solar ? SOLAR_TARGET : POINT[point])}`,

  reading: ORACLE_ES,
  progression: (point, s) => PROGRESSED[point][s],
};
