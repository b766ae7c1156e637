/**
 * The offline writer's Spanish sentences (CoachWriting in core/coach/texts.ts): openers and
 * closings, whole replies, cautions, and the templates that state placements, aspects, houses,
 * transits, stations and lunations, the chart ruler, the balance and numerology.
 */
import { GRAMMAR_ES as g, bodyNoun } from '../../../i18n/grammar/es';
import { HOROSCOPE_ES } from '../../../horoscope/es';
import type { Modality } from '../../../zodiac';
import type { AspectSlots, CoachPoint, CoachWriting, HouseSlots, PlacementSlots } from '../../texts';
import { ASPECT, bare, dm, ELEMENT, NUMEROLOGY_NAME, PHASE, STATION, the } from './words';

/** A modality as it agrees with "modalidad" (f). */
const MODALITY: Readonly<Record<Modality, string>> = {
  cardinal: 'cardinal',
  fixed: 'fija',
  mutable: 'mutable',
};

/** A count in a list of planets: "ninguno" for zero, digits otherwise. */
const tally = (n: number) => (n === 0 ? 'ninguno' : String(n));

/** "y", or "e" before a word that starts with the sound i ("familia e ideas", not "hielo"). */
const and = (next: string) => (/^h?[iíIÍ](?![aeoáéó])/u.test(next) ? 'e' : 'y');

/** A title inside a sentence: "el Sol forma…", not "El Sol forma…" (the planets' names keep their capital). */
const inner = (title: string) => title.replace(/^(El|La) /u, (m) => m.toLowerCase());
/** Natal points as an event falls on them: "tu Sol natal", "tu Sol y tu Luna natales". */
const yours = (points: readonly CoachPoint[]) =>
  `${g.list(points.map((p) => `tu ${bare(p)}`))} ${points.length > 1 ? 'natales' : 'natal'}`;

/** "Tu Venus retrógrado está en Libra, a 14°22′, en la casa 7." */
const placementYours = (p: PlacementSlots) =>
  `Tu ${bare(p.point)}${p.retrograde ? ' retrógrado' : ''} está en ${g.sign(p.sign)}, a ${dm(p.degree, p.minute)}${
    p.house ? `, en la casa ${p.house}` : ''
  }.`;
/** "En tu carta, Venus se encuentra a 14°22′ de Libra, en la casa 7, y está retrógrado." */
const placementChart = (p: PlacementSlots) =>
  `En tu carta, ${the(p.point)} se encuentra a ${dm(p.degree, p.minute)} de ${g.sign(p.sign)}${
    p.house ? `, en la casa ${p.house}` : ''
  }${p.retrograde ? `${p.house ? ',' : ''} y está retrógrado` : ''}.`;
/** "Naciste con Venus retrógrado en Libra (14°22′), en la casa 7." */
const placementBorn = (p: PlacementSlots) =>
  `Naciste con ${the(p.point)}${p.retrograde ? ' retrógrado' : ''} en ${g.sign(p.sign)} (${dm(p.degree, p.minute)})${
    p.house ? `, en la casa ${p.house}` : ''
  }.`;
/** "En movimiento retrógrado, Venus está a 14°22′ de Libra y ocupa tu casa 7." */
const placementMotion = (p: PlacementSlots) =>
  `${p.retrograde ? `En movimiento retrógrado, ${the(p.point)}` : g.capitalize(the(p.point))} está a ${dm(p.degree, p.minute)} de ${g.sign(
    p.sign,
  )}${p.house ? ` y ocupa tu casa ${p.house}` : ''}.`;
/** "Cuando naciste, Venus estaba en Libra, a 14°22′, dentro de tu casa 7, y se movía en sentido retrógrado." */
const placementThen = (p: PlacementSlots) =>
  `Cuando naciste, ${the(p.point)} estaba en ${g.sign(p.sign)}, a ${dm(p.degree, p.minute)}${
    p.house ? `, dentro de tu casa ${p.house}` : ''
  }${p.retrograde ? ', y se movía en sentido retrógrado' : ''}.`;

/** "Venus forma un trígono con Júpiter, con un orbe de 1°12′." */
const aspectForms = (p: AspectSlots) =>
  `${g.capitalize(the(p.a))} forma ${ASPECT[p.type].a} con ${the(p.b)}, con un orbe de ${p.orb}.`;
/** "Marte y Saturno están en cuadratura, a 2°05′ de la exactitud." */
const aspectPair = (p: AspectSlots) =>
  `${g.capitalize(the(p.a))} y ${the(p.b)} están en ${ASPECT[p.type].name}, a ${p.orb} de la exactitud.`;
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
    ? `En tu casa ${p.house}, que empieza en ${g.sign(p.sign)}, ${who.length > 1 ? 'están' : 'está'} ${g.list(who)}.`
    : `Tu casa ${p.house} empieza en ${g.sign(p.sign)} y no hay planetas en ella, así que su tono lo marcan ${g.sign(p.sign)} y el planeta que rige ese signo.`;
};
/** "Venus y Marte ocupan tu casa 7, cuya cúspide está en Libra." */
const houseOccupied = (p: HouseSlots) => {
  const who = occupants(p);
  return who.length
    ? `${g.capitalize(g.list(who))} ${who.length > 1 ? 'ocupan' : 'ocupa'} tu casa ${p.house}, cuya cúspide está en ${g.sign(p.sign)}.`
    : `Ningún planeta ocupa tu casa ${p.house}, cuya cúspide está en ${g.sign(p.sign)}; ese ámbito se entiende a través de ${g.sign(p.sign)} y de su regente.`;
};
/** "La cúspide de tu casa 7 cae en Libra, y ahí se encuentran Venus y Marte." */
const houseCusp = (p: HouseSlots) => {
  const who = occupants(p);
  return who.length
    ? `La cúspide de tu casa ${p.house} cae en ${g.sign(p.sign)}, y ahí ${who.length > 1 ? 'se encuentran' : 'se encuentra'} ${g.list(who)}.`
    : `La cúspide de tu casa ${p.house} cae en ${g.sign(p.sign)}, y esta casa está vacía: no es una carencia, sino un ámbito que se vive a través de ${g.sign(p.sign)}.`;
};

