/**
 * The Spanish horoscope texts (neutral international Spanish, tú). Style as in English: second
 * person, specific to the sky, never certain. Forms follow docs/i18n/glossary-es.md: "el Sol",
 * "la Luna", "Mercurio" without article, obligatory "del"/"al", "en Aries", "la casa 8".
 *
 * Phrase pools (houseTopic, planetTheme) are plural coordinated noun phrases with their articles
 * ("el dinero, tus bienes y lo que valoras"), so the templates never put "a" or "de" directly in
 * front of them (that would need "al"/"del") and always give them a plural verb.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

/** The string with its first letter capitalised. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Aries',
  taurus: 'Tauro',
  gemini: 'Géminis',
  cancer: 'Cáncer',
  leo: 'Leo',
  virgo: 'Virgo',
  libra: 'Libra',
  scorpio: 'Escorpio',
  sagittarius: 'Sagitario',
  capricorn: 'Capricornio',
  aquarius: 'Acuario',
  pisces: 'Piscis',
};
/** A sign's name: no article after "en", "a", "de" ("en Aries"). */
export const sign = (id: SignId) => SIGN[id];

/** A body's name and its article: "el Sol", "la Luna", "Mercurio" (none). */
const BODY: Readonly<Record<PlanetId, { name: string; article: '' | 'el' | 'la' }>> = {
  sun: { name: 'Sol', article: 'el' },
  moon: { name: 'Luna', article: 'la' },
  mercury: { name: 'Mercurio', article: '' },
  venus: { name: 'Venus', article: '' },
  mars: { name: 'Marte', article: '' },
  jupiter: { name: 'Júpiter', article: '' },
  saturn: { name: 'Saturno', article: '' },
  uranus: { name: 'Urano', article: '' },
  neptune: { name: 'Neptuno', article: '' },
  pluto: { name: 'Plutón', article: '' },
};
/** "el Sol", "la Luna", "Mercurio": a body as subject or object. */
export const planet = (id: PlanetId) => {
  const b = BODY[id];
  return b.article ? `${b.article} ${b.name}` : b.name;
};
/** "del Sol", "de la Luna", "de Mercurio". */
const dePlanet = (id: PlanetId) => {
  const b = BODY[id];
  return b.article === 'el' ? `del ${b.name}` : `de ${planet(id)}`;
};
/** "al Sol", "a la Luna", "a Mercurio". */
const aPlanet = (id: PlanetId) => {
  const b = BODY[id];
  return b.article === 'el' ? `al ${b.name}` : `a ${planet(id)}`;
};

/** A phase's name (as a label and after "en") and its article: "la Luna nueva", "el cuarto creciente". */
const PHASE: Readonly<Record<MoonPhase, { name: string; article: 'el' | 'la' }>> = {
  new: { name: 'Luna nueva', article: 'la' },
  'waxing-crescent': { name: 'Luna creciente', article: 'la' },
  'first-quarter': { name: 'cuarto creciente', article: 'el' },
  'waxing-gibbous': { name: 'Luna gibosa creciente', article: 'la' },
  full: { name: 'Luna llena', article: 'la' },
  'waning-gibbous': { name: 'Luna gibosa menguante', article: 'la' },
  'last-quarter': { name: 'cuarto menguante', article: 'el' },
  'waning-crescent': { name: 'Luna menguante', article: 'la' },
};
/** "la Luna nueva", "el cuarto creciente". */
const phase = (id: MoonPhase) => `${PHASE[id].article} ${PHASE[id].name}`;
/** "a la Luna nueva", "al cuarto creciente". */
const aPhase = (id: MoonPhase) => (PHASE[id].article === 'el' ? `al ${PHASE[id].name}` : `a ${phase(id)}`);
/** "de la Luna nueva", "del cuarto creciente". */
const dePhase = (id: MoonPhase) => (PHASE[id].article === 'el' ? `del ${PHASE[id].name}` : `de ${phase(id)}`);

/** "la" before one o'clock, "las" otherwise: "a la 01:15", "a las 13:15". */
const las = (time: string) => (/^0?1:/.test(time) ? `la ${time}` : `las ${time}`);

/** "planeta" for planets; the Sun and the Moon are luminaries ("astro"). */
const rulerKind = (ruler: PlanetId) => (ruler === 'sun' || ruler === 'moon' ? 'astro' : 'planeta');
/** "Marte en Capricornio, tu planeta regente": the ruler with its own sign. */
const rulerIn = (ruler: PlanetId, at: SignId) => `${planet(ruler)} en ${sign(at)}, tu ${rulerKind(ruler)} regente`;

