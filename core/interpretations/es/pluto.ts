import type { PlanetTexts } from '../types';

/** Plutón: la transformación, el poder, la renovación. El más lento; su signo marca una generación. */
export const PLUTO: PlanetTexts = {
  general: {
    text: 'Plutón rige la transformación, el poder y lo que permanece oculto. Describe dónde vives experiencias intensas que te cambian de raíz, cómo te relacionas con el control y la vulnerabilidad, y tu capacidad de renovación. Se mueve tan despacio que su signo marca sobre todo las luchas y los renacimientos compartidos de una generación.',
    traits: ['Transformación', 'Poder', 'Renovación', 'Profundidad', 'Fuerzas ocultas', 'Resiliencia'],
  },
  signs: {
    aries: {
      text: 'Tu generación puede transformar lo que significa no depender de nadie y empezar desde cero. Para ti, el poder suele ser crudo y directo, y las situaciones intensas a menudo despiertan tu espíritu de lucha. Con frecuencia te reinventas a través de actos de valor, cuando descubres una fuerza que no sabías que tenías.',
      traits: [
        'Voluntad en estado puro',
        'Espíritu de lucha',
        'Renovación valiente',
        'Afirmación de ti',
        'Fuerza pionera',
        'Energía explosiva',
      ],
    },
    taurus: {
      text: 'Los cambios profundos en torno a la riqueza, la tierra y los valores pueden definir el camino de tu generación. Sueles aferrarte con fuerza a lo que te da seguridad, y la transformación a menudo llega cuando la vida te pide soltar una parte. Tu resistencia es formidable, y puedes reconstruirte con una paciencia notable después de una pérdida.',
      traits: [
        'Poder duradero',
        'Apego profundo',
        'Valores transformados',
        'Reconstrucción paciente',
        'Posesividad',
        'Resiliencia material',
      ],
    },
    gemini: {
      text: 'Tu generación puede transformar la manera en que se difunde la información y la forma de pensar de la gente. Sueles sentir atracción por las ideas capaces de hacer cambiar de opinión, y puede que uses las palabras con una fuerza poco común. Una curiosidad intensa te empuja a descubrir lo que ocultan las conversaciones, y aprender algo que da la vuelta a tus ideas puede vivirse como un renacimiento.',
      traits: [
        'Curiosidad penetrante',
        'Palabras poderosas',
        'Transformación mental',
        'Persuasión',
        'Desvelar secretos',
        'Mente inquieta',
      ],
    },
    cancer: {
      text: 'El hogar, la familia y la identidad nacional pueden ser el terreno en el que tu generación vive sus sacudidas más profundas. Sueles sentir con fuerza la llamada de las raíces, junto con una necesidad feroz de proteger a quienes quieres. La historia familiar puede ser para ti una fuente de transformación, y puede que tengas una fuerza especial para mantener unidos a tus seres queridos.',
      traits: [
        'Poder protector',
        'Raíces profundas',
        'Transformación familiar',
        'Intensidad emocional',
        'Memoria ancestral',
        'Apego excesivo',
      ],
    },
    leo: {
      text: 'Tu generación puede descubrir tanto el poder como la sombra de la expresión personal, la fama y la voluntad individual. Sueles volcar una energía intensa en la creatividad, el romance o el liderazgo. Los golpes a tu orgullo pueden convertirse en puntos de inflexión que te empujan hacia una forma más auténtica de brillar, una que no dependa de la aprobación.',
      traits: [
        'Poder creativo',
        'Voluntad fuerte',
        'Presencia magnética',
        'Renovación auténtica',
        'Orgullo',
        'Intensidad teatral',
      ],
    },
    virgo: {
      text: 'El trabajo, los sistemas de salud y la tecnología pueden verse transformados por el afán de tu generación de analizar y mejorar. Sueles poner una atención intensa en los detalles y puede que sientas la necesidad de arreglar todo lo que está roto. Pulir tus rutinas y tus habilidades, y encontrar un propósito en un servicio con sentido, suele ser tu forma de reinventarte.',
      traits: [
        'Atención intensa',
        'Profundidad analítica',
        'Afán reformador',
        'Dominio de las habilidades',
        'Purificación',
        'Perfeccionismo',
      ],
    },
    libra: {
      text: 'Las relaciones y las ideas sobre la justicia pueden transformarse profundamente en tu generación. Sueles transformarte a través de la vida en pareja, en vínculos que revelan dinámicas de poder imposibles de ignorar. Aprender a equilibrar la intimidad con la igualdad es central en tu crecimiento, y tu sentido de la justicia puede volverse feroz.',
      traits: [
        'Profundidad en las relaciones',
        'Justicia feroz',
        'Equilibrio de poder',
        'Vínculos transformadores',
        'Justicia social',
        'Dependencia oculta',
      ],
    },
    scorpio: {
      text: 'Plutón es fuerte en Escorpio e intensifica la atención de tu generación hacia la intimidad, la mortalidad y el poder oculto. Sueles vivir las emociones con toda su profundidad y te atrae lo que los demás mantienen en secreto. La regeneración puede ser profunda en tu caso, y puede que tengas una capacidad poco común para reconstruir tu vida desde los cimientos.',
      traits: [
        'Intensidad profunda',
        'Profundidad psicológica',
        'Regeneración',
        'Poder emocional',
        'Secretismo',
        'Verdad sin miedo',
      ],
    },
    sagittarius: {
      text: 'Las creencias, la religión, la educación y el encuentro entre culturas pueden transformarse con tu generación. Sueles buscar la verdad con pasión y puede que cuestiones cualquier creencia que te parezca vacía. Un viaje, los estudios o una crisis de fe pueden dejar tu visión del mundo más amplia que antes, y puede que defiendas tus convicciones con el fervor de una cruzada.',
      traits: [
        'Verdad apasionada',
        'Creencias transformadas',
        'Alcance global',
        'Espíritu de cruzada',
        'Profundidad filosófica',
        'Fanatismo',
      ],
    },
    capricorn: {
      text: 'Tu generación puede presenciar cómo se derrumban y se reconstruyen instituciones, gobiernos y estructuras económicas. Sueles entender el poder en términos prácticos, y tu ambición puede ser discreta y persistente. Cuando las viejas ambiciones dejan de sostenerse, reestructurar tus metas desde la base puede ser tu camino de renovación.',
      traits: [
        'Poder estructural',
        'Ambición persistente',
        'Cambio institucional',
        'Control',
        'Profundidad estratégica',
        'Reconstrucción',
      ],
    },
    aquarius: {
      text: 'La tecnología, los movimientos colectivos y las ideas de libertad pueden ser el ámbito en el que tu generación tiene su mayor poder. Sueles sentir con fuerza todo lo que atañe al grupo y a su futuro, y puede que te atraigan las reformas radicales. Las redes y las causas compartidas pueden convertirse en tus motores de cambio mientras ayudas a redefinir lo que significa la comunidad.',
      traits: [
        'Poder colectivo',
        'Reforma radical',
        'Cambio tecnológico',
        'Intensidad de grupo',
        'Voluntad visionaria',
        'Control distante',
      ],
    },
    pisces: {
      text: 'Tu generación puede transformarse a través de la espiritualidad, la imaginación y la disolución de las viejas fronteras. Sueles percibir a fondo las corrientes emocionales subterráneas, y el sentir colectivo puede atraerte y desbordarte a la vez. La compasión, el arte o la entrega a menudo abren el camino, a medida que aprendes a confiar en lo que no se puede controlar.',
      traits: [
        'Profundidad espiritual',
        'Empatía colectiva',
        'Transformación creativa',
        'Entrega',
        'Sensibilidad psíquica',
        'Fronteras que se disuelven',
      ],
    },
  },
};
