import type { OuterContacts } from '../../contacts';

/** The Spanish readings of the slow planets' contacts (Jupiter to Pluto) with each natal point, by kind of aspect. */
export const OUTER: OuterContacts = {
  jupiter: {
    sun: {
      blend: {
        text: 'La confianza en ti se ensancha y la vida parece responder con más generosidad: es una de esas temporadas en que resulta natural mostrarte, pedir y llamar a puertas que antes te parecían demasiado grandes.',
        advice:
          'Pide lo que de verdad quieres y apuesta por un proyecto que te represente, sin confundir la buena racha con un permiso para prometerlo todo.',
      },
      easy: {
        text: 'Las circunstancias tienden a ponerse de tu parte: alguien te echa una mano, una idea tuya encuentra eco y tu optimismo contagia sin esfuerzo, aunque la oportunidad hay que salir a buscarla.',
        advice:
          'Di que sí a la propuesta que más te ilusione y dale seguimiento con una llamada, un mensaje o una cita concreta.',
      },
      tense: {
        text: 'Sube la confianza y, con ella, la tentación de prometer más de lo que puedes sostener o de creer que las normas no van contigo; el reto es crecer sin inflarte.',
        advice:
          'Antes de aceptar un compromiso nuevo, calcula la energía real que te pide y deja para otra ocasión lo que no quepa.',
      },
    },
    moon: {
      blend: {
        text: 'El corazón se abre de par en par: aumentan las ganas de dar y recibir cuidados, de reunir a los tuyos alrededor de la mesa y, a veces, de ampliar el hogar o la familia.',
        advice:
          'Invita a casa a quienes quieres y, si piensas en mudarte o en ganar espacio, explóralo sin precipitarte.',
      },
      easy: {
        text: 'Un bienestar tranquilo acompaña este contacto: en la familia hay más armonía, el cuerpo descansa mejor y pedir lo que necesitas deja de costarte tanto.',
        advice:
          'Aprovecha el buen clima para acercarte a un familiar con quien hubo distancia o para mejorar un rincón de tu hogar.',
      },
      tense: {
        text: 'Las emociones tienden a desbordarse: das más de la cuenta, buscas consuelo en la comida o en las compras, o esperas de los tuyos más de lo que pueden ofrecerte.',
        advice:
          'Cuando notes el impulso de llenar un vacío con comida, compras o planes, detente un momento y pregúntate qué necesitas de verdad.',
      },
    },
    mercury: {
      blend: {
        text: 'La mente se abre a las ideas grandes: dan ganas de estudiar, de escribir, de viajar o de enseñar, y tus palabras llegan más lejos y convencen con más facilidad que de costumbre.',
        advice:
          'Empieza el curso, el texto o la conversación importante que venías aplazando, y anota cada idea antes de que se disperse.',
      },
      easy: {
        text: 'Pensar en grande y explicarlo bien van de la mano, algo que ayuda a negociar, a presentar un proyecto o a aprender lo que ensancha tu manera de ver el mundo.',
        advice:
          'Prepara tus argumentos y llévalos a quien pueda darles alcance; es probable que encuentres oídos atentos.',
      },
      tense: {
        text: 'El entusiasmo corre más que los detalles: es fácil prometer de más, pasar por alto la letra pequeña o discutir por convicciones en lugar de por hechos.',
        advice:
          'Relee los mensajes importantes antes de enviarlos y separa con honestidad lo que sabes de lo que solo crees.',
      },
    },
    venus: {
      blend: {
        text: 'Tu encanto brilla y la vida social se anima: abundan el amor, el placer y la belleza, y crecen las ganas de regalar, de celebrar y de rodearte de cosas hermosas.',
        advice:
          'Deja espacio al romance y a las celebraciones, y ponle un tope a los caprichos para que el disfrute no se vuelva derroche.',
      },
      easy: {
        text: 'Es de los contactos más dulces para los afectos: favorece las reconciliaciones, los encuentros afortunados y las decisiones que nacen de lo que de verdad valoras.',
        advice:
          'Acepta las invitaciones y escribe a esa persona que echas de menos; un gesto sencillo puede bastar para reabrir la puerta.',
      },
      tense: {
        text: 'El deseo de disfrutar pide más de lo razonable, y las trampas habituales son la indulgencia, los gastos por impulso o la idealización de alguien a quien aún no conoces bien.',
        advice:
          'Date un margen antes de los gastos caprichosos y de las declaraciones apresuradas; lo que de verdad vale resiste la espera.',
      },
    },
    mars: {
      blend: {
        text: 'El empuje se multiplica: te atreves con retos más grandes, el cuerpo responde con vigor y la ambición encuentra una causa a su medida, con tal de que no quieras hacerlo todo a la vez.',
        advice:
          'Elige un objetivo ambicioso y dale cuerpo con un plan de entrenamiento o de trabajo exigente; ese impulso necesita un cauce.',
      },
      easy: {
        text: 'Tu energía encuentra buen rumbo: las iniciativas reciben apoyo, el esfuerzo físico rinde y el coraje nace de la confianza más que de la rabia.',
        advice:
          'Lanza la iniciativa que tienes preparada y entrena con regularidad; el viento sopla a favor de quien se mueve.',
      },
      tense: {
        text: 'La confianza y la energía suben, y también la tentación de abarcar demasiado, de competir por orgullo o de exigirle al cuerpo más de lo prudente.',
        advice: 'Escoge una sola meta ambiciosa y dale todas tus fuerzas; a todo lo demás, di que no sin culpa.',
      },
    },
    jupiter: {
      blend: {
        text: 'Es tu retorno de Júpiter, el arranque de un nuevo ciclo de crecimiento: vuelven al centro las preguntas sobre qué quieres aprender, en qué crees y hacia dónde ensanchar tu vida.',
        advice:
          'Siembra la intención principal del ciclo que empieza: un estudio, un viaje o un proyecto que encarne aquello en lo que crees.',
      },
      easy: {
        text: 'Tu propio ciclo de crecimiento atraviesa un tramo favorable, en el que la fe en tus planes se renueva y lo que sembraste empieza a dar señales de vida.',
        advice: 'Repasa tus metas a largo plazo y da el siguiente paso en la que más ilusión te despierte.',
      },
      tense: {
        text: 'En este punto crítico del ciclo de Júpiter, lo que empezaste con entusiasmo se pone a prueba: toca ajustar creencias, corregir excesos y decidir qué merece seguir creciendo.',
        advice: 'Haz balance de tus proyectos y poda los que ya no encajan, para que los que sí encajan tengan sitio.',
      },
    },
    saturn: {
      blend: {
        text: 'La expansión llega a tus estructuras: una responsabilidad crece, un esfuerzo sostenido puede recibir reconocimiento o se abre la ocasión de ampliar algo sólido sin perder sus cimientos.',
        advice:
          'Apuesta por un crecimiento medido y amplía lo que ya funciona en lugar de empezar otra cosa desde el principio.',
      },
      easy: {
        text: 'El optimismo y la disciplina se entienden bien: los planes serios avanzan, las personas con autoridad se muestran receptivas y tus miedos pierden parte de su peso.',
        advice: 'Presenta tu proyecto de largo aliento a quien tenga voz para apoyarlo, con cifras y pasos concretos.',
      },
      tense: {
        text: 'Tiras en direcciones opuestas, entre las ganas de expandirte y el deber de contenerte: a ratos la prudencia frena el entusiasmo y a ratos el entusiasmo desafía límites que conviene respetar.',
        advice:
          'Busca el punto medio: avanza, pero con un presupuesto de tiempo y de esfuerzo que puedas mantener sin quemarte.',
      },
    },
    uranus: {
      blend: {
        text: 'Se abre una ventana hacia la libertad, y las ideas brillantes, los cambios inesperados y la audacia de romper con lo que se te quedó pequeño aparecen casi sin avisar.',
        advice:
          'Atrévete con lo que tu lado más original te pide, y guarda un plan alternativo por si el giro resulta más brusco de lo previsto.',
      },
      easy: {
        text: 'Las sorpresas tienden a ser buenas noticias: un encuentro, una herramienta o una idea poco convencional te abren caminos que no estaban en el mapa.',
        advice: 'Mantente disponible para lo imprevisto y di que sí a una experiencia nueva que rompa tu rutina.',
      },
      tense: {
        text: 'La sed de libertad crece hasta rozar la imprudencia: surgen ganas de dejarlo todo, de cambiar de golpe o de apostar por una idea sin haberla comprobado.',
        advice: 'Antes de romper con nada, prueba el cambio a pequeña escala y observa cómo te sienta.',
      },
    },
    neptune: {
      blend: {
        text: 'Crecen la sensibilidad, la compasión y la fe: el arte, la espiritualidad y los sueños piden más sitio en tu vida, aunque también se vuelve más fácil idealizar.',
        advice:
          'Da forma a la inspiración con una práctica regular, sea meditar, crear o ayudar, y comprueba los hechos antes de entregar tu confianza.',
      },
      easy: {
        text: 'La imaginación y la intuición fluyen con generosidad, y el clima es propicio para crear, para servir a otros o para una búsqueda espiritual serena.',
        advice:
          'Reserva un espacio tranquilo para crear o contemplar, y ofrece tu ayuda allí donde de verdad haga falta.',
      },
      tense: {
        text: 'Las ilusiones se agrandan: es fácil creer en promesas demasiado bonitas, sacrificarte sin medida o huir hacia lo cómodo cuando la realidad pesa.',
        advice: 'Contrasta cada promesa con datos concretos y decide de antemano hasta dónde puedes dar sin vaciarte.',
      },
    },
    pluto: {
      blend: {
        text: 'Tu poder personal se amplifica: los deseos profundos y la capacidad de transformar situaciones enteras ganan alcance, con el riesgo de que la ambición se vuelva desmedida.',
        advice:
          'Pon esa intensidad al servicio de un cambio que te importe de verdad y vigila la tentación de controlar a los demás.',
      },
      easy: {
        text: 'Tienes a mano recursos profundos: una investigación, un trabajo interior o una alianza con alguien influyente pueden regenerarte y darte más peso del que imaginas.',
        advice:
          'Emprende el trabajo de fondo que vienes aplazando, interior o material, y busca aliados con influencia real.',
      },
      tense: {
        text: 'La ambición se vuelve intensa y choca con el poder de otros, y aparecen pulsos por el control, obsesiones que crecen o la sensación de que te lo juegas todo a una carta.',
        advice:
          'Cuando una situación se convierta en un pulso, pregúntate qué ganas realmente y si vale lo que cuesta.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu presencia se ensancha: te muestras con más confianza, la gente se fija en ti y la vida te invita a empezar algo, a viajar o a renovar tu imagen.',
        advice: 'Déjate ver allí donde quieres que te conozcan, y cuida el cuerpo, que tiende a pedir más de todo.',
      },
      easy: {
        text: 'Tu manera de presentarte abre puertas: la simpatía sale sola, la impresión que causas juega a tu favor y empezar algo nuevo resulta más sencillo.',
        advice:
          'Aprovecha para dar la cara en una entrevista, una reunión o un proyecto donde cuente la buena impresión.',
      },
      tense: {
        text: 'Quieres abarcar mucho y mostrar más de lo que puedes sostener, y en tus relaciones alguien puede encarnar el exceso o la promesa grandilocuente.',
        advice:
          'Ajusta lo que prometes a lo que puedes dar y trata al cuerpo con moderación en la mesa y en el esfuerzo.',
      },
    },
    midheaven: {
      blend: {
        text: 'La carrera y la reputación se expanden: es un contacto asociado a ascensos, a reconocimiento y a oportunidades que te acercan a tu vocación.',
        advice:
          'Haz visible tu trabajo, pide la responsabilidad que sientes que te corresponde y luego sostenla con constancia.',
      },
      easy: {
        text: 'Tu rumbo profesional recibe un empujón amable: mentores, contactos o una buena racha facilitan avanzar hacia lo que quieres llegar a ser.',
        advice: 'Escribe a alguien con influencia en tu campo y cuéntale con claridad hacia dónde quieres ir.',
      },
      tense: {
        text: 'La ambición profesional puede chocar con las necesidades del hogar y la familia, o empujarte a crecer demasiado deprisa; el reto es equilibrar ambos mundos sin sacrificar ninguno.',
        advice:
          'Antes de aceptar más carga profesional, pregúntate qué precio paga tu vida privada y negocia en consecuencia.',
      },
    },
  },
  saturn: {
    sun: {
      blend: {
        text: 'Llega una etapa de examen y de madurez: la energía puede flaquear, lo que era solo fachada se cae y queda la pregunta seria de qué quieres sostener con tu propio nombre.',
        advice:
          'Elige un compromiso que de verdad te represente y constrúyelo paso a paso; descansa más de lo habitual y no confundas cansancio con fracaso.',
      },
      easy: {
        text: 'El esfuerzo encuentra forma: la disciplina te sale con naturalidad, quienes tienen autoridad reconocen tu seriedad y lo que levantas con paciencia tiende a durar.',
        advice: 'Emprende el proyecto que exige constancia y trázale un plan realista, con etapas que puedas cumplir.',
      },
      tense: {
        text: 'Obstáculos, exigencias ajenas o una autoridad que te frena ponen a prueba tu confianza; la presión es real, pero también revela qué parte de tu camino es sólida y cuál no.',
        advice: 'Acepta el límite sin rendirte: ajusta los plazos, pide apoyo y sigue avanzando aunque sea despacio.',
      },
    },
    moon: {
      blend: {
        text: 'Es un contacto sobrio para el corazón: puede aparecer una soledad nueva, el peso de cuidar a alguien de la familia o la sensación de que tu refugio necesita reconstruirse sobre bases más firmes.',
        advice:
          'Crea rutinas que te sostengan, como dormir bien, comer a tus horas o tener un rincón propio, y comparte el peso con alguien de confianza.',
      },
      easy: {
        text: 'Las emociones ganan estabilidad y madurez, y con ellas la capacidad de ordenar la vida doméstica, de asumir cuidados sin agobio y de pisar terreno firme.',
        advice:
          'Pon orden en un asunto familiar o doméstico pendiente; la serenidad que sientes facilita las decisiones prácticas.',
      },
      tense: {
        text: 'El deber pesa sobre el corazón: la familia, el trabajo o una figura exigente pueden dejarte poco espacio para sentir, y asoman el desánimo o una frialdad defensiva.',
        advice:
          'Reconoce el cansancio emocional en lugar de taparlo, y pide sin culpa el cuidado que sueles dar a otros.',
      },
    },
    mercury: {
      blend: {
        text: 'Tu manera de pensar se vuelve seria y concentrada; toca estudiar a fondo, decir las cosas con precisión y tomar decisiones que comprometen, aunque el pesimismo puede colarse en las conversaciones.',
        advice:
          'Dedica tu atención a un estudio, un escrito o una gestión exigente, y revisa cada detalle con calma antes de darlo por bueno.',
      },
      easy: {
        text: 'La mente trabaja con método y paciencia: los planes se concretan, la concentración acompaña y tu palabra gana peso ante quienes deciden.',
        advice:
          'Pon tus planes por escrito y preséntalos con datos; exámenes, informes y trámites encuentran aquí buen terreno.',
      },
      tense: {
        text: 'Las dudas, los retrasos en los papeles o las críticas pueden frenar tu manera de pensar y de comunicarte, y el miedo a equivocarte tiende a hablar más alto que tu criterio.',
        advice:
          'Separa por escrito los hechos de los miedos y resuelve los trámites pendientes con paciencia y por orden.',
      },
    },
    venus: {
      blend: {
        text: 'El amor y el dinero piden seriedad: las relaciones se ponen a prueba, se comprometen o se aclaran, y descubres cuánto valoras lo que dura frente a lo que solo brilla.',
        advice:
          'Habla con franqueza de lo que esperas de una relación y ordena tus cuentas con criterio, sin castigarte.',
      },
      easy: {
        text: 'Los afectos maduran con calma: una relación gana compromiso, una amistad demuestra su lealtad y tu gusto se vuelve más sobrio y exigente.',
        advice:
          'Dedica tiempo a los vínculos que quieres conservar y dales una forma concreta, como un ritual compartido o un compromiso.',
      },
      tense: {
        text: 'Frialdad, distancia o escasez pueden teñir el amor y el placer; a veces una relación exige más de lo que da, y la soledad invita a revisar qué buscas en los demás.',
        advice:
          'No fuerces la cercanía ni huyas de ella: pregúntate qué relación quieres de verdad y actúa en coherencia.',
      },
    },
    mars: {
      blend: {
        text: 'La energía choca con un freno y la frustración aumenta, pero crece también la capacidad de trabajar duro y de dirigir el esfuerzo hacia un objetivo difícil.',
        advice:
          'Canaliza la rabia en una tarea física y exigente, y avanza con constancia sin forzar el cuerpo por orgullo.',
      },
      easy: {
        text: 'Sabes medir tus fuerzas: la resistencia aumenta, el esfuerzo sostenido tiende a rendir y puedes emprender trabajos que piden disciplina y valor a partes iguales.',
        advice:
          'Dedícate a la tarea más dura que tengas pendiente y trabájala con método, a un ritmo que puedas mantener.',
      },
      tense: {
        text: 'Es como empujar contra un muro: bloqueos, normas o tu propio cansancio frustran la iniciativa, y la rabia contenida busca una salida.',
        advice:
          'Descarga la tensión con ejercicio moderado y regular, y elige con cuidado qué batallas vale la pena librar.',
      },
    },
    jupiter: {
      blend: {
        text: 'Tus creencias y tus planes de crecimiento pasan por el filtro de la realidad: lo viable se consolida y lo que era solo ilusión se desinfla.',
        advice: 'Quédate con el proyecto que resiste el análisis frío y dale la estructura que necesita para crecer.',
      },
      easy: {
        text: 'Crecer con los pies en la tierra resulta natural; la sensatez guía tu optimismo y los proyectos de largo recorrido encuentran apoyo y forma.',
        advice:
          'Inscríbete en ese estudio, formaliza la colaboración o pon por escrito el plan de expansión que ya has meditado.',
      },
      tense: {
        text: 'El optimismo se topa con límites, sea la falta de recursos, unas normas rígidas o el escepticismo ajeno, y toca revisar en qué crees y a qué escala.',
        advice:
          'Recorta la ambición a una escala realista y sigue creyendo en la dirección, aunque el ritmo sea más lento.',
      },
    },
    saturn: {
      blend: {
        text: 'Es tu retorno de Saturno, un gran umbral de la vida adulta: lo que se construyó sobre bases prestadas se tambalea y te toca asumir, con madurez, la autoría de tu propia vida.',
        advice:
          'Haz inventario de tus compromisos y quédate con los que elegirías de nuevo; lo demás, suéltalo con respeto.',
      },
      easy: {
        text: 'Lo que vienes construyendo con esfuerzo empieza a tomar forma visible: este tramo armónico del ciclo de Saturno consolida tu madurez y puede traerle reconocimiento.',
        advice: 'Refuerza lo que ya funciona y asume una responsabilidad a la medida de lo que has aprendido.',
      },
      tense: {
        text: 'Las estructuras de tu vida pasan la revisión que el ciclo de Saturno impone cada cierto tiempo: lo que se sostiene a medias cruje, y toca corregir el rumbo antes de seguir levantando muros.',
        advice:
          'Mira qué compromisos sostienen tu vida y cuáles solo la cargan, y reforma estos últimos con paciencia.',
      },
    },
    uranus: {
      blend: {
        text: 'La necesidad de libertad se encuentra con la de orden, y toca dar forma concreta a tus ideas originales o aceptar que un cambio verdadero requiere estructura.',
        advice: 'Convierte tu idea rompedora en un plan con pasos, recursos y plazos concretos.',
      },
      easy: {
        text: 'Lo nuevo y lo sólido pueden aliarse, lo que permite reformar con cabeza, introducir cambios que perduren y organizar tu independencia.',
        advice: 'Elige un cambio que deseas y dale una base estable: un método, un horario o un acuerdo claro.',
      },
      tense: {
        text: 'La tensión entre lo viejo y lo nuevo se vuelve palpable: las obligaciones coartan tu libertad, o tu inquietud amenaza lo que tanto te costó construir.',
        advice:
          'No rompas ni te resignes: busca la reforma posible que respete tus compromisos y tu necesidad de aire.',
      },
    },
    neptune: {
      blend: {
        text: 'Los sueños se enfrentan a la realidad: algunos ideales se desvanecen y otros, los verdaderos, encuentran por fin una forma concreta.',
        advice:
          'Escoge el sueño que quieres materializar y dale horas, método y disciplina; deja marchar los espejismos sin amargura.',
      },
      easy: {
        text: 'La imaginación acepta de buen grado la disciplina, y un proyecto artístico, espiritual o solidario puede por fin tomar cuerpo.',
        advice: 'Establece una práctica regular para tu arte o tu vida interior y respétala como una cita importante.',
      },
      tense: {
        text: 'La realidad y los ideales chocan: la desilusión, el cansancio o la confusión pueden minar tu fe, y cuesta distinguir el miedo de la intuición.',
        advice:
          'Apóyate en hechos y en rutinas sencillas, y deja que las decisiones importantes maduren antes de tomarlas.',
      },
    },
    pluto: {
      blend: {
        text: 'Tu fuerza más profunda se pone a prueba y a la vez recibe estructura: aparecen cuestiones de poder, de control o de pérdida que piden seriedad y resistencia.',
        advice:
          'Encara lo que venías evitando y sostén el proceso con un trabajo interior constante, sin buscar atajos.',
      },
      easy: {
        text: 'La voluntad se vuelve firme y estratégica, y puedes emprender transformaciones profundas con paciencia, control y sentido práctico.',
        advice: 'Diseña a fondo el cambio que quieres y llévalo a cabo con perseverancia, sin prisa pero sin pausa.',
      },
      tense: {
        text: 'Choques con la autoridad, figuras duras o situaciones que te obligan a soltar el control ponen a prueba tu capacidad de resistir y de reconstruir.',
        advice: 'Separa lo que puedes cambiar de lo que toca aceptar, y pon tu fuerza solo en lo primero.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu manera de presentarte se vuelve más sobria y madura: el cuerpo pide cuidados, cargas con más responsabilidades y la gente te percibe con más seriedad.',
        advice: 'Cuida el descanso y asume el nuevo papel que te toca con sencillez y firmeza.',
      },
      easy: {
        text: 'Tu imagen gana solidez y credibilidad; transmites seriedad sin esfuerzo y resulta más fácil dar una forma estable a tu manera de vivir y de cuidarte.',
        advice:
          'Establece un hábito de cuidado del cuerpo sencillo y sostenible, y mantenlo con la misma seriedad que un compromiso.',
      },
      tense: {
        text: 'Las relaciones y las circunstancias te piden cuentas: un socio exigente, una carga que se nota en el cuerpo o la sensación de ir a contracorriente.',
        advice:
          'Escucha las críticas justas sin tomarlas como un veredicto sobre ti, y devuelve las cargas que no te corresponden.',
      },
    },
    midheaven: {
      blend: {
        text: 'La carrera llega a un punto culminante de responsabilidad: el reconocimiento puede llegar por lo que has construido, y con él la exigencia de estar a la altura.',
        advice: 'Asume el papel de autoridad con humildad y consolida tu reputación con trabajo constante.',
      },
      easy: {
        text: 'La vocación se asienta y el esfuerzo profesional tiende a ser reconocido, de modo que puedes construir una posición estable con paso seguro.',
        advice:
          'Pide la responsabilidad o el título que corresponde a tu trabajo y traza un plan profesional de largo recorrido.',
      },
      tense: {
        text: 'La carrera atraviesa una prueba: una autoridad exigente, un proyecto que se estanca o la necesidad de atender la vida privada obligan a redefinir objetivos.',
        advice: 'Revisa tus metas profesionales con realismo y toma los retrasos como información, no como un fracaso.',
      },
    },
  },
  uranus: {
    sun: {
      blend: {
        text: 'Algo en ti despierta de golpe: crece la urgencia de vivir con más autenticidad, de romper moldes y de cambiar lo que ya no te representa, a veces antes de tener claro hacia dónde.',
        advice:
          'Deja espacio a la reinvención, pero cambia por decisión propia y no por el puro impulso de romperlo todo.',
      },
      easy: {
        text: 'Cambiar te sienta bien: lo nuevo llega más como oportunidad que como sobresalto, y tu lado más original encuentra por fin un cauce donde expresarse.',
        advice: 'Prueba algo totalmente nuevo para ti, sea un aprendizaje, un lugar o una manera distinta de trabajar.',
      },
      tense: {
        text: 'Cuanto más se aprieta el molde, más ganas tienes de romperlo; rupturas, imprevistos o personas que desafían tu manera de ser te obligan a preguntarte qué libertad necesitas de verdad.',
        advice: 'Antes de dar un portazo, identifica qué libertad concreta te falta y negocia por ella con claridad.',
      },
    },
    moon: {
      blend: {
        text: 'Tu vida emocional se electriza, y una mudanza, un cambio en la familia o una necesidad repentina de independencia pueden alterar tus rutinas y poner a prueba tus nervios.',
        advice:
          'Acepta que tu refugio cambie de forma y calma el sistema nervioso con descanso, naturaleza y menos pantallas.',
      },
      easy: {
        text: 'Viejos patrones emocionales se aflojan sin drama: los cambios en casa resultan estimulantes y descubres formas nuevas de cuidarte y de convivir.',
        advice: 'Renueva algo de tu hogar o de tu rutina que te devuelva frescura, aunque sea un cambio pequeño.',
      },
      tense: {
        text: 'Hay una inquietud que no te deja en paz: te tienta huir de la rutina, de la familia o de un vínculo que ata, y los nervios andan a flor de piel.',
        advice:
          'Busca espacios de libertad regulares para no acabar rompiendo de golpe lo que en el fondo quieres conservar.',
      },
    },
    mercury: {
      blend: {
        text: 'Las ideas llegan como relámpagos, y nuevos intereses, tecnologías o conversaciones inesperadas pueden cambiar tu forma de pensar casi de golpe.',
        advice:
          'Anota cada intuición y experimenta con ella, pero espera a tener la cabeza fría para comunicar decisiones.',
      },
      easy: {
        text: 'Tu pensamiento gana originalidad y rapidez; aprender algo nuevo, escribir o proponer soluciones poco convencionales resulta estimulante.',
        advice:
          'Inscríbete en un curso sobre algo que te intrigue, sobre todo si tiene que ver con tecnología o con ideas de vanguardia.',
      },
      tense: {
        text: 'La mente va demasiado deprisa: la impaciencia, los cambios de planes y las palabras impulsivas pueden provocar malentendidos y tensión nerviosa.',
        advice: 'Respira antes de responder y confirma por escrito cualquier cambio de planes importante.',
      },
    },
    venus: {
      blend: {
        text: 'En el amor y en el gusto entra aire nuevo de golpe; una atracción repentina, la necesidad de más libertad en la pareja o un cambio de estética pueden descolocar lo que creías saber de ti.',
        advice: 'Da cabida a lo nuevo en tu vida afectiva sin romper por capricho lo que todavía tiene sentido.',
      },
      easy: {
        text: 'Los afectos se refrescan con encuentros originales, amistades estimulantes y una manera más libre y divertida de estar en pareja.',
        advice: 'Propón a tu pareja o a tus amistades un plan distinto, lejos de la costumbre.',
      },
      tense: {
        text: 'Una necesidad de espacio sacude los vínculos: atracciones inesperadas, distancias o vaivenes con el dinero ponen a prueba lo que valoras.',
        advice:
          'Habla de tu necesidad de aire antes de que se convierta en huida, y deja reposar cualquier decisión económica repentina.',
      },
    },
    mars: {
      blend: {
        text: 'La energía se vuelve eléctrica e impaciente: te asaltan impulsos repentinos, ganas de actuar por tu cuenta y un coraje que rompe con lo establecido.',
        advice:
          'Canaliza el impulso en un proyecto propio o en un deporte nuevo, y extrema la prudencia con las prisas y las máquinas.',
      },
      easy: {
        text: 'Valentía e innovación van de la mano: actúas con rapidez y originalidad, y el momento se presta a lanzar algo independiente.',
        advice: 'Toma la iniciativa en algo que dependa solo de ti y muévete con agilidad.',
      },
      tense: {
        text: 'Con la impaciencia y la rebeldía disparadas, el riesgo está en los roces, en las decisiones precipitadas y en los pequeños accidentes por ir deprisa.',
        advice: 'Baja el ritmo cuando notes la tensión en el cuerpo y evita las discusiones que solo buscan desahogo.',
      },
    },
    jupiter: {
      blend: {
        text: 'Tus horizontes se abren de repente: un viaje, un estudio o una oportunidad inesperada te muestran posibilidades que no imaginabas.',
        advice: 'Aprovecha las oportunidades sorprendentes, pero comprueba que encajan con lo que de verdad quieres.',
      },
      easy: {
        text: 'Ideas frescas renuevan tu fe en el futuro, y una filosofía distinta, un contacto lejano o un enfoque poco convencional pueden ensanchar tu camino.',
        advice: 'Explora una corriente de pensamiento o un lugar desconocido que despierte tu curiosidad.',
      },
      tense: {
        text: 'El deseo de crecer se vuelve inquieto y poco paciente, con cambios bruscos de creencias, apuestas arriesgadas o rebeldía contra lo que antes te inspiraba.',
        advice: 'Antes de saltar hacia un horizonte nuevo, asegúrate de tener dónde apoyar los pies.',
      },
    },
    saturn: {
      blend: {
        text: 'Las estructuras de tu vida reciben una sacudida: normas, trabajos o compromisos que parecían firmes se resquebrajan para dejar paso a algo más auténtico.',
        advice: 'Reforma desde dentro lo que se agrieta, conservando los cimientos que todavía te sostienen.',
      },
      easy: {
        text: 'Renovación y estabilidad se equilibran, y puedes modernizar tus estructuras sin perder seguridad o cambiar las reglas con inteligencia.',
        advice: 'Actualiza un sistema, una rutina o un acuerdo que funcionaba, pero que se ha quedado anticuado.',
      },
      tense: {
        text: 'El miedo a perder seguridad choca con la urgencia de cambiar, y esa pugna interior entre lo viejo y lo nuevo busca una salida.',
        advice: 'Cambia una pieza cada vez, no el edificio entero, y comprueba qué es lo que sostiene el peso.',
      },
    },
    uranus: {
      blend: {
        text: 'Urano vuelve al lugar que ocupaba cuando naciste y cierra su gran ciclo: lo esencial es vivir con la libertad y la autenticidad que la vida te ha ido enseñando.',
        advice: 'Honra tu independencia y comparte con quienes empiezan lo que has aprendido sobre el cambio.',
      },
      easy: {
        text: 'Es uno de los momentos armónicos del ciclo de Urano, como los que llegan en la adolescencia, al final de la juventud o en plena madurez: puedes renovar tu manera de ser libre con menos lucha y más criterio.',
        advice: 'Incorpora el cambio que llevas tiempo deseando, sin dramatismo y a tu manera.',
      },
      tense: {
        text: 'Es uno de los giros más inquietos del ciclo de Urano, el más célebre a mitad de la vida: lo que no has vivido reclama su turno y crece la pregunta de qué quieres cambiar de verdad.',
        advice:
          'Atiende a ese deseo de cambio con honestidad y dale una forma concreta, en lugar de negarlo o de romperlo todo.',
      },
    },
    neptune: {
      blend: {
        text: 'La intuición recibe un chispazo: una experiencia espiritual inesperada, una inspiración repentina o el despertar de un ideal que dormía.',
        advice:
          'Recoge esas intuiciones en un cuaderno o en una obra, y déjalas madurar antes de reorganizar tu vida por ellas.',
      },
      easy: {
        text: 'Tus ideales se renuevan con suavidad, y nuevas formas de espiritualidad, de arte o de solidaridad amplían tu sensibilidad.',
        advice: 'Únete a un grupo o a un proyecto creativo o espiritual que hable el idioma de tu sensibilidad.',
      },
      tense: {
        text: 'Se agitan los ideales y crece la confusión: la inquietud espiritual, las ilusiones repentinas o el desencanto te empujan a buscar respuestas nuevas.',
        advice:
          'Ante las revelaciones súbitas, toma distancia y contrasta antes de cambiar de creencias o de compañías.',
      },
    },
    pluto: {
      blend: {
        text: 'Un cambio brusco destapa lo que estaba oculto, y tu poder interior despierta con una fuerza que empuja a transformarte sin vuelta atrás.',
        advice: 'Acoge la transformación con lucidez y no te aferres a lo que ya ha terminado.',
      },
      easy: {
        text: 'Liberarte de viejos patrones de control se vuelve más fácil, y puedes renovar tu fuerza con inteligencia en lugar de a golpe de crisis.',
        advice: 'Elige un patrón antiguo que quieras dejar atrás y sustitúyelo por un hábito que te dé libertad.',
      },
      tense: {
        text: 'Control y libertad entran en choque: situaciones de poder, crisis o cambios radicales te obligan a soltar lo que retenías con fuerza.',
        advice: 'En lugar de resistir, pregúntate qué quiere nacer y apoya ese cambio con paciencia.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu imagen y tu manera de estar en el mundo pueden cambiar de repente, con comienzos inesperados y un deseo irrefrenable de mostrarte sin filtros.',
        advice:
          'Experimenta con tu estilo y con lo que empiezas, pero protege el cuerpo de los sustos y de las prisas.',
      },
      easy: {
        text: 'Tu presencia se vuelve más libre y original, atraes a personas distintas y resulta fácil empezar de nuevo con otra actitud.',
        advice: 'Ve a sitios nuevos y preséntate tal como eres, sin pedir permiso.',
      },
      tense: {
        text: 'Tus relaciones o tu entorno te descolocan: un socio imprevisible, cambios bruscos o una necesidad de libertad que choca con la de los demás.',
        advice: 'Dale espacio a la persona que te pide libertad, y pídela tú también con claridad.',
      },
    },
    midheaven: {
      blend: {
        text: 'Tu carrera puede dar un giro inesperado: un cambio de trabajo, de vocación o de dirección vital irrumpe y te pide reinventarte.',
        advice: 'Mantén abiertas tus opciones profesionales y prepara un plan de reserva ante los imprevistos.',
      },
      easy: {
        text: 'La vida profesional se abre a la innovación, y las ideas originales, el trabajo independiente o las nuevas tecnologías impulsan tu vocación.',
        advice: 'Propón una idea innovadora en tu trabajo o explora un proyecto propio con más libertad.',
      },
      tense: {
        text: 'La estabilidad profesional se tambalea entre choques con la autoridad, cambios en el hogar o la urgencia de otra dirección vital.',
        advice: 'Antes de dejar algo atrás, aclara hacia dónde vas y asegúrate una base mínima.',
      },
    },
  },
  neptune: {
    sun: {
      blend: {
        text: 'Los contornos de quién eres se vuelven difusos: la vitalidad baja, las metas conocidas pierden brillo y, a cambio, despiertan la sensibilidad, la compasión y una inspiración que no sabías que tenías.',
        advice: 'Baja el ritmo, escucha tus sueños y deja las decisiones vitales para cuando veas con más claridad.',
      },
      easy: {
        text: 'Tu manera de ser se impregna de inspiración: la creatividad, la intuición y la empatía fluyen, y te resulta natural sentirte parte de algo más grande.',
        advice:
          'Dedica tiempo a la música, al arte o a la contemplación, y deja que te orienten hacia lo que te da sentido.',
      },
      tense: {
        text: 'La niebla puede cubrir tu rumbo: cuesta saber qué quieres, la energía se escapa y resulta más fácil que alguien te engañe o que prefieras no ver lo evidente.',
        advice: 'Rodéate de personas francas, verifica lo que te prometen y descansa más de lo que crees necesitar.',
      },
    },
    moon: {
      blend: {
        text: 'La sensibilidad se agudiza hasta volverse casi transparente: absorbes el ánimo de quienes te rodean, sueñas con intensidad y asoma la nostalgia del hogar o de la infancia.',
        advice: 'Protege tu espacio emocional, duerme lo suficiente y elige con cuidado de quién te rodeas.',
      },
      easy: {
        text: 'La empatía y la intuición fluyen: sientes una conexión especial con los tuyos, con los animales o con el mar, y el hogar puede convertirse en un verdadero refugio.',
        advice: 'Cultiva un ritual de calma en casa y confía en tus corazonadas sobre las personas cercanas.',
      },
      tense: {
        text: 'Las emociones se enturbian, con confusión en la familia, la tendencia a idealizar a alguien cercano o la sensación de que te toca salvar a los demás.',
        advice: 'Ayuda sin perderte: define qué puedes ofrecer y di que no cuando el rescate te vacía.',
      },
    },
    mercury: {
      blend: {
        text: 'Tus pensamientos se llenan de imágenes y de intuiciones, y a cambio cuesta más concentrarse en los detalles, recordar las citas o seguir un razonamiento hasta el final.',
        advice:
          'Escribe, dibuja o compón, y pide a alguien de confianza que revise contigo los asuntos que requieren precisión.',
      },
      easy: {
        text: 'La intuición afina tu mente: las palabras se cargan de imágenes, comprendes sin que te lo expliquen y tu sensibilidad enriquece cada conversación.',
        advice: 'Aprovecha esta inspiración para escribir o para escuchar con empatía a quien lo necesita.',
      },
      tense: {
        text: 'Los malentendidos, la información engañosa o la tentación de esquivar verdades incómodas pueden confundir tu juicio más de lo que parece.',
        advice: 'Confirma por escrito los acuerdos y desconfía de lo que suena demasiado bien para ser cierto.',
      },
    },
    venus: {
      blend: {
        text: 'El amor se tiñe de romanticismo y de ideal: puedes vivir un encanto casi mágico o una ilusión que, con el tiempo, resulta ser otra cosa.',
        advice:
          'Deja que el romance te inspire, pero conoce a la persona en lo cotidiano antes de entregarle tu corazón.',
      },
      easy: {
        text: 'La ternura y la belleza adquieren un matiz casi espiritual: el arte te conmueve más de lo habitual y en tus relaciones fluye una delicadeza nueva.',
        advice:
          'Comparte un momento de belleza con alguien que quieres: un concierto, un paseo junto al agua o una obra de arte.',
      },
      tense: {
        text: 'La idealización puede llevarte a engaños afectivos o económicos: amas una imagen más que a la persona, o das mucho más de lo que recibes.',
        advice: 'Mira con ojos claros a quien amas y mantén tus finanzas a salvo de tus ilusiones.',
      },
    },
    mars: {
      blend: {
        text: 'La energía se diluye y la motivación cuesta; la rabia se vuelve difusa y, sin embargo, crece el impulso de luchar por un ideal o por alguien que lo necesita.',
        advice: 'Actúa por algo que te inspire en lugar de forzar la voluntad, y respeta los ratos de cansancio.',
      },
      easy: {
        text: 'Tu acción se pone al servicio de lo que sueñas: defiendes causas justas y el movimiento puede volverse arte, danza o servicio.',
        advice: 'Pon tu energía al servicio de una causa o practica una actividad física fluida, como nadar o bailar.',
      },
      tense: {
        text: 'La voluntad flaquea y el deseo se confunde, de modo que cuesta saber por qué luchas y la energía se escapa en frustraciones o en esfuerzos mal dirigidos.',
        advice:
          'Fíjate un objetivo claro y modesto, avanza sin exigirte y evita las decisiones drásticas mientras dure la niebla.',
      },
    },
    jupiter: {
      blend: {
        text: 'Los anhelos espirituales y los sueños grandes se expanden, y ese deseo de sentido puede inspirarte tanto como desbordarte si pierdes de vista el suelo.',
        advice: 'Elige una práctica espiritual o creativa y mide los proyectos grandiosos con datos concretos.',
      },
      easy: {
        text: 'La generosidad y la inspiración se dan la mano: crece la compasión, la fe se ensancha y el arte o el estudio espiritual te nutren.',
        advice: 'Dedica tiempo a un voluntariado, a un retiro o a una enseñanza que alimente tu espíritu.',
      },
      tense: {
        text: 'Es fácil que las expectativas se inflen hasta creer en soluciones mágicas, en maestros equivocados o en proyectos sin base sólida.',
        advice: 'Antes de seguir a un guía o de apostar por una promesa, pide pruebas y escucha tu sentido común.',
      },
    },
    saturn: {
      blend: {
        text: 'Lo que creías firme empieza a ablandarse: ciertas estructuras se disuelven, los miedos pierden su forma conocida y toca aprender a sostenerte con menos certezas.',
        advice: 'Suelta las rigideces que ya no sirven y conserva solo los compromisos que tienen alma.',
      },
      easy: {
        text: 'Lo práctico se deja tocar por lo ideal: puedes dar estructura a un sueño y convertir la compasión en algo tangible y duradero.',
        advice: 'Da un paso concreto hacia un sueño: un calendario, un presupuesto o un borrador inicial.',
      },
      tense: {
        text: 'Los cimientos parecen de arena: surgen dudas sobre tu trabajo o tus responsabilidades, cansancio y la sensación de que el esfuerzo no rinde.',
        advice: 'Mantén las rutinas básicas que te sostienen y aplaza las grandes decisiones hasta ver con claridad.',
      },
    },
    uranus: {
      blend: {
        text: 'Tu necesidad de libertad se vuelve más espiritual, y los cambios que buscas se inspiran en ideales, intuiciones o sueños compartidos.',
        advice: 'Deja que tu rebeldía se convierta en visión y compártela con quienes sueñan lo mismo.',
      },
      easy: {
        text: 'La intuición y la originalidad se combinan en ideas visionarias, inspiración artística o un despertar espiritual sin sobresaltos.',
        advice: 'Explora una práctica que combine creatividad y tecnología, o una manera nueva de meditar.',
      },
      tense: {
        text: 'La inquietud se mezcla con la confusión: los cambios que deseas pueden nacer de ilusiones, o tu libertad puede diluirse en el caos.',
        advice: 'Ante cada impulso de cambio, espera a que se aclare la niebla antes de decidir.',
      },
    },
    neptune: {
      blend: {
        text: 'Este encuentro de Neptuno con su propio lugar habla de volver a los sueños de origen: la sensibilidad y la fe se reconocen a sí mismas con una hondura nueva.',
        advice: 'Vuelve a un ideal que te movía en la juventud y pregúntate qué forma puede tomar en tu vida actual.',
      },
      easy: {
        text: 'Es un contacto armónico de los que llegan en momentos de maduración interior, al asentarse la vida adulta o al entrar en la madurez: los ideales se afinan y la intuición se vuelve una aliada fiable.',
        advice: 'Dale espacio a tu vida interior con una práctica estable y escucha las intuiciones que se repiten.',
      },
      tense: {
        text: 'Los sueños de juventud se desdibujan en esta travesía de Neptuno, tan ligada al paso por la mitad de la vida, y la desorientación abre sitio a un sentido más verdadero.',
        advice:
          'Despide con cariño los ideales que ya no te llenan y busca otro que hable de quien eres en esta etapa.',
      },
    },
    pluto: {
      blend: {
        text: 'Lo profundo y lo invisible se funden: intuiciones poderosas, experiencias de disolución y una transformación espiritual que actúa en silencio.',
        advice: 'Escucha los sueños y las sincronías, y deja que el cambio interior siga su curso sin forzarlo.',
      },
      easy: {
        text: 'Tu fuerza interior se alía con la intuición, y la compasión se convierte en un camino para sanar heridas antiguas con suavidad.',
        advice: 'Dedica atención a un proceso de sanación interior o a una práctica de introspección profunda.',
      },
      tense: {
        text: 'Las corrientes profundas se enturbian con miedos difusos, manipulaciones sutiles o la sensación de que algo se te escapa de las manos.',
        advice: 'Nombra en voz alta lo que temes y busca compañía lúcida para no quedarte en la niebla.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu presencia se vuelve más etérea y difícil de definir: los demás proyectan en ti sus sueños, y el cuerpo se vuelve más sensible a todo lo que absorbe.',
        advice: 'Cuida tus límites con las personas y con lo que consumes, y muéstrate tal como eres.',
      },
      easy: {
        text: 'Tu imagen se suaviza y resulta inspiradora: transmites sensibilidad, encanto y una compasión que acerca a los demás.',
        advice: 'Deja que tu lado artístico o compasivo se vea en cómo te presentas.',
      },
      tense: {
        text: 'Las relaciones se vuelven confusas: alguien puede decepcionarte, o puedes perderte en el papel que otros esperan de ti.',
        advice: 'Aclara lo que esperas de cada vínculo y observa los hechos, no solo las palabras.',
      },
    },
    midheaven: {
      blend: {
        text: 'Tu vocación busca sentido: la carrera puede orientarse hacia el arte, la ayuda o lo espiritual, aunque también puede reinar la confusión sobre tu rumbo.',
        advice: 'Explora la vocación que te inspira sin soltar de golpe lo que te sustenta.',
      },
      easy: {
        text: 'Tu rumbo profesional se llena de inspiración, y el trabajo creativo, compasivo o visionario fluye y encuentra reconocimiento.',
        advice: 'Muestra tu lado creativo en el trabajo y busca proyectos con un propósito claro.',
      },
      tense: {
        text: 'La dirección vital se nubla: dudas sobre tu carrera, falta de claridad en el trabajo o la sensación de no saber hacia dónde vas.',
        advice:
          'Protege tu reputación con transparencia y toma decisiones profesionales solo cuando tengas datos claros.',
      },
    },
  },
  pluto: {
    sun: {
      blend: {
        text: 'Una transformación profunda de quién eres está en marcha: algo de lo que eras muere para que nazca una versión más auténtica y más poderosa de ti.',
        advice: 'Acompaña el cambio en lugar de resistirte, y suelta con valentía los papeles que ya no son tuyos.',
      },
      easy: {
        text: 'Tu poder personal crece sin estridencias, y tienes ocasión de regenerarte, de profundizar en lo que te importa y de influir de verdad en tu entorno.',
        advice: 'Emprende un cambio que pida voluntad: un hábito, un proyecto o una decisión que vienes postergando.',
      },
      tense: {
        text: 'Las luchas de poder ponen a prueba tu identidad: alguien o algo te presiona hasta el fondo, y lo que no es auténtico en ti tiende a derrumbarse.',
        advice: 'No te empeñes en ganar todos los pulsos; concentra tu fuerza en lo que de verdad defiende quién eres.',
      },
    },
    moon: {
      blend: {
        text: 'Las emociones ganan una intensidad oceánica: vuelven heridas antiguas, hay movimientos de fondo en el hogar o la familia y nace la necesidad de sanar desde la raíz.',
        advice:
          'Date permiso para sentir con intensidad y busca un espacio seguro donde elaborar lo que sale a la luz.',
      },
      easy: {
        text: 'Tu mundo emocional se regenera: puedes sanar vínculos familiares, transformar tu hogar y sentir con más hondura y menos miedo.',
        advice: 'Aborda con honestidad y cuidado esa conversación familiar que sigue pendiente.',
      },
      tense: {
        text: 'Crisis emocionales o familiares pueden removerte por dentro, y los celos, el control o las pérdidas obligan a mirar lo que estaba enterrado.',
        advice: 'Cuando sientas el impulso de controlar, respira y pregúntate qué miedo hay debajo.',
      },
    },
    mercury: {
      blend: {
        text: 'La mente se vuelve penetrante, casi obsesiva: investigas a fondo, descubres secretos y tus palabras adquieren un poder que conviene usar con cuidado.',
        advice: 'Dedica tu mente a una investigación profunda y elige tus palabras sabiendo cuánto pesan.',
      },
      easy: {
        text: 'Tu pensamiento gana hondura y capacidad de persuasión, y comprendes lo que se esconde tras las apariencias sin necesidad de que te lo cuenten.',
        advice: 'Aprovecha para investigar, negociar o escribir algo que requiera ir al fondo.',
      },
      tense: {
        text: 'Las ideas fijas y las palabras cortantes pueden crear conflictos, ya sea en discusiones de poder, en secretos que salen a la luz o en pensamientos que no te sueltan.',
        advice: 'Suelta la necesidad de tener razón y escucha antes de responder con dureza.',
      },
    },
    venus: {
      blend: {
        text: 'Amar se vuelve un asunto serio y profundo: una pasión puede transformarte, los celos pueden asomar y toca revisar lo que valoras y con quién compartes tu intimidad.',
        advice: 'Vive la intensidad sin posesividad y pregúntate qué relación te transforma para bien.',
      },
      easy: {
        text: 'Los afectos se hacen más profundos y regeneradores: una relación se fortalece, o descubres en ti un valor que antes no veías.',
        advice: 'Profundiza en un vínculo importante con una conversación sincera sobre lo que deseas.',
      },
      tense: {
        text: 'Las relaciones se cargan de intensidad, y los celos, los juegos de poder o las tensiones por el dinero ponen a prueba lo que amas y lo que valoras.',
        advice: 'Revisa las dinámicas de control en tus relaciones y en tu economía, y deja ir lo que ya está muerto.',
      },
    },
    mars: {
      blend: {
        text: 'La fuerza de voluntad se vuelve formidable: el deseo, la ambición y la capacidad de lucha alcanzan una intensidad que puede construir o destruir.',
        advice: 'Dirige esa potencia hacia una meta exigente y respeta los límites del cuerpo.',
      },
      easy: {
        text: 'Tu energía se regenera y gana resistencia, de modo que puedes acometer proyectos difíciles con determinación y transformar tus hábitos físicos.',
        advice: 'Ponte un reto físico o profesional ambicioso y trabájalo con disciplina.',
      },
      tense: {
        text: 'La rabia acumulada busca salida y las luchas de poder se encienden con facilidad, con el riesgo de caer en compulsiones o de llevar el cuerpo y los conflictos al extremo.',
        advice:
          'Retírate de los pulsos que solo buscan dominar y quema esa energía en ejercicio intenso o en trabajo físico.',
      },
    },
    jupiter: {
      blend: {
        text: 'Tu fe y tus aspiraciones se transforman de raíz, y crecer pasa por asumir más influencia o por perseguir una ambición que te importa hasta el fondo.',
        advice: 'Pon tu ambición al servicio de algo más grande que tú y cuídate de la soberbia.',
      },
      easy: {
        text: 'Tus convicciones echan raíces y tu influencia puede crecer sin hacer ruido; a menudo aparece alguien con poder dispuesto a respaldar lo que defiendes.',
        advice:
          'Busca un mentor o una alianza con peso para el proyecto que más te importa, y llega con las ideas bien fundadas.',
      },
      tense: {
        text: 'Lo que crees se vuelve innegociable y choca con el poder de otros; el riesgo es confundir la convicción con el fanatismo o querer ganar a toda costa.',
        advice: 'Defiende tus ideas con argumentos y no con presión, y pregúntate qué parte de tu certeza es miedo.',
      },
    },
    saturn: {
      blend: {
        text: 'Algo de lo que sostenía tu vida, sea una responsabilidad, una carrera o un miedo antiguo, se derrumba para poder reconstruirse con más verdad.',
        advice: 'Acepta que algo termina y empieza a reconstruir con paciencia sobre bases más firmes.',
      },
      easy: {
        text: 'Voluntad profunda y disciplina se alían, y lo que reformas con paciencia tiende a durar mucho más que lo que cambias a empujones.',
        advice: 'Trabaja con constancia en una reforma profunda de tu vida profesional o personal.',
      },
      tense: {
        text: 'La presión sobre lo que has construido se vuelve intensa, y una pérdida, una autoridad dura o una responsabilidad abrumadora te piden rehacerte desde los cimientos.',
        advice: 'Resiste sin rigidez: suelta lo que se derrumba y protege lo esencial.',
      },
    },
    uranus: {
      blend: {
        text: 'Un deseo de libertad imparable empuja desde dentro, y una ruptura, un cambio radical o una rebeldía largamente contenida transforman tu manera de vivir.',
        advice: 'Canaliza la revolución interior en un cambio consciente, no en una destrucción impulsiva.',
      },
      easy: {
        text: 'Cambios de fondo que en otras condiciones llegarían a sacudidas encuentran aquí un cauce inteligente, y tu afán de libertad se convierte en estrategia.',
        advice: 'Elige un área de tu vida que pida una renovación profunda y diséñale un cambio original y meditado.',
      },
      tense: {
        text: 'Tu necesidad de libertad choca con fuerzas que no controlas, y crisis inesperadas o decisiones ajenas pueden forzar un cambio que llevabas tiempo esquivando.',
        advice: 'Suelta el control sobre lo que no depende de ti y dirige tu energía a lo que sí puedes decidir.',
      },
    },
    neptune: {
      blend: {
        text: 'Tus ideales pasan por el fuego: algunas creencias se derrumban, otras se purifican, y la vida espiritual gana una hondura que no admite decorados.',
        advice: 'Deja morir las ilusiones gastadas y quédate con la fe que resiste cuando nadie mira.',
      },
      easy: {
        text: 'La intuición y el poder interior colaboran, y una búsqueda espiritual o una obra creativa con hondura pueden regenerarte sin hacer ruido.',
        advice: 'Cultiva una práctica interior constante y confía en lo que emerge en silencio.',
      },
      tense: {
        text: 'Se agitan miedos que no tienen nombre y algunas ilusiones se derrumban; atravesar esa confusión espiritual con honestidad es el trabajo que toca.',
        advice: 'Busca apoyo en alguien de confianza y reconstruye tu sentido poco a poco.',
      },
    },
    pluto: {
      blend: {
        text: 'Plutón ante su propio lugar natal habla de la transformación que da sentido a toda una vida: el poder que has sabido encarnar y lo que dejas en herencia.',
        advice: 'Piensa en qué legado quieres dejar y qué fuerza te corresponde entregar a otros.',
      },
      easy: {
        text: 'Este contacto armónico de Plutón con su posición natal suele llegar en la madurez y vuelve más consciente, y menos dolorosa, tu capacidad de transformarte.',
        advice: 'Usa tu fuerza para construir algo profundo y sostenible, sin esperar a que una crisis te obligue.',
      },
      tense: {
        text: 'Esta cuadratura llega en un momento exigente de la vida adulta, a menudo cerca de su ecuador: lo que ya no tiene vida pide morir para que nazca algo más verdadero.',
        advice: 'Mira de frente lo que ya ha muerto en tu vida y despídelo, para que lo nuevo tenga espacio.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tu presencia se vuelve magnética e intensa: cambias de imagen y de manera de estar en el mundo, a veces con la sensación de renacer.',
        advice: 'Acepta tu nueva versión y cuida el cuerpo con atención y respeto.',
      },
      easy: {
        text: 'Tu presencia irradia una fuerza serena: los demás perciben tu poder personal y puedes empezar de nuevo con determinación.',
        advice: 'Preséntate en las situaciones importantes con calma y firmeza.',
      },
      tense: {
        text: 'Tu manera de afirmarte choca con el poder de otros, sobre todo en las relaciones cercanas: alguien te desafía o intenta controlarte, y aprendes a defender tu espacio.',
        advice: 'Pon límites claros a quien intenta dominarte y observa también tu propio afán de control.',
      },
    },
    midheaven: {
      blend: {
        text: 'Tu vocación y tu lugar en el mundo entran en una metamorfosis profunda; un cargo puede terminar o empezar, y en ambos casos cambia tu relación con el poder y la autoridad.',
        advice: 'Acepta el cambio profesional que te llama y asume tu autoridad con integridad.',
      },
      easy: {
        text: 'Tu autoridad profesional se asienta en algo más hondo que el cargo, y puedes ganar influencia o transformar tu campo desde dentro.',
        advice: 'Apuesta por el proyecto profesional ambicioso que deje huella y que te importe más allá del éxito.',
      },
      tense: {
        text: 'El trabajo y la vida privada se convierten en un campo de fuerzas: un pulso con la autoridad o una crisis en casa remueven tu rumbo hasta obligarte a redefinir qué quieres lograr.',
        advice:
          'Evita los enfrentamientos con la autoridad y centra tu energía en la transformación que sí puedes controlar.',
      },
    },
  },
};
