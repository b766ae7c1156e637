/**
 * The Spanish words of tarot (every field's contract: core/tarot/texts/contract.ts). Written in
 * neutral Spanish, not translated: the reader as tú, never gendered, and the names Spanish
 * Rider-Waite decks and books use (Arcanos Mayores; Bastos, Copas, Espadas, Oros; Sota,
 * Caballero, Reina, Rey). No card text names a card, a position or an orientation: only the
 * frames, through their slots, do. Many major names are everyday words (fuerza, justicia, mundo,
 * juicio, muerte, sol, luna), so the shared texts stay clear of them; only a scene or a
 * correspondence keeps what it cannot do without, in lower case where it is a thing drawn ("un
 * gran sol", "una torre alta") and capitalised as the Golden Dawn's planets ("regida por la Luna").
 *
 * The frames receive a card's `name` or `reversedName` and its theme. A card's name never follows
 * "de" or "a" (the verifier would not read "del Sol invertido" as the Sun reversed); a verb whose
 * subject is the card agrees with it ("los Enamorados muestran"); a theme is never the subject of
 * a conjugated verb, so that a plural theme fits as well, and "de"/"a" contract with its article.
 */
import type { TarotTexts } from './contract';

/** The article a minor card takes: feminine for the Page (Sota) and the Queen (Reina), masculine otherwise. */
const FEMININE_RANK = /^(Sota|Reina)\s/;

/**
 * A card's name inside a sentence: the deck's article in lower case ("la Torre", "los Enamorados"),
 * an article given to a minor card ("el Tres de Copas", "la Reina de Espadas"), reversed names
 * left as they are ("el Sol invertido").
 */
const inline = (card: string) => {
  if (/^(El|La|Los|Las)\s/.test(card)) return card.charAt(0).toLowerCase() + card.slice(1);
  if (/^(el|la|los|las)\s/.test(card)) return card;
  return `${FEMININE_RANK.test(card) ? 'la' : 'el'} ${card}`;
};