/** Label words of an aspect to a body: "en trígono con". */
const ASPECT_WITH: Readonly<Record<AspectType, string>> = {
  conjunction: 'en conjunción con',
  sextile: 'en sextil con',
  square: 'en cuadratura con',
  trine: 'en trígono con',
  opposition: 'en oposición con',
};

export const HOROSCOPE_ES: HoroscopeTexts = {
  names: {
    planet: (id) => [BODY[id].name],
    sign: (id) => [sign(id)],
    phase: (id) => [PHASE[id].name],
    direction: (id) => (id === 'retrograde' ? ['retrógrado', 'retrógrada', 'retrogradación'] : ['directo', 'directa']),
  },
  houseTopic: {
    1: 'tus propios planes y la imagen que proyectas',
    2: 'el dinero, tus bienes y lo que valoras',
    3: 'los mensajes, los recados y la gente cercana',
    4: 'el hogar, la familia y tu vida privada',
    5: 'el placer, la creatividad y el romance',
    6: 'el trabajo diario, las rutinas y la salud',
    7: 'la pareja y los tratos cara a cara',
    8: 'el dinero compartido, la confianza y la intimidad',
    9: 'los viajes, los estudios y la visión de conjunto',
    10: 'la carrera, tu posición y tus ambiciones',
    11: 'los amigos, los grupos y las esperanzas de futuro',
    12: 'el descanso, la soledad y lo que ocurre entre bastidores',
  },
  houseLove: {
    1: 'la gente nota lo que sientes antes de que digas una palabra',
    2: 'el amor se demuestra más con gestos constantes y prácticos que con grandes palabras',
    3: 'un mensaje breve o una conversación distendida pueden hacer más que una velada planeada',
    4: 'la cercanía crece en casa, lejos del bullicio',
    5: 'el coqueteo, el juego y el romance pasan a primer plano',
    6: 'los pequeños gestos de ayuda dicen más que las declaraciones',
    7: 'la pareja, o quien podría llegar a serlo, lleva la iniciativa, y ayuda acercarse a mitad de camino',
    8: 'los sentimientos son profundos y la confianza importa más que el encanto',
    9: 'la atracción sigue a la curiosidad, quizá hacia alguien de otro lugar',
    10: 'tu vida pública y tu vida privada pueden tirar en direcciones distintas',
    11: 'la amistad es el terreno en el que crece el romance',
    12: 'lo que sientes quizá quede sin decir por ahora, y un rato de calma ayuda',
  },
  signRelation: {
    conjunction: 'recorre tu propio signo',
    sextile: 'forma un sextil amable con tu signo',
    square: 'forma una cuadratura con tu signo',
    trine: 'forma un trígono con tu signo',
    opposition: 'está en oposición con tu signo',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `se une ${aPlanet(ruler)} en ${sign(at)}, tu ${rulerKind(ruler)} regente`,
    sextile: (ruler, at) => `forma un sextil con ${rulerIn(ruler, at)}`,
    square: (ruler, at) => `forma una cuadratura con ${rulerIn(ruler, at)}`,
    trine: (ruler, at) => `forma un trígono con ${rulerIn(ruler, at)}`,
    opposition: (ruler, at) => `se opone ${aPlanet(ruler)} en ${sign(at)}, tu ${rulerKind(ruler)} regente`,
  },
  effect: {
    sun: {
      easy: 'tu confianza tiene el viento a favor y es más probable que tu esfuerzo se note',
      tense: 'tu voluntad puede chocar con la de otra persona, y la paciencia te sirve más que la fuerza',
      blend: 'los focos se inclinan hacia ti y es un buen momento para mostrar lo que te propones',
    },
    mercury: {
      easy: 'las palabras salen con facilidad y las conversaciones tienden a ir por donde esperas',
      tense: 'los malentendidos son más probables que de costumbre y conviene revisar los detalles dos veces',
      blend: 'tu mente va rápido y no se detiene, algo que favorece escribir, planificar y decidir',
    },
    venus: {
      easy: 'el cariño fluye con facilidad y la amabilidad encuentra respuesta',
      tense: 'lo que tú quieres y lo que quieren los demás puede no coincidir al principio',
      blend: 'tu encanto está a flor de piel y la gente responde a él',
    },
    mars: {
      easy: 'la energía abunda y va bien dirigida, algo que favorece poner cosas en marcha',
      tense: 'la paciencia y los músculos pueden tensarse por igual, y conviene dosificar las fuerzas',
      blend: 'el impulso es fuerte y necesita un objetivo claro para seguir siendo constructivo',
    },
    jupiter: {
      easy: 'surgen oportunidades y la generosidad, dada o recibida, da sus frutos',
      tense: 'es fácil prometer o gastar más de lo que pretendes',
      blend: 'el optimismo crece y conviene apuntar alto sin dejar de tener los pies en la tierra',
    },
    saturn: {
      easy: 'el esfuerzo constante tiene recompensa y la estructura se vive más como un apoyo que como un límite',
      tense: 'los deberes y los retrasos pueden pesarte, pero avanzar despacio también es avanzar',
      blend: 'la responsabilidad pasa a primer plano y los compromisos que asumas ahora tienden a durar',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'viejas conversaciones vuelven de forma útil, aunque las respuestas pueden tardar y conviene confirmar los planes por escrito',
      tense: 'los malentendidos y los retrasos son probables, y conviene aplazar las firmas y revisar cada detalle',
      blend: 'tus pensamientos vuelven a los asuntos pendientes, algo mejor para revisar que para decidir',
    },
    venus: {
      easy: 'viejos afectos pueden despertar con suavidad, y un gesto discreto vale más que uno grandioso',
      tense: 'viejas heridas pueden reabrirse, y conviene no precipitarse en decisiones de amor o de dinero',
      blend: 'los sentimientos se vuelven hacia dentro y piden ser comprendidos antes de decirse',
    },
    mars: {
      easy: 'la energía vuelve poco a poco, y un esfuerzo moderado y constante rinde más que un gran empujón',
      tense: 'la frustración crece con facilidad, la energía está baja y conviene bajar el ritmo y descansar',
      blend: 'el impulso se vuelve hacia dentro y se aprovecha mejor en terminar y reparar que en empezar',
    },
  },
  inElement: {
    sun: {
      fire: 'el clima de trabajo favorece la iniciativa y el esfuerzo que se ve',
      earth: 'el clima de trabajo favorece el avance cuidadoso y práctico',
      air: 'el clima de trabajo favorece las ideas, los contactos y la conversación',
      water: 'el clima de trabajo favorece la intuición y la capacidad de captar el ambiente',
    },
    mercury: {
      fire: 'la mente piensa rápido y con decisión, algo ideal para presentar una idea',
      earth: 'el pensamiento es cuidadoso y minucioso, ideal para los detalles y los contratos',
      air: 'las ideas y las palabras fluyen con libertad, algo ideal para reuniones y mensajes',
      water: 'el pensamiento se deja guiar por la intuición, ideal para leer entre líneas',
    },
    venus: {
      fire: 'el amor prefiere la franqueza, la calidez y un poco de audacia',
      earth: 'el amor se demuestra con cuidados concretos y tiempo compartido sin prisa',
      air: 'la conversación es el camino hacia el corazón de alguien',
      water: 'los sentimientos son profundos y buscan un entorno íntimo y delicado',
    },
    mars: {
      fire: 'la energía llega a ráfagas y se aprovecha mejor en algo activo',
      earth: 'la resistencia es constante, adecuada para un esfuerzo largo y paciente',
      air: 'la mente está inquieta y el movimiento la ayuda a calmarse',
      water: 'la energía va de la mano del estado de ánimo, así que escucha lo que te pide el cuerpo',
    },
  },
  inElementRetrograde: {
    mercury:
      'los planes y los mensajes piden una segunda mirada, así que confirma horarios y relee antes de firmar o de viajar',
    venus:
      'el amor mira hacia atrás más que hacia delante, y los viejos sentimientos piden una escucha tranquila y sincera',
    mars: 'la energía está más baja de lo habitual, así que ve con calma y deja que el cuerpo se recupere',
  },
  flowing: {
    mercury: [
      'las palabras salen con facilidad',
      'las conversaciones tienden a ir por donde esperas',
      'favorece escribir, planificar y decidir',
      'ideal para los detalles y los contratos',
      'las ideas y las palabras fluyen con libertad',
      'ideal para presentar una idea',
    ],
    venus: [
      'el cariño fluye con facilidad',
      'la amabilidad encuentra respuesta',
      'tu encanto está a flor de piel',
      'el amor prefiere la franqueza',
      'el amor se demuestra con cuidados concretos',
      'la conversación es el camino hacia el corazón',
      'los sentimientos son profundos y buscan un entorno íntimo y delicado',
    ],
    mars: [
      'la energía abunda',
      'el impulso es fuerte',
      'la energía llega a ráfagas',
      'la energía va en aumento',
      'el cuerpo tiene empuje',
      'la resistencia está alta',
    ],
  },
  phaseNote: {
    new: 'un momento para los comienzos discretos y para fijar una intención',
    'waxing-crescent': 'un momento para dar los primeros pasos en lo que pusiste en marcha hace poco',
    'first-quarter': 'un momento para decidir y para superar el primer obstáculo',
    'waxing-gibbous': 'un momento para pulir y ajustar más que para empezar de cero',
    full: 'un momento en que las cosas salen a la luz y las emociones llegan a su punto álgido',
    'waning-gibbous': 'un momento para compartir lo que has aprendido y para dar las gracias',
    'last-quarter': 'un momento para soltar lo que ya no encaja',
    'waning-crescent': 'un momento para descansar, hacer balance y despejar espacio antes del próximo ciclo',
  },
  phaseBody: {
    new: 'la energía puede estar baja, así que empieza con suavidad',
    'waxing-crescent': 'la energía va en aumento, algo que ayuda a incorporar poco a poco un hábito nuevo',
    'first-quarter': 'el cuerpo tiene empuje, algo que favorece un entrenamiento más exigente',
    'waxing-gibbous': 'la resistencia está alta, aunque el sueño puede ser más ligero de lo habitual',
    full: 'la inquietud y los sueños vívidos son frecuentes, así que conviene desconectar temprano',
    'waning-gibbous': 'la energía es estable y se presta más a terminar que a empezar',
    'last-quarter': 'el cuerpo pide menos, así que aligera la agenda donde puedas',
    'waning-crescent': 'recuperarse importa más que rendir, así que descansa sin culpa',
  },
  planetTheme: {
    sun: 'tus metas y tu sentido de propósito',
    moon: 'los estados de ánimo y las necesidades',
    mercury: 'los planes, los mensajes y los acuerdos',
    venus: 'el amor, el placer y el dinero',
    mars: 'el impulso, el coraje y los conflictos',
    jupiter: 'el crecimiento, la suerte y las creencias',
    saturn: 'los deberes, los límites y el trabajo a largo plazo',
    uranus: 'los cambios y la necesidad de libertad',
    neptune: 'los sueños, los ideales y la intuición',
    pluto: 'el poder, la profundidad y la transformación',
  },
  advice: {
    overall: {
      bright: [
        'di que sí a la oportunidad que tienes delante',
        'comparte tus planes con alguien que pueda ayudarte',
        'empieza eso que llevas tiempo posponiendo',
        'haz esa pregunta que llevas días guardándote',
        'escribe a alguien con quien hace tiempo que no hablas',
        'toma la iniciativa en algo que te importa',
        'da el primer paso en algo que te entusiasma',
        'prueba algo nuevo, aunque sea pequeño',
        'ofrece tu ayuda sin esperar a que te la pidan',
        'dedica un rato a aprender algo que te despierte curiosidad',
      ],
      steady: [
        'mantén tu propio ritmo',
        'termina bien una cosa antes de empezar la siguiente',
        'fíjate en lo que funciona y dale más espacio',
        'repasa tu lista de pendientes y tacha lo que ya no importa',
        'cierra un asunto que lleva tiempo abierto',
        'dedica diez minutos a poner orden a tu alrededor',
        'céntrate en los planes que ya tienes en lugar de sumar otros',
        'cuida las rutinas que te dan estabilidad',
        'adelanta una tarea que te ahorre trabajo después',
        'dale las gracias a alguien que te facilita la vida',
      ],
      demanding: [
        'elige tus batallas y deja pasar las pequeñas',
        'deja espacio en tu agenda para lo inesperado',
        'pide ayuda antes de necesitarla',
        'cuenta hasta diez cuando algo te saque de quicio',
        'baja el ritmo, aunque a tu alrededor todo vaya deprisa',
        'rechaza con amabilidad un compromiso que no puedes asumir',
        'no tomes decisiones importantes en caliente',
        'resérvate un rato para no hacer nada',
        'trátate con la misma paciencia que tendrías con alguien a quien quieres',
        'reduce tu lista a lo esencial',
      ],
    },
    love: {
      bright: [
        'dile a alguien lo que aprecias de esa persona',
        'propón tú el plan en lugar de esperar a que te lo propongan',
        'regala tu tiempo con generosidad',
        'escribe primero, sin esperar a que te escriban',
        'invita a alguien a algo sencillo, como un café o un paseo',
        'sorprende a alguien con un detalle pequeño',
        'pregúntale a alguien cómo está de verdad y escucha la respuesta',
        'busca un motivo para reírte con alguien',
        'di que sí a un plan improvisado',
        'muestra lo que sientes sin calcular tanto',
      ],
      steady: [
        'escucha lo que se dice entre líneas',
        'cumple una promesa, por pequeña que sea',
        'pasa una hora sin prisas con alguien que te importa',
        'acuérdate de algo que alguien te contó y pregúntale cómo sigue',
        'agradece un gesto que suele pasar desapercibido',
        'comparte una comida sin pantallas de por medio',
        'presta a alguien toda tu atención, aunque sea un rato',
        'cuida un pequeño ritual que compartes con alguien',
        'pregunta en lugar de suponer',
        'retoma una conversación que quedó a medias',
      ],
      demanding: [
        'habla con suavidad aunque lo que sientas sea intenso',
        'deja pasar una noche antes de zanjar un desacuerdo',
        'pregunta qué necesita la otra persona antes de responder',
        'escucha hasta el final sin preparar tu respuesta',
        'recuerda lo que aprecias de alguien aunque ahora te cueste verlo',
        'habla de lo que sientes, no de lo que hizo la otra persona',
        'tómate un respiro cuando una conversación se caliente',
        'intenta entender antes que tener razón',
        'date permiso para estar un rato a solas',
        'deja a un lado los reproches del pasado',
      ],
    },
    career: {
      bright: [
        'presenta tu idea a quienes toman las decisiones',
        'envía por fin ese mensaje que tenías pendiente',
        'asume la tarea que demuestra de lo que eres capaz',
        'pide la opinión de alguien con más experiencia',
        'ofrécete para el proyecto que te llama la atención',
        'haz en voz alta la pregunta que nadie se atreve a hacer',
        'propón una mejora concreta en algo que haces a diario',
        'retoma el contacto con alguien de tu sector',
        'da a conocer un logro reciente, sin falsa modestia',
        'empieza por la tarea que más te motiva',
      ],
      steady: [
        'despeja las tareas pequeñas que frenan todo lo demás',
        'apunta los tres próximos pasos y da el primero',
        'revisa las cifras antes de comprometerte',
        'contesta los correos que llevan días esperando',
        'ordena tus archivos y tus notas',
        'cierra lo que tienes a medio hacer',
        'informa a quien corresponda de cómo avanza tu trabajo',
        'confirma por escrito los plazos acordados',
        'reserva un bloque de tiempo sin interrupciones para lo importante',
        'haz balance de lo que has avanzado esta semana',
      ],
      demanding: [
        'lee dos veces y firma una',
        'no pierdas de vista tus notas, tus fechas ni la calma',
        'conténtate con avanzar en lugar de buscar la perfección',
        'guarda como borrador cualquier respuesta escrita con enfado',
        'pide por escrito las instrucciones que no estén claras',
        've tarea por tarea, sin intentar abarcarlo todo',
        'no aceptes más encargos de los que puedes atender bien',
        'haz pausas breves para no acumular tensión',
        'escucha las críticas sin tomártelas como algo personal',
        'deja margen en los plazos que propongas',
      ],
    },
    wellness: {
      bright: [
        'sal al aire libre y muévete por puro placer',
        'prueba la versión más exigente de tu rutina habitual',
        'usa la energía extra, pero detente antes de agotarte',
        'pon tu música favorita y baila un rato',
        'prueba una actividad física que nunca hayas hecho',
        'invita a alguien a caminar o a hacer ejercicio contigo',
        'prepárate algo fresco y colorido para comer',
        'elige las escaleras en lugar del ascensor',
        'ponte un pequeño reto físico y cúmplelo',
        'descubre una ruta nueva para caminar o ir en bicicleta',
      ],
      steady: [
        'mantén horarios regulares para comer y para dormir',
        'haz estiramientos entre las horas que pasas en la silla',
        'bebe agua antes de servirte un café',
        'da un paseo corto después de comer',
        'ajusta la silla y la pantalla para trabajar con comodidad',
        'mira a lo lejos de vez en cuando para descansar la vista',
        'haz tu rutina de ejercicio de siempre, sin añadir ni quitar',
        'ventila bien tu dormitorio',
        'dedica a cada comida el tiempo que merece',
        'lleva la cuenta de las horas que duermes',
      ],
      demanding: [
        'cambia una obligación por acostarte temprano',
        'elige un movimiento suave en lugar de un entrenamiento agotador',
        'aparta el teléfono una hora antes de dormir',
        'date una ducha caliente y tómatela con calma',
        'suelta los hombros y la mandíbula de vez en cuando',
        'haz unas cuantas respiraciones lentas y profundas',
        'cena temprano y sin prisas',
        'prepárate una bebida caliente y disfrútala sin mirar el reloj',
        'no te exijas el ritmo de los días buenos',
        'concédete una siesta corta',
      ],
    },
  },
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = dateTimeFormat('es', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        });
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return clock.format(at);
        return `${clock.format(at)} del ${dateTimeFormat('es', { day: 'numeric', month: 'long', timeZone }).format(at)}`;
      } catch {
        // una zona que este entorno no conoce: UTC, y se dice
      }
    }
    return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  },

  sentences: {
    moon: [
      (p) => `La Luna está en ${sign(p.moon)}, tu casa ${p.house}, y dirige la atención hacia ${p.topic}.`,
      (p) => `Con la Luna de paso por ${sign(p.moon)}, tu casa ${p.house}, ${p.topic} piden tu atención.`,
      (p) => `La Luna de hoy en ${sign(p.moon)} ilumina tu casa ${p.house}: ${p.topic}.`,
      (p) =>
        `La Luna recorre ${sign(p.moon)}, la casa ${p.house} contando desde tu signo, donde ${p.topic} toman protagonismo.`,
      (p) =>
        `En lo emocional, el día se centra en ${p.topic}, mientras la Luna avanza por ${sign(p.moon)}, tu casa ${p.house}.`,
      (p) => `Tu casa ${p.house} acoge a la Luna en ${sign(p.moon)}, así que ${p.topic} tiñen el estado de ánimo.`,
      (p) => `Las emociones se concentran en ${p.topic}: la Luna está en ${sign(p.moon)}, tu casa ${p.house}.`,
      (p) => `Desde ${sign(p.moon)}, la Luna cruza tu casa ${p.house} y lleva a primer plano ${p.topic}.`,
    ],
    moonIngress: [
      (p) =>
        `A ${las(p.time)} la Luna entra en ${sign(p.to)}, tu casa ${p.house}, y el foco se desplaza hacia ${p.topic}.`,
      (p) =>
        `El tono del día cambia a ${las(p.time)}, cuando la Luna entra en ${sign(p.to)}, tu casa ${p.house}: ${p.topic} cobran fuerza.`,
      (p) =>
        `Atención a un cambio de tono a ${las(p.time)}: la Luna entra en ${sign(p.to)}, tu casa ${p.house}, y pone en movimiento ${p.topic}.`,
      (p) =>
        `Desde ${las(p.time)} la Luna está en ${sign(p.to)}, tu casa ${p.house}, donde ${p.topic} pasan a primer plano.`,
      (p) => `La entrada de la Luna en ${sign(p.to)} a ${las(p.time)} abre tu casa ${p.house} y, con ella, ${p.topic}.`,
      (p) =>
        `Más tarde, a ${las(p.time)}, la Luna llega a ${sign(p.to)}, la casa ${p.house} desde tu signo: ${p.topic}.`,
      (p) =>
        `A ${las(p.time)} suena una nota emocional nueva: la Luna pasa a ${sign(p.to)}, tu casa ${p.house}, y ${p.topic} se vuelven más sensibles.`,
      (p) =>
        `Cuando la Luna entra en ${sign(p.to)} a ${las(p.time)}, tu casa ${p.house} despierta y ${p.topic} quieren hacerse oír.`,
    ],
    phase: [
      (p) => `Estamos en ${PHASE[p.phase].name}, ${p.note}.`,
      (p) => `Bajo ${phase(p.phase)}, hoy es ${p.note}.`,
      (p) => `${cap(phase(p.phase))} marca el ritmo: ${p.note}.`,
      (p) => `En cuanto a los tiempos, ${phase(p.phase)} hace de este día ${p.note}.`,
      (p) => `La fase de esta noche es ${phase(p.phase)}, ${p.note}.`,
      (p) => `Ten presente ${phase(p.phase)}: es ${p.note}.`,
      (p) => `El cielo muestra ${phase(p.phase)}, ${p.note}.`,
      (p) => `Con ${phase(p.phase)} en lo alto, las horas que vienen ofrecen ${p.note}.`,
    ],
    phaseExact: [
      (p) => `${cap(phase(p.phase))} se produce a ${las(p.time)}, ${p.note}.`,
      (p) => `Hoy, a ${las(p.time)}, llega ${phase(p.phase)}: ${p.note}.`,
      (p) => `Apunta ${las(p.time)}, el momento exacto ${dePhase(p.phase)}; es ${p.note}.`,
      (p) => `A ${las(p.time)} de hoy se forma ${phase(p.phase)}, ${p.note}.`,
    ],
    aspect: [
      (p) => `${cap(planet(p.planet))} en ${sign(p.planetSign)} ${p.relation}, así que ${p.effect}.`,
      (p) => `Hoy ${planet(p.planet)}, en ${sign(p.planetSign)}, ${p.relation}; ${p.effect}.`,
      (p) => `${cap(planet(p.planet))}, ahora en ${sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Fíjate en ${planet(p.planet)} en ${sign(p.planetSign)}, que ${p.relation}: ${p.effect}.`,
      (p) => `Con ${planet(p.planet)} en ${sign(p.planetSign)}, que ${p.relation}, ${p.effect}.`,
      (p) => `Destaca ${planet(p.planet)} en ${sign(p.planetSign)}, que ${p.relation}; ${p.effect}.`,
      (p) =>
        `La posición que conviene observar es la ${dePlanet(p.planet)} en ${sign(p.planetSign)}, que ${p.relation}: ${p.effect}.`,
      (p) => `Como ${planet(p.planet)} en ${sign(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    inSign: [
      (p) => `${cap(planet(p.planet))} está en ${sign(p.planetSign)} y ${p.flavour}.`,
      (p) => `Con ${planet(p.planet)} en ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} avanza hoy por ${sign(p.planetSign)}: ${p.flavour}.`,
      (p) => `Déjate guiar por ${planet(p.planet)} en ${sign(p.planetSign)}: ${p.flavour}.`,
      (p) => `En ${sign(p.planetSign)}, ${planet(p.planet)} deja una nota clara y ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} en ${sign(p.planetSign)} da forma al día: ${p.flavour}.`,
      (p) => `Mientras ${planet(p.planet)} siga en ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `Ten en cuenta la posición ${dePlanet(p.planet)} en ${sign(p.planetSign)}; ${p.flavour}.`,
    ],
    loveMoon: [
      (p) => `Con la Luna en ${sign(p.moon)}, tu casa ${p.house}, ${p.love}.`,
      (p) => `La Luna en ${sign(p.moon)} toca tu casa ${p.house}: ${p.love}.`,
      (p) => `En asuntos del corazón, la Luna en ${sign(p.moon)} (tu casa ${p.house}) indica que ${p.love}.`,
      (p) => `La Luna en ${sign(p.moon)} ocupa tu casa ${p.house}, y ${p.love}.`,
      (p) => `Mientras la Luna cruza ${sign(p.moon)}, tu casa ${p.house}, ${p.love}.`,
      (p) => `Para el amor, importa dónde está la Luna: en ${sign(p.moon)}, tu casa ${p.house}, y ${p.love}.`,
      (p) => `La Luna en tu casa ${p.house}, ${sign(p.moon)}, da a entender que ${p.love}.`,
      (p) => `En lo romántico, la Luna en ${sign(p.moon)} actúa sobre tu casa ${p.house}, así que ${p.love}.`,
    ],
    bodyPhase: [
      (p) => `Bajo ${phase(p.phase)}, ${p.body}.`,
      (p) => `${cap(phase(p.phase))} guía hoy a tu cuerpo: ${p.body}.`,
      (p) => `En lo físico, ${phase(p.phase)} se hace notar: ${p.body}.`,
      (p) => `Adapta tu ritmo ${aPhase(p.phase)}; ${p.body}.`,
      (p) => `Con ${phase(p.phase)} en el cielo, ${p.body}.`,
      (p) => `Hoy conviene seguir el ritmo ${dePhase(p.phase)}: ${p.body}.`,
      (p) => `Deja que ${phase(p.phase)} te marque el paso: ${p.body}.`,
      (p) => `El cuerpo suele notar ${phase(p.phase)}: ${p.body}.`,
    ],
    ingress: [
      (p) => `A ${las(p.time)} ${planet(p.planet)} entra en ${sign(p.sign)} y abre un nuevo capítulo para ${p.theme}.`,
      (p) => `${cap(planet(p.planet))} pasa a ${sign(p.sign)} a ${las(p.time)}, y ${p.theme} adquieren un color nuevo.`,
      (p) =>
        `Llega un cambio a ${las(p.time)}: ${planet(p.planet)} entra en ${sign(p.sign)} y ${p.theme} cambian de tono.`,
      (p) =>
        `Desde ${las(p.time)}, ${planet(p.planet)} está en ${sign(p.sign)}, así que es probable que ${p.theme} se vivan de otra manera.`,
      (p) => `${cap(planet(p.planet))} cruza a ${sign(p.sign)} a ${las(p.time)}: un nuevo comienzo para ${p.theme}.`,
      (p) =>
        `Anota ${las(p.time)}, cuando ${planet(p.planet)} entra en ${sign(p.sign)}: ${p.theme} empiezan a moverse en una nueva dirección.`,
      (p) =>
        `El día da un giro a ${las(p.time)}, cuando ${planet(p.planet)} llega a ${sign(p.sign)} y trae cambios para ${p.theme}.`,
      (p) =>
        `Cuando ${planet(p.planet)} entre en ${sign(p.sign)}, a ${las(p.time)}, ${p.theme} iniciarán una nueva etapa.`,
    ],
    station: [
      (p) =>
        `${cap(planet(p.planet))} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${las(p.time)}, así que ${p.theme} ${p.direction === 'retrograde' ? 'piden revisión más que nuevos comienzos' : 'pueden volver a avanzar'}.`,
      (p) =>
        `A ${las(p.time)} ${planet(p.planet)} ${p.direction === 'retrograde' ? 'inicia su retrogradación; baja el ritmo en' : 'retoma su movimiento directo; recupera el ritmo en'} ${p.theme}.`,
      (p) =>
        `Un punto de inflexión a ${las(p.time)}: ${planet(p.planet)} ${p.direction === 'retrograde' ? 'se vuelve retrógrado' : 'vuelve a estar directo'}, y ${p.theme} ${p.direction === 'retrograde' ? 'miran hacia dentro' : 'empiezan a desenredarse'}.`,
      (p) =>
        `${cap(planet(p.planet))} se detiene en el cielo y se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${las(p.time)}, lo que ${p.direction === 'retrograde' ? 'frena' : 'libera'} ${p.theme}.`,
      (p) =>
        `Apunta la hora, ${las(p.time)}, cuando ${planet(p.planet)} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'}: ${p.theme} ${p.direction === 'retrograde' ? 'merecen una segunda mirada' : 'vuelven a tomar fuerza'}.`,
      (p) =>
        `Como ${planet(p.planet)} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${las(p.time)}, ${p.direction === 'retrograde' ? 'revisa' : 'retoma'} ${p.theme} con una mirada nueva.`,
      (p) =>
        `La estación ${p.direction === 'retrograde' ? 'retrógrada' : 'directa'} ${dePlanet(p.planet)} a ${las(p.time)} ${p.direction === 'retrograde' ? `convierte ${p.theme} en un terreno para la reflexión` : `facilita pasar a la acción en ${p.theme}`}.`,
      (p) =>
        `El cielo hace una pausa a ${las(p.time)}, cuando ${planet(p.planet)} cambia a movimiento ${p.direction === 'retrograde' ? 'retrógrado y ralentiza' : 'directo y desbloquea'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${cap(planet(p.planet))} está retrógrado en ${sign(p.sign)}, así que conviene revisar ${p.theme} en lugar de precipitarse.`,
      (p) => `Con ${planet(p.planet)} retrógrado en ${sign(p.sign)}, vuelve a mirar con calma ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} sigue retrógrado en ${sign(p.sign)}; pueden volver viejas cuestiones sobre ${p.theme}.`,
      (p) => `${cap(planet(p.planet))} retrógrado en ${sign(p.sign)} pide paciencia con ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} retrocede por ${sign(p.sign)} (está retrógrado): un momento para volver sobre ${p.theme}.`,
      (p) =>
        `Como ${planet(p.planet)} está retrógrado en ${sign(p.sign)}, comprueba dos veces todo lo relacionado con ${p.theme}.`,
      (p) =>
        `La retrogradación ${dePlanet(p.planet)} en ${sign(p.sign)} favorece cerrar lo pendiente antes que abrir frentes nuevos en todo lo que tiene que ver con ${p.theme}.`,
      (p) =>
        `Ten en cuenta que ${planet(p.planet)} está retrógrado en ${sign(p.sign)}: ${p.theme} pueden llevar más tiempo de lo previsto.`,
    ],
    closer: [
      (p) => `Tu mejor jugada: ${p.advice}.`,
      (p) => `Si haces una sola cosa, ${p.advice}.`,
      (p) => `${cap(p.advice)}; lo demás puede esperar.`,
      (p) => `Sin complicarte: ${p.advice}.`,
      (p) => `Para aprovechar las horas que vienen, ${p.advice}.`,
      (p) => `Donde puedas, ${p.advice}.`,
      (p) => `Antes de que termine el día, ${p.advice}.`,
      (p) => `Si el día te lo permite, ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Luna en ${sign(moon)}, tu casa ${house}`,
    moonIngress: (to, time) => `La Luna entra en ${sign(to)} a ${las(time)}`,
    phase: (id, time) => (time ? `${cap(PHASE[id].name)} a ${las(time)}` : cap(PHASE[id].name)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${cap(planet(p))} ${ASPECT_WITH[aspect]} ${planet(ruler)}, tu regente`
        : aspect === 'conjunction'
          ? `${cap(planet(p))} en tu signo`
          : `${cap(planet(p))} ${ASPECT_WITH[aspect]} tu signo`,
    ingress: (p, to, time) => `${cap(planet(p))} entra en ${sign(to)} a ${las(time)}`,
    station: (p, direction, time) =>
      `${cap(planet(p))} se estaciona ${direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${las(time)}`,
    retrograde: (p, at) => `${cap(planet(p))} retrógrado en ${sign(at)}`,
  },
};
