/**
 * Ask Stella's Spanish texts (decision 030): neutral international Spanish for Spain and Latin
 * America, "tú", as docs/i18n/glossary-es.md fixes it: "el Sol", "la Luna", "Mercurio" without
 * article, the obligatory "al"/"del", "Venus retrógrado", "en Libra", "la casa 7", "el Ascendente",
 * "el Medio Cielo", "una cuadratura", "un trígono", "orbe".
 *
 * The lexicon reads any Spanish text, a model's too: "Venus en Libra", "tu Venus está en Libra",
 * "Venus, retrógrado, a 14°22′ de Libra", "Ascendente Libra", "tu signo solar es Leo",
 * "Escorpio en el Ascendente", "Venus en la casa 7", "la séptima casa", "casa VII".
 */
import { GRAMMAR_ES } from '../../i18n/grammar/es';
import type { AspectType } from '../../astro/aspects';
import type { PlanetId } from '../../astro/positions';
import { cap, HOROSCOPE_ES, sign } from '../../horoscope/es';
import type { Element, Modality, SignId } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type {
  AspectSlots,
  CoachPoint,
  CoachTexts,
  HouseSlots,
  NumerologyKind,
  PlacementSlots,
  VerifierExample,
} from '../texts';

// ---------------------------------------------------------------------------------------------
// Names

/** A point's name and its article: "el Sol", "la Luna", "Mercurio", "el Ascendente". */
const POINT: Readonly<Record<CoachPoint, { name: string; article: '' | 'el' | 'la' }>> = {
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
  ascendant: { name: 'Ascendente', article: 'el' },
  midheaven: { name: 'Medio Cielo', article: 'el' },
};
/** The bare name, as in labels and after "tu": "Sol", "Medio Cielo". */
const bare = (p: CoachPoint) => POINT[p].name;
/** "el Sol", "la Luna", "Mercurio". */
const the = (p: CoachPoint) => (POINT[p].article ? `${POINT[p].article} ${POINT[p].name}` : POINT[p].name);
/** Only the Moon is feminine ("la Luna progresada"); Venus agrees with "el planeta" (glossary §3). */
const fem = (p: CoachPoint) => p === 'moon';

/** "Venus", "Venus y Marte", "el Sol, Venus y Marte". */
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** "14°22′": whole degrees, two-digit minutes, prime. */
const dm = (degree: number, minute: number) => `${degree}°${String(minute).padStart(2, '0')}′`;

/** An aspect with its indefinite article ("un trígono", "una cuadratura") and its bare name. */
const ASPECT: Readonly<Record<AspectType, { a: string; name: string }>> = {
  conjunction: { a: 'una conjunción', name: 'conjunción' },
  opposition: { a: 'una oposición', name: 'oposición' },
  trine: { a: 'un trígono', name: 'trígono' },
  square: { a: 'una cuadratura', name: 'cuadratura' },
  sextile: { a: 'un sextil', name: 'sextil' },
};

/** The elements with their article ("el agua" is feminine but takes "el") and as labels. */
const ELEMENT: Readonly<Record<Element, { the: string; label: string; bare: string }>> = {
  fire: { the: 'el fuego', label: 'Fuego', bare: 'fuego' },
  earth: { the: 'la tierra', label: 'Tierra', bare: 'tierra' },
  air: { the: 'el aire', label: 'Aire', bare: 'aire' },
  water: { the: 'el agua', label: 'Agua', bare: 'agua' },
};
/** A modality as it agrees with "modalidad" (f) and with "signos" (m pl). */
const MODALITY: Readonly<Record<Modality, { fem: string; plural: string }>> = {
  cardinal: { fem: 'cardinal', plural: 'cardinales' },
  fixed: { fem: 'fija', plural: 'fijos' },
  mutable: { fem: 'mutable', plural: 'mutables' },
};

/** A count in a list of planets: "ninguno" for zero, digits otherwise. */
const tally = (n: number) => (n === 0 ? 'ninguno' : String(n));

/** "de Mercurio", "del Sol": the contraction is obligatory (glossary §3). */
const of = (p: CoachPoint) => (POINT[p].article === 'el' ? `del ${POINT[p].name}` : `de ${the(p)}`);
/** "y", or "e" before a word that starts with the sound i ("familia e ideas", not "hielo"). */
const and = (next: string) => (/^h?[iíIÍ](?![aeoáéó])/u.test(next) ? 'e' : 'y');

/** A title inside a sentence: "el Sol forma…", not "El Sol forma…" (the planets' names keep their capital). */
const inner = (title: string) => title.replace(/^(El|La) /u, (m) => m.toLowerCase());
/** Natal points as an event falls on them: "tu Sol natal", "tu Sol y tu Luna natales". */
const yours = (points: readonly CoachPoint[]) =>
  `${list(points.map((p) => `tu ${bare(p)}`))} ${points.length > 1 ? 'natales' : 'natal'}`;

/**
 * A station is feminine: "la estación directa", "la estación retrógrada" (glossary §5). The turn
 * as each wording of `station` says it: today ("inicia su retrogradación"), past ("retomó su
 * movimiento directo"), ahead ("empezará a retrogradar"), after "para" ("retomar su movimiento
 * directo"), and the retrograde phase it begins or ends.
 */
const STATION: Readonly<
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
const PHASE: Readonly<Record<'new' | 'full', string>> = { new: 'Luna nueva', full: 'Luna llena' };
const MONTH = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

// ---------------------------------------------------------------------------------------------
// A planned answer

/** "al Sol", "a la Luna", "a Mercurio": the contraction is obligatory, as in `of`. */
const to = (p: CoachPoint) => (POINT[p].article === 'el' ? `al ${POINT[p].name}` : `a ${the(p)}`);
/** "el regente", "la regente": the noun agrees with the point (only the Moon is feminine). */
const regent = (p: CoachPoint) => (fem(p) ? 'la regente' : 'el regente');

/**
 * Each part of life in general, as the reasons name it ("las casas del amor", "Venus habla del
 * amor en cualquier carta"): the plan's `area` strings are the reader's own ("tu vida amorosa"),
 * which a sentence about every chart cannot take.
 */
const TOPIC: Readonly<Record<LifeTopic, { the: string; of: string }>> = {
  love: { the: 'el amor', of: 'del amor' },
  money: { the: 'el dinero', of: 'del dinero' },
  work: { the: 'el trabajo', of: 'del trabajo' },
  home: { the: 'el hogar', of: 'del hogar' },
  health: { the: 'la salud', of: 'de la salud' },
  family: { the: 'la familia', of: 'de la familia' },
  study: { the: 'los estudios', of: 'de los estudios' },
  move: { the: 'los cambios de residencia', of: 'de los cambios de residencia' },
  creativity: { the: 'la creatividad', of: 'de la creatividad' },
  spirituality: { the: 'la vida interior', of: 'de la vida interior' },
  self: { the: 'la identidad', of: 'de la identidad' },
};
/** A part of life after "de": "tu camino personal" reads as "quién eres" there ("las casas que hablan de quién eres"). */
const about = (area: string, topic: LifeTopic | null) => (topic === 'self' ? 'quién eres' : area);

/**
 * Every part of life starts with "tu" or "tus", so any preposition takes it as it is ("de tu
 * trabajo", "a tus finanzas": never "de el", "a el"), and no verb has to agree with it.
 * `when` is always an adverbial: "este mes", "en marzo", "el 14 de febrero", "mañana"; the
 * openers put it where any tense reads well ("En las últimas semanas, …", "… el que más pesa mañana").
 */
