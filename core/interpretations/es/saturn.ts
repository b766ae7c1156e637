import type { PlanetTexts } from '../types';

/** Saturno: la estructura, la responsabilidad, los límites, la madurez. */
export const SATURN: PlanetTexts = {
  general: {
    text: 'Saturno rige la estructura, la responsabilidad y el tiempo. Describe dónde te encuentras con límites y aprendes disciplina, qué te tomas en serio y qué temes, y cómo la paciencia y la perseverancia te ayudan a construir algo duradero a medida que maduras.',
    traits: ['Disciplina', 'Responsabilidad', 'Estructura', 'Límites', 'Madurez', 'Perseverancia'],
  },
  signs: {
    aries: {
      text: 'Es posible que en algún momento actuar por iniciativa propia te haya parecido arriesgado, y parte de tu camino consiste en aprender a afirmarte con paciencia. Con el tiempo, tu valor suele volverse reflexivo en lugar de temerario. La frustración puede ser aquí una maestra, y la determinación serena que desarrollas te permite liderar sin necesidad de precipitarte.',
      traits: [
        'Valor templado',
        'Autosuficiencia',
        'Impulsos controlados',
        'Determinación serena',
        'Frustración',
        'Acción meditada',
      ],
    },
    taurus: {
      text: 'La seguridad y la valía personal son tus grandes maestras. Puede que trabajes duro para construir estabilidad y que te inquietes cada vez que parece amenazada. La paciencia te da una sabiduría práctica duradera, y descubrir que tu valor no se mide por lo que posees puede traerte una tranquilidad profunda y bienvenida.',
      traits: [
        'Prudencia material',
        'Paciencia',
        'Resistencia',
        'Ingenio para los recursos',
        'Valía personal',
        'Construcción constante',
      ],
    },
    gemini: {
      text: 'Al principio quizá dudaras de tu inteligencia o te costara alzar la voz. Con el tiempo, esa cautela suele convertirse en una mente cuidadosa y seria y en un don para expresarte con precisión. Valoras la exactitud y te tomas las ideas muy en serio, cualidades que pueden servirte muy bien en la enseñanza, la edición o la escritura.',
      traits: [
        'Mente seria',
        'Palabra cuidadosa',
        'Disciplina mental',
        'Exactitud',
        'Dudas sobre ti',
        'Capacidad para enseñar',
      ],
    },
    cancer: {
      text: 'Puede que de muy joven te sintieras responsable de otras personas, o que te costara dejar ver tu vulnerabilidad. Construir unos cimientos interiores firmes y protectores suele ser la obra de tu vida. Aprender a recibir cuidados además de darlos aporta madurez y calidez a tus vínculos más cercanos.',
      traits: [
        'Reserva emocional',
        'Deber familiar',
        'Fuerza protectora',
        'Cimientos interiores',
        'Cautela defensiva',
        'Cuidado maduro',
      ],
    },
    leo: {
      text: 'Brillar puede parecerte un riesgo, quizá porque en algún momento sentiste que nadie te veía o temiste que te juzgaran. Con esfuerzo sueles desarrollar una creatividad auténtica y digna. La seguridad que ganas poco a poco suele durar más que el aplauso fácil, y puede convertirte en una figura de liderazgo responsable y generosa.',
      traits: [
        'Seguridad ganada',
        'Dignidad',
        'Disciplina creativa',
        'Miedo al juicio',
        'Orgullo auténtico',
        'Liderazgo responsable',
      ],
    },
    virgo: {
      text: 'El trabajo, la rutina y la competencia son los ámbitos donde Saturno más te exige. Puede que te pongas estándares muy altos y te preocupe que cada detalle salga bien. Con el tiempo sueles adquirir una gran destreza y una fiabilidad notable, y aceptar que a veces lo suficientemente bueno basta puede aliviar la presión que te impones.',
      traits: ['Exigencia alta', 'Competencia', 'Fiabilidad', 'Hábitos ordenados', 'Preocupación', 'Maestría'],
    },
    libra: {
      text: 'Saturno está exaltado en Libra, lo que convierte la justicia, el compromiso y la vida en pareja en tus lecciones centrales. Puede que te tomes las relaciones muy en serio y valores la lealtad y el equilibrio por encima de la atracción pasajera. Un fuerte sentido de la justicia suele desarrollarse con la edad, y tus vínculos a menudo se hacen más profundos a medida que aprendes a respetar tanto tus acuerdos como tus propias necesidades.',
      traits: [
        'Pareja comprometida',
        'Sentido de la justicia',
        'Trato justo',
        'Lealtad',
        'Vínculos serios',
        'Juicio equilibrado',
      ],
    },
    scorpio: {
      text: 'La confianza, la intimidad y el control son los temas que te ponen a prueba. Puede que protejas celosamente tu vulnerabilidad y atravieses experiencias intensas que exigen resiliencia. Lo que surge de ellas suele ser una fortaleza interior y un dominio de ti notables, y es posible que los demás lleguen a apoyarse en tu serenidad cuando estalla una crisis.',
      traits: [
        'Dominio de ti',
        'Resiliencia',
        'Profundidad emocional',
        'Confianza reservada',
        'Necesidad de control',
        'Fortaleza en la crisis',
      ],
    },
    sagittarius: {
      text: 'Puede que cuestiones las creencias heredadas o te tomes la filosofía muy en serio, sin aceptar respuestas fáciles sobre el sentido de la vida. Con el tiempo sueles construir una visión del mundo sólida y bien contrastada. Tu sabiduría tiene peso porque la has ganado con la experiencia, y la libertad se convierte en algo que aprendes a usar con responsabilidad.',
      traits: [
        'Creencias sólidas',
        'Sabiduría ganada',
        'Estudio serio',
        'Espíritu crítico',
        'Libertad responsable',
        'Integridad moral',
      ],
    },
    capricorn: {
      text: 'Saturno rige Capricornio, así que tu sentido del deber, tu ambición y tu autodisciplina son fuertes. Sueles tomarte en serio las responsabilidades y trabajar con paciencia hacia metas a largo plazo. Los logros te importan profundamente, y acordarte de descansar y disfrutar del ascenso evita que tu empuje se convierta en una carga.',
      traits: [
        'Fuerte sentido del deber',
        'Ambición',
        'Autodisciplina',
        'Metas a largo plazo',
        'Autoridad',
        'Exceso de trabajo',
      ],
    },
    aquarius: {
      text: 'Las ideas, los grupos y el cambio social son el terreno al que aportas tu disciplina. Sueles pensar de forma sistemática y puede que sientas una responsabilidad seria hacia tu comunidad. Con el tiempo puedes construir estructuras que sirvan a mucha gente, aunque equilibrar tu individualidad con el deseo de pertenecer puede seguir siendo una lección constante.',
      traits: [
        'Pensamiento sistemático',
        'Responsabilidad social',
        'Independencia con principios',
        'Innovación estructurada',
        'Desapego',
        'Lealtad al grupo',
      ],
    },
    pisces: {
      text: 'Los límites, la fe y la compasión son tus lecciones. Puede que sientas el dolor ajeno con mucha intensidad y te cueste protegerte de la saturación. A medida que maduras, sueles dar forma a tu intuición y a tu creatividad, y una práctica espiritual o creativa tranquila puede convertirse en una verdadera fuente de fortaleza.',
      traits: [
        'Deber compasivo',
        'Aprender a poner límites',
        'Imaginación estructurada',
        'Disciplina espiritual',
        'Sensibilidad',
        'Fe serena',
      ],
    },
  },
};
