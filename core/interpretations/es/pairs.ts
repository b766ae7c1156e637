import type { PairKey, PairText } from '../types';

/** What an aspect between two particular points of the birth chart says about the person, by how the aspect is felt. */
export const PAIRS: Readonly<Record<PairKey, PairText>> = {
  'sun-moon': {
    blend:
      'Naciste cerca de una Luna nueva, y eso suele dar una personalidad de una sola pieza: lo que quieres y lo que necesitas apuntan al mismo lugar, y eso te da foco, aunque verte desde fuera te cueste más que a otros.',
    easy: 'Tu voluntad y tu mundo emocional se llevan bien, y se nota: sueles estar a gusto en tu propia piel, una calma de fondo que te sostiene cuando las cosas se complican y que tranquiliza a quienes te rodean.',
    tense:
      'Lo que persigues y lo que necesitas para sentirte a salvo tiran a menudo en direcciones distintas, quizá como eco de las diferencias entre tus padres; el arte de tu vida está en dar a cada parte su turno en lugar de acallar a una de ellas.',
  },
  'sun-mercury': {
    blend:
      'Tu manera de pensar y tu identidad van muy unidas: piensas en voz alta, defiendes tus ideas con convicción y aprendes explicando, aunque una crítica a lo que opinas puede dolerte como si fuera contra ti.',
    easy: 'La mente trabaja a favor de tu propósito: encuentras sin esfuerzo las palabras para lo que quieres, aprendes lo que tu camino te exige y cuentas tus planes de un modo que los demás pueden seguir.',
    tense:
      'A veces tus razonamientos van por un lado y tu deseo profundo por otro, y puedes convencerte con argumentos de algo que el corazón no quiere; contrastar lo que piensas con lo que de verdad buscas vuelve a poner de acuerdo a ambos.',
  },
  'sun-venus': {
    blend:
      'La simpatía y el gusto por lo bello ocupan el centro de tu carácter: quieres que la vida tenga gracia y te resulta fácil caer bien, aunque parte de tu crecimiento consiste en distinguir entre agradar y ser fiel a ti.',
    easy: 'Una vena amable recorre tu carácter: te relacionas con naturalidad, disfrutas de la belleza y despiertas buena voluntad, un capital discreto en el amor, en el arte y en cualquier trabajo de trato con la gente.',
    tense:
      'El deseo de gustar y el de ser tú pueden separarse, y quizá oscilas entre complacer a otros y defender tu propio gusto; cuando tienes claro lo que valoras, la duda suele resolverse por sí sola.',
  },
  'sun-mars': {
    blend:
      'Identidad y empuje forman en ti un solo bloque: actúas deprisa, no rehúyes la competencia y la vida se enciende cuando tienes un desafío delante, aunque la impaciencia y el genio saltan en cuanto algo te corta el paso.',
    easy: 'La energía fluye con facilidad hacia lo que te propones: sueles tener valor de reserva, aguante para el esfuerzo largo y una franqueza que a los demás les resulta estimulante más que áspera.',
    tense:
      'Llevas dentro un espíritu combativo que a veces elige mal sus batallas, contra la autoridad, contra un rival o contra tus propios límites; con un deporte, un oficio o una causa, esa misma fuerza se vuelve una resistencia admirable.',
  },
  'sun-jupiter': {
    blend:
      'El optimismo es tu estado natural: confías en la vida, piensas en grande y levantas el ánimo de cualquier reunión, y tu gran lección es la medida, porque la fe en ti y la generosidad pueden desbordarse.',
    easy: 'La buena fe parece acompañarte: la gente suele concederte el beneficio de la duda, y tu facilidad para ver el sentido amplio de las cosas atrae maestros, viajes y puertas abiertas.',
    tense:
      'Tu hambre de más —más experiencia, más sentido, más espacio— puede ir por delante de tus recursos y agrandar planes y promesas; el sentido de la proporción convierte ese apetito en un crecimiento de verdad.',
  },
  'sun-saturn': {
    blend:
      'Es posible que la vida te pidiera seriedad muy pronto y que dudes de tu derecho a brillar hasta sentir que te lo has ganado; ese mismo rigor, con los años, suele darte solidez, la confianza de los demás y una autoridad tranquila.',
    easy: 'La disciplina te sienta bien: construyes con paciencia, respetas la experiencia y ganas seguridad en ti a medida que pasan los años, porque la estructura te sostiene en lugar de encerrarte.',
    tense:
      'Una voz crítica interior, a veces eco de un padre exigente o de una dificultad temprana, te pregunta una y otra vez si das la talla; quienes llevan esta huella suelen empezar despacio y a menudo acaban destacando justo en aquello que más les costó.',
  },
  'sun-uranus': {
    blend:
      'Tu naturaleza pide independencia: original, rápida de reflejos y difícil de encajar en ningún molde, se siente más auténtica cuando rompe con lo establecido, y los giros bruscos de rumbo suelen marcar tu historia.',
    easy: 'La originalidad te sale de forma natural y los demás tienden a aceptarla: puedes llevar ideas frescas a entornos corrientes sin necesidad de pelear, y tu apertura al cambio mantiene joven tu espíritu.',
    tense:
      'Una necesidad inquieta de libertad puede chocar con empleos, compromisos o personas que esperan que no cambies, y quizá te rebelas primero y reflexionas después; la libertad elegida a conciencia te sirve más que la huida.',
  },
  'sun-neptune': {
    blend:
      'Tu sensibilidad es porosa e imaginativa: absorbes los ambientes y a veces te cuesta saber dónde terminas tú y dónde empiezan los demás; el arte, la música, el cuidado de otros o la fe pueden dar a ese don una forma y una orilla.',
    easy: 'La imaginación y la compasión alimentan tu sentido del propósito: intuyes lo que otros necesitan, y un trabajo creativo o de cuidado deja que tus ideales tomen cuerpo sin que te arrastren.',
    tense:
      'La idea que tienes de ti puede desdibujarse bajo las esperanzas ajenas o bajo tus propios ideales, y a veces el desengaño enseña lo que una mirada clara habría visto antes; anclar los sueños en una práctica diaria los mantiene vivos.',
  },
  'sun-pluto': {
    blend:
      'En tu centro hay una intensidad que los demás perciben aunque hables poco; tu vida tiende a atravesar cambios hondos, finales y renacimientos, y tienes una capacidad poco común para reinventarte.',
    easy: 'La fortaleza interior y el olfato psicológico te vienen dados: te recuperas de los reveses, ves debajo de la superficie y mantienes la calma en plena crisis, una serenidad en la que otros aprenden a apoyarse.',
    tense:
      'Las luchas de poder, con la autoridad, con la pareja o con tus propias compulsiones, suelen marcar etapas de tu vida; cada una te pide soltar el control y descubrir una fuerza que no necesita dominar a nadie.',
  },
  'sun-trueNode': {
    blend:
      'Tu manera de ser ya apunta hacia tu camino de crecimiento: cuanto más plenamente te expresas, más te acercas a lo que has venido a aprender, y otras personas suelen reconocer en ti algo parecido a una vocación.',
    easy: 'Tu voluntad acompaña sin esfuerzo la dirección en la que te toca crecer, de modo que las decisiones tomadas desde lo que de verdad eres tienden a hacerte avanzar y no a dar vueltas en círculo.',
    tense:
      'Tu forma de brillar puede tirar de ti hacia lo conocido, hacia talentos que ya dominas, mientras tu evolución te reclama algo nuevo y menos cómodo; unir ambas cosas convierte el pasado en punto de apoyo y no en muleta.',
  },
  'sun-ascendant': {
    blend:
      'Lo que eres y lo que muestras coinciden: la gente te ve casi tal como eres, tu presencia es directa y luminosa, y tu cuerpo y tu vitalidad reflejan con bastante fidelidad cómo te encuentras por dentro.',
    easy: 'Tu manera de presentarte expresa con soltura tu carácter, así que causas una impresión coherente y cálida y emprendes las cosas con una confianza que a los demás les resulta fácil seguir.',
    tense:
      'Tu identidad tiende a definirse frente a los demás, en la pareja, en el trabajo o ante el público, y la imagen que das no siempre refleja lo que eres; mostrar tu centro sin esconderlo tras un papel suele liberarte.',
  },
  'sun-midheaven': {
    blend:
      'Tu identidad y tu vocación tienden a fundirse: necesitas que tu trabajo diga quién eres, y es fácil que te vean como alguien con autoridad natural o con un papel público reconocible.',
    easy: 'Tu carácter encaja bien con el rumbo profesional que eliges, y lo que haces de forma natural suele tener sitio en el mundo; el reconocimiento tiende a llegar cuando trabajas en algo que de verdad te representa.',
    tense:
      'Puede haber tensión entre lo que eres en la intimidad y lo que se espera de ti en público, o entre el hogar y la carrera; construir una trayectoria que respete tu naturaleza exige elegir con cuidado qué papeles aceptas.',
  },

  'moon-mercury': {
    blend:
      'Piensas con el corazón y sientes con palabras: tu memoria es emocional, captas los estados de ánimo al vuelo y hablar de lo que sientes te calma, aunque el humor del día puede teñir tus juicios.',
    easy: 'Emoción y razón se entienden en ti, de modo que expresas lo que sientes con naturalidad y escuchas a los demás con un tacto que invita a las confidencias.',
    tense:
      'La razón y el instinto dicen a menudo cosas distintas, y puedes darle vueltas a un sentimiento hasta agotarlo o callar lo que necesitas por miedo a no explicarte bien; escribir lo que sientes ayuda a ordenar las dos voces.',
  },
  'moon-venus': {
    blend:
      'La ternura forma parte de tu naturaleza: necesitas armonía, belleza y afecto para estar bien y sabes crear un ambiente acogedor, aunque a veces esquivas un conflicto necesario solo por mantener la paz.',
    easy: 'Das y recibes cariño con facilidad, y tu hogar, tu trato y tus gustos suelen transmitir calidez; es una combinación que favorece la amistad, la vida en pareja y el disfrute sencillo de las cosas.',
    tense:
      'Lo que necesitas para sentir seguridad y lo que deseas en el amor pueden no coincidir, y a veces buscas consuelo en el placer o en las compras; conocer tus verdaderas necesidades afectivas hace más fáciles tus elecciones.',
  },
  'moon-mars': {
    blend:
      'Sientes con fuego: tus emociones se convierten enseguida en acción, defiendes con ardor a los tuyos y reaccionas rápido, a veces con un enojo que se enciende y se apaga en un instante.',
    easy: 'Tus sentimientos te dan energía en lugar de frenarte: sabes protegerte y proteger a los tuyos, te atreves cuando algo te importa y tienes un instinto sano para defender tus necesidades.',
    tense:
      'Las emociones pueden salir en forma de irritación o de impaciencia, y el hogar se convierte a veces en escenario de choques; canalizar esa fuerza en el ejercicio físico o en un proyecto propio la transforma en valor.',
  },
  'moon-jupiter': {
    blend:
      'Tienes un corazón generoso y un fondo optimista: te gusta cuidar a lo grande, acoges con facilidad y te sostiene la fe en que las cosas saldrán bien, aunque puedes dar más de lo que te conviene.',
    easy: 'Hay en ti un bienestar emocional que se contagia: sueles encontrar apoyo cuando lo necesitas, la familia o los amigos te arropan y tu buen humor abre puertas.',
    tense:
      'Las emociones tienden a agrandarse, y quizá prometes más cuidados de los que puedes dar o buscas en el exceso un consuelo que no llega; la moderación afectiva no apaga tu generosidad, la vuelve sostenible.',
  },
  'moon-saturn': {
    blend:
      'Aprendiste pronto a contener lo que sientes, quizá porque te tocó madurar antes de tiempo; detrás de esa reserva hay una lealtad profunda, y con los años puedes permitirte recibir el cuidado que sueles dar.',
    easy: 'Tus emociones tienen un cauce firme: sabes mantener la calma, cumplir con los tuyos y construir un hogar estable, y esa madurez afectiva te da una seguridad que crece con el tiempo.',
    tense:
      'Puede que sientas que el cariño hay que ganárselo, o que arrastres una vieja tristeza por la ternura que faltó en la infancia; darte a ti la protección que esperabas de otros suaviza esa dureza interior.',
  },
  'moon-uranus': {
    blend:
      'Necesitas libertad emocional: te cansa la rutina afectiva, tus estados de ánimo cambian de golpe y buscas vínculos que dejen aire, porque la cercanía excesiva te produce una sensación de encierro.',
    easy: 'Tu vida emocional acoge lo inesperado con soltura: te adaptas a los cambios de casa o de familia, conectas con gente muy distinta y tus corazonadas repentinas suelen dar en el blanco.',
    tense:
      'Tu mundo afectivo puede vivir sobresaltos: cambios bruscos de humor, hogares poco estables o un tira y afloja entre el deseo de cercanía y el de independencia; unas rutinas que incluyan espacio propio calman los nervios.',
  },
  'moon-neptune': {
    blend:
      'Tu sensibilidad funciona casi como una esponja: percibes lo que otros sienten sin que lo digan, sueñas mucho y te conmueves con facilidad, y necesitas momentos de retiro para no perderte en las emociones ajenas.',
    easy: 'La intuición y la compasión fluyen en ti con naturalidad; tienes un don para el arte, la música o el cuidado, y sabes consolar sin palabras.',
    tense:
      'Es fácil que idealices a quienes quieres o que te sacrifiques más de la cuenta, y a veces cuesta distinguir la intuición del miedo; poner límites claros protege tu sensibilidad sin apagarla.',
  },
  'moon-pluto': {
    blend:
      'Sientes a fondo y sin medias tintas: tus vínculos son intensos, detectas lo que se esconde bajo la superficie y atraviesas crisis emocionales que te transforman, aunque soltar a quien quieres puede costarte mucho.',
    easy: 'Tienes una fuerza emocional notable: sabes acompañar a otros en sus horas más oscuras, te regeneras después de las pérdidas y comprendes los resortes ocultos de las personas.',
    tense:
      'Las emociones intensas pueden volverse celos, necesidad de control o viejas heridas familiares que regresan; mirarlas de frente, quizá con ayuda, libera una energía enorme para cambiar.',
  },
  'moon-trueNode': {
    blend:
      'Tu sensibilidad y tu instinto de cuidado están en el corazón de tu evolución: crecer, para ti, pasa por escuchar lo que sientes, crear un hogar verdadero y dejar que las emociones te orienten.',
    easy: 'Tus necesidades emocionales acompañan tu desarrollo en lugar de frenarlo, así que cuidar de ti y de los tuyos te acerca, paso a paso, a la persona que puedes llegar a ser.',
    tense:
      'Los hábitos emocionales y los viejos refugios familiares pueden retenerte en lo conocido justo cuando toca avanzar; agradecer lo que te dieron y dar el paso igualmente convierte ese apego en raíz y no en ancla.',
  },
  'moon-ascendant': {
    blend:
      'Las emociones se te ven en la cara: tu presencia es sensible y cambiante, los demás perciben enseguida tu estado de ánimo y despiertas un instinto protector, o lo ejerces tú sobre ellos.',
    easy: 'Transmites cercanía y calidez desde el primer encuentro; tu manera de presentarte refleja con naturalidad lo que sientes, y eso hace que la gente esté cómoda contigo.',
    tense:
      'Lo que sientes y cómo te muestras pueden ir por caminos distintos, o tus necesidades afectivas se juegan sobre todo en la pareja y en el hogar; reconocer lo que necesitas antes de reaccionar te da estabilidad.',
  },
  'moon-midheaven': {
    blend:
      'Tu vida pública tiene un tono emocional: puedes trabajar con el público, con el cuidado o con la familia, y tu reputación depende mucho de cómo te sientes en lo que haces.',
    easy: 'Tu sensibilidad encuentra su sitio en el mundo: lo que te nutre por dentro tiende a encajar con tu vocación, y la gente aprecia el esmero que pones en tu trabajo.',
    tense:
      'Las exigencias de la carrera y las necesidades del hogar pueden tirar en sentidos contrarios, o tus emociones quedan demasiado expuestas en público; dar a cada ámbito su lugar protege tu equilibrio.',
  },

  'mercury-venus': {
    blend:
      'Hablas con gracia y piensas con buen gusto: tienes facilidad para la palabra amable, la diplomacia y todo lo que junta belleza e ideas, como la escritura, el diseño o la música.',
    easy: 'Tu forma de comunicarte es agradable y persuasiva; sabes suavizar un desacuerdo, encontrar la palabra justa en el amor y disfrutar de una buena conversación como de un placer.',
    tense:
      'A veces dices lo que agrada en lugar de lo que piensas, o la cabeza y el corazón valoran de forma distinta a las personas; una sinceridad amable te sirve más que la cortesía a cualquier precio.',
  },
  'mercury-mars': {
    blend:
      'Tu mente es rápida y combativa: piensas deprisa, hablas sin rodeos y disfrutas del debate, aunque las palabras pueden salir más afiladas de lo que pretendías.',
    easy: 'Decides con agilidad y defiendes tus ideas con energía; te resulta fácil convertir un plan en acción, negociar con firmeza y aprender haciendo.',
    tense:
      'Las discusiones te encienden, y es fácil que reacciones con impaciencia o que una conversación acabe en pelea; respirar antes de responder convierte esa chispa en un talento brillante para argumentar.',
  },
  'mercury-jupiter': {
    blend:
      'Tu mente busca el sentido amplio de las cosas: te atraen la filosofía, los viajes, los idiomas y la enseñanza, y hablas con entusiasmo, aunque a veces pasas por alto los detalles.',
    easy: 'Aprendes con gusto y explicas con generosidad; tu optimismo intelectual te ayuda a ver oportunidades, a convencer y a conectar ideas de mundos distintos.',
    tense:
      'Puedes prometer más de lo que cabe en la agenda o abarcar tantas ideas que ninguna llega a concretarse; elegir y comprobar los datos da a tu visión la solidez que merece.',
  },
  'mercury-saturn': {
    blend:
      'Tu mente es seria, metódica y precisa: piensas antes de hablar, pesas cada palabra y tienes talento para estudiar a fondo, aunque las dudas sobre tu propia inteligencia pueden frenarte.',
    easy: 'Pensar con orden te resulta natural: planificas bien, te concentras durante horas y tus palabras tienen peso porque rara vez hablas sin haber reflexionado.',
    tense:
      'Puede que en la infancia sintieras que no te escuchaban o que temieras equivocarte al hablar, y esa huella asoma en el pesimismo o la rigidez mental; la práctica paciente convierte ese miedo en auténtica maestría.',
  },
  'mercury-uranus': {
    blend:
      'Piensas a saltos y con chispa: las ideas te llegan como relámpagos, te atrae todo lo nuevo y tu forma de razonar sorprende, aunque la impaciencia con las mentes más lentas puede aislarte.',
    easy: 'Tienes una inteligencia original y veloz que capta conexiones que otros no ven; la tecnología, la ciencia o cualquier campo innovador pueden ser terreno fértil para ti.',
    tense:
      'Tu mente funciona a un ritmo nervioso, salta de un tema a otro y choca con las ideas establecidas; aprender a terminar lo que empiezas y a escuchar antes de discrepar da forma a tu brillantez.',
  },
  'mercury-neptune': {
    blend:
      'Piensas en imágenes y símbolos: tienes una imaginación poética, una intuición fina para lo que no se dice y un talento natural para la ficción, la música o lo espiritual, aunque los datos concretos se te escurren.',
    easy: 'Tu mente une lógica e intuición con soltura; sabes contar historias, captar el clima de una conversación y decir lo sutil con palabras que conmueven.',
    tense:
      'La confusión, los malentendidos o la tendencia a ver lo que deseas ver pueden jugarte malas pasadas; anotar, confirmar y separar la intuición del deseo protege tu gran sensibilidad mental.',
  },
  'mercury-pluto': {
    blend:
      'Tu mente es penetrante y no se conforma con la superficie: investigas, destapas lo oculto y tus palabras tienen un poder persuasivo capaz de transformar a quien te escucha.',
    easy: 'Tienes un don para la investigación y la psicología; vas al fondo de los asuntos, detectas motivaciones escondidas y sabes decir verdades difíciles en el momento justo.',
    tense:
      'Las ideas pueden volverse obsesivas o las conversaciones convertirse en pulsos de poder, y a veces callas por desconfianza; usar tu profundidad para comprender más que para ganar te devuelve la libertad.',
  },
  'mercury-trueNode': {
    blend:
      'Aprender, escribir, enseñar o hacer de puente entre personas es parte de lo que esta vida te propone; tu curiosidad es la herramienta con la que avanzas hacia tu mejor versión.',
    easy: 'Tu mente colabora con tu evolución: las conversaciones, los estudios y los encuentros con gente que piensa distinto suelen abrirte puertas en la buena dirección.',
    tense:
      'Los viejos hábitos mentales y las opiniones heredadas pueden frenar lo que te toca aprender; cuestionar lo que das por sabido, aunque te deje sin respuestas durante un tiempo, es lo que te hace crecer.',
  },
  'mercury-ascendant': {
    blend:
      'Se te nota la mente inquieta en cuanto entras en una sala: hablas con soltura, preguntas mucho y transmites una impresión de agilidad, juventud y curiosidad.',
    easy: 'Te expresas con facilidad y das la impresión de alguien despierto y comunicativo; tu manera de hablar abre conversaciones y te ayuda a poner en marcha proyectos.',
    tense:
      'Es posible que los demás te lean mal o que tu forma de hablar no refleje del todo lo que piensas, y las conversaciones decisivas suelen darse en la pareja o en el trabajo; precisar tus palabras te ahorra malentendidos.',
  },
  'mercury-midheaven': {
    blend:
      'La palabra y las ideas tienden a marcar tu vocación: escribir, enseñar, vender, comunicar o moverte mucho pueden ocupar un lugar central en tu carrera.',
    easy: 'Tu inteligencia es un recurso profesional: sabes explicar lo que haces, negociar tu lugar y construir una reputación apoyada en tus ideas.',
    tense:
      'Puede haber dudas sobre qué camino profesional tomar, o una distancia entre lo que piensas y lo que tu trabajo te obliga a decir; encontrar tu propia voz fortalece tu rumbo.',
  },

  'venus-mars': {
    blend:
      'Deseo y ternura van de la mano en ti: eres una persona apasionada y magnética que vive el amor y la creatividad con una intensidad que atrae, aunque la impaciencia puede precipitar los vínculos.',
    easy: 'Sabes equilibrar lo que das y lo que tomas en el amor; la atracción surge con naturalidad y tienes talento para unir el gusto estético con la energía creativa.',
    tense:
      'El deseo y el afecto pueden ir por caminos distintos, y la atracción se enciende a menudo con el conflicto o con amores complicados; reconocer lo que de verdad buscas en una relación da sentido a esa pasión.',
  },
  'venus-jupiter': {
    blend:
      'Amas la vida con generosidad: disfrutas de los placeres, te gusta compartir y sueles atraer afecto y buena fortuna, aunque la indulgencia o el gasto excesivo pueden ser tu talón de Aquiles.',
    easy: 'Hay en ti una gracia que atrae la buena voluntad; en el amor, en el arte y en la vida social sueles encontrar apoyo, y tu alegría hace que los demás se sientan bienvenidos.',
    tense:
      'Puede que esperes demasiado del amor o que te cueste poner límites al placer, al gasto o a la generosidad; la medida no te quita alegría, la hace duradera.',
  },
  'venus-saturn': {
    blend:
      'Te tomas el amor en serio: tardas en abrirte, buscas lealtad y compromiso y valoras lo que dura, aunque el miedo al rechazo puede hacerte esperar más de la cuenta.',
    easy: 'Tu afecto es constante y fiable; construyes relaciones sólidas con paciencia, tienes un gusto sobrio y sabes administrar bien tus recursos.',
    tense:
      'Puede que sientas que no mereces amor o que solo lo recibes con condiciones, y quizá las relaciones te han enseñado con dureza; aprender a valorarte con independencia de la mirada ajena abre la puerta a vínculos maduros y cálidos.',
  },
  'venus-uranus': {
    blend:
      'En el amor necesitas libertad y sorpresa: te atraen las personas distintas, las relaciones poco convencionales y los flechazos repentinos, y tu estilo tiene algo inconfundiblemente propio.',
    easy: 'Tienes un encanto singular y una forma de querer que deja respirar; la amistad y el amor conviven bien en ti, y tu gusto suele adelantarse a las modas.',
    tense:
      'Los vínculos pueden empezar y terminar de golpe, o vives una tensión entre el deseo de intimidad y el miedo a perder tu independencia; los acuerdos claros y un espacio propio dentro de la pareja calman ese vaivén.',
  },
  'venus-neptune': {
    blend:
      'Amas de forma romántica e idealista: buscas un amor casi espiritual, tienes una sensibilidad artística muy fina y una compasión enorme, aunque puedes enamorarte más de una ilusión que de una persona.',
    easy: 'Tu afecto es tierno y compasivo y tu sensibilidad estética, delicada; la música, la poesía o cualquier forma de belleza te alimentan, y sabes amar sin exigir.',
    tense:
      'El amor puede llegar envuelto en idealización, sacrificio o desengaño, y a veces cuesta ver a la pareja tal como es; mantener los pies en la tierra sin renunciar al sueño protege tu corazón.',
  },
  'venus-pluto': {
    blend:
      'Amas con una intensidad total: para ti el amor es transformación, pasión y entrega profunda, y tu atractivo es magnético, aunque los celos o el miedo a perder pueden oscurecerlo.',
    easy: 'Tus relaciones tienden a ser profundas y regeneradoras; sabes atravesar las crisis de pareja y salir de ellas con el vínculo reforzado, y tu sensualidad tiene una fuerza discreta.',
    tense:
      'El amor puede convertirse en terreno de control, obsesión o pruebas de poder, y las rupturas te marcan hondo; soltar la necesidad de poseer transforma la pasión en una intimidad verdadera.',
  },
  'venus-trueNode': {
    blend:
      'El amor, la belleza y la armonía te señalan el rumbo: las personas a las que quieres y lo que valoras te van llevando, casi sin que lo notes, hacia quien puedes llegar a ser.',
    easy: 'Tus afectos y tus gustos acompañan tu evolución; los vínculos que eliges y lo que te parece bello suelen empujarte en la buena dirección.',
    tense:
      'La comodidad de lo conocido en el amor o en el placer puede retenerte, y quizá buscas agradar a costa de crecer; elegir según tus valores, aunque incomode, te pone de nuevo en marcha.',
  },
  'venus-ascendant': {
    blend:
      'Tienes un encanto que salta a la vista: tu presencia es amable y atractiva, cuidas tu aspecto con gusto y la gente tiende a acercarse a ti con simpatía.',
    easy: 'Tu forma de presentarte transmite armonía y cordialidad; caes bien con facilidad, tienes buen ojo para la ropa y los espacios, y sabes suavizar cualquier primer encuentro con un gesto amable.',
    tense:
      'El deseo de gustar puede pesar demasiado en tu imagen, o el amor se convierte en el espejo en el que te buscas; apreciar tu propio valor sin depender de la aprobación ajena te da una belleza más libre.',
  },
  'venus-midheaven': {
    blend:
      'El arte, la belleza, la diplomacia o el trato con la gente pueden estar en el centro de tu carrera, y sueles ganarte fama de persona agradable y de buen gusto.',
    easy: 'Tu encanto te ayuda en la vida profesional; la buena relación con colegas y superiores te abre oportunidades, y disfrutas de verdad cuando el trabajo te gusta.',
    tense:
      'Puede haber tensión entre el amor y la carrera, o entre el deseo de un trabajo agradable y las exigencias del éxito; integrar tus valores en tu profesión te da satisfacción en ambos terrenos.',
  },

  'mars-jupiter': {
    blend:
      'Tu energía es expansiva y entusiasta: te lanzas a grandes proyectos, defiendes tus ideas con fervor y tienes una enorme capacidad de acción, aunque el exceso de confianza puede llevarte más lejos de lo prudente.',
    easy: 'Actúas con seguridad y con buen sentido de la oportunidad; el deporte, los viajes, las causas justas o los negocios se benefician de tu empuje generoso.',
    tense:
      'La prisa por crecer puede llevarte a abarcar demasiado o a arriesgar más de la cuenta; elegir una sola meta grande y darle toda tu fuerza rinde más que repartirla entre muchas.',
  },
  'mars-saturn': {
    blend:
      'Tu energía avanza con el freno de mano puesto: te cuesta arrancar o expresar la rabia, pero tienes una resistencia extraordinaria y sabes trabajar con disciplina durante mucho tiempo.',
    easy: 'Combinas fuerza y control: sabes dosificar tu energía, perseverar ante las dificultades y sacar adelante proyectos largos con método y constancia.',
    tense:
      'La frustración puede acumularse cuando la acción choca con obstáculos o con la autoridad, y la rabia contenida estalla o se vuelve contra ti; el ejercicio físico y las metas a largo plazo transforman esa presión en tenacidad.',
  },
  'mars-uranus': {
    blend:
      'Actúas por descargas eléctricas: eres una persona audaz, independiente e imprevisible, capaz de decisiones valientes y repentinas, aunque la impaciencia puede llevarte a percances o a rupturas bruscas.',
    easy: 'Tienes una energía innovadora y ágil: reaccionas rápido ante lo inesperado, encuentras soluciones originales cuando otros se bloquean y disfrutas de los retos que exigen improvisar.',
    tense:
      'La tensión nerviosa y la rebeldía pueden estallar de golpe, y a veces rompes con todo en lugar de negociar; canalizar esa electricidad en el deporte o en proyectos pioneros la convierte en valentía.',
  },
  'mars-neptune': {
    blend:
      'Tu fuerza se mueve por ideales: rindes al máximo al servicio de un sueño, una causa o el arte, aunque a veces la energía se dispersa o te cuesta saber qué quieres en realidad.',
    easy: 'Tu acción se inspira en la compasión y la imaginación; la danza, el teatro, la natación o cualquier trabajo de ayuda pueden canalizar muy bien tu energía.',
    tense:
      'La energía puede diluirse en la confusión, la pasividad o el sacrificio excesivo, y a veces la rabia sale de forma indirecta; aclarar lo que deseas y decirlo sin rodeos fortalece tu voluntad.',
  },
  'mars-pluto': {
    blend:
      'Tienes una fuerza de voluntad formidable: cuando algo te importa, vas hasta el final, y tu energía puede transformar situaciones enteras, aunque la tentación de imponerte suele rondar cerca.',
    easy: 'Tu energía es profunda y regeneradora; sabes recuperarte de los golpes, trabajar en silencio con gran intensidad y convertir las crisis en oportunidades.',
    tense:
      'Las luchas de poder y la rabia intensa pueden marcar tus relaciones, y a veces todo parece cuestión de ganar o perder; usar tu fuerza para construir y no para dominar te da un poder más sereno.',
  },
  'mars-trueNode': {
    blend:
      'El valor, la iniciativa y la capacidad de luchar por lo tuyo son el motor de tu evolución; cada vez que actúas con decisión, te acercas a lo que has venido a aprender.',
    easy: 'Tu energía sostiene tu crecimiento; cuando te atreves a dar un paso, a menudo descubres después que iba en la dirección correcta.',
    tense:
      'Las viejas batallas o la costumbre de reaccionar por reflejo pueden desviarte; elegir con conciencia qué luchas merecen tu energía te devuelve a la senda por la que creces.',
  },
  'mars-ascendant': {
    blend:
      'Tu presencia es enérgica y directa: entras en los sitios con decisión, se te notan la prisa y el arrojo y tu cuerpo pide movimiento, aunque a veces tu franqueza suena más brusca de lo que pretendes.',
    easy: 'Transmites vitalidad y confianza; empiezas las cosas con energía, tu cuerpo responde bien al esfuerzo y sabes hacerte valer sin agresividad.',
    tense:
      'Es fácil que los conflictos te lleguen a través de la pareja o de rivales, o que tu impulso choque con tu entorno; aprender a canalizar la competitividad convierte cada enfrentamiento en una ocasión para afirmarte.',
  },
  'mars-midheaven': {
    blend:
      'Tu carrera tiene algo de conquista: necesitas un trabajo que te desafíe, aspiras a liderar y tienes energía de sobra para luchar por tus metas públicas.',
    easy: 'Tu empuje encuentra salida en tu vocación; tienes espíritu emprendedor y capacidad para sacar adelante proyectos profesionales por iniciativa propia.',
    tense:
      'La ambición puede chocar con superiores o con las necesidades del hogar, y a veces la carrera se vive como una pelea constante; elegir tus batallas profesionales con estrategia protege tu energía.',
  },

  'jupiter-saturn': {
    blend:
      'En ti se equilibran el impulso de crecer y el sentido de la realidad: sueñas en grande pero construyes con cuidado, y el éxito, cuando llega, suele ser lento y duradero.',
    easy: 'Tienes un talento natural para combinar visión y estructura; sabes aprovechar las oportunidades sin perder la prudencia, y tus proyectos crecen sobre cimientos firmes.',
    tense:
      'Puedes oscilar entre el optimismo y la cautela, entre lanzarte y frenarte, y a veces las oportunidades llegan en el momento menos cómodo; alternar etapas de expansión y de consolidación te da un avance firme.',
  },
  'jupiter-uranus': {
    blend:
      'Tienes una suerte imprevisible y una mente que busca la libertad: los golpes de fortuna, los cambios repentinos y las ideas audaces suelen abrirte caminos inesperados.',
    easy: 'Las oportunidades te llegan por vías originales; tu apertura a lo nuevo y tu fe en el progreso te permiten aprovechar los cambios cuando otros se asustan.',
    tense:
      'La inquietud y las ganas de cambio pueden llevarte a romper con todo en busca de más libertad, o a apostar por ideas precipitadas; darle una dirección a ese impulso convierte la rebeldía en visión de futuro.',
  },
  'jupiter-neptune': {
    blend:
      'Tu fe y tu imaginación son inmensas: te atrae lo espiritual, lo artístico y lo compasivo, y puedes inspirar a otros, aunque la tendencia a idealizar te expone a engaños.',
    easy: 'Tu generosidad va de la mano de la intuición: tienes un don para la espiritualidad, el arte o la ayuda a los demás, y sabes ver la parte luminosa de las personas.',
    tense:
      'Los sueños pueden crecer más allá de lo posible, y quizá te dejas llevar por promesas o creencias poco fundadas; contrastar tus ideales con los hechos protege tu fe sin quitarle altura.',
  },
  'jupiter-pluto': {
    blend:
      'Tienes una ambición profunda y una gran capacidad de influencia: buscas transformar las cosas a gran escala y tu convicción puede mover montañas, aunque el poder te atrae más de lo que reconoces.',
    easy: 'Sabes ver el potencial oculto de las situaciones y regenerar lo que parecía perdido; tu capacidad de influencia tiende a ponerse al servicio del bien común.',
    tense:
      'El deseo de poder o de tener razón puede arrastrarte a luchas ideológicas o a ambiciones desmedidas; poner tu fuerza al servicio de algo más grande que tú la vuelve fecunda.',
  },
  'jupiter-trueNode': {
    blend:
      'La fe, el estudio y la generosidad te marcan el rumbo: los viajes, los maestros y las creencias que te ensanchan la mirada son las puertas por las que creces.',
    easy: 'La vida tiende a echarte una mano cuando sigues tu propio rumbo; las oportunidades llegan a menudo de la mano de personas sabias o de experiencias que amplían tu mundo.',
    tense:
      'Las viejas certezas o el exceso de confianza en lo que ya sabes pueden frenarte; atreverte a aprender desde cero, con humildad de principiante, te devuelve a la dirección de tu evolución.',
  },
  'jupiter-ascendant': {
    blend:
      'Tu presencia es amplia y cálida: transmites optimismo y confianza, la gente suele recibirte con los brazos abiertos, y solo la tendencia a excederte, en la mesa o en los compromisos, pide medida.',
    easy: 'Das una impresión generosa y optimista que invita a confiar en ti; la suerte suele sonreírte en los comienzos, y tu buen humor te abre puertas que a otros les cuesta más cruzar.',
    tense:
      'El exceso de confianza o de promesas puede complicar tus relaciones, o buscas en la pareja una expansión que te corresponde conquistar a ti; equilibrar la generosidad con el realismo evita decepciones.',
  },
  'jupiter-midheaven': {
    blend:
      'Tu vocación está marcada por la expansión: la enseñanza, el derecho, la cultura o los viajes pueden ser tu campo, y sueles ganarte una buena reputación.',
    easy: 'Tu carrera tiende a crecer con cierta facilidad: las oportunidades profesionales te llegan gracias a tu optimismo, tus conocimientos y tus contactos, y quienes deciden suelen confiarte proyectos de peso.',
    tense:
      'La ambición profesional puede crecer más deprisa que tus recursos, o las exigencias familiares frenan tus planes; elegir bien dónde invertir tu energía da a tu carrera un crecimiento sostenible.',
  },

  'saturn-uranus': {
    blend:
      'Conviven en ti la tradición y la revolución: sabes dar estructura a las ideas nuevas y cambiar las cosas desde dentro, aunque la tensión entre seguridad y libertad suele acompañarte toda la vida.',
    easy: 'Tienes un don para renovar sin destruir; sabes combinar disciplina e innovación y convertir ideas originales en proyectos sólidos, algo muy valioso allí donde hace falta cambiar sin perder el rumbo.',
    tense:
      'Te puede tocar vivir una pugna interior entre el miedo al cambio y la necesidad de ruptura, entre lo seguro y lo libre; aprender a cambiar con método, sin bloquearte ni estallar, es tu gran conquista.',
  },
  'saturn-neptune': {
    blend:
      'En ti se encuentran el sueño y la realidad: puedes dar forma concreta a ideales, arte o espiritualidad, aunque a veces la duda o el desencanto pesan sobre tu fe.',
    easy: 'Sabes materializar tus sueños con paciencia; tienes talento para dar estructura a la inspiración, ya sea en el arte, en la música o en el servicio a los demás.',
    tense:
      'Los miedos difusos, las dudas sobre qué es real o el desencanto con los ideales pueden pesarte; construir pequeñas certezas cotidianas te permite soñar sin perderte.',
  },
  'saturn-pluto': {
    blend:
      'Tienes una resistencia enorme y una ambición seria: sabes atravesar crisis duras y reconstruir desde los cimientos, aunque el control y la severidad pueden endurecerte.',
    easy: 'Posees una voluntad paciente y profunda: sabes sostener esfuerzos largos, tomar decisiones difíciles sin temblar y transformar desde dentro estructuras que otros dan por inamovibles.',
    tense:
      'Las pruebas de poder, las pérdidas o la presión de la autoridad pueden marcar etapas de tu vida y endurecerte por dentro; aceptar lo que debe terminar, sin aferrarte, te da una autoridad serena.',
  },
  'saturn-trueNode': {
    blend:
      'La disciplina, la responsabilidad y el esfuerzo sostenido son la escuela de tu evolución; la madurez, ganada a pulso, se convierte en tu mejor brújula.',
    easy: 'La constancia te pone en tu camino: los compromisos serios, los maestros exigentes y la paciencia de quien construye despacio sostienen tu crecimiento.',
    tense:
      'El miedo o un sentido del deber mal entendido pueden frenarte, o la autoridad te pesa más de la cuenta; asumir responsabilidades elegidas, no impuestas, te devuelve a tu dirección.',
  },
  'saturn-ascendant': {
    blend:
      'Tu presencia es seria, reservada y responsable; transmites madurez desde muy joven y la gente confía en ti, aunque la timidez o la autoexigencia pueden hacerte parecer distante.',
    easy: 'Das una impresión sólida y fiable; sabes presentarte con sobriedad y empezar las cosas con método, y tu constancia inspira respeto.',
    tense:
      'Puede que sientas el peso de las expectativas ajenas sobre tu aspecto o tu conducta, o que las relaciones te enseñen a base de dificultades; aprender a mostrarte sin miedo al juicio te libera.',
  },
  'saturn-midheaven': {
    blend:
      'Tu vocación se construye paso a paso: tienes ambición, sentido de la responsabilidad y capacidad para llegar alto, aunque el éxito suele llegar tarde y con esfuerzo.',
    easy: 'Construyes tu carrera con paciencia y método, escalón a escalón; la reputación que te ganas tiende a ser sólida y duradera, y los demás te confían las tareas de responsabilidad.',
    tense:
      'Las exigencias profesionales o la relación con la autoridad pueden resultar duras, y a veces sientes que trabajas sin reconocimiento; la perseverancia te da, con los años, un lugar firme.',
  },

  'uranus-neptune': {
    blend:
      'Naciste con una generación que sueña a la vez con la tecnología y con lo espiritual, y en ti la intuición y el ansia de cambio se alimentan mutuamente; tus ideales tienden a adelantarse a su tiempo, y parte de tu tarea es darles suelo.',
    easy: 'Captas antes que muchos las corrientes de fondo de tu época: una intuición abierta al futuro te deja imaginar otras formas de vivir y de creer, y tu inspiración encuentra cauces inesperados, a menudo colectivos.',
    tense:
      'El deseo de cambiar el mundo y la tentación de escapar de él pueden confundirse, y a veces cuesta distinguir la inspiración genuina de la evasión; una causa concreta y unos hábitos sencillos dan a tu visión los pies que necesita.',
  },
  'uranus-pluto': {
    blend:
      'Perteneces a una generación marcada por rupturas profundas, y en ti late un impulso radical de transformar lo que oprime; tu vida puede conocer sacudidas que, con el tiempo, se revelan como renacimientos.',
    easy: 'Tienes olfato para los cambios de fondo de tu época y sabes subirte a ellos en lugar de resistirte; renovar lo viejo sin miedo a soltar lo que ya no sirve es uno de tus recursos más valiosos.',
    tense:
      'Puede haber en ti una tensión entre el ansia de liberarte y fuerzas que parecen escapar a tu control, a veces en forma de crisis personales que coinciden con convulsiones colectivas; elegir bien en qué pones tu fuerza te ayuda a reinventarte.',
  },
  'uranus-trueNode': {
    blend:
      'Tu evolución pasa por atreverte con lo insólito: cada vez que eliges tu propia manera de vivir, aunque desconcierte a otros, avanzas hacia el aprendizaje central de esta vida.',
    easy: 'Los giros imprevistos tienden a ponerte en tu sitio: un cambio repentino, una amistad poco corriente o una idea adelantada a su tiempo suelen aparecer justo cuando necesitas avanzar.',
    tense:
      'La rebeldía por costumbre o, al contrario, el miedo a cualquier ruptura pueden desviarte de tu rumbo; distinguir el cambio que te libera del que solo te agita es lo que te mantiene en tu camino.',
  },
  'uranus-ascendant': {
    blend:
      'Tu presencia tiene algo eléctrico e inclasificable: sorprendes sin proponértelo, necesitas libertad para mostrarte tal como eres y tu vida tiende a cambiar de escenario de forma repentina.',
    easy: 'Transmites frescura y una originalidad que no incomoda; te adaptas con rapidez a lo nuevo, empiezas de cero sin drama y a la gente le atrae tu manera poco convencional de estar en el mundo.',
    tense:
      'Las relaciones pueden traer giros bruscos, o tu necesidad de independencia choca con quienes esperan de ti algo previsible; buscar vínculos que respeten tu espacio, y dar a los demás el mismo margen, trae calma.',
  },
  'uranus-midheaven': {
    blend:
      'Tu vocación pide libertad y novedad: es probable que tu trayectoria dé giros inesperados, que te atraigan la tecnología, la ciencia o los oficios poco convencionales, y que rindas mejor sin nadie que te vigile.',
    easy: 'Tienes talento para innovar en tu campo, y los cambios de rumbo profesional tienden a favorecerte; tu reputación se apoya en una mirada original que otros buscan cuando hace falta una salida nueva.',
    tense:
      'La carrera puede avanzar a sacudidas, con cambios de empleo o choques con la autoridad, y el hogar a veces se resiente de esa inquietud; un trabajo con margen de autonomía da estabilidad a tu necesidad de cambio.',
  },

  'neptune-pluto': {
    blend:
      'Llevas la huella de una generación que vio derrumbarse viejas creencias y nacer otras; en ti, los sueños y las fuerzas de transformación se entrelazan, y la búsqueda de sentido tiene raíces muy hondas.',
    easy: 'Compartes con tu generación la intuición serena de que todo se transforma: sabes ver más allá de lo evidente, confiar en los ciclos de la vida y encontrar sentido en las crisis sin quedarte a vivir en ellas.',
    tense:
      'Los ideales colectivos y las fuerzas de cambio profundo pueden chocar en tu interior y abrir crisis de sentido; una espiritualidad arraigada en lo cotidiano, lejos de los fanatismos, te da un suelo firme.',
  },
  'neptune-trueNode': {
    blend:
      'La compasión, el arte o la búsqueda espiritual están en la dirección de tu crecimiento; seguir lo que te inspira, aunque no siempre sepas explicarlo, te acerca a tu sentido.',
    easy: 'Tu sensibilidad abre camino: la música, el silencio, la ayuda a otros o la vida interior te llevan, sin forzar nada, hacia donde te toca ir.',
    tense:
      'Las ilusiones, la huida hacia los sueños o el sacrificio por costumbre pueden desviarte de tu rumbo; aterrizar tus anhelos en metas que puedas tocar te ayuda a retomar el rumbo.',
  },
  'neptune-ascendant': {
    blend:
      'Tu presencia es suave, difícil de definir y casi hipnótica; los demás proyectan en ti sus sueños, y tu cuerpo y tu ánimo registran el ambiente con una sensibilidad que necesita cuidados.',
    easy: 'Transmites dulzura y compasión; tienes un encanto sutil, un don para el arte o la imagen y la capacidad de adaptarte con delicadeza a cada entorno sin perderte en él.',
    tense:
      'En la pareja pueden asomar la confusión, la idealización o el desencanto, y a veces cuesta saber qué imagen das; la claridad en los acuerdos y el tiempo a solas protegen tu sensibilidad.',
  },
  'neptune-midheaven': {
    blend:
      'Tu vocación busca algo más que un sueldo: el arte, la imagen, la espiritualidad o la ayuda pueden ser tu campo, y tu figura pública tiene algo inspirador y un punto esquivo.',
    easy: 'Tu carrera se nutre de la imaginación: sabes trabajar con la intuición, la creatividad o el cuidado de otros, y la gente percibe en lo que haces una sensibilidad poco habitual.',
    tense:
      'El rumbo profesional puede desdibujarse entre demasiados sueños, o tu reputación quedar a merced de malentendidos; fijar metas concretas y revisar bien los acuerdos da forma a tu vocación.',
  },

  'pluto-trueNode': {
    blend:
      'Tu crecimiento pasa por la transformación: las crisis, los finales y el contacto con tu propio poder son las puertas por las que avanzas, y cada renacimiento te acerca a tu propósito.',
    easy: 'Los cambios profundos tienden a empujarte en la dirección adecuada; sabes regenerarte después de una pérdida y usar lo vivido como impulso para seguir.',
    tense:
      'El miedo a perder el control o las viejas luchas de poder pueden atarte a lo conocido; soltar lo que ya ha cumplido su ciclo, aunque duela, despeja el camino hacia delante.',
  },
  'pluto-ascendant': {
    blend:
      'Tu presencia es intensa y magnética: los demás perciben tu fuerza aunque calles, a menudo ven en ti poder o misterio, y tu vida tiende a atravesar metamorfosis profundas.',
    easy: 'Transmites una fuerza serena y mucha profundidad; sabes reinventarte cuando hace falta, tu intuición psicológica es aguda y sales de las crisis con una presencia renovada.',
    tense:
      'Las relaciones pueden convertirse en terreno de pulsos de poder, con parejas intensas o rivales que te ponen a prueba; aprender a compartir el control sin perderte transforma esos encuentros en crecimiento.',
  },
  'pluto-midheaven': {
    blend:
      'Tu vocación tiene un poder transformador: puedes llegar a puestos de influencia o trabajar con lo oculto, las crisis o la psicología, y tu carrera tiende a renacer más de una vez.',
    easy: 'Tienes una gran capacidad de influencia en tu profesión; sabes transformar las estructuras desde dentro y te ganas el respeto por tu profundidad.',
    tense:
      'Las luchas de poder en el trabajo o con la autoridad pueden marcar tu trayectoria, y a veces la carrera se rehace desde los cimientos; usar tu poder con integridad te da una autoridad que nadie puede arrebatarte.',
  },

  'trueNode-ascendant': {
    blend:
      'Tu evolución te pide afirmarte, tomar la iniciativa y presentarte con tu propio estilo; lo familiar es apoyarte en la pareja o en los demás, y el reto es aprender a caminar por tu cuenta.',
    easy: 'Tu manera de presentarte al mundo colabora con tu crecimiento: los nuevos comienzos y los encuentros en los que te muestras tal como eres suelen llevarte en la dirección justa.',
    tense:
      'Tu forma habitual de presentarte, un recurso aprendido hace mucho, puede convertirse en una muleta que te ahorra riesgos; crecer te pide abrirte a los demás y dejar que las personas más cercanas te muestren lo que no ves.',
  },
  'trueNode-midheaven': {
    blend:
      'Tu crecimiento pasa por salir al mundo: asumir un papel público, una vocación o una responsabilidad visible te acerca a tu sentido, aunque el refugio del hogar tire de ti hacia lo conocido.',
    easy: 'Carrera y evolución personal van en la misma dirección: el trabajo que eliges y las metas que te pones suelen llevarte hacia quien puedes llegar a ser.',
    tense:
      'El éxito, el estatus o lo que se espera de ti pueden ser un terreno demasiado conocido, un logro antiguo en el que resulta fácil acomodarse; crecer te pide volver la mirada hacia tu vida interior, tus raíces y tu hogar.',
  },

  'ascendant-midheaven': {
    blend:
      'Tu forma de presentarte y tu vocación casi se confunden: lo que muestras en el primer encuentro anticipa lo que haces en el mundo, y tu imagen pública se construye a partir de tu persona.',
    easy: 'Tu manera de estar en el mundo y tu rumbo profesional se apoyan: te resulta natural presentarte de un modo que encaja con tus metas, y la gente asocia tu persona con lo que haces.',
    tense:
      'Tu imagen personal y tu papel público obedecen a lógicas distintas, y pasar de una a otra te pide un pequeño esfuerzo de traducción; aprender a presentarte con coherencia en ambos terrenos es una de las tareas de tu madurez.',
  },
};
