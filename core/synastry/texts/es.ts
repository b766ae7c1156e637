/**
 * Las palabras de la sinastría avanzada en español (contrato: ./contract.ts), escritas en español
 * neutro internacional según docs/i18n/glossary-es.md: "la casa 7" (sustantivo + cifra), trígono,
 * cuadratura, orbe, Ascendente y Medio Cielo como en el coach (core/coach/texts/es/words.ts).
 *
 * Los nombres de las personas son datos: nunca se declinan ni se les pone artículo. En la prosa,
 * un punto de una persona lleva siempre artículo, porque el complemento "de Alex" lo delimita
 * ("la Roma de los césares"): "el Sol de Alex", "la Luna de Sam", "el Mercurio de Alex" y, con el
 * masculino del glosario (§3), "el Venus de Sam". Las etiquetas, como en los manuales de sinastría,
 * van sin artículo: "Venus de Alex en trígono con Marte de Sam". Las posiciones por signo se dicen
 * con "tener", que no lleva artículo salvo con las luminarias: "Alex tiene Venus en Aries y Sam, la
 * Luna en Leo". Ante un nombre que empieza por el sonido /i/ ("Inés", "Hilda") la conjunción es "e".
 *
 * Los marcos se repiten muchas veces en una lectura (una veintena de aspectos, siete tarjetas, cuatro
 * casas): cada uno tiene varios giros, elegidos de forma fija por los datos del contacto, para que
 * la lectura no suene en serie.
 *
 * Los significados hablan de los dos sin marcar el género de nadie: "una persona… la otra",
 * "cada cual", "ambas personas", "la relación", verbos recíprocos ("se animan"), y nunca "juntos" ni
 * adjetivos que concuerden con quien lee. Tampoco nombran planetas, signos, casas ni aspectos (ni
 * "se une", "opuestos", "conjuntos", que el verificador lee como aspectos): eso lo hacen solo los
 * marcos.
 */
import type { AspectType } from '../../astro/aspects';
import { GRAMMAR_ES as g, of } from '../../i18n/grammar/es';
import type { SignId } from '../../zodiac';
import { type CompositePoint, isAngle, type SynastryPoint } from '../contacts';
import type { ContactNames, SignRelation, SynastryTexts } from './contract';

/** Los ángulos, con las mismas palabras que el coach (core/coach/texts/es/words.ts); ambos masculinos. */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
};

/** El nombre solo, para etiquetas: "Sol", "Venus", "Ascendente". */
const bare = (p: SynastryPoint) => (isAngle(p) ? ANGLE[p] : g.planet(p));
/** Tras "tener": con artículo solo las luminarias y los ángulos ("tiene el Sol", "tiene Venus"). */
const the = (p: SynastryPoint) => (isAngle(p) ? `el ${ANGLE[p]}` : g.planet(p, 'the'));
/** Con artículo siempre, para un punto delimitado por "de": "el Sol", "la Luna", "el Mercurio", "el Venus". */
const theOf = (p: SynastryPoint) => {
  const form = the(p);
  return /^(el|la) /.test(form) ? form : `el ${form}`;
};
/** El punto de una persona, en prosa: "el Sol de Alex", "el Venus de Sam". */
const whose = (p: SynastryPoint, name: string) => `${theOf(p)} de ${name}`;
/** El punto de una persona, en una etiqueta: "Sol de Alex", "Venus de Sam". */
const tag = (p: SynastryPoint, name: string) => `${bare(p)} de ${name}`;

/** "y", o "e" ante el sonido /i/ ("Alex e Inés", "Sam e Hilda"; pero "y Hierro", "y Yolanda"). */
const and = (next: string) => (/^h?[iíIÍ](?![aeouáéóúAEOUÁÉÓÚ])/u.test(next.trim()) ? 'e' : 'y');

/** Un giro fijo entre `n`, elegido por los datos del contacto: el mismo contacto se dice siempre igual. */
const turn = (n: number, ...keys: readonly string[]) => {
  // FNV-1a: reparte los giros de forma pareja aunque las claves se parezcan.
  let h = 0x811c9dc5;
  for (const ch of keys.join('|')) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h % n;
};

/** Cada aspecto como sustantivo, con su artículo y la terminación que concuerda con él. */
const ASPECT_NOUN: Readonly<Record<AspectType, { a: 'un' | 'una'; noun: string; o: 'o' | 'a' }>> = {
  conjunction: { a: 'una', noun: 'conjunción', o: 'a' },
  opposition: { a: 'una', noun: 'oposición', o: 'a' },
  square: { a: 'una', noun: 'cuadratura', o: 'a' },
  trine: { a: 'un', noun: 'trígono', o: 'o' },
  sextile: { a: 'un', noun: 'sextil', o: 'o' },
};
/** El verbo de cada aspecto en una frase, siempre con "con" (glosario §5). */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'está en conjunción con',
  opposition: 'está en oposición con',
  square: 'forma una cuadratura con',
  trine: 'forma un trígono con',
  sextile: 'forma un sextil con',
};
/** El mismo verbo para un orbe de menos de un grado: "forma un trígono casi exacto con". */
const ASPECT_VERB_TIGHT: Readonly<Record<AspectType, string>> = {
  conjunction: 'está en conjunción casi exacta con',
  opposition: 'está en oposición casi exacta con',
  square: 'forma una cuadratura casi exacta con',
  trine: 'forma un trígono casi exacto con',
  sextile: 'forma un sextil casi exacto con',
};
/** El aspecto en una etiqueta: "Sol de Alex en trígono con Luna de Sam". */
const ASPECT_LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: 'en conjunción con',
  opposition: 'en oposición con',
  square: 'en cuadratura con',
  trine: 'en trígono con',
  sextile: 'en sextil con',
};
/** Cómo quedan dos signos distintos entre sí, tras "dos signos…" / en una etiqueta. */
const SIGN_PAIR: Readonly<Record<Exclude<SignRelation, 'conjunction' | 'none'>, string>> = {
  opposition: 'opuestos',
  square: 'en cuadratura',
  trine: 'en trígono',
  sextile: 'en sextil',
};

/** La misma relación como predicado, tras "por signo,": "forman un trígono". */
const SIGN_PAIR_VERB: Readonly<Record<Exclude<SignRelation, 'conjunction' | 'none' | 'opposition'>, string>> = {
  square: 'forman una cuadratura',
  trine: 'forman un trígono',
  sextile: 'forman un sextil',
};