const PLAN: CoachTexts['plan'] = {
  area: {
    love: 'tu vida amorosa',
    money: 'tus finanzas',
    work: 'tu trabajo',
    home: 'tu hogar',
    health: 'tu salud y tu energía',
    family: 'tu familia',
    study: 'tus estudios',
    move: 'tu mudanza',
    creativity: 'tu creatividad',
    spirituality: 'tu vida interior',
    self: 'tu camino personal',
  },
  areas: (a, b) => {
    // "tu salud y tu energía" is two items already: "tu vida interior, tu salud y tu energía", never "… y … y …".
    const items = [...a.split(' y '), ...b.split(' y ')];
    const last = items[items.length - 1] ?? '';
    return `${items.slice(0, -1).join(', ')} ${and(last)} ${last}`;
  },
  period: {
    now: 'estos días',
    lately: 'en las últimas semanas',
    week: 'esta semana',
    nextWeek: 'la semana que viene',
    month: 'este mes',
    nextMonth: 'el mes que viene',
    year: 'en los próximos doce meses',
    nextYear: 'el año que viene',
    tomorrow: 'mañana',
    dayAfterTomorrow: 'pasado mañana',
    when: 'en los próximos meses',
  },
  inMonth: (month) => `en ${MONTH[month - 1]}`,
  onDate: (date) => `el ${date}`,
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `Me preguntas por ${area}, y la primera respuesta está en tu carta natal.`
          : 'La primera respuesta está en tu carta natal.',
      ({ area }) =>
        area
          ? `Para entender ${area}, conviene empezar por el cielo del día en que naciste.`
          : 'Conviene empezar por el cielo del día en que naciste.',
      ({ area }) =>
        area
          ? `En lo que respecta a ${area}, hay una posición de tu carta que habla más claro que ninguna otra.`
          : 'Hay una posición de tu carta que habla más claro que ninguna otra.',
      ({ area }) =>
        area
          ? `Lo que preguntas sobre ${area} no depende del momento que vives, sino de algo más estable: la carta con la que naciste.`
          : 'Lo que preguntas no depende del momento que vives, sino de algo más estable: la carta con la que naciste.',
      ({ area }) =>
        area
          ? `Tu pregunta sobre ${area} me lleva directamente a tu carta natal, y hay un rasgo en ella que lo explica bastante bien.`
          : 'Tu pregunta me lleva directamente a tu carta natal, y hay un rasgo en ella que lo explica bastante bien.',
      ({ area }) =>
        area
          ? `Si hablamos de ${area}, tu carta natal tiene una respuesta propia, y empieza por un solo dato.`
          : 'Tu carta natal tiene una respuesta propia, y empieza por un solo dato.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `Para ${area} ${when}, hay un elemento de tu cielo que pesa más que el resto.`
          : `${cap(when)}, hay un elemento de tu cielo que pesa más que el resto.`,
      ({ area, when }) =>
        area
          ? `Sobre ${area} ${when}, esto es lo que el cielo pone en juego en tu carta.`
          : `Esto es lo que el cielo pone en juego en tu carta ${when}.`,
      ({ area, when }) =>
        area
          ? `Si miramos ${area} ${when}, lo que más destaca es un contacto concreto entre el cielo y tu carta.`
          : `Si miramos tu cielo ${when}, lo que más destaca es un contacto concreto con tu carta.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, no todo lo que se mueve en el cielo te afecta por igual, pero en lo que respecta a ${area} hay algo que sí cuenta.`
          : `${cap(when)}, no todo lo que se mueve en el cielo te afecta por igual, pero hay algo que sí cuenta.`,
      ({ area, when }) =>
        area
          ? `Para responderte sobre ${area}, me fijo sobre todo en un contacto: el que más pesa ${when}.`
          : `Para responderte, me fijo sobre todo en un contacto: el que más pesa ${when}.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, el cielo activa un punto de tu carta que tiene mucho que ver con ${area}.`
          : `${cap(when)}, el cielo activa un punto de tu carta que conviene conocer.`,
    ],
    when: [
      ({ area }) =>
        area
          ? `Para ${area}, todo depende del momento, y tu cielo marca el próximo periodo favorable.`
          : 'Todo depende del momento, y tu cielo marca el próximo periodo favorable.',
      ({ area }) =>
        area
          ? `El buen momento para ${area} se lee en las fechas en que los planetas en movimiento se cruzan con tu carta; esta es la próxima que conviene anotar.`
          : 'El buen momento se lee en las fechas en que los planetas en movimiento se cruzan con tu carta; esta es la próxima que conviene anotar.',
      ({ area }) =>
        area
          ? `En cuanto a ${area}, la pregunta no es si, sino cuándo. Esta es la primera fecha que juega a tu favor.`
          : 'Esta es la primera fecha de tu cielo que juega a tu favor.',
      ({ area }) =>
        area
          ? `He repasado los próximos meses de tu cielo buscando el mejor momento para ${area}, y hay una fecha que destaca.`
          : 'He repasado los próximos meses de tu cielo buscando el mejor momento, y hay una fecha que destaca.',
      ({ area }) =>
        area
          ? `Para ${area}, el cuándo importa tanto como el qué, y tu carta señala una fecha concreta.`
          : 'El cuándo importa tanto como el qué, y tu carta señala una fecha concreta.',
      ({ area }) =>
        area
          ? `No hay un único buen momento para ${area}, pero sí fechas en las que el cielo empuja a tu favor; esta es la primera.`
          : 'No hay un único buen momento, pero sí fechas en las que el cielo empuja a tu favor; esta es la primera.',
    ],
  },
  // Tense-neutral, so that a reading fits "en las últimas semanas" as well as "el mes que viene".
  // Each opens on its part of life, so that two readings in a row (two parts of life asked) stay apart.
  areaReading: {
    love: {
      easy: [
        'En el amor, un contacto así hace más fácil mostrar cariño y recibirlo.',
        'En tu vida amorosa se abre un tramo amable: es buen momento para decir lo que sientes.',
        'En pareja, o con quien te gusta, la conversación fluye con menos esfuerzo y los gestos pequeños cuentan más.',
        'En los asuntos del corazón, este clima invita a salir, a dejarte ver y a aceptar alguna invitación.',
      ],
      hard: [
        'En el amor, es una fricción que pide sinceridad más que un arreglo rápido.',
        'En tu vida amorosa, se pone a prueba la paciencia más que el vínculo en sí.',
        'En pareja, lo que se ha ido callando tiende a salir a la superficie; mejor hablarlo con calma que dejar que estalle.',
        'En los asuntos del corazón, no conviene decidir en caliente: deja pasar un día antes de responder.',
      ],
      meeting: [
        'En el amor, marca un comienzo: un sentimiento, una persona o una nueva manera de acercarte a alguien.',
        'En tu vida amorosa se abre una etapa nueva, aunque al principio apenas se note.',
        'En pareja, es buen momento para replantear qué espera cada uno de la relación.',
        'En los asuntos del corazón, es un umbral: presta atención a quién aparece y a lo que empiezas a desear.',
      ],
    },
    money: {
      easy: [
        'En lo económico, las puertas se abren un poco más: buen momento para pedir, negociar o planificar.',
        'Con el dinero, una petición bien preparada tiene más opciones de salir adelante.',
        'En tus finanzas, el esfuerzo tiende a verse recompensado, y merece la pena poner orden en lo que entra y lo que sale.',
        'En lo material, es un buen tramo para cerrar un trato o cobrar algo pendiente.',
      ],
      hard: [
        'En lo económico, conviene revisar bien las cifras antes de comprometerte a nada.',
        'Con el dinero, la prudencia te sirve más que la prisa: mejor aplazar las compras grandes.',
        'En tus finanzas, conviene dejar margen para algún gasto imprevisto en lugar de apurar cada cuenta.',
        'En lo material, surgen dudas sobre lo que de verdad merece la pena pagar; tómalas como una revisión, no como una amenaza.',
      ],
      meeting: [
        'En lo económico, empieza un nuevo capítulo en lo que ganas, gastas o valoras.',
        'Con el dinero, puede arrancar una fuente de ingresos o un hábito nuevo.',
        'En tus finanzas, es un punto de reinicio: buen momento para rehacer el presupuesto desde cero.',
        'En lo material, cambia tu relación con lo que tienes: qué guardas, qué sueltas y qué quieres conseguir.',
      ],
    },
    work: {
      easy: [
        'En tu trabajo, el esfuerzo encuentra buena acogida: propón, pide y date a conocer.',
        'En lo laboral, la gente está más receptiva de lo habitual, así que defiende tus propuestas.',
        'En tu profesión se abre una oportunidad: úsala para esa conversación que llevas tiempo aplazando.',
        'En el día a día del trabajo, las colaboraciones salen mejor que los esfuerzos en solitario.',
      ],
      hard: [
        'En tu trabajo, es una presión que premia la preparación más que la prisa.',
        'En lo laboral, cuenta con cierta resistencia: los datos y la paciencia te llevarán más lejos que la fuerza.',
        'En tu profesión, es un tramo que pone a prueba las estructuras, las tuyas y las de tu entorno.',
        'En el día a día del trabajo, conviene elegir bien las batallas y dejar por escrito lo importante.',
      ],
      meeting: [
        'En tu trabajo, algo empieza: una tarea, un puesto o una nueva forma de hacer lo de siempre.',
        'En lo laboral, puede empezar una responsabilidad nueva o un cambio de rumbo.',
        'En tu profesión, es más una línea de salida que una meta: lo que arranca en este tramo tarda en dar fruto.',
        'En el día a día del trabajo, cambia algo en tu forma de organizarte, y conviene acompañar ese cambio en vez de resistirte.',
      ],
    },
    home: {
      easy: [
        'En el hogar, las cosas se asientan con más facilidad y los acuerdos tienden a durar.',
        'Para tu hogar, es buen momento para arreglar, reorganizar o invitar a gente.',
        'Donde vives, la armonía llega con menos esfuerzo que de costumbre.',
        'En la vida doméstica, es un buen tramo para hacer del lugar en que vives un sitio más tuyo.',
      ],
      hard: [
        'En el hogar, viejas tensiones o reparaciones pendientes piden atención antes de que crezcan.',
        'Para tu hogar, algo necesita arreglo, ya sea en el propio espacio o entre quienes lo comparten.',
        'Donde vives, los roces señalan justo lo que pide un cambio.',
        'En la vida doméstica, conviene no aplazar más los asuntos prácticos: una avería, un papeleo, una conversación pendiente.',
      ],
      meeting: [
        'En el hogar, empieza un cambio: en el propio espacio o en quienes lo comparten.',
        'Para tu hogar, empieza a tomar forma una nueva organización.',
        'Donde vives, se abre la puerta a un nuevo comienzo: otra distribución, otra compañía u otro lugar.',
        'En la vida doméstica, cambia la idea de lo que necesitas para sentirte en tu sitio.',
      ],
    },
    health: {
      easy: [
        'Para tu cuerpo y tu energía, esto favorece los hábitos constantes más que los arranques.',
        'En lo físico, te recuperas mejor de lo habitual: aprovéchalo para afianzar lo que te sienta bien.',
        'Tu energía es más fácil de administrar en este tramo, sin grandes altibajos.',
        'Para tu bienestar, los cuidados sencillos (dormir, moverte, comer a tus horas) rinden más de lo que parece.',
      ],
      hard: [
        'Para tu cuerpo y tu energía, el cansancio se nota antes de lo habitual, así que ve a tu ritmo.',
        'En lo físico, toca descansar antes de llegar al límite.',
        'Tu energía puede ir a tirones; unos pocos límites claros la protegen.',
        'Para tu bienestar, el estrés tiende a notarse en el cuerpo, así que escucha las señales pequeñas antes de que crezcan.',
      ],
      meeting: [
        'Para tu cuerpo y tu energía, es un buen punto de partida para una nueva rutina.',
        'En lo físico, un hábito que empiece en este tramo tiene buenas posibilidades de quedarse.',
        'Tu energía pide un reinicio: menos de lo que te agota y más de lo que te recarga.',
        'Para tu bienestar, es buen momento para revisar tus rutinas y quedarte solo con las que te hacen bien.',
      ],
    },
    family: {
      easy: [
        'En la familia, las conversaciones que se habían estancado pueden volver a fluir.',
        'Con los tuyos, la buena voluntad surge con más facilidad.',
        'Los lazos familiares se sienten más ligeros en este tramo, y es buen momento para un reencuentro.',
        'Entre parientes, un gesto de acercamiento tiene más posibilidades de ser bien recibido.',
      ],
      hard: [
        'En la familia, las expectativas pueden chocar; la paciencia hará más que las discusiones.',
        'Con los tuyos, los viejos papeles pueden rozar: di lo que necesitas, y dilo con calma.',
        'Los lazos familiares se ponen a prueba, lo que también es una ocasión para renovarlos.',
        'Entre parientes, conviene separar lo que te corresponde resolver de lo que no es tuyo.',
      ],
      meeting: [
        'En la familia, empieza a tomar forma un nuevo papel o un nuevo vínculo.',
        'Con los tuyos, cambia algo en el reparto de papeles: quién cuida, quién decide, quién pide.',
        'Los lazos familiares entran en un capítulo nuevo, y conviene pensar con calma qué lugar quieres ocupar en él.',
        'Entre parientes, es buen momento para empezar una tradición o recuperar una que se había perdido.',
      ],
    },
    study: {
      easy: [
        'En los estudios, la concentración llega con más facilidad y lo que aprendes tiende a quedarse.',
        'Para aprender, es un tramo receptivo: lee, pregunta, toma apuntes.',
        'Tu mente asimila bien lo nuevo, sobre todo si lo repasas poco a poco.',
        'En lo académico, explicar en voz alta lo que sabes te sale mejor que de costumbre, y eso ayuda en exámenes y presentaciones.',
      ],
      hard: [
        'En los estudios, el trabajo cuesta más, y el método rinde más que estudiar todo a última hora.',
        'Para aprender, cuenta con atascarte un poco antes de que las piezas encajen.',
        'Tu mente necesita estructura más que horas: mejor sesiones cortas y un plan claro.',
        'En lo académico, los plazos aprietan; prioriza lo que cuenta y no te pierdas en los detalles.',
      ],
      meeting: [
        'En los estudios, es un momento natural para empezar un curso o una materia nueva.',
        'Para aprender, puede aparecer un campo nuevo o alguien de quien aprender.',
        'Tu mente está lista para meterse en algo nuevo.',
        'En lo académico, es un buen punto de partida para fijarte un objetivo claro: un título, un idioma, una habilidad.',
      ],
    },
    move: {
      easy: [
        'Para una mudanza, los planes tienden a salir sin contratiempos.',
        'Si piensas mudarte, la parte práctica encaja con más facilidad.',
        'Los planes de cambiar de lugar cuentan con viento a favor en este tramo.',
        'En cuanto al traslado, es buen momento para visitar sitios, pedir presupuestos y cerrar fechas.',
      ],
      hard: [
        'Para una mudanza, cuenta con retrasos y deja margen en el calendario.',
        'Si piensas mudarte, revisa los detalles dos veces: contratos, plazos y transporte.',
        'Los planes de cambiar de lugar encuentran obstáculos que conviene resolver antes que forzar.',
        'En cuanto al traslado, dejar un sitio puede pesar más de lo previsto; date tiempo para despedirte.',
      ],
      meeting: [
        'Para una mudanza, la idea de un nuevo lugar toma una forma más concreta.',
        'Si piensas mudarte, la decisión empieza a madurar.',
        'Cambiar de lugar deja de ser un deseo y se convierte en una posibilidad real.',
        'En cuanto al traslado, conviene imaginar con detalle tu día a día en el nuevo sitio antes de dar el paso.',
      ],
    },
    creativity: {
      easy: [
        'En lo creativo, las ideas fluyen y compartirlas sale de forma natural.',
        'Creativamente, es un tramo generoso: crea, enseña lo que haces, juega.',
        'Lo que creas sale con menos esfuerzo; buen momento para terminar lo que dejaste a medias.',
        'En tus proyectos artísticos, la inspiración encuentra forma con facilidad, así que ten siempre a mano dónde apuntar las ideas.',
      ],
      hard: [
        'En lo creativo, la resistencia forma parte del trabajo: sigue adelante.',
        'Creativamente, el bloqueo que sientes es la señal de algo que pide cambiar.',
        'Lo que creas pide más disciplina que inspiración: fija un horario y cúmplelo.',
        'En tus proyectos artísticos, la crítica, la tuya o la ajena, pesa más de la cuenta; no la dejes decidir por ti.',
      ],
      meeting: [
        'En lo creativo, un proyecto nuevo pide nacer.',
        'Creativamente, aquí se planta una semilla.',
        'Una idea nueva puede arraigar si le haces sitio.',
        'En tus proyectos artísticos, es buen momento para probar un formato o un lenguaje que no habías explorado.',
      ],
    },
    spirituality: {
      easy: [
        'Para tu vida interior, los ratos de calma te devuelven más de lo habitual.',
        'En lo espiritual, es un tramo claro y sereno.',
        'La reflexión llega casi sin buscarla; dale espacio con un rato de silencio, un paseo o unas líneas en un cuaderno.',
        'En tu búsqueda de sentido, las respuestas aparecen en lo cotidiano más que en lo extraordinario.',
      ],
      hard: [
        'Para tu vida interior, afloran dudas para que puedas mirarlas de frente.',
        'En lo espiritual, las viejas certezas pueden tambalearse, y eso no es necesariamente malo.',
        'La reflexión cuesta más, pero precisamente por eso es más honesta.',
        'En tu búsqueda de sentido, conviene no exigirte respuestas rápidas: la duda también forma parte del camino.',
      ],
      meeting: [
        'Para tu vida interior, arraiga una práctica o una pregunta nueva.',
        'En lo espiritual, se abre un capítulo nuevo.',
        'Empieza a cambiar algo en la manera en que das sentido a lo que vives.',
        'En tu búsqueda de sentido, es buen momento para empezar un retiro, una lectura o una práctica diaria.',
      ],
    },
    self: {
      easy: [
        'Para ti, esto se vive como un respiro: más espacio para ser tú.',
        'En lo personal, es más fácil mostrarte tal como eres.',
        'Es un tramo en el que te resulta más fácil sentirte en tu sitio.',
        'En cuanto a tu confianza, este clima la refuerza: apóyate en ella para algo que te importe.',
      ],
      hard: [
        'Para ti, puede sentirse como inquietud: una energía que busca una dirección.',
        'En lo personal, la tensión que sientes te empuja a crecer.',
        'Puede que no te reconozcas del todo; en lugar de pelearte con esa sensación, dale algo concreto que hacer.',
        'En cuanto a tu confianza, conviene no medirte por un mal día: lo que se tambalea también se está reajustando.',
      ],
      meeting: [
        'Para ti, es un nuevo comienzo en la forma en que te ves.',
        'En lo personal, empieza un capítulo nuevo, y conviene decidir qué quieres dejar atrás.',
        'Algo en ti está listo para empezar de nuevo.',
        'En cuanto a tu confianza, es un punto de partida: la forma en que te presentas ante los demás empieza a cambiar.',
      ],
    },
  },
  // The reasons name a natal point and a part of life, never its sign or a house number.
  why: {
    ruler: [
      ({ point, topic }) =>
        `En tu carta, ${the(point)} rige una de las casas ${TOPIC[topic].of}, así que todo lo que le afecta acaba notándose en ese terreno.`,
      ({ point, area, topic }) =>
        `${cap(the(point))} pesa aquí porque, en tu carta, es ${regent(point)} de una de las casas que hablan de ${about(area, topic)}.`,
      ({ point, topic }) =>
        `El hilo pasa por ${the(point)}: en tu carta gobierna una de las casas ${TOPIC[topic].of}, y por eso tiene tanto que decir aquí.`,
    ],
    placed: [
      ({ point, area, topic }) =>
        `Tu ${bare(point)} está en una de las casas que hablan de ${about(area, topic)}, así que es en ese terreno donde más se nota.`,
      ({ point, topic }) =>
        `Naciste con ${the(point)} en una de las casas ${TOPIC[topic].of}, y de ahí su peso en esta pregunta.`,
      ({ point, area }) =>
        `Esto toca de lleno ${area}: en tu carta, ${the(point)} ocupa una de las casas de ese ámbito.`,
    ],
    significator: [
      ({ point, topic }) =>
        `${cap(the(point))} habla ${TOPIC[topic].of} en cualquier carta, y la tuya no es una excepción.`,
      ({ point, topic }) =>
        `En astrología, para hablar ${TOPIC[topic].of} se mira sobre todo ${to(point)}, y eso es justo lo que está en juego aquí.`,
      ({ point, area }) =>
        `Para ${area}, ${the(point)} es una referencia obligada en cualquier carta, también en la tuya.`,
    ],
  },
  unknownTime: [
    ({ area, topic }) =>
      `Sin tu hora de nacimiento no puedo saber qué casas de tu carta hablan de ${about(area, topic)}, pero los planetas sí puedo leerlos, porque apenas dependen de la hora.`,
    ({ area }) =>
      `Para saber qué casas corresponden a ${area} me haría falta tu hora de nacimiento; mientras tanto, me apoyo en los planetas y en sus aspectos.`,
    ({ area }) =>
      `Como no sé a qué hora naciste, las casas de ${area} quedan fuera de mi alcance; los planetas, en cambio, se pueden leer sin problema.`,
  ],
  // Whole sentences: the statements that follow start with a capital, which a Spanish colon would not allow.
  because: [
    'Tu carta natal explica por qué esto te llega así.',
    'Lo que hace esto tan personal está en tu propia carta.',
    'Te toca de esta manera por cómo es tu carta natal.',
    'No a todo el mundo le llega igual, y en tu caso esto es lo que entra en juego.',
    'Para entender por qué te afecta así, hay que mirar tu propia carta.',
    'En tu carta natal, esto es lo que recibe su influencia.',
  ],
  closing: {
    natal: [
      'Una posición describe una manera de ser, no una sentencia: tú decides qué haces con ella.',
      'Fíjate en qué partes de este retrato te reconoces y cuáles ya has dejado atrás.',
      'Si algo de esto te suena muy cierto, pregúntame por ello y seguimos profundizando.',
      'Tómalo como un punto de partida para conocerte, no como la última palabra.',
      'Tu carta marca el tono, pero la música la pones tú.',
      'Quédate con lo que te sirva y deja el resto: nadie conoce tu vida mejor que tú.',
      'Los rasgos de una carta se trabajan con los años, y lo que hoy pesa puede acabar siendo tu mejor recurso.',
    ],
    lately: [
      'Saber de dónde viene una sensación no la hace desaparecer, pero sí la vuelve más llevadera.',
      'Lo que has sentido tiene una forma en tu cielo, y esas formas cambian: esta también lo hará.',
      'Date algo de crédito: lo que has vivido estas semanas era una presión real, no algo que te inventabas.',
      'Ver el patrón es el primer paso; el siguiente es decidir qué quieres hacer con esa energía.',
      'Estos contactos pasan, y lo que aprendes mientras duran suele quedarse.',
      'Si dentro de unas semanas sigues sintiéndote así, vuelve a preguntarme y miramos qué ha cambiado.',
      'No hace falta resolverlo todo de golpe; a veces basta con entender por qué el ánimo ha ido a otro ritmo.',
    ],
    // A question about one day ("hoy", "estos días", "mañana", "el 24 de diciembre"): nothing
    // about the days before or the weeks after, and no day named, so that every one of them fits.
    day: [
      'Un día concreto rara vez lo decide todo: tómalo como un empujón, no como una sentencia.',
      'Prepara bien lo que depende de ti y deja algo de margen para lo imprevisto.',
      'Si el ambiente se tuerce, no lo fuerces: baja el ritmo y deja para otro momento lo que no sea urgente.',
      'Cuida lo básico (descansar, comer a tus horas, darte un respiro entre compromisos) y lo demás te costará menos.',
      'Elige una sola cosa importante y dale lo mejor de tu atención; lo demás puede esperar.',
      'Confía también en tu propia lectura del momento: si algo no te encaja, tu intuición merece tanto crédito como el cielo.',
      'Antes de una conversación o una firma importante, date unos minutos para ordenar las ideas; ese pequeño gesto suele marcar la diferencia.',
      'Ve con calma, escucha antes de responder y no te exijas tenerlo todo resuelto de una vez.',
    ],
    timed: [
      'Las fechas muestran hacia dónde se inclina el cielo; lo que hagas en esos días sigue dependiendo de ti.',
      'Lo más revelador es tu propia experiencia: observa qué se mueve de verdad alrededor de esas fechas.',
      'Un clima se atraviesa mejor cuando se reconoce: tómalo como una referencia, no como un plazo.',
      'Aprovecha los días previos para prepararte y el momento exacto para actuar o para escuchar.',
      'Un contacto pesa más cuanto más cerca está de su punto exacto, y luego se va apagando; organiza lo importante con eso en mente.',
      'Piensa en esto como en el parte del tiempo: te dice qué meter en la maleta, no adónde ir.',
      'Si quieres, vuelve a preguntarme cuando se acerque el día y te cuento cómo se ve entonces.',
    ],
    when: [
      'Un buen periodo ayuda, pero no decide por ti: organízate en torno a él y presta atención también a los días de alrededor.',
      'Apunta la fecha, prepara el terreno en las semanas previas y deja que ese periodo haga el resto.',
      'Si esa fecha no te viene bien, pregúntame por otro mes y lo vuelvo a mirar.',
      'Las buenas ventanas vuelven: si dejas pasar esta, habrá otras, y puedo buscártelas.',
      'Usa el tiempo que queda hasta entonces para prepararte, de modo que el momento te encuentre con todo listo.',
      'El calendario es un aliado, no una orden: empieza cuando te sientas con fuerzas, mejor si es cerca de esa fecha.',
      'Cuanto más concreto sea tu plan, más partido le sacarás a ese periodo.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `No veo nada en tu carta${when ? ` ni en tu cielo ${when}` : ''} que hable con claridad de ${area ?? 'este tema'}, y prefiero decírtelo antes que forzar una interpretación.`,
    ({ area, when }) =>
      `${when ? `${cap(when)}, nada en tu cielo` : 'Nada en tu carta'} apunta con claridad a ${area ?? 'lo que preguntas'}, así que prefiero no inventarme una respuesta.`,
    ({ area, when }) =>
      `Siendo sincera, ${when ? `${when} no destaca ningún contacto en tu cielo` : 'no destaca ninguna posición de tu carta'} que hable de ${area ?? 'este tema'}.`,
    ({ area, when }) =>
      `He buscado ${area ? `algo que hable de ${area}` : 'algo que responda a tu pregunta'}${when ? ` ${when}` : ''} y no he encontrado nada con la fuerza suficiente para darte una respuesta.`,
    ({ area, when }) =>
      `Prefiero no adornarlo: ${when ? `${when}, tu cielo` : 'tu carta'} no dice nada claro sobre ${area ?? 'esto'}.`,
  ],
  clarify: [
    '¿Me cuentas un poco más? ¿Tienes en mente una decisión, una fecha o una persona?',
    '¿Qué te ayudaría más: mirar un mes concreto o un ámbito concreto de tu vida?',
    '¿Hay una situación concreta detrás de tu pregunta? Si me la describes, miro la parte de tu carta que tiene que ver con ella.',
    '¿Te serviría preguntar por una fecha concreta, o por una relación o un proyecto en particular?',
    '¿Qué está pasando para que me lo preguntes? Con un poco de contexto sabré dónde mirar.',
    '¿Es algo que ya está en marcha o algo que piensas empezar? Saberlo me ayuda a elegir qué mirar.',
  ],
};

