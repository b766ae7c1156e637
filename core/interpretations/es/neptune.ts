import type { PlanetTexts } from '../types';

/** Neptuno: la imaginación, los ideales, la compasión, la ilusión. Generacional por su lento movimiento. */
export const NEPTUNE: PlanetTexts = {
  general: {
    text: 'Neptuno rige la imaginación, la intuición y el anhelo de algo que va más allá de la vida cotidiana. Describe tus sueños e ideales, tu capacidad de compasión y de sentimiento espiritual, y también dónde puedes ver las cosas a través de una neblina. Su lento movimiento da a su signo un marcado carácter generacional.',
    traits: ['Imaginación', 'Intuición', 'Compasión', 'Ideales', 'Espiritualidad', 'Ilusión'],
  },
  signs: {
    aries: {
      text: 'Tus ideales van unidos al valor y al descubrimiento de ti, y puede que sueñes con un nuevo comienzo para el mundo. La vida espiritual a menudo te resulta activa más que contemplativa, algo que perseguir en lugar de esperar. La neblina que conviene vigilar está en las fantasías heroicas de hacerlo todo en solitario.',
      traits: [
        'Ideales heroicos',
        'Espiritualidad activa',
        'Visión valiente',
        'Descubrimiento de ti',
        'Acción inspirada',
        'Fantasía del héroe solitario',
      ],
    },
    taurus: {
      text: 'Puede que idealices la naturaleza, la sencillez y la vuelta a lo que se siente real y duradero. La belleza del mundo físico, en la música, la artesanía o el paisaje, puede volverse casi sagrada para ti. La confusión tiende a reunirse en torno a la seguridad y el valor material, lo que te invita a preguntarte qué valoras de verdad.',
      traits: [
        'Belleza natural',
        'Espiritualidad de los sentidos',
        'Ideales sencillos',
        'Artesanía',
        'Sueños terrenales',
        'Replantearse el valor',
      ],
    },
    gemini: {
      text: 'Tu imaginación vive en las palabras, las historias y las ideas, y puede que sueñes con conectar a las personas mediante la libre circulación de la información. La intuición a menudo te llega como una frase o una imagen repentina. Una confusión generacional entre hechos y ficción puede pedirte que cultives el discernimiento sobre lo que oyes y repites.',
      traits: [
        'Arte de narrar',
        'Palabras imaginativas',
        'Ideas intuitivas',
        'Conectar mentes',
        'Hechos difusos',
        'Discernimiento',
      ],
    },
    cancer: {
      text: 'Puede que lleves contigo una visión idealizada del hogar, la familia y la patria, con un profundo anhelo de pertenencia emocional. Tu compasión suele dirigirse primero hacia quien necesita refugio. La nostalgia puede ser a la vez una fuente de inspiración y una trampa suave que te hace mirar hacia atrás.',
      traits: [
        'Ideales de patria',
        'Anhelo emocional',
        'Compasión protectora',
        'Nostalgia',
        'Sueños protectores',
        'Sentido de pertenencia',
      ],
    },
    leo: {
      text: 'Puede que idealices el romance, el glamur y la expresión creativa, y que encuentres algo casi sagrado en el arte y el juego. Tu imaginación suele ser teatral y tus sueños, desmesurados. El reto está en distinguir la inspiración auténtica del deseo de admiración.',
      traits: [
        'Idealismo romántico',
        'Glamur creativo',
        'Imaginación teatral',
        'Juego sagrado',
        'Arte guiado por el corazón',
        'Ansia de admiración',
      ],
    },
    virgo: {
      text: 'Tus ideales suelen centrarse en el servicio, la sanación y el trabajo útil bien hecho. Puede que encuentres un sentido espiritual en la entrega práctica: cuidar, reparar y ayudar. A veces, la vaga sensación de que tus esfuerzos no bastan puede nublar tu mirada, y te invita a dirigir parte de tu compasión hacia ti.',
      traits: [
        'Ideal de servicio',
        'Entrega práctica',
        'Compasión servicial',
        'Ideales humildes',
        'Dudas sobre ti',
        'Espiritualidad discreta',
      ],
    },
    libra: {
      text: 'Puede que idealices el amor, la vida en pareja y la armonía, y que sueñes con relaciones basadas en la igualdad y la belleza. Tu imaginación a menudo se expresa a través del arte, la música y el diseño. Ver a tus parejas con claridad, y no como te gustaría que fueran, puede ser una parte importante de tu camino.',
      traits: [
        'Amor ideal',
        'Visión estética',
        'Sueños de armonía',
        'Elegancia artística',
        'Ideales de igualdad',
        'Mirada color de rosa',
      ],
    },
    scorpio: {
      text: 'Tu imaginación se siente atraída por la profundidad, el misterio y la cara oculta de la vida. Puede que sientas una atracción generacional hacia la psicología, lo oculto o la verdad emocional intensa. Tu intuición puede ser notablemente aguda, y el trabajo consiste en convertir la fascinación por los extremos en una comprensión auténtica.',
      traits: [
        'Profundidad mística',
        'Intuición aguda',
        'Exploración interior',
        'Amor por el misterio',
        'Intensidad emocional',
        'Verdades ocultas',
      ],
    },
    sagittarius: {
      text: 'Puede que idealices la libertad, la fe y la búsqueda de la verdad, y que sueñes con un mundo sin fronteras. Tu espiritualidad suele ser exploradora y se nutre de muchas tradiciones a la vez. Tu imaginación a menudo llega lejos, y anclar las grandes visiones en la experiencia vivida hace que conserven su sentido.',
      traits: [
        'Búsqueda espiritual',
        'Fe sin límites',
        'Sueños globales',
        'Visión filosófica',
        'Ideales de libertad',
        'Búsqueda inquieta',
      ],
    },
    capricorn: {
      text: 'Tus ideales pueden estar marcados por el deseo de construir estructuras que de verdad sirvan a las personas. Sueles respetar la tradición mientras percibes dónde las instituciones han perdido el rumbo. Tu imaginación es práctica, y puede que aspires a un progreso realista más que a una utopía, uniendo visión y responsabilidad.',
      traits: [
        'Idealismo práctico',
        'Sueños estructurados',
        'Visión institucional',
        'Fe responsable',
        'Esperanza realista',
        'Respeto por la tradición',
      ],
    },
    aquarius: {
      text: 'Puede que idealices la comunidad, la tecnología y el futuro colectivo, y que sueñes con un mundo más conectado e igualitario. Tu intuición a menudo actúa a través de las ideas y las redes. La neblina que conviene vigilar está en confundir una visión del mañana con las necesidades reales y presentes de las personas que te rodean.',
      traits: [
        'Ideales colectivos',
        'Sueños tecnológicos',
        'Visión humanitaria',
        'Intuición en red',
        'Pensamiento utópico',
        'Compasión distante',
      ],
    },
    pisces: {
      text: 'Neptuno rige Piscis, así que tu imaginación, tu compasión y tu sensibilidad espiritual se intensifican. Puede que te sientas profundamente en conexión con todo y con todos, con fronteras porosas entre tú y el mundo. Las prácticas creativas y contemplativas pueden ser anclas poderosas que te ayuden a canalizar esa sensibilidad con cuidado.',
      traits: [
        'Compasión profunda',
        'Sensibilidad espiritual',
        'Imaginación sin límites',
        'Conexión mística',
        'Fronteras porosas',
        'Flujo creativo',
      ],
    },
  },
};
