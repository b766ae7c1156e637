import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import { GRAMMAR_ES as g, bodyNoun, of, theTime } from '../i18n/grammar/es';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

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

/** "Marte en Capricornio, tu planeta regente": the ruler with its own sign. */
const rulerIn = (ruler: PlanetId, at: SignId) =>
  `${g.planet(ruler, 'the')} en ${g.sign(at)}, tu ${bodyNoun(ruler)} regente`;

/** Label words of an aspect to a body: "en trígono con". */
const ASPECT_WITH: Readonly<Record<AspectType, string>> = {
  conjunction: 'en conjunción con',
  sextile: 'en sextil con',
  square: 'en cuadratura con',
  trine: 'en trígono con',
  opposition: 'en oposición con',
};

export const HOROSCOPE_ES: HoroscopeTexts = {
  grammar: g,
  names: {
    planet: (id) => [g.planet(id)],
    sign: (id) => [g.sign(id)],
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
    5: 'las ganas de coquetear y de divertirte pasan a primer plano',
    6: 'los pequeños gestos de ayuda dicen más que las declaraciones',
    7: 'la pareja, o quien podría llegar a serlo, toma la iniciativa; conviene que cada uno ceda un poco',
    8: 'los sentimientos son profundos y la confianza importa más que el encanto',
    9: 'la atracción sigue a la curiosidad, quizá hacia alguien de otro lugar',
    10: 'tu vida pública y tu vida privada pueden tirar en direcciones distintas',
    11: 'la amistad es el terreno en el que crece el amor',
    12: 'lo que sientes quizá quede sin decir por ahora, y un rato de calma ayuda',
  },
  signRelation: {
    conjunction: 'recorre tu propio signo',
    sextile: 'forma sextil con tu signo',
    square: 'forma cuadratura con tu signo',
    trine: 'forma trígono con tu signo',
    opposition: 'se opone a tu signo',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `se une ${g.planet(ruler, 'to')} en ${g.sign(at)}, tu ${bodyNoun(ruler)} regente`,
    sextile: (ruler, at) => `forma un sextil con ${rulerIn(ruler, at)}`,
    square: (ruler, at) => `forma una cuadratura con ${rulerIn(ruler, at)}`,
    trine: (ruler, at) => `forma un trígono con ${rulerIn(ruler, at)}`,
    opposition: (ruler, at) => `se opone ${g.planet(ruler, 'to')} en ${g.sign(at)}, tu ${bodyNoun(ruler)} regente`,
  },
  effect: {
    sun: {
      easy: [
        'tu confianza tiene el viento a favor y es más probable que tu esfuerzo se note',
        'te resulta más fácil ser tú en público, y la gente tiende a creer en lo que dices',
        'un poco de fe en ti llega lejos, y hay quien está dispuesto a respaldarte',
      ],
      tense: [
        'tu voluntad puede chocar con la de otra persona, y la paciencia te sirve más que la fuerza',
        'el orgullo se resiente con facilidad, así que deja pasar un desaire pequeño',
        'quizá notes un tira y afloja entre lo que quieres y lo que se espera de ti',
      ],
      blend: [
        'los focos apuntan hacia ti y es un buen momento para mostrar lo que te propones',
        'estás más a la vista que de costumbre, así que procura que lo que muestras sea lo que quieres decir',
        'tu propósito se afina y ves con más claridad dónde poner tu esfuerzo',
      ],
    },
    mercury: {
      easy: [
        'las palabras salen con facilidad y las conversaciones tienden a ir por donde esperas',
        'la frase justa llega a tiempo, y un mensaje delicado cuesta menos de enviar',
        'piensas con claridad y rapidez, algo útil para redactar, ordenar ideas y elegir',
      ],
      tense: [
        'los malentendidos son más probables que de costumbre y conviene revisar los detalles dos veces',
        'una palabra descuidada llega más lejos de lo que pretendes, así que relee antes de enviar',
        'las señales confusas abundan, y una pregunta a tiempo evita una discusión',
      ],
      blend: [
        'tu mente va rápido y no se detiene, algo que favorece escribir, planificar y decidir',
        'los pensamientos se adelantan, así que anótalos antes de que se dispersen',
        'las conversaciones llenan las horas, y lo útil es lo que decides a partir de ellas',
      ],
    },
    venus: {
      easy: [
        'el cariño fluye con facilidad y la amabilidad suele encontrar respuesta',
        'tu simpatía se contagia y la gente te corresponde con gusto',
        'la buena compañía es fácil de encontrar y el placer te pide poco',
      ],
      tense: [
        'lo que tú quieres y lo que quieren los demás puede no coincidir al principio',
        'el deseo de paz puede salir caro, en el amor o en el dinero',
        'tus gustos y tus afectos pueden chocar con los de alguien cercano, y la paciencia ayuda',
      ],
      blend: [
        'tu encanto está a flor de piel y la gente responde a él',
        'te atrae lo agradable, y un pequeño capricho parece merecido',
        'el amor y la comodidad piden espacio, y una palabra amable tiene peso',
      ],
    },
    mars: {
      easy: [
        'la energía abunda y va bien dirigida, algo que favorece poner cosas en marcha',
        'el empuje está alto y una tarea difícil parece más pequeña',
        'el valor llega con facilidad, algo útil para lo que llevas tiempo aplazando',
      ],
      tense: [
        'la paciencia y los músculos pueden tensarse por igual, y conviene dosificar las fuerzas',
        'la irritación asoma enseguida, y un paseo corto ayuda más que una discusión',
        'quizá aprietes más de lo que el momento pide, así que guarda algo de fuerza',
      ],
      blend: [
        'el impulso es fuerte y necesita un objetivo claro para seguir siendo constructivo',
        'el calor sube deprisa y rinde mejor en el esfuerzo que contra las personas',
        'te nace actuar antes que nadie, así que elige bien hacia dónde va ese impulso',
      ],
    },
    jupiter: {
      easy: [
        'surgen oportunidades, y la generosidad, dada o recibida, tiende a volver',
        'la esperanza tiene fundamento, y un paso seguro puede llevar a otro',
        'la ayuda está más cerca de lo que crees si la pides con claridad',
      ],
      tense: [
        'es fácil prometer o gastar más de lo que pretendes',
        'el entusiasmo corre más que el plan, así que mide el tamaño de tus promesas',
        'el riesgo es el exceso de algo bueno, tanto en el esfuerzo como en los caprichos',
      ],
      blend: [
        'el optimismo crece y conviene apuntar alto sin dejar de tener los pies en la tierra',
        'el horizonte se amplía, y un plan más grande pide un primer paso realista',
        'la fe en ti crece, y el sentido común le pone medida',
      ],
    },
    saturn: {
      easy: [
        'el esfuerzo constante suele dar resultado y la estructura se vive más como un apoyo que como un límite',
        'la paciencia juega a tu favor, y un plan construido despacio se sostiene',
        'un compromiso serio te sienta bien, y el trabajo bien hecho habla por sí solo',
      ],
      tense: [
        'los deberes y los retrasos pueden pesarte, pero avanzar despacio también es avanzar',
        'los límites se notan más, y un plan realista vale más que uno valiente',
        'alguien con autoridad puede pedirte más, así que comprométete solo con lo que puedes cumplir',
      ],
      blend: [
        'la responsabilidad pasa a primer plano y los compromisos que asumas ahora tienden a durar',
        'el ánimo se vuelve sobrio, algo que encaja con terminar lo que empezaste',
        'el peso del deber es real, y llevarlo con dignidad suele ganarte el respeto ajeno',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        'viejas conversaciones vuelven de forma útil, aunque las respuestas pueden tardar y conviene confirmar los planes por escrito',
        'una segunda mirada a un plan antiguo descubre algo que vale la pena conservar',
        'releer rinde más que correr, y un contacto de antes puede echarte una mano',
      ],
      tense: [
        'los malentendidos y los retrasos son probables, y conviene aplazar las firmas y revisar cada detalle',
        'los mensajes pueden perderse, así que confirma dos veces horarios y lugares',
        'un malentendido del pasado puede resurgir y pedir que lo aclares',
      ],
      blend: [
        'tus pensamientos vuelven a los asuntos pendientes, algo mejor para revisar que para decidir',
        'vuelven ideas antiguas, mejor para ordenarlas que para anunciarlas',
        'la mente mira atrás, y tus notas de antes merecen otra lectura',
      ],
    },
    venus: {
      easy: [
        'viejos afectos pueden despertar con suavidad, y un gesto discreto vale más que uno grandioso',
        'un vínculo del pasado puede volver a templarse, despacio y con sinceridad',
        'lo que valoras merece repensarse antes de gastar en ello',
      ],
      tense: [
        'viejas heridas pueden reabrirse, y conviene no precipitarse en decisiones de amor o de dinero',
        'un desacuerdo amoroso del pasado puede volver, y la paciencia lo mantiene pequeño',
        'quizá lamentes una elección antigua, así que gasta y promete con cuidado',
      ],
      blend: [
        'los sentimientos se vuelven hacia dentro y piden comprenderse antes de expresarse',
        'el amor mira atrás, y un recuerdo antiguo puede teñir el ánimo',
        'el deseo está más callado y reflexivo, y conviene sentirlo antes que actuar por él',
      ],
    },
    mars: {
      easy: [
        'la energía vuelve poco a poco, y un esfuerzo moderado y constante rinde más que un gran empujón',
        'una tarea a medias es el mejor destino para la fuerza que tengas',
        'reparar y practicar encajan mejor con el momento que empezar algo nuevo',
      ],
      tense: [
        'la frustración crece con facilidad, la energía está baja y conviene bajar el ritmo y descansar',
        'una irritación antigua puede reavivarse, así que aléjate antes de responder',
        'el cuerpo pide menos, y forzar las cosas suele salir mal',
      ],
      blend: [
        'el impulso se vuelve hacia dentro y se aprovecha mejor en terminar y reparar que en empezar',
        'el esfuerzo vuelve sobre terreno conocido, y es ahí donde cuenta',
        'es fácil que te impacientes contigo, así que baja el listón y descansa',
      ],
    },
  },
  planetHouse: {
    sun: {
      1: 'tu propia iniciativa es lo que más se ve, y el trabajo que lleva tu firma puede contar más de lo habitual',
      2: 'tus ingresos, tus recursos y el valor de lo que sabes hacer piden una mirada atenta',
      3: 'las llamadas, los trayectos cortos y los mensajes claros hacen avanzar el trabajo más que las reuniones largas',
      4: 'lo que haces desde casa o por la familia reclama más atención que la oficina',
      5: 'los proyectos creativos y las tareas que disfrutas reciben la luz, y el juego puede resolver un problema',
      6: 'el avance se nota en las tareas diarias, las rutinas y el oficio de cada día',
      7: 'socios, clientes y acuerdos llevan el peso del trabajo, así que cooperar cuenta más que actuar por tu cuenta',
      8: 'el dinero compartido, las deudas y los recursos ajenos piden que los mires con claridad',
      9: 'estudios, viajes, publicaciones o un plan más amplio llevan tu ambición más allá de lo habitual',
      10: 'tu reputación y tu lugar en el trabajo están a la vista, y quienes están por encima prestan atención',
      11: 'compañeros, redes de contactos y metas a largo plazo te ayudan más que el esfuerzo en solitario',
      12: 'la labor discreta entre bastidores y atar cabos sueltos encajan mejor con el momento que los focos',
    },
    mercury: {
      1: 'piensas sobre la marcha, y defender tus ideas en voz alta te sale con más naturalidad',
      2: 'tus pensamientos giran en torno al dinero, los precios, los presupuestos y lo que vale de verdad una tarea',
      3: 'mensajes, llamadas y papeles se multiplican, y los detalles del día a día te llenan la cabeza',
      4: 'los planes para el hogar y la familia ocupan tu mente, y el trabajo puede seguirte hasta casa',
      5: 'las ideas llegan jugando, y una propuesta creativa o un tono más ligero pueden jugar a tu favor',
      6: 'listas, horarios y la letra pequeña del trabajo se llevan tu atención más aguda',
      7: 'hablar con socios o clientes pasa por delante de todo, y negociar es el verdadero trabajo',
      8: 'investigar, revisar contratos de dinero compartido y sostener conversaciones difíciles piden toda tu atención',
      9: 'tu pensamiento llega más lejos, hacia cursos, planes de viaje, publicaciones o una gran pregunta',
      10: 'lo que dices en el trabajo llega a quienes deciden, así que elige las palabras como si quedaran por escrito',
      11: 'las charlas con amigos, grupos y redes despiertan ideas útiles',
      12: 'el pensamiento se vuelve hacia dentro, y las notas que guardas para ti valen más que los anuncios',
    },
    venus: {
      1: 'los demás se acercan a ti con facilidad, y tu forma de presentarte se vuelve parte de cómo te quieren',
      2: 'el amor habla a través de lo que compartes y gastas, y un pequeño gusto puede decir más que un gran regalo',
      3: 'un mensaje, un paseo o una charla con alguien del barrio pueden transmitir más ternura que una gran cita',
      4: 'el afecto se reúne en casa, donde los lazos familiares y las comidas compartidas piden tu calidez',
      5: 'la seducción y el juego ganan terreno, y el placer se da y se recibe con más soltura',
      6: 'el cariño se nota en la ayuda cotidiana, y un gesto amable en el trabajo o en casa no pasa desapercibido',
      7: 'la pareja y los vínculos de tú a tú ocupan el centro, y encontrarse en un punto medio resulta más sencillo',
      8: 'la intimidad gana hondura, y conviene hablar con franqueza de lo que se comparte, del deseo al dinero',
      9: 'el amor mira más allá de lo conocido, hacia alguien de fuera o una charla que amplía tu mirada',
      10: 'la imagen que das en público tiñe el amor, y la calidez en el trabajo puede abrir puertas',
      11: 'amistad y amor se mezclan, y un grupo o un amigo pueden propiciar un encuentro grato',
      12: 'los sentimientos buscan la intimidad, y un gesto callado o un anhelo sin nombrar pesan más que cualquier exhibición',
    },
    mars: {
      1: 'tu energía se vuelca en tu propio cuerpo y en tus planes, y la impaciencia asoma enseguida',
      2: 'el esfuerzo se dirige a ganar y administrar el dinero, y el cuerpo responde bien al trabajo práctico',
      3: 'recados, mensajes y trayectos cortos se reparten tu energía, y caminar ayuda a despejar la cabeza',
      4: 'el hogar reclama tu fuerza, ya sea en arreglos, en limpieza o en asuntos familiares',
      5: 'tu energía pide deporte, baile, juego y trabajo creativo',
      6: 'las rutinas de trabajo y los hábitos de salud absorben tu energía, y el cuerpo nota cómo lo tratas',
      7: 'pareja y rivales se llevan tu energía, y el roce con los demás puede cansarte',
      8: 'la energía va hacia lo hondo, hacia la intimidad, las cargas compartidas o una batalla privada',
      9: 'el cuerpo busca espacio abierto, ya sea de viaje, al aire libre o aprendiendo algo que se haga en movimiento',
      10: 'la ambición se lleva buena parte de tu energía, y el cuerpo acusa el ritmo del trabajo',
      11: 'amigos, equipos y actividades en grupo atraen tu energía, y moverte en compañía ayuda',
      12: 'la energía se vuelve hacia dentro, y el sueño, la soledad y el movimiento suave importan más que de costumbre',
    },
    jupiter: {
      1: 'la confianza crece, y con ella el margen que te das para intentar algo más grande',
      2: 'los ingresos y los recursos pueden crecer, aunque la generosidad con el dinero pide límites',
      3: 'aprender, escribir y tratar con gente cercana abren más puertas de lo habitual',
      4: 'el crecimiento empieza en casa, donde el espacio, el apoyo familiar o una mudanza pueden dar forma a tus planes',
      5: 'te tientan las apuestas creativas y especulativas, y conviene acompañar el entusiasmo de sensatez',
      6: 'el trabajo se amplía, y una rutina mejor o un compañero servicial pueden aligerar la carga',
      7: 'un socio, un cliente o un asesor pueden ampliar lo que está a tu alcance',
      8: 'entran en juego recursos compartidos, inversiones o el apoyo de otros, con condiciones que conviene leer',
      9: 'los estudios, los viajes y las ideas grandes llevan tu ambición más lejos que cualquier otra cosa',
      10: 'el reconocimiento y un paso adelante son posibles allí donde ya has hecho el trabajo',
      11: 'amigos y redes traen oportunidades, y una meta a largo plazo parece más alcanzable',
      12: 'la ayuda puede llegar sin ruido, y lo que haces lejos de las miradas puede preparar un paso posterior',
    },
    saturn: {
      1: 'cargas con más responsabilidad sobre ti, y la disciplina es lo que los demás ven',
      2: 'los presupuestos se ajustan y enseñan, y gastar con cuidado construye lo que dura',
      3: 'la comunicación exige precisión, y el papeleo rutinario premia la paciencia',
      4: 'los deberes del hogar o la familia pesan sobre el tiempo de trabajo, y poner límites ayuda',
      5: 'el trabajo creativo pide disciplina, y el juego cede el paso al oficio',
      6: 'la carga de trabajo es pesada pero real, y una rutina constante ayuda a sostenerla',
      7: 'contratos y sociedades se ponen a prueba, y unas condiciones claras protegen a ambas partes',
      8: 'deudas, impuestos y dinero compartido piden que los pongas en orden',
      9: 'los estudios y los planes largos exigen disciplina, y los atajos al aprender cuestan tiempo',
      10: 'la autoridad y la ambición están en el punto de mira, y tu trabajo se juzga por sus méritos',
      11: 'los compromisos de grupo y las metas a largo plazo piden realismo sobre lo que puedes cargar',
      12: 'el trabajo entre bastidores y el descanso son deberes por igual, y terminar importa más que empezar',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: 'puedes dudar de la imagen que das, así que prepara lo que quieres decir antes de intervenir',
      2: 'facturas antiguas, devoluciones y errores de presupuesto vuelven para que los corrijas',
      3: 'los mensajes se extravían con más facilidad, así que confirma horarios y relee antes de enviar',
      4: 'los planes del hogar se revisan, y puede volver una vieja conversación familiar',
      5: 'un proyecto creativo del pasado pide que lo retomes antes de empezar nada nuevo',
      6: 'rutinas y herramientas necesitan revisión, y conviene ponerse al día con lo atrasado antes de abrir tareas nuevas',
      7: 'los acuerdos con socios o clientes vuelven a leerse antes de que nadie firme',
      8: 'los papeles sobre dinero compartido o deudas necesitan una segunda lectura cuidadosa',
      9: 'conviene confirmar dos veces viajes y cursos, y puede volver una idea antigua',
      10: 'las decisiones de trabajo se revisan, y ayuda dejar por escrito los puntos clave',
      11: 'reaparecen viejos contactos, y los planes de grupo pueden cambiar antes de asentarse',
      12: 'la mente da vueltas a lo que quedó sin cerrar, y conviene reflexionar antes que anunciar',
    },
    venus: {
      1: 'vuelven viejas preguntas sobre cómo te muestras en el amor, y una segunda mirada amable ayuda',
      2: 'vuelven a revisarse decisiones pasadas sobre dinero y caprichos, así que gasta con cuidado',
      3: 'un mensaje antiguo o una cara conocida del barrio pueden remover sentimientos que creías resueltos',
      4: 'los recuerdos de familia y los viejos lazos del hogar piden comprensión antes de que cambies nada',
      5: 'un antiguo amor o un placer de otro tiempo pueden llamar a tu puerta, y es más sensato mirar que lanzarse',
      6: 'pequeños roces del cuidado diario vuelven para repararse con paciencia y sin reproches',
      7: 'una relación revisa sus términos, y un viejo desacuerdo pide una conversación sincera y sin prisas',
      8: 'reaparecen cuestiones de confianza y de lo que se comparte, y es mejor hablarlas que decidirlas deprisa',
      9: 'un vínculo a distancia o una vieja creencia sobre el amor vuelven para que los mires de nuevo',
      10: 'resurgen elecciones pasadas sobre amor y reputación, y la discreción sirve más que la exhibición',
      11: 'una vieja amistad puede reaparecer y pedir que la valores de nuevo en lugar de reemplazarla',
      12: 'los sentimientos ocultos salen a la superficie, y la reflexión tranquila es más amable que la confesión',
    },
    mars: {
      1: 'el impulso se vuelve contra ti, y resurgen viejas frustraciones con tus propios planes',
      2: 'el esfuerzo se va en arreglar viejos asuntos de dinero, y el cuerpo prefiere la moderación',
      3: 'recados y trayectos se atascan con más facilidad, y los paseos cortos sirven más que las prisas',
      4: 'viejas tareas de la casa y tensiones familiares vuelven para tratarse despacio',
      5: 'puede volver una afición o un deporte de antes, mejor retomado con suavidad',
      6: 'las rutinas de salud necesitan revisión, y las molestias antiguas agradecen cuidado más que esfuerzo',
      7: 'viejas disputas con otras personas pueden reavivarse, y dar un paso atrás ahorra energía',
      8: 'afloran rabias guardadas o viejas cargas compartidas, que conviene trabajar más que combatir',
      9: 'los planes de viaje o de entrenamiento se retrasan, y la paciencia le ahorra esfuerzo al cuerpo',
      10: 'vuelven viejas batallas del trabajo, y dosificarte importa más que ganar',
      11: 'los esfuerzos en grupo se ralentizan, y quizá una vieja amistad necesite un arreglo',
      12: 'la energía se repliega, y el descanso, el sueño y la reflexión son lo que el cuerpo pide',
    },
  },
  flowing: {
    mercury: [
      'las palabras salen con facilidad',
      'las conversaciones tienden a ir por donde esperas',
      'la frase justa llega a tiempo',
      'piensas con claridad y rapidez',
      'te sale con más naturalidad',
      'despiertan ideas útiles',
    ],
    venus: [
      'el cariño fluye con facilidad',
      'la amabilidad suele encontrar respuesta',
      'tu simpatía se contagia',
      'la buena compañía es fácil de encontrar',
      'se acercan a ti con facilidad',
      'el placer se da y se recibe con más soltura',
      'encontrarse en un punto medio resulta más sencillo',
    ],
    mars: ['la energía abunda', 'el empuje está alto', 'el valor llega con facilidad'],
  },
  phaseNote: {
    new: 'un momento para los comienzos discretos y para fijar una intención',
    'waxing-crescent': 'un momento para dar los primeros pasos en lo que pusiste en marcha hace poco',
    'first-quarter': 'un momento para decidir y para superar el primer obstáculo',
    'waxing-gibbous': 'un momento para pulir y ajustar lo que ya está en marcha',
    full: 'un momento en que las cosas salen a la luz y las emociones llegan a su punto álgido',
    'waning-gibbous': 'un momento para compartir lo que has aprendido y para dar las gracias',
    'last-quarter': 'un momento para soltar lo que ya no encaja',
    'waning-crescent': 'un momento para descansar, hacer balance y despejar espacio antes del próximo ciclo',
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
  beginnings: ['da el primero'],
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
        'cuida algún pequeño ritual que compartas con alguien',
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
        'asume una tarea que demuestre de qué eres capaz',
        'pide la opinión de alguien con más experiencia',
        'ofrécete para el proyecto que te llama la atención',
        'haz en voz alta la pregunta que nadie se atreve a hacer',
        'propón una mejora concreta en algo que haces a diario',
        'retoma el contacto con alguien de tu sector',
        'da a conocer un logro reciente, sin falsa modestia',
        'empieza por la tarea que más te motiva',
      ],
      steady: [
        'quítate de encima las tareas pequeñas que te frenan',
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
        'lee todo dos veces antes de firmar',
        'no pierdas de vista tus notas, tus fechas ni la calma',
        'conténtate con avanzar en lugar de buscar la perfección',
        'guarda como borrador cualquier respuesta escrita en caliente',
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
        'levántate a estirarte cada cierto rato',
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

  sentences: {
    moon: [
      (p) => `La Luna está en ${g.sign(p.moon)}, tu casa ${p.house}, y dirige la atención hacia ${p.topic}.`,
      (p) => `Con la Luna de paso por ${g.sign(p.moon)}, tu casa ${p.house}, ${p.topic} piden tu atención.`,
      (p) => `La Luna de hoy en ${g.sign(p.moon)} ilumina tu casa ${p.house}: ${p.topic}.`,
      (p) =>
        `La Luna recorre ${g.sign(p.moon)}, la casa ${p.house} contando desde tu signo, donde ${p.topic} toman protagonismo.`,
      (p) =>
        `En lo emocional, todo apunta hacia ${p.topic}, mientras la Luna avanza por ${g.sign(p.moon)}, tu casa ${p.house}.`,
      (p) => `Tu casa ${p.house} acoge a la Luna en ${g.sign(p.moon)}, así que ${p.topic} tiñen el estado de ánimo.`,
      (p) => `Las emociones se concentran en ${p.topic}: la Luna está en ${g.sign(p.moon)}, tu casa ${p.house}.`,
      (p) => `Desde ${g.sign(p.moon)}, la Luna cruza tu casa ${p.house} y lleva a primer plano ${p.topic}.`,
    ],
    moonIngress: [
      (p) =>
        `A ${theTime(p.time)} la Luna entra en ${g.sign(p.to)}, tu casa ${p.house}, y el foco se desplaza hacia ${p.topic}.`,
      (p) =>
        `El tono cambia a ${theTime(p.time)}, cuando la Luna entra en ${g.sign(p.to)}, tu casa ${p.house}: ${p.topic} cobran fuerza.`,
      (p) =>
        `Atención a ${theTime(p.time)}: la Luna alcanza ${g.sign(p.to)}, tu casa ${p.house}, y pone el foco en ${p.topic}.`,
      (p) =>
        `Desde ${theTime(p.time)} la Luna está en ${g.sign(p.to)}, tu casa ${p.house}, donde ${p.topic} pasan a primer plano.`,
      (p) =>
        `La entrada de la Luna en ${g.sign(p.to)} a ${theTime(p.time)} abre tu casa ${p.house} y, con ella, ${p.topic}.`,
      (p) => `La Luna llega a ${g.sign(p.to)} a ${theTime(p.time)} y se instala en tu casa ${p.house}: ${p.topic}.`,
      (p) =>
        `A ${theTime(p.time)} la Luna pasa a ${g.sign(p.to)}, tu casa ${p.house}, y ${p.topic} se vuelven más sensibles.`,
      (p) =>
        `Cuando la Luna entra en ${g.sign(p.to)} a ${theTime(p.time)}, tu casa ${p.house} despierta y ${p.topic} reclaman su sitio.`,
    ],
    phase: [
      (p) => `Estamos en fase de ${PHASE[p.phase].name}, ${p.note}.`,
      (p) => `Bajo ${phase(p.phase)}, hoy es ${p.note}.`,
      (p) => `${g.capitalize(phase(p.phase))} marca el ritmo: ${p.note}.`,
      (p) => `En cuanto a los tiempos, ${phase(p.phase)} hace de este día ${p.note}.`,
      (p) => `La fase de esta noche es ${phase(p.phase)}, ${p.note}.`,
      (p) => `Ten presente ${phase(p.phase)}: es ${p.note}.`,
      (p) => `El ciclo lunar pasa por ${phase(p.phase)}, ${p.note}.`,
      (p) => `Con ${phase(p.phase)} marcando el paso, el día ofrece ${p.note}.`,
    ],
    phaseExact: [
      (p) => `${g.capitalize(phase(p.phase))} se produce a ${theTime(p.time)}, ${p.note}.`,
      (p) => `Hoy, a ${theTime(p.time)}, llega ${phase(p.phase)}: ${p.note}.`,
      (p) => `Apunta ${theTime(p.time)}: es la hora exacta ${of(phase(p.phase))}, ${p.note}.`,
      (p) => `A ${theTime(p.time)} de hoy se forma ${phase(p.phase)}, ${p.note}.`,
    ],
    aspect: [
      (p) => `${g.capitalize(g.planet(p.planet, 'the'))} en ${g.sign(p.planetSign)} ${p.relation}, y ${p.effect}.`,
      (p) => `Hoy ${g.planet(p.planet, 'the')}, en ${g.sign(p.planetSign)}, ${p.relation}; ${p.effect}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, ahora en ${g.sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Fíjate en ${g.planet(p.planet, 'the')} en ${g.sign(p.planetSign)}, que ${p.relation}: ${p.effect}.`,
      (p) => `Con ${g.planet(p.planet, 'the')} en ${g.sign(p.planetSign)}, que ${p.relation}, ${p.effect}.`,
      (p) => `Destaca ${g.planet(p.planet, 'the')} en ${g.sign(p.planetSign)}, que ${p.relation}; ${p.effect}.`,
      (p) =>
        `Atención a la posición ${g.planet(p.planet, 'of')} en ${g.sign(p.planetSign)}, que ${p.relation}: ${p.effect}.`,
      (p) => `Como ${g.planet(p.planet, 'the')} en ${g.sign(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    houseAspect: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, en tu casa ${p.house} (${g.sign(p.planetSign)}), ${p.relation}: ${p.clause}.`,
      (p) => `En ${g.sign(p.planetSign)}, tu casa ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} recorre tu casa ${p.house}, ${g.sign(p.planetSign)}, y ${p.relation}; ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} está en tu casa ${p.house}, en ${g.sign(p.planetSign)}, y ${p.relation}: ${p.clause}.`,
      (p) =>
        `Fíjate en ${g.planet(p.planet, 'the')}: desde tu casa ${p.house}, en ${g.sign(p.planetSign)}, ${p.relation}; ${p.clause}.`,
      (p) =>
        `Desde ${g.sign(p.planetSign)}, que es tu casa ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation}; ${p.clause}.`,
      (p) =>
        `Mientras ${g.planet(p.planet, 'the')} cruza tu casa ${p.house} (${g.sign(p.planetSign)}) y ${p.relation}, ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} pasa por tu casa ${p.house} y, desde ${g.sign(p.planetSign)}, ${p.relation}: ${p.clause}.`,
    ],
    house: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} está en ${g.sign(p.planetSign)}, tu casa ${p.house}: ${p.clause}.`,
      (p) => `Con ${g.planet(p.planet, 'the')} en ${g.sign(p.planetSign)}, tu casa ${p.house}, ${p.clause}.`,
      (p) => `Tu casa ${p.house} recibe ${g.planet(p.planet, 'to')} en ${g.sign(p.planetSign)}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} avanza por ${g.sign(p.planetSign)}, tu casa ${p.house}; ${p.clause}.`,
      (p) => `En ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} activa tu casa ${p.house}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} cruza tu casa ${p.house} en ${g.sign(p.planetSign)}; ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} en ${g.sign(p.planetSign)} cae en tu casa ${p.house}: ${p.clause}.`,
      (p) => `Como ${g.planet(p.planet, 'the')} está en ${g.sign(p.planetSign)}, tu casa ${p.house}, ${p.clause}.`,
    ],
    loveMoon: [
      (p) => `Con la Luna en ${g.sign(p.moon)}, tu casa ${p.house}, ${p.love}.`,
      (p) => `La Luna en ${g.sign(p.moon)} toca tu casa ${p.house}: ${p.love}.`,
      (p) => `En lo afectivo, la Luna en ${g.sign(p.moon)} (tu casa ${p.house}) sugiere que ${p.love}.`,
      (p) => `La Luna en ${g.sign(p.moon)} ocupa tu casa ${p.house}: ${p.love}.`,
      (p) => `Mientras la Luna cruza ${g.sign(p.moon)}, tu casa ${p.house}, ${p.love}.`,
      (p) => `Para el amor, mira tu casa ${p.house}: la Luna la cruza en ${g.sign(p.moon)}, así que ${p.love}.`,
      (p) => `La Luna en tu casa ${p.house}, ${g.sign(p.moon)}, da a entender que ${p.love}.`,
      (p) => `En lo romántico, la Luna en ${g.sign(p.moon)} actúa sobre tu casa ${p.house}, así que ${p.love}.`,
    ],
    ingress: [
      (p) =>
        `A ${theTime(p.time)} ${g.planet(p.planet, 'the')} entra en ${g.sign(p.sign)} y abre un nuevo capítulo para ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} pasa a ${g.sign(p.sign)} a ${theTime(p.time)}, y ${p.theme} adquieren un color nuevo.`,
      (p) =>
        `Llega un cambio a ${theTime(p.time)}: ${g.planet(p.planet, 'the')} entra en ${g.sign(p.sign)} y ${p.theme} cambian de tono.`,
      (p) =>
        `Desde ${theTime(p.time)}, ${g.planet(p.planet, 'the')} está en ${g.sign(p.sign)}, así que es probable que ${p.theme} se vivan de otra manera.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} se adentra en ${g.sign(p.sign)} a ${theTime(p.time)}: un nuevo comienzo para ${p.theme}.`,
      (p) =>
        `Anota ${theTime(p.time)}, cuando ${g.planet(p.planet, 'the')} entra en ${g.sign(p.sign)}: ${p.theme} empiezan a moverse en otra dirección.`,
      (p) =>
        `El día gira a ${theTime(p.time)}, cuando ${g.planet(p.planet, 'the')} llega a ${g.sign(p.sign)} y trae cambios para ${p.theme}.`,
      (p) =>
        `Cuando ${g.planet(p.planet, 'the')} entra en ${g.sign(p.sign)}, a ${theTime(p.time)}, ${p.theme} inician una nueva etapa.`,
    ],
    station: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${theTime(p.time)}, así que ${p.theme} ${p.direction === 'retrograde' ? 'piden revisión más que nuevos comienzos' : 'pueden volver a avanzar'}.`,
      (p) =>
        `A ${theTime(p.time)} ${g.planet(p.planet, 'the')} ${p.direction === 'retrograde' ? 'se vuelve retrógrado; ve despacio con' : 'recupera el movimiento directo; retoma'} ${p.theme}.`,
      (p) =>
        `Un punto de inflexión a ${theTime(p.time)}: ${g.planet(p.planet, 'the')} ${p.direction === 'retrograde' ? 'se vuelve retrógrado' : 'vuelve a estar directo'}, y ${p.theme} ${p.direction === 'retrograde' ? 'miran hacia dentro' : 'empiezan a desenredarse'}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} se vuelve ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${theTime(p.time)} tras una pausa, lo que ${p.direction === 'retrograde' ? 'frena' : 'libera'} ${p.theme}.`,
      (p) =>
        `Apunta la hora, ${theTime(p.time)}, cuando ${g.planet(p.planet, 'the')} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'}: ${p.theme} ${p.direction === 'retrograde' ? 'merecen una segunda mirada' : 'vuelven a tomar fuerza'}.`,
      (p) =>
        `Como ${g.planet(p.planet, 'the')} se estaciona ${p.direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${theTime(p.time)}, ${p.direction === 'retrograde' ? 'revisa' : 'retoma'} ${p.theme} con una mirada nueva.`,
      (p) =>
        `La estación ${p.direction === 'retrograde' ? 'retrógrada' : 'directa'} ${g.planet(p.planet, 'of')} a ${theTime(p.time)} ${p.direction === 'retrograde' ? `convierte ${p.theme} en un terreno para la reflexión` : `facilita pasar a la acción en ${p.theme}`}.`,
      (p) =>
        `Hay un giro a ${theTime(p.time)}, cuando ${g.planet(p.planet, 'the')} pasa a movimiento ${p.direction === 'retrograde' ? 'retrógrado y ralentiza' : 'directo y desbloquea'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} está retrógrado en ${g.sign(p.sign)}, así que conviene revisar ${p.theme} en lugar de precipitarse.`,
      (p) => `Con ${g.planet(p.planet, 'the')} retrógrado en ${g.sign(p.sign)}, vuelve a mirar con calma ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} sigue retrógrado en ${g.sign(p.sign)}; pueden volver viejas cuestiones sobre ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} retrógrado en ${g.sign(p.sign)} pide paciencia con ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, retrógrado en ${g.sign(p.sign)}, invita a volver sobre ${p.theme}.`,
      (p) =>
        `Como ${g.planet(p.planet, 'the')} está retrógrado en ${g.sign(p.sign)}, comprueba dos veces lo relacionado con ${p.theme}.`,
      (p) =>
        `La retrogradación ${g.planet(p.planet, 'of')} en ${g.sign(p.sign)} invita a cerrar lo pendiente en ${p.theme} antes de abrir frentes nuevos.`,
      (p) =>
        `Ten en cuenta que ${g.planet(p.planet, 'the')} está retrógrado en ${g.sign(p.sign)}: ${p.theme} piden más tiempo del previsto.`,
    ],
    closer: [
      (p) => `Un buen plan para hoy: ${p.advice}.`,
      (p) => `Si eliges una sola cosa, ${p.advice}.`,
      (p) => `${g.capitalize(p.advice)}; lo demás puede esperar.`,
      (p) => `Sin complicarte: ${p.advice}.`,
      (p) => `Para aprovechar las horas que vienen, ${p.advice}.`,
      (p) => `Si puedes, ${p.advice}.`,
      (p) => `Antes de que termine el día, ${p.advice}.`,
      (p) => `Si el día te lo permite, ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Luna en ${g.sign(moon)}, tu casa ${house}`,
    moonIngress: (to, time) => `La Luna entra en ${g.sign(to)} a ${theTime(time)}`,
    phase: (id, time) => (time ? `${g.capitalize(PHASE[id].name)} a ${theTime(time)}` : g.capitalize(PHASE[id].name)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_WITH[aspect]} ${g.planet(ruler, 'the')}, tu regente`
        : aspect === 'conjunction'
          ? `${g.capitalize(g.planet(p, 'the'))} en tu signo`
          : `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_WITH[aspect]} tu signo`,
    ingress: (p, to, time) => `${g.capitalize(g.planet(p, 'the'))} entra en ${g.sign(to)} a ${theTime(time)}`,
    station: (p, direction, time) =>
      `${g.capitalize(g.planet(p, 'the'))} se estaciona ${direction === 'retrograde' ? 'retrógrado' : 'directo'} a ${theTime(time)}`,
    retrograde: (p, at) => `${g.capitalize(g.planet(p, 'the'))} retrógrado en ${g.sign(at)}`,
  },
};