/** "planeta" for the planets; the Sun and the Moon are luminaries ("astro"). */
const rulerKind = (p: PlanetId) => (p === 'sun' || p === 'moon' ? 'astro' : 'planeta');

// ---------------------------------------------------------------------------------------------
// Lexicon

const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['Aries', 'ariano', 'ariana', 'arianos', 'arianas'],
  taurus: ['Tauro', 'taurino', 'taurina', 'taurinos', 'taurinas'],
  gemini: ['Géminis', 'Geminis', 'geminiano', 'geminiana', 'geminianos', 'geminianas'],
  cancer: ['Cáncer', 'Cancer', 'canceriano', 'canceriana', 'cancerianos', 'cancerianas'],
  leo: ['Leo', 'leonino', 'leonina', 'leoninos', 'leoninas'],
  virgo: ['Virgo', 'virginiano', 'virginiana', 'virginianos', 'virginianas'],
  libra: ['Libra', 'libriano', 'libriana', 'librianos', 'librianas'],
  scorpio: ['Escorpio', 'Escorpión', 'Escorpion', 'escorpiano', 'escorpiana', 'escorpianos', 'escorpianas'],
  sagittarius: ['Sagitario', 'sagitariano', 'sagitariana', 'sagitarianos', 'sagitarianas'],
  capricorn: ['Capricornio', 'capricorniano', 'capricorniana', 'capricornianos', 'capricornianas'],
  aquarius: ['Acuario', 'acuariano', 'acuariana', 'acuarianos', 'acuarianas'],
  pisces: ['Piscis', 'pisciano', 'pisciana', 'piscianos', 'piscianas'],
};