/** A card's name at the start of a sentence: "La Torre", "El Dos de Bastos invertido". */
const cap = (card: string) => {
  const name = inline(card);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The verb that agrees with the card as subject: singular, or plural for "los Enamorados". */
const agree = (card: string, one: string, many: string) => (/^l(os|as)\s/.test(inline(card)) ? many : one);

/** "de" before a theme, contracted with a masculine article: "del cambio", "de la calma". */
const de = (theme: string) => (theme.startsWith('el ') ? `del ${theme.slice(3)}` : `de ${theme}`);

/** "a" before a theme, contracted with a masculine article: "al cambio", "a la calma". */
const a = (theme: string) => (theme.startsWith('el ') ? `al ${theme.slice(3)}` : `a ${theme}`);

/** Counts of cards (feminine: "una carta", "dos cartas"), in words up to ten. */
const NUMBER = ['ninguna', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

/** A count in words, as a sentence says it ("tres"); figures past ten. */
const words = (n: number) => NUMBER[n] ?? String(n);

/** A count in words at the start of a sentence ("Tres"). */
const Words = (n: number) => {
  const word = words(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** "Tres de las cinco cartas", "Las tres cartas": the subject of a count. */
const someOf = (count: number, cards: number) =>
  count === cards ? `Las ${words(cards)} cartas` : `${Words(count)} de las ${words(cards)} cartas`;

/** The singular or the plural of a verb phrase, by count. */
const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const TAROT_ES: TarotTexts = {
  cards: {
    // Los Arcanos Mayores

    fool: {
      name: 'El Loco',
      reversedName: 'el Loco invertido',
      upright:
        'Un comienzo hecho con confianza: avanzas hacia lo desconocido con más curiosidad que plan, y esa misma apertura es el regalo. La espontaneidad, la inocencia y la libertad juegan a tu favor.',
      reversed:
        'El salto se frena por miedo o se da sin mirar: dudas al borde de algo nuevo, o una imprudencia que pasa por alto riesgos reales. Aquí la libertad pide un poco de cuidado.',
      description:
        'La carta del número cero, antes de la serie de los Arcanos Mayores y más allá de ella, asociada a Urano y al aire: la posibilidad pura, el yo antes de toda experiencia.',
      imagery:
        'Bajo un sol enorme, un caminante avanza hacia el borde de un precipicio con el hatillo al hombro, atado a un bastón, y una rosa blanca en la mano; un perrito salta a sus pies.',
      theme: { upright: 'un salto de fe', reversed: 'un salto frenado o precipitado' },
      advice: {
        upright: 'Da el primer paso aunque no tengas todas las respuestas y descubre con curiosidad adónde te lleva.',
        reversed: 'Asómate una vez, con calma, al borde antes de saltar; luego decide si te lanzas o esperas.',
      },
    },
    magician: {
      name: 'El Mago',
      reversedName: 'el Mago invertido',
      upright:
        'La habilidad se une a la voluntad: tienes las herramientas, el talento y la concentración para convertir una idea en algo real. Aquello en lo que pones tu empeño puede tomar forma con una acción deliberada.',
      reversed:
        'Talento disperso o mal usado: planes que no pasan de ideas, herramientas olvidadas sobre la mesa o ingenio convertido en manipulación. Comprueba si tú, o alguien cercano, promete más de lo que puede cumplir.',
      description:
        'Primera carta de los Arcanos Mayores, regida por Mercurio: la mente consciente y la mano hábil, que canalizan lo que está arriba hacia lo que se crea abajo.',
      imagery:
        'Una figura alza una vara al cielo y con la otra mano señala el suelo; sobre su cabeza flota el signo del infinito, y sobre la mesa hay una copa, una espada y un oro.',
      theme: { upright: 'el talento puesto en acción', reversed: 'un ingenio desperdiciado o torcido' },
      advice: {
        upright: 'Elige un solo objetivo, reúne lo que ya tienes y empieza hoy a hacerlo realidad.',
        reversed: 'Da a tus capacidades un uso honesto antes de prometer nada más.',
      },
    },
    'high-priestess': {
      name: 'La Sacerdotisa',
      reversedName: 'la Sacerdotisa invertida',
      upright:
        'Un saber silencioso: la respuesta ya está en ti, bajo el ruido de argumentos y opiniones. Confía en la intuición, en los sueños y en lo que no se dice, y deja que lo oculto se muestre a su tiempo.',
      reversed:
        'La intuición ignorada o acallada: quizá buscas en otros respuestas que solo tú puedes encontrar, o guardas secretos que te pesan. El silencio deja de ser sabio y empieza a asfixiar.',
      description:
        'Segunda carta de los Arcanos Mayores, regida por la Luna: la guardiana del umbral entre lo visible y lo invisible, custodia de un saber que solo llega en la quietud.',
      imagery:
        'Una figura sentada entre dos columnas, una oscura y otra clara, sostiene un pergamino medio oculto; a sus pies descansa una luna creciente y detrás cuelga un velo bordado con granadas.',
      theme: { upright: 'la intuición y el saber oculto', reversed: 'una voz interior acallada' },
      advice: {
        upright: 'Reserva hoy un rato para el silencio y escucha lo que ya sabes.',
        reversed: 'Deja por un tiempo de pedir opinión a los demás: tu propia percepción también merece ser escuchada.',
      },
    },
    empress: {
      name: 'La Emperatriz',
      reversedName: 'la Emperatriz invertida',
      upright:
        'Abundancia y cuidado: una etapa de crecimiento, bienestar y creatividad en la que florece lo que cuidas. El placer, la belleza y el cuerpo merecen atención, y la generosidad suele volver a ti.',
      reversed:
        'Un cuidado bloqueado o excesivo: te entregas hasta quedarte sin nada, asfixias en lugar de sostener, o tu creatividad se estanca porque descuidas lo que necesitas. Lo que crece pide atención, no que lo fuercen.',
      description:
        'Tercera carta de los Arcanos Mayores, regida por Venus: la madre fértil y sensual del crecimiento, que hace fructificar tanto las ideas como todo lo que vive.',
      imagery:
        'Una figura coronada con doce estrellas descansa sobre cojines en un campo de trigo maduro, junto a un escudo en forma de corazón con el símbolo de Venus; detrás, un arroyo y unos árboles.',
      theme: { upright: 'la abundancia que nutre', reversed: 'el cuidado llevado al agotamiento' },
      advice: {
        upright: 'Cuida algo que amas, tu cuerpo incluido, y deja que crezca a su ritmo.',
        reversed: 'Date a ti el cuidado que repartes con tanta generosidad entre los demás.',
      },
    },
    emperor: {
      name: 'El Emperador',
      reversedName: 'el Emperador invertido',
      upright:
        'Estructura y autoridad: el orden que se impone al caos con normas claras, un liderazgo firme y responsabilidades asumidas. La estabilidad nace de decisiones tomadas y cumplidas, y de proteger lo que has construido.',
      reversed:
        'Un control rígido o ausente: dominio, terquedad y normas impuestas por el gusto de imponerlas, o una falta de disciplina que deja las cosas sin columna vertebral. La autoridad necesita firmeza y también equidad.',
      description:
        'Cuarta carta de los Arcanos Mayores, asociada a Aries: el fundador y protector, que convierte la voluntad en ley y da a una vida su armazón.',
      imagery:
        'Una figura coronada está sentada en un trono de piedra tallado con cabezas de carnero; sostiene un cetro en forma de cruz ansada y un orbe, y detrás se alzan montañas desnudas.',
      theme: { upright: 'la estructura y una autoridad firme', reversed: 'un control convertido en rigidez' },
      advice: {
        upright: 'Marca límites claros y traza un plan; después, mantenlos con calma y constancia.',
        reversed: 'Pregúntate si tus normas todavía te sirven y afloja las que solo te encierran.',
      },
    },
    hierophant: {
      name: 'El Hierofante',
      reversedName: 'el Hierofante invertido',
      upright:
        'Tradición y guía: los caminos establecidos, las creencias compartidas y las instituciones que transmiten el saber de generación en generación. Un mentor, una enseñanza o un compromiso asumido ante otros pueden darte un suelo firme.',
      reversed:
        'Las convenciones en entredicho: normas que ya no encajan, dogmas que asfixian o la necesidad de encontrar tu propio camino fuera de la senda aceptada. La rebeldía vale la pena cuando sabe para qué sirve.',
      description:
        'Quinta carta de los Arcanos Mayores, asociada a Tauro: el maestro y el puente entre lo sagrado y lo cotidiano, guardián del rito, de la doctrina y de la pertenencia.',
      imagery:
        'Una figura coronada y vestida con túnica está sentada entre dos columnas, con una mano alzada para bendecir y una cruz triple en la otra; a sus pies hay dos llaves cruzadas.',
      theme: { upright: 'la tradición y una enseñanza fiable', reversed: 'una convención ya superada' },
      advice: {
        upright: 'Busca a alguien que conozca el camino, y aprende cómo se hacen las cosas antes de cambiarlas.',
        reversed: 'Conserva la sabiduría de la tradición y cuestiona lo que ya no te parece verdadero.',
      },
    },
    lovers: {
      name: 'Los Enamorados',
      reversedName: 'los Enamorados invertidos',
      upright:
        'Un encuentro de corazones y una elección hecha desde los valores: unión, atracción y armonía entre dos personas o entre dos partes de ti. Lo que elijas aquí define en quién te estás convirtiendo.',
      reversed:
        'Desarmonía o una elección que se evita: valores que no coinciden, una relación desequilibrada o un deseo que tira en contra de la conciencia. La grieta suele abrirse dentro de ti antes de notarse entre tú y otra persona.',
      description:
        'Sexta carta de los Arcanos Mayores, asociada a Géminis: el amor como unión y como elección, el momento en que dos caminos se encuentran y hay que tomar uno.',
      imagery:
        'Dos figuras separadas están de pie bajo un gran sol y una figura alada de brazos abiertos; detrás de una crece un árbol con frutos, y detrás de la otra, un árbol de llamas.',
      theme: { upright: 'la unión y una elección sentida', reversed: 'unos valores enfrentados' },
      advice: {
        upright: 'Elige lo que concuerda con tus valores más hondos, y hazlo de todo corazón.',
        reversed: 'Antes de decidir, ponle nombre al conflicto entre lo que deseas y lo que crees.',
      },
    },
    chariot: {
      name: 'El Carro',
      reversedName: 'el Carro invertido',
      upright:
        'Voluntad y victoria a través del control: fuerzas opuestas que se mantienen unidas y avanzan en una sola dirección. La concentración, la confianza y la autodisciplina te llevan adelante a pesar de los obstáculos.',
      reversed:
        'El rumbo perdido o forzado: empuje sin mapa, control convertido en agresividad o conflictos internos que tiran de ti hacia dos lados a la vez. El avance se detiene hasta que decides adónde vas de verdad.',
      description:
        'Séptima carta de los Arcanos Mayores, asociada a Cáncer: el triunfo de la voluntad, el yo acorazado que sale a campo abierto tras dominar sus propias contradicciones.',
      imagery:
        'Una figura coronada, de pie en un carruaje de guerra cuadrado bajo un dosel estrellado, sostiene una vara; delante yacen una esfinge negra y otra blanca, que miran hacia lados opuestos.',
      theme: { upright: 'una voluntad que avanza', reversed: 'un empuje sin rumbo' },
      advice: {
        upright: 'Decide adónde vas, reúne tus impulsos contradictorios y avanza con determinación.',
        reversed: 'Deja de empujar un momento y, antes de seguir, decide con calma adónde quieres ir de verdad.',
      },
    },
    strength: {
      name: 'La Fuerza',
      reversedName: 'la Fuerza invertida',
      upright:
        'Un valor que no necesita imponerse: la paciencia, la compasión y una confianza tranquila doman lo que la violencia nunca lograría. Los sentimientos desbocados y las personas difíciles ceden ante la constancia, el calor y una mano serena.',
      reversed:
        'Dudas sobre ti, o emociones desatadas: el valor se encoge hasta volverse inseguridad, o la paciencia estalla en ira. Tu fortaleza sigue ahí, esperando a que vuelvas a confiar en ella.',
      description:
        'Octava carta de los Arcanos Mayores, asociada a Leo: el dominio del instinto por medio del amor, donde la fortaleza se muestra en la suavidad y no en la imposición.',
      imagery:
        'Una figura coronada con el signo del infinito cierra con suavidad, a manos desnudas, las fauces de un león, mientras una guirnalda de flores los rodea a los dos.',
      theme: { upright: 'un valor paciente y sereno', reversed: 'un valor sacudido por la duda' },
      advice: {
        upright: 'Afronta lo indómito, dentro o fuera de ti, con paciencia en lugar de imponerte.',
        reversed: 'Trata tu miedo con ternura y recuerda todo lo que ya has superado.',
      },
    },
    hermit: {
      name: 'El Ermitaño',
      reversedName: 'el Ermitaño invertido',
      upright:
        'Una soledad buscada para encontrar sabiduría: apartarte del ruido para hallar tu propia luz y la verdad que te muestra. La reflexión, el estudio o un buen guía aportan una claridad que la multitud no puede dar.',
      reversed:
        'Un retiro que va demasiado lejos, o que se rechaza: un aislamiento vivido como destierro, la soledad no deseada o el miedo a quedarte a solas con tus pensamientos. Retirarse solo ayuda si se vuelve con algo.',
      description:
        'Novena carta de los Arcanos Mayores, asociada a Virgo: quien busca y se retira para subir a solas, y la lámpara de la sabiduría interior que sostiene en alto para los demás.',
      imagery:
        'Una figura envuelta en un manto, en lo alto de una cima nevada, se apoya en un largo bastón y alza un farol con una estrella de seis puntas en su interior.',
      theme: { upright: 'una soledad que trae sabiduría', reversed: 'un retiro convertido en aislamiento' },
      advice: {
        upright: 'Tómate un tiempo de calma a solas y deja que tus propias preguntas te guíen.',
        reversed: 'Busca a una persona de confianza: la soledad debería reponerte, no encerrarte.',
      },
    },
    'wheel-of-fortune': {
      name: 'La Rueda de la Fortuna',
      reversedName: 'la Rueda de la Fortuna invertida',
      upright:
        'Un punto de inflexión: los ciclos cambian, la suerte gira y los acontecimientos escapan a tu control. Lo que sube y baja sigue un patrón más amplio, y este giro tiende a abrir una puerta.',
      reversed:
        'Un ciclo al que te resistes, o una mala racha: contratiempos que parecen personales, o el empeño en aferrarte a lo que era mientras todo cambia de todos modos. El giro continúa, y si te adaptas puedes subir con él.',
      description:
        'Décima carta de los Arcanos Mayores, regida por Júpiter: el gran ciclo del azar y del cambio, en el que cada caída lleva dentro la semilla del siguiente ascenso.',
      imagery:
        'Una gran rueda de ocho radios gira entre las nubes; arriba se sienta una esfinge, por un lado desciende una serpiente y en las cuatro esquinas hay criaturas aladas.',
      theme: { upright: 'un giro de la suerte', reversed: 'la resistencia a un ciclo' },
      advice: {
        upright: 'Acompaña el cambio en lugar de ir contra él, y fíjate en qué puerta te abre.',
        reversed: 'Acepta lo que no puedes dirigir y pon tu esfuerzo en lo que sí depende de ti.',
      },
    },
    justice: {
      name: 'La Justicia',
      reversedName: 'la Justicia invertida',
      upright:
        'Equidad y verdad: decisiones sopesadas con claridad, consecuencias que se derivan de los actos y una responsabilidad asumida por todas las partes. Los acuerdos y los asuntos legales tienden a resolverse con equidad cuando actúas con integridad.',
      reversed:
        'Desequilibrio, o responsabilidades que se eluden: trato injusto, falta de honestidad o un ajuste de cuentas aplazado. Quizá te culpas con demasiada dureza, o alguien esquiva la verdad de lo que hizo.',
      description:
        'Undécima carta de los Arcanos Mayores, asociada a Libra: la causa y el efecto hechos visibles, la balanza que pesa la verdad con claridad y la espada que decide.',
      imagery:
        'Una figura coronada, sentada entre dos columnas, sostiene en una mano una espada recta, con la punta hacia arriba, y en la otra una balanza en equilibrio.',
      theme: { upright: 'la equidad y una responsabilidad clara', reversed: 'una deuda pendiente con la verdad' },
      advice: {
        upright: 'Sopesa los hechos con honestidad y actúa de modo que puedas sostener tu decisión más adelante.',
        reversed: 'Asume tu parte en lo ocurrido y pide a los demás que asuman la suya.',
      },
    },
    'hanged-man': {
      name: 'El Colgado',
      reversedName: 'el Colgado invertido',
      upright:
        'Entrega y una nueva perspectiva: una pausa que parece un atasco, pero que da la vuelta a tu mirada. Soltar el control, o esperar de buen grado, revela lo que el esfuerzo por sí solo no podía mostrar.',
      reversed:
        'Un estancamiento sin comprensión: un retraso que se alarga, un sacrificio que genera resentimiento o la negativa a soltar un punto de vista que ya no funciona. La pausa pide un cambio, no aguante.',
      description:
        'Duodécima carta de los Arcanos Mayores, asociada a Neptuno y al agua: la suspensión voluntaria, el sacrificio que trae comprensión y la mirada entera puesta del revés.',
      imagery:
        'Una figura pende cabeza abajo, atada de un pie a un árbol vivo en forma de T, con la otra pierna doblada por detrás, las manos a la espalda y un halo sobre la cabeza.',
      theme: { upright: 'una pausa que cambia la mirada', reversed: 'una espera sin entrega' },
      advice: {
        upright: 'Deja de empujar por un tiempo y mira la situación desde el lado opuesto.',
        reversed: 'Decide qué estás esperando de verdad y suelta aquello a lo que te aferras.',
      },
    },
    death: {
      name: 'La Muerte',
      reversedName: 'la Muerte invertida',
      upright:
        'Un final que despeja el camino: un capítulo se cierra, un papel o una relación llega a su término y se abre espacio para algo nuevo. Te pide soltar lo que ya ha terminado.',
      reversed:
        'Un final al que te resistes: aferrarte a lo que ya se fue, el miedo al cambio o una transición lenta que se arrastra. Lo que te niegas a soltar sigue ocupando el espacio que necesita lo nuevo.',
      description:
        'Decimotercera carta de los Arcanos Mayores, asociada a Escorpio: la transformación a través del final, la limpieza necesaria que hace posible la renovación.',
      imagery:
        'Un esqueleto con armadura monta un caballo blanco y lleva un estandarte negro con una rosa blanca; en el horizonte, un sol sale entre dos torres.',
      theme: { upright: 'un cierre liberador', reversed: 'un final aplazado' },
      advice: {
        upright: 'Cierra lo que ya ha terminado, con cariño y claridad, para dejar sitio a lo que viene.',
        reversed: 'Fíjate en lo que mantienes vivo por miedo y suelta algo pequeño.',
      },
    },
    temperance: {
      name: 'La Templanza',
      reversedName: 'la Templanza invertida',
      upright:
        'Equilibrio y moderación: los opuestos se mezclan con paciencia hasta convertirse en algo nuevo. La calma, la sanación y el término medio te favorecen, y los pequeños ajustes constantes funcionan mejor que los extremos.',
      reversed:
        'El equilibrio perdido: exceso, prisa o una vida dividida entre extremos, con demasiado de una cosa y demasiado poco de otra. Recuperar el equilibrio empieza por mirar con honestidad en qué te excedes.',
      description:
        'Decimocuarta carta de los Arcanos Mayores, asociada a Sagitario: el arte de la mezcla y la medida, donde la paciencia convierte elementos opuestos en un todo vivo.',
      imagery:
        'Una figura alada, con un pie en un estanque y otro en tierra firme, vierte agua de una copa a otra; un sendero lleva hacia una corona de luz en la distancia.',
      theme: { upright: 'un equilibrio paciente, sin extremos', reversed: 'el exceso y la desmesura' },
      advice: {
        upright: 'Busca el término medio: mezcla en lugar de elegir, y ve despacio.',
        reversed: 'Elige un exceso que moderar esta semana y observa la diferencia.',
      },
    },
    devil: {
      name: 'El Diablo',
      reversedName: 'el Diablo invertido',
      upright:
        'Apego y tentación: hábitos, deseos o dependencias que te atan más de lo que admites. Las cadenas suelen estar más flojas de lo que parece, y verlas con claridad es el primer paso hacia la libertad.',
      reversed:
        'Liberación, o un lazo que se aprieta en secreto: quizá te estás librando de una vieja compulsión, o solo ahora ves hasta dónde llega. La honestidad sobre lo que te sujeta es lo que lo afloja.',
      description:
        'Decimoquinta carta de los Arcanos Mayores, asociada a Capricornio: la atracción de la materia, del deseo y de la sombra, y los lazos que aceptamos sin darnos cuenta.',
      imagery:
        'Una figura con cuernos y alas de murciélago se agazapa sobre un pedestal, encima de dos figuras pequeñas encadenadas a él sin apretar; sobre su cabeza, un pentagrama con la punta hacia abajo.',
      theme: { upright: 'un apego que ata', reversed: 'una atadura aflojada u oculta' },
      advice: {
        upright: 'Ponle nombre al hábito o al lazo que te sujeta, y comprueba lo flojo que está en realidad.',
        reversed: 'Sigue adelante con la liberación y pide apoyo allí donde el tirón es más fuerte.',
      },
    },
    tower: {
      name: 'La Torre',
      reversedName: 'la Torre invertida',
      upright:
        'Una sacudida repentina: un golpe, una revelación o un derrumbe que echa abajo lo que se construyó sobre un terreno falso. Inquieta, y a la vez despeja el camino para que se levante algo más verdadero.',
      reversed:
        'Una sacudida aplazada o vuelta hacia dentro: una crisis evitada por poco, un cambio resistido hasta que se vuelve más difícil, o el derrumbe silencioso de viejas creencias. Resistirse solo prolonga el temblor.',
      description:
        'Decimosexta carta de los Arcanos Mayores, regida por Marte: la estructura que cae para que pueda construirse algo más verdadero.',
      imagery:
        'Un rayo alcanza una torre alta levantada sobre una roca y le arranca la corona; de las ventanas brotan llamas y dos figuras caen por el aire.',
      theme: { upright: 'un derrumbe inesperado', reversed: 'un derrumbe aplazado' },
      advice: {
        upright: 'Deja caer lo que se está cayendo y guarda tu energía para lo que merece reconstruirse.',
        reversed: 'Haz el cambio que llevas tiempo resistiendo, antes de que las circunstancias lo hagan por ti.',
      },
    },
    star: {
      name: 'La Estrella',
      reversedName: 'la Estrella invertida',
      upright:
        'Esperanza y renovación después de la dificultad: vuelve la calma, se recupera la fe y la sanación puede empezar. La generosidad, la inspiración y la sensación de que algo te guía regresan en silencio.',
      reversed:
        'Una esperanza apagada: desánimo, desconexión o una pérdida de fe en ti después de una etapa difícil. La luz no se ha extinguido; espera a que vuelvas a levantar la vista.',
      description:
        'Decimoséptima carta de los Arcanos Mayores, asociada a Acuario: la esperanza tras la tormenta, el yo abierto y sin defensas que recibe y devuelve sin medida.',
      imagery:
        'Una figura arrodillada vierte agua de dos jarras, una en un estanque y otra sobre la tierra, bajo una gran estrella de ocho puntas y otras siete más pequeñas.',
      theme: { upright: 'la esperanza y una renovación serena', reversed: 'una fe que flaquea' },
      advice: {
        upright: 'Permítete volver a tener esperanza, y da con generosidad algo de lo que has recuperado.',
        reversed: 'Haz algo pequeño que te vuelva a conectar con aquello en lo que crees.',
      },
    },
    moon: {
      name: 'La Luna',
      reversedName: 'la Luna invertida',
      upright:
        'La ilusión y lo desconocido: las cosas no son lo que parecen, y los miedos, los sueños y la intuición se mezclan en la penumbra. Avanza con cuidado, confía en tu instinto y espera a ver con más claridad.',
      reversed:
        'La confusión se disipa, o el miedo toma el mando: un engaño sale a la luz y la ansiedad empieza a calmarse, o las preocupaciones crecen en la oscuridad. Separa lo que temes de lo que sabes.',
      description:
        'Decimoctava carta de los Arcanos Mayores, asociada a Piscis: el camino a través de la noche, donde guían el instinto y la imaginación y la razón no alcanza a ver lejos.',
      imagery:
        'Una luna llena con un rostro de perfil cuelga entre dos torres; un perro y un lobo le aúllan, y un cangrejo de río sale de un estanque hacia un sendero sinuoso.',
      theme: { upright: 'la incertidumbre y unos miedos difusos', reversed: 'una confusión ya menguante' },
      advice: {
        upright: 'Ve despacio, confía en tu instinto y deja las grandes decisiones para cuando todo esté más claro.',
        reversed: 'Escribe lo que temes y lo que sabes, y compara las dos listas.',
      },
    },
    sun: {
      name: 'El Sol',
      reversedName: 'el Sol invertido',
      upright:
        'Alegría, éxito y vitalidad: claridad después de la confusión, calidez en las relaciones y la confianza de ser plenamente quien eres. Las cosas tienden a salir bien, y la apertura las ayuda.',
      reversed:
        'Una alegría empañada o desmedida: un contratiempo pasajero, un éxito que llega más tarde de lo esperado o un optimismo que se convierte en ego. El calor sigue ahí, aunque por un tiempo cueste sentirlo.',
      description:
        'Decimonovena carta de los Arcanos Mayores, regida por el propio Sol: la vida, la claridad y la alegría sencilla de la infancia, el yo visto a plena luz del día.',
      imagery:
        'Un niño monta un caballo blanco bajo un gran sol radiante y lleva un estandarte rojo; detrás, unos girasoles asoman por encima del muro de un jardín.',
      theme: { upright: 'una alegría y un éxito radiantes', reversed: 'una alegría nublada por un tiempo' },
      advice: {
        upright: 'Comparte tus buenas noticias y tu calidez, y déjate ver.',
        reversed: 'Baja la presión, busca un placer sencillo y deja que pasen las nubes.',
      },
    },
    judgement: {
      name: 'El Juicio',
      reversedName: 'el Juicio invertido',
      upright:
        'Despertar y rendición de cuentas: una llamada a levantarte, a revisar tu vida con honestidad y a responder a lo que te pide. El perdón, la renovación y una decisión clara abren un nuevo capítulo.',
      reversed:
        'Una llamada ignorada o recibida con dudas: una autocrítica dura, el miedo a no estar a la altura o la negativa a aprender de lo ocurrido. La segunda oportunidad sigue abierta.',
      description:
        'Vigésima carta de los Arcanos Mayores, asociada a Plutón y al fuego: la llamada a despertar, en la que se reúne todo lo vivido y se alza un yo nuevo.',
      imagery:
        'Un ángel toca desde las nubes una trompeta de la que cuelga un estandarte con una cruz; abajo, unas figuras se levantan de ataúdes abiertos con los brazos extendidos.',
      theme: { upright: 'una llamada a despertar', reversed: 'una llamada aún sin respuesta' },
      advice: {
        upright: 'Responde a la llamada que no dejas de oír, y perdona lo que haga falta para poder hacerlo.',
        reversed: 'Trata tus errores como lecciones, no como veredictos, y responde a la llamada de todos modos.',
      },
    },
    world: {
      name: 'El Mundo',
      reversedName: 'el Mundo invertido',
      upright:
        'Culminación y plenitud: un ciclo que se completa, una meta alcanzada y la satisfacción de ver que todo encaja. Celebra, asimila lo aprendido y prepárate para un círculo más amplio.',
      reversed:
        'Una culminación que se retrasa: cabos sueltos, un último paso sin dar o un cierre que se busca por atajos. Estás más cerca de lo que parece; termina lo que queda antes de empezar de nuevo.',
      description:
        'Vigesimoprimera carta de los Arcanos Mayores, la que cierra la serie, regida por Saturno: la culminación, la integración y el yo completo que baila a gusto dentro de sus límites.',
      imagery:
        'Una figura baila dentro de una gran corona ovalada de hojas, con una vara en cada mano, mientras cuatro criaturas (un ángel, un águila, un toro y un león) la observan desde las esquinas.',
      theme: { upright: 'la culminación y la plenitud', reversed: 'una culminación todavía pendiente' },
      advice: {
        upright: 'Celebra lo que has completado y deja que te abra el siguiente círculo.',
        reversed: 'Haz una lista de lo que queda pendiente y cierra los asuntos de uno en uno.',
      },
    },

    // Bastos: fuego, voluntad y acción

    'wands-ace': {
      name: 'As de Bastos',
      reversedName: 'el As de Bastos invertido',
      upright:
        'Un comienzo lleno de impulso: llega una idea, un deseo o un proyecto nuevo, y con él las ganas de ponerlo en marcha. El fuego creativo, el entusiasmo y la sensación de que todo es posible te empujan a actuar.',
      reversed:
        'Una chispa que no prende: retrasos, arranques en falso o entusiasmo sin dirección. La inspiración puede ser real pero prematura, o estar enterrada bajo las dudas y las distracciones.',
      description:
        'Primera carta de Bastos, el palo del fuego: la semilla pura de la voluntad y la inspiración, el instante en que un deseo se convierte en impulso vivo de actuar.',
      imagery:
        'Una mano sale de una nube y ofrece un basto en el que brotan hojas; a lo lejos, un castillo corona una colina.',
      theme: { upright: 'una chispa de inspiración', reversed: 'una inspiración que no arranca' },
      advice: {
        upright: 'Aprovecha la idea mientras está fresca y da hoy un paso concreto.',
        reversed: 'Dale tiempo a la idea para madurar y aparta las distracciones que la rodean.',
      },
    },
    'wands-2': {
      name: 'Dos de Bastos',
      reversedName: 'el Dos de Bastos invertido',
      upright:
        'Planear desde un lugar seguro: mantienes tu posición y miras más allá, sopesando adónde ir después. Está tomando forma una decisión sobre crecer, viajar o tomar un rumbo más audaz.',
      reversed:
        'El miedo a lo desconocido deja los planes en el papel: quedarte donde te sientes a salvo, o una mala planificación que te deja sin preparación. La visión amplia está ahí, pero dudas en comprometerte.',
      description:
        'Segunda carta de Bastos, el palo del fuego: la voluntad se encuentra con la elección, cuando el primer impulso examina sus opciones y mira más allá de los muros conocidos.',
      imagery:
        'Una figura en lo alto de una muralla sostiene un pequeño globo terráqueo, con un basto en la mano y otro fijado al muro, y mira hacia el mar.',
      theme: { upright: 'unos planes de mayor alcance', reversed: 'unos planes frenados por el miedo' },
      advice: {
        upright: 'Traza con detalle la opción más audaz y ponte una fecha para decidir.',
        reversed: 'Ponle nombre a lo que temes perder y comprueba si de verdad está en juego.',
      },
    },
    'wands-3': {
      name: 'Tres de Bastos',
      reversedName: 'el Tres de Bastos invertido',
      upright:
        'Expansión y visión de futuro: los primeros esfuerzos ya están en marcha y esperas sus frutos. Las oportunidades se amplían, el comercio o los viajes te llaman, y la paciencia permite que los planes lleguen más lejos que antes.',
      reversed:
        'Una expansión detenida: retrasos, obstáculos lejos de casa o planes que crecen más que su preparación. La frustración por unos resultados lentos puede tentarte a dar media vuelta justo antes de que lleguen los barcos.',
      description:
        'Tercera carta de Bastos, el palo del fuego: el primer crecimiento de una empresa, cuando la iniciativa da sus primeros frutos y la mirada se abre hacia fuera.',
      imagery:
        'Una figura vista de espaldas, de pie en un acantilado entre tres bastos clavados en el suelo, contempla los barcos que surcan el agua.',
      theme: { upright: 'unos horizontes más amplios', reversed: 'una expansión frenada por los retrasos' },
      advice: {
        upright: 'Mira más allá del próximo paso y prepárate para las oportunidades que ya se ven venir.',
        reversed: 'Contrasta tus planes con la realidad y ten paciencia con los resultados lentos.',
      },
    },
    'wands-4': {
      name: 'Cuatro de Bastos',
      reversedName: 'el Cuatro de Bastos invertido',
      upright:
        'Celebración y regreso a casa: una meta alcanzada, una base estable y una alegría compartida con quienes te rodean. Favorece las bodas, los reencuentros y el descanso después del esfuerzo.',
      reversed:
        'Una celebración aplazada o inquieta: tensiones en casa, una transición que parece incompleta o una reunión sin la cercanía que esperabas. La estabilidad está cerca, pero aún no es segura.',
      description:
        'Cuarta carta de Bastos, el palo del fuego: el entusiasmo encuentra una forma estable, un umbral compartido donde se honra el esfuerzo y el descanso es merecido.',
      imagery:
        'Cuatro bastos sostienen una guirnalda de flores a modo de portal; más allá, dos figuras alzan ramos de flores, y detrás se levanta un castillo.',
      theme: { upright: 'la celebración y el reencuentro', reversed: 'una celebración aún por asentarse' },
      advice: {
        upright: 'Celebra el logro con las personas que quieres: la celebración también forma parte del trabajo.',
        reversed: 'Aborda con tacto la tensión en casa, para que la próxima reunión se sienta completa.',
      },
    },
    'wands-5': {
      name: 'Cinco de Bastos',
      reversedName: 'el Cinco de Bastos invertido',
      upright:
        'Competencia y roces: ideas que chocan, rivalidad y el ruido de muchas voluntades a la vez. Suele ser más juego que batalla, y la pugna puede afinarte mientras siga siendo limpia.',
      reversed:
        'Un conflicto que se evita o se agria: tensiones que se tragan para mantener la paz, o desacuerdos que han perdido su sentido. Las cosas se calman cuando alguien dice con claridad de qué va la discusión.',
      description:
        'Quinta carta de Bastos, el palo del fuego: la sacudida que pone a prueba la voluntad, cuando muchas ambiciones chocan y la estabilidad deja paso a la contienda.',
      imagery:
        'Cinco figuras agitan sus bastos unas contra otras en un enredo apretado y juguetón, más parecido a un juego ruidoso que a una pelea de verdad.',
      theme: { upright: 'los roces y una rivalidad sana', reversed: 'una riña inútil y enquistada' },
      advice: {
        upright: 'Compite de forma abierta y limpia, y escucha las ideas que chocan con las tuyas.',
        reversed: 'Di con claridad de qué trata el desacuerdo, o propón dejarlo estar.',
      },
    },
    'wands-6': {
      name: 'Seis de Bastos',
      reversedName: 'el Seis de Bastos invertido',
      upright:
        'Victoria y reconocimiento público: éxito tras el esfuerzo, elogios y una confianza bien ganada. Los demás ven lo que has logrado, y puedes liderar con orgullo.',
      reversed:
        'Un reconocimiento que no llega o que suena hueco: un éxito que pasa inadvertido, una caída en desgracia o un orgullo que depende del aplauso. Tu valor no lo decide el veredicto del público.',
      description:
        'Sexta carta de Bastos, el palo del fuego: la armonía después de la contienda, cuando la voluntad que mantuvo el rumbo es llevada en volandas por los demás.',
      imagery:
        'Un jinete a caballo sostiene en alto un basto rematado con una corona de laurel, mientras otros cinco bastos se alzan entre la multitud que lo rodea.',
      theme: { upright: 'la victoria y el reconocimiento', reversed: 'un reconocimiento escatimado' },
      advice: {
        upright: 'Acepta los elogios con elegancia y comparte el mérito con quienes te ayudaron.',
        reversed: 'Mide tus avances con tu propio criterio, no con los aplausos.',
      },
    },
    'wands-7': {
      name: 'Siete de Bastos',
      reversedName: 'el Siete de Bastos invertido',
      upright:
        'Mantenerte firme: defender una posición, una creencia o un logro frente a presiones que llegan desde muchos lados. Tienes la ventaja de la posición elevada, y la perseverancia da sus frutos.',
      reversed:
        'El desgaste de tanto defenderte: agobio, ceder bajo la presión o una actitud a la defensiva que libra batallas que ya no merecen la pena. Elige qué terreno es de verdad tuyo.',
      description:
        'Séptima carta de Bastos, el palo del fuego: la prueba de la convicción, cuando hay que dar la cara por lo que se ha conquistado.',
      imagery:
        'Una figura en lo alto de una loma sostiene un basto atravesado ante el cuerpo, frente a otros seis que se alzan desde abajo.',
      theme: { upright: 'una posición defendida con firmeza', reversed: 'una defensa agotadora' },
      advice: {
        upright: 'Defiende lo que crees y no cedas el terreno que te has ganado limpiamente.',
        reversed: 'Elige la única posición que merece defensa y deja ir el resto.',
      },
    },
    'wands-8': {
      name: 'Ocho de Bastos',
      reversedName: 'el Ocho de Bastos invertido',
      upright:
        'Movimiento rápido: los acontecimientos se aceleran, llegan noticias y lo que llevaba tiempo atascado empieza a volar. Actúa con rapidez mientras el impulso te acompaña; los viajes y los mensajes están favorecidos.',
      reversed:
        'Un impulso disperso o detenido: retrasos, mensajes que se cruzan y prisas que llevan a errores. Las cosas quieren moverse, pero el momento no acompaña; frena para apuntar bien.',
      description:
        'Octava carta de Bastos, el palo del fuego: la voluntad en pleno vuelo, cuando los obstáculos caen y la acción viaja veloz hacia su objetivo.',
      imagery: 'Ocho bastos vuelan en paralelo por un cielo despejado, muy por encima de un río y de una colina.',
      theme: { upright: 'las noticias y un avance veloz', reversed: 'un impulso que la prisa dispersa' },
      advice: {
        upright: 'Aprovecha el impulso: responde, decide y muévete mientras todo fluye.',
        reversed: 'Detente a apuntar antes de actuar, y lee los mensajes dos veces antes de responder.',
      },
    },
    'wands-9': {
      name: 'Nueve de Bastos',
      reversedName: 'el Nueve de Bastos invertido',
      upright:
        'Resistencia cerca del final: con heridas pero en pie, proteges aquello por lo que has luchado. Se te pide un último esfuerzo, y tienes más reservas de las que crees.',
      reversed:
        'Agotamiento y recelo: unas defensas que cierran el paso a la ayuda tanto como al daño, o un cansancio que te tienta a rendirte justo antes de la meta.',
      description:
        'Novena carta de Bastos, el palo del fuego: la voluntad puesta a prueba cerca del cierre, llena de cicatrices pero entera, que aún no abandona su puesto.',
      imagery:
        'Una figura con la cabeza vendada se apoya en un basto, alerta, mientras detrás ocho bastos se alzan como una empalizada.',
      theme: { upright: 'una resistencia bajo presión', reversed: 'una guardia convertida en agotamiento' },
      advice: {
        upright: 'Aguanta un poco más: dosifica tus energías y mantén firmes tus límites.',
        reversed: 'Baja la guardia lo suficiente para aceptar ayuda, y descansa antes de volver a empujar.',
      },
    },
    'wands-10': {
      name: 'Diez de Bastos',
      reversedName: 'el Diez de Bastos invertido',
      upright:
        'Carga y exceso de compromisos: llevas demasiado, a menudo por elección propia, y el peso te impide ver la meta. El éxito está cerca, pero esa carga necesita repartirse o dejarse en el suelo.',
      reversed:
        'Una carga que no puedes soltar, o que por fin sueltas: hundirte bajo las responsabilidades, o el alivio de delegar y decir que no. No todas las obligaciones que llevas te corresponden.',
      description:
        'Décima carta de Bastos, el palo del fuego: el final del ciclo, cuando la ambición acumula su propio peso y el fuego se convierte en fatiga.',
      imagery: 'Una figura encorvada bajo un haz de diez bastos camina despacio hacia un pueblo lejano.',
      theme: { upright: 'el peso de cargar con todo', reversed: 'el alivio de soltar la carga' },
      advice: {
        upright: 'Haz una lista de lo que cargas, y delega o suelta algo que no te corresponda.',
        reversed: 'Cuida que la carga siga siendo ligera, y di que no antes de volver a echártelo todo a la espalda.',
      },
    },
    'wands-page': {
      name: 'Sota de Bastos',
      reversedName: 'la Sota de Bastos invertida',
      upright:
        'Un descubrimiento entusiasta: un espíritu curioso y con ganas que explora una nueva pasión. Una noticia emocionante, una idea fresca o un primer intento atrevido te invitan a jugar y a aprender.',
      reversed:
        'Entusiasmo sin continuidad: ideas inquietas, impaciencia o un miedo al ridículo que te impide empezar. Un tropiezo puede apagar la chispa durante un tiempo.',
      description:
        'La figura más joven de la corte de Bastos, mensajera y aprendiz del fuego: la voluntad como curiosidad, deseosa de explorar lo que aún no conoce.',
      imagery:
        'Una figura joven, de pie en un desierto, sostiene un basto alto y lo mira hacia arriba, con unas pirámides en el horizonte.',
      theme: { upright: 'una exploración entusiasta', reversed: 'unas ganas que se apagan pronto' },
      advice: {
        upright: 'Lánzate a lo nuevo como principiante, sin preocuparte por hacerlo bien.',
        reversed: 'Elige una sola idea y dale un comienzo real antes de perseguir la siguiente.',
      },
    },
    'wands-knight': {
      name: 'Caballero de Bastos',
      reversedName: 'el Caballero de Bastos invertido',
      upright:
        'Acción audaz y aventura: pasión, confianza y hambre de movimiento. Te lanzas hacia lo que te entusiasma, y la osadía puede llevarte lejos si no pierdes de vista el objetivo.',
      reversed:
        'Impulsividad y prisa: imprudencia, pasiones dispersas o un genio vivo que deja las cosas a medias. La audacia sin paciencia se consume antes de llegar.',
      description:
        'El jinete de la corte de Bastos, el fuego en movimiento: quien busca aventuras, rápido en seguir su deseo y rápido en marcharse cuando se acaba la emoción.',
      imagery:
        'Un jinete sobre un caballo encabritado sostiene en alto un basto, con el desierto extendiéndose a sus espaldas.',
      theme: { upright: 'la acción audaz y la aventura', reversed: 'una pasión de corto aliento' },
      advice: {
        upright: 'Actúa con audacia en lo que te entusiasma, sin perder de vista hacia dónde vas.',
        reversed: 'Cuenta hasta diez antes de lanzarte, y termina una cosa antes de empezar otra.',
      },
    },
    'wands-queen': {
      name: 'Reina de Bastos',
      reversedName: 'la Reina de Bastos invertida',
      upright:
        'Confianza cálida y carisma: valor, independencia y una determinación luminosa que atrae a los demás. Brillas cuando eres plenamente quien eres, das tu fuego con generosidad y confías en tu propio valor.',
      reversed:
        'Una confianza tambaleante o avasalladora: inseguridad, celos o un carácter exigente donde antes había calidez. Quizá das tanta luz a los demás que no te queda nada para ti.',
      description:
        'La soberana madura de la corte de Bastos, vuelta hacia dentro, el fuego sostenido con aplomo: una presencia magnética y segura que da calor a todo lo que la rodea.',
      imagery:
        'Una figura coronada, sentada en un trono adornado con leones, sostiene un basto y un girasol; a sus pies hay un gato negro.',
      theme: { upright: 'una confianza cálida y magnética', reversed: 'una confianza convertida en celos' },
      advice: {
        upright: 'Da un paso al frente con calidez y confianza: aquí tu presencia es una baza.',
        reversed: 'Recarga tus propias reservas antes de seguir repartiendo tu calidez.',
      },
    },
    'wands-king': {
      name: 'Rey de Bastos',
      reversedName: 'el Rey de Bastos invertido',
      upright:
        'Liderazgo visionario: una mente audaz que ve el panorama completo e inspira a otros a perseguirlo. El espíritu emprendedor, el honor y la acción decidida convierten la visión en logros.',
      reversed:
        'Un liderazgo impulsivo o dominante: expectativas imposibles, una visión impuesta a los demás u objetivos fijados sin pensar en quienes deben alcanzarlos. La ambición necesita paciencia y saber escuchar.',
      description:
        'El soberano maduro de la corte de Bastos, vuelto hacia fuera, el fuego que gobierna: el visionario que convierte la inspiración en rumbo y enciende a los demás.',
      imagery:
        'Una figura coronada, sentada en un trono tallado con leones y salamandras, sostiene un basto florecido; a sus pies hay una pequeña salamandra.',
      theme: { upright: 'una visión que arrastra a otros', reversed: 'un mando que arrolla sin escuchar' },
      advice: {
        upright: 'Dirige con la vista puesta en el conjunto y deja que otros lo lleven adelante contigo.',
        reversed: 'Escucha antes de dirigir: una visión compartida llega más lejos que una impuesta.',
      },
    },

    // Copas: agua, sentimiento y relación

    'cups-ace': {
      name: 'As de Copas',
      reversedName: 'el As de Copas invertido',
      upright:
        'Un nuevo comienzo en los sentimientos: el amor, la compasión o la creatividad se desbordan, y te abres a dar y a recibir. Aquí puede empezar una relación, una amistad o una renovación interior.',
      reversed:
        'Sentimientos bloqueados o desbordados: un amor que se contiene, un vacío emocional o un torrente de emociones que no encuentra cauce. Llena tu propio pozo antes de dar de beber a los demás.',
      description:
        'Primera carta de Copas, el palo del agua: la fuente pura del sentimiento, el amor que se ofrece libremente antes de tomar una forma concreta.',
      imagery:
        'Una mano sale de una nube con una copa que rebosa en cinco chorros de agua; una paloma desciende hacia ella sobre un estanque de nenúfares.',
      theme: { upright: 'un amor que se desborda', reversed: 'unos sentimientos contenidos' },
      advice: {
        upright: 'Ábrete al sentimiento que se te ofrece y deja que alguien lo vea.',
        reversed: 'Reconoce lo que sientes antes de decidir qué hacer con ello.',
      },
    },
    'cups-2': {
      name: 'Dos de Copas',
      reversedName: 'el Dos de Copas invertido',
      upright:
        'Atracción mutua y unión: dos personas se encuentran de igual a igual, con respeto, cariño y un intercambio real. De este encuentro puede nacer un romance, una reconciliación o una amistad íntima.',
      reversed:
        'Una relación desequilibrada: un malentendido, la confianza rota o una parte que da más de lo que recibe. El vínculo flaquea donde faltan la honestidad o la igualdad.',
      description:
        'Segunda carta de Copas, el palo del agua: el sentimiento que encuentra a otro, el primer espejo del amor, donde dos forman pareja por elección.',
      imagery:
        'Dos figuras, frente a frente, intercambian sus copas bajo una cabeza de león alado que corona un bastón con dos serpientes enroscadas.',
      theme: { upright: 'un encuentro de igual a igual', reversed: 'un intercambio desequilibrado' },
      advice: {
        upright: 'Pon de tu parte para acercarte a esa persona, y dile lo que este vínculo significa para ti.',
        reversed: 'Habla con franqueza de lo que da y lo que necesita cada uno.',
      },
    },
    'cups-3': {
      name: 'Tres de Copas',
      reversedName: 'el Tres de Copas invertido',
      upright:
        'Amistad y celebración: alegría compartida, comunidad y personas que se apoyan entre sí. Las reuniones, los reencuentros y la colaboración creativa traen calidez, y la felicidad crece al compartirla.',
      reversed:
        'Una celebración excesiva o agriada: chismes, un tercero que se entromete, demasiada indulgencia o la sensación de quedarte fuera del grupo. Hay compañías que nutren y otras que solo distraen.',
      description:
        'Tercera carta de Copas, el palo del agua: el sentimiento fluye hacia fuera, hacia la comunidad, primer fruto del amor compartido entre amigos.',
      imagery: 'Tres figuras bailan en corro alzando sus copas, con frutas y flores reunidas a sus pies.',
      theme: { upright: 'la amistad y la alegría compartida', reversed: 'una compañía que agota' },
      advice: {
        upright: 'Reúne a tu gente y celebra algo, por pequeño que sea.',
        reversed: 'Fíjate en qué compañía te alimenta y cuál te deja sin energía, y elige en consecuencia.',
      },
    },
    'cups-4': {
      name: 'Cuatro de Copas',
      reversedName: 'el Cuatro de Copas invertido',
      upright:
        'Apatía y contemplación: te encierras en ti y das la espalda a lo que se te ofrece. El descontento puede esconder una necesidad real de replantearte las cosas, pero cuida de no dejar pasar una oportunidad auténtica.',
      reversed:
        'Salir del ensimismamiento: vuelve el interés, por fin aceptas una oferta o un retiro malhumorado se convierte en verdadera reflexión. Empiezas a ver lo que habías estado ignorando.',
      description:
        'Cuarta carta de Copas, el palo del agua: el sentimiento demasiado asentado, cuando la estabilidad se estanca y la vida interior se cierra a lo que se le ofrece.',
      imagery:
        'Una figura está sentada bajo un árbol, con los brazos cruzados y tres copas sobre la hierba; una mano que sale de una nube le ofrece una cuarta.',
      theme: { upright: 'la apatía y una oferta desaprovechada', reversed: 'el lento despertar del interés' },
      advice: {
        upright: 'Vuelve a mirar lo que se te ofrece antes de rechazarlo.',
        reversed: 'Di que sí a algo que vuelva a interesarte y mira adónde te lleva.',
      },
    },
    'cups-5': {
      name: 'Cinco de Copas',
      reversedName: 'el Cinco de Copas invertido',
      upright:
        'Pérdida y pesar: la tristeza por lo que se ha derramado es tan absorbente que no deja ver lo que queda. El duelo es real y necesario, y parte de lo que importaba sigue en pie.',
      reversed:
        'Atravesar el duelo: aceptación, perdón y una mirada que se vuelve hacia lo que queda, o una pena guardada en privado demasiado tiempo. La sanación empieza cuando levantas la vista de la pérdida.',
      description:
        'Quinta carta de Copas, el palo del agua: la sacudida del sentimiento, la pérdida y la decepción que rompen el cauce tranquilo del amor.',
      imagery:
        'Una figura con capa inclina la cabeza ante tres copas derramadas, mientras otras dos siguen en pie detrás; un puente cruza un río hacia una casa.',
      theme: { upright: 'el dolor por lo perdido', reversed: 'un duelo cada vez más llevadero' },
      advice: {
        upright: 'Permítete sentir la pena, y después vuélvete a mirar lo que sigue en pie.',
        reversed: 'Cruza el puente paso a paso: habla con alguien, perdona, vuelve a empezar.',
      },
    },
    'cups-6': {
      name: 'Seis de Copas',
      reversedName: 'el Seis de Copas invertido',
      upright:
        'Nostalgia e inocencia: recuerdos, infancia y una bondad que se da sin esperar nada. Una vieja amistad, la vuelta a un lugar conocido o la simple buena voluntad traen consuelo y una sensación de hogar.',
      reversed:
        'Anclarse en el recuerdo: idealizar lo que fue, negarse a crecer o repetir viejos patrones familiares. La comodidad de lo conocido puede impedirte vivir la vida que tienes.',
      description:
        'Sexta carta de Copas, el palo del agua: la armonía recuperada a través del recuerdo y la entrega, el sentimiento devuelto a su primera dulzura, sin complicaciones.',
      imagery:
        'En el patio de un pueblo, un niño ofrece a otro una copa llena de flores, mientras otras cinco copas con flores los rodean.',
      theme: { upright: 'la nostalgia y la bondad sencilla', reversed: 'una añoranza de lo que fue' },
      advice: {
        upright: 'Busca a alguien de tu infancia o tu juventud, o ten un gesto amable sin esperar nada.',
        reversed: 'Honra tus recuerdos y luego devuelve la atención a la vida que tienes ahora.',
      },
    },
    'cups-7': {
      name: 'Siete de Copas',
      reversedName: 'el Siete de Copas invertido',
      upright:
        'Elecciones e ilusiones: muchas posibilidades brillan a la vez, unas reales y otras fruto del deseo. Soñar despierto puede inspirarte, pero necesitas distinguir la fantasía de lo que de verdad se puede construir.',
      reversed:
        'Vuelve la claridad, o te ahogas entre opciones: ves a través de una fantasía y eliges, o sigues sin elegir mientras persigues todos los sueños. Centrarte te devuelve el poder de actuar.',
      description:
        'Séptima carta de Copas, el palo del agua: la prueba de la imaginación, cuando el sentimiento teje visiones y cualquier deseo parece igual de alcanzable.',
      imagery:
        'Una figura vista de espaldas contempla siete copas que flotan entre nubes, cada una con una visión: un castillo, joyas, una guirnalda, una serpiente, un dragón, una figura velada y una cabeza.',
      theme: { upright: 'unas opciones tentadoras e ilusorias', reversed: 'una fantasía al descubierto' },
      advice: {
        upright: 'Elige la opción que podrías empezar esta semana y ponla a prueba frente a la realidad.',
        reversed: 'Elige un sueño, comprométete con él y deja ir el resto.',
      },
    },
    'cups-8': {
      name: 'Ocho de Copas',
      reversedName: 'el Ocho de Copas invertido',
      upright:
        'Marcharse: dejar lo que ya no te llena, aunque desde fuera parezca completo. La búsqueda de un sentido más profundo te pide partir, con tristeza y con determinación.',
      reversed:
        'La duda entre quedarse o marcharse: miedo a partir, volver a lo que ya se te quedó pequeño o irte con demasiada prisa. Quizá necesites decidir qué buscas de verdad.',
      description:
        'Octava carta de Copas, el palo del agua: el sentimiento sigue su camino y se aparta de lo construido para ir hacia lo que de verdad desea.',
      imagery:
        'Una figura con capa se aleja con un bastón hacia las montañas, bajo una luna menguante, y deja atrás ocho copas apiladas.',
      theme: { upright: 'una partida en busca de más', reversed: 'una marcha que no termina de decidirse' },
      advice: {
        upright: 'Si ya no te nutre, honra lo que fue y permítete marchar.',
        reversed: 'Antes de decidir si te vas, aclara qué es lo que irías a buscar.',
      },
    },
    'cups-9': {
      name: 'Nueve de Copas',
      reversedName: 'el Nueve de Copas invertido',
      upright:
        'Satisfacción y deseos cumplidos: plenitud emocional y material, placer y gratitud. Lo que anhelabas está a tu alcance, y disfrutarlo a fondo forma parte del regalo.',
      reversed:
        'Una satisfacción que no satisface: autocomplacencia, excesos o un deseo cumplido que se siente vacío. Mira más allá de las apariencias, hacia lo que de verdad te llenaría.',
      description:
        'Novena carta de Copas, el palo del agua: el sentimiento cerca de su plenitud, el deseo concedido, el bienestar y el placer casi completos.',
      imagery:
        'Una figura satisfecha está sentada en un banco con los brazos cruzados; detrás, nueve copas se alinean en un estante curvo.',
      theme: { upright: 'un deseo cumplido', reversed: 'una satisfacción hueca' },
      advice: {
        upright: 'Disfruta de lo que tienes y da las gracias por ello en voz alta.',
        reversed: 'Pregúntate qué te satisfaría de verdad, más allá de lo que queda bien.',
      },
    },
    'cups-10': {
      name: 'Diez de Copas',
      reversedName: 'el Diez de Copas invertido',
      upright:
        'Plenitud emocional y armonía familiar: un amor duradero, un hogar lleno de calidez y la sensación de pertenecer. Las relaciones se apoyan en valores compartidos, y la alegría pasa de una generación a otra.',
      reversed:
        'Una armonía tensa: discordia familiar, ideales de hogar rotos o una vida de postal que esconde distancia entre las personas. La cercanía real quizá necesite una conversación sincera, no apariencias.',
      description:
        'Décima carta de Copas, el palo del agua: el sentimiento pleno y compartido, el ciclo del amor completo en un hogar y una familia.',
      imagery:
        'Dos figuras abrazadas alzan los brazos hacia un arcoíris de diez copas; a su lado bailan dos niños, y a lo lejos se ve una casa.',
      theme: { upright: 'la armonía familiar y la pertenencia', reversed: 'una paz familiar de fachada' },
      advice: {
        upright: 'Pasa tiempo con quienes quieres y diles lo que significan para ti.',
        reversed: 'Renuncia a la foto perfecta y habla con franqueza de lo que cada cual necesita en la vida en común.',
      },
    },
    'cups-page': {
      name: 'Sota de Copas',
      reversedName: 'la Sota de Copas invertida',
      upright:
        'Un mensaje intuitivo: una sorpresa amable, un impulso creativo o el primer aleteo de un sentimiento. Mantén una actitud abierta y juguetona, porque lo inesperado puede tener algo tierno que decirte.',
      reversed:
        'Sentimientos inmaduros o bloqueados: cambios de humor, inseguridad creativa o un mensaje emocional que nadie escucha. La sensibilidad se convierte en evasión cuando no se toma en serio.',
      description:
        'La figura más joven de la corte de Copas, mensajera y aprendiz del agua: el sentimiento como asombro, abierto a los sueños y a todo lo que lo sorprenda.',
      imagery: 'Una figura joven, de pie junto al mar, sostiene una copa de la que asoma un pececillo.',
      theme: { upright: 'un mensaje tierno e intuitivo', reversed: 'unos sentimientos desatendidos' },
      advice: {
        upright: 'Sigue una corazonada suave o un capricho creativo, y mira qué te muestra.',
        reversed: 'Toma tus sentimientos lo bastante en serio como para expresarlos, no solo soñarlos.',
      },
    },
    'cups-knight': {
      name: 'Caballero de Copas',
      reversedName: 'el Caballero de Copas invertido',
      upright:
        'Romance e invitación: una propuesta encantadora, un espíritu idealista o una creatividad que sigue al sentimiento. Alguien se acerca con la copa tendida, con ganas de dar y de dejarse conmover.',
      reversed:
        'Estados de ánimo y promesas que van a la deriva: un romance poco realista, celos o un encanto que no se sostiene con hechos. Comprueba si la oferta es tan real como parece.',
      description:
        'El jinete de la corte de Copas, el agua en movimiento: el romántico que sigue al sentimiento adondequiera que lleve, portador de ofrendas de amor y de belleza.',
      imagery: 'Un jinete sobre un caballo tranquilo sostiene una copa ante sí y avanza despacio hacia un río.',
      theme: { upright: 'una invitación romántica', reversed: 'un encanto que no cumple' },
      advice: {
        upright: 'Sigue lo que sientes con una propuesta sincera, y que tus palabras vayan en serio.',
        reversed: 'Mira más allá del encanto y fíjate en si la promesa se cumple.',
      },
    },
    'cups-queen': {
      name: 'Reina de Copas',
      reversedName: 'la Reina de Copas invertida',
      upright:
        'Compasión y profundidad emocional: una presencia atenta e intuitiva que escucha y comprende. Con calma y seguridad emocional, puedes acompañar lo que sienten los demás sin perderte en ello.',
      reversed:
        'Una compasión que se desborda: dependencia emocional, estados de ánimo que absorbes de los demás o sentimientos tan guardados que se vuelven hacia dentro. Cuídate con la ternura que muestras a los demás.',
      description:
        'La soberana madura de la corte de Copas, vuelta hacia dentro, el agua sostenida con gracia: la cuidadora intuitiva, en sintonía con el sentimiento y serena en sus profundidades.',
      imagery:
        'Una figura coronada, sentada en un trono a la orilla del agua, contempla una copa cerrada y ricamente labrada.',
      theme: { upright: 'la compasión y la hondura emocional', reversed: 'una empatía sin límites' },
      advice: {
        upright: 'Escucha con toda tu atención y confía en lo que oye tu intuición.',
        reversed: 'Pon un límite suave a tus sentimientos, para poder cuidar sin ahogarte.',
      },
    },
    'cups-king': {
      name: 'Rey de Copas',
      reversedName: 'el Rey de Copas invertido',
      upright:
        'Equilibrio emocional y calma sabia: el sentimiento dominado sin ser reprimido. Con diplomacia, generosidad y aplomo en plena tormenta, puedes guiar a otros por aguas revueltas.',
      reversed:
        'Una compostura que se resquebraja o se congela: cambios de humor, manipulación o sentimientos contenidos hasta que se desbordan. La calma en la superficie puede esconder agitación por dentro.',
      description:
        'El soberano maduro de la corte de Copas, vuelto hacia fuera, el agua que gobierna: madurez emocional, diplomacia y una compasión que no pierde el equilibrio cuando el mar se agita.',
      imagery:
        'Una figura coronada, en un trono de piedra que flota sobre un mar agitado, sostiene una copa y un cetro corto; detrás, un barco y un pez que salta.',
      theme: { upright: 'el equilibrio y la calma emocional', reversed: 'unos sentimientos reprimidos' },
      advice: {
        upright:
          'Mantén la serenidad y la amabilidad, y responde a las emociones intensas con calma, no con reacciones.',
        reversed: 'Ponle nombre a lo que sientes antes de que se desborde por donde no esperas.',
      },
    },

    // Espadas: aire, mente y verdad

    'swords-ace': {
      name: 'As de Espadas',
      reversedName: 'el As de Espadas invertido',
      upright:
        'Un destello de claridad: la verdad atraviesa la confusión y llega una idea o una decisión clara. Las palabras honestas, la concentración y una comprensión nueva te dan la ventaja que necesitas.',
      reversed:
        'Una claridad nublada: pensamientos confusos, palabras duras o una verdad usada para herir. Pensar sin cuidado puede cortar en la dirección equivocada, así que frena antes de hablar.',
      description:
        'Primera carta de Espadas, el palo del aire: la semilla de la mente y de la verdad, el pensamiento claro y único que lo atraviesa todo.',
      imagery:
        'Una mano sale de una nube y sostiene una espada recta, con la punta hacia arriba y coronada por una guirnalda, sobre unos picos montañosos.',
      theme: { upright: 'una verdad que se abre paso', reversed: 'unas ideas enturbiadas' },
      advice: {
        upright: 'Di la verdad con claridad y deja que atraviese la confusión.',
        reversed: 'Espera a que se aclaren tus ideas, y habla con cuidado cuando lo hagan.',
      },
    },
    'swords-2': {
      name: 'Dos de Espadas',
      reversedName: 'el Dos de Espadas invertido',
      upright:
        'Un punto muerto: una decisión difícil que se evita a base de no mirarla, una tregua incómoda entre dos partes. Hay paz por ahora, pero solo dura hasta que afrontes lo que preferirías no ver.',
      reversed:
        'La indecisión se rompe: demasiada información, confusión o la verdad que se abre paso a través de la venda. La decisión que evitabas pide ser tomada.',
      description:
        'Segunda carta de Espadas, el palo del aire: la mente dividida, dos pensamientos sostenidos en equilibrio para que ninguno tenga que ganar.',
      imagery:
        'Una figura sentada, con los ojos vendados, cruza dos espadas sobre el pecho; detrás, un mar en calma y una luna creciente.',
      theme: { upright: 'una decisión que se esquiva', reversed: 'una decisión inaplazable' },
      advice: {
        upright: 'Quítate la venda: reúne los hechos y toma la decisión.',
        reversed: 'Deja entrar la verdad poco a poco, y después decide.',
      },
    },
    'swords-3': {
      name: 'Tres de Espadas',
      reversedName: 'el Tres de Espadas invertido',
      upright:
        'Desamor y verdades dolorosas: tristeza, duelo o una herida causada por unas palabras o por una traición. Duele porque importa, y permitirte sentirlo es el primer paso para sanar.',
      reversed:
        'Un dolor que se libera despacio, o que sigue abierto: el perdón empieza y la pena se alivia, o la tristeza se mantiene viva de tanto darle vueltas. La recuperación empieza cuando dejas de reabrir la herida.',
      description:
        'Tercera carta de Espadas, el palo del aire: la mente que crece a través del dolor, una verdad que hiere y que, sin embargo, despeja el ambiente.',
      imagery:
        'Un corazón atravesado por tres espadas flota solo ante densas nubes de tormenta, mientras la lluvia cae a su alrededor.',
      theme: { upright: 'el desamor y una verdad dolorosa', reversed: 'la lenta liberación del dolor' },
      advice: {
        upright: 'Permítete sentir del todo el dolor y habla de ello con alguien de confianza.',
        reversed: 'Deja de repasar la herida: escríbela una vez y luego déjala a un lado.',
      },
    },
    'swords-4': {
      name: 'Cuatro de Espadas',
      reversedName: 'el Cuatro de Espadas invertido',
      upright:
        'Descanso y recuperación: una pausa para retirarte, reponerte y calmar la mente después de la tensión. Aquí la quietud no es pereza; es la manera de recomponerte para lo que viene.',
      reversed:
        'Un descanso rechazado o que se retrasa: agotamiento, inquietud o un retiro que se ha convertido en evasión. O tu cuerpo te pide parar, o ha llegado el momento de levantarte.',
      description:
        'Cuarta carta de Espadas, el palo del aire: la mente en reposo, la pausa estable que permite al pensamiento recuperar su claridad.',
      imagery:
        'Una figura yace en reposo sobre una tumba con las manos juntas; debajo hay una espada, y en la pared, encima, cuelgan otras tres.',
      theme: { upright: 'el descanso y la recuperación', reversed: 'una tregua que no llega' },
      advice: {
        upright: 'Reserva un descanso de verdad, sin pantallas ni tareas, y protégelo.',
        reversed: 'Fíjate en si necesitas parar o volver a empezar, y respétalo.',
      },
    },
    'swords-5': {
      name: 'Cinco de Espadas',
      reversedName: 'el Cinco de Espadas invertido',
      upright:
        'Una victoria vacía: un conflicto ganado a un precio demasiado alto, ganar por ganar o una derrota que escuece. Pregúntate si tener razón vale lo que te cuesta.',
      reversed:
        'Hacer las paces después del conflicto: una reconciliación, o un resentimiento que no termina de asentarse. La pelea ha terminado; lo que queda es cómo manejas los daños.',
      description:
        'Quinta carta de Espadas, el palo del aire: la sacudida de la mente, cuando el ingenio se convierte en arma y ganar deja a todos más pobres.',
      imagery:
        'Una figura recoge espadas con una sonrisa de triunfo mientras otras dos se alejan; dos espadas yacen en el suelo bajo unas nubes desgarradas por el viento.',
      theme: { upright: 'una victoria que cuesta demasiado', reversed: 'el rencor después de la pelea' },
      advice: {
        upright: 'Elige tus batallas y aléjate de las que solo alimentan el orgullo.',
        reversed: 'Da el primer paso hacia la paz, aunque tuvieras razón.',
      },
    },
    'swords-6': {
      name: 'Seis de Espadas',
      reversedName: 'el Seis de Espadas invertido',
      upright:
        'Una travesía hacia aguas más tranquilas: dejas atrás una etapa difícil y sigues adelante con tristeza, pero con esperanza. El cambio no es fácil, y aun así la otra orilla es más amable que la que dejas.',
      reversed:
        'Una travesía que se resiste o queda a medias: un equipaje emocional que arrastras, una mudanza aplazada o la incapacidad de dejar lo que duele. Algunas cosas tienen que quedarse en la orilla.',
      description:
        'Sexta carta de Espadas, el palo del aire: la armonía que se encuentra al seguir adelante, la mente llevada desde la agitación hacia un lugar más tranquilo.',
      imagery:
        'Un barquero impulsa con una pértiga una barca hacia la orilla lejana, con una figura envuelta en una capa y un niño a bordo, y seis espadas clavadas en la barca.',
      theme: { upright: 'una despedida serena y esperanzada', reversed: 'un equipaje que sigue a cuestas' },
      advice: {
        upright: 'Permítete seguir adelante y llévate solo lo que necesitas.',
        reversed: 'Ponle nombre a lo que llevas contigo en la travesía, y deja una parte en la orilla.',
      },
    },
    'swords-7': {
      name: 'Siete de Espadas',
      reversedName: 'el Siete de Espadas invertido',
      upright:
        'Estrategia o engaño: actuar por tu cuenta, a escondidas, o salirte con la tuya. Puede que alguien no esté jugando limpio, o que sientas la tentación de tomar atajos.',
      reversed:
        'Un engaño que se deshace: secretos que salen a la luz, mala conciencia o un plan que no puede funcionar en secreto. Sincerarte ahora te costará menos que si te descubren más tarde.',
      description:
        'Séptima carta de Espadas, el palo del aire: la prueba de la honestidad de la mente, el ingenio usado para esquivar las normas.',
      imagery:
        'Una figura se aleja de puntillas de un campamento con cinco espadas, mirando hacia atrás, y deja otras dos clavadas en el suelo.',
      theme: { upright: 'el sigilo y los atajos', reversed: 'un secreto destapado' },
      advice: {
        upright: 'Piensa con estrategia, pero asegúrate de poder defender tus métodos a la vista de todos.',
        reversed: 'Sincérate cuanto antes y repara lo que esté en tu mano.',
      },
    },
    'swords-8': {
      name: 'Ocho de Espadas',
      reversedName: 'el Ocho de Espadas invertido',
      upright:
        'La trampa de tus propios pensamientos: restricción, impotencia y un relato de indefensión que oculta la salida. Las ataduras están más flojas de lo que parecen, y el cerco está abierto.',
      reversed:
        'Una trampa mental que se abre, o que se cierra: una perspectiva nueva, aceptarte y por fin ver la salida, o un miedo que aprieta más. En cualquier caso, el primer movimiento te toca a ti.',
      description:
        'Octava carta de Espadas, el palo del aire: la prisión de la propia mente, donde el pensamiento que debería liberarte se convierte en una valla de miedos.',
      imagery:
        'Una figura atada y con los ojos vendados está de pie dentro de un cerco abierto de ocho espadas, con un castillo sobre una colina al fondo.',
      theme: { upright: 'una trampa hecha de pensamientos', reversed: 'una salida ya a la vista' },
      advice: {
        upright: 'Cuestiona el pensamiento que te dice que no puedes moverte, y da un pequeño paso.',
        reversed: 'Sigue adelante: cada paso que das afloja el siguiente nudo.',
      },
    },
    'swords-9': {
      name: 'Nueve de Espadas',
      reversedName: 'el Nueve de Espadas invertido',
      upright:
        'Ansiedad y preocupaciones que quitan el sueño: miedos que crecen en la oscuridad, culpa y demasiadas vueltas a las cosas. Lo que te atormenta a las tres de la madrugada suele parecer más pequeño a la luz del día.',
      reversed:
        'La preocupación en su punto álgido, o empezando a ceder: una desesperación guardada en secreto, o la esperanza que vuelve cuando compartes lo que te inquieta. Los miedos dichos en voz alta suelen encogerse.',
      description:
        'Novena carta de Espadas, el palo del aire: la mente al borde de quebrarse, cuando el pensamiento se vuelve contra sí mismo de madrugada.',
      imagery:
        'Una figura incorporada en la cama se cubre la cara con las manos; en la pared oscura cuelgan nueve espadas en hileras.',
      theme: { upright: 'una preocupación que quita el sueño', reversed: 'una preocupación compartida y aliviada' },
      advice: {
        upright: 'Pon tus preocupaciones por escrito y habla con alguien en lugar de cargar con ellas a solas.',
        reversed: 'Comparte el miedo con alguien de confianza, y pide apoyo si persiste.',
      },
    },
    'swords-10': {
      name: 'Diez de Espadas',
      reversedName: 'el Diez de Espadas invertido',
      upright:
        'Un final doloroso: traición, derrota o tocar fondo, sin nada más que perder. Se ha terminado, y eso es a la vez la pérdida y el alivio: el amanecer ya asoma en el horizonte.',
      reversed:
        'Recuperarse después de lo peor, o no dejar que termine: levantarse despacio de las ruinas, o revivir la derrota una y otra vez. Lo peor ya pasó; ahora el trabajo es ponerse en pie.',
      description:
        'Décima carta de Espadas, el palo del aire: el final del ciclo, la derrota de la mente llevada hasta el fondo, desde donde solo se puede subir.',
      imagery:
        'Una figura yace boca abajo con diez espadas clavadas en la espalda bajo un cielo negro; en el horizonte despunta la primera luz del alba.',
      theme: { upright: 'una caída hasta el fondo', reversed: 'un resurgir desde lo más hondo' },
      advice: {
        upright: 'Acepta que esto ha terminado, descansa y deja que el nuevo día empiece a su ritmo.',
        reversed: 'Deja de reabrir el final y da el siguiente pequeño paso hacia tu recuperación.',
      },
    },
    'swords-page': {
      name: 'Sota de Espadas',
      reversedName: 'la Sota de Espadas invertida',
      upright:
        'Curiosidad y vigilancia: una mente rápida e inquisitiva, con hambre de ideas, noticias y verdad. Lo notas todo y aprendes deprisa; úsalo para preguntar, no para espiar.',
      reversed:
        'Palabras afiladas y pensamiento inquieto: chismes, actitud defensiva o charla sin contenido. La curiosidad se agria en sospecha, o los planes se quedan en ideas porque la acción nunca llega.',
      description:
        'La figura más joven de la corte de Espadas, mensajera y aprendiz del aire: la mente como curiosidad, despierta y ávida, que aún aprende a contenerse.',
      imagery:
        'Una figura joven, de pie en una colina azotada por el viento, sostiene una espada en alto y mira por encima del hombro; en el cielo vuelan pájaros.',
      theme: { upright: 'una mente rápida y curiosa', reversed: 'unas palabras dichas sin pensar' },
      advice: {
        upright: 'Haz las preguntas que nadie hace y escucha con atención las respuestas.',
        reversed: 'Piensa antes de hablar, y comprueba los datos antes de compartirlos.',
      },
    },
    'swords-knight': {
      name: 'Caballero de Espadas',
      reversedName: 'el Caballero de Espadas invertido',
      upright:
        'Acción rápida y decidida: ambición, empuje y una mente que carga directa hacia su objetivo. La franqueza ayuda aquí, pero la velocidad deja poco margen para ver quién se interpone en el camino.',
      reversed:
        'Prisa sin dirección: decisiones precipitadas, agresividad o pensamientos inquietos que se dispersan en todas direcciones. Frena la embestida antes de que se convierta en un choque.',
      description:
        'El jinete de la corte de Espadas, el aire en movimiento: la mente que carga contra su objetivo, intrépida y veloz, sin mirar siempre por dónde va.',
      imagery:
        'Un jinete carga a galope tendido con la espada en alto, mientras las nubes corren y los árboles se doblan con el viento.',
      theme: { upright: 'una embestida rápida y directa', reversed: 'una prisa que todo lo dispersa' },
      advice: {
        upright: 'Actúa con decisión sobre lo que sabes y dilo sin rodeos.',
        reversed: 'Frena lo suficiente para comprobar el objetivo antes de lanzarte.',
      },
    },
    'swords-queen': {
      name: 'Reina de Espadas',
      reversedName: 'la Reina de Espadas invertida',
      upright:
        'Percepción clara y límites honestos: con independencia, agudeza y equidad, ves a través de las apariencias y dices la verdad con precisión. La experiencia, el dolor incluido, ha afinado tu lucidez.',
      reversed:
        'Una claridad que se vuelve fría: dureza, amargura o palabras usadas para mantener a los demás a distancia. O un pensamiento nublado por la herida; la verdad funciona mejor junto a la bondad.',
      description:
        'La soberana madura de la corte de Espadas, vuelta hacia dentro, el aire sostenido con aplomo: la mente lúcida, independiente y honesta, que ve las cosas como son.',
      imagery:
        'Una figura coronada, sentada de perfil en un trono sobre las nubes, sostiene con una mano una espada con la punta hacia arriba y alza la otra, abierta.',
      theme: { upright: 'una percepción clara y honesta', reversed: 'una claridad helada' },
      advice: {
        upright: 'Habla con honestidad y marca límites claros, sin disculparte y sin crueldad.',
        reversed: 'Deja que la calidez suavice tu sinceridad: la verdad llega mejor con amabilidad.',
      },
    },
    'swords-king': {
      name: 'Rey de Espadas',
      reversedName: 'el Rey de Espadas invertido',
      upright:
        'Autoridad intelectual: pensamiento claro, decisiones ecuánimes y la verdad por encima del sentimiento. El consejo experto, los principios firmes y una lógica serena muestran el camino.',
      reversed:
        'Una autoridad mal usada: manipulación, control frío o normas aplicadas sin humanidad. O una mente capaz que esquiva las decisiones que le tocan; el intelecto necesita conciencia.',
      description:
        'El soberano maduro de la corte de Espadas, vuelto hacia fuera, el aire que gobierna: la mente como ley, la razón y la ética convertidas en decisiones dignas de confianza.',
      imagery:
        'Una figura coronada, sentada de frente en un trono tallado con mariposas, sostiene una espada recta con la punta hacia arriba.',
      theme: { upright: 'una autoridad clara y ecuánime', reversed: 'un intelecto sin conciencia' },
      advice: {
        upright: 'Decide según los hechos y tus principios, y explica tu razonamiento con sencillez.',
        reversed: 'Comprueba que tu lógica está al servicio de las personas, no solo de las normas.',
      },
    },

    // Oros: tierra, cuerpo, trabajo y recursos

    'pentacles-ace': {
      name: 'As de Oros',
      reversedName: 'el As de Oros invertido',
      upright:
        'Una nueva oportunidad material: un trabajo, un ingreso o un plan para tu hogar o tu bienestar que puede convertirse en algo sólido. La prosperidad empieza con una semilla plantada en buena tierra.',
      reversed:
        'Una oportunidad perdida o mal sembrada: ocasiones desaprovechadas, mala planificación o un proyecto levantado sobre terreno inestable. La semilla está ahí; prepara la tierra antes de sembrar.',
      description:
        'Primera carta de Oros, el palo de la tierra: la semilla de lo material, una oportunidad real de que la seguridad, el trabajo y el bienestar tomen forma.',
      imagery: 'Una mano sale de una nube y sostiene un único oro sobre un jardín con un arco de rosas.',
      theme: { upright: 'una oportunidad nueva y sólida', reversed: 'una oportunidad mal sembrada' },
      advice: {
        upright: 'Aprovecha la oportunidad práctica que tienes delante y dale una atención constante.',
        reversed: 'Planifica bien antes de comprometer dinero o tiempo.',
      },
    },
    'pentacles-2': {
      name: 'Dos de Oros',
      reversedName: 'el Dos de Oros invertido',
      upright:
        'Equilibrar prioridades: hacer malabares con el dinero, el tiempo y las obligaciones, con flexibilidad y paso ligero. Tu capacidad de adaptación mantiene todo en marcha, aunque la marea puede subir deprisa.',
      reversed:
        'Exceso de compromisos: demasiadas pelotas en el aire, desorganización o unas finanzas que pierden el equilibrio. Es probable que algo se caiga, a menos que elijas qué soltar.',
      description:
        'Segunda carta de Oros, el palo de la tierra: la vida material en movimiento, dos exigencias mantenidas en equilibrio gracias al ritmo y a la capacidad de adaptarse.',
      imagery:
        'Una figura baila mientras hace malabares con dos oros unidos por una cinta en forma de infinito; detrás, unos barcos navegan sobre olas altas.',
      theme: { upright: 'unos malabares en equilibrio', reversed: 'demasiados frentes abiertos' },
      advice: {
        upright: 'Mantén la flexibilidad, no pierdas de vista tus prioridades y ajusta sobre la marcha.',
        reversed: 'Suelta o aplaza un compromiso para que el resto siga en equilibrio.',
      },
    },
    'pentacles-3': {
      name: 'Tres de Oros',
      reversedName: 'el Tres de Oros invertido',
      upright:
        'Trabajo en equipo y buen oficio: habilidades reconocidas, una colaboración que funciona y planes construidos en común. Cada aportación cuenta, y aprender de los demás mejora el conjunto.',
      reversed:
        'Una colaboración que se resiente: mala coordinación, trabajo infravalorado o un nivel que baja. Un proyecto se tambalea cuando la gente deja de escucharse, o cuando te empeñas en hacerlo todo tú.',
      description:
        'Tercera carta de Oros, el palo de la tierra: el primer crecimiento de la destreza, cuando el oficio se une al de otros y se convierte en algo duradero.',
      imagery:
        'Un cantero, subido a un banco, trabaja en el arco de una catedral mientras dos figuras sostienen los planos; en el arco hay tres oros tallados.',
      theme: { upright: 'un trabajo en equipo bien hecho', reversed: 'una colaboración descompasada' },
      advice: {
        upright: 'Aporta tu habilidad al grupo y pide la experiencia que te falta.',
        reversed: 'Aclara funciones y criterios con las personas con quienes trabajas.',
      },
    },
    'pentacles-4': {
      name: 'Cuatro de Oros',
      reversedName: 'el Cuatro de Oros invertido',
      upright:
        'Seguridad a través del control: ahorrar, proteger y aferrarte a lo que tienes. La estabilidad es real, pero un puño demasiado cerrado deja fuera tanto como protege.',
      reversed:
        'Sujetar demasiado, o soltar demasiado deprisa: avaricia, miedo a perder o gastos descuidados tras una larga contención. La seguridad necesita cierta apertura para circular.',
      description:
        'Cuarta carta de Oros, el palo de la tierra: la estabilidad material convertida en fortaleza amurallada, el deseo de conservar lo ganado.',
      imagery:
        'Una figura coronada, sentada, aprieta un oro contra el pecho; otro se sostiene en equilibrio sobre su cabeza y hay uno más bajo cada pie, con una ciudad detrás.',
      theme: { upright: 'una seguridad que se aferra', reversed: 'una mano que retiene o derrocha' },
      advice: {
        upright: 'Protege lo que tienes, pero deja una mano libre para recibir.',
        reversed: 'Afloja un poco, o ponte un límite, según hacia qué lado tiendas.',
      },
    },
    'pentacles-5': {
      name: 'Cinco de Oros',
      reversedName: 'el Cinco de Oros invertido',
      upright:
        'Penuria y la sensación de quedarse a la intemperie: preocupaciones económicas, inseguridad o aislamiento. La ayuda puede estar más cerca de lo que parece, si te permites pedirla.',
      reversed:
        'Salir de la penuria: las finanzas mejoran o la sensación de exclusión empieza a disiparse. O una preocupación que el orgullo prolonga, cuando la puerta estuvo abierta todo el tiempo.',
      description:
        'Quinta carta de Oros, el palo de la tierra: la sacudida material, la pérdida de la seguridad y el frío de sentirse fuera del círculo.',
      imagery:
        'Dos figuras, una de ellas con muletas, caminan por la nieve junto a la ventana iluminada de una iglesia, con cinco oros en su vidriera.',
      theme: { upright: 'la penuria y la exclusión', reversed: 'una penuria ya en retirada' },
      advice: {
        upright: 'Pide ayuda y acéptala: no tiene nada de vergonzoso necesitar apoyo.',
        reversed: 'Sigue dando los pequeños pasos que te devuelven a terreno firme.',
      },
    },
    'pentacles-6': {
      name: 'Seis de Oros',
      reversedName: 'el Seis de Oros invertido',
      upright:
        'Generosidad e intercambio equilibrado: dar y recibir, compartir lo que tienes, ofrecer o aceptar apoyo. El equilibrio al dar mantiene la dignidad de las dos partes.',
      reversed:
        'Favores con condiciones: deudas, una generosidad en una sola dirección o una ayuda que crea dependencia. Fíjate en el poder que hay en el intercambio, porque dar no debería convertirse en controlar.',
      description:
        'Sexta carta de Oros, el palo de la tierra: la armonía recuperada al compartir, los recursos que fluyen hacia donde hacen falta.',
      imagery:
        'Un mercader sostiene una balanza equilibrada y deja caer monedas en las manos de una de las dos figuras arrodilladas ante él; arriba flotan seis oros.',
      theme: { upright: 'la generosidad y un intercambio equilibrado', reversed: 'una ayuda con condiciones' },
      advice: {
        upright: 'Da o recibe con la mano abierta y mantén el intercambio equilibrado.',
        reversed: 'Fíjate en las condiciones de lo que das o aceptas, y corta las que atan.',
      },
    },
    'pentacles-7': {
      name: 'Siete de Oros',
      reversedName: 'el Siete de Oros invertido',
      upright:
        'Paciencia y evaluación: una pausa para mirar lo que ha dado tu trabajo y decidir si sigues invirtiendo en él. Los resultados llegan despacio, y pensar a largo plazo te beneficia.',
      reversed:
        'Impaciencia ante un crecimiento lento, o esfuerzo sin recompensa: frustración, dudas sobre la inversión o un trabajo demasiado repartido. Decide si cuidarlo mejor o sembrar en otra parte.',
      description:
        'Séptima carta de Oros, el palo de la tierra: la prueba de la paciencia, cuando el esfuerzo se detiene a sopesar la cosecha frente al trabajo.',
      imagery:
        'Un agricultor descansa apoyado en su azada y contempla, pensativo, un arbusto del que brotan siete oros.',
      theme: { upright: 'una inversión paciente', reversed: 'la prisa por cosechar' },
      advice: {
        upright: 'Revisa tus avances con honestidad y sigue cuidando lo que está creciendo.',
        reversed: 'Decide si esto merece más esfuerzo, y actúa según la respuesta.',
      },
    },
    'pentacles-8': {
      name: 'Ocho de Oros',
      reversedName: 'el Ocho de Oros invertido',
      upright:
        'Dedicación y maestría: una destreza pulida por la repetición, el compromiso con la calidad y el trabajo bien hecho por sí mismo. El esfuerzo constante construye una pericia real.',
      reversed:
        'Esfuerzo sin rumbo: perfeccionismo, un trabajo repetitivo que ha perdido su sentido o atajos que rebajan el nivel. Pregúntate para qué estás practicando en realidad.',
      description:
        'Octava carta de Oros, el palo de la tierra: el camino hacia la maestría, la destreza construida pieza a pieza con una práctica paciente.',
      imagery:
        'Un artesano, ante su banco de trabajo, talla un oro, mientras a su lado cuelgan de un poste siete oros ya terminados.',
      theme: { upright: 'un oficio cultivado con esmero', reversed: 'un trabajo ya sin sentido' },
      advice: {
        upright: 'Céntrate en hacer bien esta tarea y deja que la práctica haga su trabajo.',
        reversed: 'Vuelve a conectar con el sentido de tu trabajo, o cambia tu manera de hacerlo.',
      },
    },
    'pentacles-9': {
      name: 'Nueve de Oros',
      reversedName: 'el Nueve de Oros invertido',
      upright:
        'Autosuficiencia y abundancia refinada: una independencia ganada con disciplina, comodidades que se disfrutan y confianza en tus propios medios. Puedes saborear lo que has construido.',
      reversed:
        'Una independencia socavada: gastos excesivos, reveses en tu seguridad o una autonomía que se ha convertido en aislamiento. Una comodidad comprada a costa de la libertad quizá no compense.',
      description:
        'Novena carta de Oros, el palo de la tierra: la vida material cerca de su plenitud, el bienestar cultivado de quien ha construido su propia seguridad.',
      imagery:
        'Una figura con una túnica de flores está de pie en un viñedo, con un halcón encapuchado sobre la mano enguantada y nueve oros entre las vides.',
      theme: { upright: 'un bienestar ganado a pulso', reversed: 'una comodidad que cuesta libertad' },
      advice: {
        upright: 'Disfruta de lo que te has ganado e invierte una parte en tu propio bienestar.',
        reversed: 'Comprueba si tu comodidad sigue al servicio de tu libertad, y ajusta tus gastos si hace falta.',
      },
    },
    'pentacles-10': {
      name: 'Diez de Oros',
      reversedName: 'el Diez de Oros invertido',
      upright:
        'Riqueza duradera y legado: la familia, la herencia y una seguridad construida a lo largo de generaciones. Lo que establezcas puede sostener a otros mucho después de ti.',
      reversed:
        'Un legado en entredicho: disputas familiares por dinero, pérdidas económicas o tradiciones que pesan más de lo que sostienen. La seguridad duradera se apoya en algo más que el dinero.',
      description:
        'Décima carta de Oros, el palo de la tierra: el final del ciclo, la vida material completa como linaje, hogar y seguridad duradera.',
      imagery:
        'Una figura anciana está sentada bajo un arco con dos perros, mientras más allá se ven una pareja y un niño; diez oros se disponen en forma de árbol.',
      theme: { upright: 'una riqueza duradera y un legado', reversed: 'un patrimonio en disputa' },
      advice: {
        upright: 'Piensa a largo plazo y construye algo que siga en pie para quienes vengan detrás.',
        reversed:
          'Habla abiertamente con tu familia del dinero y de las expectativas antes de que se enquisten en un conflicto.',
      },
    },
    'pentacles-page': {
      name: 'Sota de Oros',
      reversedName: 'la Sota de Oros invertida',
      upright:
        'Un comienzo estudioso: una nueva habilidad, un curso o un plan práctico que abordas con concentración y cuidado. Buenas noticias sobre el dinero o el trabajo, y ganas de aprender paso a paso.',
      reversed:
        'Un aprendizaje estancado: aplazamientos, falta de avances o un sueño que nunca llega a tener un plan. O una atención tan estrecha que se te escapa el panorama general.',
      description:
        'La figura más joven de la corte de Oros, mensajera y aprendiz de la tierra: quien aprende con las manos, con paciencia y con ganas de hacer reales las ideas.',
      imagery: 'Una figura joven, de pie en un campo verde, sostiene en alto un oro y lo estudia con atención.',
      theme: { upright: 'un comienzo práctico y estudioso', reversed: 'unos avances que se hacen esperar' },
      advice: {
        upright: 'Empieza el curso, el presupuesto o el plan, y ve aprendiendo sobre la marcha.',
        reversed: 'Divide el plan en tareas pequeñas y haz hoy la primera.',
      },
    },
    'pentacles-knight': {
      name: 'Caballero de Oros',
      reversedName: 'el Caballero de Oros invertido',
      upright:
        'Un avance constante y metódico: trabajo duro, rutina y fiabilidad. Con paso lento y paciente, llegas a la meta porque nunca te detienes, y los demás saben que pueden contar contigo.',
      reversed:
        'La rutina convertida en estancamiento: aburrimiento, inercia o un perfeccionismo que impide que el trabajo avance. O tanta diligencia que no queda espacio para nada más en la vida.',
      description:
        'El jinete de la corte de Oros, la tierra en movimiento: el más lento y fiable de los jinetes, que termina todo lo que empieza.',
      imagery: 'Un jinete, inmóvil sobre un caballo robusto, sostiene un oro; detrás se extienden campos arados.',
      theme: { upright: 'una tenacidad sin prisas', reversed: 'una constancia vuelta inercia' },
      advice: {
        upright: 'Mantén la rutina, tarea a tarea: la constancia sacará esto adelante.',
        reversed: 'Cambia una parte de tu rutina para que el trabajo vuelva a moverse.',
      },
    },
    'pentacles-queen': {
      name: 'Reina de Oros',
      reversedName: 'la Reina de Oros invertida',
      upright:
        'Un cuidado práctico: calidez, sentido común y un hogar o un lugar de trabajo donde las personas prosperan. Cuidas de los demás y de ti a través de un bienestar y una seguridad tangibles, cotidianos.',
      reversed:
        'Un cuidado desequilibrado: descuidarte, agobiar a los demás con atenciones, o un trabajo y un hogar que compiten por ti hasta que nada parece atendido. La seguridad se resiente cuando olvidas tus propias necesidades.',
      description:
        'La soberana madura de la corte de Oros, vuelta hacia dentro, la tierra sostenida con calidez: la cuidadora práctica, ingeniosa y generosa, que hace la vida más cómoda a los demás.',
      imagery:
        'Una figura coronada, sentada en un trono en medio de un jardín, sostiene un oro en el regazo; a sus pies hay un conejo.',
      theme: { upright: 'el cariño hecho de gestos concretos', reversed: 'un cuidado repartido en exceso' },
      advice: {
        upright: 'Cuida tu cuerpo y tu hogar, y deja que el cuidado práctico sea tu forma de querer.',
        reversed: 'Pon esta semana una de tus necesidades en primer lugar, sin culpa.',
      },
    },
    'pentacles-king': {
      name: 'Rey de Oros',
      reversedName: 'el Rey de Oros invertido',
      upright:
        'Abundancia y seguridad: riqueza, olfato para los negocios y la disciplina necesaria para que todo ello perdure. Con la fiabilidad de quien sostiene y dirige, construyes estabilidad para ti y para los demás.',
      reversed:
        'Riqueza sin sabiduría: codicia, terquedad o un estatus perseguido a cualquier precio. O decisiones económicas tomadas desde el miedo, cuando la seguridad debería servir a la vida, no sustituirla.',
      description:
        'El soberano maduro de la corte de Oros, vuelto hacia fuera, la tierra que gobierna: el dominio de lo material, quien construye con constancia riqueza y seguridad.',
      imagery:
        'Una figura coronada, en un trono tallado con toros, sostiene un oro y un cetro, rodeada de racimos de uvas, con un castillo detrás.',
      theme: { upright: 'la abundancia y una seguridad sólida', reversed: 'un afán de riqueza que ciega' },
      advice: {
        upright: 'Toma decisiones a largo plazo y usa tus recursos también para apoyar a otros.',
        reversed: 'Pregúntate si tu ambición sigue al servicio de lo que más valoras.',
      },
    },
  },

  suits: { wands: 'Bastos', cups: 'Copas', swords: 'Espadas', pentacles: 'Oros' },

  spreads: {
    'single-card': {
      name: 'Una carta',
      description: 'Una sola carta para una respuesta clara y directa a tu pregunta.',
    },
    'three-card': {
      name: 'Tres cartas',
      description:
        'Tres cartas para ver qué ha dado forma a la situación, en qué punto está ahora y hacia dónde puede ir.',
    },
    'love-spread': {
      name: 'Amor y relaciones',
      description:
        'Cinco cartas para ti, la otra persona, el vínculo entre los dos, lo que se interpone y hacia dónde puede ir la relación.',
    },
    'celtic-cross': {
      name: 'Cruz Celta',
      description:
        'Diez cartas para ver el panorama completo: el corazón del asunto, sus raíces, lo que se avecina, las personas que te rodean y hacia dónde va todo.',
    },
  },

  positions: {
    card: {
      name: 'Tu carta',
      meaning: 'La carta que responde a tu pregunta.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'responde', 'responden')} a tu pregunta y te ${agree(card, 'habla', 'hablan')} ${de(theme)}.`,
        (card, theme) =>
          `Para tu pregunta ${agree(card, 'ha salido', 'han salido')} ${inline(card)}, y su respuesta pasa por ${theme}.`,
      ],
    },
    past: {
      name: 'Pasado',
      meaning: 'Lo que ha dado forma a la situación.',
      place: [
        (card, theme) =>
          `En el pasado ${agree(card, 'está', 'están')} ${inline(card)}: el terreno que hoy pisas lleva la huella ${de(theme)}.`,
        (card, theme) => `Si miras atrás, encuentras ${inline(card)}: la situación nació ${de(theme)}.`,
      ],
    },
    present: {
      name: 'Presente',
      meaning: 'En qué punto están las cosas ahora.',
      place: [
        (card, theme) =>
          `En este momento, ${inline(card)} ${agree(card, 'marca', 'marcan')} el tono y ${agree(card, 'pone', 'ponen')} en primer plano ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'describe', 'describen')} la situación tal como está hoy, marcada por ${theme}.`,
      ],
    },
    future: {
      name: 'Futuro',
      meaning: 'Hacia dónde pueden ir las cosas.',
      place: [
        (card, theme) =>
          `Después ${agree(card, 'podría', 'podrían')} llegar ${inline(card)}, que ${agree(card, 'apunta', 'apuntan')} hacia ${theme} si todo sigue como va.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'deja', 'dejan')} entrever lo que se avecina: el próximo paso podría llegar de la mano ${de(theme)}.`,
      ],
    },
    you: {
      name: 'Tú',
      meaning: 'Lo que aportas a la relación.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'muestra', 'muestran')} lo que tú aportas a esta relación: ${theme}.`,
        (card, theme) =>
          `De tu lado ${agree(card, 'está', 'están')} ${inline(card)}, que ${agree(card, 'trae', 'traen')} consigo ${theme}.`,
      ],
    },
    other: {
      name: 'La otra persona',
      meaning: 'La otra persona, o aquella a quien esperas.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'representa', 'representan')} a la otra persona, o a quien esperas, y lo que aporta tiene que ver con ${theme}.`,
        (card, theme) =>
          `Para la persona que tienes enfrente ${agree(card, 'sale', 'salen')} ${inline(card)}: en ella podrías encontrar ${theme}.`,
      ],
    },
    bond: {
      name: 'El vínculo',
      meaning: 'La conexión entre los dos.',
      place: [
        (card, theme) =>
          `Entre los dos ${agree(card, 'está', 'están')} ${inline(card)}: lo que los une se apoya en ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'dibuja', 'dibujan')} lo que compartes con la otra persona: un vínculo marcado por ${theme}.`,
      ],
    },
    challenge: {
      name: 'El desafío',
      meaning: 'Lo que se interpone, o lo que toca trabajar.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'señala', 'señalan')} lo que se interpone: la dificultad nace ${de(theme)}.`,
        (card, theme) =>
          `La prueba para los dos llega con ${inline(card)}, y el nudo que toca deshacer está en ${theme}.`,
      ],
    },
    potential: {
      name: 'Potencial',
      meaning: 'Hacia dónde puede ir la relación.',
      place: [
        (card, theme) =>
          `De cara al futuro, ${inline(card)} ${agree(card, 'deja', 'dejan')} ver adónde puede llevar esto: ${a(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'apunta', 'apuntan')} a lo que podría llegar a ser la relación: algo construido sobre ${theme}.`,
      ],
    },
    heart: {
      name: 'El corazón del asunto',
      meaning: 'De qué trata en realidad la situación.',
      place: [
        (card, theme) =>
          `En el corazón del asunto ${agree(card, 'está', 'están')} ${inline(card)}: en el fondo, todo se reduce ${a(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'ocupa', 'ocupan')} el centro de todo y ${agree(card, 'pone', 'ponen')} sobre la mesa ${theme}.`,
      ],
    },
    crossing: {
      name: 'Lo que se cruza',
      meaning: 'Lo que se atraviesa en el asunto, para ayudar o para estorbar.',
      place: [
        (card, theme) =>
          `${cap(card)} se ${agree(card, 'cruza', 'cruzan')} en tu camino: para bien o para mal, conviene contar con ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'atraviesa', 'atraviesan')} el asunto y ${agree(card, 'pone', 'ponen')} en juego ${theme}.`,
      ],
    },
    root: {
      name: 'La raíz',
      meaning: 'La base sobre la que descansa la situación.',
      place: [
        (card, theme) =>
          `En la raíz de todo se ${agree(card, 'encuentra', 'encuentran')} ${inline(card)}: la situación descansa sobre ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'forma', 'forman')} el suelo que hay debajo, y todo lo demás ha crecido a partir ${de(theme)}.`,
      ],
    },
    behind: {
      name: 'Pasado reciente',
      meaning: 'Lo que acaba de pasar y todavía tiñe las cosas.',
      place: [
        (card, theme) =>
          `Justo detrás de ti ${agree(card, 'queda', 'quedan')} ${inline(card)}: las últimas semanas han estado marcadas por ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'cuenta', 'cuentan')} lo que acaba de pasar: los últimos días trajeron ${theme}, y su huella todavía se nota.`,
      ],
    },
    crown: {
      name: 'La corona',
      meaning: 'Lo que persigues, o aquello a lo que podrías llegar.',
      place: [
        (card, theme) =>
          `Por encima de todo se ${agree(card, 'alza', 'alzan')} ${inline(card)}: lo que persigues, o aquello a lo que podrías llegar, apunta hacia ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'corona', 'coronan')} la tirada: lo que tienes en mente, o lo que podrías alcanzar, pasa por ${theme}.`,
      ],
    },
    ahead: {
      name: 'Futuro próximo',
      meaning: 'Lo que probablemente llegue pronto.',
      place: [
        (card, theme) =>
          `Pronto ${agree(card, 'podría', 'podrían')} entrar en juego ${inline(card)}, que ${agree(card, 'trae', 'traen')} consigo ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'asoma', 'asoman')} en el futuro próximo: lo que está por llegar tiene que ver con ${theme}.`,
      ],
    },
    self: {
      name: 'Tu postura',
      meaning: 'Cómo te sitúas tú en el asunto.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'revela', 'revelan')} cómo te sitúas ante esto: tu papel está teñido ${de(theme)}.`,
        (card, theme) =>
          `En cuanto a ti, ${inline(card)} ${agree(card, 'refleja', 'reflejan')} la postura que adoptas: ${theme}.`,
      ],
    },
    surroundings: {
      name: 'El entorno',
      meaning: 'Las personas y el ambiente que te rodean.',
      place: [
        (card, theme) =>
          `A tu alrededor ${agree(card, 'está', 'están')} ${inline(card)}: las personas y el ambiente en que te mueves aportan ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'retrata', 'retratan')} tu entorno: en quienes te rodean puedes percibir ${theme}.`,
      ],
    },
    hopesFears: {
      name: 'Esperanzas y temores',
      meaning: 'Lo que esperas y lo que temes, que a menudo son lo mismo.',
      place: [
        (card, theme) =>
          `En tus esperanzas y temores ${agree(card, 'aparece', 'aparecen')} ${inline(card)}: quizá desees y temas a la vez ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'recoge', 'recogen')} lo que esperas y lo que temes, y ambas cosas giran en torno ${a(theme)}.`,
      ],
    },
    outcome: {
      name: 'Resultado',
      meaning: 'Hacia dónde van las cosas si nada cambia.',
      place: [
        (card, theme) =>
          `Al final del camino ${agree(card, 'espera', 'esperan')} ${inline(card)}: si el rumbo se mantiene, ${agree(card, 'apunta', 'apuntan')} hacia ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'muestra', 'muestran')} adónde es probable que lleve todo esto: hacia ${theme}, a menos que cambies de rumbo.`,
      ],
    },
  },

  reading: {
    opening: {
      love: [
        'Tu pregunta es sobre el amor: la lectura se fija en lo que tú aportas, en lo que te sale al encuentro y en el rumbo que puede tomar.',
        'Es una pregunta de amor, así que las cartas exploran lo que te atrae, lo que te frena y lo que la relación te pide.',
      ],
      money: [
        'Tu pregunta es sobre el dinero: la lectura se fija en cómo entran y salen tus recursos, y en las decisiones que les dan forma.',
        'Ante una pregunta sobre dinero, las cartas miran lo que te sostiene, lo que te desgasta y cómo podrías usar tus medios con más acierto.',
      ],
      work: [
        'Tu pregunta es sobre el trabajo: la lectura se fija en tu esfuerzo, en las personas y las presiones que lo rodean, y en el rumbo que puede tomar tu vida laboral.',
        'Es una pregunta sobre el trabajo, así que las cartas sopesan tus capacidades, tus ambiciones y lo que se interpone entre tú y el trabajo que quieres.',
      ],
      home: [
        'Tu pregunta es sobre tu hogar: la lectura se fija en el lugar donde vives, en la vida que alberga y en lo que haría que lo sintieras más tuyo.',
        'Ante una pregunta sobre el hogar, las cartas miran la comodidad, el sentido de pertenencia y lo que afianza o remueve el suelo que pisas.',
      ],
      health: [
        'Tu pregunta es sobre la salud: la lectura se fija en cómo te cuidas, en lo que te desgasta y en lo que te repone, y no sustituye el consejo médico.',
        'Ante una pregunta sobre tu bienestar, las cartas hablan de hábitos, descanso y equilibrio; lo clínico corresponde siempre a un profesional de la salud.',
      ],
      family: [
        'Tu pregunta es sobre la familia: la lectura se fija en los lazos con los que naciste o que has elegido, y en lo que te piden ahora.',
        'Es una pregunta sobre la familia, así que las cartas miran la lealtad, los viejos patrones y el cariño que circula entre los tuyos.',
      ],
      study: [
        'Tu pregunta es sobre los estudios: la lectura se fija en cómo aprendes, en lo que se interpone y en adónde puede llevarte tu esfuerzo.',
        'Ante una pregunta sobre el aprendizaje, las cartas sopesan tu concentración, tu motivación y el apoyo que tienes alrededor.',
      ],
      move: [
        'Tu pregunta es sobre una mudanza: la lectura se fija en lo que dejas atrás, en lo que te impulsa a seguir y en si estás en condiciones de marcharte.',
        'Es una pregunta sobre un cambio de lugar, así que las cartas miran el momento, el terreno práctico y la atracción de un sitio nuevo.',
      ],
      creativity: [
        'Tu pregunta es sobre tu trabajo creativo: la lectura se fija en de dónde vienen tus ideas, en lo que las bloquea y en cómo pueden tomar forma.',
        'Ante una pregunta sobre crear, las cartas sopesan tu inspiración, tu disciplina y el valor que hace falta para enseñar tu obra.',
      ],
      spirituality: [
        'Tu pregunta es sobre tu vida espiritual: la lectura se fija en lo que crees, en lo que buscas y en lo que da más hondura a tu vida.',
        'Es una pregunta sobre la vida interior, así que las cartas miran la fe, la intuición y las prácticas que te mantienen cerca de lo esencial.',
      ],
      self: [
        'Tu pregunta es sobre ti: la lectura se fija en la persona en la que te estás convirtiendo, en lo que te frena y en los recursos con los que cuentas.',
        'Es una pregunta sobre ti, así que las cartas miran tu carácter, tus patrones y las opciones que tienes por delante.',
      ],
      general: [
        'Tu pregunta es abierta: la lectura mira tu situación en conjunto, las fuerzas que actúan en ella y hacia dónde tiende.',
        'Como no nombras ningún ámbito concreto de tu vida, las cartas hablan de lo que más vivo está para ti en este momento.',
      ],
    },
    leadWhy: {
      love: [
        'En tu vida amorosa, esta carta va directa a lo que de verdad quieres saber: todo gira a su alrededor.',
        'Deja que esta carta guíe lo que piensas del amor: llega al sentimiento que hay debajo de tus palabras.',
      ],
      money: [
        'En cuestiones de dinero, esta carta sostiene la lectura: tu pregunta descansa en lo que ella saca a la luz.',
        'Los asuntos de dinero suelen depender de un hábito o de una decisión, y esta carta descubre cuál está en juego en tu caso.',
      ],
      work: [
        'En lo laboral, no pierdas de vista esta carta: lo que pase a partir de ahora depende en buena parte de cómo te tomes lo que plantea.',
        'Llévate esta carta al trabajo: va a la parte de tu pregunta sobre la que puedes actuar.',
      ],
      home: [
        'En lo que toca a tu casa, empieza por esta carta: casi todo lo que se vive allí acaba volviendo a lo que señala.',
        'Un hogar se hace de pequeñas cosas cotidianas, y esta carta se fija en las que más cuentan en el tuyo.',
      ],
      health: [
        'Toma esta carta como un hilo del que tirar en tu forma de vivir: ahí puede estar la clave de lo que te sienta bien.',
        'Lee esta carta como una invitación a mirar en qué gastas tu energía día a día.',
      ],
      family: [
        'En tu familia, esta carta alza la voz: mucho de lo que pasa ahí tiene que ver con ella.',
        'Cada familia tiene sus reglas no dichas, y esta carta saca a la luz la que pesa en la tuya.',
      ],
      study: [
        'En tus estudios, esta carta merece toda tu atención: tu avance se juega en buena medida aquí.',
        'Aprender exige algo más que horas delante de los libros, y esta carta señala lo que puede marcar la diferencia para ti.',
      ],
      move: [
        'Si estás pensando en mudarte, esta carta es clave: la decisión de quedarte o irte pasa por ella.',
        'Una mudanza cambia mucho más que una dirección, y esta carta toca lo que de verdad está en juego para ti.',
      ],
      creativity: [
        'Esta carta lleva la voz cantante en tu proceso creativo: tu obra puede nacer de lo que ella despierte en ti.',
        'El talento es solo una parte del oficio de crear; esta carta va a lo demás, a lo que te impulsa a hacer algo propio.',
      ],
      spirituality: [
        'En tu vida interior, esta carta resuena con especial claridad: con ella, la pregunta llega a lo más profundo.',
        'Lo espiritual se cultiva despacio: con esta carta conviene quedarse un tiempo y dejar que haga su trabajo.',
      ],
      self: [
        'Cuando la pregunta eres tú, esta carta te pone delante un espejo: mírate en él con honestidad.',
        'Lo más difícil de ver con claridad suele ser lo propio, y esta carta te ofrece un ángulo desde el que quizá nunca te has mirado.',
      ],
      general: [
        'Sopesa esta carta con calma: lo que plantea es el eje de todo lo demás.',
        'Te quedes con lo que te quedes de esta lectura, no pierdas de vista esta carta: reúne lo esencial de tu pregunta.',
      ],
    },
    majors: (majors, cards) =>
      `${someOf(majors, cards)} ${verb(majors, 'pertenece', 'pertenecen')} a los Arcanos Mayores: aquí intervienen fuerzas de mayor alcance, y el asunto va más allá del día a día.`,
    suit: {
      wands: (count) =>
        `${Words(count)} ${verb(count, 'carta es', 'cartas son')} de Bastos: el impulso, la ambición y las ganas de actuar llevan el peso de esta pregunta.`,
      cups: (count) =>
        `${Words(count)} ${verb(count, 'carta es', 'cartas son')} de Copas: los sentimientos y las relaciones ocupan el centro de esta pregunta.`,
      swords: (count) =>
        `${Words(count)} ${verb(count, 'carta es', 'cartas son')} de Espadas: el pensamiento, las palabras y el conflicto atraviesan esta pregunta, y la claridad importa más que la comodidad.`,
      pentacles: (count) =>
        `${Words(count)} ${verb(count, 'carta es', 'cartas son')} de Oros: el dinero, el trabajo, el cuerpo y los asuntos prácticos dan peso a esta pregunta.`,
    },
    reversals: (reversed, cards) =>
      `${someOf(reversed, cards)} ${verb(reversed, 'aparece invertida', 'aparecen invertidas')}: mucho de lo que hay aquí está contenido, vuelto hacia dentro o esperando todavía su momento.`,
    guidanceOpening: {
      love: 'Lo que las cartas te aconsejan en el amor tiene que ver con cómo te muestras tú, no con lo que hagan los demás.',
      money:
        'Con el dinero, el consejo es práctico: las decisiones pequeñas y constantes cuentan más que un solo golpe audaz.',
      work: 'En el trabajo, el consejo se centra en lo que está en tus manos.',
      home: 'El consejo para tu casa busca que el lugar, y la vida que hay en él, se sientan más tuyos.',
      health:
        'En cuanto a tu salud, toma lo que sigue como una reflexión, no como una pauta médica: ante cualquier síntoma o preocupación, consulta a un médico o a otro profesional cualificado.',
      family:
        'Con la familia, el consejo trata de lo que puedes ofrecer y de lo que puedes dejar de cargar, porque nadie puede cambiar a otra persona.',
      study: 'Para aprender mejor, el consejo tiene que ver con la concentración y el método.',
      move: 'Para una mudanza, el consejo habla tanto de preparación como de rumbo.',
      creativity: 'En lo creativo, el consejo es ponerte manos a la obra sin esperar a sentirte a punto.',
      spirituality: 'En lo espiritual, el consejo es algo que practicar en silencio, sin prisa.',
      self: 'En lo que respecta a ti, el consejo es algo que probar, no un veredicto sobre quién eres.',
      general: 'Esto es lo que las cartas te sugieren hacer con todo ello.',
    },
    alsoFrom: (card) => `${cap(card)} también ${agree(card, 'tiene', 'tienen')} un consejo para ti.`,
    closing: [
      'Las cartas muestran tendencias, no un destino escrito: lo que hagas con ellas lo decides tú.',
      'Quédate con lo que sientas verdadero y deja el resto; el siguiente paso siempre es tuyo.',
    ],
  },
  labels: { majorArcana: 'Arcanos Mayores', reversed: 'Invertidas' },
};
