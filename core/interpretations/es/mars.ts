import type { PlanetTexts } from '../types';

/** Marte: el impulso, el valor, el deseo, el conflicto. */
export const MARS: PlanetTexts = {
  general: {
    text: 'Marte rige el impulso, el valor y el deseo. Describe cómo pasas a la acción, persigues lo que quieres, te afirmas y manejas la ira o el conflicto, así como la energía y la resistencia que aportas ante un reto.',
    traits: ['Impulso', 'Valor', 'Deseo', 'Asertividad', 'Energía física', 'Forma de afrontar el conflicto'],
  },
  signs: {
    aries: {
      text: 'Marte rige Aries, así que tu impulso es fuerte, directo y se enciende enseguida. Sueles actuar por impulso y te creces ante la competencia y los retos. Tu valor puede abrir puertas a las que otros temen llamar, aunque aprender a dosificar tus fuerzas puede ayudarte a terminar lo que empiezas con tanta audacia.',
      traits: ['Impulso ardiente', 'Audacia', 'Competitividad', 'Iniciativa', 'Impulsividad', 'Valor'],
    },
    taurus: {
      text: 'Tu energía es constante, paciente y duradera más que rápida. Sueles avanzar a tu propio ritmo y puedes perseverar mucho después de que los demás se hayan rendido. Tardas en irritarte, pero eres temible cuando te presionan, y tus deseos suelen estar arraigados en la comodidad, la seguridad y los placeres del cuerpo.',
      traits: ['Resistencia', 'Perseverancia', 'Esfuerzo constante', 'Ira tardía', 'Deseo sensual', 'Terquedad'],
    },
    gemini: {
      text: 'Tu impulso es mental e inquieto, y a menudo se canaliza a través de las palabras, las ideas y varios proyectos a la vez. Sueles afirmarte con argumentos e ingenio más que con la fuerza. La variedad mantiene alta tu energía, aunque dispersarla en demasiadas direcciones puede dejar algunos planes sin terminar.',
      traits: [
        'Energía mental',
        'Esgrima verbal',
        'Multitarea',
        'Inquietud',
        'Reflejos rápidos',
        'Capacidad de adaptación',
      ],
    },
    cancer: {
      text: 'Tu impulso está ligado a la emoción y a proteger lo que amas. Sueles actuar de forma indirecta, abordando el conflicto de lado más que de frente, y puede que te cueste soltar las heridas. Sin embargo, cuando sientes amenazados a tu familia o tu hogar, puedes mostrar una determinación sorprendente y un valor feroz.',
      traits: [
        'Impulso protector',
        'Motivación emocional',
        'Acción indirecta',
        'Tenacidad',
        'Actitud defensiva',
        'Lealtad familiar',
      ],
    },
    leo: {
      text: 'Sueles actuar con seguridad, orgullo y sentido del espectáculo, y pones todo tu corazón en lo que persigues. El reconocimiento te motiva, y puedes brillar como líder cuando crees en una causa. Tu energía es cálida y generosa, aunque el orgullo herido puede desatar un temperamento ardiente.',
      traits: [
        'Acción segura',
        'Liderazgo',
        'Impulso creativo',
        'Orgullo',
        'Energía generosa',
        'Temperamento ardiente',
      ],
    },
    virgo: {
      text: 'Tu energía es precisa y metódica, y rinde más cuando apunta a un objetivo útil. Sueles mejorar las cosas con un esfuerzo cuidadoso y una técnica depurada. El conflicto puede salir en forma de crítica más que de ira abierta, y canalizar tu impulso hacia un oficio o el servicio puede resultarte muy satisfactorio.',
      traits: ['Esfuerzo metódico', 'Trabajo hábil', 'Eficiencia', 'Técnica cuidadosa', 'Filo crítico', 'Diligencia'],
    },
    libra: {
      text: 'Sueles perseguir tus metas mediante la cooperación, el encanto y la negociación más que con la fuerza. La justicia te mueve, y la injusticia puede impulsarte a actuar más rápido que cualquier otra cosa. El enfrentamiento directo puede incomodarte, así que expresar con claridad lo que deseas, en lugar de esperar a que llegue el equilibrio, puede darte fuerza.',
      traits: [
        'Acción diplomática',
        'Cooperación',
        'Sentido de la justicia',
        'Encanto',
        'Evitación del conflicto',
        'Paciencia estratégica',
      ],
    },
    scorpio: {
      text: 'Tu impulso es intenso, concentrado y discretamente poderoso. Sueles perseguir lo que quieres con estrategia y una determinación inquebrantable, a menudo entre bastidores. Te cuesta olvidar un desaire, y tu resiliencia te permite reconstruirte después de los reveses, a veces con más fuerza que antes.',
      traits: ['Concentración intensa', 'Determinación', 'Estrategia', 'Resiliencia', 'Secretismo', 'Poder emocional'],
    },
    sagittarius: {
      text: 'Tu energía es aventurera y entusiasta, y se siente atraída por metas que parecen significativas o expansivas. Sueles actuar por principios y disfrutar del movimiento físico, los viajes y la exploración. Tu impulso puede encenderse y apagarse deprisa, y mantenerte en contacto con un propósito mayor te ayuda a llegar hasta el final.',
      traits: [
        'Impulso aventurero',
        'Entusiasmo',
        'Acción por principios',
        'Energía inquieta',
        'Amor por el movimiento',
        'Franqueza brusca',
      ],
    },
    capricorn: {
      text: 'Marte está exaltado en Capricornio y te da una energía disciplinada, ambiciosa y estratégica. Sueles perseguir metas a largo plazo paso a paso, con un autocontrol notable. Puede que conviertas la frustración en trabajo duro, y tu paciencia te permite llegar a alturas que los esfuerzos más rápidos y menos enfocados rara vez alcanzan.',
      traits: ['Disciplina', 'Ambición', 'Autocontrol', 'Esfuerzo estratégico', 'Resistencia', 'Entrega al trabajo'],
    },
    aquarius: {
      text: 'Tu impulso es independiente y a menudo se dirige hacia las ideas, las reformas o los objetivos colectivos. Sueles actuar de maneras poco convencionales y resistirte a que te digan lo que tienes que hacer. Puede que luches con más fuerza por principios y comunidades, y tu energía tiende a llegar en ráfagas repentinas de inspiración más que en una rutina constante.',
      traits: [
        'Acción independiente',
        'Vena rebelde',
        'Afán reformador',
        'Innovación',
        'Causas colectivas',
        'Energía irregular',
      ],
    },
    pisces: {
      text: 'Tu energía es fluida e intuitiva, y fluye hacia lo que te inspira o te conmueve. Sueles evitar el enfrentamiento directo y puede que actúes en nombre de otros con más facilidad que por ti. Las actividades creativas, compasivas o espirituales pueden canalizar tu impulso, y unas metas claras te ayudan a no perder el rumbo.',
      traits: [
        'Acción intuitiva',
        'Impulso compasivo',
        'Energía creativa',
        'Flexibilidad',
        'Ira indirecta',
        'Motivación cambiante',
      ],
    },
  },
};