/** Degrees as texts write them: 14°22′, 14°, 14° 22', 14º22', "14 grados y 22 minutos". */
const DEG = String.raw`(?:\d{1,2}(?:[.,]\d+)?\s?[°º](?:\s?\d{1,2}\s?['′’])?|\d{1,2}\s+grados?(?:\s+(?:y\s+)?\d{1,2}\s+minutos?)?)`;
/** "retrógrado", "estacionario" after a planet ("Venus retrógrado", "Venus, retrógrado,"). */
const RETRO = String.raw`(?:(?:,\s*|\s+)(?:retr[oó]grad[oa]s?|estacionari[oa]|en\s+movimiento\s+retr[oó]grado|\(\s*(?:R|℞|retr[oó]grad[oa])\s*\)|℞),?)?`;
/** An apposition between commas: "Venus, el planeta del amor, está en Libra". */
const APPOSITION = String.raw`(?:,\s+[^,.;:!?()\d]{2,50},)?`;
/** The verbs that place: "está", "se encuentra", "estaba", "situado", "que está"... */
const VERB = String.raw`(?:,?\s+(?:que\s+)?(?:(?:est[aá]|estaba|se\s+(?:encuentra|encontraba|sit[uú]a|situaba|ubica|ubicaba|halla|hallaba|aloja|alojaba)|queda|quedaba|cae|ca[ií]a|reside|aparece|aparec[ií]a)(?:\s+(?:situad|ubicad|colocad|emplazad)[oa])?|(?:situad|ubicad|colocad|emplazad)[oa]))?`;
/** A degree before the sign: "a 14°22′ de", "en 14° de", ", 14°22′", "(14°22′)", "en el grado 14 de". */
const DEGREE_LEAD = String.raw`(?:,?\s+(?:a|en)\s+(?:los\s+)?${DEG}|,?\s+${DEG}|\s*\(\s*${DEG}\s*\)|,?\s+en\s+el\s+grado\s+\d{1,2})`;

/** A dignity on the way to the sign: "Venus está en su domicilio en Tauro", "Marte en exilio en Libra". */
const DIGNITY = '(?:domicilio|exaltaci[oó]n|exilio|ca[ií]da|detrimento)';

const placementGap = new RegExp(
  String.raw`^(?:\s+natal)?${APPOSITION}${RETRO}${VERB}${RETRO}(?:${DEGREE_LEAD}(?:\s+de\s+|,?\s+en\s+|\s+)|,?\s+en\s+(?:el\s+signo\s+(?:de\s+)?|pleno\s+|(?:su\s+)?${DIGNITY}\s+en\s+)?|,?\s+(?:exaltad|domiciliad)[oa]\s+en\s+|\s+es\s+|\s+)$`,
  'iu',
);
const houseGap = new RegExp(
  String.raw`^(?:\s+natal)?${APPOSITION}${RETRO}(?:${VERB}${RETRO}(?:${DEGREE_LEAD})?,?\s+(?:en|dentro\s+de)\s+(?:la\s+|tu\s+)?|,?\s+(?:que\s+|y\s+)?ocupa(?:n|ba)?\s+(?:la\s+|tu\s+))$`,
  'iu',
);

/** Ordinal words of the houses (feminine, as "casa"), with and without accents, and Roman numerals. */
const HOUSE_ORDINALS: Readonly<Record<string, number>> = {
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
  séptima: 7,
  septima: 7,
  sétima: 7,
  setima: 7,
  octava: 8,
  novena: 9,
  décima: 10,
  decima: 10,
  undécima: 11,
  undecima: 11,
  decimoprimera: 11,
  'décima primera': 11,
  'decima primera': 11,
  duodécima: 12,
  duodecima: 12,
  decimosegunda: 12,
  'décima segunda': 12,
  'decima segunda': 12,
};
const HOUSE_ROMAN: Readonly<Record<string, number>> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
};
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const ORD = byLength(Object.keys(HOUSE_ORDINALS));
const ROMAN = byLength(Object.keys(HOUSE_ROMAN));
/**
 * "casa 7", "Casa VII", "casa séptima", "casa número 7", "séptima casa", "7.ª casa", "7ª casa":
 * one group, the number, whichever side of "casa" it stands.
 */