export const WRITING: CoachWriting = {
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
        return `Hoy ${the(p.body)} está estacionario en ${g.sign(p.sign)} ${and(turn)} ${turn}.`;
      },
      past: (p) =>
        `La estación ${STATION[p.direction].noun} ${g.planet(p.body, 'of')} en ${g.sign(p.sign)} fue el ${p.date}.`,
      next: (p) =>
        `La estación ${STATION[p.direction].noun} ${g.planet(p.body, 'of')} en ${g.sign(p.sign)} será el ${p.date}.`,
    },
    {
      today: (p) => `Hoy ${the(p.body)} cambia de sentido en ${g.sign(p.sign)} y ${STATION[p.direction].phase}.`,
      past: (p) =>
        `El cambio de sentido ${g.planet(p.body, 'of')} en ${g.sign(p.sign)} ocurrió el ${p.date}, ${STATION[p.direction].phasePast}.`,
      next: (p) => `${g.capitalize(the(p.body))} ${STATION[p.direction].phaseAhead} en ${g.sign(p.sign)} el ${p.date}.`,
    },
    {
      today: (p) =>
        `${g.capitalize(the(p.body))} se detiene hoy en ${g.sign(p.sign)} para ${STATION[p.direction].start}.`,
      past: (p) =>
        `${g.capitalize(the(p.body))} estuvo estacionario en ${g.sign(p.sign)} el ${p.date}, cuando ${STATION[p.direction].past}.`,
      next: (p) =>
        `${g.capitalize(the(p.body))} hará su estación en ${g.sign(p.sign)} el ${p.date} y, desde ahí, ${STATION[p.direction].ahead}.`,
    },
    {
      today: (p) =>
        `Hoy es el día de la estación ${STATION[p.direction].noun} ${g.planet(p.body, 'of')} en ${g.sign(p.sign)}.`,
      past: (p) => `Fue el ${p.date} cuando ${the(p.body)} ${STATION[p.direction].past} en ${g.sign(p.sign)}.`,
      next: (p) =>
        `El ${p.date} llegará la estación ${STATION[p.direction].noun} ${g.planet(p.body, 'of')} en ${g.sign(p.sign)}.`,
    },
  ],
  // "la Luna nueva", "la Luna llena" always together: a sentence never places the Moon itself in
  // a sign, which the verifier would read as a claim about the Moon.
  lunation: [
    {
      today: (p) => `Hoy es ${PHASE[p.phase]} en ${g.sign(p.sign)}.`,
      past: (p) => `La ${PHASE[p.phase]} en ${g.sign(p.sign)} fue el ${p.date}.`,
      next: (p) => `La ${PHASE[p.phase]} en ${g.sign(p.sign)} será el ${p.date}.`,
    },
    {
      today: (p) => `Hoy tiene lugar la ${PHASE[p.phase]} en ${g.sign(p.sign)}.`,
      past: (p) => `Ya pasó la ${PHASE[p.phase]} en ${g.sign(p.sign)}: fue el ${p.date}.`,
      next: (p) => `En el horizonte está la ${PHASE[p.phase]} en ${g.sign(p.sign)}, que llegará el ${p.date}.`,
    },
    {
      today: (p) => `Hoy hay ${PHASE[p.phase]} en ${g.sign(p.sign)}.`,
      past: (p) => `Fue el ${p.date} cuando hubo ${PHASE[p.phase]} en ${g.sign(p.sign)}.`,
      next: (p) => `Habrá ${PHASE[p.phase]} en ${g.sign(p.sign)} el ${p.date}.`,
    },
    {
      today: (p) => `La ${PHASE[p.phase]} en ${g.sign(p.sign)} llega hoy.`,
      past: (p) => `La ${PHASE[p.phase]} en ${g.sign(p.sign)} ocurrió el ${p.date}.`,
      next: (p) => `El ${p.date} se producirá la ${PHASE[p.phase]} en ${g.sign(p.sign)}.`,
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
    (points) =>
      `${g.capitalize(yours(points))} ${points.length > 1 ? 'reciben' : 'recibe'} su influencia de forma directa.`,
  ],
  chartRuler: ({ ruler, rising, sign: at, house: h }) =>
    `Con el Ascendente en ${g.sign(rising)}, tu ${bodyNoun(ruler)} regente es ${the(ruler)}, que está en ${g.sign(at)}, en la casa ${h}.`,
  balance: ({ elements, modalities, element, modality }) =>
    `Si repartimos tus diez planetas por elementos, hay ${tally(elements.fire)} en fuego, ${tally(elements.earth)} en tierra, ${tally(
      elements.air,
    )} en aire y ${tally(elements.water)} en agua; por modalidades, ${tally(modalities.cardinal)} en signos cardinales, ${tally(
      modalities.fixed,
    )} en fijos y ${tally(modalities.mutable)} en mutables. Predomina ${ELEMENT[element].the}, y la modalidad más marcada es la ${
      MODALITY[modality]
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
      : `${g.capitalize(g.list(points.map(the)))} se reúnen en tu casa ${h}, así que ${HOROSCOPE_ES.houseTopic[h] ?? 'sus asuntos'} ocupan un lugar central en tu vida.`,
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
};
