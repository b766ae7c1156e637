import type { PlanetTexts } from '../types';

/** Mercurio: la mente, el aprendizaje, la comunicación. */
export const MERCURY: PlanetTexts = {
  general: {
    text: 'Mercurio rige tu manera de pensar, aprender y comunicarte. Describe cómo asimilas la información, cómo relacionas las ideas y cómo las expresas al hablar y al escribir, así como tu curiosidad, tus hábitos de razonamiento y los muchos pequeños intercambios de la vida cotidiana.',
    traits: [
      'Comunicación',
      'Estilo de pensamiento',
      'Aprendizaje',
      'Curiosidad',
      'Razonamiento',
      'Intercambios cotidianos',
    ],
  },
  signs: {
    aries: {
      text: 'Tu mente funciona con rapidez y decisión, y a menudo llega a una conclusión antes de que los demás hayan terminado de formular la pregunta. Sueles hablar sin rodeos y disfrutas de un debate animado. Puede que la paciencia con las explicaciones lentas no te resulte fácil, pero tu valentía mental te permite expresar ideas que otros no se atreven a decir.',
      traits: [
        'Pensamiento rápido',
        'Palabra directa',
        'Valentía mental',
        'Espíritu de debate',
        'Ideas decididas',
        'Impaciencia',
      ],
    },
    taurus: {
      text: 'Sueles pensar con cuidado y a fondo, y prefieres entender algo por completo antes de hablar de ello. Una vez formadas, tus opiniones tienen una base sólida y cambian despacio. Tu forma de comunicarte es tranquila y práctica, y puede que aprendas mejor con la experiencia directa y la repetición constante.',
      traits: [
        'Pensamiento pausado',
        'Sentido práctico',
        'Palabra serena',
        'Concentración constante',
        'Opiniones firmes',
        'Aprendizaje práctico',
      ],
    },
    gemini: {
      text: 'Mercurio rige Géminis, así que aquí tu mente está en su punto más ágil: curiosa, ingeniosa y rápida para conectar una idea con otra. Puedes manejar varios temas a la vez y asimilar información con facilidad. La conversación te llena de energía, aunque quedarte mucho tiempo con un solo tema puede ser una habilidad que vale la pena practicar.',
      traits: [
        'Ingenio rápido',
        'Versatilidad',
        'Curiosidad',
        'Facilidad de palabra',
        'Aprendizaje veloz',
        'Atención dispersa',
      ],
    },
    cancer: {
      text: 'Tu pensamiento está teñido de sentimiento y de memoria, y a menudo recuerdas cómo se dijo algo con la misma viveza que lo que se dijo. Sueles comunicarte con sensibilidad y captas el trasfondo emocional de una conversación. La intuición guía tu razonamiento, y puede que aprendas mejor en un entorno donde te sientas a salvo.',
      traits: [
        'Memoria emocional',
        'Pensamiento intuitivo',
        'Palabra sensible',
        'Lectura de matices',
        'Palabras protectoras',
        'Mente imaginativa',
      ],
    },
    leo: {
      text: 'Tus pensamientos llegan en trazos audaces y seguros, y te comunicas con calidez y estilo. Contar historias te sale de forma natural, y puede que disfrutes de tener público para tus ideas. Tu mente se aferra con firmeza a lo que cree, lo que te da poder de persuasión al hablar, aunque escuchar otros puntos de vista puede ampliar tu visión creativa.',
      traits: [
        'Palabra expresiva',
        'Arte de narrar',
        'Opiniones seguras',
        'Ideas creativas',
        'Poder de persuasión',
        'Opiniones fijas',
      ],
    },
    virgo: {
      text: 'Mercurio también está en su domicilio en Virgo y te da una mente precisa y analítica que repara en cada detalle. Sueles pensar en sistemas y en pasos, y explicas las cosas con claridad y cuidado. Tu don es pulir ideas y resolver problemas prácticos, aunque a veces puedes darle demasiadas vueltas a las cosas o juzgar con dureza tus propios errores.',
      traits: [
        'Mente analítica',
        'Precisión',
        'Explicaciones claras',
        'Resolución de problemas',
        'Ojo para el detalle',
        'Autocrítica',
      ],
    },
    libra: {
      text: 'Piensas sopesando perspectivas, y a menudo ves a la vez los méritos de varias posturas. Tu forma de hablar suele ser discreta, elegante y considerada. Puede que disfrutes más explorando ideas en compañía que pensando a solas, y las decisiones pueden llevarte tiempo porque la justicia te importa mucho.',
      traits: [
        'Juicio equilibrado',
        'Palabra con tacto',
        'Diplomacia',
        'Sentido de la justicia',
        'Razonamiento compartido',
        'Indecisión',
      ],
    },
    scorpio: {
      text: 'Tu mente es penetrante e investigadora, y se siente atraída por todo lo que se esconde bajo la superficie de una conversación. Sueles guardarte tus pensamientos y eliges tus palabras con intención. La investigación, la psicología y los misterios sin resolver pueden fascinarte, y a menudo percibes lo que los demás se callan.',
      traits: [
        'Mente investigadora',
        'Perspicacia',
        'Discreción',
        'Palabras con intención',
        'Concentración profunda',
        'Intuición psicológica',
      ],
    },
    sagittarius: {
      text: 'Tu mente busca la visión de conjunto y entrelaza ideas sueltas en una filosofía o una historia más amplia. Tu forma de hablar es franca, entusiasta y a menudo divertida. Puede que aprendas mejor viajando, enseñando o debatiendo abiertamente, y aunque los detalles minuciosos pueden aburrirte, tu sentido de lo que importa ayuda a los demás a ver hacia dónde van las cosas.',
      traits: ['Visión de conjunto', 'Franqueza', 'Entusiasmo', 'Mente filosófica', 'Humor', 'Aprendizaje inquieto'],
    },
    capricorn: {
      text: 'Tu pensamiento es estructurado, realista y se centra en lo que de verdad funciona. Sueles comunicarte con economía: dices lo que hay que decir y poco más. La planificación a largo plazo te resulta fácil, y la gente puede confiar en tu criterio porque tus palabras son medidas y tus ideas están hechas para durar.',
      traits: [
        'Pensamiento estructurado',
        'Realismo',
        'Palabras medidas',
        'Planificación a largo plazo',
        'Disciplina mental',
        'Humor seco',
      ],
    },
    aquarius: {
      text: 'Tu mente es original e independiente, y a menudo llega a ideas que parecen adelantadas a su tiempo. Sueles pensar con objetividad y disfrutas de las cuestiones sobre sistemas, tecnología o sociedad. Tu manera de expresarte puede ser sorprendente e ingeniosa, y puede que defiendas tus opiniones con firmeza incluso mientras abogas por el debate abierto.',
      traits: [
        'Ideas originales',
        'Objetividad',
        'Inventiva',
        'Mente independiente',
        'Mirada al futuro',
        'Terquedad intelectual',
      ],
    },
    pisces: {
      text: 'Sueles pensar en imágenes, impresiones y asociaciones más que en línea recta. Tu imaginación es rica, y tu intuición a menudo conoce la respuesta antes de que la lógica la alcance. Puede que te expreses mejor a través del arte, la música o la metáfora, y un poco de estructura amable puede ayudarte a convertir tus ideas inspiradas en algo que puedas compartir.',
      traits: [
        'Pensamiento imaginativo',
        'Intuición',
        'Expresión poética',
        'Escucha empática',
        'Mente visual',
        'Atención difusa',
      ],
    },
  },
};