/** Los puntos compuestos en una etiqueta; Venus, masculino (glosario §3). */
const COMPOSITE_LABEL: Readonly<Record<CompositePoint, string>> = {
  sun: 'Sol compuesto',
  moon: 'Luna compuesta',
  venus: 'Venus compuesto',
};

/** La frase de cada punto compuesto hasta el grado, cada una con su giro para que no suenen en serie. */
const COMPOSITE_FRAME: Readonly<Record<CompositePoint, string>> = {
  sun: 'El Sol compuesto, punto medio entre el Sol de una carta y el de la otra, está a',
  moon: 'La Luna compuesta, a medio camino entre las dos Lunas natales, cae a',
  venus: 'El Venus compuesto, que equidista de los dos Venus natales, se sitúa a',
};

/** Un orbe que se imprime como 0°00′: el aspecto es exacto al minuto. Uno de 0°xx′: casi exacto. */
const isExact = (orb: string) => /^0°\s*0{1,2}′?$/.test(orb.trim());
const isTight = (orb: string) => /^0°/.test(orb.trim());

function crossAspect(p: ContactNames & { type: AspectType; orb: string }): string {
  const a = whose(p.pa, p.a);
  const b = whose(p.pb, p.b);
  const { a: art, noun, o } = ASPECT_NOUN[p.type];
  if (isExact(p.orb)) return `${g.capitalize(a)} y ${b} forman ${art} ${noun} exact${o} al minuto.`;
  if (isTight(p.orb)) {
    switch (turn(3, p.pa, p.pb, p.orb)) {
      case 0:
        return `${g.capitalize(a)} ${ASPECT_VERB_TIGHT[p.type]} ${b}, a menos de un grado (${p.orb}).`;
      case 1:
        return `Entre ${a} y ${b} hay ${art} ${noun} casi exact${o}, de solo ${p.orb}.`;
      default:
        return `${g.capitalize(a)} y ${b} forman ${art} ${noun} casi exact${o}: apenas ${p.orb} de orbe.`;
    }
  }
  switch (turn(5, p.pa, p.pb, p.orb)) {
    case 0:
      return `${g.capitalize(a)} ${ASPECT_VERB[p.type]} ${b}, a ${p.orb} del aspecto exacto.`;
    case 1:
      return `Entre ${a} y ${b} hay ${art} ${noun} con ${p.orb} de orbe.`;
    case 2:
      return `${g.capitalize(a)} y ${b} están en ${noun}, con un orbe de ${p.orb}.`;
    case 3:
      return `Con ${p.orb} de orbe, ${a} ${ASPECT_VERB[p.type]} ${b}.`;
    default:
      // "recibe un trígono del Marte de Sam", el giro de los manuales; la conjunción se "hace".
      return p.type === 'conjunction'
        ? `${g.capitalize(a)} hace conjunción con ${b}, a ${p.orb} de la exactitud.`
        : `${g.capitalize(a)} recibe ${art} ${noun} ${of(b)}, a ${p.orb} de la exactitud.`;
  }
}

/** Las siete tarjetas de los pares clave, en su orden, alternan tres giros cuando no hay aspecto. */
const NO_ASPECT_TURN: Readonly<Record<string, number>> = {
  'sun-sun': 0,
  'moon-sun': 1,
  'moon-moon': 2,
  'mercury-mercury': 0,
  'venus-venus': 1,
  'mars-venus': 2,
  'mars-mars': 0,
};

function noAspect(p: ContactNames): string {
  const a = whose(p.pa, p.a);
  const b = whose(p.pb, p.b);
  const key = [p.pa, p.pb].sort().join('-');
  switch (NO_ASPECT_TURN[key] ?? turn(3, key)) {
    case 0:
      return `${g.capitalize(a)} y ${b} no forman ningún aspecto dentro de orbe.`;
    case 1:
      return `Entre ${a} y ${b} no hay ningún aspecto dentro de orbe.`;
    default:
      return `${g.capitalize(a)} y ${b} no llegan a formar aspecto: quedan fuera de orbe.`;
  }
}

function signRelation(p: ContactNames & { signA: SignId; signB: SignId; relation: SignRelation }): string {
  const same = p.pa === p.pb;
  const signA = g.sign(p.signA);
  const signB = g.sign(p.signB);
  const pick = turn(3, p.pa, p.pb, p.signA, p.signB);
  if (p.relation === 'conjunction') {
    // El mismo signo: "Alex y Sam tienen el Sol en Aries." / "Alex tiene el Sol en Aries, y Sam, la Luna en Aries también."
    if (same) return `${p.a} ${and(p.b)} ${p.b} tienen ${the(p.pa)} en ${signA}.`;
    // "también" al final, para que el verificador lea también el segundo punto junto a su signo.
    return pick === 0
      ? `${g.capitalize(whose(p.pa, p.a))} está en ${signA}, y ${whose(p.pb, p.b)}, en ${signB} también.`
      : `${p.a} tiene ${the(p.pa)} en ${signA}, ${and(p.b)} ${p.b}, ${the(p.pb)} en ${signB} también.`;
  }
  if (pick === 1) {
    // "El Sol de Alex está en Leo, y la Luna de Sam, en Escorpio: signos en cuadratura."
    const close =
      p.relation === 'none' ? 'entre ambos signos no hay aspecto clásico' : `signos ${SIGN_PAIR[p.relation]}`;
    return `${g.capitalize(whose(p.pa, p.a))} está en ${signA}, y ${whose(p.pb, p.b)}, en ${signB}: ${close}.`;
  }
  const second = same ? `${p.b}, en ${signB}` : `${p.b}, ${the(p.pb)} en ${signB}`;
  const close =
    p.relation === 'none'
      ? pick === 0
        ? 'entre esos dos signos no hay ningún aspecto clásico'
        : 'por signo, no forman ningún aspecto clásico'
      : pick === 0
        ? `dos signos ${SIGN_PAIR[p.relation]}`
        : p.relation === 'opposition'
          ? 'dos signos enfrentados'
          : `por signo, ${SIGN_PAIR_VERB[p.relation]}`;
  return `${p.a} tiene ${the(p.pa)} en ${signA} ${and(p.b)} ${second}: ${close}.`;
}

function signRelationLabel(p: ContactNames & { signA: SignId; signB: SignId; relation: SignRelation }): string {
  const how =
    p.relation === 'conjunction'
      ? 'mismo signo'
      : p.relation === 'none'
        ? 'sin aspecto'
        : `signos ${SIGN_PAIR[p.relation]}`;
  return `${tag(p.pa, p.a)} en ${g.sign(p.signA)}, ${tag(p.pb, p.b)} en ${g.sign(p.signB)} (${how})`;
}

