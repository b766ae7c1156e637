import type { PlanetTexts } from '../types';

/** Urano: el cambio, la originalidad, la libertad. Se mueve despacio, así que su signo habla también de una generación. */
export const URANUS: PlanetTexts = {
  general: {
    text: 'Urano rige el cambio, la originalidad y la libertad. Describe dónde rompes con lo convencional, buscas independencia y te encuentras con intuiciones repentinas o con sacudidas. Como se mueve despacio, su signo a menudo refleja el espíritu de toda una generación tanto como un rasgo personal.',
    traits: ['Originalidad', 'Libertad', 'Innovación', 'Cambio repentino', 'Rebeldía', 'Intuición súbita'],
  },
  signs: {
    aries: {
      text: 'Naciste en una generación con hambre de independencia, y puede que sientas un fuerte impulso de abrir caminos nuevos. Tu originalidad suele mostrarse en la acción directa y en ideas pioneras más que en teorías. Pueden surgir impulsos repentinos de empezar de cero, y tu valor para probar lo que nunca se ha hecho es un verdadero don.',
      traits: [
        'Cambio pionero',
        'Independencia',
        'Innovación audaz',
        'Impulso inquieto',
        'Experimentación sin miedo',
        'Libertad propia',
      ],
    },
    taurus: {
      text: 'Tu generación puede reinventar la forma de pensar sobre los recursos, la tierra y lo que da seguridad a la vida. En tu propia vida, la estabilidad podría cambiar de forma inesperada y llevarte a encontrar maneras nuevas y prácticas de construirla. Sueles innovar despacio pero con solidez, combinando métodos nuevos con valores que perduran.',
      traits: [
        'Innovación práctica',
        'Valores en cambio',
        'Reforma con recursos',
        'Ingenio terrenal',
        'Independencia obstinada',
        'Ideas sostenibles',
      ],
    },
    gemini: {
      text: 'La comunicación y la información son los ámbitos en los que tu generación puede traer sacudidas e inventos. Tu mente suele avanzar a saltos rápidos y sorprendentes, y las ideas insólitas te entusiasman. Puede que te atraigan las herramientas, los medios o las formas de hablar nuevas, y tu originalidad a menudo está en conectar datos que a nadie más se le ocurrió relacionar.',
      traits: [
        'Pensamiento inventivo',
        'Nuevos medios',
        'Saltos mentales',
        'Ideas insólitas',
        'Curiosidad inquieta',
        'Reforma de la comunicación',
      ],
    },
    cancer: {
      text: 'Las ideas sobre el hogar y la familia pueden cambiar de forma radical en torno a tu generación. Quizá busques libertad dentro de los vínculos cercanos o vivas mudanzas y cambios inesperados en tu vida doméstica. Sueles crear un sentido de pertenencia que encaja con quien eres de verdad, a veces reuniendo a tu alrededor una familia elegida.',
      traits: [
        'Hogar poco convencional',
        'Independencia emocional',
        'Cambios familiares',
        'Familia elegida',
        'Percepción intuitiva',
        'Raíces inquietas',
      ],
    },
    leo: {
      text: 'Tu vena rebelde cobra vida en la expresión creativa. Tu generación puede reivindicar la libertad individual y el derecho a destacar, y sueles expresarte de maneras singulares, a veces teatrales. Resistirte a la presión para apagar tu luz forma parte de tu historia, igual que dejar que los demás también brillen.',
      traits: [
        'Rebeldía creativa',
        'Expresión única',
        'Talento teatral',
        'Corazón independiente',
        'Individualidad audaz',
        'Orgullo obstinado',
      ],
    },
    virgo: {
      text: 'Tu generación puede transformar el trabajo, la tecnología y las rutinas de la vida diaria. Sueles innovar con método, encontrando soluciones ingeniosas para los problemas cotidianos y mejorando sistemas que otros aceptan tal como están. Tu originalidad es práctica, y a menudo se ve en un enfoque inusual de la destreza, el servicio y el bienestar.',
      traits: [
        'Genio práctico',
        'Reforma de sistemas',
        'Destreza técnica',
        'Soluciones ingeniosas',
        'Percepción analítica',
        'Rutinas inquietas',
      ],
    },
    libra: {
      text: 'Las relaciones son un terreno en el que tu generación puede reescribir las reglas y cuestionar las viejas ideas sobre la pareja y la justicia. Sueles valorar la libertad dentro de la cercanía, y puede que te sientas a gusto con parejas o acuerdos poco convencionales. Una mirada nueva sobre la igualdad y la belleza suele marcar tu originalidad.',
      traits: [
        'Reforma de las relaciones',
        'Igualdad',
        'Libertad en el amor',
        'Innovación estética',
        'Justicia social',
        'Vínculos imprevisibles',
      ],
    },
    scorpio: {
      text: 'Con tu generación, los temas tabú pueden salir a la luz, junto con nuevas actitudes hacia el poder y la intimidad. Sueles vivir revelaciones emocionales repentinas que te transforman en profundidad. Tu originalidad se ve en la disposición a investigar justo aquello que los demás preferirían evitar.',
      traits: [
        'Profundidad radical',
        'Romper tabúes',
        'Revelación repentina',
        'Poder transformador',
        'Percepción psicológica',
        'Voluntad intensa',
      ],
    },
    sagittarius: {
      text: 'Las creencias, la educación y el encuentro entre culturas están maduros para el cambio en tu generación. Sueles buscar la libertad a través de los viajes, la filosofía o un camino espiritual poco convencional. Cuestionar las doctrinas te sale de forma natural, y tus ideas abiertas pueden ayudar a otros a ver más allá de los límites de su propia visión del mundo.',
      traits: [
        'Libre pensamiento',
        'Mirada global',
        'Exploración espiritual',
        'Cuestionar doctrinas',
        'Ideas aventureras',
        'Fe inquieta',
      ],
    },
    capricorn: {
      text: 'Las instituciones, la autoridad y las estructuras establecidas son los ámbitos en los que tu generación puede impulsar reformas. Sueles combinar una ambición práctica con el deseo de cambiar la manera en que se dirigen las cosas. Más que derribar las tradiciones, a menudo muestras tu mayor originalidad cuando las modernizas desde dentro.',
      traits: [
        'Reforma estructural',
        'Visión práctica',
        'Modernizar la tradición',
        'Cambio ambicioso',
        'Rebeldía disciplinada',
        'Desafío a la autoridad',
      ],
    },
    aquarius: {
      text: 'Urano rige Acuario, así que tu generación puede estar muy orientada hacia la tecnología, el progreso colectivo y la libertad individual. Sueles tener inventiva, espíritu humanitario y comodidad con lo poco convencional. Las ideas visionarias te salen con naturalidad, y puede que trabajes mejor junto a grupos que persiguen metas compartidas.',
      traits: [
        'Ideas visionarias',
        'Espíritu humanitario',
        'Talento tecnológico',
        'Progreso colectivo',
        'Excentricidad',
        'Pensamiento independiente',
      ],
    },
    pisces: {
      text: 'Para tu generación, las viejas fronteras entre el arte, el espíritu y la vida cotidiana pueden disolverse. Sueles recibir intuiciones repentinas, y puede que te llamen los experimentos místicos o creativos. Tu originalidad a menudo se ve en cómo unes la inspiración con la compasión y llevas imaginación a los lugares donde falta.',
      traits: [
        'Destellos intuitivos',
        'Innovación espiritual',
        'Visión creativa',
        'Cambio compasivo',
        'Fronteras que se disuelven',
        'Ideas oníricas',
      ],
    },
  },
};
