/**
 * What each progressed point says in each sign (core/sky/contacts.ts, `ProgressedSigns`), written
 * per point and sign so that progressed Mercury, Venus and Mars in Leo do not read alike. One or
 * two sentences naming the point and the sign; no dates (the cards give them). Forms of
 * docs/i18n/glossary-es.md ("tu Luna progresada", "tu Venus progresado", "Medio Cielo"); tú, and
 * nothing that shows the reader's gender.
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Tu Sol progresado en Aries abre una etapa de iniciativa: tu vida te pide atreverte antes de tenerlo todo claro, lanzarte a algo propio y confiar en tu arrojo.',
    taurus:
      'Con tu Sol progresado en Tauro, la vida baja el ritmo y busca lo que perdura: un hogar estable, un oficio que se pule con calma y una base material en la que apoyarte.',
    gemini:
      'Tu Sol progresado en Géminis convierte la curiosidad en brújula. Aprender, escribir y conversar con gente muy distinta va dando forma a la persona en la que te estás convirtiendo.',
    cancer:
      'Tu Sol progresado en Cáncer desplaza el centro de tu vida hacia el hogar y la pertenencia; cuidar de los tuyos, y dejar que te cuiden, pasa a formar parte de tu propósito.',
    leo: 'Tu Sol progresado en Leo te invita a salir a escena: crear, liderar y compartir con generosidad lo mejor de ti da sentido a esta etapa.',
    virgo:
      'Bajo tu Sol progresado en Virgo, crecer pasa por afinar: el trabajo cuidado, unos hábitos más sanos y una nueva atención al cuerpo marcan el rumbo.',
    libra:
      'Tu Sol progresado en Libra hace de las relaciones tu gran escuela, porque es en el encuentro con los demás, cediendo y pidiendo en su justa medida, donde descubres quién eres.',
    scorpio:
      'Tu Sol progresado en Escorpio lleva tu vida a aguas más hondas. La sinceridad, la intimidad y el valor de cerrar lo que ya terminó orientan tus pasos.',
    sagittarius:
      'Tu Sol progresado en Sagitario ensancha tu horizonte: el rumbo de tu vida pasa por estudiar, viajar y buscarle un sentido más amplio a lo que haces.',
    capricorn:
      'Tu Sol progresado en Capricornio pone tu vida al servicio de un propósito de largo aliento; asumes compromisos y construyes, sin prisa, algo pensado para durar.',
    aquarius:
      'Con tu Sol progresado en Acuario te vas soltando de las expectativas heredadas, y son la amistad, las ideas y un futuro trazado a tu manera los que guían tu camino.',
    pisces:
      'Tu Sol progresado en Piscis suaviza las aristas de tu vida: la empatía, la imaginación y los ratos de silencio se convierten en fuentes de fuerza.',
  },
  moon: {
    aries:
      'Tu Luna progresada en Aries vuelve impaciente tu corazón: necesitas margen para empezar las cosas a tu manera y te cuesta esperar a que otros decidan.',
    taurus:
      'En Tauro, tu Luna progresada pide calma y bienestar; el ánimo se asienta con rutinas amables, buena mesa y personas en las que puedas confiar.',
    gemini:
      'Tu Luna progresada en Géminis mantiene tus emociones en movimiento: para sentirte a gusto necesitas conversación, noticias y cierta variedad.',
    cancer:
      'Tu Luna progresada en Cáncer te llama de vuelta a casa. La familia, los recuerdos y la sensación de que alguien cuida de ti importan más que de costumbre.',
    leo: 'Con tu Luna progresada en Leo, el corazón pide calor y algo de aplauso: te sientes bien cuando creas, cuando juegas y cuando notas que te aprecian.',
    virgo:
      'Con tu Luna progresada en Virgo, encuentras serenidad en el orden y en sentirte útil: una tarea pequeña bien hecha puede calmarte más que cualquier consuelo.',
    libra:
      'Tu Luna progresada en Libra convierte la compañía en una necesidad; recuperas el equilibrio cuando a tu alrededor reina la cordialidad y nadie sale perdiendo.',
    scorpio:
      'Tu Luna progresada en Escorpio remueve emociones profundas: las cuestiones de confianza e intimidad salen a la luz y te piden honestidad con lo que sientes.',
    sagittarius:
      'Con tu Luna progresada en Sagitario necesitas aire y sentido: un viaje, un curso o una conversación de fondo pueden levantarte el ánimo.',
    capricorn:
      'Tu Luna progresada en Capricornio da seriedad a tu mundo emocional: encuentras seguridad en una estructura firme y en metas que sabes a tu alcance.',
    aquarius:
      'Tu Luna progresada en Acuario pide libertad dentro de los vínculos. Los amigos y las causas compartidas te nutren más que la rutina de casa.',
    pisces:
      'Tu Luna progresada en Piscis deja tu sensibilidad a flor de piel: el descanso, el arte y la soledad elegida te ayudan a poner orden en lo que sientes.',
  },
  mercury: {
    aries:
      'Tu Mercurio progresado en Aries acelera tu pensamiento: decides rápido, hablas sin rodeos y pules las ideas sobre la marcha.',
    taurus:
      'Tu Mercurio progresado en Tauro da a tu mente un ritmo pausado y práctico: te fías de lo que puedes comprobar, y tus palabras ganan peso porque las mides.',
    gemini:
      'Tu Mercurio progresado en Géminis vuelve tu mente más inquieta y veloz; la lectura, la escritura y el trato con mucha gente la mantienen bien alimentada.',
    cancer:
      'Tu Mercurio progresado en Cáncer piensa con el corazón. La memoria, las historias de familia y lo que te da seguridad inclinan la balanza cuando decides.',
    leo: 'Tu Mercurio progresado en Leo llena tus palabras de aplomo y de color, y favorece hablar en público, enseñar o contar tu propia historia.',
    virgo:
      'Tu Mercurio progresado en Virgo agudiza tu mirada para el detalle: analizar, corregir y resolver problemas concretos se te da con especial soltura.',
    libra:
      'Tu Mercurio progresado en Libra sopesa cada argumento: piensas mejor en diálogo, y tus decisiones, aunque más lentas, tienden a ser más ecuánimes.',
    scorpio:
      'Tu Mercurio progresado en Escorpio vuelve tu mente más penetrante: investigas, atas cabos y no te conformas con el resumen cuando intuyes que hay más.',
    sagittarius:
      'Tu Mercurio progresado en Sagitario piensa a lo grande: los idiomas, las creencias y las preguntas sobre el sentido de la vida te interesan más que la letra pequeña.',
    capricorn:
      'Tu Mercurio progresado en Capricornio vuelve estratégico tu pensamiento: planificar, poner orden y decidir con perspectiva pasa a ser tu fuerte.',
    aquarius:
      'Tu Mercurio progresado en Acuario abre tu mente a lo nuevo y a lo poco convencional. Las ideas te llegan como chispazos, a menudo al calor de un grupo.',
    pisces:
      'Tu Mercurio progresado en Piscis piensa en imágenes y corazonadas: la intuición y la fantasía se adelantan a la lógica, y a veces las palabras llegan cuando ya lo has sentido todo.',
  },
  venus: {
    aries:
      'En Aries, tu Venus progresado vuelve más audaz tu manera de amar: das el primer paso sin esperar a que te busquen y disfrutas de un cariño con algo de fuego.',
    taurus:
      'Con tu Venus progresado en Tauro, tu gusto se inclina por lo bello y lo duradero; en el amor valoras la lealtad, el contacto físico y el placer de las cosas sencillas.',
    gemini:
      'Tu Venus progresado en Géminis busca ligereza y complicidad en el amor: te seducen el ingenio, la variedad y las caras nuevas.',
    cancer:
      'Tu Venus progresado en Cáncer tiñe tu cariño de un tono protector y hogareño: lo demuestras cocinando, ofreciendo refugio y acordándote de lo que le importa a cada cual.',
    leo: 'En Leo, tu Venus progresado ama con generosidad y un punto de teatro; el romance, el juego y la admiración ajena avivan tu corazón.',
    virgo:
      'Tu Venus progresado en Virgo expresa el afecto con cuidados prácticos; un pequeño favor o un gesto atento dicen lo que a veces no sabes poner en palabras.',
    libra:
      'Con tu Venus progresado en Libra, el amor se vive de igual a igual: buscas a alguien con quien compartir la vida, y la belleza y la cortesía marcan tus gustos.',
    scorpio:
      'Tu Venus progresado en Escorpio quiere hondura y lealtad en el amor: todo o nada, y franqueza a la hora de hablar del deseo.',
    sagittarius:
      'Con tu Venus progresado en Sagitario, el amor necesita libertad y espacio para crecer: una aventura o un ideal compartido te unen a alguien más que la costumbre.',
    capricorn:
      'Tu Venus progresado en Capricornio da al amor un tono más serio y comprometido: valoras lo que resiste el paso del tiempo y lo que se gana con esfuerzo.',
    aquarius:
      'En el amor, tu Venus progresado en Acuario pide amistad y espacio propio. Lo original te atrae más que lo previsible.',
    pisces:
      'Tu Venus progresado en Piscis vuelve tu amor delicado e idealista; la compasión y la música te conmueven, y el romanticismo a veces te hace ver lo que no hay.',
  },
  mars: {
    aries:
      'Tu Marte progresado en Aries enciende tu espíritu competitivo; actúas deprisa y luchas por tus propias metas.',
    taurus:
      'Tu Marte progresado en Tauro vuelve tu energía más constante y resistente: construyes paso a paso y rara vez te rindes.',
    gemini:
      'Tu Marte progresado en Géminis reparte y acelera tu energía: llevas varios proyectos a la vez y tus batallas se libran con palabras.',
    cancer:
      'Tu Marte progresado en Cáncer pone tu fuerza al servicio de quienes quieres: defender tu casa y a tu gente es lo que más te mueve a pelear.',
    leo: 'Con tu Marte progresado en Leo, actúas con más entusiasmo y orgullo: pones tu esfuerzo allí donde puedes dejar tu sello personal.',
    virgo:
      'Tu Marte progresado en Virgo canaliza tu energía hacia un trabajo preciso y útil, y mejoras las cosas con paciencia, pieza a pieza.',
    libra:
      'Tu Marte progresado en Libra actúa a través de los demás: prefieres el acuerdo al choque, y donde más te plantas es en defensa de lo justo.',
    scorpio:
      'Con tu Marte progresado en Escorpio, tu voluntad se vuelve concentrada y constante; persigues lo que te importa en silencio y hasta el final.',
    sagittarius:
      'Tu Marte progresado en Sagitario pone la mira lejos: tu energía se va hacia el deporte, el estudio y las causas en las que crees.',
    capricorn:
      'Tu Marte progresado en Capricornio disciplina tu ambición: trabajas con método y constancia por una meta que te has marcado.',
    aquarius:
      'Tu Marte progresado en Acuario vuelca tu empuje en el cambio: te mueven los ideales, los grupos y el mundo que imaginas para todos.',
    pisces:
      'Con tu Marte progresado en Piscis, tu energía sube y baja como una marea: crece cuando algo te inspira o te toca el corazón, y se apaga ante los planes rígidos.',
  },
  ascendant: {
    aries:
      'Con tu Ascendente progresado en Aries sales al mundo de frente, y los demás perciben en ti más valentía y más prisa por empezar.',
    taurus:
      'Tu Ascendente progresado en Tauro te da una presencia más tranquila y firme; transmites la sensación de que se puede contar contigo.',
    gemini:
      'Con tu Ascendente progresado en Géminis, tu imagen gana un aire ligero y curioso; conectas con la gente a través de preguntas y de ideas.',
    cancer:
      'Con tu Ascendente progresado en Cáncer, la impresión que causas se suaviza. La gente percibe tu ternura, y también la prudencia con que eliges a quién dejas entrar.',
    leo: 'Tu Ascendente progresado en Leo ilumina tu presencia: se te ve más, irradias calidez y te atreves a ocupar tu sitio.',
    virgo:
      'Tu Ascendente progresado en Virgo te da un aire sereno y meticuloso, y los demás acuden a ti en busca de ayuda y de buen criterio.',
    libra:
      'Tu Ascendente progresado en Libra suaviza tus maneras y realza tu elegancia; te presentas ante el mundo con encanto y con tacto.',
    scorpio:
      'Tu Ascendente progresado en Escorpio vuelve tu presencia más intensa y reservada; los demás perciben que guardas más de lo que muestras.',
    sagittarius:
      'Tu Ascendente progresado en Sagitario hace tu trato más abierto y espontáneo: transmites franqueza, optimismo y un aire de libertad.',
    capricorn:
      'En Capricornio, tu Ascendente progresado te da un porte más sobrio y solvente, y la gente suele tomarse en serio lo que dices.',
    aquarius:
      'Tu Ascendente progresado en Acuario subraya tu independencia y tu lado singular: te ven como alguien que piensa por su cuenta.',
    pisces:
      'Tu Ascendente progresado en Piscis desdibuja un poco tus contornos, y la gente percibe en ti empatía y un punto esquivo que cuesta descifrar.',
  },
  midheaven: {
    aries:
      'Tu Medio Cielo progresado en Aries orienta tu vocación hacia la iniciativa: trabajos en los que abres camino, emprendes proyectos o lideras un equipo.',
    taurus:
      'Tu Medio Cielo progresado en Tauro pone la estabilidad en el centro de tu carrera: un trabajo que cree valor poco a poco y deje resultados tangibles.',
    gemini:
      'Tu Medio Cielo progresado en Géminis acerca tu vocación a la comunicación, ya sea escribiendo, enseñando, negociando o poniendo a la gente en contacto.',
    cancer:
      'Tu Medio Cielo progresado en Cáncer une tu vocación al cuidado; un trabajo que alimente, acoja o proteja a otros puede darte sentido.',
    leo: 'Tu Medio Cielo progresado en Leo pide un papel visible en tu carrera, un puesto donde tu creatividad y tu capacidad de liderar reciban reconocimiento.',
    virgo:
      'Tu Medio Cielo progresado en Virgo orienta tu carrera hacia el servicio y la destreza: el oficio bien hecho, el cuidado de la salud, el método.',
    libra:
      'Tu Medio Cielo progresado en Libra inclina tu vocación hacia el trabajo en colaboración, y el diseño, el derecho o la mediación pueden ser tu terreno.',
    scorpio:
      'Tu Medio Cielo progresado en Escorpio lleva tu vocación hacia lo profundo: investigar, acompañar procesos de cambio o trabajar con aquello que otros prefieren evitar.',
    sagittarius:
      'Tu Medio Cielo progresado en Sagitario pide que tu carrera tenga un porqué. La enseñanza, los viajes, el mundo editorial o el de las creencias pueden atraerte.',
    capricorn:
      'Con tu Medio Cielo progresado en Capricornio, tu carrera gira en torno a la responsabilidad y la autoridad, y te pide ganarte paso a paso un lugar de peso en tu campo.',
    aquarius:
      'Tu Medio Cielo progresado en Acuario te acerca a trabajos con la vista puesta en el mañana: la tecnología, la innovación o las causas que buscan mejorar la vida de muchos.',
    pisces:
      'Tu Medio Cielo progresado en Piscis inclina tu vocación hacia lo sensible y lo imaginativo: el arte, las profesiones de ayuda o un servicio discreto, lejos de los focos.',
  },
};
