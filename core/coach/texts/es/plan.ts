/**
 * The Spanish words of a planned answer (CoachPlanTexts in core/coach/texts.ts): the parts of
 * life and spans of time a question names, the openers, readings, reasons and closings.
 */
import { GRAMMAR_ES as g, of, to } from '../../../i18n/grammar/es';
import type { LifeTopic } from '../../asking/types';
import type { CoachPlanTexts, CoachPoint } from '../../texts';
import { bare, fem, the } from './words';

/** "el regente", "la regente": the noun agrees with the point (only the Moon is feminine). */
const regent = (p: CoachPoint) => (fem(p) ? 'la regente' : 'el regente');

/**
 * Each part of life in general, with its article, as the reasons name it after `of` ("las casas
 * del amor", "Venus habla de la salud en cualquier carta"): the plan's `area` strings are the
 * reader's own ("tu vida amorosa"), which a sentence about every chart cannot take.
 */
const TOPIC: Readonly<Record<LifeTopic, string>> = {
  love: 'el amor',
  money: 'el dinero',
  work: 'el trabajo',
  home: 'el hogar',
  health: 'la salud',
  family: 'la familia',
  study: 'los estudios',
  move: 'los cambios de residencia',
  creativity: 'la creatividad',
  spirituality: 'la vida interior',
  self: 'la identidad',
};
/** A part of life after "de": "tu camino personal" reads as "quién eres" there ("las casas que hablan de quién eres"). */
const about = (area: string, topic: LifeTopic | null) => (topic === 'self' ? 'quién eres' : area);

/**
 * Which of the three correction wordings a point takes: the points a question most often gets
 * wrong together (the Sun, the Moon and the Ascendant; Venus and Mars) take different ones, so
 * that two corrections in one paragraph do not open alike.
 */
const TURN: Readonly<Record<CoachPoint, number>> = {
  sun: 0,
  moon: 1,
  ascendant: 2,
  mercury: 2,
  venus: 0,
  mars: 1,
  jupiter: 2,
  saturn: 0,
  uranus: 1,
  neptune: 2,
  pluto: 0,
  midheaven: 1,
};

/**
 * Every part of life starts with "tu" or "tus", so any preposition takes it as it is ("de tu
 * trabajo", "a tus finanzas": never "de el", "a el"), and no verb has to agree with it.
 * `when` is always an adverbial: "este mes", "en marzo", "el 14 de febrero", "mañana"; the
 * openers put it where any tense reads well ("En las últimas semanas, …", "… el que más pesa mañana").
 */
export const PLAN: CoachPlanTexts = {
  // The true place comes right after the point ("tu Luna está en Acuario"); the reader's sign or
  // house only after it, never next to the point ("no en Leo", "no en la 3"), so that the verifier
  // reads the true placement alone. "la 3" without "casa" is no house to it, and reads naturally
  // after "la casa 7". No wording says "first": a second correction may follow the first. The
  // true place is named again at the end ("desde Acuario", "la casa 7"), never "ese signo" or
  // "esa casa": right after the reader's own, those read as the wrong one.
  correction: {
    sign: ({ point, said, is }) => {
      const yours = `tu ${bare(point)}`;
      return [
        `Una pequeña corrección: ${yours} está en ${g.sign(is)}, no en ${g.sign(said)}, así que te respondo a partir de ${g.sign(is)}.`,
        `Conviene aclarar un detalle: en tu carta natal, ${yours} está en ${g.sign(is)} y no en ${g.sign(said)}, y desde ${g.sign(is)} interpreto tu pregunta.`,
        `Una precisión: según tu carta, ${yours} está en ${g.sign(is)}, no en ${g.sign(said)}; la respuesta que sigue parte de ${g.sign(is)}.`,
      ][TURN[point] % 3] as string;
    },
    // A house opens on its own words ("sobre las casas"), so that it never opens like a sign's
    // correction beside it, nor like the same point's sign.
    house: ({ point, said, is }) => {
      const yours = `tu ${bare(point)}`;
      return [
        `Un apunte sobre las casas: ${yours} ocupa la casa ${is}, no la ${said}, y es la ${is} la que tengo en cuenta.`,
        `En cuanto a la casa, un matiz: en tu carta natal, ${yours} está en la casa ${is} y no en la ${said}, y desde la ${is} interpreto tu pregunta.`,
        `Una aclaración sobre las casas: según tu carta, ${yours} está en la casa ${is}, no en la ${said}; la respuesta que sigue parte de la casa ${is}.`,
      ][TURN[point] % 3] as string;
    },
  },
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
  // "tu salud y tu energía" is two items already: "tu vida interior, tu salud y tu energía", never "… y … y …".
  areas: (a, b) => g.list([...a.split(' y '), ...b.split(' y ')]),
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
  // A question names a month without its year; the yearless form takes any.
  inMonth: (month) => `en ${g.monthName(month)}`,
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
          : `${g.capitalize(when)}, hay un elemento de tu cielo que pesa más que el resto.`,
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
          ? `${g.capitalize(when)}, no todo lo que se mueve en el cielo te afecta por igual, pero en lo que respecta a ${area} hay algo que sí cuenta.`
          : `${g.capitalize(when)}, no todo lo que se mueve en el cielo te afecta por igual, pero hay algo que sí cuenta.`,
      ({ area, when }) =>
        area
          ? `Para responderte sobre ${area}, me fijo sobre todo en un contacto: el que más pesa ${when}.`
          : `Para responderte, me fijo sobre todo en un contacto: el que más pesa ${when}.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, el cielo activa un punto de tu carta que tiene mucho que ver con ${area}.`
          : `${g.capitalize(when)}, el cielo activa un punto de tu carta que conviene conocer.`,
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
        `En tu carta, ${the(point)} rige una de las casas ${of(TOPIC[topic])}, así que todo lo que le afecta acaba notándose en ese terreno.`,
      ({ point, area, topic }) =>
        `${g.capitalize(the(point))} pesa aquí porque, en tu carta, es ${regent(point)} de una de las casas que hablan de ${about(area, topic)}.`,
      ({ point, topic }) =>
        `El hilo pasa por ${the(point)}: en tu carta gobierna una de las casas ${of(TOPIC[topic])}, y por eso tiene tanto que decir aquí.`,
    ],
    placed: [
      ({ point, area, topic }) =>
        `Tu ${bare(point)} está en una de las casas que hablan de ${about(area, topic)}, así que es en ese terreno donde más se nota.`,
      ({ point, topic }) =>
        `Naciste con ${the(point)} en una de las casas ${of(TOPIC[topic])}, y de ahí su peso en esta pregunta.`,
      ({ point, area }) =>
        // The line before it has most often placed the point "en tu carta": not said twice.
        `Esto toca de lleno ${area}: ${the(point)} ocupa una de las casas de ese ámbito.`,
    ],
    significator: [
      ({ point, topic }) =>
        `${g.capitalize(the(point))} habla ${of(TOPIC[topic])} en cualquier carta, y la tuya no es una excepción.`,
      ({ point, topic }) =>
        `En astrología, para hablar ${of(TOPIC[topic])} se mira sobre todo ${to(the(point))}, y eso es justo lo que está en juego aquí.`,
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
      `${when ? `${g.capitalize(when)}, nada en tu cielo` : 'Nada en tu carta'} apunta con claridad a ${area ?? 'lo que preguntas'}, así que prefiero no inventarme una respuesta.`,
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