const house = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:casa\s+(?:n[úu]mero\s+|n\.?\s?[º°]\s*)?|(?=(?:\d{1,2}(?:\.?[ªºa])?|${ORD})\s+casa(?![\p{L}])))(\d{1,2}|${ORD}|${ROMAN})(?:\.?[ªºa](?=\s+casa))?(?:\s+casa)?(?![\p{L}\p{N}])`,
  'giu',
);

// ---------------------------------------------------------------------------------------------
// Writing

/** "Tu Venus retrógrado está en Libra, a 14°22′, en la casa 7." */
const placementYours = (p: PlacementSlots) =>
  `Tu ${bare(p.point)}${p.retrograde ? ' retrógrado' : ''} está en ${sign(p.sign)}, a ${dm(p.degree, p.minute)}${
    p.house ? `, en la casa ${p.house}` : ''
  }.`;
/** "En tu carta, Venus se encuentra a 14°22′ de Libra, en la casa 7, y está retrógrado." */
const placementChart = (p: PlacementSlots) =>
  `En tu carta, ${the(p.point)} se encuentra a ${dm(p.degree, p.minute)} de ${sign(p.sign)}${
    p.house ? `, en la casa ${p.house}` : ''
  }${p.retrograde ? `${p.house ? ',' : ''} y está retrógrado` : ''}.`;
/** "Naciste con Venus retrógrado en Libra (14°22′), en la casa 7." */
const placementBorn = (p: PlacementSlots) =>
  `Naciste con ${the(p.point)}${p.retrograde ? ' retrógrado' : ''} en ${sign(p.sign)} (${dm(p.degree, p.minute)})${
    p.house ? `, en la casa ${p.house}` : ''
  }.`;
/** "En movimiento retrógrado, Venus está a 14°22′ de Libra y ocupa tu casa 7." */
const placementMotion = (p: PlacementSlots) =>
  `${p.retrograde ? `En movimiento retrógrado, ${the(p.point)}` : cap(the(p.point))} está a ${dm(p.degree, p.minute)} de ${sign(
    p.sign,
  )}${p.house ? ` y ocupa tu casa ${p.house}` : ''}.`;
/** "Cuando naciste, Venus estaba en Libra, a 14°22′, dentro de tu casa 7, y se movía en sentido retrógrado." */
const placementThen = (p: PlacementSlots) =>
  `Cuando naciste, ${the(p.point)} estaba en ${sign(p.sign)}, a ${dm(p.degree, p.minute)}${
    p.house ? `, dentro de tu casa ${p.house}` : ''
  }${p.retrograde ? ', y se movía en sentido retrógrado' : ''}.`;

/** "Venus forma un trígono con Júpiter, con un orbe de 1°12′." */
const aspectForms = (p: AspectSlots) =>
  `${cap(the(p.a))} forma ${ASPECT[p.type].a} con ${the(p.b)}, con un orbe de ${p.orb}.`;
/** "Marte y Saturno están en cuadratura, a 2°05′ de la exactitud." */
const aspectPair = (p: AspectSlots) =>
  `${cap(the(p.a))} y ${the(p.b)} están en ${ASPECT[p.type].name}, a ${p.orb} de la exactitud.`;
/** "En tu carta, la Luna está en oposición con el Sol (orbe de 0°42′)." */
const aspectChart = (p: AspectSlots) =>
  `En tu carta, ${the(p.a)} está en ${ASPECT[p.type].name} con ${the(p.b)} (orbe de ${p.orb}).`;
/** "Entre Venus y Marte se forma un sextil, con 3°10′ de orbe." */
const aspectBetween = (p: AspectSlots) =>
  `Entre ${the(p.a)} y ${the(p.b)} se forma ${ASPECT[p.type].a}, con ${p.orb} de orbe.`;

/** House occupants: the planets only (the angles are never "in" a house). */
const occupants = (p: HouseSlots) => p.points.filter((x) => x !== 'ascendant' && x !== 'midheaven').map(the);

/** "En tu casa 7, que empieza en Libra, están Venus y Marte." */
const houseIn = (p: HouseSlots) => {
  const who = occupants(p);
  return who.length
    ? `En tu casa ${p.house}, que empieza en ${sign(p.sign)}, ${who.length > 1 ? 'están' : 'está'} ${list(who)}.`
    : `Tu casa ${p.house} empieza en ${sign(p.sign)} y no hay planetas en ella, así que su tono lo marcan ${sign(p.sign)} y el planeta que rige ese signo.`;
};
/** "Venus y Marte ocupan tu casa 7, cuya cúspide está en Libra." */
const houseOccupied = (p: HouseSlots) => {
  const who = occupants(p);
  return who.length
    ? `${cap(list(who))} ${who.length > 1 ? 'ocupan' : 'ocupa'} tu casa ${p.house}, cuya cúspide está en ${sign(p.sign)}.`
    : `Ningún planeta ocupa tu casa ${p.house}, cuya cúspide está en ${sign(p.sign)}; ese ámbito se entiende a través de ${sign(p.sign)} y de su regente.`;
};
/** "La cúspide de tu casa 7 cae en Libra, y ahí se encuentran Venus y Marte." */
const houseCusp = (p: HouseSlots) => {
  const who = occupants(p);
  return who.length
    ? `La cúspide de tu casa ${p.house} cae en ${sign(p.sign)}, y ahí ${who.length > 1 ? 'se encuentran' : 'se encuentra'} ${list(who)}.`
    : `La cúspide de tu casa ${p.house} cae en ${sign(p.sign)}, y esta casa está vacía: no es una carencia, sino un ámbito que se vive a través de ${sign(p.sign)}.`;
};

const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, { sentence: string; label: string }>> = {
  lifePath: { sentence: 'Tu número del camino de vida', label: 'Camino de vida' },
  expression: { sentence: 'Tu número de expresión', label: 'Expresión' },
  soulUrge: { sentence: 'Tu número del alma', label: 'Número del alma' },
  personality: { sentence: 'Tu número de personalidad', label: 'Personalidad' },
  birthDay: { sentence: 'Tu número del día de nacimiento', label: 'Día de nacimiento' },
};

// ---------------------------------------------------------------------------------------------
// Examples: what the verifier must read in fluent Spanish (core/coach/lexicon.test.ts)

const EXAMPLES: readonly VerifierExample[] = [
  // As the templates write them.
  {
    text: 'Tu Venus retrógrado está en Libra, a 14°22′, en la casa 7.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'En tu carta, el Sol se encuentra a 3°05′ de Leo, en la casa 10.',
    signs: [{ point: 'sun', sign: 'leo' }],
    houses: [{ point: 'sun', house: 10 }],
  },
  {
    text: 'Naciste con la Luna en Cáncer (21°40′), en la casa 4.',
    signs: [{ point: 'moon', sign: 'cancer' }],
    houses: [{ point: 'moon', house: 4 }],
  },
  {
    text: 'En movimiento retrógrado, Mercurio está a 8°12′ de Géminis y ocupa tu casa 3.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Mercurio, retrógrado, ocupa tu casa 3 y está a 8°12′ de Géminis.',
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Cuando naciste, el Ascendente estaba en Escorpio, a 2°30′.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'Tu carta sitúa el Medio Cielo en Capricornio y a Saturno en la casa 10.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
    houses: [{ point: 'saturn', house: 10 }],
  },
  {
    text: 'Venus forma un trígono con Júpiter, con un orbe de 1°12′.',
    aspects: [{ a: 'venus', b: 'jupiter', type: 'trine' }],
  },
  {
    text: 'Marte y Saturno están en cuadratura, a 2°05′ de la exactitud.',
    aspects: [{ a: 'mars', b: 'saturn', type: 'square' }],
  },
  {
    text: 'En tu carta, la Luna está en oposición con el Sol (orbe de 0°42′).',
    aspects: [{ a: 'moon', b: 'sun', type: 'opposition' }],
  },
  {
    text: 'Entre Mercurio y Urano se forma un sextil, con 3°10′ de orbe.',
    aspects: [{ a: 'mercury', b: 'uranus', type: 'sextile' }],
  },
  {
    text: 'Venus y Marte ocupan tu casa 5, cuya cúspide está en Sagitario.',
    houses: [{ point: 'mars', house: 5 }],
  },
  {
    text: 'Con el Ascendente en Libra, tu planeta regente es Venus, que está en Escorpio, en la casa 2.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'scorpio' },
    ],
    houses: [{ point: 'venus', house: 2 }],
  },
  // As a model would write them.
  {
    text: 'Tienes el Sol en Tauro y la Luna en Acuario, una mezcla de constancia y libertad.',
    signs: [
      { point: 'sun', sign: 'taurus' },
      { point: 'moon', sign: 'aquarius' },
    ],
  },
  {
    text: 'Tu Venus, el planeta del amor, se encuentra en Piscis, en tu casa 8.',
    signs: [{ point: 'venus', sign: 'pisces' }],
    houses: [{ point: 'venus', house: 8 }],
  },
  {
    text: "Con Marte a 27° 15' de Aries, tu energía arranca rápido.",
    signs: [{ point: 'mars', sign: 'aries' }],
  },
  {
    text: 'Júpiter (12°03′) en Sagitario te da una fe contagiosa.',
    signs: [{ point: 'jupiter', sign: 'sagittarius' }],
  },
  {
    text: 'Eres Leo con Escorpio de Ascendente, y tu signo lunar es Virgo.',
    signs: [
      { point: 'ascendant', sign: 'scorpio' },
      { point: 'moon', sign: 'virgo' },
    ],
  },
  {
    text: 'Tu Ascendente Sagitario y tu Sol libriano explican esa sociabilidad.',
    signs: [
      { point: 'ascendant', sign: 'sagittarius' },
      { point: 'sun', sign: 'libra' },
    ],
  },
  {
    text: 'Saturno en la séptima casa pide compromisos serios, y Plutón está en la casa XII.',
    houses: [
      { point: 'saturn', house: 7 },
      { point: 'pluto', house: 12 },
    ],
  },
  {
    text: 'Neptuno, que está en la undécima casa, idealiza las amistades.',
    houses: [{ point: 'neptune', house: 11 }],
  },
  {
    text: 'Con Capricornio en el Medio Cielo, la vocación se construye paso a paso.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  {
    text: 'El Sol en conjunción con Mercurio da una mente muy ligada a la identidad.',
    aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }],
  },
  {
    text: 'Saturno se opone a la Luna, y Urano forma una cuadratura con Venus.',
    aspects: [
      { a: 'saturn', b: 'moon', type: 'opposition' },
      { a: 'uranus', b: 'venus', type: 'square' },
    ],
  },
  {
    text: 'Tu Marte en Leo en la casa 5, en trígono con Júpiter, favorece la creatividad.',
    signs: [{ point: 'mars', sign: 'leo' }],
    houses: [{ point: 'mars', house: 5 }],
    aspects: [{ a: 'mars', b: 'jupiter', type: 'trine' }],
  },
  {
    text: 'La Luna progresada en Virgo te pide orden, y Saturno transita tu casa 4.',
    houseNumbers: [4],
  },
  {
    text: 'La Luna está en su domicilio en Cáncer, y eso suaviza tu manera de cuidar.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  {
    text: 'Tu signo solar es Acuario, y tu Luna, que se encontraba en Piscis cuando naciste, pide silencio.',
    signs: [
      { point: 'sun', sign: 'aquarius' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  {
    text: 'Júpiter en casa 9 y Saturno en tu primera casa amplían tu mirada.',
    houses: [
      { point: 'jupiter', house: 9 },
      { point: 'saturn', house: 1 },
    ],
  },
  {
    text: 'Marte en Aries y Venus en Tauro forman un sextil.',
    signs: [
      { point: 'mars', sign: 'aries' },
      { point: 'venus', sign: 'taurus' },
    ],
    aspects: [{ a: 'mars', b: 'venus', type: 'sextile' }],
  },
  {
    text: 'Plutón en Escorpio, el signo que rige, ocupa la casa 8, mientras Venus en Libra rige tu casa 7.',
    signs: [
      { point: 'pluto', sign: 'scorpio' },
      { point: 'venus', sign: 'libra' },
    ],
    houses: [{ point: 'pluto', house: 8 }],
    houseNumbers: [8, 7],
  },
  // No claim: rulership, shared themes, general statements, another point's placement.
  {
    text: 'Venus rige Libra y Tauro, y Marte gobierna Aries.',
  },
  {
    text: 'Venus y Libra comparten el gusto por la armonía y la belleza.',
  },
  {
    text: 'Marte, a diferencia de la Luna en Cáncer, prefiere actuar de inmediato.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  {
    text: 'Mercurio no está en Géminis, pero Venus, regente de Libra, busca el equilibrio.',
  },
  {
    text: 'El Sol y la Luna, en conjunto, describen tu forma de sentir y de actuar.',
  },
  {
    text: 'Cuando el Sol entra en Aries empieza el año astrológico, y la Luna llena en Tauro trae calma.',
  },
  {
    text: 'La casa 7 habla de la pareja y la casa 10 de la vocación.',
    houseNumbers: [7, 10],
  },
  {
    text: 'Hoy es un buen día para quedarte en casa y descansar.',
  },
  {
    text: 'Tanto Tauro como Venus hablan de placer y de calma.',
  },
  {
    text: 'Marte estará en Leo hasta junio, y Mercurio entra en Géminis la semana próxima.',
  },
];

// ---------------------------------------------------------------------------------------------

export const COACH_ES: CoachTexts = {
  grammar: GRAMMAR_ES,
  lexicon: {
    point: {
      sun: ['Sol', 'signo solar'],
      moon: ['Luna', 'signo lunar'],
      mercury: ['Mercurio'],
      venus: ['Venus'],
      mars: ['Marte'],
      jupiter: ['Júpiter', 'Jupiter'],
      saturn: ['Saturno'],
      uranus: ['Urano'],
      neptune: ['Neptuno'],
      pluto: ['Plutón', 'Pluton'],
      ascendant: ['Ascendente', 'signo ascendente', 'ASC'],
      midheaven: ['Medio Cielo', 'Mediocielo', 'Medio-Cielo', 'MC', 'Medium Coeli'],
    },
    sign: SIGN_FORMS,
    aspect: {
      conjunction: [
        'conjunción',
        'conjuncion',
        'conjunciones',
        'conjunto a',
        'conjunta a',
        'conjunto con',
        'conjunta con',
        'conjuntos',
        'conjuntas',
        'se une',
        'se unen',
      ],
      opposition: [
        'oposición',
        'oposicion',
        'oposiciones',
        'opuesto a',
        'opuesta a',
        'opuestos',
        'opuestas',
        'se opone',
        'se oponen',
        'oponiéndose',
      ],
      trine: ['trígono', 'trigono', 'trígonos', 'trigonos', 'trino', 'trinos'],
      square: ['cuadratura', 'cuadraturas', 'cuadrado a', 'cuadrada a'],
      sextile: ['sextil', 'sextiles'],
    },
    house,
    houseNumber: { ...HOUSE_ORDINALS, ...HOUSE_ROMAN },
    placementGap,
    reverseGap: /^(?:\s+|\s+(?:en\s+(?:el|tu)|de)\s+)$/iu,
    houseGap,
    risingAfterSign: /^\s+en\s+ascenso(?![\p{L}\p{N}])/iu,
    wordBoundaries: true,
  },

  intents: {
    love: [
      'amor',
      'amoros',
      'enamor',
      'pareja',
      'relación',
      'relacion',
      'novio',
      'novia',
      'noviazgo',
      'romance',
      'romántic',
      'romantic',
      'cita',
      'ligar',
      'coquete',
      'atracción',
      'atraccion',
      'me gusta alguien',
      'crush',
      'flechazo',
      'mi ex',
      'ruptura',
      'separación',
      'separacion',
      'divorci',
      'matrimonio',
      'casarme',
      'casarnos',
      'boda',
      'compromiso',
      'celos',
      'alma gemela',
      'soltería',
      'solteria',
      'corazón',
      'corazon',
      'química',
      'quimica',
      'afecto',
      'cariño',
      'carino',
    ],
    career: [
      'trabajo',
      'trabaj',
      'carrera',
      'profesi',
      'empleo',
      'jefe',
      'jefa',
      'ascenso',
      'negocio',
      'empresa',
      'emprend',
      'vocación',
      'vocacion',
      'oficio',
      'puesto',
      'entrevista',
      'despid',
      'renunci',
      'sueldo',
      'salario',
      'proyecto',
      'éxito',
      'exito',
      'estudi',
      'universidad',
      'oposiciones',
      'colega',
      'laboral',
      'currículum',
      'curriculum',
      'autónom',
      'autonom',
      'freelance',
      'cliente',
      'liderazgo',
    ],
    wellbeing: [
      'bienestar',
      'estrés',
      'estres',
      'ansiedad',
      'ansios',
      'cansad',
      'agotad',
      'agobi',
      'energía',
      'energia',
      'dormir',
      'sueño',
      'sueno',
      'descans',
      'equilibrio',
      'emocion',
      'ánimo',
      'animo',
      'triste',
      'autoestima',
      'calma',
      'paz interior',
      'meditar',
      'meditación',
      'meditacion',
      'autocuidado',
      'cuidarme',
      'motivaci',
      'bloque',
      'preocup',
      'miedo',
      'insegur',
      'soledad',
      'me siento',
      'sentirme',
      'felicidad',
      'feliz',
    ],
    timing: [
      'cuándo',
      'cuando',
      'hoy',
      'mañana',
      'manana',
      'esta semana',
      'este mes',
      'este año',
      'este ano',
      'el año que viene',
      'el ano que viene',
      'semana que viene',
      'mes que viene',
      'próximo',
      'proximo',
      'próxima',
      'proxima',
      'pronto',
      'ahora',
      'ahora mismo',
      'tránsito',
      'transito',
      'momento',
      'fecha',
      'época',
      'epoca',
      'periodo',
      'período',
      'temporada',
      'retrógrad',
      'retrograd',
      'revolución solar',
      'revolucion solar',
      'futuro',
      'predicci',
      'estos días',
      'estos dias',
      'calendario',
    ],
    numerology: [
      'numerolog',
      'camino de vida',
      'número',
      'numero',
      'números',
      'numeros',
      'número de expresión',
      'numero de expresion',
      'número del alma',
      'numero del alma',
      'número de personalidad',
      'numero de personalidad',
      'número maestro',
      'numero maestro',
      'números maestros',
      'numeros maestros',
      'pitagóric',
      'pitagoric',
      'vibración',
      'vibracion',
      'año personal',
      'ano personal',
      'mi nombre',
      'cifra',
    ],
    meta: [
      'quién eres',
      'quien eres',
      'qué eres',
      'que eres',
      'eres una ia',
      'eres un bot',
      'eres real',
      'eres humana',
      'eres una persona',
      'inteligencia artificial',
      'ia',
      'chatbot',
      'robot',
      'chatgpt',
      'modelo de lenguaje',
      'cómo funcionas',
      'como funcionas',
      'cómo funciona',
      'como funciona',
      'cómo sabes',
      'como sabes',
      'de dónde sacas',
      'de donde sacas',
      'de dónde salen',
      'de donde salen',
      'tus fuentes',
      'tus respuestas',
      'fiable',
      'confiar en ti',
      'stella',
    ],
    greeting: [
      'hola',
      'holi',
      'holaa',
      'buenas',
      'buenos días',
      'buenos dias',
      'buen día',
      'buen dia',
      'buenas tardes',
      'buenas noches',
      'hey',
      'hello',
      'saludos',
      'qué tal',
      'que tal',
      'cómo estás',
      'como estas',
      'qué onda',
      'que onda',
      'encantad',
      'hola stella',
    ],
    offTopic: [
      'receta',
      'cocinar',
      'código',
      'codigo',
      'programar',
      'programación',
      'programacion',
      'python',
      'javascript',
      'deberes',
      'tarea escolar',
      'mi tarea de',
      'matemátic',
      'matematic',
      'ecuación',
      'ecuacion',
      'fútbol',
      'futbol',
      'resultado del partido',
      'partido de',
      'qué tiempo hará',
      'que tiempo hara',
      'pronóstico del tiempo',
      'pronostico del tiempo',
      'va a llover',
      'política',
      'politica',
      'elecciones',
      'noticias de actualidad',
      'película',
      'pelicula',
      'tradúceme',
      'traduceme',
      'traducción al',
      'traduccion al',
      'chiste',
      'capital de',
      'videojuego',
    ],
    aspect: [
      'aspecto',
      'aspectos',
      'aspectad',
      'ángulo',
      'angulo',
      'armónic',
      'armonic',
      'aspectos tensos',
      'aspectos armónicos',
      'aspectos armonicos',
      'tensión entre',
      'tension entre',
      'orbe',
      'relación entre',
      'relacion entre',
      'conexión entre',
      'conexion entre',
      'se relacionan',
      'se llevan',
      'interacción',
      'interaccion',
      'configuración',
      'configuracion',
    ],
    sensitive: {
      health: [
        'duele',
        'dolores',
        'me operan',
        'jaqueca',
        'salud',
        'enferm',
        'diagnóstic',
        'diagnostic',
        'síntoma',
        'sintoma',
        'médic',
        'medic',
        'hospital',
        'operarme',
        'operación de',
        'cirugía',
        'cirugia',
        'tumor',
        'quimio',
        'oncolog',
        'dolor',
        'tratamiento',
        'curar',
        'infección',
        'infeccion',
        'análisis de sangre',
        'analisis de sangre',
        'presión arterial',
        'presion arterial',
        'diabetes',
      ],
      death: [
        'muerte',
        'morir',
        'morirá',
        'morira',
        'muera',
        'muerto',
        'muerta',
        'fallec',
        'esperanza de vida',
        'cuánto voy a vivir',
        'cuanto voy a vivir',
        'me queda de vida',
        'luto',
        'duelo',
        'funeral',
        'entierro',
        'difunt',
        'viud',
      ],
      pregnancy: [
        'embaraz',
        'bebé',
        'tener hijos',
        'tener un hijo',
        'tener una hija',
        'quedarme en estado',
        'fertilidad',
        'fértil',
        'fertil',
        'concebir',
        'maternidad',
        'paternidad',
        'ser madre',
        'ser padre',
        'gestación',
        'gestacion',
        'parto',
        'aborto',
        'in vitro',
        'ovulaci',
      ],
      money: [
        'dinero',
        'invertir',
        'inversi',
        'bolsa de valores',
        'acciones de',
        'cripto',
        'bitcoin',
        'lotería',
        'loteria',
        'apuesta',
        'apostar',
        'deuda',
        'préstamo',
        'prestamo',
        'hipoteca',
        'ahorro',
        'finanzas',
        'financier',
        'ganancia',
        'hacerme rico',
        'hacerme rica',
        'riqueza',
        'quiebra',
        'herencia',
      ],
      legal: [
        'juicio',
        'demanda',
        'demandar',
        'abogad',
        'tribunal',
        'juzgado',
        'juez',
        'jueza',
        'pleito',
        'denuncia',
        'custodia',
        'sentencia',
        'cárcel',
        'carcel',
        'prisión',
        'prision',
        'visado',
        'visa',
        'multa',
        'testamento',
        'legal',
        'demanda judicial',
      ],
    },
  },

  crisis: {
    triggers: [
      'suicid',
      'quitarme la vida',
      'quitarse la vida',
      'matarme',
      'me voy a matar',
      'me quiero matar',
      'quiero morir',
      'quiero morirme',
      'me quiero morir',
      'ganas de morir',
      'morirme',
      'no quiero vivir',
      'no quiero seguir viviendo',
      'sin ganas de vivir',
      'no tiene sentido vivir',
      'no vale la pena vivir',
      'acabar con mi vida',
      'acabar con todo',
      'terminar con mi vida',
      'terminar con todo',
      'ponerle fin a todo',
      'desaparecer para siempre',
      'quiero desaparecer',
      'mejor muerto',
      'mejor muerta',
      'estarían mejor sin mí',
      'estarian mejor sin mi',
      'hacerme daño',
      'hacerme dano',
      'autolesi',
      'cortarme',
      'me corto',
      'ahorcarme',
      'tirarme de',
      'tirarme por',
      'lanzarme al vacío',
      'lanzarme al vacio',
      'tomarme todas las pastillas',
      'sobredosis',
      'ya no aguanto más',
      'ya no aguanto mas',
      'ya no puedo más',
      'ya no puedo mas',
      'cansado de vivir',
      'cansada de vivir',
      'harto de vivir',
      'harta de vivir',
      'ya no quiero estar aquí',
      'ya no quiero estar aqui',
      'despedirme de todos',
    ],
    reply: [
      'Siento mucho que estés pasando por algo tan duro. Lo que sientes importa, y no tienes por qué cargar con ello en soledad.',
      'Por favor, habla ahora con alguien: una persona de confianza o una línea de ayuda. En España puedes llamar al 024, una línea gratuita que atiende las 24 horas. En México, llama a la Línea de la Vida, al 800 911 2000. En Estados Unidos, llama o escribe al 988, que también atiende en español. Si estás en otro país, en https://findahelpline.com encontrarás una línea gratuita cerca de ti.',
      'Si corres peligro ahora mismo, llama a emergencias: 112 en España y en toda la Unión Europea, 911 en México y en Estados Unidos.',
      'Aquí sigo si quieres contarme cómo estás.',
    ].join('\n\n'),
  },

  writing: {
    opener: {
      love: [
        'Vamos a mirar el amor a través de tu carta natal, con los datos concretos de tu nacimiento.',
        'Para hablar de tu vida afectiva, empiezo por las posiciones de tu carta que más dicen sobre cómo quieres y cómo te gusta que te quieran.',
        'Tu carta no dice con quién vas a compartir la vida, pero sí describe tu manera de vincularte. Veamos qué muestra.',
        'El amor se refleja en varias piezas de tu carta; estas son las que más pesan en tu caso.',
      ],
      career: [
        'Veamos qué dice tu carta sobre tu vocación y tu manera de trabajar.',
        'Para hablar de tu camino profesional, me fijo en las posiciones de tu carta que describen tus talentos y tu ambición.',
        'Tu carta no elige un empleo por ti, pero sí muestra dónde se enciende tu motivación. Vamos a verlo.',
        'En lo profesional, estas son las claves de tu carta que más merece la pena mirar.',
      ],
      wellbeing: [
        'Hablemos de cómo cuidarte, a partir de lo que tu carta muestra sobre tu energía y tus necesidades.',
        'Tu carta puede ayudarte a entender qué te recarga y qué te desgasta. Veamos qué dice.',
        'Para hablar de tu bienestar, me fijo en las partes de tu carta que describen tus ritmos y tus emociones.',
        'Cada carta tiene su propia manera de encontrar la calma, y estas son las pistas de la tuya.',
      ],
      timing: [
        'Para hablar de momentos, miro cómo se relaciona el cielo de estos días con tu carta natal.',
        'En astrología, el tiempo habla de climas y oportunidades, no de fechas escritas de antemano. Veamos qué se mueve para ti.',
        'Estas son las claves de tu carta que ayudan a entender el momento que estás viviendo.',
        'Veamos qué ritmos marca tu carta y cómo puedes aprovecharlos.',
      ],
      placement: [
        'Vamos a esa parte de tu carta con calma y con su posición exacta.',
        'Esto es lo que tu carta muestra sobre lo que preguntas, con sus datos precisos.',
        'Veamos dónde está exactamente y qué suele significar en tu caso.',
        'Buena pregunta. Empiezo por la posición tal como aparece en tu carta natal.',
      ],
      aspect: [
        'Los aspectos muestran cómo dialogan los planetas de tu carta. Veamos los que importan aquí.',
        'Para responderte, miro los ángulos que forman entre sí los planetas de tu carta.',
        'Algunas energías de tu carta se apoyan y otras se tensan; estas son las que importan para tu pregunta.',
        'Veamos qué conversaciones internas describen los aspectos de tu carta.',
      ],
      numerology: [
        'Pasemos a los números: la numerología parte de tu fecha de nacimiento y de tu nombre.',
        'Tus números cuentan su propia historia, complementaria a la de tu carta. Veamos cuáles son.',
        'En la numerología pitagórica, cada número tiene su propia vibración, y estos son los tuyos.',
        'Vamos a mirar tu perfil numerológico, calculado a partir de tus datos.',
      ],
      general: [
        'Veamos qué dice tu carta natal sobre esto.',
        'Tu carta tiene varias pistas sobre esta pregunta, y empiezo por las más claras.',
        'Esto es lo que encuentro en tu carta que puede ayudarte a reflexionar.',
        'Vamos paso a paso, a partir de las posiciones concretas de tu carta.',
      ],
    },
    closing: {
      love: [
        'Tu carta describe tendencias, no un guion: lo que hagas con ellas depende de ti. ¿Qué parte de esto reconoces en tus relaciones?',
        'Quizá te ayude preguntarte qué necesitas de verdad para sentirte a gusto con alguien, y si lo estás pidiendo.',
        'Un paso concreto: esta semana, di en voz alta algo que valoras de una persona que te importa.',
        '¿Quieres que miremos cómo se refleja esto en tu manera de comunicarte en pareja?',
      ],
      career: [
        'Piensa en qué momentos de tu trabajo sientes que el tiempo vuela: ahí suele haber una pista valiosa.',
        'Tu carta señala talentos, no un único camino posible. ¿Cuál de estos rasgos te gustaría usar más en tu trabajo?',
        'Un paso práctico: anota tres logros recientes y qué tenían en común.',
        '¿Quieres que veamos qué dice tu carta sobre tu manera de trabajar en equipo?',
      ],
      wellbeing: [
        'Escucha lo que te pide el cuerpo y date permiso para descansar sin culpa.',
        'Un pequeño ritual diario, aunque sea de diez minutos, puede marcar la diferencia. ¿Cuál te sentaría bien?',
        'La astrología acompaña, pero no sustituye el cuidado profesional: si algo te pesa, hablar con alguien ayuda.',
        '¿Qué suele recargarte de verdad? Quizá valga la pena reservarle un hueco esta semana.',
      ],
      timing: [
        'Los climas astrológicos favorecen ciertas cosas, pero las decisiones siguen siendo tuyas.',
        'Aprovecha los días más fluidos para avanzar y los más densos para revisar y ajustar.',
        '¿Hay alguna decisión concreta para la que quieras mirar el momento con más detalle?',
        'Apunta lo que vayas notando estos días: con el tiempo, verás tus propios ritmos con más claridad.',
      ],
      placement: [
        'Esta posición es una pieza de tu carta, y cobra todo su sentido junto al resto.',
        '¿Te reconoces en esta descripción? Tu experiencia es la mejor guía para interpretarla.',
        'Si quieres, podemos ver cómo dialoga esta posición con los demás planetas de tu carta.',
        'Observa en qué situaciones se nota más esta energía: ahí está su mejor aprendizaje.',
      ],
      aspect: [
        'Los aspectos tensos impulsan a crecer y los armónicos son recursos a mano: los dos suman.',
        '¿En qué situaciones sientes que estas dos energías tiran en direcciones distintas o se ayudan?',
        'Con práctica, la fricción entre dos partes de ti puede volverse una fuente de iniciativa.',
        'Si quieres, miramos otro aspecto de tu carta que complete esta imagen.',
      ],
      numerology: [
        'Los números describen tendencias, no límites. ¿Cuál de estos rasgos reconoces más en ti?',
        'Puedes combinar esta lectura de los números con tu carta natal para ver dónde coinciden.',
        '¿Quieres que miremos otro de tus números para completar el perfil?',
        'Fíjate en cómo se expresa este número en tus decisiones de cada día.',
      ],
      general: [
        'Tu carta describe tendencias, no destinos: tú decides qué hacer con ellas.',
        '¿Quieres que profundicemos en alguna de estas ideas?',
        'Tómate un momento para ver qué parte de esto resuena contigo.',
        'Si te surge otra pregunta sobre tu carta, aquí estoy.',
      ],
    },
    greeting: [
      '¡Hola! Soy Stella. Puedo ayudarte a entender tu carta natal: pregúntame por el amor, el trabajo, tu bienestar o cualquier planeta de tu carta.',
      '¡Hola! Qué bien verte por aquí. ¿Sobre qué te gustaría que miráramos tu carta hoy?',
      'Hola, soy Stella. Cuéntame qué te ronda la cabeza y lo miramos a la luz de tu carta natal.',
      '¡Buenas! Estoy lista para mirar tu carta contigo. ¿Te interesa el amor, la vocación, tus ritmos o tus números?',
    ],
    meta: [
      'Soy Stella, la astróloga virtual de esta app. Interpreto tu propia carta natal, calculada a partir de tu fecha, hora y lugar de nacimiento. Cada párrafo muestra las posiciones en las que se apoya, y si una afirmación contradice tu carta, se retira antes de llegarte. La astrología describe tendencias, no un destino fijo.',
      'Mis respuestas parten de tu carta natal, que se calcula con tus datos de nacimiento. Debajo de cada párrafo verás las posiciones concretas en las que se basa, y todo lo que no coincide con tu carta se descarta. Tómalo como una guía para reflexionar, no como una predicción.',
      'Funciono así: calculo tu carta con tus datos de nacimiento y escribo a partir de ella, citando en cada párrafo las posiciones que uso. Una verificación automática retira cualquier frase que tu carta contradiga. La astrología habla de tendencias y posibilidades; las decisiones son tuyas.',
    ],
    offTopic: [
      'Eso se me escapa: lo mío es tu carta natal. Si quieres, te cuento qué dice sobre tu vida amorosa, tu trabajo o tu momento actual.',
      'Me encantaría ayudarte, pero solo puedo hablar de astrología y de tu carta. ¿Te apetece que miremos tu vocación o tus relaciones?',
      'Ahí no soy de gran ayuda. Donde sí puedo aportar es en tu carta natal: tus talentos, tus ritmos, tus vínculos. ¿Por dónde empezamos?',
      'Esa pregunta queda fuera de lo que sé hacer. Pregúntame por cualquier planeta de tu carta, tus aspectos o tus números, y lo vemos juntos.',
    ],
    unknownTime:
      'Como no conocemos tu hora de nacimiento, no puedo calcular tu Ascendente ni las casas de tu carta; el resto (los planetas en sus signos y los aspectos entre ellos) sí se puede interpretar con precisión.',
    noChart:
      'Para responderte necesito tu carta natal. Créala en la página Carta natal con tu fecha, hora y lugar de nacimiento, y márcala como "Mi carta"; después podré interpretarla contigo.',
    caution: {
      health: [
        'La astrología puede describir tendencias, pero no diagnostica ni predice nada sobre tu salud. Ante cualquier síntoma o duda, consulta a un profesional de la salud.',
        'Tu carta puede hablar de tu energía y de tus hábitos, nunca de un diagnóstico. Si algo de tu cuerpo te preocupa, lo mejor es que lo vea un médico.',
        'Lo que leo en el cielo son tendencias, no un pronóstico médico; ante cualquier molestia, prueba o tratamiento, quien mejor puede orientarte es tu médico.',
        'La astrología puede ayudarte a entender tus ritmos, pero no sustituye una consulta médica. Si algo no va bien, pide cita con un profesional de la salud.',
      ],
      death: [
        'Tu carta no puede decir cuándo ni cómo termina una vida, y no voy a especular con ello. Si te inquieta este tema o estás atravesando una pérdida, hablar con alguien de confianza o con un profesional puede ayudarte.',
        'Nadie puede leer en las estrellas cuánto dura una vida, y yo no voy a intentarlo. Si ese miedo te pesa, compártelo con alguien cercano o con un profesional que sepa acompañarte.',
        'Una carta no guarda la fecha de ninguna muerte. Si detrás de tu pregunta hay un duelo o una preocupación, no tienes por qué cargar con ello a solas: un psicólogo o una persona de confianza pueden ayudarte.',
        'Sobre el final de una vida, la astrología no tiene nada que anunciar, y prefiero decírtelo con claridad. Si estás pasando por una pérdida o por un miedo así, hablarlo con alguien de confianza o con un terapeuta suele aliviar.',
      ],
      pregnancy: [
        'La astrología no puede confirmar ni predecir un embarazo ni la fertilidad. Para eso, lo indicado es hablar con tu médico o con un especialista.',
        'Ninguna carta puede prometer ni descartar un embarazo. Quien puede darte respuestas reales es tu médico o un especialista en fertilidad.',
        'Tu carta puede hablar de cómo vives la idea de formar una familia, pero no de si llegará un embarazo ni de cuándo. Para eso, lo mejor es consultar con un profesional sanitario.',
        'Si habrá un embarazo, y cuándo, es algo que solo la medicina puede valorar; tu médico o una consulta de fertilidad pueden orientarte de verdad.',
      ],
      money: [
        'Tu carta puede describir tu relación con el dinero, pero no predice ganancias ni pérdidas. Para decisiones económicas importantes, consulta a un asesor financiero.',
        'La astrología puede describir tu actitud ante el dinero, no lo que hará un mercado o un banco. Para decisiones reales, merece la pena hablar con un asesor financiero.',
        'Esto es una lectura de tus tendencias, no un consejo de inversión. Antes de pedir un préstamo, invertir o hacer una compra importante, contrasta la decisión con un profesional de las finanzas.',
        'Ningún tránsito garantiza una ganancia ni anuncia una pérdida; para tus números concretos, quien puede ayudarte es alguien que conozca tus cuentas, como un asesor financiero o un gestor.',
      ],
      legal: [
        'La astrología no puede anticipar el resultado de un asunto legal. Para eso, lo indicado es el consejo de un profesional del derecho.',
        'Ninguna carta decide un juicio. Para saber en qué punto estás legalmente, lo indicado es un abogado o un servicio de asesoría jurídica.',
        'El desenlace de un asunto legal no está escrito en el cielo; antes de dar cualquier paso, pide consejo a un abogado.',
        'Tu carta puede ayudarte a entender cómo vives un conflicto, no a prever cómo se resolverá. Para eso, lo mejor es contar con un abogado o con un servicio de orientación jurídica.',
      ],
    },

    placement: [placementYours, placementChart, placementBorn, placementMotion, placementThen],
    aspect: [aspectForms, aspectPair, aspectChart, aspectBetween],
    house: [houseIn, houseOccupied, houseCusp],
    // After a transit's full reading, so each names what it dates ("este aspecto", "el tránsito",
    // "el contacto", "esta influencia"). A past date follows "fue", "estuvo" or "ocurrió"; a date
    // ahead never does (core/coach/tense-check.ts). `past` is the latest pass, not the first.
    transitWhen: [
      {
        today: 'Este aspecto es exacto hoy.',
        past: (date) => `Este aspecto fue exacto el ${date}.`,
        next: (date) => `Este aspecto será exacto el ${date}.`,
        pastAndNext: (past, next) => `Este aspecto fue exacto el ${past} y volverá a serlo el ${next}.`,
      },
      {
        today: 'El tránsito alcanza hoy su punto exacto.',
        past: (date) => `El punto exacto del tránsito fue el ${date}, y desde entonces su efecto se va suavizando.`,
        next: (date) => `El tránsito alcanzará su punto exacto el ${date}.`,
        pastAndNext: (past, next) =>
          `El punto exacto del tránsito fue el ${past}, pero el planeta volverá a pasar por ese grado el ${next}.`,
      },
      {
        today: 'Hoy el contacto está en su punto álgido.',
        past: (date) => `El contacto estuvo en su punto álgido el ${date}.`,
        next: (date) => `El contacto llegará a su punto álgido el ${date}.`,
        pastAndNext: (past, next) => `El contacto estuvo en su punto álgido el ${past} y volverá a estarlo el ${next}.`,
      },
      {
        today: 'Esta influencia se nota hoy con toda su fuerza.',
        past: (date) => `Cuando más se notó esta influencia fue en torno al ${date}.`,
        next: (date) => `Esta influencia se notará con más fuerza en torno al ${date}.`,
        pastAndNext: (past, next) =>
          `Esta influencia fue más intensa en torno al ${past} y volverá a intensificarse hacia el ${next}.`,
      },
      {
        today: 'La fecha exacta de este tránsito es hoy mismo.',
        past: (date) => `La fecha exacta de este tránsito fue el ${date}.`,
        next: (date) => `La fecha exacta de este tránsito será el ${date}.`,
        pastAndNext: (past, next) => `La fecha exacta de este tránsito fue el ${past}, y tendrá otra el ${next}.`,
      },
    ],
    // One sentence each: the title, then a masculine noun ("un tránsito", "el contacto") that
    // "exacto" agrees with, never the aspect ("cuadratura"). A past date follows "fue" or "ocurrió",
    // a date ahead "será", "volverá", "llegará" or nothing (core/coach/tense-check.ts).
    transitDated: [
      {
        inOrb: (title) => `${title}.`,
        today: (title) => `${title}, un tránsito que es exacto hoy.`,
        past: (title, date) => `${title}, un tránsito que fue exacto el ${date}.`,
        next: (title, date) => `${title}, un tránsito que será exacto el ${date}.`,
        pastAndNext: (title, past, next) =>
          `${title}, un tránsito que fue exacto el ${past} y volverá a serlo el ${next}.`,
      },
      {
        inOrb: (title) => `${title}, un contacto de fondo que te acompaña estos días.`,
        today: (title) => `${title}, y justo hoy ese contacto se vuelve exacto.`,
        past: (title, date) => `${title}; el momento exacto de este contacto fue el ${date}.`,
        next: (title, date) => `${title}, y el contacto se hará exacto el ${date}.`,
        pastAndNext: (title, past, next) =>
          `${title}, un contacto cuyo último paso exacto fue el ${past}; el siguiente llegará el ${next}.`,
      },
      {
        inOrb: (title) => `En el cielo de estos días, ${inner(title)}.`,
        today: (title) => `Hoy es el día exacto de este tránsito: ${inner(title)}.`,
        past: (title, date) => `${title}: el tránsito fue exacto el ${date} y desde entonces se va suavizando.`,
        next: (title, date) => `${title}, un tránsito que va ganando fuerza hasta el ${date}, su día exacto.`,
        pastAndNext: (title, past, next) =>
          `${title}: el tránsito ya fue exacto el ${past} y lo será de nuevo el ${next}.`,
      },
      {
        inOrb: (title) => `${title}, una influencia que se mantiene activa estos días.`,
        today: (title) => `${title}, un contacto que hoy está en su punto exacto.`,
        past: (title, date) => `${title}, un contacto cuyo día exacto fue el ${date}.`,
        next: (title, date) => `${title}, con el día exacto marcado para el ${date}.`,
        pastAndNext: (title, past, next) =>
          `${title}, un tránsito de ida y vuelta: fue exacto el ${past} y volverá a serlo el ${next}.`,
      },
      {
        inOrb: (title) =>
          `${title}; este contacto no tiene un día exacto a la vista, pero su influencia se nota estos días.`,
        today: (title) => `Hoy llega a su punto culminante un tránsito de tu cielo: ${inner(title)}.`,
        past: (title, date) => `${title}; lo más intenso ocurrió el ${date}, cuando el contacto fue exacto.`,
        next: (title, date) => `${title}, y lo más intenso llegará el ${date}, cuando el contacto sea exacto.`,
        pastAndNext: (title, past, next) =>
          `${title}; lo más intenso ocurrió el ${past}, pero el planeta volverá a pasar por el punto exacto el ${next}.`,
      },
    ],
    // "Mercurio … en Sagitario" with a placing gap ("está estacionario en", "en"): the lexicon reads the station's sign as the planet's.
    // Only planets station (never the Sun or the Moon), all masculine: "estacionario", "retrógrado".
    // A past date follows "fue", "estuvo" or "ocurrió", which therefore come before it.
    station: [
      {
        today: (p) => {
          const turn = STATION[p.direction].today;
          return `Hoy ${the(p.body)} está estacionario en ${sign(p.sign)} ${and(turn)} ${turn}.`;
        },
        past: (p) => `La estación ${STATION[p.direction].noun} ${of(p.body)} en ${sign(p.sign)} fue el ${p.date}.`,
        next: (p) => `La estación ${STATION[p.direction].noun} ${of(p.body)} en ${sign(p.sign)} será el ${p.date}.`,
      },
      {
        today: (p) => `Hoy ${the(p.body)} cambia de sentido en ${sign(p.sign)} y ${STATION[p.direction].phase}.`,
        past: (p) =>
          `El cambio de sentido ${of(p.body)} en ${sign(p.sign)} ocurrió el ${p.date}, ${STATION[p.direction].phasePast}.`,
        next: (p) => `${cap(the(p.body))} ${STATION[p.direction].phaseAhead} en ${sign(p.sign)} el ${p.date}.`,
      },
      {
        today: (p) => `${cap(the(p.body))} se detiene hoy en ${sign(p.sign)} para ${STATION[p.direction].start}.`,
        past: (p) =>
          `${cap(the(p.body))} estuvo estacionario en ${sign(p.sign)} el ${p.date}, cuando ${STATION[p.direction].past}.`,
        next: (p) =>
          `${cap(the(p.body))} hará su estación en ${sign(p.sign)} el ${p.date} y, desde ahí, ${STATION[p.direction].ahead}.`,
      },
      {
        today: (p) => `Hoy es el día de la estación ${STATION[p.direction].noun} ${of(p.body)} en ${sign(p.sign)}.`,
        past: (p) => `Fue el ${p.date} cuando ${the(p.body)} ${STATION[p.direction].past} en ${sign(p.sign)}.`,
        next: (p) => `El ${p.date} llegará la estación ${STATION[p.direction].noun} ${of(p.body)} en ${sign(p.sign)}.`,
      },
    ],
    // "la Luna nueva", "la Luna llena" always together: a sentence never places the Moon itself in
    // a sign, which the verifier would read as a claim about the Moon.
    lunation: [
      {
        today: (p) => `Hoy es ${PHASE[p.phase]} en ${sign(p.sign)}.`,
        past: (p) => `La ${PHASE[p.phase]} en ${sign(p.sign)} fue el ${p.date}.`,
        next: (p) => `La ${PHASE[p.phase]} en ${sign(p.sign)} será el ${p.date}.`,
      },
      {
        today: (p) => `Hoy tiene lugar la ${PHASE[p.phase]} en ${sign(p.sign)}.`,
        past: (p) => `Ya pasó la ${PHASE[p.phase]} en ${sign(p.sign)}: fue el ${p.date}.`,
        next: (p) => `En el horizonte está la ${PHASE[p.phase]} en ${sign(p.sign)}, que llegará el ${p.date}.`,
      },
      {
        today: (p) => `Hoy hay ${PHASE[p.phase]} en ${sign(p.sign)}.`,
        past: (p) => `Fue el ${p.date} cuando hubo ${PHASE[p.phase]} en ${sign(p.sign)}.`,
        next: (p) => `Habrá ${PHASE[p.phase]} en ${sign(p.sign)} el ${p.date}.`,
      },
      {
        today: (p) => `La ${PHASE[p.phase]} en ${sign(p.sign)} llega hoy.`,
        past: (p) => `La ${PHASE[p.phase]} en ${sign(p.sign)} ocurrió el ${p.date}.`,
        next: (p) => `El ${p.date} se producirá la ${PHASE[p.phase]} en ${sign(p.sign)}.`,
      },
    ],
    // The subject is the event's degree, never a planet: the sentence houses no planet.
    eventHouse: [
      (h) => `Su grado se sitúa en tu casa ${h}.`,
      (h) => `En tu carta, le corresponde la casa ${h}.`,
      (h) => `Ese punto del zodiaco pertenece a tu casa ${h}.`,
      (h) => `Dentro de tu carta, su posición corresponde a la casa ${h}.`,
    ],
    eventTouches: [
      (points) => `Cae sobre ${yours(points)}.`,
      (points) => `Su grado coincide con la posición de ${yours(points)}.`,
      (points) => `Además, activa de lleno ${yours(points)}.`,
      (points) => `${cap(yours(points))} ${points.length > 1 ? 'reciben' : 'recibe'} su influencia de forma directa.`,
    ],
    chartRuler: ({ ruler, rising, sign: at, house: h }) =>
      `Con el Ascendente en ${sign(rising)}, tu ${rulerKind(ruler)} regente es ${the(ruler)}, que está en ${sign(at)}, en la casa ${h}.`,
    balance: ({ elements, modalities, element, modality }) =>
      `Si repartimos tus diez planetas por elementos, hay ${tally(elements.fire)} en fuego, ${tally(elements.earth)} en tierra, ${tally(
        elements.air,
      )} en aire y ${tally(elements.water)} en agua; por modalidades, ${tally(modalities.cardinal)} en signos cardinales, ${tally(
        modalities.fixed,
      )} en fijos y ${tally(modalities.mutable)} en mutables. Predomina ${ELEMENT[element].the}, y la modalidad más marcada es la ${
        MODALITY[modality].fem
      }.`,
    elementMeaning: {
      fire: 'Con el fuego en primer plano, sueles moverte por entusiasmo e iniciativa, y te sienta bien tener siempre una meta que te ilusione.',
      earth:
        'Con la tierra en primer plano, tiendes a confiar en lo concreto y en lo que se construye poco a poco, y tu constancia es uno de tus mayores recursos.',
      air: 'Con el aire en primer plano, vives a través de las ideas, las palabras y los vínculos, y necesitas conversación e intercambio para sentirte en tu elemento.',
      water:
        'Con el agua en primer plano, percibes el mundo sobre todo a través de las emociones, y tu intuición suele captar lo que otras personas no dicen.',
    },
    modalityMeaning: {
      cardinal:
        'La modalidad cardinal marcada indica que te resulta natural tomar la iniciativa y poner cosas en marcha, aunque sostenerlas en el tiempo puede pedirte más esfuerzo.',
      fixed:
        'La modalidad fija marcada habla de constancia y determinación: cuando te comprometes con algo, tiendes a llevarlo hasta el final, aunque los cambios bruscos te cuesten.',
      mutable:
        'La modalidad mutable marcada indica flexibilidad y capacidad de adaptación, con una mente abierta a los cambios, aunque a veces cueste elegir un solo rumbo.',
    },
    busiestHouse: ({ house: h, count: n, points }) =>
      n === 1
        ? `Un planeta destaca en tu casa ${h}, así que ${HOROSCOPE_ES.houseTopic[h] ?? 'sus asuntos'} ocupan un lugar especial en tu vida.`
        : `${cap(list(points.map((p) => (POINT[p].article ? `${POINT[p].article} ${POINT[p].name}` : POINT[p].name))))} se reúnen en tu casa ${h}, así que ${HOROSCOPE_ES.houseTopic[h] ?? 'sus asuntos'} ocupan un lugar central en tu vida.`,
    numerology: (kind, value) => `${NUMEROLOGY_NAME[kind].sentence} es el ${value}.`,
    numberMeaning: {
      1: 'El 1 es el número del comienzo, la independencia y la iniciativa. Habla de alguien que abre camino y aprende a confiar en su propio criterio.',
      2: 'El 2 es el número de la cooperación, la sensibilidad y la diplomacia. Sugiere un talento especial para escuchar, unir a las personas y encontrar el punto de equilibrio.',
      3: 'El 3 es el número de la expresión, la creatividad y la alegría de comunicar. Invita a compartir lo que imaginas con palabras, arte o humor.',
      4: 'El 4 es el número de la estructura, el trabajo constante y la estabilidad. Habla de alguien que construye sobre bases sólidas y valora el orden y la palabra dada.',
      5: 'El 5 es el número de la libertad, el cambio y la curiosidad. Pide movimiento, experiencias nuevas y margen para elegir el propio rumbo.',
      6: 'El 6 es el número del cuidado, la responsabilidad y la armonía. Suele señalar una vocación de servicio y un gran sentido del hogar y de la comunidad.',
      7: 'El 7 es el número de la introspección, el análisis y la búsqueda de sentido. Invita a estudiar, a profundizar y a confiar en la sabiduría que nace del silencio.',
      8: 'El 8 es el número de la ambición, la capacidad de gestión y la autoridad. Habla de cómo te relacionas con el poder y los recursos, y de tu talento para materializar metas.',
      9: 'El 9 es el número de la compasión, la generosidad y los cierres de ciclo. Tiende a mirar más allá de lo personal y a buscar algo que beneficie a los demás.',
      11: 'El 11 es un número maestro, el de la intuición y la inspiración. Trae una sensibilidad aguda y la capacidad de iluminar a otros, junto a la tarea de aprender a cuidarse de esa intensidad.',
      22: 'El 22 es un número maestro, el del gran constructor. Une visión e inteligencia práctica para convertir ideas amplias en obras concretas que perduran.',
      33: 'El 33 es un número maestro, el del maestro compasivo. Habla de servicio, de enseñar con el ejemplo y de sanar a través del amor y la responsabilidad.',
    },
    numerologyKind: {
      lifePath:
        'El camino de vida, que sale de tu fecha de nacimiento completa, describe el rumbo general de tu vida y las lecciones que tiendes a encontrar por el camino.',
      expression:
        'El número de expresión, calculado con todas las letras de tu nombre completo, describe tus talentos y la manera en que tiendes a ponerlos en juego.',
      soulUrge:
        'El número del alma, que sale de las vocales de tu nombre, habla de lo que deseas en el fondo y de lo que te motiva por dentro.',
      personality:
        'El número de personalidad, que sale de las consonantes de tu nombre, describe la impresión que sueles dar a primera vista.',
      birthDay:
        'El número del día de nacimiento refleja un talento concreto que traes contigo y que se nota en tu forma de actuar cada día.',
    },
    daily: {
      peakToday: [
        'Hoy un tránsito llega a su punto culminante en tu carta.',
        'Hoy un planeta en movimiento toca tu carta de forma exacta.',
        'Un contacto del cielo alcanza hoy su momento más intenso en tu carta.',
      ],
      peakTomorrow: [
        'Mañana un tránsito llega a su punto culminante en tu carta, así que hoy ya se va notando.',
        'Mañana un planeta en movimiento toca tu carta de forma exacta; hoy es la víspera.',
        'Un contacto del cielo alcanza mañana su momento más intenso en tu carta, y hoy empieza a sentirse.',
      ],
      background: [
        'Hoy no culmina nada en tu carta; lo que tiñe estas semanas es un tránsito más lento.',
        'El día no trae ningún contacto exacto propio, así que manda el fondo de estas semanas.',
        'Ningún tránsito llega hoy a su punto exacto; conviene mirar el clima más lento de estas semanas.',
      ],
      quiet: [
        'Hoy el cielo no toca de cerca tu carta: es un buen día para seguir tu propio ritmo.',
        'Hoy no hay tránsitos cercanos a tu carta, así que la jornada queda en tus manos.',
        'El cielo de hoy está tranquilo para ti; aprovecha para ordenar, descansar o avanzar en lo tuyo.',
      ],
    },
  },

  plan: PLAN,

  labels: {
    placement: (p) =>
      `${bare(p.point)} ${dm(p.degree, p.minute)} ${sign(p.sign)}${p.retrograde ? ' ℞' : ''}${p.house ? `, casa ${p.house}` : ''}`,
    aspect: (p) => `${bare(p.a)} ${ASPECT[p.type].name} ${bare(p.b)}, orbe ${p.orb}`,
    house: ({ house: h, sign: s }) => `Casa ${h}, cúspide en ${sign(s)}`,
    transit: ({ planet, type, point, date }) => `${bare(planet)} ${ASPECT[type].name} ${bare(point)} natal, ${date}`,
    event: (p) =>
      p.event === 'station'
        ? `Estación ${STATION[p.station.direction].noun} ${of(p.station.body)} en ${sign(p.station.sign)}, ${p.date}`
        : `${PHASE[p.lunation.phase]} en ${sign(p.lunation.sign)}, ${p.date}`,
    progression: ({ point, sign: s, degree, minute }) =>
      `${bare(point)} ${fem(point) ? 'progresada' : 'progresado'} ${dm(degree, minute)} ${sign(s)}`,
    numerology: (kind, value) => `${NUMEROLOGY_NAME[kind].label} ${value}`,
    balance: (e) =>
      `${ELEMENT.fire.label} ${e.fire}, ${ELEMENT.earth.label} ${e.earth}, ${ELEMENT.air.label} ${e.air}, ${ELEMENT.water.label} ${e.water}`,
  },

  examples: EXAMPLES,
};
