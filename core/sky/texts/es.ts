/**
 * The Spanish sky texts (neutral international Spanish, tú). Style as in English: second person,
 * plain, specific, never certain. Forms follow docs/i18n/glossary-es.md and core/horoscope/es.ts:
 * "el Sol", "la Luna", "Mercurio" without article, obligatory "al"/"del", "en Aries",
 * "se estaciona retrógrado", "Venus retrógrado", "Luna vacía de curso", "cuarto creciente".
 *
 * Transits are read from core/sky/contacts/es/ (each contact written for itself). Progressions: every SIGN_STYLE is a coordinated noun phrase with its articles that follows
 * "hacia" or "en" (no contraction there either).
 */
import { cap, planet, sign } from '../../horoscope/es';
import type { SignId } from '../../zodiac';
import type { PtolemaicAspect } from '../events';
import type { ProgressedPoint } from '../progressions';
import type { SkyTexts } from '../texts';
import { POINT } from '../contacts/es/frames';
import { CONTACTS_ES, FRAMES_ES } from '../contacts/es/index';
import type { TransitAspect } from '../transits';

/** "a" before a noun phrase, contracted before "el": "al corazón de tu signo", "a tu Luna natal". */
const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

/** "la" before one o'clock, "las" otherwise: "a la 01:15", "de las 13:15". */
const las = (time: string) => (/^0?1:/.test(time) ? `la ${time}` : `las ${time}`);
/** "del Sol", "de la Luna", "de Mercurio". */
const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** A count of planets or transits in words ("dos", "tres"), in digits from eleven on. */
const NUMBER = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const count = (n: number) => NUMBER[n] ?? String(n);
/** The Sun and the Moon are luminaries ("astro"), the rest planets. */
const rulerKind = (p: string) => (p === 'sun' || p === 'moon' ? 'astro' : 'planeta');
/** How the Moon makes the power moment's aspect: "forma un trígono con Júpiter", "se une al Sol". */
const MOON_ASPECT: Readonly<Record<'conjunction' | 'sextile' | 'trine', (target: string) => string>> = {
  conjunction: (t) => `se une ${a(t)}`,
  sextile: (t) => `forma un sextil con ${t}`,
  trine: (t) => `forma un trígono con ${t}`,
};

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
  conjunction: (t) => `se une ${a(t)}`,
  sextile: (t) => `forma un sextil con ${t}`,
  square: (t) => `forma una cuadratura con ${t}`,
  trine: (t) => `forma un trígono con ${t}`,
  opposition: (t) => `se opone ${a(t)}`,
};
/** The middle of the reader's sign when there is no birth chart (it starts with "el": see `a`). */
const SOLAR_TARGET = 'el corazón de tu signo (que aquí hace las veces de tu Sol)';
/** Each lead names the point and its sign and ends in "hacia" or "en", completed by SIGN_STYLE. */
const PROGRESSED_LEAD: Readonly<Record<ProgressedPoint, (s: string) => string>> = {
  sun: (s) => `Tu Sol progresado en ${s} muestra hacia dónde se encamina tu vida en estos años: hacia`,
  moon: (s) => `Tu Luna progresada en ${s} tiñe tus necesidades en esta etapa emocional y las inclina hacia`,
  mercury: (s) => `Tu Mercurio progresado en ${s} muestra cómo está cambiando tu forma de pensar, que se orienta hacia`,
  venus: (s) => `Tu Venus progresado en ${s} revela cómo madura tu manera de amar, que se inclina hacia`,
  mars: (s) => `Tu Marte progresado en ${s} muestra adónde se dirige ahora tu empuje: hacia`,
  ascendant: (s) =>
    `Tu Ascendente progresado en ${s} describe la imagen que vas adoptando ante el mundo, cada vez más orientada hacia`,
  midheaven: (s) =>
    `Tu Medio Cielo progresado en ${s} apunta a la vocación hacia la que avanzas, con la mirada puesta en`,
};
/** How each sign does things: a noun phrase after "hacia" or "en" (never after "a" or "de"). */
const SIGN_STYLE: Readonly<Record<SignId, string>> = {
  aries: 'el coraje, los comienzos y la libertad de hacer las cosas a tu manera',
  taurus: 'la calma, el bienestar y la construcción de algo duradero',
  gemini: 'la curiosidad, el aprendizaje y las conversaciones de todo tipo',
  cancer: 'el hogar, la familia y el cuidado de los tuyos',
  leo: 'la calidez, la creatividad y el deseo de que te vean tal como eres',
  virgo: 'el trabajo útil, la salud y el cuidado de los detalles',
  libra: 'los vínculos con los demás, la equidad y la belleza',
  scorpio: 'la profundidad, la sinceridad y la capacidad de soltar lo que ya ha terminado',
  sagittarius: 'la libertad, los viajes y una visión más amplia',
  capricorn: 'la responsabilidad, la ambición y el esfuerzo paciente',
  aquarius: 'la amistad, las ideas y un futuro diseñado a tu medida',
  pisces: 'la compasión, la imaginación y los momentos de recogimiento',
};

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
  calendarName: 'Calendario del cielo de Stella',
  calendarDescription:
    'Estaciones retrógradas y directas, ingresos en los signos, fases lunares y Lunas vacías de curso, calculados por Stella.',

  stationTitle: (body, direction, s) => `${cap(planet(body))} ${STATION[direction]} en ${sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${cap(planet(body))} entra en ${sign(s)}`
      : `${cap(planet(body))} retrógrado regresa a ${sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} en ${sign(s)}`,
  voidTitle: (s) => `Luna vacía de curso en ${sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `En ${sign(s)}, el último aspecto de la Luna es ${ASPECT_NAME[last.aspect]} con ${planet(last.planet)}; ya no forma ningún otro antes de entrar en ${sign(next)}.`
      : `La Luna no forma ningún aspecto mayor en ${sign(s)}: está vacía de curso hasta que entre en ${sign(next)}.`,

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
        'Cuatro meses para mirar hacia dentro, a tus creencias y a tus planes de crecimiento, antes de seguir expandiéndote.',
      direct: 'El crecimiento vuelve a mostrarse hacia fuera; los planes que reconsideraste ya pueden ampliarse.',
    },
    saturn: {
      retrograde: 'Cuatro meses y medio para revisar tus compromisos y reforzar lo que has construido.',
      direct: 'Las responsabilidades vuelven a avanzar; las estructuras que revisaste ya pueden soportar peso.',
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
  ingressMeaning: {
    sun: 'El Sol cambia de signo: la temporada del año y el tono del mes dan un giro.',
    moon: 'La Luna cambia de signo: cambia el clima emocional de los próximos dos días y medio.',
    mercury: 'Mercurio cambia de signo: la forma en que la gente piensa, habla y decide adquiere un tono nuevo.',
    venus:
      'Venus cambia de signo: durante las próximas semanas se renuevan los gustos en el amor, el placer y el dinero.',
    mars: 'Marte cambia de signo: en las próximas semanas, la energía y la ambición se dirigen a otro terreno.',
    jupiter:
      'Júpiter cambia de signo: durante alrededor de un año, el crecimiento y las oportunidades se desplazan a otro ámbito.',
    saturn:
      'Saturno cambia de signo: durante dos o tres años, las lecciones de la responsabilidad se trasladan a un terreno nuevo.',
    uranus: 'Urano cambia de signo: empieza un nuevo capítulo de cambios e inventiva que dura siete años.',
    neptune:
      'Neptuno cambia de signo: el sueño colectivo y sus ilusiones adoptan una forma nueva durante más de una década.',
    pluto: 'Plutón cambia de signo: comienza una transformación que abarca toda una generación.',
  },
  phaseMeaning: {
    new: 'Un momento para fijar intenciones y empezar sin hacer ruido.',
    firstQuarter: 'Un momento para llevar tus intenciones a la práctica y afrontar los primeros obstáculos.',
    full: 'Un momento de culminación, claridad y liberación.',
    lastQuarter: 'Un momento para despejar, perdonar y hacer espacio.',
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
    `${cap(planet(p))} ${ASPECT_VERB[aspect](solar ? SOLAR_TARGET : POINT[point])}`,

  reading: {
    theme: {
      sun: 'propósito y vitalidad',
      moon: 'emociones y hogar',
      mercury: 'ideas y conversaciones',
      venus: 'amor y valores',
      mars: 'empuje y coraje',
      jupiter: 'crecimiento y fe',
      saturn: 'responsabilidad y estructura',
      uranus: 'libertad y cambio',
      neptune: 'sueños e intuición',
      pluto: 'poder y renovación',
      ascendant: 'cómo te ven los demás',
      midheaven: 'vocación y rumbo',
    },
    transitsLead: (n, solar) =>
      solar
        ? n === 1
          ? 'Hoy un planeta dialoga con tu signo.'
          : `Hoy ${count(n)} planetas dialogan con tu signo; a falta de carta natal, se leen respecto a su centro, como si allí estuviera tu Sol.`
        : n === 1
          ? 'Hoy destaca un tránsito en tu propia carta.'
          : `Tu propia carta está muy activa hoy, con ${count(n)} tránsitos dentro de orbe; primero, los más intensos.`,
    retrogradesLead: (n) =>
      n === 0
        ? 'Hoy ningún planeta está retrógrado: nada en el cielo te pide volver sobre tus pasos.'
        : n === 1
          ? 'Hay un planeta retrógrado, que invita a echar una segunda mirada a su ámbito de la vida.'
          : `Hay ${count(n)} planetas retrógrados, así que algunos asuntos piden una segunda mirada antes de seguir adelante.`,
    retrogradeUntil: (p, date) => `${cap(planet(p))} retoma su movimiento directo el ${date}.`,
    voidWindow: (start, end) =>
      `La Luna está vacía de curso de ${las(start)} a ${las(end)}: un tiempo para la rutina más que para los comienzos.`,
    bestHour: (_ruler, start, end) => `Tu hora más prometedora va de ${las(start)} a ${las(end)}.`,
    slowHour: (ruler, start, end) =>
      `De ${las(start)} a ${las(end)}, en la hora ${de(planet(ruler))}, dedícate al trabajo constante más que a empezar cosas nuevas.`,
    powerMoment: (time, p, aspect) =>
      `El momento más favorable del día llega a ${las(time)}, cuando la Luna ${MOON_ASPECT[aspect](planet(p))}: aprovéchalo para pedir, enviar o empezar algo.`,
    aheadLead: 'De cara a las próximas semanas, conviene anotar en tu agenda estos giros del cielo.',
    onDate: (date, title) => `El ${date}: ${title.replace(/^Cuarto /, 'cuarto ')}.`,
    ruler: (p, s, retrograde) =>
      retrograde
        ? `${cap(planet(p))}, tu ${rulerKind(p)} regente, está retrógrado en ${sign(s)}, así que tu manera habitual de avanzar da mejor resultado si revisas que si te precipitas.`
        : `${cap(planet(p))}, tu ${rulerKind(p)} regente, recorre ${sign(s)} y tiñe hoy tu forma de actuar con el estilo de ese signo.`,
    progressionsLead:
      'Detrás del día discurre una historia más lenta: la que cuenta tu carta progresada a lo largo de los años.',
    closing: {
      bright: [
        'En conjunto, el cielo abre puertas hoy: cruza la que más te importe.',
        'Es un día generoso: aprovéchalo para llevar un paso más allá algo que te importa.',
        'Las corrientes van a tu favor: actúa según te dicte la intuición y comparte las buenas noticias.',
      ],
      steady: [
        'En conjunto, es un día para avanzar con constancia: cuentan los pasos pequeños y bien dados.',
        'Nada te obliga a mover ficha; aprovecha la calma para terminar cosas y cuidar lo que ya tienes.',
        'Un día sereno: mantén tu ritmo y deja que al menos una cosa quede bien hecha.',
      ],
      demanding: [
        'En conjunto, el día pide paciencia: ve despacio y haz solo promesas pequeñas.',
        'Hoy hay fricción en el cielo; afróntala con cuidado, no a la fuerza.',
        'Un día exigente: protege tu energía y deja las grandes decisiones para cuando el cielo esté más despejado.',
      ],
    },
    affirmation: {
      bright: [
        'Acojo con el corazón abierto lo que hoy se me ofrece.',
        'Dejo que mi luz se vea y la comparto con generosidad.',
        'Digo sí a lo que me ayuda a crecer.',
      ],
      steady: [
        'Avanzo a mi propio ritmo, y mi ritmo es suficiente.',
        'Cuido lo que tengo y dejo que crezca a su debido tiempo.',
        'Si termino bien una sola cosa, el día ya ha merecido la pena.',
      ],
      demanding: [
        'Puedo ser amable conmigo y firme con mi tiempo.',
        'Afronto lo difícil paso a paso.',
        'No tengo que resolverlo todo hoy.',
      ],
    },
    stone: {
      aries: 'heliotropo',
      taurus: 'esmeralda',
      gemini: 'ágata',
      cancer: 'piedra de luna',
      leo: 'rubí',
      virgo: 'zafiro',
      libra: 'ópalo',
      scorpio: 'topacio',
      sagittarius: 'turquesa',
      capricorn: 'granate',
      aquarius: 'amatista',
      pisces: 'aguamarina',
    },
    direction: { fire: 'este', water: 'norte', air: 'oeste', earth: 'sur' },
  },
  progression: (point, s) => `${PROGRESSED_LEAD[point](sign(s))} ${SIGN_STYLE[s]}.`,
};
