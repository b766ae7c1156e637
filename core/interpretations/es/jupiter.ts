import type { PlanetTexts } from '../types';

/** Júpiter: el crecimiento, el optimismo, el sentido, las oportunidades. */
export const JUPITER: PlanetTexts = {
  general: {
    text: 'Júpiter rige el crecimiento, el optimismo y la búsqueda de sentido. Describe dónde encuentras oportunidades y generosidad, cómo buscas la sabiduría y la fe, y de qué maneras amplías tus horizontes a través del aprendizaje, los viajes y las creencias.',
    traits: ['Crecimiento', 'Optimismo', 'Sabiduría', 'Generosidad', 'Oportunidades', 'Expansión'],
  },
  signs: {
    aries: {
      text: 'El crecimiento te llega a través del valor y de los nuevos comienzos, a menudo cuando tomas la iniciativa o confías en una corazonada audaz. Tu optimismo es enérgico y contagioso, y puedes ayudar a otros a creer en sí mismos. Dar tiempo a tus proyectos para que maduren, en lugar de correr hacia el siguiente, suele multiplicar lo que te devuelven.',
      traits: ['Fe audaz', 'Espíritu pionero', 'Liderazgo', 'Confianza en ti', 'Optimismo enérgico', 'Prisa'],
    },
    taurus: {
      text: 'La abundancia suele llegarte de forma constante más que repentina, como recompensa de un esfuerzo sostenido. Encuentras sentido en la naturaleza, la comodidad y los dones tangibles de la vida, y tu generosidad fluye con más libertad cuando sientes seguridad. La principal advertencia es la tendencia a querer más de algo bueno de lo que realmente necesitas.',
      traits: [
        'Crecimiento constante',
        'Sabiduría práctica',
        'Capacidad de disfrutar',
        'Generosidad desde la seguridad',
        'Constancia',
        'Exceso',
      ],
    },
    gemini: {
      text: 'La curiosidad es tu amuleto de la suerte, y las oportunidades suelen llegar a través de una conversación, la escritura, la enseñanza o un encuentro casual. Puede que reúnas amistades, datos e intereses con facilidad. Tu crecimiento está en la profundidad además de en la amplitud, porque reunir información no te cuesta nada, mientras que destilarla en sabiduría requiere una atención paciente.',
      traits: [
        'Mente curiosa',
        'Red de contactos',
        'Talentos versátiles',
        'Amor por aprender',
        'Comunicación',
        'Exceso de información',
      ],
    },
    cancer: {
      text: 'Júpiter está exaltado en Cáncer y amplía tu capacidad de cuidar y tu generosidad emocional. La familia, el hogar y los vínculos que te nutren son los ámbitos donde más sueles crecer. Tu bondad puede crear un sentido de pertenencia para los demás, y confiar en tus corazonadas a menudo te guía hacia lo que te hace bien.',
      traits: [
        'Generosidad emocional',
        'Instinto de cuidado',
        'Lazos familiares',
        'Empatía',
        'Fe intuitiva',
        'Instinto de protección',
      ],
    },
    leo: {
      text: 'Cuando eres tú de todo corazón, la buena fortuna parece seguirte. La creatividad, la actuación y un liderazgo generoso son tus caminos naturales hacia el crecimiento, y tu cálido entusiasmo puede animar una sala entera. El gusto por los grandes gestos forma parte de tu encanto, aunque saber cuándo es suficiente hace que se pueda sostener.',
      traits: [
        'Abundancia creativa',
        'Liderazgo generoso',
        'Seguridad cálida',
        'Entusiasmo',
        'Gran corazón',
        'Extravagancia',
      ],
    },
    virgo: {
      text: 'Sueles crecer a través de la habilidad, el servicio y la mejora constante de todo lo que tocas. Las oportunidades a menudo surgen de dominar tu oficio y de ser útil de verdad. Para ti, el sentido está en los detalles bien hechos, y dar un paso atrás de vez en cuando para ver el conjunto evita que el perfeccionismo estreche tu camino.',
      traits: [
        'Servicio útil',
        'Desarrollo de habilidades',
        'Mejora práctica',
        'Diligencia',
        'Discernimiento',
        'Perfeccionismo',
      ],
    },
    libra: {
      text: 'Los demás suelen ser tu puerta hacia las oportunidades, y las asociaciones, las colaboraciones y la elegancia en el trato social tienden a traerte suerte. Puede que encuentres un sentido profundo en la justicia, el arte y las relaciones que se sienten equilibradas. Tu generosidad se nota en cómo ayudas a los demás a encontrarse a mitad de camino, aunque decidirte por una sola opción puede llevarte más tiempo del que querrías.',
      traits: [
        'Sentido de la justicia',
        'Crecimiento a través de los demás',
        'Elegancia social',
        'Diplomacia',
        'Aprecio por el arte',
        'Indecisión',
      ],
    },
    scorpio: {
      text: 'Tu crecimiento llega por la profundidad más que por la amplitud: en la investigación, en los proyectos compartidos y en el valor de afrontar verdades difíciles. Las experiencias intensas pueden poner a prueba tu fe y dejarla más fuerte. A menudo entiendes los motivos de las personas con una claridad poco común, y usar esa percepción con generosidad la convierte en verdadera sabiduría.',
      traits: [
        'Percepción profunda',
        'Crecimiento transformador',
        'Investigación',
        'Ingenio para los recursos',
        'Intensidad',
        'Valor emocional',
      ],
    },
    sagittarius: {
      text: 'Júpiter rige Sagitario, así que tu optimismo, tu amor por la libertad y tu sed de sentido se amplifican. Los viajes, la filosofía, el estudio y el encuentro con otras culturas tienden a abrir tu mundo. Tu humor y tu generosidad pueden ser contagiosos, aunque tu entusiasmo a veces promete más de lo que el tiempo permite.',
      traits: [
        'Optimismo sin límites',
        'Amor por los viajes',
        'Mirada filosófica',
        'Generosidad',
        'Humor',
        'Promesas excesivas',
      ],
    },
    capricorn: {
      text: 'Para ti, la buena fortuna suele construirse más que encontrarse. La responsabilidad, la disciplina y el esfuerzo paciente tienden a traer recompensas sólidas y duraderas, y puede que encuentres sentido en los logros y la tradición. Permitirte confiar en que la vida también puede ser generosa te ayuda a disfrutar de lo que tanto te ha costado crear.',
      traits: [
        'Crecimiento disciplinado',
        'Fiabilidad',
        'Metas realistas',
        'Paciencia a largo plazo',
        'Respeto por la tradición',
        'Prudencia',
      ],
    },
    aquarius: {
      text: 'Sueles prosperar gracias a ideas que sirven a la comunidad en general y a amistades que comparten tu visión. Las oportunidades pueden llegar por caminos poco convencionales, redes de contactos o tecnologías nuevas. El progreso y la justicia dan sentido a tu vida, y tu mente abierta acoge a personas e ideas que otros podrían descartar.',
      traits: [
        'Visión progresista',
        'Humanitarismo',
        'Mente abierta',
        'Innovación',
        'Espíritu comunitario',
        'Desapego',
      ],
    },
    pisces: {
      text: 'Tu fe vive en la compasión y la imaginación. Puede que encuentres sentido en la contemplación tranquila, el trabajo creativo o la ayuda a personas que lo están pasando mal, y la generosidad a menudo te sale con tanta facilidad que necesita límites suaves. Confiar en tu intuición puede llevarte hacia oportunidades que la lógica por sí sola pasaría por alto.',
      traits: ['Fe compasiva', 'Crecimiento espiritual', 'Imaginación', 'Bondad', 'Intuición', 'Dar en exceso'],
    },
  },
};