/** La frase de cada casa: tres verbos que se turnan según la casa y el punto. */
const OVERLAY_VERB = ['cae en', 'ocupa', 'está en'] as const;

export const SYNASTRY_ES: SynastryTexts = {
  grammar: g,
  person: ['Persona 1', 'Persona 2'],
  rating: {
    exceptional: 'Afinidad excepcional',
    strong: 'Gran afinidad',
    good: 'Buena afinidad',
    mixed: 'Afinidad con altibajos',
    hard: 'Un vínculo exigente',
  },
  overall: {
    exceptional:
      'Pocas sinastrías muestran tanta afinidad: las dos cartas se responden en casi todos los planos, y lo que une pesa bastante más que lo que separa.',
    strong:
      'Entre estas dos cartas hay una afinidad fuerte: los puntos de encuentro son muchos, y las tensiones, las justas para mantener vivo el vínculo.',
    good: 'Las dos cartas se entienden bien en lo esencial: hay apoyos claros y algunas fricciones que, con atención, pueden convertirse en aprendizaje.',
    mixed:
      'Esta sinastría reparte encuentros y desencuentros en proporciones parecidas: hay terrenos de gran afinidad y otros que piden paciencia y diálogo.',
    hard: 'Las cartas muestran más fricción que facilidad: es una relación que pide trabajo y que puede enseñar mucho si ambas personas están dispuestas a implicarse.',
  },
  crossAspect,
  signRelation,
  contact: {
    'sun-sun': {
      blend:
        'Se reconocen enseguida, como si miraran la vida desde la misma ventana: metas parecidas, orgullo parecido. Turnarse el protagonismo impide que tanta afinidad acabe en competencia.',
      easy: 'Cada persona brilla a su manera sin hacerle sombra a la otra: los propósitos se apoyan y resulta natural celebrar los logros ajenos como si fueran propios.',
      tense:
        'Dos voluntades con rumbos distintos: lo que a una persona le entusiasma, a la otra puede parecerle un desvío. Negociar ese contraste, en lugar de ganarlo, ensancha el mundo de ambas.',
    },
    'sun-moon': {
      blend:
        'Pocos encuentros entre dos cartas son tan íntimos: lo que una persona es encaja con lo que la otra necesita, y la sensación de hogar suele llegar pronto.',
      easy: 'Voluntad y mundo emocional se entienden aquí sin traducción: hay apoyo mutuo, una convivencia que fluye y la sensación de formar un buen tándem.',
      tense:
        'Lo que una persona persigue no siempre deja sitio a lo que la otra necesita para estar bien, y surgen roces cotidianos. Nombrar esas necesidades sin reproche convierte el choque en conocimiento mutuo.',
    },
    'sun-mercury': {
      blend:
        'Mente e identidad van de la mano: lo que piensa una persona ayuda a la otra a entenderse mejor, y cada conversación tiene algo de descubrimiento compartido.',
      easy: 'Hablar resulta fácil y provechoso: la claridad de las ideas encuentra la convicción necesaria para llevarlas adelante. Idear proyectos en común suele ser un placer.',
      tense:
        'Una simple discrepancia de ideas puede vivirse como un cuestionamiento personal. Separar las opiniones del orgullo permite que los debates afinen el pensamiento en lugar de herir.',
    },
    'sun-venus': {
      blend:
        'Admiración y ternura desde el principio: una persona se siente apreciada tal como es, y el afecto se expresa con naturalidad, en gestos, en detalles y en gustos compartidos.',
      easy: 'El cariño circula con facilidad y cada persona hace que la otra se sienta valorada. Este lazo suaviza los días difíciles y embellece los buenos.',
      tense:
        'Hay afecto, pero habla idiomas distintos, y un gesto pensado con cariño puede pasar inadvertido o no gustar. Aprender el lenguaje afectivo ajeno ahorra pequeñas decepciones.',
    },
    'sun-mars': {
      blend:
        'Energía a raudales: las ganas de actuar se contagian y la atracción puede ser inmediata. Orientar esa fuerza hacia metas comunes impide que acabe en pelea.',
      easy: 'Se animan mutuamente a pasar a la acción: el propósito encuentra el empuje que necesita para cumplirse. Los retos, los viajes y las aventuras compartidas sacan lo mejor de este dinamismo.',
      tense:
        'Hay chispa y también pulso de voluntades: el arrojo de una persona puede sentirse como un desafío para la otra. Darle un cauce a esa energía evita discusiones por orgullo.',
    },
    'sun-ascendant': {
      blend:
        'Desde el primer encuentro hay reconocimiento: una persona pone en valor la manera en que la otra se presenta al mundo, y esta se siente vista. La afinidad suele notarse incluso desde fuera.',
      easy: 'La presencia de una persona da confianza a la otra, que a su vez la ayuda a expresarse. En público forman una pareja armoniosa, de esas que se entienden a simple vista.',
      tense:
        'La forma de mostrarse de una persona puede chocar con lo que la otra es en el fondo, y atraer tanto como incomodar. Hablarlo enseña a mirar más allá de la primera impresión.',
    },
    'moon-moon': {
      blend:
        'Sienten de un modo muy parecido: mismos ritmos, mismas maneras de buscar consuelo. La relación es un refugio natural; el reto llega cuando ambas personas flaquean a la vez.',
      easy: 'Las emociones circulan sin esfuerzo: cada persona intuye lo que le hace falta a la otra, y la vida doméstica encuentra un ritmo cómodo para ambas partes.',
      tense:
        'Las necesidades emocionales no van al mismo compás: una persona busca cercanía justo cuando la otra pide espacio. Decir lo que se necesita, sin esperar que se adivine, alivia mucho.',
    },
    'moon-mercury': {
      blend:
        'Gracias a una persona, la otra encuentra palabras para lo que siente, y le devuelve calidez a cambio. Las emociones se dicen aquí con una facilidad poco común.',
      easy: 'Las conversaciones tienen ternura: saben escucharse y decirse las cosas sin herir. Es una gran ayuda para resolver lo cotidiano y para contarse el día al caer la tarde.',
      tense:
        'La lógica puede sonar fría a quien escucha con el corazón, y un comentario ligero, doler más de lo previsto. Preguntar cómo ha sentado lo dicho ahorra malentendidos.',
    },
    'moon-venus': {
      blend:
        'Ternura en estado puro: una persona se siente cuidada y la otra, querida tal como sabe querer. Pocas combinaciones favorecen tanto un hogar cálido y acogedor.',
      easy: 'Cuidar y querer se dan la mano: gestos delicados, gusto por la comodidad compartida y una armonía que vuelve agradable la vida diaria.',
      tense:
        'La necesidad de sentirse a salvo y la forma de demostrar cariño no siempre encajan. Con paciencia, conocer esas dos maneras de querer vuelve el afecto más consciente.',
    },
    'moon-mars': {
      blend:
        'Emoción y deseo se encienden a la vez: hay pasión, instinto protector y reacciones rápidas. Cuidar el tono en los momentos de enfado mantiene el calor sin que llegue a quemar.',
      easy: 'Sentir y actuar van a la par: el ánimo que se ofrece vuelve en forma de calidez, y esta energía protectora se nota sobre todo en los momentos difíciles.',
      tense:
        'Una franqueza sin filtro hiere con facilidad la sensibilidad ajena, y el malestar se convierte deprisa en discusión. Darse unos minutos antes de responder cambia mucho la dinámica.',
    },
    'moon-ascendant': {
      blend:
        'La confianza llega casi desde el primer día: la presencia de una persona tranquiliza a la otra, y entre ambas surge un instinto natural de cuidado mutuo.',
      easy: 'Reina una familiaridad tranquila: estar en compañía resulta fácil, y el trato diario es amable, cálido y sin esfuerzo.',
      tense:
        'Las reacciones emocionales de una persona pueden desconcertar a la otra, que quizá se sienta juzgada por su manera de mostrarse. Explicar qué hay detrás de cada reacción deshace esas impresiones.',
    },
    'mercury-mercury': {
      blend:
        'Piensan de forma parecida y se entienden sin terminar las frases: comparten bromas, intereses y manera de razonar. Conviene que el desacuerdo sano también tenga su lugar.',
      easy: 'La conversación fluye con soltura: cada mente completa las ideas de la otra, y organizarse resulta ágil y hasta divertido.',
      tense:
        'Razonan por caminos distintos, y una misma frase puede entenderse de dos maneras. Escuchar hasta el final y repetir lo entendido evita discusiones que son, sobre todo, malentendidos.',
    },
    'mercury-venus': {
      blend:
        'Las palabras se vuelven caricias: mensajes, bromas cómplices, conversaciones amables y gusto compartido por el arte. Decirse cosas bonitas sale aquí de forma natural.',
      easy: 'Las charlas son gratas y diplomáticas: saben suavizar los temas delicados y disfrutan compartiendo libros, música o paseos. La amabilidad es su idioma común.',
      tense:
        'A una persona le puede parecer que la otra analiza demasiado los afectos; a la otra, que faltan palabras claras. Combinar sinceridad y tacto hace que el cariño se entienda.',
    },
    'mercury-mars': {
      blend:
        'Las ideas se convierten en acción enseguida: debates vivos, decisiones rápidas y mucha agilidad mental. El reto es que tanta viveza no termine en discusiones acaloradas.',
      easy: 'Ideas y acción se relevan con agilidad: lo que se piensa se pone en marcha enseguida, y así resuelven problemas y defienden aquello en lo que creen.',
      tense:
        'Las palabras pueden afilarse: respuestas rápidas, tono cortante y ganas de tener razón. Bajar el ritmo y elegir el momento de hablar convierte esa tensión en una franqueza útil.',
    },
    'mercury-ascendant': {
      blend:
        'Enseguida, una persona capta cómo es la otra y sabe ponerle palabras. La comunicación es fácil, y las conversaciones tienden a ocupar el centro del vínculo.',
      easy: 'El diálogo resulta natural: ideas y maneras de ser encajan, y es fácil compartir intereses, lecturas, amistades y proyectos.',
      tense:
        'Un comentario inocente de una persona puede sonarle a crítica a la otra, que siente juzgado su modo de ser. Hablar con curiosidad, sin etiquetas, abre paso a un intercambio estimulante.',
    },
    'venus-venus': {
      blend:
        'Gustos, valores y una manera parecida de querer: disfrutan de lo mismo y saben cómo agradarse. Es una base amable sobre la que construir la vida en común.',
      easy: 'Los gustos se complementan, el tiempo libre compartido da placer y una suavidad de fondo ayuda a superar los desacuerdos sin herir a nadie.',
      tense:
        'Quieren y disfrutan de maneras distintas, ya sea en gustos, en dinero o en muestras de afecto. Respetar esas diferencias, y probar a veces lo que le gusta a la otra persona, enriquece el vínculo.',
    },
    'venus-mars': {
      blend:
        'Atracción intensa y directa: el deseo de una persona encuentra en la otra una respuesta cálida y receptiva. La química es evidente y, para durar, pide también ternura.',
      easy: 'Deseo y afecto fluyen en la misma dirección: hay atracción natural, juego y complicidad física, y la pasión se vive más con calidez que con tensión.',
      tense:
        'Fuerte atracción, con algo de fricción: los ritmos del deseo y del afecto no siempre coinciden. Esa tensión alimenta la pasión si se habla sin rodeos de lo que pide el cuerpo y el corazón.',
    },
    'venus-ascendant': {
      blend:
        'Casi de inmediato, una persona encuentra atractiva a la otra, que se siente apreciada en su presencia. Hay encanto, mimo y un gusto evidente por estar en compañía.',
      easy: 'Agrado mutuo y trato amable: hay aprecio sincero por la manera de ser ajena, y esa armonía también la percibe el entorno.',
      tense:
        'La atracción existe, pero los gustos o las expectativas sobre cómo mostrarse chocan de vez en cuando. Apreciar el estilo ajeno, sin querer cambiarlo, devuelve la ternura.',
    },
    'mars-mars': {
      blend:
        'Se lanzan a la acción del mismo modo: mucha energía, deseo y ganas de hacer. Con una meta común, esa fuerza mueve montañas; sin ella, puede acabar en competencia.',
      easy: 'Los impulsos se coordinan bien: actuar a la par sale de forma natural, el deseo fluye y los conflictos se resuelven sin rencores largos.',
      tense:
        'Los modos de actuar chocan: ritmos, prioridades y temperamentos entran en competencia. Un deporte, un proyecto o un reto compartido da salida a ese ímpetu antes de que se convierta en pelea.',
    },
    'mars-ascendant': {
      blend:
        'Ganas de moverse, de hacer, de lanzarse: eso despierta una persona en la otra, y la atracción física suele ser clara. Conviene que ese empuje no se viva como presión sobre su forma de ser.',
      easy: 'El ánimo de una persona da valor a la otra, que se atreve a mostrarse con más confianza. Moverse, viajar o emprender algo en común aprovecha bien esta energía.',
      tense:
        'Hay empuje de sobra, y a veces se vive como una invasión: surgen choques por la forma de actuar. Pactar espacios y ritmos evita que la chispa se vuelva irritación.',
    },
    'ascendant-ascendant': {
      blend:
        'Se presentan ante el mundo de manera muy parecida y se reconocen al instante: comparten estilo, reflejos y una forma similar de empezar las cosas.',
      easy: 'Sus maneras de estar en el mundo se complementan con naturalidad: el trato resulta sencillo desde el principio y la convivencia encuentra pronto su tono.',
      tense:
        'Sus formas de presentarse contrastan, y al principio es fácil malinterpretarse. Con el tiempo, esa diferencia aporta perspectiva: cada persona ve en la otra lo que a ella le cuesta mostrar.',
    },
    'jupiter-sun': {
      blend:
        'El mundo de una persona se ensancha gracias a la otra, que la anima, cree en ella y le abre posibilidades. Crecen la generosidad y el optimismo, con el leve riesgo de inflar las expectativas.',
      easy: 'Crece la confianza mutua, y la generosidad encuentra un propósito al que servir. Viajes, estudios y proyectos compartidos tienden a prosperar.',
      tense:
        'El entusiasmo puede resultar excesivo para quien lo recibe, o prometer más de lo que luego se cumple. Poner límites realistas a los planes conserva la generosidad sin decepciones.',
    },
    'jupiter-moon': {
      blend:
        'Un abrazo generoso envuelve este vínculo: una persona hace que la otra se sienta acogida y a salvo, y las emociones se viven con optimismo y buen humor.',
      easy: 'El cuidado se da con generosidad y se acoge con gratitud. La relación invita a celebrar, a compartir mesa y a confiar en un futuro común.',
      tense:
        'La atención puede pecar de exceso o quedarse corta, según quién la mire, y eso genera pequeños desajustes. Poner en común cuánto se ofrece y cuánto se espera equilibra la balanza.',
    },
    'jupiter-mercury': {
      blend:
        'Cada charla abre horizontes: la mirada amplia y la atención al detalle se encuentran. Aprender, viajar e imaginar el futuro entusiasma, aunque a veces se hable más de lo que se concreta.',
      easy: 'Las ideas de una persona encuentran en la otra un público generoso que las amplía. Estudiar, enseñar o preparar viajes alimenta este intercambio tan estimulante.',
      tense:
        'Una persona mira el cuadro general y la otra se fija en los datos, así que chocan por exageraciones o por minucias. Combinar ambas miradas evita promesas vagas y discusiones pequeñas.',
    },
    'jupiter-venus': {
      blend:
        'Alegría y abundancia: el cariño se expresa a lo grande, con regalos, celebraciones y muestras de aprecio. Conviene no confundir la generosidad con el exceso.',
      easy: 'Buen humor, gusto por los placeres compartidos y una generosidad que hace que ambas personas se sientan queridas: aquí el afecto crece con facilidad.',
      tense:
        'Las ganas de disfrutar pueden derivar en excesos o en expectativas infladas sobre la relación. Cuidar el presupuesto común y hablar de lo que se espera mantiene la alegría sin desbordes.',
    },
    'jupiter-mars': {
      blend:
        'La energía de una persona se multiplica con la confianza de la otra: aventuras, desafíos y proyectos se emprenden con entusiasmo. Medir los riesgos previene los excesos.',
      easy: 'Hay valentía compartida: el empuje se alía con la perspectiva y la fe. Emprender, viajar o proponerse retos ambiciosos saca lo mejor de la relación.',
      tense:
        'Cuánto arriesgar y a qué velocidad: ahí suelen discrepar, con un ímpetu que se dispara fácilmente. Acordar límites claros convierte ese empuje en logros en lugar de impaciencia.',
    },
    'jupiter-ascendant': {
      blend:
        'Con una persona al lado, la otra se siente más libre y más capaz de ser como es. Ánimo, buen humor y optimismo llenan la vida social compartida.',
      easy: 'La compañía mutua resulta alentadora: hay apoyo, buen humor y la sensación de crecer al lado de alguien, sin exigencias.',
      tense:
        'Consejos de más o promesas que van más allá de lo esperado: una persona puede abrumar a la otra con su generosidad. Ajustar expectativas mantiene el gesto como un regalo y no como una presión.',
    },
    'saturn-sun': {
      blend:
        'Hay peso y duración en este lazo: una persona da estructura al propósito de la otra. Puede vivirse como apoyo o como límite; con respeto, se convierte en un compromiso sólido.',
      easy: 'Con paciencia y método, una persona ayuda a la otra a concretar sus metas, y la relación gana solidez con cada año que pasa.',
      tense:
        'Puede haber sensación de juicio y de freno por un lado, y de desorden o prisa por el otro. Reconocer el valor de la experiencia ajena convierte la crítica en apoyo.',
    },
    'saturn-moon': {
      blend:
        'Lealtad y seriedad en lo emocional: una persona ofrece estabilidad, aunque la otra a veces la note distante. Expresar el cariño de forma explícita suaviza esa seriedad.',
      easy: 'El vínculo da una seguridad emocional tranquila: una parte sostiene y la otra nutre. Favorece los compromisos duraderos y una vida doméstica ordenada.',
      tense:
        'Una persona puede sentir que sus emociones pesan o molestan; la otra, que se le pide más de lo que puede dar. La paciencia y las muestras concretas de afecto alivian esa fricción.',
    },
    'saturn-mercury': {
      blend:
        'Conversaciones serias y de fondo, en las que el método pone orden en las ideas. De ahí pueden salir planes sólidos, siempre que no se pierda la ligereza al hablar.',
      easy: 'Ideas y experiencia se combinan bien: el pensamiento gana orden, y los acuerdos, una vez alcanzados, suelen cumplirse.',
      tense:
        'Las correcciones pueden sonar a falta de escucha, y la espontaneidad, a hablar sin pensar. Reservar momentos tranquilos para conversar impide que las críticas bloqueen el diálogo.',
    },
    'saturn-venus': {
      blend:
        'El afecto se vuelve compromiso: lealtad, responsabilidad y una relación que se toma en serio. El reto es que tanta seriedad no apague la ternura ni el disfrute.',
      easy: 'El cariño madura sin prisas: hay estabilidad, dulzura y una lealtad tranquila, rasgos que suelen acompañar a las relaciones que perduran.',
      tense:
        'Que el afecto parezca racionado o que se pida demasiado: así pueden vivirlo, cada cual desde su lado. Con paciencia, esta fricción enseña a querer con madurez.',
    },
    'saturn-mars': {
      blend:
        'El impulso de una persona se encuentra con la disciplina de la otra: con esfuerzo constante pueden construir mucho, aunque a ratos la parte más impulsiva se sienta frenada.',
      easy: 'Empuje y método se complementan, y el esfuerzo rinde. Los proyectos exigentes y de largo aliento encuentran aquí buenas manos.',
      tense:
        'Iniciativa y prudencia chocan: el freno se vive como desconfianza, y el impulso, como imprudencia. Repartir tareas y respetar los ritmos de cada cual evita la frustración acumulada.',
    },
    'saturn-ascendant': {
      blend:
        'Seriedad y estructura: eso aporta una persona a la vida de la otra, que puede sentirlo como un apoyo sólido o como una vigilancia. Con el tiempo, suele nacer un vínculo de respeto.',
      easy: 'Estabilidad y consejo práctico se encuentran con frescura y ganas de empezar: la confianza se construye despacio y madura bien con los años.',
      tense:
        'La manera de mostrarse puede sentirse vigilada o corregida, y eso pesa en el trato. Valorar la experiencia que se ofrece, y pedirla con calidez, convierte el control en apoyo.',
    },
    'uranus-sun': {
      blend:
        'Chispas desde el primer momento: una persona despierta en la otra ganas de cambio y de libertad. Es un lazo estimulante e imprevisible, que necesita espacio para respirar.',
      easy: 'Junto a una persona, la otra se atreve a ser más auténtica, y la relación se renueva con ideas y experiencias nuevas sin perder su centro.',
      tense:
        'Independencia y estabilidad tiran en direcciones distintas, y la relación vive entre la emoción y el sobresalto. Acordar qué libertades se respetan evita los giros bruscos.',
    },
    'uranus-moon': {
      blend:
        'Las emociones se electrizan: una persona despierta en la otra sentimientos nuevos, sorprendentes y a veces inquietantes. Mantener rutinas de cuidado da estabilidad a tanta novedad.',
      easy: 'Sentir con libertad es posible aquí: entra aire fresco en la vida emocional, y la intimidad deja espacio para lo propio.',
      tense:
        'Los cambios de humor y de planes pueden inquietar a quien necesita seguridad. Avisar con tiempo y respetar los espacios propios hace que la novedad no se viva como amenaza.',
    },
    'uranus-venus': {
      blend:
        'Atracción eléctrica y poco convencional: el afecto aparece de golpe y se vive con libertad. Inventar una forma propia de estar en pareja ayuda a que la chispa dure.',
      easy: 'El amor respira libertad y creatividad: sorpresas, amistad dentro de la pareja y gusto por probar cosas nuevas sin perder el cariño.',
      tense:
        'Hay atracción, pero la sed de libertad de una persona choca con el deseo de estabilidad de la otra. Poner sobre la mesa las expectativas, sin miedo, previene las idas y venidas.',
    },
    'neptune-sun': {
      blend:
        'La idealización está servida: una persona ve en la otra una fuente de inspiración, y hay magia, sensibilidad y un lazo casi espiritual. Ver con claridad evita amar una imagen en lugar de una persona.',
      easy: 'Compasión e inspiración mutua: los sueños encuentran un rumbo para hacerse realidad, y el arte y la vida espiritual, un terreno fértil.',
      tense:
        'Pueden aparecer confusión o expectativas poco realistas: una persona idealiza y luego se desilusiona, o la otra no se siente vista. Hablar claro y apoyarse en hechos disipa la niebla.',
    },
    'neptune-moon': {
      blend:
        'Empatía profunda, casi telepática: lo que se siente de un lado se percibe del otro sin necesidad de palabras. Poner límites claros evita confundir los sentimientos propios con los ajenos.',
      easy: 'La sensibilidad fluye: compasión, intuición y un clima emocional suave, propicio para la música, el descanso y el cuidado mutuo.',
      tense:
        'Los estados de ánimo se contagian y se confunden, hasta el punto de cargar con emociones ajenas. La sinceridad cotidiana despeja los malentendidos.',
    },
    'neptune-venus': {
      blend:
        'Amor romántico e idealizado, con ternura, belleza y algo de cuento. Mantener los pies en la tierra permite que el encanto sobreviva a la vida diaria.',
      easy: 'Hay algo poético en esta forma de querer: compasión, dulzura y gusto compartido por el arte y la belleza. Inspira un cariño delicado y generoso.',
      tense:
        'Ver a la otra persona como se quisiera que fuese puede acabar en desilusión. Mirarse con realismo y sin reproches asienta el amor sobre hechos.',
    },
    'pluto-sun': {
      blend:
        'Un vínculo intenso y transformador: una persona remueve a la otra en lo más hondo. Hay magnetismo y también riesgo de luchas de poder, así que compartir el control es clave.',
      easy: 'Transformarse a fondo sin que nada se imponga: eso hace posible esta relación, junto con fuerza, lealtad y la capacidad de rehacerse ante la adversidad.',
      tense:
        'A veces asoma una pugna por el control: una persona siente que la otra quiere cambiarla. Nombrar esa dinámica y respetar la autonomía ajena hace de la intensidad un motor de crecimiento.',
    },
    'pluto-moon': {
      blend:
        'Emociones profundas, a veces abrumadoras: una persona toca las fibras más íntimas de la otra. El lazo puede sanar mucho si se cuida la confianza y se evita la posesividad.',
      easy: 'La intimidad emocional es honda y reparadora: hay lealtad, una comprensión que va más allá de las palabras y espacio para soltar viejas heridas.',
      tense:
        'Pueden asomar los celos o el miedo a perder el control de lo que se siente. Hablar con honestidad de las inseguridades transforma esa intensidad en una intimidad real.',
    },
    'pluto-venus': {
      blend:
        'Atracción magnética, casi obsesiva: el amor se vive con intensidad total. Puede transformar a ambas personas si se cuidan la confianza y la libertad de cada cual.',
      easy: 'Pasión, lealtad y una intimidad que se fortalece con el tiempo: el amor tiene aquí hondura y una notable capacidad de renovarse tras cada crisis.',
      tense:
        'La pasión puede mezclarse con celos, control o dependencia. Preservar espacios propios y confesar los miedos impide que la intensidad se vuelva posesión.',
    },
    'pluto-mars': {
      blend:
        'Energía y pasión extraordinarias: una persona multiplica la fuerza de la otra. Bien dirigida, esa potencia consigue cosas enormes; mal llevada, puede derivar en choques de voluntad.',
      easy: 'Una alianza potente y decidida: fuerza, resistencia y un deseo intenso. Los retos difíciles, afrontados en común, sacan lo mejor de esta energía.',
      tense:
        'La competencia y los pulsos de poder se encienden con facilidad. Canalizar esa intensidad hacia un objetivo común, o hacia el deseo, evita enfrentamientos que dejan huella.',
    },
  },
  noAspect,
  unaspected:
    'Al no haber aquí un lazo marcado, esta parte de la relación queda abierta: no llega hecha, sino que se construye con atención y con tiempo.',
  overlay: ({ owner, point, host, house }) =>
    `${g.capitalize(whose(point, owner))} ${OVERLAY_VERB[turn(3, point, String(house))]} la casa ${house} de ${host}.`,
  overlayMeaning: {
    1: 'Entra en lo más personal: el cuerpo, la imagen y la manera de presentarse de quien recibe esta influencia, que gana presencia y a menudo se anima a mostrarse de otra forma.',
    2: 'Pone en juego el dinero, los bienes y la autoestima: la relación puede cambiar lo que valora quien acoge esta presencia, su manera de ganar y de gastar, y cuánto se aprecia.',
    3: 'Anima las conversaciones y lo cotidiano: mensajes, recados, trayectos, el barrio. Con esta presencia cerca se habla más, se piensa en voz alta y se comparten los pequeños asuntos del día.',
    4: 'Llega al hogar y a la familia: la relación toca las raíces, los recuerdos y la sensación de tener un lugar propio, y puede despertar ganas de compartir techo.',
    5: 'Enciende el romance, el juego y la creatividad: hay coqueteo, diversión y gusto por el ocio compartido, y la relación tiene algo de fiesta.',
    6: 'Se instala en las rutinas, el trabajo diario y la salud: la relación se teje con tareas compartidas, hábitos y cuidados prácticos que van cambiando el día a día.',
    7: 'Activa la vida en pareja y los compromisos: en la otra persona se tiende a ver a alguien con quien asociarse, comprometerse o compartir el camino.',
    8: 'Ahonda en la intimidad, el deseo y los recursos compartidos: el vínculo gana intensidad, y pueden surgir asuntos de confianza, de dinero en común o de transformación personal.',
    9: 'Abre horizontes: los viajes, los estudios, las creencias y la búsqueda de sentido. El vínculo anima a aprender, a salir lejos y a replantearse la manera de ver el mundo.',
    10: 'Repercute en la carrera, la vocación y la imagen pública: puede impulsar ambiciones, influir en la reputación o acompañar de cerca las metas profesionales.',
    11: 'Se suma a las amistades, los grupos y los proyectos de futuro: la relación tiene mucho de amistad, comparte círculos y alimenta las esperanzas comunes.',
    12: 'Se adentra en la vida privada y oculta: lo que no se muestra, los sueños, los miedos. Puede crear una intimidad silenciosa o algo que cuesta poner en palabras.',
  },
  composite: ({ point, sign, degree }) => `${COMPOSITE_FRAME[point]} ${degree} de ${g.sign(sign)}.`,
  compositeSun: {
    aries:
      'Esta relación existe para atreverse: empezar cosas, tomar la iniciativa y darse valor mutuamente. Funciona mejor con un reto por delante y se apaga con la rutina.',
    taurus:
      'La razón de ser de este vínculo es construir algo estable y placentero: un hogar, un patrimonio, una vida a gusto. Crece despacio y se fortalece con la constancia y los placeres sencillos.',
    gemini:
      'La relación vive de la conversación y la curiosidad: aprender, moverse, conocer gente, intercambiar ideas. Mientras haya algo nuevo que contarse, el vínculo se mantiene despierto.',
    cancer:
      'Este vínculo está hecho para cuidar y crear un refugio: un hogar, una familia, un lugar seguro. Su fuerza está en la protección mutua y en la memoria compartida.',
    leo: 'La relación existe para brillar y celebrar: crear, jugar, mostrar con orgullo lo que comparten. Necesita calidez, reconocimiento mutuo y algo de teatro para sentirse viva.',
    virgo:
      'El sentido de esta relación es servir y mejorar: ayudarse en lo práctico, cuidar la salud, pulir la vida diaria. Se expresa en detalles concretos más que en grandes gestos.',
    libra:
      'Esta relación gira en torno a la armonía y el encuentro: la belleza, la justicia, la vida social y el arte de llegar a acuerdos. Florece cuando ambas partes se sienten en igualdad.',
    scorpio:
      'El vínculo existe para ir a fondo: intimidad, lealtad y transformación. No se conforma con la superficie, y de las crisis tiende a salir con más fuerza.',
    sagittarius:
      'La relación está hecha para crecer y explorar: viajar, aprender, compartir una filosofía de vida. Necesita horizonte, humor y libertad para no sentirse encerrada.',
    capricorn:
      'El propósito de esta relación es construir a largo plazo: metas comunes, estructura y compromiso. Madura con los años y se toma en serio lo que promete.',
    aquarius:
      'Este vínculo existe para la libertad y la amistad: ideas, causas compartidas, un círculo de gente afín. Funciona mejor cuando cada cual conserva su independencia.',
    pisces:
      'La relación tiene un propósito sensible y espiritual: compasión, arte, sueños compartidos. Se nutre de la empatía y necesita algo de realismo para no perderse en la ilusión.',
  },
  compositeMoon: {
    fire: 'El movimiento es lo que recarga esta relación: salir, reírse, emprender algo nuevo. La alegría compartida es su mejor consuelo cuando algo pesa.',
    earth:
      'Para sentirse a salvo, la relación necesita lo tangible: rutinas estables y la certeza de poder contar con la otra persona. La seguridad llega a través de los hechos.',
    air: 'Poner en palabras lo que se siente es lo que sostiene a esta relación, junto con cierta ligereza y espacio para respirar cuando hace falta.',
    water:
      'Lo que más reconforta a la relación es saberse comprendida sin tener que explicarse: intuición, ratos a solas y una cercanía que no necesita palabras.',
  },
  compositeVenus: {
    fire: 'El afecto se demuestra con pasión y espontaneidad: sorpresas, halagos y gestos atrevidos. Aquí el cariño se dice en voz alta y sin esperar a mañana.',
    earth:
      'El cariño se expresa con el cuerpo y con el tiempo: caricias, regalos útiles, comidas sin prisa. Es un amor tranquilo, sensual y fiel.',
    air: 'El afecto se muestra con ingenio y complicidad: humor, mensajes inesperados y gustos compartidos. Aquí gustar empieza por admirar la forma de pensar.',
    water:
      'El cariño se muestra con delicadeza y una atención casi intuitiva a lo que se siente: gestos tiernos, protección y una entrega profunda.',
  },
  guidance: {
    emotionalConnection: {
      easy: 'En lo emocional predomina la sintonía, y aun así conviene cuidarla: un rato fijo cada semana, sin pantallas, para contarse de verdad cómo está cada cual.',
      mixed:
        'Hay días de gran cercanía y otros de distancia. Ayuda acordar una señal sencilla para pedir espacio o compañía sin tener que justificarlo.',
      tense:
        'Las emociones chocan con facilidad, así que vale la pena pactar reglas sencillas: no discutir con hambre ni de madrugada, y retomar lo pendiente al día siguiente, con calma.',
      quiet:
        'Aquí la cercanía emocional se construye día a día: un ritual compartido, sea una comida, un paseo o una llamada, va creando poco a poco esa intimidad.',
    },
    communication: {
      easy: 'Ya que hablar cuesta poco, conviene llevar esa facilidad también a los temas difíciles: dinero, planes, límites. Una conversación al mes sobre el rumbo de la relación evita sorpresas.',
      mixed:
        'En unos temas el entendimiento es inmediato y en otros no. Detectar cuáles encienden malentendidos y tratarlos con más calma, o incluso por escrito, ayuda mucho.',
      tense:
        'Las palabras se malinterpretan con facilidad: ante la duda, conviene preguntar qué se ha querido decir. Lo importante, mejor cara a cara que por mensaje.',
      quiet:
        'El entendimiento con palabras se aprende con práctica: un momento tranquilo al día para contarse lo mejor y lo más difícil de la jornada crea el hábito.',
    },
    attraction: {
      easy: 'La atracción fluye con facilidad; para no darla por sentada, ayudan las citas de verdad, la improvisación de vez en cuando y el tiempo a solas sin obligaciones.',
      mixed:
        'El deseo va y viene. Hablar abiertamente de lo que apetece a cada cual, y de cuándo, evita que un mal momento se lea como falta de interés.',
      tense:
        'La química tiene fricción, y le sienta bien una salida física compartida, como bailar, caminar o viajar, además de hablar del deseo sin reproches.',
      quiet:
        'La atracción se cultiva con tiempo: planear citas sin prisas ni distracciones y explorar con curiosidad qué despierta el deseo de cada cual.',
    },
    commitment: {
      easy: 'El compromiso se sostiene con naturalidad; para no darlo por hecho, ayuda revisar cada año los planes comunes y celebrar lo que ya se ha construido.',
      mixed:
        'La estabilidad tiene puntos firmes y otros dudosos. Poner por escrito acuerdos prácticos sobre dinero, tareas y tiempos despeja lo que hoy genera inseguridad.',
      tense:
        'Comprometerse pide trabajo: repartir las responsabilidades de forma explícita y revisar los acuerdos cada pocos meses evita que una sola persona cargue con todo.',
      quiet:
        'El largo plazo aquí se decide, no se da. Fijar metas compartidas y concretas, como un viaje, un ahorro o un proyecto, y cumplirlas paso a paso construye esa base.',
    },
  },
  outlook: {
    exceptional:
      'A largo plazo, el vínculo cuenta con muchos apoyos: lo que fluye tiende a sostenerse y las dificultades encuentran recursos para resolverse, siempre que se siga cuidando.',
    strong:
      'Las perspectivas a largo plazo son buenas: hay una base sólida, y las tensiones, aunque existen, suelen manejarse con diálogo y constancia.',
    good: 'Con el tiempo, la relación puede consolidarse si se trabajan los puntos de fricción: hay apoyos suficientes para construir algo duradero.',
    mixed:
      'El largo plazo depende mucho de la voluntad de ambas personas: hay apoyos y también retos que, bien atendidos, se vuelven fuentes de crecimiento.',
    hard: 'Sostener este vínculo en el tiempo pide un esfuerzo consciente: las fricciones son notables, y el crecimiento llega cuando se abordan con paciencia y, si hace falta, con ayuda.',
  },
  advice: {
    emotionalConnection: {
      easy: 'La comprensión que hoy sale sola puede darse por hecha con el tiempo: las necesidades cambian en cada etapa de la vida, y vale la pena redescubrirlas una y otra vez.',
      tense:
        'Con los años, lo que más ayuda es conocer bien lo que hiere a cada cual y acordar cómo reparar después de una discusión: un gesto, una palabra, un abrazo.',
    },
    communication: {
      easy: 'Con el tiempo, la facilidad para hablar puede caer en lo rutinario: seguir haciéndose preguntas nuevas, compartir lecturas o debatir mantiene viva la curiosidad por la otra persona.',
      tense:
        'A largo plazo, conviene acordar una manera de discutir: turnos para hablar, pausas cuando sube el tono y el compromiso de no reabrir lo que ya está resuelto.',
    },
    attraction: {
      easy: 'Con los años, la química pide algo más que costumbre: cambiar de escenario, aprender algo nuevo en pareja o recuperar los rituales del principio mantiene viva la curiosidad mutua.',
      tense:
        'Con los años, esa fricción puede seguir alimentando la pasión si no se convierte en pelea: para eso ayuda saber cuándo parar una discusión y volver a buscarse después.',
    },
    commitment: {
      easy: 'Lo que da solidez a la relación fluye bien; para que esa estabilidad no se vuelva inercia, conviene dejar espacio a que cada persona siga creciendo a su manera.',
      tense:
        'Con los años, el compromiso se apoya menos en la facilidad que en la palabra dada: cumplir lo acordado, reconocer el esfuerzo ajeno y celebrar cada meta alcanzada lo fortalecen.',
    },
  },
  signsOnly:
    'Esta lectura parte solo de los signos: los grados exactos, los orbes, las casas y la carta compuesta necesitan las fechas de nacimiento de las dos personas y, para las casas, también la hora.',
  noTime: (name) =>
    `Sin la hora de nacimiento de ${name}, la lectura no sitúa ningún planeta en sus casas y deja fuera su ${ANGLE.ascendant} y su ${ANGLE.midheaven}.`,
  labels: {
    crossAspect: (p) => `${tag(p.pa, p.a)} ${ASPECT_LABEL[p.type]} ${tag(p.pb, p.b)} (${p.orb})`,
    signRelation: signRelationLabel,
    overlay: ({ owner, point, host, house }) => `${tag(point, owner)} en la casa ${house} de ${host}`,
    composite: ({ point, sign, degree }) => `${COMPOSITE_LABEL[point]} ${degree} ${g.sign(sign)}`,
  },
  compositeWord: /\bcompuest[oa]s?\b/,
};
