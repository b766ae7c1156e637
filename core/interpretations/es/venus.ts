import type { PlanetTexts } from '../types';

/** Venus: el amor, la atracción, los valores, el placer. */
export const VENUS: PlanetTexts = {
  general: {
    text: 'Venus rige el amor, la atracción y lo que valoras. Describe cómo das y recibes afecto, qué te parece bello, cómo buscas la armonía con los demás y qué placeres endulzan la vida, incluida tu relación con la comodidad y con las cosas que posees.',
    traits: ['Amor', 'Atracción', 'Valores', 'Belleza', 'Armonía', 'Placer'],
  },
  signs: {
    aries: {
      text: 'Sueles amar con audacia y espontaneidad, y te atraen la emoción de la conquista y la chispa de una conexión nueva. En una pareja valoras la sinceridad y la independencia, y puede que te inquietes si el afecto cae en la rutina. Tu estilo es directo: cuando alguien te gusta, esa persona suele saberlo.',
      traits: [
        'Afecto audaz',
        'Espontaneidad',
        'Conquista apasionada',
        'Atracción sincera',
        'Independencia',
        'Corazón impaciente',
      ],
    },
    taurus: {
      text: 'Venus está en su domicilio en Tauro y te da una forma de amar sensual, leal y constante. Sueles mostrar tu afecto con el contacto físico, la buena comida y una presencia en la que se puede confiar, y valoras la comodidad y la calidad. Cuando te comprometes, te entregas por completo, aunque puede que te aferres a una relación o a una posesión más tiempo del que te conviene.',
      traits: ['Afecto leal', 'Sensualidad', 'Entrega', 'Amor por la comodidad', 'Constancia', 'Posesividad'],
    },
    gemini: {
      text: 'A menudo te atrae primero la mente, y un intercambio ingenioso puede ser el camino más seguro hacia tu corazón. Sueles disfrutar de la variedad, el juego y la ligereza en el amor. Te importa que las cosas se mantengan frescas, y puede que necesites una pareja que también sea una amistad con la que hablar durante horas.',
      traits: ['Encanto juguetón', 'Atracción mental', 'Coqueteo', 'Variedad', 'Ligereza', 'Vínculo conversador'],
    },
    cancer: {
      text: 'Sueles amar de forma protectora y tierna, buscando seguridad emocional y sentido de pertenencia. Cuidar es una de tus maneras de mostrar afecto, y puede que atesores el hogar, la familia y los recuerdos compartidos. A menudo abres tu corazón despacio, pero cuando lo haces, tu cuidado es profundo y duradero.',
      traits: [
        'Cuidado tierno',
        'Amor protector',
        'Seguridad emocional',
        'Sentimentalismo',
        'Instinto de protección',
        'Confianza prudente',
      ],
    },
    leo: {
      text: 'Amas con generosidad y de todo corazón, con un talento especial para el romance y los grandes gestos. Sueles desear admiración y lealtad a cambio, y sentir que te quieren saca lo más cálido de ti. La diversión, la creatividad y la celebración forman parte de tu manera de expresar el afecto, y puedes entregarte con fervor a las personas que amas.',
      traits: [
        'Corazón generoso',
        'Talento romántico',
        'Calidez',
        'Necesidad de admiración',
        'Lealtad',
        'Espíritu juguetón',
      ],
    },
    virgo: {
      text: 'Sueles expresar el amor con cuidados prácticos: notas lo que alguien necesita y te ocupas de ello sin hacer ruido. En las relaciones puedes ser exigente y valoras la fiabilidad y la sinceridad por encima de la ostentación. Tu afecto crece con pequeños gestos atentos, y aceptar la imperfección, la tuya y la de los demás, puede hacer más profunda la cercanía.',
      traits: ['Entrega práctica', 'Discernimiento', 'Gestos atentos', 'Sinceridad', 'Modestia', 'Mirada crítica'],
    },
    libra: {
      text: 'Venus rige Libra, así que tienes una elegancia natural en las relaciones y una fuerte sensibilidad hacia la belleza y la justicia. Sueles valorar la vida en pareja, la cortesía y la armonía, y puede que te atraigan el arte, el diseño y los entornos refinados. Equilibrar tus propios deseos con las ganas de agradar a los demás es un tema de toda la vida.',
      traits: [
        'Elegancia natural',
        'Vida en pareja',
        'Sentido estético',
        'Cortesía',
        'Búsqueda de armonía',
        'Afán de agradar',
      ],
    },
    scorpio: {
      text: 'Sueles amar con intensidad y con todo tu ser, buscando profundidad y sinceridad emocional más que un romance ligero. La confianza lo es todo para ti, y una vez que alguien se la gana, puedes ser leal hasta el final. La pasión y la transformación suelen llegar a través de tus relaciones, y los celos pueden aparecer cuando sientes inseguridad.',
      traits: [
        'Pasión intensa',
        'Lealtad profunda',
        'Profundidad emocional',
        'Magnetismo',
        'Amor de todo o nada',
        'Celos',
      ],
    },
    sagittarius: {
      text: 'Para ti, el amor se alimenta de apertura, humor y aventura, y te atraen las personas que amplían tu mundo. La libertad dentro de la relación te importa, y explorar juntos a menudo mantiene vivo el vínculo. En el amor puedes mostrar generosidad e idealismo, y prefieres la sinceridad y el crecimiento a una rutina cómoda.',
      traits: ['Amor aventurero', 'Apertura', 'Necesidad de libertad', 'Generosidad', 'Idealismo', 'Afecto sincero'],
    },
    capricorn: {
      text: 'Sueles tomarte el amor en serio y valoras el compromiso, la lealtad y una pareja con la que construir un futuro. Tu afecto puede mostrarse más con fiabilidad y esfuerzo que con palabras. A menudo te abres despacio, y tus relaciones suelen volverse más ricas y cálidas con el tiempo.',
      traits: [
        'Amor comprometido',
        'Fiabilidad',
        'Reserva',
        'Visión a largo plazo',
        'Valores tradicionales',
        'Calidez duradera',
      ],
    },
    aquarius: {
      text: 'En el amor sueles valorar la amistad, la libertad y la autenticidad, y puede que te atraigan personas poco convencionales o ferozmente independientes. La conexión a menudo empieza con ideas o causas compartidas. Necesitas espacio para ser tú, y tu afecto, aunque al principio pueda parecer frío, suele ser notablemente leal y tolerante.',
      traits: [
        'La amistad primero',
        'Gustos poco convencionales',
        'Necesidad de espacio',
        'Aceptación',
        'Afinidad de ideas',
        'Reserva distante',
      ],
    },
    pisces: {
      text: 'Venus está exaltado en Piscis y te da una forma de amar tierna, romántica y compasiva. Sueles idealizar a las personas que quieres y puede que te entregues sin llevar la cuenta. La belleza, la música y la imaginación alimentan tu corazón, y unos límites sanos ayudan a que tu amor generoso encuentre correspondencia.',
      traits: [
        'Idealismo romántico',
        'Compasión',
        'Entrega desinteresada',
        'Sensibilidad artística',
        'Empatía',
        'Límites difusos',
      ],
    },
  },
};
